#!/usr/bin/env bash
# `swift format lint` with the repository's .swift-format, strict (a finding fails), on the files
# .swift-format-files lists; with --all, on the whole tree instead. The toolchain ships swift-format.
#
#   Scripts/format-lint.sh          # what CI runs
#   Scripts/format-lint.sh --all    # the whole tree: what the one-time reformat must make pass
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--all" ]; then
  files=$(find Package.swift Sources Tests Snippets Examples $( [ -d Benchmarks ] && echo Benchmarks ) -name '*.swift' \
    -not -path '*/.build/*' -not -name '*+Manifest.swift' -not -name '*+JSON.swift' | sort)
else
  # globs in the list expand here; a pattern that matches nothing is an error, so the list stays true.
  files=$(grep -v -e '^#' -e '^$' .swift-format-files | while read -r pattern; do
    matched=$(compgen -G "$pattern" || true)
    if [ -z "$matched" ]; then echo "error: .swift-format-files: '$pattern' matches no file" >&2; exit 1; fi
    echo "$matched"
  done | sort -u)
fi
# shellcheck disable=SC2086
swift format lint --strict --configuration .swift-format $files
echo "swift format lint: $(echo "$files" | wc -l) files clean"
