#!/usr/bin/env bash
# The whole test suite again, built with Clang, AddressSanitizer and
# UndefinedBehaviorSanitizer in build-asan/ (a report fails its test), but for the ledger's
# database suites: they prove its SQL on three servers they start (4 minutes under the
# sanitizers), which the GCC run of test.sh has done; the C++ that writes that SQL runs here
# in tst_actionledger and fuzz_ledger. The fuzz targets
# are built in the same tree (libFuzzer's coverage instrumentation costs the tests little),
# so CI's fuzz.sh reuses it (FLOWAUDIT_FUZZ_DIR=build-asan) instead of a third build.
# Arguments go to ctest.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLOWAUDIT_ASAN_DIR:-$root/build-asan}"
"$root/scripts/install-deps.sh" test
# -O1 -g1: what AddressSanitizer recommends, with line tables for its reports; quicker to
# build than -O2 -g, which matters on CI's two cores.
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON \
  -DFLOWAUDIT_SANITIZE=address,undefined -DFLOWAUDIT_BUILD_FUZZERS=ON \
  -DFLOWAUDIT_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --parallel "$(nproc)"

export ASAN_OPTIONS="detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
export LSAN_OPTIONS="suppressions=$root/tests/sanitizers/lsan.supp:print_suppressions=0"
if [ $# -eq 0 ]; then set -- -LE databases; fi
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" "$@"
