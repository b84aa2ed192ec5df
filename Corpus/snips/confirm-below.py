#!/usr/bin/env python3
"""What a front end that asks "Did you mean …?" under a score would do with each corpus line.

Every line of each corpus (the JSON lines of make-corpora.py) is the first turn of a conversation
of its own, sent through `phrasebook serve --confirm-below BAR`. A turn that completes (or goes on
to ask for a value or a choice) is acted on; `needsConfirmation` is asked about; the rest
(`noMatch`, `rejected`, `ambiguous`) is neither. Acted-on and asked-about turns are right when
their intent is the one the line expects (never, for a line that expects nothing).

    swift build -c release --product phrasebook
    python3 Corpus/snips/confirm-below.py --bar 0.9 /tmp/snips-eval/validate.jsonl /tmp/snips-eval/oos-test.jsonl

Python 3, standard library only; run from the repository's root.
"""

import argparse
import collections
import json
import subprocess


def turns(binary, manifest, now, bar, lines):
    """The first turn of a conversation of its own for each line, in order."""
    requests = [
        json.dumps({"id": index, "type": "respond", "conversation": f"c{index}", "text": line["text"],
                    "authentication": "unlocked"})
        for index, line in enumerate(lines)
    ]
    arguments = [binary, "serve", "--manifest", manifest, "--now", now, "--confirm-below", str(bar)]
    run = subprocess.run(arguments, input="\n".join(requests) + "\n", capture_output=True, text=True, check=True)
    answers = {}
    for response in run.stdout.splitlines():
        answer = json.loads(response)
        answers[answer["id"]] = answer
    return [answers[index] for index in range(len(lines))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpora", nargs="+", help="JSON-lines corpora")
    parser.add_argument("--bar", type=float, default=0.9, help="the score under which to ask (default 0.9)")
    parser.add_argument("--manifest", default="Corpus/snips/snips.json")
    parser.add_argument("--now", default="2026-11-26T09:00", help="as for phrasebook test")
    parser.add_argument("--phrasebook", default=".build/release/phrasebook", help="the binary to run")
    arguments = parser.parse_args()
    acting = {"completed", "needsValue", "needsDisambiguation", "unauthorized"}
    for path in arguments.corpora:
        with open(path, encoding="utf-8") as file:
            lines = [json.loads(line) for line in file if line.strip()]
        counts = collections.Counter()
        for line, turn in zip(lines, turns(arguments.phrasebook, arguments.manifest, arguments.now, arguments.bar,
                                           lines)):
            expected = (line.get("expect") or {}).get("intent")
            right = expected is not None and turn.get("intent") == expected
            if turn["outcome"] in acting:
                counts["acted right" if right else "acted wrong"] += 1
            elif turn["outcome"] == "needsConfirmation":
                counts["asked, right" if right else "asked, wrong"] += 1
            else:
                counts["neither"] += 1
        total = len(lines)
        shown = ", ".join(f"{key} {counts[key]} ({counts[key] / total:.1%})"
                          for key in ["acted right", "acted wrong", "asked, right", "asked, wrong", "neither"])
        print(f"{path}: {total} lines, bar {arguments.bar}: {shown}")


if __name__ == "__main__":
    main()
