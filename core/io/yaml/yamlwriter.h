#pragma once

#include "core/io/readprogress.h"
#include "core/model/inventory.h"

#include <QByteArray>
#include <QStringList>

#include <functional>

#include <optional>

namespace FlowAudit {

// Writes an inventory as docs/spec/inventory-format.md says: format, title, owner, the flows with
// their known fields in catalogue order (blank ones left out), reviews, then unknown
// fields; unknown top-level keys last. Same inventory, same bytes.
class YamlWriter {
public:
    static QByteArray write(const Inventory& inventory);
    // The same, telling progress how far it has come; nothing when progress said stop.
    static std::optional<QByteArray> write(const Inventory& inventory,
                                           const WriteProgress& progress);
    // One value in compact flow style (`{IP04: {status: pass}}`), for a CSV cell.
    static QByteArray writeCompact(const YamlValue& value);
    // The inventory as one YAML value holding what write() writes, built without writing
    // it: what a merge and a diff compare (the layout a file had is not part of it).
    static YamlValue tree(const Inventory& inventory);
    // One flow's or waiver's part of that tree.
    static YamlValue tree(const Flow& flow);
    static YamlValue tree(const Waiver& waiver);
    // Whether a YAML reader (1.1 or 1.2) would take the plain text for a null, a boolean, a
    // number or a date: such text is written quoted.
    static bool readsAsAnotherType(const QString& text);
    // One value as a save writes it (block style unless it was written in flow style), no
    // line end after the last line: the pieces a merge's conflicts are written from.
    static QByteArray writeBlock(const YamlValue& value);

    // How text written into a file quotes its keys and scalars where the file has a say
    // (InventoryPatch: as the neighbouring reviews do). path: the keys and item positions
    // ("#0") from the value written to the key, or to the scalar's own key. Default leaves
    // it to the writer; Plain is written plain where yaml-cpp can, else double-quoted.
    struct Quoting {
        enum class Style : quint8 { Default, Plain, Single, Double };
        std::function<Style(const QStringList& path)> key;
        std::function<Style(const QStringList& path, const YamlValue& value)> value;
    };
    static QByteArray writeCompact(const YamlValue& value, const Quoting& quoting);
    static QByteArray writeBlock(const YamlValue& value, const Quoting& quoting);
};

} // namespace FlowAudit
