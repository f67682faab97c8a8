#pragma once

#include <QDate>
#include <QString>

namespace FlowAudit {

// Where one number of a vendor card comes from: the vendor's page and the exact sentence on
// it that states the number (the W3C Web Annotation TextQuoteSelector's idea: `quote` is the
// exact text, `prefix` and `suffix` tell repeated passages apart), and who confirmed it when.
struct FactEvidence {
    QString url; // the page, a full https URL; the card's source where the fact names none
    QString quote;
    QString prefix;
    QString suffix;
    QDate checked;     // invalid: never confirmed
    QString checkedBy; // who confirmed it

    bool isQuoted() const { return !quote.isEmpty(); }
    // The same words on the same page, whoever confirmed them when.
    bool quotesTheSame(const FactEvidence& other) const {
        return url == other.url && quote == other.quote && prefix == other.prefix &&
               suffix == other.suffix;
    }
    bool operator==(const FactEvidence& other) const = default;
};

} // namespace FlowAudit
