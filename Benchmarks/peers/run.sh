#!/usr/bin/env bash
# Builds Phrasebook (release) and runs the peers side by side; results go to Benchmarks/results/peers.json.
#   Benchmarks/peers/run.sh [--quick] [--workloads synthetic,ha,snips] [--out FILE]
# The peers' virtual environment is made by setup.sh (default $HOME/.cache/phrasebook-peers;
# set PHRASEBOOK_PEERS_VENV to use another).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
venv="${PHRASEBOOK_PEERS_VENV:-$HOME/.cache/phrasebook-peers}"
[ -x "$venv/bin/python" ] || "$here/setup.sh" "$venv"
(cd "$root" && swift build -c release --product phrasebook && swift build -c release --product PhrasebookBenchmarks) >&2
cd "$root"
"$venv/bin/python" "$here/run.py" "$@"
