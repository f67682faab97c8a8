// The report's retry storms: each distinct study drawn once, with the flows that share it.
#include "core/report/reportcomposer.h"

#include "core/simulation/stormexport.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormstudy.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace FlowAudit {

namespace {

// A study shared by a thousand flows names the first ones and counts the rest.
constexpr int SharedByListed = 25;

} // namespace

QString ReportComposer::stormCaption(const AuditReport& report, const ReportStorm& storm) {
    QStringList names;
    for (int row : storm.rows.mid(0, SharedByListed))
        names.append(flowLabel(report.flows[row - 1]));
    if (storm.rows.size() > SharedByListed)
        names.append(tr("and %n more", nullptr, int(storm.rows.size()) - SharedByListed));
    return tr("%1. What makes it this storm (layers innermost first): %2. Resolution %3. "
              "Flows: %4.")
        .arg(storm.study->headline(), StormExport::distinction(storm.study->scenario),
             StormQuantity::durationInWords(storm.study->series.binWidth),
             names.join(QStringLiteral(", ")));
}

void ReportComposer::stormStudies(const AuditReport& report, ReportDocument& document) {
    document.heading(1, tr("Retry storms"), QStringLiteral("storms"));
    document.paragraph(
        tr("What a destination outage does to each flow that RT01 flags: the attempts its nested "
           "retries send, from each flow's retry_storm settings or the defaults. Flows whose "
           "layers, schedules and settings give the same series share one storm, drawn once, "
           "whatever their iPaaS label; each storm says what makes it distinct."));
    for (qsizetype i = 0; i < report.storms.size(); ++i) {
        const ReportStorm& storm = report.storms[i];
        document.heading(2, tr("Storm %1: %n flow(s)", nullptr, int(storm.rows.size())).arg(i + 1),
                         QStringLiteral("storm-%1").arg(i + 1));
        document.figure(storm.study, stormCaption(report, storm));
    }
    document.pageBreak();
}

void ReportComposer::destinationStorms(const AuditReport& report, ReportDocument& document) {
    document.heading(1, tr("Destination storms"), QStringLiteral("destination-storms"));
    const auto drawn =
        std::count_if(report.destinationStorms.cbegin(), report.destinationStorms.cend(),
                      [](const ReportDestinationStorm& s) { return bool(s.study); });
    document.paragraph(
        tr("When a destination goes down, every flow into it retries at once. For each "
           "destination that more than one flow writes to: every such flow during one outage "
           "of the default length, each with its own rate, layers and schedules, added up; "
           "drawn for the %n with the most flows, a band per flow, the ones with the most "
           "extra attempts first.",
           nullptr, int(drawn)));
    ReportTable table;
    table.compact = true;
    table.header = {tr("Destination"), tr("Flows"), tr("Peak"), tr("Drained after the outage"),
                    tr("Most extra attempts from")};
    table.widths = {20, 8, 26, 16, 30};
    const QLocale locale;
    for (const ReportDestinationStorm& storm : report.destinationStorms)
        table.rows.append(
            {ReportText{storm.system, ReportMark::None, false, true},
             ReportText{locale.toString(storm.flows)},
             ReportText{tr("%1 (%2)").arg(StormExport::perSecond(storm.peak),
                                          StormExport::timesNormal(storm.peakTimesNormal))},
             ReportText{storm.drainTime
                            ? StormQuantity::durationInWords(std::round(*storm.drainTime))
                            : tr("not within the horizon")},
             ReportText{storm.largest, ReportMark::None, false, true}});
    document.table(std::move(table));
    for (qsizetype i = 0; i < report.destinationStorms.size(); ++i) {
        const ReportDestinationStorm& storm = report.destinationStorms[i];
        if (!storm.study)
            continue;
        document.heading(2, tr("Into %1").arg(storm.system),
                         QStringLiteral("destination-storm-%1").arg(i + 1));
        document.figure(storm.study, storm.summary);
    }
    document.pageBreak();
}

} // namespace FlowAudit
