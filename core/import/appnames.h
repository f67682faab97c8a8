#pragma once

#include <QString>

namespace FlowAudit {

// The system an n8n node or a Make app talks to, by the vendor card ID the inventory uses
// (`hubspotcrm` and `n8n-nodes-base.hubspotTrigger` are both `hubspot`), so that an
// imported flow's source and destination find their cards. Names with no card are made
// plain the same way (`googleSheets`, `google-sheets` → `google-sheets`); a name the table
// does not know stays as the export wrote it, in lower case.
class AppNames {
public:
    static QString systemOf(QStringView app);
    // The vendor IDs the table maps names to, for the test over every card's vendor.
    static QStringList vendorIds();
};

} // namespace FlowAudit
