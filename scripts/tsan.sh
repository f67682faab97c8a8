#!/usr/bin/env bash
# The tests whose threads FlowAudit synchronises itself (CTest label `threads`: the
# reader's event pipe, the lint's checking thread, the document's precheck, the command
# line), built with Clang and ThreadSanitizer in build-tsan/ and run there; a data race
# fails its test. Only those tests are built. The editor's workers hand work over through
# Qt's thread pool, whose locks Debian's Qt hides from TSan (docs/development.md, "Threads
# under ThreadSanitizer").
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLOWAUDIT_TSAN_DIR:-$root/build-tsan}"
"$root/scripts/install-deps.sh" test
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON \
  -DFLOWAUDIT_SANITIZE=thread -DFLOWAUDIT_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target flowaudit_threaded_tests

export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$root/tests/sanitizers/tsan.supp"
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" -L threads "$@"
