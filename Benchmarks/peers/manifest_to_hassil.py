"""A Phrasebook manifest, written as hassil intents, and the sentences its phrases enumerate.

The template grammar of Phrasebook (words, (a|b), [a], {slot}, ${slot}, <rule>, \\x) is parsed
into a small tree, then printed in hassil's syntax, which has the same alternatives, optionals
and rule references. Slots become hassil lists:
  - an enum or entity of the app: a text list ("in" its titles and synonyms, "out" its value/id);
  - Int or Double with a range: a range list (a Double's range is read as whole numbers);
    without a range 0-1000;
  - Bool: a text list (yes/no, on/off, true/false);
  - String, Person, Date, Duration, URL, Measurement, Ordinal and lists: a wildcard, which hassil
    takes as any text (it cannot parse them; the approximation is reported);
  - {applicationName}: a text list of the app's name and synonyms.
Negative phrases have no hassil equivalent and are skipped (counted in the report).
"""

import itertools
import json
import sys


# --- templates -----------------------------------------------------------------------------

class TemplateError(ValueError):
    pass


def parse_template(text):
    """The template as a tree: ("seq", [items]), ("alt", [seqs]), ("word", w), ("slot", name), ("rule", name)."""
    position = 0

    def sequence(closers):
        nonlocal position
        items, word = [], ""

        def flush():
            nonlocal word
            if word:
                items.append(("word", word))
                word = ""

        while position < len(text):
            char = text[position]
            if char in closers:
                break
            if char.isspace():
                flush()
                position += 1
            elif char == "\\":
                if position + 1 >= len(text):
                    raise TemplateError("a trailing backslash")
                word += text[position + 1]
                position += 2
            elif char in "([":
                flush()
                close = ")" if char == "(" else "]"
                position += 1
                options = [sequence("|" + close)]
                while position < len(text) and text[position] == "|":
                    position += 1
                    options.append(sequence("|" + close))
                if position >= len(text) or text[position] != close:
                    raise TemplateError("an unclosed group")
                position += 1
                if char == "[":
                    options.append(("seq", []))
                items.append(("alt", options))
            elif char == "{" or (char == "$" and text[position + 1:position + 2] == "{"):
                flush()
                start = text.index("{", position) + 1
                end = text.find("}", start)
                if end < 0:
                    raise TemplateError("an unclosed slot")
                items.append(("slot", text[start:end].strip()))
                position = end + 1
            elif char == "<":
                flush()
                end = text.find(">", position)
                if end < 0:
                    raise TemplateError("an unclosed rule")
                items.append(("rule", text[position + 1:end].strip()))
                position = end + 1
            else:
                word += char
                position += 1
        flush()
        return ("seq", items)

    tree = sequence("")
    if position != len(text):
        raise TemplateError(f"an unexpected '{text[position]}'")
    return tree


def to_hassil(node, slot_list, rule_name):
    """Hassil template text for a tree; slot_list(name) gives "{list:slot}", rule_name(name) "<rule>"."""
    kind, value = node
    if kind == "word":
        return "".join("\\" + c if c in "()[]{}<>|;" else c for c in value)
    if kind == "slot":
        return slot_list(value)
    if kind == "rule":
        return "<" + rule_name(value) + ">"
    if kind == "seq":
        return " ".join(part for part in (to_hassil(item, slot_list, rule_name) for item in value) if part)
    options = [to_hassil(option, slot_list, rule_name) for option in value]
    if "" in options:
        rest = [o for o in options if o]
        return "[" + "|".join(rest) + "]" if rest else ""
    return "(" + "|".join(options) + ")"


def enumerate_sentences(node, fill, rules, limit=64, depth=0):
    """Up to `limit` sentences of a tree; fill(slot) gives the text a slot is written with."""
    if depth > 16:
        return [""]
    kind, value = node
    if kind == "word":
        return [value]
    if kind == "slot":
        return [fill(value)]
    if kind == "rule":
        return enumerate_sentences(rules.get(value, ("seq", [])), fill, rules, limit, depth + 1)
    if kind == "alt":
        out = []
        for option in value:
            out += enumerate_sentences(option, fill, rules, limit, depth + 1)
            if len(out) >= limit:
                break
        return out[:limit]
    out = [""]
    for item in value:
        parts = enumerate_sentences(item, fill, rules, limit, depth + 1)
        out = [" ".join(p for p in (a, b) if p) for a, b in itertools.islice(itertools.product(out, parts), limit)]
    return out


# --- manifests -----------------------------------------------------------------------------

WILDCARD_TYPES = {"String", "Person", "Date", "Duration", "URL", "Ordinal"}


