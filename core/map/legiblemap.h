#pragma once

#include "core/map/maplayout.h"

#include <QCoreApplication>
#include <QSizeF>

#include <optional>

namespace FlowAudit {

// The systems map cut to what can be read in a given room (a slide, a report's page):
// the whole graph when, scaled to fit, its names are at least `textSize`; else its failing
// flows with as many of the busiest others as can be read; else the pairs of systems with the most
// failing flows, as many as can be read. What is left out is said, never a map too small to read.
// `area` and `textSize` are in one unit (a slide's pixels, a page's points). Each try is one
// Graphviz layout.
struct LegibleMap {
    Q_DECLARE_TR_FUNCTIONS(LegibleMap)

public:
    MapGraph graph;
    MapLayout layout;
    // Empty when the whole graph is shown; else a sentence of what is shown and how much
    // is left out, for under the map's title.
    QString cut;

    // Nullopt with *error when Graphviz fails. `laidOut`: the whole graph's layout where
    // there is one already (the editor's map), so a graph that reads is not laid out again.
    static std::optional<LegibleMap> fit(const MapGraph& whole, QSizeF area, double textSize,
                                         QString* error, const MapLayout* laidOut = nullptr);
    // The same on up to `maxPages` pages (a workshop's slides): a graph that fit() shows
    // without cutting a failing flow is one page; else the failing flows, the busiest
    // arrows first, as many on each page as read, each page saying which part it is; where
    // they need more pages, the one page fit() shows.
    static std::optional<QList<LegibleMap>> pages(const MapGraph& whole, QSizeF area,
                                                  double textSize, int maxPages, QString* error,
                                                  const MapLayout* laidOut = nullptr);
    // Whether the figure (legend included), scaled to fit `area`, shows its type at least
    // at `textSize`; the scale that fits it.
    static bool readable(const MapLayout& layout, QSizeF area, double textSize);
    static double scaleOf(const MapLayout& layout, QSizeF area);

private:
    // The whole graph, or every failing flow with as many of the busiest others as read:
    // nullopt (with *graphvizFailed false) when even the failing flows alone do not read.
    static std::optional<LegibleMap> withEveryFailingFlow(const MapGraph& whole, QSizeF area,
                                                          double textSize, QString* error,
                                                          const MapLayout* laidOut,
                                                          bool* graphvizFailed);
    // The failing flows of the busiest system pairs, as many pairs as read (one at least).
    static std::optional<LegibleMap> busiestFailingPairs(const MapGraph& whole, QSizeF area,
                                                         double textSize, QString* error);
};

} // namespace FlowAudit
