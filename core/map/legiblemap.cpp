#include "core/map/legiblemap.h"

#include "core/map/mapstyle.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <functional>
#include <limits>

namespace FlowAudit {

namespace {

// The arrows `which` picks, the ones that carry the most flows first, ties in the map's order.
QList<qsizetype> busiestFirst(const MapGraph& graph,
                              const std::function<bool(const MapArrow&)>& which) {
    QList<qsizetype> order;
    for (qsizetype i = 0; i < graph.arrows.size(); ++i)
        if (which(graph.arrows[i]))
            order.append(i);
    std::stable_sort(order.begin(), order.end(), [&graph](qsizetype a, qsizetype b) {
        return graph.arrows[a].flows.size() > graph.arrows[b].flows.size();
    });
    return order;
}

// The arrows at `arrows` (into graph.arrows), with the systems and groups they touch.
MapGraph keepingArrows(const MapGraph& graph, QList<qsizetype> arrows) {
    QSet<const MapArrow*> kept;
    for (const qsizetype arrow : std::as_const(arrows))
        kept.insert(&graph.arrows[arrow]);
    return graph.keeping([&kept](const MapArrow& arrow) { return kept.contains(&arrow); });
}

bool failingArrow(const MapArrow& arrow) {
    return arrow.verdict() == MapVerdict::Fail;
}

// The `count` arrows that carry the most flows (all of them failing here).
MapGraph busiestArrows(const MapGraph& failing, qsizetype count) {
    return keepingArrows(failing, busiestFirst(failing, [](const MapArrow&) {
                                      return true;
                                  }).first(std::min(count, failing.arrows.size())));
}

} // namespace

double LegibleMap::scaleOf(const MapLayout& layout, QSizeF area) {
    const QRectF figure = MapStyle::figureBounds(layout);
    if (figure.width() <= 0 || figure.height() <= 0)
        return std::numeric_limits<double>::infinity();
    return std::min(area.width() / figure.width(), area.height() / figure.height());
}

bool LegibleMap::readable(const MapLayout& layout, QSizeF area, double textSize) {
    return scaleOf(layout, area) * MapStyle::FontSize >= textSize;
}

namespace {

// The failing arrows with the `count` busiest others.
MapGraph failingAndBusiest(const MapGraph& whole, qsizetype count) {
    QList<qsizetype> kept = busiestFirst(whole, [](const MapArrow& a) { return !failingArrow(a); });
    kept.resize(std::min(count, kept.size()));
    for (qsizetype i = 0; i < whole.arrows.size(); ++i)
        if (failingArrow(whole.arrows[i]))
            kept.append(i);
    return keepingArrows(whole, kept);
}

} // namespace

std::optional<LegibleMap> LegibleMap::withEveryFailingFlow(const MapGraph& whole, QSizeF area,
                                                           double textSize, QString* error,
                                                           const MapLayout* laidOut,
                                                           bool* graphvizFailed) {
    *graphvizFailed = true;
    std::optional<MapLayout> layout =
        laidOut ? std::optional(*laidOut) : MapLayout::of(whole, error);
    if (!layout)
        return std::nullopt;
    if (readable(*layout, area, textSize))
        return LegibleMap{whole, std::move(*layout), {}};

    const QLocale locale;
    const qsizetype flows = whole.flowCount();
    const MapGraph failing = whole.only(MapVerdict::Fail);
    const qsizetype failingCount = failing.flowCount();
    if (failingCount == 0) {
        // Nothing fails: the whole map, small, and said so.
        return LegibleMap{whole, std::move(*layout),
                          tr("Too many systems to read at this size, and no flow fails; "
                             "flowaudit-cli map --around SYSTEM shows one part of it.")};
    }
    layout = MapLayout::of(failing, error);
    if (!layout)
        return std::nullopt;
    *graphvizFailed = false;
    if (!readable(*layout, area, textSize))
        return std::nullopt;
    // Every failing flow reads: the room left takes the busiest others, as many as still
    // read (found by halving the range), before anything is left out.
    qsizetype others = 0;
    qsizetype tooMany = std::count_if(whole.arrows.cbegin(), whole.arrows.cend(),
                                      [](const MapArrow& a) { return !failingArrow(a); });
    std::optional<LegibleMap> best;
    while (tooMany - others > 1) {
        const qsizetype count = (others + tooMany) / 2;
        MapGraph part = failingAndBusiest(whole, count);
        std::optional<MapLayout> partLayout = MapLayout::of(part, error);
        if (!partLayout) {
            *graphvizFailed = true;
            return std::nullopt;
        }
        if (!readable(*partLayout, area, textSize)) {
            tooMany = count;
            continue;
        }
        others = count;
        best = LegibleMap{std::move(part), std::move(*partLayout), {}};
    }
    if (!best)
        return LegibleMap{failing, std::move(*layout),
                          tr("Only the failing flows: %1 of %2 flows shown, %3 left out.")
                              .arg(locale.toString(failingCount), locale.toString(flows),
                                   locale.toString(flows - failingCount))};
    const qsizetype shown = best->graph.flowCount();
    best->cut =
        tr("Every failing flow and the %n busiest other arrow(s): %1 of %2 flows shown, "
           "%3 left out (none of them failing).",
           nullptr, int(others))
            .arg(locale.toString(shown), locale.toString(flows), locale.toString(flows - shown));
    return best;
}

std::optional<QList<LegibleMap>> LegibleMap::pages(const MapGraph& whole, QSizeF area,
                                                   double textSize, int maxPages, QString* error,
                                                   const MapLayout* laidOut) {
    bool graphvizFailed = false;
    if (std::optional<LegibleMap> one =
            withEveryFailingFlow(whole, area, textSize, error, laidOut, &graphvizFailed))
        return QList<LegibleMap>{std::move(*one)};
    if (graphvizFailed)
        return std::nullopt;
    const MapGraph failing = whole.only(MapVerdict::Fail);
    // First fit, busiest first: each page takes every arrow left that still reads beside
    // the ones it has, until MaxMisses in a row do not (an estate's page is full long before
    // its arrows are all tried).
    constexpr int MaxMisses = 8;
    QList<LegibleMap> out;
    QList<qsizetype> left = busiestFirst(failing, [](const MapArrow&) { return true; });
    while (!left.isEmpty() && out.size() < maxPages) {
        QList<qsizetype> onPage;
        std::optional<LegibleMap> page;
        int misses = 0;
        for (qsizetype i = 0; i < left.size() && misses < MaxMisses; ++i) {
            QList<qsizetype> trying = onPage;
            trying.append(left[i]);
            MapGraph part = keepingArrows(failing, trying);
            std::optional<MapLayout> layout = MapLayout::of(part, error);
            if (!layout)
                return std::nullopt;
            const bool fits = readable(*layout, area, textSize);
            if (fits || onPage.isEmpty()) { // one arrow is shown however small
                onPage = trying;
                page = LegibleMap{std::move(part), std::move(*layout), {}};
                misses = 0;
            } else {
                ++misses;
            }
            if (!fits && onPage.size() == 1 && trying.size() == 1)
                break; // not even one reads: it has a page of its own, said so
        }
        for (const qsizetype arrow : std::as_const(onPage))
            left.removeOne(arrow);
        out.append(std::move(*page));
    }
    // More failing arrows than the pages hold: one page of the busiest pairs, as fit() shows.
    if (!left.isEmpty()) {
        std::optional<LegibleMap> busiest = busiestFailingPairs(whole, area, textSize, error);
        if (!busiest)
            return std::nullopt;
        return QList<LegibleMap>{std::move(*busiest)};
    }
    const QLocale locale;
    const qsizetype flows = whole.flowCount();
    const qsizetype failingCount = failing.flowCount();
    for (qsizetype p = 0; p < out.size(); ++p) {
        out[p].cut = tr("Failing flows, part %1 of %2: %3 of the %4 failing flows; the %5 "
                        "that pass are left out.")
                         .arg(p + 1)
                         .arg(out.size())
                         .arg(locale.toString(out[p].graph.flowCount()),
                              locale.toString(failingCount), locale.toString(flows - failingCount));
    }
    return out;
}

std::optional<LegibleMap> LegibleMap::fit(const MapGraph& whole, QSizeF area, double textSize,
                                          QString* error, const MapLayout* laidOut) {
    bool graphvizFailed = false;
    if (std::optional<LegibleMap> shown =
            withEveryFailingFlow(whole, area, textSize, error, laidOut, &graphvizFailed))
        return shown;
    if (graphvizFailed)
        return std::nullopt;
    return busiestFailingPairs(whole, area, textSize, error);
}

std::optional<LegibleMap> LegibleMap::busiestFailingPairs(const MapGraph& whole, QSizeF area,
                                                          double textSize, QString* error) {
    const QLocale locale;
    const qsizetype flows = whole.flowCount();
    const MapGraph failing = whole.only(MapVerdict::Fail);
    const qsizetype failingCount = failing.flowCount();
    // The most arrows, busiest first, whose names can be read: the largest readable count
    // between none and all of them, found by halving the range (one arrow is shown however
    // small).
    qsizetype readableCount = 0;
    qsizetype unreadableCount = failing.arrows.size();
    std::optional<LegibleMap> best;
    bool bestReads = false;
    while (!best || unreadableCount - readableCount > 1) {
        const qsizetype count = std::max<qsizetype>((readableCount + unreadableCount) / 2, 1);
        MapGraph part = busiestArrows(failing, count);
        std::optional<MapLayout> partLayout = MapLayout::of(part, error);
        if (!partLayout)
            return std::nullopt;
        const bool reads = readable(*partLayout, area, textSize);
        if (reads || !bestReads) { // a smaller unreadable part is nearer what reads
            bestReads = reads;
            const qsizetype shown = part.flowCount();
            best = LegibleMap{
                std::move(part), std::move(*partLayout),
                tr("Only the failing flows of the %n busiest system pair(s): %1 of %2 flows "
                   "shown, %3 left out (%4 of them failing).",
                   nullptr, int(count))
                    .arg(locale.toString(shown), locale.toString(flows),
                         locale.toString(flows - shown), locale.toString(failingCount - shown))};
        }
        if (reads)
            readableCount = count;
        else if (count == 1)
            break; // not even one reads: it is shown so, and said
        else
            unreadableCount = count;
    }
    return best;
}

} // namespace FlowAudit
