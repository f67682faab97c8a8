#!/usr/bin/env python3
"""Fails when the code cites a document the repository does not hold. Every path of a
Markdown document under docs/ named in a comment of a source, script or test must exist,
and a spec is cited by its repository path (docs/spec/NAME), not by its bare name, so a
reader who clones the repository finds what the code points at."""
import os
import re
import sys

CITED = re.compile(r"(?<![\w/.-])(?:\.\./)*((?:docs|shared)/[\w./-]+\.md)")
# A spec or research note named without its folder: the reader cannot tell where it is.
BARE = re.compile(r"(?<![\w/.-])([a-z-]+\.md)\b")
SOURCES = (".h", ".cpp", ".py", ".cmake", ".sh", ".txt")
FOLDERS = ("app", "core", "painting", "network", "ui", "tests", "scripts")


def sources(root):
    for top in FOLDERS:
        for folder, dirs, files in os.walk(os.path.join(root, top)):
            # tests/docs holds this check and its own fixtures, which cite wrongly on purpose.
            dirs[:] = [d for d in dirs if d not in ("corpus", "data", "regressions", "seeds")
                       and os.path.join(folder, d) != os.path.join(root, "tests", "docs")]
            for name in files:
                if name.endswith(SOURCES) or name == "CMakeLists.txt":
                    yield os.path.join(folder, name)
    yield os.path.join(root, "CMakeLists.txt")


def problems_in(root):
    documents = {name for name in os.listdir(os.path.join(root, "docs", "spec"))} if os.path.isdir(
        os.path.join(root, "docs", "spec")) else set()
    problems = []
    for path in sources(root):
        rel = os.path.relpath(path, root)
        marker = "//" if path.endswith((".h", ".cpp")) else "#"
        with open(path, encoding="utf-8", errors="replace") as source:
            for number, line in enumerate(source, 1):
                start = line.find(marker)
                if start < 0:
                    continue
                line = line[start:]
                for match in CITED.finditer(line):
                    cited = match.group(1)
                    if cited.startswith("shared/"):
                        problems.append(f"{rel}:{number}: cites {cited}, outside the repository; "
                                        f"cite the copy under docs/")
                    elif not os.path.isfile(os.path.join(root, cited)):
                        problems.append(f"{rel}:{number}: cites {cited}, which is not in the repository")
                for match in BARE.finditer(line):
                    name = match.group(1)
                    if name in documents:
                        problems.append(f"{rel}:{number}: names {name} without its path; "
                                        f"cite docs/spec/{name}")
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    problems = problems_in(os.path.abspath(root))
    for problem in problems:
        print(problem)
    if problems:
        print(f"check_cited_docs: {len(problems)} citation(s) the repository cannot answer",
              file=sys.stderr)
        return 1
    print("check_cited_docs: every document the code cites is in the repository")
    return 0


if __name__ == "__main__":
    sys.exit(main())
