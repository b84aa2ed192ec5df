"""Runs `phrasebook match --json` over many requests against assistant.json, for the corpus scripts."""

import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def corpora_folder():
    """Where the public corpora are read from: `PHRASEBOOK_CORPORA` when set (a checkout that is
    not beside them, such as a second worktree), else `../shared/corpora` beside the repository."""
    return os.environ.get("PHRASEBOOK_CORPORA") or os.path.join(os.path.dirname(ROOT), "shared", "corpora")


def match_all(phrasebook, texts):
    """The parsed `match --json` answer to each text (a line each), in order."""
    output = subprocess.run(
        [phrasebook, "match", "--manifest", os.path.join(HERE, "assistant.json"), "--json"],
        input="\n".join(text.replace("\n", " ") for text in texts) + "\n",
        capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(output) == len(texts), (len(output), len(texts))
    return [json.loads(line) for line in output]


def by_schema(outcomes):
    """Per-schema figures from (routed schema or None, the schemas right for the request or None for
    a request no schema serves) pairs: each schema's right answers, its wrong ones (a request some
    other schema serves) and its false activations (a request none serves), with its precision."""
    counts = {}
    for routed, right in outcomes:
        if routed is None:
            continue
        entry = counts.setdefault(routed, [0, 0, 0])
        entry[0 if right is not None and routed in right else 1 if right is not None else 2] += 1
    lines = ["  per schema routed to: right / wrong (another schema's request) / false (no schema's request); precision"]
    for schema, (good, wrong, false) in sorted(counts.items(), key=lambda item: (-sum(item[1]), item[0])):
        lines.append(f"    {schema}: {good} / {wrong} / {false}; {100 * good / max(good + wrong + false, 1):.1f}%")
    return "\n".join(lines)
