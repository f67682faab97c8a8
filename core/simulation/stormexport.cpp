#include "core/simulation/stormexport.h"

#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormstudy.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <climits>
#include <cmath>

namespace FlowAudit::StormExport {

namespace {

// For the CSV: what a spreadsheet or a script reads back, in any language.
QString number(double value) {
    return QString::number(value, 'g', 10);
}

// For the text: in the language's numbers, as the rest of its sentences.
QString numberInWords(double value) {
    return QLocale().toString(value, 'g', 10);
}

// A header cell a spreadsheet would not run as a formula (OWASP: = + - @ first).
QString safeCell(QString cell) {
    if (!cell.isEmpty() && QStringLiteral("=+-@").contains(cell.front()))
        cell.prepend(QLatin1Char('\''));
    return cell;
}

// RFC 4180: a cell with a comma, a quote or a line end is quoted, its quotes doubled.
QString quotedCell(QString cell) {
    if (!cell.contains(QLatin1Char(',')) && !cell.contains(QLatin1Char('"')) &&
        !cell.contains(QLatin1Char('\n')) && !cell.contains(QLatin1Char('\r')))
        return cell;
    return QLatin1Char('"') + cell.replace(QLatin1Char('"'), QLatin1String("\"\"")) +
           QLatin1Char('"');
}

QString layersText(const StormScenario& sc) {
    QStringList parts;
    for (const StormLayer& l : sc.layers)
        parts.append(QStringLiteral("%1:%2").arg(l.name).arg(l.attempts));
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QLatin1Char(';'));
}

} // namespace

QString distinction(const StormScenario& sc) {
    QStringList layers;
    for (const StormLayer& l : sc.layers) {
        const int attempts = l.attempts > quint64(INT_MAX) ? INT_MAX : int(l.attempts);
        layers.append(
            QCoreApplication::translate("StormExport", "%1 %n attempt(s), %2", nullptr, attempts)
                .arg(l.name, l.schedule.describe()));
    }
    return QCoreApplication::translate("StormExport",
                                       "%1; %2 events/s, an outage of %3 at %4 in which %5% of "
                                       "attempts fail, capacity %6")
        .arg(layers.join(QStringLiteral("; ")), numberInWords(sc.rate),
             StormQuantity::durationInWords(sc.outageLength),
             StormQuantity::durationInWords(sc.outageStart), numberInWords(sc.failureShare * 100),
             sc.capacity ? QCoreApplication::translate("StormExport", "%1 attempts/s")
                               .arg(numberInWords(*sc.capacity))
                         : QCoreApplication::translate("StormExport", "not set"));
}

QString timesNormal(double times) {
    const double rounded = times >= 10 ? std::round(times) : std::round(times * 10) / 10;
    return QCoreApplication::translate("StormExport", "%1× normal")
        .arg(QLocale().toString(rounded, 'g', 6));
}

QString perSecond(double value) {
    return QCoreApplication::translate("StormExport", "%1 attempts/s")
        .arg(QLocale().toString(std::round(value), 'f', 0));
}

QString ofCapacity(double loadOverCapacity) {
    double percent = std::round(loadOverCapacity * 100);
    if (loadOverCapacity < 1)
        percent = std::min(percent, 99.0);
    return QLocale().toString(percent, 'f', 0) + QLatin1Char('%');
}

