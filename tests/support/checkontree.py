"""What the tests of the house checks share: a check script run over a tree of files made
for the case, and one line of verdict per case."""
import os
import subprocess
import sys
import tempfile


def run(check, files):
    """The check's exit status and output over a temporary tree holding `files` (path → text)."""
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as out:
                out.write(text)
        done = subprocess.run([sys.executable, check, root], capture_output=True, text=True)
        return done.returncode, done.stdout


def expect(check, name, files, code, said=None, lines=None):
    """Whether the check exits with `code` and says `said` (on `lines` lines, when given)."""
    got, out = run(check, files)
    count = sum(1 for line in out.splitlines() if said and said in line)
    if got != code or (said and said not in out) or (lines is not None and count != lines):
        print(f"FAIL {name}: exit {got} (expected {code}), output:\n{out}")
        return False
    print(f"ok   {name}")
    return True
