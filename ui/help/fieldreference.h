#pragma once

#include <QCoreApplication>
#include <QString>

namespace FlowAudit {

// The fields of a flow as HTML, from the field catalogue: the key written in the file,
// the label shown in the editor, what the field means and which values it takes.
class FieldReference {
    Q_DECLARE_TR_FUNCTIONS(FieldReference)
public:
    static QString html();
    static QString anchor() { return QStringLiteral("fields"); }
};

} // namespace FlowAudit
