#pragma once

#include "core/io/ioerror.h"
#include "core/io/readprogress.h"
#include "core/io/unkeptsyntax.h"
#include "core/model/inventory.h"

#include <optional>

class QIODevice;

namespace FlowAudit {

struct ValueReadResult {
    std::optional<YamlValue> value; // set when the file is one YAML document
    IoError error;                  // why not, otherwise
};

struct InventoryReadResult {
    InventoryReadResult() = default;
    InventoryReadResult(std::optional<Inventory> read, IoError why, UnkeptSyntax notKept = {})
        : inventory(std::move(read))
        , error(std::move(why))
        , unkept(std::move(notKept)) {}

    std::optional<Inventory> inventory; // set when the file is an inventory
    IoError error;                      // why not, otherwise
    UnkeptSyntax unkept;                // what a save would drop (YAML only)
};

// Reads an inventory YAML file as docs/spec/inventory-format.md and docs/spec/rules.md say,
// streaming it through yaml-cpp's event parser: no node tree is built, every scalar is read as
// text, and what is not an inventory (duplicate keys, more than one document, aliases, unexpected
// tags, a newer format, bad encodings) is refused with its position.
class YamlReader {
public:
    // progress, when given, hears how far the read has come and can cancel it; flowRead
    // gets each flow as it is built.
    static InventoryReadResult readFile(const QString& path, const ReadProgress& progress = {},
                                        const FlowRead& flowRead = {});
    // fileName names the source in errors.
    static InventoryReadResult read(QIODevice* device, const QString& fileName,
                                    const ReadProgress& progress = {},
                                    const FlowRead& flowRead = {});
    // Any one-document YAML file (vendor cards, overrides), with the same guards.
    static ValueReadResult readValueFile(const QString& path);
    static ValueReadResult readValue(QIODevice* device, const QString& fileName);
    // One YAML value from text (the compact YAML of a CSV reviews cell).
    static std::optional<YamlValue> readValue(const QByteArray& text, QString* error);
};

} // namespace FlowAudit
