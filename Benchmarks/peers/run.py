"""Phrasebook, hassil and rapidfuzz side by side, in one run, on the same utterances.

    Benchmarks/peers/run.sh [--quick] [--workloads synthetic,ha,snips] [--out FILE]

Workloads (each with clean, one-typo, filler and out-of-scope sets where it has them):
  synthetic-1k/10k/100k  one grammar written twice: a Phrasebook manifest (PhrasebookBenchmarks
                         generate) and the same as hassil intents (manifest_to_hassil.py)
  ha-english             Home Assistant's English intents: hassil runs its own templates, Phrasebook
                         the manifest ha_convert.py made; samples that hassil recognizes
  snips                  Corpus/snips/snips.json, converted for hassil, on the held-out SNIPS
                         utterances, their one-typo variants and CLINC150 out-of-scope (the sets
                         Corpus/snips/make-corpora.py writes from ../shared/corpora)
Out-of-scope sets are the synthetic "miss" utterances and CLINC150's out-of-scope test set
(../shared/corpora/clinc150, skipped when absent).

Systems:
  phrasebook        `phrasebook match --json --stats` in batch (standard input), release build:
                    end to end (the set repeated to at least 4,000 lines; wall time less the time
                    of an empty batch, i.e. start-up and compile) and in process (the mean of --stats)
  hassil            recognize_best, in process
  rapidfuzz ratio,  process.extractOne over every sentence the grammar enumerates (slots filled
  rapidfuzz WRatio  with one value; up to 16 sentences a phrase), score_cutoff 80
Each set is measured in rounds; in every round each system runs once, in a rotating order, and
the figure is the median of the rounds. Accuracy is taken from the first round: the expected
intent for in-scope sets, no activation for out-of-scope ones.
"""

import argparse
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time

from hassil import Intents, recognize_best
from rapidfuzz import fuzz, process, utils
import hassil
import home_assistant_intents
import rapidfuzz

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ha_convert  # noqa: E402
import manifest_to_hassil  # noqa: E402

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
CLINC = os.path.join(ROOT, "..", "shared", "corpora", "clinc150", "data_full.json")
CUTOFF = 80


def read_corpus(path, limit=None):
    lines = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                entry = json.loads(line)
                expect = entry.get("expect")
                lines.append((entry["text"], expect.get("intent") if expect else None))
    return spread(lines, limit)


def spread(lines, limit):
    if limit is None or len(lines) <= limit:
        return lines
    step = len(lines) / limit
    return [lines[int(i * step)] for i in range(limit)]


def clinc_out_of_scope(limit):
    if not os.path.exists(CLINC):
        return []
    with open(CLINC, encoding="utf-8") as handle:
        data = json.load(handle)
    # the first 700 are the test set of Corpus/snips/make-corpora.py.
    return spread([(text, None) for text, _ in data["oos_test"][:700]], limit)


