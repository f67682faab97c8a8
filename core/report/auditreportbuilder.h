#pragma once

#include "core/ledger/ledgerdialect.h"

#include "core/model/inventory.h"
#include "core/report/auditreport.h"
#include "core/vendors/vendorcatalogue.h"

#include <functional>
#include <optional>

namespace FlowAudit {

// Called as the work goes on; return false to cancel. May be called from a worker thread.
using ReportProgress = std::function<bool(int done, int total)>;

// What the report is of and when: everything it needs besides the inventory itself.
struct AuditReportInput {
    QString fileName;
    QByteArray sha256; // of the file as saved; empty when never saved
    bool unsavedChanges = false;
    QDateTime generated = QDateTime::currentDateTime();
    int staleAfterDays = CardAge::DefaultStaleAfterDays;
    QStringList
        editedCards; // IDs of the cards that carry the user's edits (the editor's overrides)
    std::optional<LedgerDialect> ledgers;  // the appendix of each flow's action ledger, if any
    QList<FactVerification> verifications; // the editor's last Verify now, if it ran
};

// Gathers the report's data: the rule engine's findings and the matrix, the vendor maths,
// the advisories, the manual reviews and the cards, for every flow.
class AuditReportBuilder {
public:
    // nullopt when progress asked to cancel.
    static std::optional<AuditReport> build(const Inventory& inventory,
                                            const VendorCatalogue& cards,
                                            const AuditReportInput& input,
                                            const ReportProgress& progress = {});
    // The matrix row of one flow: what each rule of the catalogue says of it.
    static QList<MatrixVerdict> verdictsOf(const Flow& flow, const QList<Finding>& findings);
};

} // namespace FlowAudit
