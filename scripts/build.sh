#!/usr/bin/env bash
# Configures and builds FlowAudit in build/ (Ninja, RelWithDebInfo), installing the Debian
# packages it needs first. Shared by run.sh and test.sh.
#   scripts/build.sh [TARGET...]   (no target: everything, the tests and benchmarks too)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
targets=()
for target in "$@"; do targets+=(--target "$target"); done
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
