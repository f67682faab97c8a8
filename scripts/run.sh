#!/usr/bin/env bash
# The main job: set up, build, and lint the bundled example inventory.
# Extra arguments go to `flowaudit-cli lint` (for example --format json).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
status=0
"$build/app/cli/flowaudit-cli" lint "$@" "$root/resources/examples/acme-inventory.yaml" || status=$?
# Exit 1 means "the example has FAIL findings", which it shows on purpose.
[ "$status" -le 1 ] || exit "$status"
