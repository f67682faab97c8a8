#!/usr/bin/env bash
# Builds the Debian package from build/ and installs it the way a user would (apt, /usr),
# then runs the installed command line on the installed example. Installing needs root or
# sudo: without either it builds and inspects the package only. The package is removed
# again when it was not installed before.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${FLOWAUDIT_BUILD_DIR:-$root/build}"
out="$build/package"

rm -rf "$out"
mkdir -p "$out"
(cd "$out" && cpack -G DEB --config "$build/CPackConfig.cmake" >/dev/null)
deb=("$out"/flowaudit_*.deb)
[ -f "${deb[0]}" ] || { echo "package-check: no .deb in $out" >&2; exit 1; }
echo "package-check: built $(basename "${deb[0]}") ($(du -k "${deb[0]}" | cut -f1) KiB)"
dpkg-deb --field "${deb[0]}" Depends | grep -q 'libqt6widgets6' \
  || { echo "package-check: Depends does not name the Qt libraries it links" >&2; exit 1; }

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null || ! sudo -n true 2>/dev/null; then
    echo "package-check: not root and no sudo; skipping the install of the package" >&2
    exit 0
  fi
  sudo_cmd=(sudo -n)
fi

was_installed=0
dpkg-query -W -f='${Status}' flowaudit 2>/dev/null | grep -q 'install ok installed' && was_installed=1
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${deb[0]}" >/dev/null
cleanup() {
  [ "$was_installed" -eq 1 ] || DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get remove -y -qq flowaudit >/dev/null
}
trap cleanup EXIT

/usr/bin/flowaudit-cli --version
status=0
/usr/bin/flowaudit-cli lint /usr/share/flowaudit/examples/acme-inventory.yaml >"$out/lint.txt" || status=$?
# The example is written to fail some rules: exit 1 with its findings, not 2.
[ "$status" -eq 1 ] || { echo "package-check: the installed lint exited $status" >&2; cat "$out/lint.txt" >&2; exit 1; }
grep -q 'FAIL RT01' "$out/lint.txt" || { echo "package-check: unexpected lint output" >&2; exit 1; }
for f in /usr/bin/flowaudit /usr/share/applications/org.flowaudit.FlowAudit.desktop \
         /usr/share/metainfo/org.flowaudit.FlowAudit.metainfo.xml \
         /usr/share/icons/hicolor/scalable/apps/org.flowaudit.FlowAudit.svg \
         /usr/share/man/man1/flowaudit-cli.1.gz; do
  [ -e "$f" ] || { echo "package-check: $f is not installed" >&2; exit 1; }
done
[ -n "$(ls /usr/share/flowaudit/vendors/*.yaml 2>/dev/null)" ] \
  || { echo "package-check: the vendor cards are not installed" >&2; exit 1; }
QT_QPA_PLATFORM=offscreen /usr/bin/flowaudit --version >/dev/null
echo "package-check: installed with apt, lint of the installed example as expected"
