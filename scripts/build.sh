#!/usr/bin/env bash
# Configures and builds FlowAudit in build/ (Ninja, RelWithDebInfo), installing the Debian
# packages it needs first. Shared by run.sh, check.sh and test.sh.
#   scripts/build.sh run TARGET...    the editor's and the command line's packages; a new
#                                     build tree is configured without tests and benchmarks
#   scripts/build.sh test [TARGET...] every package, tests and benchmarks configured
#                                     (no target: everything)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kind="${1:?usage: build.sh run|test [TARGET...]}"
shift
"$root/scripts/install-deps.sh" "$kind"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
cache="$build/CMakeCache.txt"
options=()
if [ ! -f "$cache" ]; then
  options=(-G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo)
  # ccache where a developer has it: the edit loop's rebuilds, and a second tree, come from it.
  if command -v ccache >/dev/null; then options+=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
  # The tests need packages run.sh does not install; a later test.sh turns them on.
  if [ "$kind" = run ]; then options+=(-DFLOWAUDIT_BUILD_TESTS=OFF -DFLOWAUDIT_BUILD_BENCHMARKS=OFF); fi
fi
if [ "$kind" = test ] && ! grep -q '^FLOWAUDIT_BUILD_BENCHMARKS:BOOL=ON' "$cache" 2>/dev/null; then
  options+=(-DFLOWAUDIT_BUILD_TESTS=ON -DFLOWAUDIT_BUILD_BENCHMARKS=ON)
fi
# Configured once; afterwards the build re-runs CMake itself when a CMakeLists.txt changed.
if [ ${#options[@]} -gt 0 ]; then cmake -S "$root" -B "$build" "${options[@]}" >/dev/null; fi
targets=()
for target in "$@"; do targets+=(--target "$target"); done
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
