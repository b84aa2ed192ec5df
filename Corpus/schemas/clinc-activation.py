#!/usr/bin/env python3
"""How often requests no schema covers activate one, against Corpus/schemas/assistant.json.

Usage: Corpus/schemas/clinc-activation.py [--split oos_train|oos_val|oos_test|train] [--list] [--phrasebook PATH]

CLINC150 (CC BY 3.0) is read from ../shared/corpora/clinc150 beside the repository and never
copied into it. `oos_*` are its out-of-scope requests; `train` is its in-scope train split with
the intents a schema of the twelve apps could serve left out (alarms, calendars, calls, music,
messages, reminders, lists, timers, directions, …), so what remains are banking, travel, cooking,
small talk and the like: a large development set of negatives. Develop on `train`, `oos_train`
and `oos_val`; `oos_test` is for the figure (`HWU64RoutingTests` measures it).
"""

import argparse
import collections
import json
import os
import sys

from schemamatch import corpora_folder, match_all

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(corpora_folder(), "clinc150", "data_full.json")

# CLINC intents some schema of the twelve apps could serve: not negatives.
IN_SCOPE = {
    "alarm", "calendar", "calendar_update", "cancel", "change_volume", "directions", "find_phone", "make_call",
    "meeting_schedule", "next_song", "play_music", "reminder", "reminder_update", "repeat", "schedule_meeting",
    "share_location", "shopping_list", "shopping_list_update", "text", "timer", "todo_list", "todo_list_update",
    "traffic", "update_playlist", "what_song",
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=["train", "oos_train", "oos_val", "oos_test"], default="oos_train")
    parser.add_argument("--list", action="store_true", help="list the activations")
    parser.add_argument("--phrasebook", default=os.path.join(ROOT, ".build", "release", "phrasebook"))
    arguments = parser.parse_args()
    if not os.path.isfile(DATA):
        sys.exit(f"{DATA} is absent")
    with open(DATA, encoding="utf-8") as handle:
        rows = [(text, label) for text, label in json.load(handle)[arguments.split] if label not in IN_SCOPE]
    answers = match_all(arguments.phrasebook, [text for text, _ in rows])
    activated = []
    for (text, label), match in zip(rows, answers):
        if match["outcome"] == "matched":
            activated.append((label, text, match["schema"], match["score"], match["phrase"]))
    print(f"CLINC150 {arguments.split}: {len(activated)}/{len(rows)} activated a schema "
          f"({100 * len(activated) / max(len(rows), 1):.2f}%)")
    by_schema = collections.Counter(schema for _, _, schema, _, _ in activated)
    if by_schema:
        print("  by schema: " + ", ".join(f"{schema} {count}" for schema, count in by_schema.most_common()))
    if arguments.list:
        for label, text, schema, score, phrase in activated:
            print(f"  {label}: {text!r} -> {schema} {score} {phrase!r}")


if __name__ == "__main__":
    main()
