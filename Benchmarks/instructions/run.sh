#!/usr/bin/env bash
# Instructions per match, counted by Valgrind (callgrind) on fixed workloads: exact counts that do
# not depend on the load of the machine, unlike times. Needs valgrind and jq; run from the package
# root after `swift build -c release --product phrasebook`. The harness (main.swift) is compiled
# against the release build's objects, so it measures exactly the code of that build.
#
#   Benchmarks/instructions/run.sh                   # the demo corpora and the SNIPS grammar
#   Benchmarks/instructions/run.sh MANIFEST FILE…    # one manifest, utterances from corpus files
#   FLAGS="catalog exact" Benchmarks/instructions/run.sh MANIFEST FILE…
#                                                    # with the schema catalog as `match` loads it,
#                                                    # and/or the fuzzy tier off (see main.swift)
#   FLAGS=json Benchmarks/instructions/run.sh MANIFEST FILE…
#                                                    # each answer also written as a `match --json` line
#
# Each count is (instructions with the utterances − instructions loading alone) / utterances.
# The SNIPS sets are made by the trust evaluation (validate and CLINC150 out-of-scope test,
# SNIPS_EVAL, default /tmp/snips-eval); a set that is missing is skipped.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
release=.build/release
# the harness calls the package's own API (the `match --json` line), so it joins the package.
package=$(grep -o '"-package-name","[^"]*"' .build/release.yaml | head -1 | cut -d'"' -f4)
swiftc -O -suppress-warnings -package-name "$package" Benchmarks/instructions/main.swift -I "$release/Modules" \
    "$release"/Phrasebook.build/*.o "$release"/PhraseMatching.build/*.o "$release"/AssistantSchemas.build/*.o \
    -o "$work/match-lines"

count() {  # MANIFEST TEXTFILE [read] → total instructions
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/match-lines" "$1" ${3:-} ${FLAGS:-} <"$2" \
        2>"$work/log" >/dev/null
    grep 'refs:' "$work/log" | awk '{ gsub(",", "", $NF); print $NF }'
}

measure() {  # NAME MANIFEST CORPUS…
    local name=$1 manifest=$2
    shift 2
    for file in "$@"; do [[ -f $file ]] || { echo "$name: $file missing, skipped"; return; }; done
    cat "$@" | jq -r .text >"$work/texts"
    local lines full load
    lines=$(wc -l <"$work/texts")
    full=$(count "$manifest" "$work/texts" read)
    load=$(count "$manifest" "$work/texts")
    echo "$name: $lines utterances, $(((full - load) / lines)) instructions per match"
}

if [[ $# -ge 2 ]]; then
    manifest=$1
    shift
    measure "$(basename "$manifest")" "$manifest" "$@"
    exit
fi
snips=${SNIPS_EVAL:-/tmp/snips-eval}
measure demo Corpus/demo/demo.json Corpus/demo/*.jsonl
measure "snips validate" Corpus/snips/snips.json "$snips/validate.jsonl"
measure "snips out-of-scope" Corpus/snips/snips.json "$snips/oos-test.jsonl"
