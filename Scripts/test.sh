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
swift test --skip-build --disable-xctest "$@" 2>&1 | awk -f Scripts/readable-tests.awk
exit "${PIPESTATUS[0]}"
