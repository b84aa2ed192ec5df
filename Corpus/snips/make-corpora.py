#!/usr/bin/env python3
"""Builds the SNIPS-2017 and CLINC150 evaluation corpora for Corpus/snips/snips.json.

Usage: make-corpora.py [--corpora DIR] OUTPUT_DIR

DIR holds `snips2017/` and `clinc150/` (default: ../shared/corpora next to the repository).
Writes JSON-lines corpora (one {"text", "expect"} object a line) to OUTPUT_DIR:

  train.jsonl                the 7 x 300 small-train utterances (train_<Intent>.json)
  validate.jsonl             the 7 x 100 held-out utterances (validate_<Intent>.json)
  validate-typo.jsonl        validate.jsonl with exactly one typo a line (seeded, deterministic)
  oos-train.jsonl            CLINC150 oos_train + oos_val (200), expect null
  offdomain-train.jsonl      the first 20 CLINC150 train utterances of each of the 136 intents
                             outside SNIPS's domains (2,720), expect null: development negatives
  train-full.jsonl           the 7 x ~1,950 full-train utterances (train_<Intent>_full.json), which
                             the grammar was not written from: development positives for mining
  offdomain-all.jsonl        every CLINC150 train and val utterance of the 136 intents outside
                             SNIPS's domains (16,320), expect null: development negatives
  offdomain-a.jsonl          offdomain-all.jsonl split by CLINC150 domain (every other domain in
  offdomain-b.jsonl          name order: a has auto_and_commute, credit_cards, kitchen_and_dining,
                             small_talk and utility; b the other five), for mining on some topics
                             and checking on others (`phrasebook negatives --hold-out FILE`)
  oos-test.jsonl             the first 700 CLINC150 oos_test utterances, expect null
  clinc-oos-test-all.jsonl   all 1,000 CLINC150 oos_test utterances, expect null

Positive lines expect the intent, and the SNIPS slots that the grammar reads as an Int
(party size, rating, best rating) with their canonical number. Other slots are not checked:
their spans depend on how a grammar splits the sentence, and time ranges have no canonical date.
Standard library only.
"""

import argparse
import json
import os
import random
import sys

INTENTS = [
    "AddToPlaylist", "BookRestaurant", "GetWeather", "PlayMusic",
    "RateBook", "SearchCreativeWork", "SearchScreeningEvent",
]

# SNIPS slots whose value is a whole number, checked as the grammar's Int parameter of the same name.
INT_SLOTS = {"party_size_number", "rating_value", "best_rating"}

NUMBER_WORDS = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
    "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
}

TYPO_SEED = 2017
TYPO_MIN_LETTERS = 4
LETTERS = "abcdefghijklmnopqrstuvwxyz"


def number(text):
    """The whole number a slot says ("7", "seven"), or None."""
    word = text.strip().lower()
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get(word)


def read_json(path):
    # the small train and validate files are UTF-8; fall back to Latin-1 rather than fail.
    with open(path, "rb") as handle:
        raw = handle.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    return json.loads(text)


def snips_lines(root, kind):
    """(text, expect) for every utterance of `kind` ("train", "train_full" or "validate"), intents in order."""
    lines = []
    for intent in INTENTS:
        name = f"train_{intent}_full.json" if kind == "train_full" else f"{kind}_{intent}.json"
        path = os.path.join(root, "snips2017", intent, name)
        for utterance in read_json(path)[intent]:
            chunks = utterance["data"]
            # one utterance has a line break inside; a corpus line is one line.
            text = " ".join("".join(chunk["text"] for chunk in chunks).split())
            parameters = {}
            for chunk in chunks:
                slot = chunk.get("entity")
                if slot in INT_SLOTS and number(chunk["text"]) is not None:
                    parameters[slot] = number(chunk["text"])
            expect = {"intent": intent}
            if parameters:
                expect["parameters"] = parameters
            lines.append((text, expect))
    return lines


def words(text, minimum):
    """(start, end) of every run of at least `minimum` letters."""
    found, start = [], None
    for index, character in enumerate(text + " "):
        if character.isalpha():
            if start is None:
                start = index
        elif start is not None:
            if index - start >= minimum:
                found.append((start, index))
            start = None
    return found


