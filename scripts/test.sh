#!/usr/bin/env bash
# The whole test suite: set up, build, and run every test under CTest; then again under
# AddressSanitizer and UndefinedBehaviorSanitizer, with a short run of each fuzzer
# (scripts/sanitize.sh; FLOWAUDIT_SKIP_SANITIZERS=1 skips it).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)"
# The Debian package, built and installed with apt as a user would.
"$root/scripts/package-check.sh"
[ -n "${FLOWAUDIT_SKIP_SANITIZERS:-}" ] || "$root/scripts/sanitize.sh"