class Phrasebook:
    name = "phrasebook"

    def __init__(self, binary, manifest, batch):
        self.binary, self.manifest, self.batch = binary, manifest, batch
        self.startup = None

    def _run(self, lines):
        start = time.perf_counter()
        done = subprocess.run([self.binary, "match", "--json", "--stats", "--manifest", self.manifest],
                              input="".join(t.replace("\n", " ") + "\n" for t in lines), capture_output=True,
                              text=True, check=True)
        return time.perf_counter() - start, done.stdout, done.stderr

    def measure(self, lines):
        if self.startup is None:
            self.startup = statistics.median(self._run([])[0] for _ in range(3))
        # the set repeated, so that matching outweighs the noise of start-up and compile.
        copies = max(1, -(-self.batch // len(lines)))
        wall, stdout, stderr = self._run([t for t, _ in lines] * copies)
        answers = [json.loads(line) for line in stdout.splitlines() if line.strip()][:len(lines)]
        mean = re.search(r"mean ([0-9.]+) µs", stderr)
        correct = sum(1 for (_, expected), a in zip(lines, answers)
                      if ((a["outcome"] == "matched" and a["intent"] == expected) if expected
                          else a["outcome"] != "matched"))
        return {"microsecondsPerUtterance": max(0.0, (wall - self.startup)) * 1e6 / (len(lines) * copies),
                "inProcessMicroseconds": float(mean.group(1)) if mean else None,
                "correct": correct, "startupSeconds": round(self.startup, 3)}


class Hassil:
    name = "hassil"

    def __init__(self, intents, slot_lists=None, skip_words=None):
        self.intents, self.slot_lists, self.skip_words = intents, slot_lists or {}, skip_words

    def measure(self, lines):
        correct = 0
        start = time.perf_counter()
        for text, expected in lines:
            result = recognize_best(text, self.intents, slot_lists=self.slot_lists, skip_words=self.skip_words)
            got = result.intent.name if result else None
            correct += (got == expected) if expected else (got is None)
        return {"microsecondsPerUtterance": (time.perf_counter() - start) * 1e6 / len(lines), "correct": correct}


class RapidFuzz:
    def __init__(self, scorer, name, choices):
        self.scorer, self.name = scorer, name
        self.texts = [utils.default_process(text) for text, _ in choices]
        self.intents = [intent for _, intent in choices]

    def measure(self, lines):
        correct = 0
        start = time.perf_counter()
        for text, expected in lines:
            best = process.extractOne(utils.default_process(text), self.texts, scorer=self.scorer,
                                      processor=None, score_cutoff=CUTOFF)
            got = self.intents[best[2]] if best else None
            correct += (got == expected) if expected else (got is None)
        return {"microsecondsPerUtterance": (time.perf_counter() - start) * 1e6 / len(lines), "correct": correct}


def measure_set(workload, set_name, lines, systems, rounds):
    runs = {system.name: [] for system in systems}
    for round_index in range(rounds):
        order = systems[round_index % len(systems):] + systems[:round_index % len(systems)]
        for system in order:
            runs[system.name].append(system.measure(lines))
            print(f"  {workload} {set_name} round {round_index + 1}: {system.name} "
                  f"{runs[system.name][-1]['microsecondsPerUtterance']:.1f} µs", file=sys.stderr)
    figures = {}
    for name, results in runs.items():
        first = results[0]
        figure = {"microsecondsPerUtterance": round(statistics.median(r["microsecondsPerUtterance"] for r in results), 1),
                  "accuracy": round(first["correct"] / len(lines), 4)}
        if "inProcessMicroseconds" in first:
            figure["inProcessMicroseconds"] = round(statistics.median(r["inProcessMicroseconds"] or 0 for r in results), 1)
            figure["startupSeconds"] = first["startupSeconds"]
        figures[name] = figure
    phrasebook = figures.get("phrasebook", {}).get("microsecondsPerUtterance")
    ratios = {name: round(f["microsecondsPerUtterance"] / phrasebook, 1)
              for name, f in figures.items() if name != "phrasebook" and phrasebook}
    in_process = figures.get("phrasebook", {}).get("inProcessMicroseconds")
    ratios_in_process = {name: round(f["microsecondsPerUtterance"] / in_process, 1)
                         for name, f in figures.items() if name != "phrasebook" and in_process}
    return {"workload": workload, "set": set_name, "utterances": len(lines), "rounds": rounds,
            "systems": figures, "ratioToPhrasebook": ratios, "ratioToPhrasebookInProcess": ratios_in_process}


def manifest_systems(manifest_path, binary, batch, hassil_system=None):
    with open(manifest_path, encoding="utf-8") as handle:
        manifest = json.load(handle)
    hassil_intents, choices, report = manifest_to_hassil.convert(manifest)
    if hassil_system is None:
        hassil_system = Hassil(Intents.from_dict(hassil_intents))
    systems = [Phrasebook(binary, manifest_path, batch), hassil_system,
               RapidFuzz(fuzz.ratio, "rapidfuzz ratio", choices), RapidFuzz(fuzz.WRatio, "rapidfuzz WRatio", choices)]
    return systems, report | {"enumeratedSentences": len(choices)}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="fewer utterances and rounds, no 100k set")
    parser.add_argument("--workloads", default="synthetic,ha,snips")
    parser.add_argument("--out", default=os.path.join(ROOT, "Benchmarks", "results", "peers.json"))
    parser.add_argument("--build", default=os.path.join(ROOT, ".build", "release"))
    arguments = parser.parse_args()
    binary = os.path.join(arguments.build, "phrasebook")
    bench = os.path.join(arguments.build, "PhrasebookBenchmarks")
    workloads = arguments.workloads.split(",")
    quick = arguments.quick
    batch = 1000 if quick else 4000
    results, conversions = [], {}
    work = tempfile.mkdtemp(prefix="phrasebook-peers-")

    if "synthetic" in workloads:
        sizes = [(1_000, 400, 2), (10_000, 200, 2)] + ([] if quick else [(100_000, 40, 1)])
        for phrases, count, rounds in sizes:
            if quick:
                count, rounds = min(count, 100), 1
            label = f"synthetic-{phrases // 1000}k"
            directory = os.path.join(work, label)
            subprocess.run([bench, "generate", "--phrases", str(phrases), "--values", "1000",
                            "--utterances", str(count), directory], check=True)
            print(f"{label}: converting", file=sys.stderr)
            systems, conversions[label] = manifest_systems(os.path.join(directory, "manifest.json"), binary, batch)
            for set_name, file in [("clean", "exact"), ("typo", "typo"), ("filler", "filler"), ("out of scope", "miss")]:
                results.append(measure_set(label, set_name, read_corpus(os.path.join(directory, f"{file}.jsonl")), systems, rounds))

    out_of_scope = clinc_out_of_scope(300 if quick else 500)
    if "ha" in workloads:
        data = home_assistant_intents.get_intents("en")
        native = Hassil(Intents.from_dict(data), ha_convert.fixture_lists(), data.get("skip_words"))
        directory = os.path.join(ROOT, "Benchmarks", "data", "ha-english")
        systems, conversions["ha-english"] = manifest_systems(os.path.join(directory, "manifest.json"), binary, batch, native)
        count, rounds = (300, 1) if quick else (500, 2)
        for set_name, file in [("clean", "clean"), ("typo", "typo"), ("filler", "filler")]:
            results.append(measure_set("ha-english", set_name, read_corpus(os.path.join(directory, f"{file}.jsonl"), count), systems, rounds))
        if out_of_scope:
            results.append(measure_set("ha-english", "out of scope (CLINC150)", out_of_scope, systems, rounds))

    snips = os.path.join(ROOT, "Corpus", "snips", "snips.json")
    generator = os.path.join(ROOT, "Corpus", "snips", "make-corpora.py")
    if "snips" in workloads and os.path.exists(snips) and os.path.exists(generator):
        directory = os.path.join(work, "snips")
        subprocess.run([sys.executable, generator, directory], check=True, stdout=subprocess.DEVNULL)
        systems, conversions["snips"] = manifest_systems(snips, binary, batch)
        count, rounds = (200, 1) if quick else (500, 2)
        for set_name, file in [("clean (validate)", "validate"), ("typo (validate)", "validate-typo"),
                               ("out of scope (CLINC150)", "oos-test")]:
            results.append(measure_set("snips", set_name, read_corpus(os.path.join(directory, f"{file}.jsonl"), count), systems, rounds))

    report = {"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "quick": quick,
              "machine": {"cpu": cpu_model(), "cores": os.cpu_count(), "python": platform.python_version()},
              "versions": {"hassil": version("hassil"), "home-assistant-intents": version("home-assistant-intents"),
                           "rapidfuzz": rapidfuzz.__version__},
              "commit": git_commit(), "rapidfuzzCutoff": CUTOFF, "results": results, "conversions": conversions}
    os.makedirs(os.path.dirname(arguments.out), exist_ok=True)
    with open(arguments.out, "w", encoding="utf-8") as handle:
        json.dump(report, handle, indent=1)
        handle.write("\n")
    print(markdown(report))


def markdown(report):
    rows = ["| workload | set | n | Phrasebook µs (end to end / in process) | hassil µs | rapidfuzz ratio µs | rapidfuzz WRatio µs "
            "| accuracy: Phrasebook / hassil / ratio / WRatio | hassil ÷ Phrasebook (e2e / in process) |",
            "|---|---|---|---|---|---|---|---|---|"]
    names = ["phrasebook", "hassil", "rapidfuzz ratio", "rapidfuzz WRatio"]
    for r in report["results"]:
        s = r["systems"]
        p = s["phrasebook"]
        accuracy = " / ".join(f"{100 * s[n]['accuracy']:.1f}%" for n in names)
        rows.append(f"| {r['workload']} | {r['set']} | {r['utterances']} | {p['microsecondsPerUtterance']:,.1f} / {p['inProcessMicroseconds']:,.1f} "
                    f"| {s['hassil']['microsecondsPerUtterance']:,.1f} | {s['rapidfuzz ratio']['microsecondsPerUtterance']:,.1f} "
                    f"| {s['rapidfuzz WRatio']['microsecondsPerUtterance']:,.1f} "
                    f"| {accuracy} "
                    f"| {r['ratioToPhrasebook'].get('hassil', 0):,.1f}× / {r['ratioToPhrasebookInProcess'].get('hassil', 0):,.1f}× |")
    return "\n".join(rows)


def version(package):
    from importlib.metadata import version as installed
    return installed(package)


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def git_commit():
    try:
        return subprocess.run(["git", "rev-parse", "--short=12", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout.strip()
    except OSError:
        return "unknown"


if __name__ == "__main__":
    main()
