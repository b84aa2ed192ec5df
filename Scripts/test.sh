#!/usr/bin/env bash
# `swift test` with output a person can read: the build is quiet, only Swift Testing runs (the
# package has no XCTest tests, so XCTest would only add its misleading "Executed 0 tests" line),
# and passing tests are not listed one by one. What is left: failures with their details, each
# skipped test with its reason on one line, and the summary. Arguments go to `swift test`:
#
#   Scripts/test.sh                      # everything, as CI runs it
#   Scripts/test.sh --filter LocaleTests
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests -q
swift test --skip-build --disable-xctest "$@" 2>&1 | awk '
  # an event that starts with ◇ (started) or ✔ (passed) is left out, with the lines its
  # arguments run over, up to the line that ends it; the final "✔ Test run with …" line stays.
  /^✔ Test run with / { print; next }
  /^(◇|✔) / { skipping = 1 }
  skipping { if ($0 ~ /(started|passed after [0-9.]+ seconds)\.$/) skipping = 0; next }
  { print }
'
exit "${PIPESTATUS[0]}"
