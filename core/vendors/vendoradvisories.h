#pragma once

#include "core/model/field.h"
#include "core/rules/severity.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDate>
#include <QList>

namespace FlowAudit {

class Flow;

// Advice from the vendor cards, beyond the rules of rules.md: its own IDs, WARN or INFO,
// never part of a flow's verdict. Each names the card it comes from and its checked date.
struct Advisory {
    QString id; // VA01…
    Severity severity = Severity::Info;
    QString message;
    QString cardId;
    QString cardTitle;
    QDate checked;

    bool operator==(const Advisory& other) const = default;
};

struct AdvisoryInfo {
    QString id;
    QString title;
    QString meaning;
};

class VendorAdvisories {
public:
    static QList<Advisory> of(const Flow& flow, const FlowVendorCards& cards);
    // Every advisory FlowAudit gives, for help and reports.
    static QList<AdvisoryInfo> catalogue();
    static QString title(QStringView id);
    // The flow's fields an advisory reads (its cards are found from source, destination and
    // ipaas): what a baseline's fingerprint of it covers.
    static QList<Field> fieldsRead(QStringView id);
};

} // namespace FlowAudit
