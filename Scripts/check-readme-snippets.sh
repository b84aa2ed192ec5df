#!/usr/bin/env bash
# Proves that the README's Swift examples work for someone who depends on Phrasebook: creates a
# new package in a folder of its own that depends on this checkout by path, makes each ```swift
# block of README.md, unchanged, the main.swift of an executable, builds them, and runs each from
# that folder. Each must exit 0 and print what its closing `//` comment lines say.
#
#   Scripts/check-readme-snippets.sh [FOLDER]   # default .build/readme-examples (kept, so reruns build incrementally)
set -euo pipefail
repository=$(cd "$(dirname "$0")/.." && pwd)
work=${1:-$repository/.build/readme-examples}
mkdir -p "$work"
cd "$work"
rm -rf Sources Package.swift

# one folder per example: Sources/ReadmeExample<N>/main.swift
awk -v dir="$work/Sources" '
  /^```swift$/ { n++; inside = 1; path = sprintf("%s/ReadmeExample%d", dir, n); system("mkdir -p " path); file = path "/main.swift"; printf "" > file; next }
  /^```$/ && inside { inside = 0; close(file); next }
  inside { print >> file }
' "$repository/README.md"
examples=$(ls Sources | sort -V)
# a path dependency's package identity is its folder's name.
identity=$(basename "$repository")
if [ -z "$examples" ]; then echo "error: README.md has no Swift examples" >&2; exit 1; fi

{
  echo '// swift-tools-version: 6.0'
  echo 'import PackageDescription'
  echo
  echo 'let package = Package('
  echo '    name: "ReadmeExamples",'
  echo "    dependencies: [.package(path: \"$repository\")],"
  echo '    targets: ['
  for example in $examples; do
    echo "        .executableTarget(name: \"$example\", dependencies: ["
    echo "            .product(name: \"Phrasebook\", package: \"$identity\"),"
    echo "            .product(name: \"AssistantSchemas\", package: \"$identity\"),"
    echo '        ]),'
  done
  echo '    ],'
  echo '    swiftLanguageModes: [.v6]'
  echo ')'
} > Package.swift

swift build 2>&1 | tee build.log | grep -E 'error|warning:' || true
if grep -q 'error:' build.log; then echo "error: the README's examples do not compile in a new package" >&2; exit 1; fi
if grep -q 'warning:' build.log; then echo "error: the README's examples compile with warnings" >&2; exit 1; fi

bin=$(swift build --show-bin-path)
failed=0
for example in $examples; do
  expected=$(tac "Sources/$example/main.swift" | awk '/^\/\// { sub(/^\/\/ ?/, ""); print; next } { exit }' | tac)
  if ! actual=$("$bin/$example" 2>&1); then
    echo "FAIL $example exited with an error:"; echo "$actual"; failed=1; continue
  fi
  if [ "$actual" != "$expected" ]; then
    echo "FAIL $example printed:"; echo "$actual"; echo "but its comments say:"; echo "$expected"; failed=1; continue
  fi
  echo "ok   $example ($(head -c 60 "Sources/$example/main.swift" | tr '\n' ' ')…)"
done
exit $failed
