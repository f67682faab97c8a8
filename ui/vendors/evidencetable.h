#pragma once

#include "core/evidence/factverification.h"

#include <QTableWidget>

namespace FlowAudit {

struct VendorCard;

// Each fact of one card with its evidence: what it says, the vendor's sentence behind it (or
// NOT YET QUOTED), when and by whom it was confirmed and how old that is, and what the last
// verification found, a changed fact with its word diff. Activating a row opens its page in
// the browser.
class EvidenceTable : public QTableWidget {
    Q_OBJECT
public:
    explicit EvidenceTable(QWidget* parent = nullptr);

    void showCard(const VendorCard& card, const QList<FactVerification>& verifications,
                  QDate today);
    // The fact of the current row, if any.
    std::optional<CardFact> currentFact() const;
    // Makes the fact's row current; false when the card shown has no such fact.
    bool selectFact(const CardFact& fact);

private:
    void openPage(int row);

    QList<CardFact> m_facts;
};

} // namespace FlowAudit
