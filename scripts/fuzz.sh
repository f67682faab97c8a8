#!/usr/bin/env bash
# Runs FlowAudit's libFuzzer targets (tests/fuzz) for SECONDS each (default 30), one a core
# side by side (FLOWAUDIT_FUZZ_JOBS at once), seeded with the test fixtures, and prints each
# run's executions and coverage.
# Builds them first in a tree of their own, build-fuzz/ (or $FLOWAUDIT_FUZZ_DIR): Clang,
# AddressSanitizer, UndefinedBehaviorSanitizer and libFuzzer's coverage instrumentation,
# with only the fuzz targets (and the core they read with) built; sanitize.sh's tree,
# configured the same way, serves too. A crash leaves its input
# in <build>/fuzz-crashes/ and fails the script.
#   scripts/fuzz.sh [SECONDS] [TARGET...]   explores for SECONDS each, keeping its corpus
#   scripts/fuzz.sh --runs N [TARGET...]    N inputs each from seed 1 (fuzz_lspmessages,
#                                           fuzz_linemerge and fuzz_quoteproposals, dearer per
#                                           input, N/4), starting from the kept
#                                           corpus: the same inputs on every machine, so CI's
#                                           verdict on a commit does not depend on luck
#                                           (.ci/run uses it)
#   scripts/fuzz.sh --refresh-corpus SECONDS [TARGET...]
#                                           explores for SECONDS each, then merges what it
#                                           found into the kept corpus, tests/fuzz/corpus/TARGET
#                                           (libFuzzer's -merge=1: the fewest inputs that keep
#                                           the coverage), and says its size; commit it, so
#                                           CI's short runs start from the coverage reached
# Every target keeps its corpus in tests/fuzz/corpus/TARGET (under 2 MB); a run starts from it
# and from seeds made of the test fixtures.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
limit=()
refresh=
if [ "${1:-}" = --refresh-corpus ]; then
  refresh=1
  shift
fi
if [ "${1:-}" = --runs ]; then
  runs="${2:?--runs needs a number}"
  shift 2
  limit=(-seed=1 -runs="$runs")
  # Qt seeds QHash at random in each process, which changes the coverage libFuzzer sees and
  # so the inputs it tries: fixed, a run here tries what CI's run tries.
  export QT_HASH_SEED=0
  what="$runs runs"
else
  seconds="${1:-30}"
  shift || true
  limit=(-max_total_time="$seconds")
  what="${seconds}s"
