#!/usr/bin/env bash
# Formats every C++ source of the project with the checked-in .clang-format, in place; with
# --check it changes nothing and fails on the first file that is not formatted (CI).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/scripts/install-deps.sh"
cd "$root"
mapfile -t files < <(git ls-files -- 'app/*.cpp' 'app/*.h' 'core/*.cpp' 'core/*.h' 'painting/*.cpp' 'painting/*.h' 'network/*.cpp' 'network/*.h' 'ui/*.cpp' 'ui/*.h' 'tests/*.cpp' 'tests/*.h')
if [ "${1:-}" = --check ]; then
  clang-format --dry-run --Werror "${files[@]}"
  echo "format.sh: ${#files[@]} files formatted as .clang-format says"
else
  clang-format -i "${files[@]}"
fi
