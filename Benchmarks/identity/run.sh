#!/usr/bin/env bash
# Whether two builds answer alike: runs `phrasebook match --json` of each build, in batch mode (one
# utterance a line on standard input), over the demo corpora, the Home Assistant samples, the SNIPS
# evaluation sets and the schema routing requests, and compares the outputs byte for byte.
#
#   Benchmarks/identity/run.sh OLD_BINARY NEW_BINARY
#
# The SNIPS sets are made by `python3 Corpus/snips/make-corpora.py /tmp/snips-eval` (SNIPS_EVAL to
# read them elsewhere); a set that is missing is skipped. Needs jq. Exits 1 on any difference.
set -euo pipefail
cd "$(dirname "$0")/../.."
old=$1 new=$2
snips=${SNIPS_EVAL:-/tmp/snips-eval}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
now=(--now 2026-11-26T09:00)
compare() {  # NAME "MATCH OPTIONS" CORPUS…
    local name=$1 options=$2
    shift 2
    for file in "$@"; do [[ -f $file ]] || { echo "$name: $file missing, skipped"; return; }; done
    cat "$@" | jq -r .text >"$work/texts"
    # shellcheck disable=SC2086
    "$old" match --json "${now[@]}" $options <"$work/texts" >"$work/old"
    # shellcheck disable=SC2086
    "$new" match --json "${now[@]}" $options <"$work/texts" >"$work/new"
    if cmp -s "$work/old" "$work/new"; then
        echo "$name: $(wc -l <"$work/texts") lines, identical"
    else
        echo "$name: $(diff "$work/old" "$work/new" | grep -c '^<') of $(wc -l <"$work/texts") lines DIFFER"
        diff "$work/old" "$work/new" | head -6 || true
        status=1
    fi
}
ha=Benchmarks/data/ha-english
compare demo "" Corpus/demo/*.jsonl
compare "demo --exact" "--exact" Corpus/demo/*.jsonl
compare "HA clean" "--manifest $ha/manifest.json" "$ha/clean.jsonl"
compare "HA clean --exact" "--exact --manifest $ha/manifest.json" "$ha/clean.jsonl"
compare "HA typo" "--manifest $ha/manifest.json" "$ha/typo.jsonl"
compare "HA filler" "--manifest $ha/manifest.json" "$ha/filler.jsonl"
for set in train validate validate-typo oos-train oos-test; do
    compare "SNIPS $set" "--manifest Corpus/snips/snips.json" "$snips/$set.jsonl"
done
compare "CLINC150 against the demo" "" "$snips/clinc-oos-test-all.jsonl"
compare "schemas" "--manifest Corpus/schemas/assistant.json" Corpus/schemas/requests*.jsonl
exit $status
