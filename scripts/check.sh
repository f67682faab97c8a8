#!/usr/bin/env bash
# The edit loop: rebuild what an edit touched of the unit and GUI tests, and run them (no
# database servers, no speed guards, no command-line end-to-end runs). With the shared
# libraries, an edit to one core .cpp recompiles that file and relinks one library.
# Arguments go to ctest: scripts/check.sh -R tst_waivers runs one of them.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh" test flowaudit_fast_tests
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" -L 'unit|gui' "$@"
