#pragma once

#include "core/model/inventory.h"

#include <QList>
#include <QPoint>
#include <QString>

#include <optional>

namespace FlowAudit {

// One entry of the optional top-level `systems:` map (docs/spec/inventory-format.md, "Systems"):
// how a system is named, grouped and placed on the systems map.
struct SystemEntry {
    QString id;    // the key as written
    QString label; // empty: the card's vendor name, else the ID
    QString group;
    std::optional<QPoint> at; // the centre the user placed it at, in points, y downwards
    int line = 0;

    bool operator==(const SystemEntry& other) const = default;
};

// A malformed entry, said with its line ("systems.stripe.at: expected [x, y]"); the map
// draws that system as if the entry were absent, and a save keeps the entry as written.
struct SystemsWarning {
    int line = 0;
    QString message;
    bool operator==(const SystemsWarning& other) const = default;
};

struct SystemsBlock {
    QList<SystemEntry> entries; // the well-formed ones, in file order
    QList<SystemsWarning> warnings;

    static QString key() { return QStringLiteral("systems"); }
    // The inventory's `systems:` (none: empty). Never refuses: what it cannot read is a
    // warning.
    static SystemsBlock read(const Inventory& inventory);
    // A system's ID as flows and entries are compared: case and surrounding spaces ignored.
    static QString normalisedId(QStringView id);
    // The entry for a system, by its normalised ID, or nullptr.
    const SystemEntry* find(QStringView id) const;

    // The inventory's top-level keys with one system placed at `at` (a drag on the map):
    // its entry's `at` set or added, the entry or the block added when missing, everything
    // else as it was. nullopt when the block is not a map or the entry is malformed (the
    // file's own words, which a drag does not overwrite: the user mends them first).
    static std::optional<YamlEntries> placed(const YamlEntries& extraKeys, QStringView id,
                                             QPoint at);
    // Reset Layout: every position removed (a malformed `at` stays as written); an entry
    // that held nothing else goes, and so does a block left empty. Unchanged when nothing
    // was placed.
    static YamlEntries withoutPositions(const YamlEntries& extraKeys);
};

} // namespace FlowAudit