fi
targets=("$@")
# The dearest first (fuzz_lspmessages took 213 s of a fixed run here, fuzz_layoutmerge 137 s),
# so the others fill the other cores around them.
[ ${#targets[@]} -eq 0 ] && targets=(fuzz_lspmessages fuzz_layoutmerge fuzz_yamlreader fuzz_csvreader
  fuzz_retrylayers fuzz_idempotencykey fuzz_ipaasimport fuzz_conflictedinventory fuzz_workbookreader
  fuzz_inventorypatch fuzz_ledger fuzz_importsource fuzz_systemsblock fuzz_linemerge fuzz_htmltext
  fuzz_cardreader fuzz_quoteproposals)
build="${FLOWAUDIT_FUZZ_DIR:-$root/build-fuzz}"

"$root/scripts/install-deps.sh" test
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++ \
  -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g1 -DNDEBUG" -DCMAKE_UNITY_BUILD=ON \
  -DFLOWAUDIT_BUILD_FUZZERS=ON -DFLOWAUDIT_BUILD_BENCHMARKS=OFF >/dev/null
cmake --build "$build" --parallel "$(nproc)" --target "${targets[@]}"

# Seeds from the fixtures: whole files for the readers, the field values for the parsers.
fixtures=("$root"/tests/data/conformance/*.yaml "$root"/resources/examples/*.yaml)
seed() {
  local target=$1 dir="$build/fuzz-seeds/$1"
  rm -rf "$dir" && mkdir -p "$dir"
  case "$target" in
    fuzz_yamlreader) cp "${fixtures[@]}" "$root"/tests/data/bad/*.yaml "$dir/"
      cp "$root"/tests/fuzz/regressions/*.yaml "$dir/" 2>/dev/null || true ;;
    fuzz_csvreader) cp "$root"/tests/data/bad/*.csv "$root"/tests/fuzz/seeds/*.csv "$dir/"
      cp "$root"/tests/fuzz/regressions/*.csv "$dir/" 2>/dev/null || true ;;
    fuzz_conflictedinventory) cp "$root"/tests/fuzz/seeds/*.conflict "$dir/"
      cp "$root"/tests/fuzz/regressions/*.conflict "$dir/" 2>/dev/null || true ;;
    fuzz_ipaasimport) cp "$root"/tests/data/import/*/*.json "$dir/"
      cp "$root"/tests/fuzz/regressions/*.json "$dir/" 2>/dev/null || true ;;
    fuzz_workbookreader) /usr/bin/python3 "$root/tests/fuzz/make_workbook_seeds.py" "$dir"
      cp "$root"/tests/data/bad/*.xlsx "$dir/"
      cp "$root"/tests/fuzz/regressions/*.xlsx "$dir/" 2>/dev/null || true ;;
    fuzz_inventorypatch) # each fixture with each kind of edit: set a field, remove, copy a flow
      local n=0
      for f in "${fixtures[@]}"; do
        n=$((n + 1))
        { printf '\000\000\010%s\000' "changed $n"; cat "$f"; } >"$dir/set-$n.patch"
        { printf '\001\001\000\000'; cat "$f"; } >"$dir/remove-$n.patch"
        { printf '\002\002\000\000'; cat "$f"; } >"$dir/copy-$n.patch"
      done
      cp "$root"/tests/fuzz/regressions/*.patch "$dir/" 2>/dev/null || true ;;
    fuzz_importsource) # every hostile input and fixture under each of the five names
      local n=0
      for f in "$root"/tests/data/import/hostile/* "$root"/tests/data/import/*/*.json \
               "$root"/tests/data/import/workbooks/*.xlsx; do
        case "$f" in *.expected | *.py) continue ;; esac
        [ "$(stat -c %s "$f")" -gt 65536 ] && continue
        for byte in 000 001 002 003 004; do
          n=$((n + 1))
          { printf "\\$byte"; cat "$f"; } >"$dir/$n.import"
        done
      done
      cp "$root"/tests/fuzz/regressions/*.import "$dir/" 2>/dev/null || true ;;
    fuzz_systemsblock) cp "$root"/tests/fuzz/seeds/*.systems "${fixtures[@]}" "$dir/"
      cp "$root"/tests/fuzz/regressions/*.systems "$dir/" 2>/dev/null || true ;;
    fuzz_layoutmerge) # each merge case's three files, cut by \x1e, the example's comments on OURS
      for case in "$root"/tests/data/merge/*/; do
        { cat "$case/base.yaml"; printf '\036# ours\n'; cat "$case/ours.yaml"; printf '\036# theirs\n'
          cat "$case/theirs.yaml"; } > "$dir/$(basename "$case").merge"
      done
      cp "$root"/tests/fuzz/regressions/*.merge "$dir/" 2>/dev/null || true ;;
    fuzz_linemerge) # the merge cases, and each hand-written inventory edited on both sides
      for case in "$root"/tests/data/merge/*/; do
        { cat "$case/base.yaml"; printf '\036'; cat "$case/ours.yaml"; printf '\036'
          cat "$case/theirs.yaml"; } > "$dir/$(basename "$case").linemerge"
      done
      for file in "$root"/tests/data/handwritten/*.yaml; do
        { cat "$file"; printf '\036'; sed 's/: 45/: 60/; s/# measured/# measured again/' "$file"
          printf '\036'; sed 's/: 45 .*#/: 45 # reworded/; s/^\(    retry_layers:.*\)$/\1  # why/' "$file"
        } > "$dir/$(basename "$file" .yaml).linemerge"
      done
      cp "$root"/tests/fuzz/regressions/*.linemerge "$dir/" 2>/dev/null || true ;;
    fuzz_lspmessages) cp "$root"/tests/fuzz/seeds/*.lsp "$dir/"
      cp "$root"/tests/fuzz/regressions/*.lsp "$dir/" 2>/dev/null || true ;;
    fuzz_htmltext | fuzz_quoteproposals) find "$root"/tests/data/cards -name '*.html' -exec cp {} "$dir/" \;
      cp "$root"/tests/fuzz/regressions/*.html "$dir/" 2>/dev/null || true ;;
    fuzz_cardreader) cp "$root"/resources/vendors/*.yaml "$root"/tests/data/cards/*/*.yaml "$dir/"
      cp "$root"/tests/fuzz/regressions/*.card "$dir/" 2>/dev/null || true ;;
    fuzz_ledger) cp "$root"/tests/fuzz/seeds/*.ledger "$dir/"
      cp "$root"/tests/fuzz/regressions/*.ledger "$dir/" 2>/dev/null || true ;;
    fuzz_retrylayers | fuzz_idempotencykey)
      local field=retry_layers
      [ "$target" = fuzz_idempotencykey ] && field=idempotency_key
      grep -ho "$field: .*" "${fixtures[@]}" | sed "s/^$field: //" | sort -u |
        awk -v dir="$dir" '{ f = sprintf("%s/%04d", dir, NR); printf "%s", $0 > f; close(f) }' ;;
  esac
  echo "$dir"
}

# One target's run, its report on standard output; fails when the target found a bug (or its
# kept corpus grew past 2 MB).
fuzz_one() {
  local target="$1" kept corpus crashes seeds log args said result size merged
  kept="$root/tests/fuzz/corpus/$target"
  corpus="$build/fuzz-corpus/$target"
  # CI's fixed runs start from a copy of the kept corpus, so every machine reads the same.
  [ -n "${runs:-}" ] && corpus="$build/fuzz-corpus-fixed/$target" && rm -rf "$corpus"
  crashes="$build/fuzz-crashes"
  mkdir -p "$corpus" "$crashes"
  [ -d "$kept" ] && cp "$kept"/* "$corpus/" 2>/dev/null || true
  seeds="$(seed "$target")"
  log="$build/fuzz-$target.log"
  args=("${limit[@]}")
  said="$what"
  # The language server's check replays a whole editing session per input, some ten times
  # dearer than the other targets' (174 s of CI's fuzz step for 20,000): a quarter of the
  # runs gives it about the others' time. The line merge's check reads each input's
  # inventories up to seven times (the sides, then the versions that check a resolution):
  # 5,000 inputs took 19 s in the ASan tree here, so a quarter keeps it near the others too.
  # The proposals parse a page and search it for five facts: 200 inputs a second here.
  if [ -n "${runs:-}" ] && { [ "$target" = fuzz_lspmessages ] || [ "$target" = fuzz_linemerge ] ||
                             [ "$target" = fuzz_quoteproposals ]; }; then
    args=(-seed=1 -runs="$((runs / 4))")
    said="$((runs / 4)) runs"
  fi
  echo "== $target: $said"
  set +e
  "$build/tests/fuzz/$target" "${args[@]}" -timeout=10 -rss_limit_mb=2048 -max_len=65536 \
    -print_final_stats=1 -artifact_prefix="$crashes/$target-" "$corpus" "$seeds" >"$log" 2>&1
  result=$?
  set -e
  grep -E '^#[0-9]+[[:space:]]+(DONE|pulse|REDUCE|NEW)' "$log" | tail -1 || true
  grep -E '^stat::number_of_executed_units|^Done ' "$log" || true
  if [ $result -ne 0 ]; then
    echo "fuzz.sh: $target failed (exit $result); see $log" >&2
    grep -E 'ERROR|fuzz_[a-z]+:|SUMMARY' "$log" | head -20 >&2 || true
    result=1
  elif [ -n "$refresh" ]; then
    # The fewest inputs that keep the coverage of the kept corpus and of this run.
    merged="$build/fuzz-merged/$target"
    rm -rf "$merged" && mkdir -p "$merged" "$kept"
    "$build/tests/fuzz/$target" -merge=1 -max_len=65536 -rss_limit_mb=2048 "$merged" "$kept" "$corpus" \
      >"$build/fuzz-$target-merge.log" 2>&1
    rm -f "$kept"/* && cp "$merged"/* "$kept/"
    size=$(du -sk --apparent-size "$kept" | cut -f1)
    echo "   kept corpus: $(ls "$kept" | wc -l) inputs, ${size} KB in tests/fuzz/corpus/$target"
    if [ "$size" -gt 2048 ]; then
      echo "fuzz.sh: the kept corpus of $target is over 2 MB; merge with a smaller -max_len" >&2
      result=1
    fi
  fi
  return "${result}"
}

# The targets run side by side, one a core: each is one process on one thread, so on CI's two
# cores a serial run left one idle (774 s of runs for 17 targets). Each report is printed
# whole, in the targets' order, once all are done.
parallel="${FLOWAUDIT_FUZZ_JOBS:-$(nproc)}"
reports="$build/fuzz-reports"
rm -rf "$reports" && mkdir -p "$reports"
for target in "${targets[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$parallel" ]; do wait -n || true; done
  ( if fuzz_one "$target" >"$reports/$target.out" 2>&1; then echo 0; else echo 1; fi \
      >"$reports/$target.status" ) &
done
wait
status=0
for target in "${targets[@]}"; do
  cat "$reports/$target.out"
  [ "$(cat "$reports/$target.status" 2>/dev/null)" = 0 ] || status=1
done
exit $status
