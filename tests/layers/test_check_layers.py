#!/usr/bin/env python3
"""The layer check itself: it fails on an include that goes up or sideways, on a room it
does not know, on core reaching into ui, and on a room that core/README.md or
docs/architecture.md does not name, and passes a tree that goes down the stack and names
its rooms."""
import importlib.util
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "support"))
import checkontree  # noqa: E402

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "check_layers.py")
_spec = importlib.util.spec_from_file_location("check_layers", CHECK)
layers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(layers)
CORE_ROOMS = [room for rooms in layers.CORE for room in rooms if room != "."]
UI_ROOMS = [room for rooms in layers.UI for room in rooms if room != "."]


def expect(name, files, code, said=None, lines=None):
    return checkontree.expect(CHECK, name, files, code, said, lines)


def readme(rooms):
    """A core/README.md that names these rooms of core/."""
    return "# core\n\n" + "".join(f"- `core/{room}`: what it holds\n" for room in rooms)


def architecture(core_rooms, ui_rooms):
    """A docs/architecture.md that names these rooms of core/ and ui/."""
    return ("# Architecture\n\n| level | room |\n|---|---|\n"
            + "".join(f"| 0 | `core/{room}` |\n" for room in core_rooms)
            + "".join(f"| 0 | `ui/{room}` |\n" for room in ui_rooms))


def without(rooms, *gone):
    return [room for room in rooms if room not in gone]


down = {
    "core/model/flow.h": "#pragma once\n",
    "core/io/yaml/yamlreader.cpp": '#include "core/model/flow.h"\n',
    "ui/models/inventorymodel.cpp": '#include "core/io/yaml/yamlreader.h"\n#include "painting/severitystyle.h"\n',
    "painting/severitystyle.h": "#pragma once\n",
    "core/README.md": readme(CORE_ROOMS),
    "docs/architecture.md": architecture(CORE_ROOMS, UI_ROOMS),
}
no_readme = {path: text for path, text in down.items() if path != "core/README.md"}
# Names that start like core/io but are other names: core/import (a room of its own), core/iox.
no_io = readme(without(CORE_ROOMS, "io")) + "See core/import and core/iox.\n"
results = [
    expect("a tree that goes down passes", down, 0),
    expect("inside core/io, a format may include the base and a format below it", {
        **down, "core/io/ioerror.h": "#pragma once\n",
        "core/io/table/csvreader.cpp": '#include "core/io/yaml/yamlreader.h"\n#include "core/io/ioerror.h"\n',
        "core/io/yaml/yamlreader.h": '#include "core/io/ioerror.h"\n'}, 0),
    expect("inside core/io, YAML including the files above it fails", {
        **down, "core/io/files/inventoryfile.h": "#pragma once\n",
        "core/io/yaml/yamlreader.h": '#include "core/io/files/inventoryfile.h"\n'}, 1,
        "core/io/yaml includes core/io/files/inventoryfile.h, a room above it"),
    expect("an include of a room above fails", {**down, "core/model/inventory.h": '#include "core/io/yaml/yamlreader.h"\n'}, 1,
           "core/model includes core/io/yaml/yamlreader.h, a room above it"),
    expect("an include of a room beside fails", {**down, "core/diff/textconv.cpp": '#include "core/merge/inventorytree.h"\n'}, 1,
           "a room beside it"),
    expect("a room with no level fails", {**down, "core/newroom/thing.h": "#pragma once\n"}, 1, "has no level"),
    expect("core including ui fails", {**down, "core/io/table/csvreader.cpp": '#include "ui/models/inventorymodel.h"\n'}, 1,
           "core includes ui/"),
    expect("painting including a widget room fails", {**down, "painting/chart.cpp": '#include "ui/views/rowheight.h"\n'}, 1,
           "painting includes ui/views/rowheight.h"),
    expect("network including painting fails", {**down, "network/fetch.cpp": '#include "painting/severitystyle.h"\n'}, 1,
           "network includes painting/severitystyle.h"),
    expect("core including painting fails", {**down, "core/model/flow.cpp": '#include "painting/severitystyle.h"\n'}, 1,
           "core includes painting/severitystyle.h"),
    expect("core/README.md without a room fails", {**down, "core/README.md": readme(without(CORE_ROOMS, "map"))}, 1,
           "core/README.md: does not name the room core/map", lines=1),
    expect("core/README.md without two rooms fails, one line each",
           {**down, "core/README.md": readme(without(CORE_ROOMS, "map", "ledger"))}, 1,
           "core/README.md: does not name the room", lines=2),
    expect("a missing core/README.md fails for every room", no_readme, 1,
           "core/README.md: does not name the room", lines=len(CORE_ROOMS)),
    expect("core/README.md may name a room as a list entry",
           {**down, "core/README.md": readme(without(CORE_ROOMS, "map")) + "- `map`: the systems map\n"}, 0),
    expect("a longer name is not the room's name", {**down, "core/README.md": no_io}, 1,
           "core/README.md: does not name the room core/io,", lines=1),
    expect("a file of the room names the room", {**down, "core/README.md": no_io + "core/io/yamlreader reads.\n"}, 0),
    expect("docs/architecture.md without a core room fails",
           {**down, "docs/architecture.md": architecture(without(CORE_ROOMS, "lint"), UI_ROOMS)}, 1,
           "docs/architecture.md: does not name the room core/lint", lines=1),
    expect("docs/architecture.md without a ui room fails",
           {**down, "docs/architecture.md": architecture(CORE_ROOMS, without(UI_ROOMS, "presentation"))}, 1,
           "docs/architecture.md: does not name the room ui/presentation", lines=1),
    expect("docs/architecture.md does not take a list entry for a room",
           {**down, "docs/architecture.md": architecture(CORE_ROOMS, without(UI_ROOMS, "map")) + "- map: the dock\n"}, 1,
           "docs/architecture.md: does not name the room ui/map", lines=1),
    expect("a missing docs/architecture.md fails for every room",
           {path: text for path, text in down.items() if path != "docs/architecture.md"}, 1,
           "docs/architecture.md: does not name the room", lines=len(CORE_ROOMS) + len(UI_ROOMS)),
]
sys.exit(0 if all(results) else 1)
