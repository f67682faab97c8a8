#!/usr/bin/env bash
# The main job: install what the editor and the command line need (nothing the tests
# need), build those two, and start the editor on the bundled example inventory (or on the
# file given). Without a display it renders the window to build/flowaudit.png.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/build.sh" run flowaudit flowaudit-cli
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
editor="$build/app/editor/flowaudit"
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run.sh: no display; rendering the editor to $build/flowaudit.png instead" >&2
  QT_QPA_PLATFORM=offscreen exec "$editor" --screenshot "$build/flowaudit.png" "$@"
fi
exec "$editor" "$@"
