#!/usr/bin/env bash
# Runs a command with Node >= 22.19 first on PATH (see ensure-node.sh): `npm start` and `npm test`
# go through it so that they work on a machine whose own Node is older.
set -euo pipefail
source "$(dirname "$0")/ensure-node.sh"
exec "$@"
