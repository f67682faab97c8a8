#!/usr/bin/env bash
# The daily command, and CI's: set up, build everything, run every test under CTest, then
# build the Debian package and install it with apt as a user would. The speed guards
# (label perf) run last and alone, after the rest, so no test or compile shares their
# cores. The sanitizers and the fuzzers are scripts of their own (sanitize.sh, tsan.sh,
# fuzz.sh), which CI runs after this one.
# Arguments go to ctest instead: scripts/test.sh -L unit runs the unit tests only.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh" test
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
if [ $# -gt 0 ]; then
  exec ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@"
fi
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" -LE perf
ctest --test-dir "$build" --output-on-failure -L perf
# The Debian package, built and installed with apt as a user would.
"$root/scripts/package-check.sh"
