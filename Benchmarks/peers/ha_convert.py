"""Home Assistant's English intents (the pinned home-assistant-intents package) as a Phrasebook
manifest, with utterances that hassil itself recognizes as the right intent.

    python ha_convert.py [OUT_DIR]     (default Benchmarks/data/ha-english)

Writes manifest.json, clean.jsonl, typo.jsonl, filler.jsonl (corpus format) and report.json,
which lists what Phrasebook's grammar cannot express and was skipped or approximated:
  - each sentence is parsed by hassil's own parser and printed in Phrasebook's template grammar;
    alternatives glued to a word ("fan[s]", "auto[matic]") are spelled out ("(fan|fans)");
  - text lists become enums (the "in" templates expanded into title and synonyms), ranges
    become Int (Double for fractional ones) parameters with a range, wildcards String;
  - the lists Home Assistant fills at run time ({name}, {area}, {floor}) become entities with the
    fixture home below, given to hassil too;
  - fixed slot values, requires/excludes_context and responses have no equivalent: the phrase is
    kept (counted in the report); a slot that names two different lists in one intent gets a
    second parameter.
"""

import itertools
import json
import os
import random
import sys

import home_assistant_intents
from hassil import Intents, recognize_best
from hassil.expression import Alternative, ListReference, Permutation, RuleReference, Sequence, TextChunk
from hassil.parse_expression import parse_sentence
from hassil.sample import sample_intents
from hassil.intents import TextSlotList

FIXTURE = {
    "area": ["kitchen", "living room", "bedroom", "office", "garage", "bathroom", "hallway", "dining room",
             "basement", "guest room", "nursery", "patio"],
    "floor": ["first floor", "second floor", "ground floor", "upstairs", "downstairs", "attic"],
    "name": ["kitchen light", "ceiling fan", "front door", "garage door", "bedroom lamp", "tv", "thermostat",
             "living room speaker", "porch light", "desk lamp", "coffee maker", "robot vacuum", "lawn mower",
             "back door", "window blinds", "shopping list", "hallway sensor", "smoke detector", "air purifier",
             "bathroom heater", "front gate", "patio awning", "office curtains", "kitchen radio", "dehumidifier",
             "night light", "floor lamp", "ceiling light", "media player", "bedroom shutters"],
}


class Unsupported(Exception):
    pass


def glued(left, right):
    """Whether two neighbouring expressions are written with no space between them."""
    def edge(expression, last):
        if isinstance(expression, TextChunk):
            text = expression.original_text or expression.text
            if not text:
                return None
            return not (text[-1] if last else text[0]).isspace()
        return True
    a, b = edge(left, True), edge(right, False)
    return bool(a and b)


def expansions(expression, rules=None, limit=64):
    """Every text of an expression made only of text, alternatives, sequences and rules."""
    if isinstance(expression, TextChunk):
        return [expression.original_text or expression.text]
    if isinstance(expression, RuleReference) and rules and expression.rule_name in rules:
        return expansions(parse_sentence(rules[expression.rule_name]).expression, rules, limit)
    if isinstance(expression, Alternative):
        out = []
        for item in expression.items:
            out += expansions(item, rules, limit)
        return out[:limit]
    if isinstance(expression, Sequence) and not isinstance(expression, Permutation):
        out = [""]
        for item in expression.items:
            out = [a + b for a, b in itertools.islice(itertools.product(out, expansions(item, rules, limit)), limit)]
        return out
    raise Unsupported(f"a {type(expression).__name__} glued to a word")


def words_of(text):
    """Phrasebook template words for a piece of text: punctuation-only pieces ("%") drop out."""
    text = " ".join(text.split())
    return "" if not any(c.isalnum() for c in text) else text.replace("(", " ").replace(")", " ")


