#!/usr/bin/env python3
"""Every diff `flowaudit-cli fix FILE` lists is what `fix --apply` of that one fix writes:
GNU patch applies it to the file and gives the same bytes.

Usage: check_fix_diffs.py CLI WORKDIR INVENTORY...
"""
import os
import re
import shutil
import subprocess
import sys


def listed_fixes(cli, path):
    out = subprocess.run([cli, "fix", path], capture_output=True, check=True).stdout.decode()
    fixes, current, finding = [], None, None
    for line in out.splitlines(keepends=True):
        m = re.match(re.escape(path) + r":\d+: \w+ (\w+) (\S+):", line)
        if m:
            finding = (m.group(2), m.group(1))
            continue
        m = re.match(r"Fix (\d+):", line)
        if m:
            current = [finding, int(m.group(1)), ""]
            fixes.append(current)
            continue
        if current is not None and not line.startswith("("):
            current[2] += line
    return fixes


def main():
    cli, work, inventories = sys.argv[1], sys.argv[2], sys.argv[3:]
    os.makedirs(work, exist_ok=True)
    listed = patched = 0
    for source in inventories:
        shown = os.path.join(work, "shown.yaml")
        shutil.copy(source, shown)
        for (flow, rule), n, diff in listed_fixes(cli, shown):
            listed += 1
            by_patch = os.path.join(work, "by-patch.yaml")
            by_apply = os.path.join(work, "by-apply.yaml")
            shutil.copy(source, by_patch)
            shutil.copy(source, by_apply)
            applied = subprocess.run([cli, "fix", by_apply, "--flow", flow, "--rule", rule,
                                      "--choice", str(n), "--apply"], capture_output=True)
            if applied.returncode == 2 and b"so it names none of them" in applied.stderr:
                continue  # a repeated flow ID: --flow names no flow to apply it to
            if applied.returncode != 0:
                sys.exit(f"fix --apply of {flow} {rule} {n} failed: {applied.stderr.decode()}")
            result = subprocess.run(["patch", "--quiet", by_patch],
                                    input=diff.replace(shown, by_patch).encode(),
                                    capture_output=True)
            if result.returncode != 0:
                sys.exit(f"patch refused the diff of {flow} {rule} fix {n}:\n{diff}\n"
                         f"{result.stderr.decode()}")
            with open(by_patch, "rb") as a, open(by_apply, "rb") as b:
                if a.read() != b.read():
                    sys.exit(f"the diff of {flow} {rule} fix {n} is not what --apply writes:\n{diff}")
            patched += 1
    if patched == 0:
        sys.exit("no fix was listed and checked")
    print(f"{patched} of {listed} listed fixes checked: each diff is what --apply writes")


if __name__ == "__main__":
    main()
