#!/usr/bin/env python3
"""Fails when a folder of core/ or ui/ includes a folder above it, or a library (core,
painting, network, ui) one beside or above it (docs/design.md, "Layers
inside the rooms"). Each folder has a level; a file may include its own folder and folders
of a lower level, never one of its own level or above. A folder that has no level here
fails too, so a new room is placed in the stack before it can grow a circle. And the rooms
explain themselves: core/README.md names every room of CORE, and docs/architecture.md
every room of CORE and UI (as core/NAME and ui/NAME), or the check fails, one line for
each name missing."""
import os
import re
import sys

# Bottom to top. core/README.md says why each room sits where it does; docs/architecture.md
# says what each room of core/ and ui/ holds.
CORE = [
    [".", "model", "i18n"],
    ["io"],
    ["rules"],
    ["vendors"],
    ["analysis", "evidence"],
    ["waivers", "baseline", "fixes", "simulation", "ledger", "map"],
    ["document", "lint"],
    ["report", "diff", "merge", "import", "git", "export"],
    ["languageserver"],
]
# ui/ stands on all of core and on the two libraries beside it; "." is ui/'s own top (the
# main window).
UI = [
    ["widgets", "application", "language"],
    ["commands"],
    ["models"],
    ["views"],
    ["dialogs"],
    ["flowpanel"],
    ["vendors"],
    ["fixes"],
    ["actions"],
    ["conflicts", "docks", "simulation", "map"],
    ["maths", "files", "help", "presentation"],
    ["compare", "import", "report"],
    ["."],
]

# Inside core/io: the formats stand on what they share ("." is core/io's own files), and
# InventoryFile, over every format, on the formats.
IO = [
    ["."],
    ["yaml"],
    ["table"],
    ["files"],
]

# The libraries, bottom to top: painting (QtGui only) and network (QtNetwork only) stand on
# core beside each other, and the command line links them without a widget; ui stands on all.
LIBRARIES = [
    ["core"],
    ["painting", "network"],
    ["ui"],
]

INCLUDE = re.compile(r'^\s*#\s*include\s+"(core|painting|network|ui)/([^"]+)"')


def levels(stack):
    return {room: level for level, rooms in enumerate(stack) for room in rooms}


def room_of(parts):
    return parts[0] if len(parts) > 1 else "."


def check(root, top, stack):
    level = levels(stack)
    problems = []
    base = os.path.join(root, top)
    for folder, _, files in os.walk(base):
        for name in sorted(files):
            if not name.endswith((".h", ".cpp")):
                continue
            path = os.path.join(folder, name)
            rel = os.path.relpath(path, base).split(os.sep)
            room = room_of(rel)
            if room not in level:
                problems.append(f"{top}/{'/'.join(rel)}: the room {top}/{room} has no level in {sys.argv[0]}")
                continue
            with open(path, encoding="utf-8", errors="replace") as source:
                for number, line in enumerate(source, 1):
                    match = INCLUDE.match(line)
                    included = f"{match.group(1)}/{match.group(2)}" if match else ""
                    if not included.startswith(top + "/"):
                        continue
                    target = room_of(included[len(top) + 1:].split("/"))
                    if target == room:
                        continue
                    if target not in level:
                        problems.append(f"{top}/{'/'.join(rel)}:{number}: includes {included}, "
                                        f"whose room has no level")
                    elif level[target] >= level[room]:
                        where = "beside" if level[target] == level[room] else "above"
                        problems.append(f"{top}/{'/'.join(rel)}:{number}: {top}/{room} includes "
                                        f"{included}, a room {where} it")
    return problems


def rooms_of(stack):
    return [room for rooms in stack for room in rooms if room != "."]


def names(text, top, room, list_entry):
    """Whether a document names a room: as `top/room` (a longer path such as core/io/yamlreader
    counts too, core/import does not name core/io), or, where list_entry allows, as a list
    entry that starts with the folder's name ("- io: ..." or the name in backquotes)."""
    path = rf"(?<![\w/.-]){re.escape(top)}/{re.escape(room)}(?![\w-])"
    if re.search(path, text):
        return True
    entry = rf"^\s*(?:[-*+]|\d+\.)\s+(?:\*\*)?`?{re.escape(room)}/?`?(?![\w/-])"
    return bool(list_entry and re.search(entry, text, re.MULTILINE))


def check_documents(root):
    """Every room of the stacks named where a reader looks for it: core/README.md names the
    rooms of core/, docs/architecture.md the rooms of core/ and of ui/."""
    documents = [
        ("core/README.md", [("core", CORE)], True),
        ("docs/architecture.md", [("core", CORE), ("ui", UI)], False),
    ]
    problems = []
    for document, stacks, list_entry in documents:
        path = os.path.join(root, *document.split("/"))
        try:
            with open(path, encoding="utf-8", errors="replace") as source:
                text = source.read()
            missing = ""
        except OSError:
            text = ""
            missing = " (the file is missing)"
        for top, stack in stacks:
            for room in rooms_of(stack):
                if not names(text, top, room, list_entry):
                    problems.append(f"{document}: does not name the room {top}/{room}, which "
                                    f"{os.path.basename(sys.argv[0])} places in the stack{missing}")
    return problems


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "..")
    problems = check(root, "core", CORE) + check(root, "ui", UI) + check(root, "core/io", IO)
    # A library includes itself and the libraries below it: core never reaches into the
    # others, painting and network never into ui or each other.
    library_level = levels(LIBRARIES)
    for library, level in library_level.items():
        for folder, _, files in os.walk(os.path.join(root, library)):
            for name in files:
                if not name.endswith((".h", ".cpp")):
                    continue
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8", errors="replace") as source:
                    for number, line in enumerate(source, 1):
                        match = INCLUDE.match(line)
                        if not match or match.group(1) == library:
                            continue
                        if library_level[match.group(1)] >= level:
                            problems.append(f"{os.path.relpath(path, root)}:{number}: {library} includes "
                                            f"{match.group(1)}/{match.group(2)}")
    unnamed = check_documents(root)
    for problem in problems + unnamed:
        print(problem)
    if problems:
        print(f"check_layers: {len(problems)} include(s) against the stack", file=sys.stderr)
    if unnamed:
        print(f"check_layers: {len(unnamed)} room(s) not named in core/README.md or "
              f"docs/architecture.md", file=sys.stderr)
    if problems or unnamed:
        return 1
    print("check_layers: every include of core/, painting/, network/ and ui/ goes down the stack, and every room "
          "is named in core/README.md and docs/architecture.md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
