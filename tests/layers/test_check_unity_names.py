#!/usr/bin/env python3
"""check_unity_names.py finds a helper two files of one library define, and passes a tree
where the names differ or the files are in different libraries."""
import os
import subprocess
import sys
import tempfile

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_unity_names.py")
HELPER = "namespace FlowAudit {\n\nnamespace {\n\nint %s(int x) {\n    return x;\n}\n\n} // namespace\n\n} // namespace FlowAudit\n"


def run(files):
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w") as f:
                f.write(text)
        return subprocess.run([sys.executable, CHECK, root], capture_output=True, text=True)


def main():
    failures = []
    same = run({"core/a/one.cpp": HELPER % "twice", "core/b/two.cpp": HELPER % "twice"})
    if same.returncode != 1 or "flowaudit_core: twice is defined in core/a/one.cpp, core/b/two.cpp" not in same.stdout:
        failures.append("a name in two core files was not found:\n" + same.stdout)
    apart = run({"core/one.cpp": HELPER % "twice", "ui/two.cpp": HELPER % "twice"})
    if apart.returncode != 0:
        failures.append("files of two libraries were said to clash:\n" + apart.stdout)
    differ = run({"core/one.cpp": HELPER % "first", "core/two.cpp": HELPER % "second"})
    if differ.returncode != 0:
        failures.append("different names were said to clash:\n" + differ.stdout)
    if failures:
        print("\n".join(failures))
        sys.exit(1)


main()
