#!/usr/bin/env bash
# Creates the peers' virtual environment OUTSIDE the repository and installs the pinned peers.
#   Benchmarks/peers/setup.sh [VENV]      (default: $HOME/.cache/phrasebook-peers)
# Afterwards run the peers with VENV/bin/python (run.sh does it for you).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="${1:-${PHRASEBOOK_PEERS_VENV:-$HOME/.cache/phrasebook-peers}}"
case "$(cd "$(dirname "$venv")" 2>/dev/null && pwd)/" in
  "$(cd "$here/../.." && pwd)/"*) echo "error: $venv is inside the repository; pick a path outside it" >&2; exit 1 ;;
esac
python3 -m venv "$venv"
"$venv/bin/python" -m pip install --quiet --upgrade pip
"$venv/bin/python" -m pip install --quiet -r "$here/requirements.txt"
"$venv/bin/python" -c 'import hassil, home_assistant_intents, rapidfuzz; print("peers ready:", hassil.__name__, rapidfuzz.__version__)'
echo "venv: $venv"
