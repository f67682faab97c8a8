#!/usr/bin/env bash
# The daily command: set up, build everything, run every test under CTest, then build the
# Debian package and install it with apt as a user would. The sanitizers and the fuzzers
# are scripts of their own (sanitize.sh, tsan.sh, fuzz.sh), which CI runs after this one.
# Arguments go to ctest: scripts/test.sh -L unit runs the unit tests only.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@"
# The Debian package, built and installed with apt as a user would.
[ $# -gt 0 ] || "$root/scripts/package-check.sh"
