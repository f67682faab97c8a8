#include "painting/stormchartpainter.h"

#include "core/rules/verdictpalette.h"

#include "core/simulation/stormexport.h"
#include "core/simulation/stormquantity.h"
#include "core/simulation/stormstudy.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace FlowAudit {

namespace {

// 3M, 250k, 1,500: the left axis stays narrow at any rate.
QString compact(double value) {
    const QLocale locale;
    if (value >= 1e6)
        return locale.toString(value / 1e6, 'g', 3) + QStringLiteral("M");
    if (value >= 1e4)
        return locale.toString(value / 1e3, 'g', 3) + QStringLiteral("k");
    return locale.toString(value, 'g', 4);
}

// 1, 2, 5 × 10^k at or above `raw`.
double niceStep(double raw) {
    if (!(raw > 0))
        return 1;
    const double decade = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (m * decade >= raw)
            return m * decade;
    return 10 * decade;
}

struct Column {
    std::vector<double> stack; // cumulative attempts/s by label
    double ghost = 0;
};

void addLabel(StormChartPainter::Layout& out, const QRectF& rect, const QString& text) {
    out.labels.append({rect, text});
}

// A label clashes with another label or with a line of the plot (normal load, capacity,
// the recovery marker): no label is crossed by a line.
bool clashesIn(const StormChartPainter::Layout& out, const QRectF& r) {
    const QRectF padded = r.adjusted(-1, -1, 1, 1);
    return std::any_of(out.labels.begin(), out.labels.end(),
                       [&](const StormChartPainter::Label& l) { return l.rect.intersects(r); }) ||
           std::any_of(out.lines.begin(), out.lines.end(), [&](const QLineF& l) {
               return padded.intersects(
                   QRectF(l.p1(), l.p2()).normalized().adjusted(-0.5, -0.5, 0.5, 0.5));
           });
}

} // namespace

struct StormChartPainter::Scale {
    QRectF plot;
    double horizon = 1;
    double yMax = 1;
    double x(double seconds) const {
        return plot.left() + plot.width() * std::clamp(seconds / horizon, 0.0, 1.0);
    }
    double y(double perSecond) const {
        return plot.bottom() - plot.height() * std::clamp(perSecond / yMax, 0.0, 1.0);
    }
};

StormChartPainter::StormChartPainter(const StormStudy& study, Options options)
    : m_study(study)
    , m_options(std::move(options)) {}

QColor StormChartPainter::bandColour(int label) {
    static const QColor OkabeIto[] = {QColor(0x00, 0x72, 0xB2), QColor(0xE6, 0x9F, 0x00),
                                      QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                      QColor(0xD5, 0x5E, 0x00), QColor(0x56, 0xB4, 0xE9),
                                      QColor(0xF0, 0xE4, 0x42)};
    if (label == 0)
        return QColor(0x9E, 0x9E, 0x9E);
    return OkabeIto[(label - 1) % 7];
}

