#pragma once

#include "core/model/field.h"
#include "core/rules/severity.h"
#include "core/vendors/vendorcatalogue.h"

#include <QDate>
#include <QList>

namespace FlowAudit {

class Flow;

// Advice from the vendor cards, beyond the rules of docs/spec/rules.md: its own IDs, WARN or INFO,
// never part of a flow's verdict. Each names the card it comes from and its checked date.
struct Advisory {
    QString id; // VA01…
    Severity severity = Severity::Info;
    QString message;
    QString cardId;
    QString cardTitle;
    QDate checked;
    int reviewEveryDays = VendorCard::DefaultReviewEveryDays; // the card's, for its age

    bool operator==(const Advisory& other) const = default;
};

class VendorAdvisories {
public:
    // Every advisory's ID, title, meaning and the fields it reads are in RuleCatalogue.
    static QList<Advisory> of(const Flow& flow, const FlowVendorCards& cards);
};

} // namespace FlowAudit
