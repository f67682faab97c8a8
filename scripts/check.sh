#!/usr/bin/env bash
# The edit loop: rebuild what an edit touched of the unit and GUI tests, and run them (no
# database servers, no speed guards, no command-line end-to-end runs). With the shared
# libraries, an edit to one core .cpp recompiles that file and relinks one library.
# Arguments go to ctest: scripts/check.sh -R tst_waivers runs one of them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# One object per file, so an edit recompiles its own file only (not its batch of 16).
FLOWAUDIT_UNITY_BUILD=OFF "$root/scripts/build.sh" test flowaudit_fast_tests
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
# Twice as many tests as cores: they wait on child processes and event loops often enough
# that the cores stay busy (measured: 87 s of tests at -j2, 83 s at -j4 on two cores).
ctest --test-dir "$build" --output-on-failure --parallel "$(($(nproc) * 2))" -L 'unit|gui' "$@"