QString StormChartPainter::clockText(double seconds, bool hours) {
    const qint64 s = qint64(std::llround(seconds));
    if (hours)
        return QStringLiteral("%1:%2").arg(s / 3600).arg((s % 3600) / 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2")
        .arg(s / 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

StormChartPainter::Scale StormChartPainter::scaleFor(const QRectF& plot) const {
    const StormSeries& s = m_options.jitter ? m_study.series : m_study.withoutJitter;
    Scale scale;
    scale.plot = plot;
    scale.horizon = std::max(1e-9, s.horizon());
    double top = std::max({s.peak(), m_study.normal, m_study.scenario.capacity.value_or(0.0)});
    if (m_options.oneLayerOnly)
        top = std::max(top, m_study.oneLayerOnly.peak());
    scale.yMax = std::max(1e-9, top * 1.12);
    return scale;
}

// The legend's words: every colour and line the chart uses.
QStringList StormChartPainter::legendTexts(const StormSeries& series) const {
    const StormScenario& sc = m_study.scenario;
    QStringList legend = m_study.bandNames;
    if (legend.isEmpty()) {
        legend << QCoreApplication::translate("StormChart", "first tries");
        for (const StormLayer& l : sc.layers)
            legend << QCoreApplication::translate("StormChart", "%1 retries").arg(l.name);
    }
    legend << QCoreApplication::translate("StormChart", "destination down")
           << QCoreApplication::translate("StormChart", "normal load");
    if (sc.capacity)
        legend << QCoreApplication::translate("StormChart", "capacity");
    if (m_options.oneLayerOnly && sc.outermostRetryingLayer() >= 0)
        legend << QCoreApplication::translate("StormChart", "retry in %1 only")
                      .arg(sc.layers[std::size_t(sc.outermostRetryingLayer())].name);
    legend << QCoreApplication::translate("StormChart", "resolution %1")
                  .arg(StormQuantity::durationInWords(series.binWidth));
    return legend;
}

// The axes' titles and tick labels: the left in attempts/s, the right in × normal, time
// below; a tick label only where it clashes with nothing placed before.
void StormChartPainter::placeAxes(Layout& out, const QRectF& area, const Scale& scale,
                                  double leftWidth, double rightWidth,
                                  const QPaintDevice* device) const {
    const QFontMetricsF fm(m_options.font, const_cast<QPaintDevice*>(device));
    const double line = fm.height();
    const double pad = line * 0.4;
    addLabel(out, QRectF(area.left(), area.top(), leftWidth + out.plot.width() / 3, line),
             QCoreApplication::translate("StormChart", "attempts/s"));
    addLabel(out,
             QRectF(out.plot.right() - line * 6 + rightWidth + pad, area.top(), line * 6, line),
             QCoreApplication::translate("StormChart", "× normal"));

    const int maxTicks = std::max(2, int(out.plot.height() / (line * 1.8)));
    const double yStep = niceStep(scale.yMax / maxTicks);
    for (double v = 0; v <= scale.yMax; v += yStep)
        addLabel(out, QRectF(area.left(), scale.y(v) - line / 2, leftWidth, line), compact(v));
    if (m_study.normal > 0) {
        const double timesMax = scale.yMax / m_study.normal;
        const double tStep = std::max(1.0, niceStep(timesMax / maxTicks));
        for (double k = tStep >= 2 ? 0 : 1; k <= timesMax; k += tStep) {
            if (k == 0)
                continue;
            const QRectF r(out.plot.right() + pad, scale.y(k * m_study.normal) - line / 2,
                           rightWidth, line);
            if (!clashesIn(out, r))
                addLabel(out, r, QLocale().toString(k, 'g', 6) + QStringLiteral("×"));
        }
    }
    const bool hours = scale.horizon >= 3600;
    const double widest =
        fm.horizontalAdvance(hours ? QStringLiteral("88:88") : QStringLiteral("888:88")) * 1.6;
    double tStep = 1;
    for (double c : {1.0, 2.0, 5.0, 10.0, 15.0, 30.0, 60.0, 120.0, 300.0, 600.0, 900.0, 1800.0,
                     3600.0, 7200.0, 10800.0, 21600.0, 43200.0}) {
        tStep = c;
        if (out.plot.width() * c / scale.horizon >= widest)
            break;
    }
    for (double t = 0; t <= scale.horizon + 1e-9; t += tStep) {
        const QString text = clockText(t, hours);
        const double w = fm.horizontalAdvance(text);
        QRectF r(scale.x(t) - w / 2, out.timeAxis.top(), w, line);
        r.moveLeft(std::clamp(r.left(), area.left(), area.right() - w));
        if (!clashesIn(out, r))
            addLabel(out, r, text);
    }
    const QString axisTitle =
        hours ? QCoreApplication::translate("StormChart", "time since the window began (h:mm)")
              : QCoreApplication::translate("StormChart", "time since the window began (mm:ss)");
    const double titleWidth = fm.horizontalAdvance(axisTitle);
    addLabel(out,
             QRectF(out.plot.center().x() - titleWidth / 2, out.timeAxis.top() + line * 1.1,
                    titleWidth, line),
             axisTitle);
}

// The plot's lines, then the annotations inside the plot that must keep clear of them.
void StormChartPainter::placeAnnotations(Layout& out, const Scale& scale, const StormSeries& series,
                                         const QPaintDevice* device) const {
    const QFontMetricsF fm(m_options.font, const_cast<QPaintDevice*>(device));
    const double line = fm.height();
    const double pad = line * 0.4;
    const StormScenario& sc = m_study.scenario;
    const bool hours = scale.horizon >= 3600;
    const auto place = [&](QRectF r, const QString& text) {
        for (int attempt = 0; attempt < 4 && clashesIn(out, r); ++attempt)
            r.translate(0, line * 1.1);
        if (!clashesIn(out, r) && out.plot.contains(r))
            addLabel(out, r, text);
    };
    // The plot's lines, before the annotations that must keep clear of them.
    out.lines.append(QLineF(out.plot.left(), scale.y(m_study.normal), out.plot.right(),
                            scale.y(m_study.normal)));
    if (sc.capacity)
        out.lines.append(QLineF(out.plot.left(), scale.y(*sc.capacity), out.plot.right(),
                                scale.y(*sc.capacity)));
    if (m_study.recoveryTime) {
        const double x = scale.x(sc.outageEnd() + *m_study.recoveryTime);
        out.lines.append(QLineF(x, out.plot.top(), x, out.plot.bottom()));
    }
    const double downFrom = scale.x(sc.outageStart);
    const QString down =
        QCoreApplication::translate("StormChart", "destination down %1–%2")
            .arg(clockText(sc.outageStart, hours), clockText(sc.outageEnd(), hours));
    const double downWidth = fm.horizontalAdvance(down);
    place(QRectF(std::min(downFrom + pad, out.plot.right() - downWidth - pad), out.plot.top() + pad,
                 downWidth, line),
          down);

    QStringList factors;
    for (const StormLayer& l : sc.layers)
        factors << QString::number(l.attempts);
    const QString plateau =
        factors.size() > 1
            ? QCoreApplication::translate("StormChart", "%1 = %2")
                  .arg(StormExport::timesNormal(series.peak() / std::max(1e-300, m_study.normal)),
                       factors.join(QStringLiteral(" × ")))
            : StormExport::timesNormal(series.peak() / std::max(1e-300, m_study.normal));
    const double plateauWidth = fm.horizontalAdvance(plateau);
    const double peakX = scale.x(series.binStart(series.peakBin()));
    place(QRectF(std::clamp(peakX - plateauWidth / 2, out.plot.left() + pad,
                            out.plot.right() - plateauWidth - pad),
                 scale.y(series.peak()) + pad, plateauWidth, line),
          plateau);

    if (m_study.recoveryTime) {
        const QString text =
            QCoreApplication::translate("StormChart", "recovered +%1")
                .arg(StormQuantity::durationInWords(std::round(*m_study.recoveryTime)));
        const double w = fm.horizontalAdvance(text);
        const double x = scale.x(sc.outageEnd() + *m_study.recoveryTime);
        // Right of its marker where it fits, else left of it: never across it.
        const double from = x + pad + w <= out.plot.right() - pad ? x + pad : x - pad - w;
        place(QRectF(from, out.plot.top() + line * 2.4, w, line), text);
    } else {
        const QString text =
            m_study.stable
                ? QCoreApplication::translate("StormChart", "still overloaded at the horizon")
                : QCoreApplication::translate("StormChart", "no recovery: above capacity");
        const double w = fm.horizontalAdvance(text);
        place(QRectF(out.plot.right() - w - pad, out.plot.top() + line * 2.4, w, line), text);
    }
    const QString normal =
        QCoreApplication::translate("StormChart", "normal %1/s").arg(compact(m_study.normal));
    place(QRectF(out.plot.left() + pad, scale.y(m_study.normal) - line - pad / 2,
                 fm.horizontalAdvance(normal), line),
          normal);
    if (sc.capacity) {
        const QString cap =
            QCoreApplication::translate("StormChart", "capacity %1/s").arg(compact(*sc.capacity));
        const double w = fm.horizontalAdvance(cap);
        place(QRectF(out.plot.right() - w - pad, scale.y(*sc.capacity) - line - pad / 2, w, line),
              cap);
    }
}

StormChartPainter::Layout StormChartPainter::layout(const QRectF& area,
                                                    const QPaintDevice* device) const {
    Layout out;
    const QFontMetricsF fm(m_options.font, const_cast<QPaintDevice*>(device));
    const double line = fm.height();
    const double pad = line * 0.4;
    const StormSeries& series = m_options.jitter ? m_study.series : m_study.withoutJitter;

    // The legend: every colour and line the chart uses, wrapped into rows below the axis.
    const QStringList legend = legendTexts(series);
    const double swatch = line * 1.4;
    QList<QRectF> legendRects;
    {
        double x = area.left(), row = 0;
        for (const QString& text : legend) {
            const double w = swatch + pad + fm.horizontalAdvance(text) + line;
            if (x + w > area.right() && x > area.left()) {
                x = area.left();
                ++row;
            }
            legendRects.append(QRectF(x, row, w, line));
            x += w;
        }
        const double rows = legendRects.isEmpty() ? 0 : legendRects.last().y() + 1;
        for (QRectF& r : legendRects)
            r.moveTop(area.bottom() - (rows - r.y()) * line * 1.2);
    }
    const double legendTop = legendRects.isEmpty() ? area.bottom() : legendRects.first().top();

    // Axes: the left in attempts/s, the right in × normal, time below.
    const double leftWidth = fm.horizontalAdvance(QStringLiteral("888.8M")) + pad;
    const double rightWidth = fm.horizontalAdvance(QStringLiteral("8888×")) + pad;
    const double bottom = legendTop - line * 2.4 - pad;
    const double topMargin = line * 1.4;
    out.plot = QRectF(QPointF(area.left() + leftWidth + pad, area.top() + topMargin),
                      QPointF(area.right() - rightWidth - pad, bottom));
    if (out.plot.width() < line * 4 || out.plot.height() < line * 4)
        return out; // no room to draw; callers give the chart a sensible size
    out.timeAxis = QRectF(out.plot.left(), out.plot.bottom() + pad, out.plot.width(), line * 2.2);
    const Scale scale = scaleFor(out.plot);

    placeAxes(out, area, scale, leftWidth, rightWidth, device);
    placeAnnotations(out, scale, series, device);
    for (int i = 0; i < legendRects.size(); ++i)
        addLabel(out,
                 QRectF(legendRects[i].left() + swatch + pad, legendRects[i].top(),
                        fm.horizontalAdvance(legend[i]), line),
                 legend[i]);
    return out;
}

// The load as stacked bands, one column a pixel: each keeps its busiest bin, so a spike
// narrower than a column still shows; and the outline of retrying in one layer only.
void StormChartPainter::paintBands(QPainter& painter, const Layout& out, const Scale& scale,
                                   const StormSeries& s, double line, const QColor& ink) const {
    const int columns = std::max(1, std::min(s.bins, int(out.plot.width())));
    std::vector<Column> cols(static_cast<std::size_t>(columns));
    for (int c = 0; c < columns; ++c) {
        const int from = int(std::floor(double(c) * s.bins / columns));
        const int to = std::max(from + 1, int(std::floor(double(c + 1) * s.bins / columns)));
        int best = from;
        double ghost = 0;
        for (int i = from; i < to && i < s.bins; ++i) {
            if (s.attemptsAt(i) > s.attemptsAt(best))
                best = i;
            if (m_options.oneLayerOnly)
                ghost = std::max(ghost, m_study.oneLayerOnly.attemptsAt(i));
        }
        Column& col = cols[std::size_t(c)];
        col.stack.resize(std::size_t(s.labels));
        double sum = 0;
        for (int l = 0; l < s.labels; ++l)
            col.stack[std::size_t(l)] = sum += s.loadAt(best, l);
        col.ghost = ghost;
    }
    const auto colX = [&](int c) { return out.plot.left() + out.plot.width() * c / columns; };
    for (int l = s.labels - 1; l >= 0; --l) {
        QPainterPath band;
        band.moveTo(colX(0), scale.y(0));
        for (int c = 0; c < columns; ++c) {
            band.lineTo(colX(c), scale.y(cols[std::size_t(c)].stack[std::size_t(l)]));
            band.lineTo(colX(c + 1), scale.y(cols[std::size_t(c)].stack[std::size_t(l)]));
        }
        band.lineTo(colX(columns), scale.y(0));
        band.closeSubpath();
        painter.fillPath(band, bandColour(l));
    }
    if (m_options.oneLayerOnly) {
        QPainterPath ghost;
        ghost.moveTo(colX(0), scale.y(cols[0].ghost));
        for (int c = 0; c < columns; ++c) {
            ghost.lineTo(colX(c), scale.y(cols[std::size_t(c)].ghost));
            ghost.lineTo(colX(c + 1), scale.y(cols[std::size_t(c)].ghost));
        }
        painter.setPen(QPen(ink, std::max(2.0, line / 6), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(ghost);
    }
}

// Every text the layout placed; legend swatches beside theirs.
void StormChartPainter::paintLabels(QPainter& painter, const Layout& out, const StormSeries& s,
                                    double line, const QColor& ink) const {
    const StormScenario& sc = m_study.scenario;
    const int legendStart = int(out.labels.size()) -
                            (s.labels + 3 + (sc.capacity ? 1 : 0) +
                             (m_options.oneLayerOnly && sc.outermostRetryingLayer() >= 0 ? 1 : 0));
    for (int i = 0; i < out.labels.size(); ++i) {
        const Label& label = out.labels[i];
        // An annotation inside the plot stands on the chart's own ground, so the bands
        // under it never hide its letters (they still show through faintly: nothing is
        // covered).
        if (out.plot.contains(label.rect.center())) {
            QColor ground = m_options.ground;
            ground.setAlpha(200);
            painter.fillRect(label.rect.adjusted(-line * 0.2, 0, line * 0.2, 0), ground);
        }
        painter.setPen(ink);
        const bool axisLeft = label.rect.right() <= out.plot.left() + 1 && i >= 2;
        painter.drawText(label.rect,
                         (axisLeft ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter |
                             Qt::TextDontClip,
                         label.text);
        const int legendIndex = i - legendStart;
        if (legendIndex < 0)
            continue;
        const double sw = line * 1.4;
        const QRectF box(label.rect.left() - sw - line * 0.4, label.rect.top() + line * 0.2, sw,
                         line * 0.6);
        if (legendIndex < s.labels) {
            painter.fillRect(box, bandColour(legendIndex));
        } else {
            const int extra =
                legendIndex - s.labels; // down, normal, [capacity], [one layer], resolution
            const bool hasCap = sc.capacity.has_value();
            if (extra == 0) {
                painter.fillRect(box, QColor(0xD5, 0x5E, 0x00, 28));
                painter.fillRect(box, QBrush(QColor(0xD5, 0x5E, 0x00, 110), Qt::BDiagPattern));
            } else if (extra == 1 || (hasCap && extra == 2)) {
                painter.setPen(extra == 1 ? QPen(ink, std::max(1.0, line / 10), Qt::DashLine)
                                          : QPen(QColor(VerdictPalette::Fail),
                                                 std::max(1.5, line / 8), Qt::DashLine));
                painter.drawLine(QPointF(box.left(), box.center().y()),
                                 QPointF(box.right(), box.center().y()));
            } else if (m_options.oneLayerOnly && extra == (hasCap ? 3 : 2)) {
                painter.setPen(QPen(ink, std::max(2.0, line / 6), Qt::DashLine));
                painter.drawLine(QPointF(box.left(), box.center().y()),
                                 QPointF(box.right(), box.center().y()));
            }
        }
    }
}

StormChartPainter::Layout StormChartPainter::paint(QPainter& painter, const QRectF& area) const {
    const Layout out = layout(area, painter.device());
    if (out.plot.isEmpty())
        return out;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(m_options.font);
    const QFontMetricsF fm(m_options.font, painter.device());
    const double line = fm.height();
    const QColor ink = painter.pen().color();
    const Scale scale = scaleFor(out.plot);
    const StormScenario& sc = m_study.scenario;
    const StormSeries& s = m_options.jitter ? m_study.series : m_study.withoutJitter;

    // The outage, hatched, behind the data.
    const QRectF down(QPointF(scale.x(sc.outageStart), out.plot.top()),
                      QPointF(scale.x(sc.outageEnd()), out.plot.bottom()));
    painter.fillRect(down, QColor(0xD5, 0x5E, 0x00, 28));
    painter.fillRect(down, QBrush(QColor(0xD5, 0x5E, 0x00, 110), Qt::BDiagPattern));

    paintBands(painter, out, scale, s, line, ink);

    // Lines: normal load and capacity, dashed; the recovery marker, dotted.
    painter.setPen(QPen(ink, std::max(1.0, line / 10), Qt::DashLine));
    painter.drawLine(QPointF(out.plot.left(), scale.y(m_study.normal)),
                     QPointF(out.plot.right(), scale.y(m_study.normal)));
    if (sc.capacity) {
        painter.setPen(QPen(QColor(VerdictPalette::Fail), std::max(1.5, line / 8), Qt::DashLine));
        painter.drawLine(QPointF(out.plot.left(), scale.y(*sc.capacity)),
                         QPointF(out.plot.right(), scale.y(*sc.capacity)));
    }
    if (m_study.recoveryTime) {
        painter.setPen(QPen(ink, std::max(1.0, line / 10), Qt::DotLine));
        const double x = scale.x(sc.outageEnd() + *m_study.recoveryTime);
        painter.drawLine(QPointF(x, out.plot.top()), QPointF(x, out.plot.bottom()));
    }

    // Axes and their ticks.
    painter.setPen(QPen(ink, 1));
    painter.drawLine(out.plot.bottomLeft(), out.plot.bottomRight());
    painter.drawLine(out.plot.bottomLeft(), out.plot.topLeft());
    painter.drawLine(out.plot.bottomRight(), out.plot.topRight());

    paintLabels(painter, out, s, line, ink);
    painter.restore();
    return out;
}

} // namespace FlowAudit
