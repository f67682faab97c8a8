#pragma once

#include "core/map/maplayout.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcard.h"

#include <QFont>
#include <QLineF>
#include <QList>
#include <QRectF>
#include <QSize>

#include <memory>
#include <optional>

class QPainter;
class QPaintDevice;

namespace FlowAudit {

class Flow;
class VendorCatalogue;
struct StormStudy;

// One slide of a workshop, what Presentation Mode shows full screen and `flowaudit-cli
// chart` writes at a given size: a title, then the vendor windows chart (one page of it),
// the retry-storm chart or the systems map filling the rest, in type large enough for a
// projector. The same slide at the same size gives the same picture on screen and in a
// file. The chart's painter decides where its texts go; the slide only gives it room.
struct WorkshopSlide {
    enum class Kind : quint8 { Windows, Storm, Map };
    // Presentation type: the base type this many times larger.
    static constexpr double Scale = 1.8;

    Kind kind = Kind::Windows;
    QString title;
    QString subtitle;        // under the title, wrapped to two lines at most (the storm's headline)
    QFont font = baseFont(); // the base type: baseFont() at the editor's zoom
    // DejaVu Sans 10 at `zoom` (1.0: View → Actual Size): the same base in the editor and
    // on the command line, so a slide is the same picture in both.
    static QFont baseFont(double zoom = 1.0);

    // Windows: the cards, how their age is told, the flow's ledger and replay lines.
    QList<VendorCard> cards;
    QDate today;
    int staleAfterDays = CardAge::EachCardsReview;
    QString flowId;
    std::optional<Duration> ledgerRetention;
    std::optional<Duration> maxReplayWindow;
    // Storm: the study of one flow, with jitter as set (or none) and RT01's fix as a ghost.
    std::shared_ptr<const StormStudy> storm;
    bool stormJitter = true;
    bool stormOneLayerOnly = false;
    // Map: the graph and where Graphviz put it.
    std::shared_ptr<const MapGraph> graph;
    std::shared_ptr<const MapLayout> layout;
    // A fitted map whose failing flows need more than one page at the slide's type: each
    // page's part of the graph, its layout and what it shows (under the title).
    struct MapPart {
        std::shared_ptr<const MapGraph> graph;
        std::shared_ptr<const MapLayout> layout;
        QString subtitle;
    };
    QList<MapPart> mapParts;
    // At most this many map pages: past them, the last says what is still left out.
    static constexpr int MaxMapPages = 4;

    // Where everything went, in the slide's pixels, for tests: nothing may be outside the
    // slide, no two texts may overlap, no line may cross a text.
    struct Text {
        QRectF rect;
        QString text;
    };
    struct Layout {
        QRectF title;
        QRectF plot; // the chart's data area (the map: the figure)
        QList<Text> texts;
        QList<QLineF> lines;
        int windows = 0; // a vendor windows slide: the windows on this page
    };

    // The slides a workshop shows, from an inventory's data. Windows: the cards the flow
    // names with its ledger and replay lines, or every card without a flow. Storm: the
    // flow's study, or nullopt with *error when it cannot be simulated.
    static WorkshopSlide windowsOf(const Flow* flow, const VendorCatalogue& catalogue, QDate today,
                                   int staleAfterDays);
    static std::optional<WorkshopSlide> stormOf(const Flow& flow, const VendorCatalogue& catalogue,
                                                QString* error);
    // The storm slide of a study already run (the Retry Storm panel's), its headline under
    // the title.
    static WorkshopSlide stormOf(const QString& flowId, std::shared_ptr<const StormStudy> study);
    // The storm of every flow into `system` during its outage (DestinationStorm::study: a
    // band a flow, the busiest first), its headline under the title.
    static WorkshopSlide destinationStormOf(const QString& system,
                                            std::shared_ptr<const StormStudy> study,
                                            const QString& headline);
    static WorkshopSlide mapOf(std::shared_ptr<const MapGraph> graph,
                               std::shared_ptr<const MapLayout> layout, const QString& name);
    // A map slide as it reads at `size` on `device`: its system names no smaller than the
    // slide's chart type, every failing flow shown (on up to MaxMapPages pages) with as many
    // others as fit, and what is left out said under the title (LegibleMap::pages); laid
    // out here when it has no layout yet. A vendor
    // windows slide as it is where every page shows its texts whole, else refused with the
    // smallest size that does. Any other slide as it is. Nullopt with *error when Graphviz
    // fails or the windows slide is refused.
    std::optional<WorkshopSlide> fittedTo(QSize size, const QPaintDevice* device,
                                          QString* error) const;
    bool showsWholeAt(QSize size, const QPaintDevice* device) const;
    QSize smallestWholeSize(QSize size, const QPaintDevice* device) const;

    int pageCount(QSize size, const QPaintDevice* device) const;
    // The slide as page `page` shows it: a map's part, else the slide itself.
    WorkshopSlide onPage(int page) const;
    Layout layoutOf(QSize size, int page, const QPaintDevice* device) const;
    void paint(QPainter& painter, QSize size, int page) const;

    // The type of the title and of the chart on a slide of `size` on `device`.
    static constexpr int LinesPerSlide = 30;
    QFont titleFont(QSize size, const QPaintDevice* device) const;
    QFont chartFont(QSize size, const QPaintDevice* device) const;
};

} // namespace FlowAudit