QString text(const StormStudy& s, const QString& flowId) {
    const StormScenario& sc = s.scenario;
    QStringList lines;
    lines << QCoreApplication::translate(
                 "StormExport", "%1: %2, %3 attempts per event at most (layers innermost first)")
                 .arg(flowId, layersText(sc))
                 .arg(s.product);
    for (std::size_t k = 0; k < sc.layers.size(); ++k) {
        const StormLayer& l = sc.layers[k];
        lines << QCoreApplication::translate(
                     "StormExport", "  layer %1: %2 attempts, %3 (%4); %5 retries per event")
                     .arg(l.name)
                     .arg(l.attempts)
                     .arg(l.schedule.describe(), l.schedule.origin,
                          numberInWords(s.attemptsPerEvent[k + 1]));
    }
    lines << QCoreApplication::translate("StormExport",
                                         "  scenario: %1 events/s; outage at %2 for %3, %4% of "
                                         "attempts fail; capacity %5; detection %6")
                 .arg(numberInWords(sc.rate), StormQuantity::durationInWords(sc.outageStart),
                      StormQuantity::durationInWords(sc.outageLength),
                      numberInWords(sc.failureShare * 100),
                      sc.capacity ? QCoreApplication::translate("StormExport", "%1 attempts/s")
                                        .arg(numberInWords(*sc.capacity))
                                  : QCoreApplication::translate("StormExport", "not set"),
                      StormQuantity::durationInWords(sc.detection));
    lines << QCoreApplication::translate("StormExport", "  resolution %1 over %2")
                 .arg(StormQuantity::durationInWords(s.series.binWidth),
                      StormQuantity::durationInWords(s.series.horizon()));
    lines << QStringLiteral("  ") + s.headline();
    lines << QCoreApplication::translate(
                 "StormExport",
                 "  peak: %1 = %2 at %3 (without jitter %4; retrying in one layer only %5)")
                 .arg(perSecond(s.peak), timesNormal(s.peakTimesNormal()),
                      StormQuantity::durationInWords(std::round(s.peakTime)),
                      timesNormal(s.peakWithoutJitterTimesNormal()),
                      timesNormal(s.peakOneLayerOnlyTimesNormal()));
    lines << (s.plateauReached
                  ? QCoreApplication::translate(
                        "StormExport",
                        "  plateau: rate × product reached %1 after the outage began")
                        .arg(StormQuantity::durationInWords(std::round(s.timeToPlateau)))
                  : QCoreApplication::translate(
                        "StormExport", "  plateau: not reached; the outage ends before the retries "
                                       "reach rate × product (95% of the peak after %1)")
                        .arg(StormQuantity::durationInWords(std::round(s.timeToPlateau))));
    lines << QCoreApplication::translate("StormExport", "  extra attempts: %1")
                 .arg(QLocale().toString(std::round(s.extraAttempts), 'f', 0));
    lines << QCoreApplication::translate("StormExport", "  events that used every attempt: %1")
                 .arg(QLocale().toString(std::round(s.deadLettered), 'f', 0));
    lines << (s.recoveryTime ? QCoreApplication::translate(
                                   "StormExport", "  recovery: %1 after the outage (within 10% of "
                                                  "normal, backlog cleared, for %2)")
                                   .arg(StormQuantity::durationInWords(std::round(*s.recoveryTime)),
                                        StormQuantity::durationInWords(s.holdSeconds))
              : s.stable
                  ? QCoreApplication::translate("StormExport", "  recovery: not within the horizon")
                  : QCoreApplication::translate(
                        "StormExport", "  recovery: none, rate × product is above capacity"));
    if (sc.capacity)
        lines << (s.stable ? QCoreApplication::translate(
                                 "StormExport", "  stable region: rate × product is %1 of "
                                                "capacity: no outage leaves a lasting storm")
                                 .arg(ofCapacity(s.loadOverCapacity))
                           : QCoreApplication::translate(
                                 "StormExport",
                                 "  stable region: rate × product is %1 of capacity: VULNERABLE, "
                                 "an outage can leave a storm that sustains itself")
                                 .arg(ofCapacity(s.loadOverCapacity)));
    else
        lines << QCoreApplication::translate("StormExport",
                                             "  stable region: no capacity set (--capacity C)");
    return lines.join(QLatin1Char('\n'));
}