def convert(manifest):
    """(hassil intents dict, rapidfuzz choices [(sentence, intent)], report dict)."""
    intents, lists, rules = {}, {"text": {"wildcard": True}}, {}
    choices = []
    report = {"apps": 0, "intents": 0, "phrases": 0, "converted": 0, "skipped": [], "negativePhrasesSkipped": 0,
              "wildcardApproximations": {}}
    for app_index, app in enumerate(manifest["apps"]):
        report["apps"] += 1
        prefix = f"a{app_index}"
        names = [app["name"]] + app.get("synonyms", [])
        lists[f"{prefix}_app"] = {"values": [{"in": n.lower(), "out": app["name"]} for n in names]}
        app_rules = {}
        for name, body in app.get("rules", {}).items():
            app_rules[name] = parse_template(body)
        vocabularies = {}
        for name, enum in app.get("enums", {}).items():
            vocabularies[name] = [(t, case["value"]) for case in enum["cases"]
                                  for t in [case.get("title", case["value"])] + case.get("synonyms", [])]
        for name, entity in app.get("entities", {}).items():
            vocabularies[name] = [(t, value["id"]) for value in entity.get("values", [])
                                  for t in [value["title"]] + value.get("synonyms", [])]
        for name, values in vocabularies.items():
            lists[f"{prefix}_{name}"] = {"values": [{"in": t, "out": v} for t, v in values]}
        report["negativePhrasesSkipped"] += len(app.get("negativePhrases", []))
        for intent in app.get("intents", []):
            report["intents"] += 1
            report["negativePhrasesSkipped"] += len(intent.get("negativePhrases", []))
            parameters = {p["name"]: p for p in intent.get("parameters", [])}

            def slot_list(name, parameters=parameters, prefix=prefix, intent=intent):
                if name == "applicationName":
                    return "{" + f"{prefix}_app:applicationName" + "}"
                parameter = parameters.get(name)
                if parameter is None:
                    raise TemplateError(f"unknown parameter {name}")
                kind = parameter["type"]
                if kind in vocabularies:
                    return "{" + f"{prefix}_{kind}:{name}" + "}"
                if kind in ("Int", "Double"):
                    low, high = parameter.get("range", [0, 1000])
                    list_name = f"range_{int(low)}_{int(high)}"
                    lists[list_name] = {"range": {"from": int(low), "to": int(high)}}
                    return "{" + f"{list_name}:{name}" + "}"
                if kind == "Bool":
                    lists["bool"] = {"values": [{"in": w, "out": o} for w, o in
                                                [("yes", True), ("no", False), ("on", True), ("off", False),
                                                 ("true", True), ("false", False)]]}
                    return "{" + f"bool:{name}" + "}"
                report["wildcardApproximations"][kind] = report["wildcardApproximations"].get(kind, 0) + 1
                return "{" + f"text:{name}" + "}"

            def rule_name(name, prefix=prefix):
                return f"{prefix}_{name}"

            sentences = []
            for phrase in intent.get("phrases", []):
                report["phrases"] += 1
                try:
                    tree = parse_template(phrase)
                    sentences.append(to_hassil(tree, slot_list, rule_name))
                except (TemplateError, KeyError) as error:
                    report["skipped"].append({"intent": intent["name"], "phrase": phrase, "reason": str(error)})
                    continue
                report["converted"] += 1
                choices += [(s, intent["name"]) for s in enumerate_sentences(tree, sample_fill(parameters, vocabularies), app_rules, limit=16)]
            if sentences:
                intents.setdefault(intent["name"], {"data": []})["data"].append({"sentences": sentences})
        for name, tree in app_rules.items():
            rules[f"{prefix}_{name}"] = to_hassil(tree, lambda n: "{text:" + n + "}", lambda n, p=prefix: f"{p}_{n}")
    return {"language": "en", "intents": intents, "lists": lists, "expansion_rules": rules}, choices, report


def sample_fill(parameters, vocabularies):
    """What a slot is written with in an enumerated sentence: its first value, a number, or a word."""
    def fill(name):
        parameter = parameters.get(name, {})
        kind = parameter.get("type", "String")
        if kind in vocabularies and vocabularies[kind]:
            return vocabularies[kind][0][0]
        if kind in ("Int", "Double"):
            return str(int(parameter.get("range", [1, 10])[0]))
        return "something"
    return fill


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as handle:
        hassil_intents, sentences, summary = convert(json.load(handle))
    json.dump({"intents": hassil_intents, "report": summary, "sentences": len(sentences)}, sys.stdout, indent=1)
