// The appendix of each flow's action ledger (docs/spec/ledger.md), when the export asked for it:
// the two SQL files of every flow that can have one, as flowaudit-cli ledger writes them, and in
// one table the flows that cannot yet, with the rules that block them.
#include "core/report/reportcomposer.h"

#include "core/ledger/ledgernames.h"

namespace FlowAudit {

void ReportComposer::ledgerAppendix(const AuditReport& report, ReportDocument& document) {
    document.pageBreak();
    document.heading(
        1, tr("Appendix: the action ledgers (%1)").arg(ledgerDialectName(*report.ledgerDialect)),
        QStringLiteral("ledgers"));
    document.paragraph(
        tr("For each flow that can have one, its action ledger as SQL: the schema file (the "
           "tables, the index and the hourly purge) and the queries file (record a delivery, "
           "claim the episode before the side effect, the state transitions, the purges), the "
           "same bytes flowaudit-cli ledger writes. The flows that cannot have a ledger yet "
           "follow in one table, with the rules that block it."));
    ReportTable refused;
    refused.header = {tr("Flow"), tr("Why it has no ledger yet")};
    refused.widths = {30, 70};
    bool first = true;
    for (const ReportLedger& ledger : report.ledgers) {
        const QString label = tr("%1 (row %2)").arg(ledger.flowId, QString::number(ledger.row));
        if (!ledger.refusal.isEmpty()) {
            refused.rows.append(
                {ReportText{label, ReportMark::None, false, true}, ReportText{ledger.refusal}});
            continue;
        }
        if (!first)
            document.seam();
        first = false;
        document.heading(2, label, QStringLiteral("ledger-%1").arg(ledger.row));
        for (const auto& [file, text] :
             {std::pair{LedgerNames::schemaFile(ledger.flowId), &ledger.schema},
              std::pair{LedgerNames::queriesFile(ledger.flowId), &ledger.queries}}) {
            document.paragraph(ReportText{file, ReportMark::None, true, true});
            document.paragraph(ReportText{QString::fromUtf8(*text), ReportMark::None, false, true});
        }
    }
    if (!refused.rows.isEmpty()) {
        document.heading(2, tr("Flows without a ledger yet"));
        document.table(std::move(refused));
    }
}

} // namespace FlowAudit
