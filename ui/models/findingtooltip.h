#pragma once

#include "core/model/waiver.h"
#include "core/rules/severity.h"

#include <QCoreApplication>

namespace FlowAudit {

// The tooltip of one finding, the same wherever it is shown (a table cell, the row header,
// the findings list): its verdict, rule and title, its message, the waiver that accepts it,
// and how to fix it, for every rule the catalogue describes (WV and VA included).
class FindingToolTip {
    Q_DECLARE_TR_FUNCTIONS(FindingToolTip)

public:
    // message: the finding's message as shown (made on hover, as the engine keeps none);
    // acceptedBy: the waiver that accepts it, if any. Rich text, one paragraph.
    static QString of(const QString& rule, Severity severity, const QString& message,
                      const Waiver* acceptedBy);
};

} // namespace FlowAudit