class Converter:
    def __init__(self, data):
        self.data = data
        self.report = {"sentences": 0, "converted": 0, "skipped": [], "fixedSlotsIgnored": 0,
                       "contextRequirementsIgnored": 0, "permutationsExpanded": 0, "gluedGroupsSpelledOut": 0,
                       "secondParameters": []}
        self.enums = {}
        self.rules_used = set()

    def template(self, expression, slot):
        """Phrasebook template text; slot(list_name, slot_name) names the parameter."""
        if isinstance(expression, TextChunk):
            return words_of(expression.original_text or expression.text)
        if isinstance(expression, ListReference):
            return "{" + slot(expression.list_name, expression.slot_name) + "}"
        if isinstance(expression, RuleReference):
            self.rules_used.add(expression.rule_name)
            return "<" + expression.rule_name + ">"
        if isinstance(expression, Permutation):
            self.report["permutationsExpanded"] += 1
            orders = [" ".join(self.template(item, slot) for item in order)
                      for order in itertools.permutations(expression.items)]
            return "(" + "|".join(orders) + ")"
        if isinstance(expression, Alternative):
            options = [self.template(item, slot) for item in expression.items]
            if expression.is_optional or "" in options:
                rest = [o for o in options if o]
                return "[" + "|".join(rest) + "]" if rest else ""
            return "(" + "|".join(options) + ")"
        if isinstance(expression, Sequence):
            parts, run = [], []
            items = [item for item in expression.items
                     if not (isinstance(item, TextChunk) and not (item.original_text or item.text))]

            def flush():
                if len(run) == 1:
                    parts.append(self.template(run[0], slot))
                elif run:
                    # a group glued to a word: spell the words out ("fan[s]" -> "(fan|fans)").
                    if any(isinstance(item, ListReference) for item in run):
                        # "{percentage}[%| percent]": the list, then what follows with the punctuation dropped
                        for item in run:
                            parts.append(self.template(item, slot))
                    else:
                        self.report["gluedGroupsSpelledOut"] += 1
                        rules = self.data["expansion_rules"]
                        texts = sorted({words_of(t) for t in
                                        ("".join(c) for c in itertools.product(*[expansions(i, rules) for i in run]))})
                        rest = [t for t in texts if t]
                        if rest:
                            parts.append(("[" if "" in texts else "(") + "|".join(rest) + ("]" if "" in texts else ")"))
                run.clear()

            for item in items:
                if run and not glued(run[-1], item):
                    flush()
                run.append(item)
            flush()
            return " ".join(p for p in parts if p)
        raise Unsupported(type(expression).__name__)

    def enum_cases(self, values):
        cases = {}
        for value in values:
            texts = [t for t in (words_of(x) for x in expansions(parse_sentence(value["in"]).expression)) if t]
            out = str(value["out"])
            case = cases.setdefault(out, {"value": out, "title": texts[0], "synonyms": []})
            case["synonyms"] += [t for t in texts if t != case["title"] and t not in case["synonyms"]]
        return [{k: v for k, v in case.items() if v != []} for case in cases.values()]

    def convert(self):
        lists = self.data["lists"]
        intents = []
        for intent_name, intent in sorted(self.data["intents"].items()):
            parameters, phrases = {}, []
            for block in intent["data"]:
                self.report["fixedSlotsIgnored"] += len(block.get("slots", {}))
                self.report["contextRequirementsIgnored"] += len(block.get("requires_context", {})) + len(block.get("excludes_context", {}))

                def slot(list_name, slot_name, parameters=parameters, intent_name=intent_name):
                    kind = self.parameter_type(list_name, lists)
                    existing = parameters.get(slot_name)
                    if existing is None or existing["list"] == list_name:
                        name = slot_name
                    else:
                        name = f"{slot_name}_{list_name}"
                        if name not in parameters:
                            self.report["secondParameters"].append(f"{intent_name}.{name}")
                    parameters.setdefault(name, dict(kind, name=name, list=list_name))
                    return name

                for sentence in block["sentences"]:
                    self.report["sentences"] += 1
                    try:
                        phrase = " ".join(self.template(parse_sentence(sentence).expression, slot).split())
                    except Unsupported as error:
                        self.report["skipped"].append({"intent": intent_name, "sentence": sentence, "reason": str(error)})
                        continue
                    if phrase and phrase not in phrases:
                        phrases.append(phrase)
                        self.report["converted"] += 1
            if phrases:
                intents.append({"name": intent_name, "parameters": [
                    {k: v for k, v in p.items() if k != "list"} | {"optional": True} for p in parameters.values()],
                    "phrases": phrases})
        rules = {}
        pending = sorted(self.rules_used)
        while pending:
            name = pending.pop()
            if name in rules:
                continue
            before = set(self.rules_used)
            rules[name] = " ".join(self.template(parse_sentence(self.data["expansion_rules"][name]).expression,
                                                 lambda l, s: s).split())
            pending += sorted(self.rules_used - before)
        entities = {kind.capitalize(): {"values": [{"id": v, "title": v} for v in values]} for kind, values in FIXTURE.items()}
        app = {"name": "Home Assistant", "rules": dict(sorted(rules.items())),
               "fillers": [w for w in self.data.get("skip_words", []) if " " not in w],
               "enums": self.enums, "entities": entities, "intents": intents}
        return {"locale": "en-US", "apps": [app]}

    def parameter_type(self, list_name, lists):
        if list_name in FIXTURE:
            return {"type": list_name.capitalize()}
        spec = lists.get(list_name)
        if spec is None:
            raise Unsupported(f"unknown list {list_name}")
        if spec.get("wildcard"):
            return {"type": "String"}
        if "range" in spec:
            r = spec["range"]
            kind = "Double" if r.get("fractions") else "Int"
            return {"type": kind, "range": [r["from"], r["to"]]}
        enum_name = "".join(part.capitalize() for part in list_name.split("_"))
        if enum_name not in self.enums:
            self.enums[enum_name] = {"cases": self.enum_cases(spec["values"])}
        return {"type": enum_name}


