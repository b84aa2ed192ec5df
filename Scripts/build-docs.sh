#!/usr/bin/env bash
# Builds the DocC documentation of the three libraries with the toolchain's own tools, no plugin
# package: `swift build`, then `swift symbolgraph-extract` on the modules the build produced (so the
# debug build is reused rather than compiled again with symbol-graph flags), then `docc convert`
# for each catalog. Fails when the build or docc prints a warning.
#
#   Scripts/build-docs.sh            # archives in .build/docs/<Module>.doccarchive
#   docc preview Sources/Phrasebook/Phrasebook.docc \
#     --additional-symbol-graph-dir .build/docs/symbol-graphs/Phrasebook   # browse one locally
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(Phrasebook PhraseMatching AssistantSchemas)
output=.build/docs
docc=(docc)
if ! command -v docc > /dev/null; then docc=(xcrun docc); fi

swift build 2>&1 | tee "$output.build.log" > /dev/null || { cat "$output.build.log"; exit 1; }
bin=$(swift build --show-bin-path)
triple=$(swift -print-target-info | sed -n 's/.*"triple": *"\([^"]*\)".*/\1/p' | head -1)
sdk=()
if command -v xcrun > /dev/null; then sdk=(-sdk "$(xcrun --show-sdk-path)"); fi

warnings=0
for module in "${modules[@]}"; do
  graphs="$output/symbol-graphs/$module"
  rm -rf "$graphs" "$output/$module.doccarchive"
  mkdir -p "$graphs"
  swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" -target "$triple" "${sdk[@]}" \
    -minimum-access-level public -skip-inherited-docs -output-dir "$graphs"
  log="$output/$module.log"
  "${docc[@]}" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
    --output-path "$output/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.phrasebook.$module" > "$log" 2>&1 || { cat "$log"; exit 1; }
  count=$(grep -c 'warning:' "$log" || true)
  if [ "$count" -gt 0 ]; then grep -A 3 'warning:' "$log"; fi
  echo "$module: $count warnings → $output/$module.doccarchive"
  warnings=$((warnings + count))
done
if [ "$warnings" -gt 0 ]; then
  echo "error: the documentation has $warnings warnings" >&2
  exit 1
fi
