#!/usr/bin/env python3
"""Routes CLINC150's in-scope requests that a schema serves through `phrasebook match` against Corpus/schemas/assistant.json.

Usage: Corpus/schemas/clinc-routing.py [--split train|val] [--failures] [--label LABEL] [--by-schema] [--phrasebook PATH]

A second corpus of real phrasings, for development: the phrase library was grown from HWU64's
train split, and these requests (alarms, timers, reminders, lists, calendars, texts, calls, music)
say the same kinds of things in other words. CLINC150 (CC BY 3.0) is read from
../shared/corpora/clinc150 beside the repository and never copied into it. Only `train` and `val`
are offered: CLINC150's test split stays unread.
"""

import argparse
import collections
import json
import os
import sys

from schemamatch import by_schema, corpora_folder, match_all

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
DATA = os.path.join(corpora_folder(), "clinc150", "data_full.json")

# CLINC intents and the schemas that are right for them. Intents with no schema among the twelve
# apps (next song, volume, sharing a location, …) are left out.
MAPPING = {
    "alarm": {"clock.createAlarm"},
    "timer": {"clock.createTimer"},
    "reminder_update": {"reminders.createReminder"},
    "shopping_list_update": {"reminders.createReminder", "reminders.deleteReminders"},
    "todo_list_update": {"reminders.createReminder", "reminders.deleteReminders"},
    "calendar_update": {"calendar.createEvent", "calendar.deleteEvent", "calendar.updateEvent"},
    "text": {"messages.sendMessage"},
    "make_call": {"phone.startCall"},
    "play_music": {"audio.playAudio"},
    "update_playlist": {"audio.addToPlaylist"},
    "what_song": {"audio.recognizeAudio"},
}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=["train", "val"], default="train")
    parser.add_argument("--failures", action="store_true", help="list the requests not routed right")
    parser.add_argument("--label", help="only this CLINC150 intent")
    parser.add_argument("--by-schema", action="store_true",
                        help="per schema: the requests routed to it right and wrongly, and its precision")
    parser.add_argument("--phrasebook", default=os.path.join(ROOT, ".build", "release", "phrasebook"))
    arguments = parser.parse_args()
    if not os.path.isfile(DATA):
        sys.exit(f"{DATA} is absent")
    with open(DATA, encoding="utf-8") as handle:
        rows = [(text, label) for text, label in json.load(handle)[arguments.split]
                if label in MAPPING and (not arguments.label or label == arguments.label)]
    answers = match_all(arguments.phrasebook, [text for text, _ in rows])
    right = collections.Counter()
    total = collections.Counter()
    failures = []
    outcomes = []
    for (text, label), match in zip(rows, answers):
        routed = match["schema"] if match["outcome"] == "matched" else None
        outcomes.append((routed, MAPPING[label]))
        total[label] += 1
        if routed in MAPPING[label]:
            right[label] += 1
        else:
            failures.append(f"  miss {label}: {text!r} -> {routed or match['outcome']} {match.get('score')}")
    routed_right = sum(right.values())
    count = sum(total.values())
    print(f"CLINC150 {arguments.split}, in scope: {routed_right}/{count} routed right "
          f"({100 * routed_right / max(count, 1):.1f}%)")
    for label in sorted(total):
        print(f"  {label}: {right[label]}/{total[label]}")
    if arguments.by_schema:
        print(by_schema(outcomes))
    if arguments.failures:
        print("\n".join(failures))


if __name__ == "__main__":
    main()