def fixture_lists():
    return {kind: TextSlotList.from_strings(values) for kind, values in FIXTURE.items()}


def typo(text, rng):
    """One typo in one word of five letters or more: a substitution, deletion or transposition."""
    words = text.split()
    candidates = [i for i, w in enumerate(words) if len(w) >= 5 and w.isalpha()]
    if not candidates:
        return None
    index = rng.choice(candidates)
    word = list(words[index])
    position = rng.randrange(1, len(word) - 1)
    kind = rng.randrange(3)
    if kind == 0:
        word[position] = rng.choice([c for c in "abcdefghijklmnopqrstuvwxyz" if c != word[position]])
    elif kind == 1:
        del word[position]
    else:
        word[position], word[position + 1 if position + 1 < len(word) else position - 1] = \
            word[position + 1 if position + 1 < len(word) else position - 1], word[position]
    words[index] = "".join(word)
    return " ".join(words)


def filler(text, rng):
    prefix = rng.choice(["um", "uh", "hey", "so", "okay"])
    suffix = rng.choice(["", "", "please", "thanks", "now"])
    return " ".join(p for p in (prefix, text, suffix) if p)


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "Benchmarks/data/ha-english"
    count = int(os.environ.get("HA_SAMPLES", "3000"))
    data = home_assistant_intents.get_intents("en")
    converter = Converter(data)
    manifest = converter.convert()
    intents = Intents.from_dict(data)
    slot_lists = fixture_lists()
    rng = random.Random(11)
    # hassil's own sampler, per intent, then verified by hassil's recognizer.
    samples = list(sample_intents(intents, slot_lists=slot_lists, max_sentences_per_intent=400, expand_ranges=False))
    rng.shuffle(samples)
    verified, seen = [], set()
    for intent_name, text in samples:
        if text in seen:
            continue
        seen.add(text)
        result = recognize_best(text, intents, slot_lists=slot_lists, skip_words=data.get("skip_words"))
        if result is not None and result.intent.name == intent_name:
            verified.append((text, intent_name))
        if len(verified) >= count:
            break
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "manifest.json"), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=1, ensure_ascii=False)
        handle.write("\n")
    variants = {"clean": lambda t: t, "typo": lambda t: typo(t, rng), "filler": lambda t: filler(t, rng)}
    written = {}
    for name, make in variants.items():
        with open(os.path.join(out, f"{name}.jsonl"), "w", encoding="utf-8") as handle:
            lines = 0
            for text, intent_name in verified:
                variant = make(text)
                if variant:
                    handle.write(json.dumps({"text": variant, "expect": {"intent": intent_name}}, ensure_ascii=False) + "\n")
                    lines += 1
            written[name] = lines
    report = converter.report | {"intents": len(manifest["apps"][0]["intents"]),
                                 "phrases": sum(len(i["phrases"]) for i in manifest["apps"][0]["intents"]),
                                 "samplesDrawn": len(samples), "samplesVerified": len(verified), "written": written,
                                 "fixture": FIXTURE}
    with open(os.path.join(out, "report.json"), "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=1)
        handle.write("\n")
    print(json.dumps({k: v for k, v in report.items() if k not in ("skipped", "fixture")}, indent=1))
    print(f"skipped {len(report['skipped'])} sentences")


if __name__ == "__main__":
    main()
