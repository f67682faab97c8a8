#include "core/map/legiblemap.h"

#include "core/map/mapstyle.h"

#include <QLocale>
#include <QSet>

#include <algorithm>
#include <numeric>

namespace FlowAudit {

namespace {

// The `count` arrows that carry the most flows (all of them failing here), ties in the
// map's own order, with the systems they join.
MapGraph busiestArrows(const MapGraph& failing, qsizetype count) {
    QList<qsizetype> order(failing.arrows.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&failing](qsizetype a, qsizetype b) {
        return failing.arrows[a].flows.size() > failing.arrows[b].flows.size();
    });
    QSet<const MapArrow*> kept;
    for (qsizetype i = 0; i < count && i < order.size(); ++i)
        kept.insert(&failing.arrows[order[i]]);
    return failing.keeping([&kept](const MapArrow& arrow) { return kept.contains(&arrow); });
}

} // namespace

bool LegibleMap::readable(const MapLayout& layout, QSizeF area, double textSize) {
    const QRectF figure = MapStyle::figureBounds(layout);
    if (figure.width() <= 0 || figure.height() <= 0)
        return true;
    const double scale = std::min(area.width() / figure.width(), area.height() / figure.height());
    return scale * MapStyle::FontSize >= textSize;
}

std::optional<LegibleMap> LegibleMap::fit(const MapGraph& whole, QSizeF area, double textSize,
                                          QString* error, const MapLayout* laidOut) {
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
    if (readable(*layout, area, textSize)) {
        return LegibleMap{failing, std::move(*layout),
                          tr("Only the failing flows: %1 of %2 flows shown, %3 left out.")
                              .arg(locale.toString(failingCount), locale.toString(flows),
                                   locale.toString(flows - failingCount))};
    }
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
