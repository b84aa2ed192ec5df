#!/usr/bin/env python3
"""Routes one split of HWU64 (KFold_1) through `phrasebook match` against Corpus/schemas/assistant.json.

Usage: Corpus/schemas/hwu64-routing.py [--split train|test] [--failures] [--markdown] [--label LABEL] [--by-schema] [--mapping FILE] [--phrasebook PATH]

HWU64 (CC BY 4.0) is read from ../shared/corpora/hwu64 beside the repository and never copied into
it. `hwu64-mapping.json` says which schemas are right for each HWU64 intent that has one; every other
intent is a negative: nothing may activate. Develop on `--split train`; the test split is for the
figures (`Tests/AssistantSchemasTests/HWU64RoutingTests.swift` measures it).
"""

import argparse
import collections
import csv
import json
import os
import sys

from schemamatch import by_schema, corpora_folder, match_all

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FOLD = os.path.join(corpora_folder(), "hwu64", "KFold_1")


def rows(split):
    folder = os.path.join(FOLD, "trainset" if split == "train" else os.path.join("testset", "csv"))
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".csv"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            for row in csv.DictReader(handle, delimiter=";"):
                yield f"{row['scenario']}_{row['intent']}", row["answer_from_anno"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--split", choices=["train", "test"], default="train")
    parser.add_argument("--failures", action="store_true", help="list misrouted and falsely activated utterances")
    parser.add_argument("--markdown", action="store_true", help="print the per-intent figures as a Markdown table")
    parser.add_argument("--label", help="only this HWU64 intent")
    parser.add_argument("--by-schema", action="store_true",
                        help="per schema: the utterances routed to it right, wrongly and falsely, and its precision")
    parser.add_argument("--mapping", default=os.path.join(HERE, "hwu64-mapping.json"),
                        help="another intent-to-schema mapping, to compare one with the other (the same JSON shape)")
    parser.add_argument("--phrasebook", default=os.path.join(ROOT, ".build", "release", "phrasebook"))
    arguments = parser.parse_args()
    if not os.path.isdir(FOLD):
        sys.exit(f"{FOLD} is absent")
    with open(arguments.mapping, encoding="utf-8") as handle:
        mapping = {label: set(schemas) for label, schemas in json.load(handle).items()}
    data = [(label, text) for label, text in rows(arguments.split) if not arguments.label or label == arguments.label]
    answers = match_all(arguments.phrasebook, [text for _, text in data])
    right = collections.Counter()
    total = collections.Counter()
    wrongly = collections.Counter()
    failures = []
    outcomes = []
    for (label, text), match in zip(data, answers):
        routed = match["schema"] if match["outcome"] == "matched" else None
        outcomes.append((routed, mapping.get(label)))
        total[label] += 1
        if label in mapping:
            if routed in mapping[label]:
                right[label] += 1
            else:
                failures.append(f"  miss {label}: {text!r} -> {routed or match['outcome']} {match.get('score')}")
        elif routed:
            right[label] += 1
            wrongly[routed] += 1
            failures.append(f"  FALSE {label}: {text!r} -> {routed} {match.get('score')} {match['phrase']!r}")
    positives = sum(total[label] for label in mapping)
    negatives = sum(count for label, count in total.items() if label not in mapping)
    routed_right = sum(right[label] for label in mapping)
    activated = sum(count for label, count in right.items() if label not in mapping)
    percent = lambda part, whole: f"{100 * part / max(whole, 1):.1f}%"
    print(f"HWU64 {arguments.split}: {routed_right}/{positives} mapped routed right ({percent(routed_right, positives)}); "
          f"{activated}/{negatives} unmapped activated ({percent(activated, negatives)})")
    for label in sorted(mapping):
        if total[label]:
            print(f"  {label}: {right[label]}/{total[label]} ({percent(right[label], total[label])})")
    if wrongly:
        print("  false activations by schema: " + ", ".join(f"{schema} {count}" for schema, count in wrongly.most_common()))
    if arguments.by_schema:
        print(by_schema(outcomes))
    if arguments.markdown:
        print("\n| HWU64 intent | schemas that count | routed right |\n|---|---|---|")
        for label in sorted(mapping):
            if total[label]:
                schemas = ", ".join(f"`{schema}`" for schema in sorted(mapping[label]))
                print(f"| `{label}` | {schemas} | {right[label]}/{total[label]} ({percent(right[label], total[label])}) |")
        print(f"| all mapped | | {routed_right}/{positives} ({percent(routed_right, positives)}) |")
        print("\n| schema activated by an unmapped request | times |\n|---|---|")
        for schema, count in wrongly.most_common():
            print(f"| `{schema}` | {count} |")
        print(f"| all unmapped | {activated}/{negatives} ({percent(activated, negatives)}) |")
    if arguments.failures:
        print("\n".join(failures))


if __name__ == "__main__":
    main()
