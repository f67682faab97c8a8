// The report's clean flows: a flow with nothing to report is one row, not a section.
#include "core/report/reportcomposer.h"

#include "core/analysis/completeness.h"

#include <QLocale>

namespace FlowAudit {

void ReportComposer::cleanFlows(const AuditReport& report, ReportDocument& document) {
    int clean = 0;
    for (const ReportFlow& flow : report.flows)
        clean += flow.isClean() ? 1 : 0;
    if (clean == 0)
        return;
    document.seam();
    document.heading(2, tr("Clean flows"), QStringLiteral("clean-flows"));
    document.paragraph(
        tr("%n flow(s) have none of these: %1. Every rule passes on them; their fields are in "
           "the inventory file whose checksum the cover gives.",
           nullptr, clean)
            .arg(somethingToReport(report)),
        ReportMark::Pass);
    ReportTable table;
    table.compact = true;
    table.header = {tr("Row"), tr("Flow"), tr("Name"), tr("Source → destination"),
                    tr("Completeness")};
    table.widths = {6, 24, 34, 22, 14};
    for (const ReportFlow& flow : report.flows) {
        if (!flow.isClean())
            continue;
        const QString source = flow.flow.text(Field::Source);
        const QString destination = flow.flow.text(Field::Destination);
        table.rows.append(
            {ReportText{QLocale().toString(flow.row)},
             ReportText{flow.flowId().isEmpty() ? tr("(no flow ID)") : flow.flowId(),
                        ReportMark::None, false, true},
             ReportText{flow.flow.text(Field::Name)},
             ReportText{tr("%1 → %2").arg(source.isEmpty() ? tr("(blank)") : source,
                                          destination.isEmpty() ? tr("(blank)") : destination),
                        ReportMark::None, false, true},
             ReportText{Completeness::of(flow.flow).summary()}});
    }
    document.table(std::move(table));
}

} // namespace FlowAudit
