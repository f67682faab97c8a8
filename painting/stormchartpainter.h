#pragma once

#include <QColor>
#include <QFont>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QString>

class QPainter;
class QPaintDevice;

namespace FlowAudit {

struct StormSeries;
struct StormStudy;

// The retry-storm chart (research note §5), painted with QPainter so the same code draws
// the panel, its PNG export and the report's PDF (as vectors): attempts per second at the
// destination as stacked bands (first tries, then each layer's retries, innermost first),
// the outage as a hatched band with its times, dashed lines for normal load and capacity,
// a right axis in "× normal", the plateau and recovery marked, and a legend for every
// colour. Columns keep each pixel's busiest bin, so no spike disappears.
class StormChartPainter {
public:
    struct Options {
        bool jitter = true;        // the series as set; false: every layer without jitter
        bool oneLayerOnly = false; // RT01's fix as a ghost outline
        QFont font;                // the type the chart is set in (larger for a projector)
        QColor ground = Qt::white; // what the chart is drawn on: annotations stand on it
    };
    // Every text drawn and where, so tests can check that no two overlap or read the same.
    struct Label {
        QRectF rect;
        QString text;
    };
    struct Layout {
        QRectF plot;         // the data area
        QRectF timeAxis;     // the time labels below the plot
        QList<Label> labels; // every text drawn
        QList<QLineF> lines; // normal load, capacity, the recovery marker
    };

    StormChartPainter(const StormStudy& study, Options options);

    // Where everything goes in `area` on `device` (its resolution sets the text metrics).
    Layout layout(const QRectF& area, const QPaintDevice* device) const;
    // Paints into `area`; returns the layout used.
    Layout paint(QPainter& painter, const QRectF& area) const;

    // The band colours: first tries, then the layers innermost first (Okabe–Ito, readable
    // by the colour-blind), repeating after seven layers.
    static QColor bandColour(int label);
    // "02:00" or "1:30" (h:mm past the first hour): times since the window began.
    static QString clockText(double seconds, bool hours);

private:
    struct Scale;
    Scale scaleFor(const QRectF& plot) const;
    QStringList legendTexts(const StormSeries& series) const;
    void placeAxes(Layout& out, const QRectF& area, const Scale& scale, double leftWidth,
                   double rightWidth, const QPaintDevice* device) const;
    void placeAnnotations(Layout& out, const Scale& scale, const StormSeries& series,
                          const QPaintDevice* device) const;
    void paintBands(QPainter& painter, const Layout& out, const Scale& scale, const StormSeries& s,
                    double line, const QColor& ink) const;
    void paintLabels(QPainter& painter, const Layout& out, const StormSeries& s, double line,
                     const QColor& ink) const;
    const StormStudy& m_study;
    Options m_options;
};

} // namespace FlowAudit
