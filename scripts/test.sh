#!/usr/bin/env bash
# The whole test suite: set up, build, and run every test under CTest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)"
# The Debian package, built and installed with apt as a user would.
"$root/scripts/package-check.sh"
