"""Runs `phrasebook match --json` over many requests against assistant.json, for the corpus scripts."""

import json
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))


def match_all(phrasebook, texts):
    """The parsed `match --json` answer to each text (a line each), in order."""
    output = subprocess.run(
        [phrasebook, "match", "--manifest", os.path.join(HERE, "assistant.json"), "--json"],
        input="\n".join(text.replace("\n", " ") for text in texts) + "\n",
        capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(output) == len(texts), (len(output), len(texts))
    return [json.loads(line) for line in output]
