#!/usr/bin/env python3
"""A name defined at the top of an anonymous namespace in two .cpp files of one library: the
two files compile apart in the edit loop's tree but may land in one batch of a unity build
(CI's trees, run.sh's, cmake/UnityBuild.cmake), where the second definition is an error. Which
files share a batch changes whenever a file is added, so every such pair is refused here, in
the fast tests, before CI meets it.

Usage: check_unity_names.py SOURCE_DIR   (exit 1 and the names when there are any)"""
import collections
import os
import re
import sys

# Each library's folders: its .cpp files may share a batch.
LIBRARIES = {
    "flowaudit_core": ["core"],
    "flowaudit_painting": ["painting"],
    "flowaudit_network": ["network"],
    "flowaudit_ui": ["ui"],
    "flowaudit_cli": ["app/cli"],
    "flowaudit_testsupport": ["tests/support"],
    "flowaudit_ledgertests": ["tests/ledger"],
}
ANONYMOUS = re.compile(r"\nnamespace \{\n(.*?)\n\} // namespace", re.S)
FUNCTION = re.compile(r"^(?:static |inline |constexpr |const )*[\w:<>,\s*&]+?\b(\w+)\s*\([^;]*\)\s*(?:const\s*)?\{",
                      re.M)
TYPE = re.compile(r"^(?:class|struct|enum(?: class)?|using)\s+(\w+)", re.M)
CONSTANT = re.compile(r"^(?:static )?(?:constexpr|const)\s+[\w:<>,\s]+?\b(\w+)\s*(?:=|\{|\[)", re.M)


def top_level_names(text):
    names = set()
    for block in ANONYMOUS.findall(text):
        # Only what starts a line of the namespace: a definition, not a body's statement.
        top = "\n".join(line for line in block.split("\n")
                        if line and not line[0].isspace() and line[0] != "}")
        for pattern in (FUNCTION, TYPE, CONSTANT):
            names.update(pattern.findall(top))
    return names


def clashes(root):
    found = []
    for library, folders in LIBRARIES.items():
        where = collections.defaultdict(list)
        for folder in folders:
            for directory, _, files in os.walk(os.path.join(root, folder)):
                for name in sorted(files):
                    if name.endswith(".cpp"):
                        path = os.path.join(directory, name)
                        with open(path, encoding="utf-8") as f:
                            for defined in top_level_names(f.read()):
                                where[defined].append(os.path.relpath(path, root))
        for defined, paths in sorted(where.items()):
            if len(paths) > 1:
                found.append("%s: %s is defined in %s" % (library, defined, ", ".join(sorted(paths))))
    return found


def main():
    found = clashes(sys.argv[1])
    if found:
        print("Names a unity build would see twice (give each file's helper a name of its own):")
        print("\n".join(found))
        sys.exit(1)


if __name__ == "__main__":
    main()
