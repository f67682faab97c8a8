#!/usr/bin/env python3
"""The citation check itself: it fails on a cited spec that is missing, on a spec named
without its path and on a citation of the shared folder outside the repository, and passes
a tree whose citations all resolve."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import checkontree  # noqa: E402

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_cited_docs.py")


def expect(name, files, code, said=None, lines=None):
    return checkontree.expect(CHECK, name, files, code, said, lines)


tree = {
    "CMakeLists.txt": "# the rules of docs/spec/rules.md\n",
    "docs/spec/rules.md": "# Rules\n",
    "core/rules/rule.h": "// RT01 as docs/spec/rules.md says\nconst char* name = \"rules.md\";\n",
}
results = [
    expect("citations that resolve pass", tree, 0),
    expect("a cited spec that is missing fails",
           {**tree, "core/model/flow.h": "// docs/spec/inventory-format.md, Fields\n"}, 1,
           "docs/spec/inventory-format.md, which is not in the repository"),
    expect("a spec named without its path fails",
           {**tree, "app/cli/lint.cpp": "// the JSON of rules.md\n"}, 1, "cite docs/spec/rules.md"),
    expect("a citation of the shared folder fails",
           {**tree, "tests/CMakeLists.txt": "# ../shared/spec/rules.md\n"}, 1, "outside the repository"),
]
sys.exit(0 if all(results) else 1)
