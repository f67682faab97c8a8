#!/usr/bin/env bash
# Configures and builds FlowAudit in build/ (Ninja, RelWithDebInfo), installing the Debian
# packages it needs first. Shared by run.sh, check.sh and test.sh.
#   scripts/build.sh run TARGET...    the editor's and the command line's packages; a new
#                                     build tree is configured without tests and benchmarks
#   scripts/build.sh test [TARGET...] every package, tests and benchmarks configured
#                                     (no target: everything)
# A new tree compiles in batches (CMAKE_UNITY_BUILD); FLOWAUDIT_UNITY_BUILD=OFF or ON decides
# instead, in a new tree or an existing one.
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
  # Built from scratch in batches (cmake/UnityBuild.cmake), unless the caller says otherwise.
  options+=(-DCMAKE_UNITY_BUILD="${FLOWAUDIT_UNITY_BUILD:-ON}")
  # The tests need packages run.sh does not install; a later test.sh turns them on.
  if [ "$kind" = run ]; then options+=(-DFLOWAUDIT_BUILD_TESTS=OFF -DFLOWAUDIT_BUILD_BENCHMARKS=OFF); fi
fi
if [ "$kind" = test ] && ! grep -q '^FLOWAUDIT_BUILD_BENCHMARKS:BOOL=ON' "$cache" 2>/dev/null; then
  options+=(-DFLOWAUDIT_BUILD_TESTS=ON -DFLOWAUDIT_BUILD_BENCHMARKS=ON)
fi
# check.sh's tree compiles one object per file: FLOWAUDIT_UNITY_BUILD=OFF turns batches off
# in a tree that has them (a full rebuild, once).
if [ -f "$cache" ] && [ -n "${FLOWAUDIT_UNITY_BUILD:-}" ] &&
   ! grep -q "^CMAKE_UNITY_BUILD:BOOL=${FLOWAUDIT_UNITY_BUILD}\$" "$cache"; then
  echo "build.sh: $build now builds with CMAKE_UNITY_BUILD=${FLOWAUDIT_UNITY_BUILD}" >&2
  options+=(-DCMAKE_UNITY_BUILD="${FLOWAUDIT_UNITY_BUILD}")
fi
# Configured once; afterwards the build re-runs CMake itself when a CMakeLists.txt changed.
if [ ${#options[@]} -gt 0 ]; then cmake -S "$root" -B "$build" "${options[@]}" >/dev/null; fi
targets=()
for target in "$@"; do targets+=(--target "$target"); done
cmake --build "$build" --parallel "$(nproc)" "${targets[@]}"
