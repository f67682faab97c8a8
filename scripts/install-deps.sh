#!/usr/bin/env bash
# Installs the Debian 12 packages FlowAudit needs, when any is missing. Two sets:
#   scripts/install-deps.sh run    what the editor and the command line build and run with
#   scripts/install-deps.sh test   that, and what the tests, benchmarks, sanitizers, fuzzers
#                                  and the package check use (the default)
# Safe to run again: it does nothing when everything is present.
set -euo pipefail
set_name="${1:-test}"

run_packages=(
  build-essential cmake ninja-build pkg-config lld  # lld: links the programs in a quarter of GNU ld's time
  qt6-base-dev qt6-base-dev-tools qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
  libyaml-cpp-dev libcsv-dev
  libxlsxwriter-dev libzip-dev  # Excel workbooks: written, and read as a zip
  libgit2-dev  # git's own three-way line merge (xdiff) for the merge driver, in-process
  libdtl-dev  # the edit scripts of the unified diffs fix and format --check print
  libxml2-dev  # the HTML parser that reads a vendor's page for cards verify
  libgraphviz-dev  # the systems map's layout (gvc, cgraph)
  libqpdf-dev  # the report PDF's outline and its links inside the file
  qt6-translations-l10n fonts-dejavu-core
)
test_packages=(
  libbenchmark-dev  # the benchmarks and their speed guards
  openssl  # the certificate of the HTTPS server the cards verify test starts
  python3-openpyxl  # writes the workbook the reader's test opens, as another tool would
  python3
  python3-jsonschema  # the tests check SARIF output against the SARIF 2.1.0 schema,
  python3-yaml        # and every inventory they have against the inventory's own schema
  neovim  # its built-in LSP client drives flowaudit-cli lsp in the tests, as an editor would
  pre-commit  # runs the repository's .pre-commit-hooks.yaml in a real repository in the tests
  git  # the diff and merge drivers run in a real repository in the tests; merge falls back to git merge-file
  patch  # GNU patch applies the diffs fix prints, in the tests
  poppler-utils  # pdftotext, pdfinfo and pdffonts read the reports back in the tests
  qpdf  # and its --json reads their outline and links as qpdf's library sees them
  dpkg-dev file appstream desktop-file-utils  # the .deb and the checks of its desktop files
  clang libclang-rt-14-dev llvm  # the sanitizers and the fuzzers
  clang-format  # scripts/format.sh, checked in CI
  libsqlite3-dev  # the action ledger's SQL runs on SQLite through its library in the tests
  sqlite3  # and its shell is the worker the ledger's crash test kills
  graphviz  # dot beside the map's layout in the benchmark
  postgresql postgresql-15-cron mariadb-server mariadb-client  # and on servers the tests start
)

case "$set_name" in
  run) packages=("${run_packages[@]}") ;;
  test) packages=("${run_packages[@]}" "${test_packages[@]}") ;;
  *) echo "install-deps: unknown set '$set_name' (expected run or test)" >&2; exit 2 ;;
esac

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "install-deps: need root or sudo to install: ${missing[*]}" >&2; exit 1; }
  sudo_cmd=(sudo)
fi
echo "install-deps: installing ${missing[*]}"
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
