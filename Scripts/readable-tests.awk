# Filters `swift test` output for a person to read: an event that starts with ◇ (started) or
# ✔ (passed) is left out, with the lines its arguments run over, up to the line that ends it; the
# final "✔ Test run with …" line stays, and so does everything else (failures, skips, summaries).
/^✔ Test run with / { print; next }
/^(◇|✔) / { skipping = 1 }
skipping { if ($0 ~ /(started|passed after [0-9.]+ seconds)\.$/) skipping = 0; next }
{ print }
