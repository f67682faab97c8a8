#pragma once

#include "core/model/flow.h"
#include "core/model/waiver.h"

#include <QList>

namespace FlowAudit {

// An inventory of flows: the top-level keys FlowAudit knows (format, title, owner), the
// flows in the user's order, the accepted risks (waivers), and every other top-level key
// in its order.
class Inventory {
public:
    static QString currentFormat() { return QStringLiteral("flow-inventory/1"); }

    // A top-level key that holds a list or map where text belongs is kept in extraKeys()
    // under its own name, so nothing is lost; these then read as blank.
    QString format = currentFormat();
    QString title;
    QString owner;
    QList<Flow> flows;
    QList<Waiver> waivers;
    YamlEntries extraKeys;

    bool operator==(const Inventory& other) const = default;
};

} // namespace FlowAudit
