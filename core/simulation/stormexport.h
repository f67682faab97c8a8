#pragma once

#include <QByteArray>
#include <QString>

namespace FlowAudit {

struct DestinationStorm;
struct StormScenario;
struct StormStudy;

// A retry-storm study written out for people and for other tools: the command line's
// `simulate` formats, and what tests compare.
namespace StormExport {

// What a study's series depends on, in one sentence for people: each layer with its
// attempts and schedule (innermost first), then the rate, the outage and the capacity.
// Studies whose scenarios share a seriesKey() say the same.
QString distinction(const StormScenario& scenario);
// The layers, the scenario and the headline numbers, one per line.
QString text(const StormStudy& study, const QString& flowId);
// The same numbers as one JSON object (no series: they go to CSV).
QByteArray json(const StormStudy& study, const QString& flowId);
// The series, one row per bin: time, attempts per second by label, the comparison runs,
// delivered, dead-lettered, rejected and waiting. Comma-separated, `.` decimals.
QByteArray csv(const StormStudy& study);

// A destination storm (every flow into one system during its outage): the peak, the time
// to drain and each flow's share, most extra attempts first, in text and JSON; its series,
// the total then one column per flow, in CSV.
QString text(const DestinationStorm& storm, const QString& destination);
// The same in a sentence or two, for a caption: the flows, the peak, the drain, the flow
// that sends the most, and the flows left out.
QString headline(const DestinationStorm& storm, const QString& destination);
QByteArray json(const DestinationStorm& storm, const QString& destination);
QByteArray csv(const DestinationStorm& storm);

// "15× normal", "1,500 attempts/s": the wording the panel and the report share.
QString timesNormal(double times);
QString perSecond(double value);
// "85%": rate × product as a share of capacity, in whole percent; a load under capacity
// never reads as 100% (that would contradict "stable").
QString ofCapacity(double loadOverCapacity);

} // namespace StormExport

} // namespace FlowAudit