QByteArray json(const StormStudy& s, const QString& flowId) {
    const StormScenario& sc = s.scenario;
    QJsonArray layers;
    for (std::size_t k = 0; k < sc.layers.size(); ++k) {
        const StormLayer& l = sc.layers[k];
        layers.append(
            QJsonObject{{QStringLiteral("name"), l.name},
                        {QStringLiteral("attempts"), double(l.attempts)},
                        {QStringLiteral("schedule"), scheduleKindKeyword(l.schedule.kind)},
                        {QStringLiteral("jitter"), jitterKeyword(l.schedule.jitter)},
                        {QStringLiteral("retries_per_event"), s.attemptsPerEvent[k + 1]}});
    }
    QJsonObject o{
        {QStringLiteral("flow_id"), flowId},
        {QStringLiteral("retry_layers"), layersText(sc)},
        {QStringLiteral("product"), double(s.product)},
        {QStringLiteral("layers"), layers},
        {QStringLiteral("rate"), sc.rate},
        {QStringLiteral("outage_start_s"), sc.outageStart},
        {QStringLiteral("outage_length_s"), sc.outageLength},
        {QStringLiteral("failure_share"), sc.failureShare},
        {QStringLiteral("capacity"), sc.capacity ? QJsonValue(*sc.capacity) : QJsonValue()},
        {QStringLiteral("bin_s"), s.series.binWidth},
        {QStringLiteral("horizon_s"), s.series.horizon()},
        {QStringLiteral("peak_per_s"), s.peak},
        {QStringLiteral("peak_times_normal"), s.peakTimesNormal()},
        {QStringLiteral("peak_without_jitter_times_normal"), s.peakWithoutJitterTimesNormal()},
        {QStringLiteral("peak_one_layer_only_times_normal"), s.peakOneLayerOnlyTimesNormal()},
        {QStringLiteral("plateau_reached"), s.plateauReached},
        {QStringLiteral("time_to_plateau_s"), s.timeToPlateau},
        {QStringLiteral("extra_attempts"), s.extraAttempts},
        {QStringLiteral("dead_lettered"), s.deadLettered},
        {QStringLiteral("recovery_s"), s.recoveryTime ? QJsonValue(*s.recoveryTime) : QJsonValue()},
        {QStringLiteral("stable"), s.stable},
        {QStringLiteral("load_over_capacity"),
         sc.capacity ? QJsonValue(s.loadOverCapacity) : QJsonValue()},
        {QStringLiteral("headline"), s.headline()}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QByteArray csv(const StormStudy& s) {
    const StormSeries& a = s.series;
    QStringList header{QStringLiteral("time_s"), QStringLiteral("first_tries")};
    for (const StormLayer& l : s.scenario.layers)
        header << safeCell(l.name + QStringLiteral("_retries"));
    header << QStringLiteral("attempts") << QStringLiteral("attempts_without_jitter")
           << QStringLiteral("attempts_one_layer_only") << QStringLiteral("delivered")
           << QStringLiteral("dead_lettered") << QStringLiteral("rejected")
           << QStringLiteral("waiting");
    QByteArray out = header.join(QLatin1Char(',')).toUtf8() + '\n';
    for (int i = 0; i < a.bins; ++i) {
        QStringList row{number(a.binStart(i))};
        for (int label = 0; label < a.labels; ++label)
            row << number(a.loadAt(i, label));
        row << number(a.attemptsAt(i)) << number(s.withoutJitter.attemptsAt(i))
            << number(s.oneLayerOnly.attemptsAt(i)) << number(a.delivered[std::size_t(i)])
            << number(a.deadLettered[std::size_t(i)]) << number(a.rejected[std::size_t(i)])
            << number(a.waiting[std::size_t(i)]);
        out += row.join(QLatin1Char(',')).toUtf8() + '\n';
    }
    return out;
}

namespace {

// The flows of a destination storm, most extra attempts first (the order of the input
// among equals).
QList<const DestinationStormFlow*> byExtra(const DestinationStorm& storm) {
    QList<const DestinationStormFlow*> flows;
    for (const DestinationStormFlow& flow : storm.flows)
        flows.append(&flow);
    std::stable_sort(flows.begin(), flows.end(),
                     [](const DestinationStormFlow* a, const DestinationStormFlow* b) {
                         return a->extraAttempts > b->extraAttempts;
                     });
    return flows;
}

} // namespace

QString text(const DestinationStorm& storm, const QString& destination) {
    QStringList lines;
    lines << QCoreApplication::translate("StormExport",
                                         "%1: %n flow(s) into it during an outage of %2 at %3",
                                         nullptr, int(storm.flows.size()))
                 .arg(destination, StormQuantity::durationInWords(storm.outageLength),
                      StormQuantity::durationInWords(storm.outageStart));
    lines << QCoreApplication::translate("StormExport",
                                         "  peak: %1 = %2 (normal %3 events/s) at %4")
                 .arg(perSecond(storm.peak), timesNormal(storm.peakTimesNormal()),
                      numberInWords(storm.normal),
                      StormQuantity::durationInWords(std::round(storm.peakTime)));
    lines << (storm.drainTime
                  ? QCoreApplication::translate("StormExport",
                                                "  drained %1 after the outage (within 10% of "
                                                "normal for %2)")
                        .arg(StormQuantity::durationInWords(std::round(*storm.drainTime)),
                             StormQuantity::durationInWords(storm.holdSeconds))
                  : QCoreApplication::translate("StormExport",
                                                "  not drained within the horizon (%1)")
                        .arg(StormQuantity::durationInWords(storm.bins * storm.binWidth)));
    lines << QCoreApplication::translate("StormExport", "  flows, most extra attempts first:");
    for (const DestinationStormFlow* flow : byExtra(storm)) {
        const bool largest = flow == &storm.flows[storm.largest];
        lines << QCoreApplication::translate(
                     "StormExport",
                     "    %1 (row %2): %3 events/s, layers %4; %5 at the peak, %6 extra attempts%7")
                     .arg(flow->flowId)
                     .arg(flow->row)
                     .arg(numberInWords(flow->scenario.rate), layersText(flow->scenario),
                          perSecond(flow->peak), numberInWords(std::round(flow->extraAttempts)),
                          largest ? QCoreApplication::translate("StormExport", " (the most)")
                                  : QString());
    }
    for (const DestinationStorm::LeftOut& out : storm.leftOut)
        lines << QCoreApplication::translate("StormExport", "    left out: %1 (row %2): %3")
                     .arg(out.flowId)
                     .arg(out.row)
                     .arg(out.why);
    return lines.join(QLatin1Char('\n'));
}

QString headline(const DestinationStorm& storm, const QString& destination) {
    const DestinationStormFlow& most = storm.flows[storm.largest];
    QString said =
        QCoreApplication::translate("StormExport",
                                    "%n flow(s) into %1 during an outage of %2 send %3 at the "
                                    "peak (%4); %5; the most extra attempts come from %6 (row "
                                    "%7).",
                                    nullptr, int(storm.flows.size()))
            .arg(destination, StormQuantity::durationInWords(storm.outageLength),
                 perSecond(storm.peak), timesNormal(storm.peakTimesNormal()),
                 storm.drainTime
                     ? QCoreApplication::translate("StormExport", "drained %1 after it")
                           .arg(StormQuantity::durationInWords(std::round(*storm.drainTime)))
                     : QCoreApplication::translate("StormExport", "not drained within the horizon"),
                 most.flowId)
            .arg(most.row);
    QStringList leftOut;
    for (const DestinationStorm::LeftOut& out : storm.leftOut)
        leftOut << QCoreApplication::translate("StormExport", "%1 (row %2): %3")
                       .arg(out.flowId)
                       .arg(out.row)
                       .arg(out.why);
    if (!leftOut.isEmpty())
        said += u' ' + QCoreApplication::translate("StormExport", "Left out: %1.")
                           .arg(leftOut.join(QLatin1String("; ")));
    return said;
}

QByteArray json(const DestinationStorm& storm, const QString& destination) {
    // To a thousandth: the model's sums carry float noise no reader wants (13.800000000000068).
    const auto rounded = [](double value) { return std::round(value * 1000) / 1000; };
    QJsonArray flows;
    for (const DestinationStormFlow* flow : byExtra(storm))
        flows.append(
            QJsonObject{{QStringLiteral("row"), flow->row},
                        {QStringLiteral("flow_id"), flow->flowId},
                        {QStringLiteral("rate"), flow->scenario.rate},
                        {QStringLiteral("layers"), layersText(flow->scenario)},
                        {QStringLiteral("attempts_per_second_at_peak"), rounded(flow->peak)},
                        {QStringLiteral("extra_attempts"), rounded(flow->extraAttempts)}});
    QJsonArray leftOut;
    for (const DestinationStorm::LeftOut& out : storm.leftOut)
        leftOut.append(QJsonObject{{QStringLiteral("row"), out.row},
                                   {QStringLiteral("flow_id"), out.flowId},
                                   {QStringLiteral("why"), out.why}});
    QJsonObject object{
        {QStringLiteral("destination"), destination},
        {QStringLiteral("outage_start_seconds"), storm.outageStart},
        {QStringLiteral("outage_length_seconds"), storm.outageLength},
        {QStringLiteral("normal_attempts_per_second"), storm.normal},
        {QStringLiteral("peak_attempts_per_second"), rounded(storm.peak)},
        {QStringLiteral("peak_times_normal"), rounded(storm.peakTimesNormal())},
        {QStringLiteral("peak_time_seconds"), rounded(storm.peakTime)},
        {QStringLiteral("drain_seconds"),
         storm.drainTime ? QJsonValue(rounded(*storm.drainTime)) : QJsonValue()},
        {QStringLiteral("largest_contributor"),
         storm.largest >= 0 ? QJsonValue(storm.flows[storm.largest].flowId) : QJsonValue()},
        {QStringLiteral("flows"), flows},
        {QStringLiteral("left_out"), leftOut}};
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

QByteArray csv(const DestinationStorm& storm) {
    QStringList header{QStringLiteral("time_s"), QStringLiteral("attempts_per_s")};
    for (const DestinationStormFlow& flow : storm.flows)
        header.append(quotedCell(safeCell(flow.flowId)));
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (int bin = 0; bin < storm.bins; ++bin) {
        QStringList row{number(bin * storm.binWidth), number(storm.attempts[std::size_t(bin)])};
        for (const DestinationStormFlow& flow : storm.flows)
            row.append(number(bin < flow.series->bins ? flow.series->attemptsAt(bin) : 0));
        out += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out.toUtf8();
}

} // namespace FlowAudit::StormExport
