"""The body of a Swift multi-line string literal of words, for the scripts that generate word data."""

LINE_WIDTH = 100


def literal(words):
    """The words, separated by spaces, as lines of at most LINE_WIDTH characters indented four spaces."""
    lines, line = [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > LINE_WIDTH:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        lines.append(line)
    return "\n".join("    " + line for line in lines)