def with_typo(text, rng):
    """`text` with one edit inside one word of 4+ letters (3+ when it has none)."""
    candidates = words(text, TYPO_MIN_LETTERS) or words(text, 3)
    if not candidates:
        return text
    start, end = rng.choice(candidates)
    word = text[start:end]
    kind = rng.choice(["substitution", "deletion", "insertion", "transposition"])
    pairs = [i for i in range(len(word) - 1) if word[i].lower() != word[i + 1].lower()]
    if kind == "transposition" and not pairs:
        kind = "substitution"
    if kind == "substitution":
        index = rng.randrange(len(word))
        letter = rng.choice([c for c in LETTERS if c != word[index].lower()])
        if word[index].isupper():
            letter = letter.upper()
        edited = word[:index] + letter + word[index + 1:]
    elif kind == "deletion":
        index = rng.randrange(len(word))
        edited = word[:index] + word[index + 1:]
    elif kind == "insertion":
        # between two letters of the word, so the edit stays inside it.
        index = rng.randrange(1, len(word))
        edited = word[:index] + rng.choice(LETTERS) + word[index:]
    else:
        index = rng.choice(pairs)
        edited = word[:index] + word[index + 1] + word[index] + word[index + 2:]
    return text[:start] + edited + text[end:]


# CLINC150 intents that overlap SNIPS's seven (weather, music, restaurants): left out of the
# off-domain development set, whose lines no SNIPS intent should take.
SNIPS_LIKE_CLINC_INTENTS = {
    "accept_reservations", "cancel_reservation", "change_volume", "confirm_reservation", "how_busy",
    "meal_suggestion", "next_song", "play_music", "restaurant_reservation", "restaurant_reviews",
    "restaurant_suggestion", "update_playlist", "weather", "what_song",
}


def clinc_offdomain_train(root, per_intent=20, keys=("train",)):
    """The first `per_intent` utterances of each off-domain intent in the splits `keys` (None: all)."""
    with open(os.path.join(root, "clinc150", "data_full.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    taken = {}
    lines = []
    for text, intent in (pair for key in keys for pair in data[key]):
        if intent in SNIPS_LIKE_CLINC_INTENTS or (per_intent is not None and taken.get(intent, 0) >= per_intent):
            continue
        taken[intent] = taken.get(intent, 0) + 1
        lines.append((text, None))
    return lines


def clinc_offdomain_by_domain(root):
    """offdomain-all's lines in two halves by CLINC150 domain: every other domain in name order."""
    with open(os.path.join(root, "clinc150", "domains.json"), encoding="utf-8") as handle:
        domains = json.load(handle)
    first = {intent for name in sorted(domains)[0::2] for intent in domains[name]}
    with open(os.path.join(root, "clinc150", "data_full.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    halves = ([], [])
    for text, intent in (pair for key in ("train", "val") for pair in data[key]):
        if intent not in SNIPS_LIKE_CLINC_INTENTS:
            halves[0 if intent in first else 1].append((text, None))
    return halves


def clinc_lines(root, keys):
    with open(os.path.join(root, "clinc150", "data_full.json"), encoding="utf-8") as handle:
        data = json.load(handle)
    return [(text, None) for key in keys for text, _ in data[key]]


def write(directory, name, lines):
    path = os.path.join(directory, name)
    with open(path, "w", encoding="utf-8") as handle:
        for text, expect in lines:
            handle.write(json.dumps({"text": text, "expect": expect}, ensure_ascii=False) + "\n")
    print(f"{path}: {len(lines)} lines")


def main():
    repository = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output", help="directory to write the corpora to (created if missing)")
    parser.add_argument("--corpora", default=os.path.join(repository, "..", "shared", "corpora"),
                        help="directory holding snips2017/ and clinc150/ (default: %(default)s)")
    arguments = parser.parse_args()
    for part in ("snips2017", "clinc150"):
        if not os.path.isdir(os.path.join(arguments.corpora, part)):
            sys.exit(f"error: {os.path.join(arguments.corpora, part)} does not exist; pass --corpora DIR")
    os.makedirs(arguments.output, exist_ok=True)

    write(arguments.output, "train.jsonl", snips_lines(arguments.corpora, "train"))
    validate = snips_lines(arguments.corpora, "validate")
    write(arguments.output, "validate.jsonl", validate)
    rng = random.Random(TYPO_SEED)
    write(arguments.output, "validate-typo.jsonl", [(with_typo(text, rng), expect) for text, expect in validate])
    write(arguments.output, "oos-train.jsonl", clinc_lines(arguments.corpora, ["oos_train", "oos_val"]))
    write(arguments.output, "offdomain-train.jsonl", clinc_offdomain_train(arguments.corpora))
    write(arguments.output, "train-full.jsonl", snips_lines(arguments.corpora, "train_full"))
    write(arguments.output, "offdomain-all.jsonl",
          clinc_offdomain_train(arguments.corpora, per_intent=None, keys=("train", "val")))
    first, second = clinc_offdomain_by_domain(arguments.corpora)
    write(arguments.output, "offdomain-a.jsonl", first)
    write(arguments.output, "offdomain-b.jsonl", second)
    oos_test = clinc_lines(arguments.corpora, ["oos_test"])
    write(arguments.output, "oos-test.jsonl", oos_test[:700])
    write(arguments.output, "clinc-oos-test-all.jsonl", oos_test)


if __name__ == "__main__":
    main()
