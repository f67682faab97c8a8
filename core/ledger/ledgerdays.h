#pragma once

#include <QString>

namespace FlowAudit {

// A number of days as the ledger's files say it, in English whatever the user's language
// (the files are the same bytes whoever makes them): "1 day", "30 days", "30.5 days".
inline QString ledgerDays(double days) {
    return days == 1 ? QStringLiteral("1 day")
                     : QStringLiteral("%1 days").arg(QString::number(days, 'g', 12));
}

} // namespace FlowAudit
