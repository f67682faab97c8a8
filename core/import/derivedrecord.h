#pragma once

#include "core/model/flow.h"

#include <QMap>

namespace FlowAudit {

// What an import derived for a flow, kept in the flow under the extra field `derived`
// (a map of field name → value), so a re-import can tell a value it derived and nobody
// changed from a value a person wrote: only the first may be replaced.
class DerivedRecord {
public:
    static QString key() { return QStringLiteral("derived"); }
    static QMap<Field, QString> read(const Flow& flow);
    // Sets the record (in place when the flow has one, else last); an empty one removes it.
    static void write(Flow* flow, const QMap<Field, QString>& record);
};

} // namespace FlowAudit
