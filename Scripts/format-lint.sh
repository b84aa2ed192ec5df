#!/usr/bin/env bash
# `swift format lint` with the repository's .swift-format, strict (a finding fails), on every Swift
# file of the tree. Generated data files (the embedded demo manifest, the name lexicon, the word list)
# are left out.
# The toolchain ships swift-format. To format what you wrote:
#
#   swift format --in-place --configuration .swift-format FILE...
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(find Package.swift Sources Tests Snippets Examples Benchmarks Fuzz -name '*.swift' \
  -not -path '*/.build/*' -not -name 'DemoApps+Manifest.swift' -not -name 'NameLexicon+Census.swift' \
  -not -name 'WordList+SCOWL.swift' | sort)
# shellcheck disable=SC2086
swift format lint --strict --configuration .swift-format $files
echo "swift format lint: $(echo "$files" | wc -l) files clean"
