#!/usr/bin/env python3
"""The layer check itself: it fails on an include that goes up or sideways, on a room it
does not know and on core reaching into ui, and passes a tree that goes down the stack."""
import os
import subprocess
import sys
import tempfile

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_layers.py")


def run(files):
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            full = os.path.join(root, path)
            os.makedirs(os.path.dirname(full), exist_ok=True)
            with open(full, "w", encoding="utf-8") as out:
                out.write(text)
        done = subprocess.run([sys.executable, CHECK, root], capture_output=True, text=True)
        return done.returncode, done.stdout


def expect(name, files, code, said=None):
    got, out = run(files)
    if got != code or (said and said not in out):
        print(f"FAIL {name}: exit {got} (expected {code}), output:\n{out}")
        return False
    print(f"ok   {name}")
    return True


down = {
    "core/model/flow.h": "#pragma once\n",
    "core/io/yamlreader.cpp": '#include "core/model/flow.h"\n',
    "ui/models/inventorymodel.cpp": '#include "core/io/yamlreader.h"\n#include "ui/painting/severitystyle.h"\n',
    "ui/painting/severitystyle.h": "#pragma once\n",
}
results = [
    expect("a tree that goes down passes", down, 0),
    expect("an include of a room above fails", {**down, "core/model/inventory.h": '#include "core/io/yamlreader.h"\n'}, 1,
           "core/model includes core/io/yamlreader.h, a room above it"),
    expect("an include of a room beside fails", {**down, "core/diff/textconv.cpp": '#include "core/merge/inventorytree.h"\n'}, 1,
           "a room beside it"),
    expect("a room with no level fails", {**down, "core/newroom/thing.h": "#pragma once\n"}, 1, "has no level"),
    expect("core including ui fails", {**down, "core/io/csvreader.cpp": '#include "ui/models/inventorymodel.h"\n'}, 1,
           "core includes ui/"),
    expect("painting including a widget room fails", {**down, "ui/painting/chart.cpp": '#include "ui/views/rowheight.h"\n'}, 1,
           "a room above it"),
]
sys.exit(0 if all(results) else 1)
