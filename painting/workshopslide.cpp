#include "painting/workshopslide.h"

#include "core/analysis/flownumber.h"
#include "core/map/legiblemap.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormsettings.h"
#include "core/simulation/stormstudy.h"
#include "core/vendors/vendorcatalogue.h"
#include "painting/mappainter.h"
#include "painting/stormchartpainter.h"
#include "painting/vendorwindowspainter.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPalette>

#include <cmath>

namespace FlowAudit {

namespace {

// Pixels per inch of the device a slide is drawn on (96 where it cannot say).
double dpiOf(const QPaintDevice* device) {
    return device && device->logicalDpiY() > 0 ? device->logicalDpiY() : 96.0;
}

double marginOf(const WorkshopSlide& slide, QSize size, const QPaintDevice* device) {
    return QFontMetricsF(slide.chartFont(size, device), const_cast<QPaintDevice*>(device))
        .averageCharWidth();
}

QRectF titleArea(const WorkshopSlide& slide, QSize size, const QPaintDevice* device) {
    const QFontMetricsF title(slide.titleFont(size, device), const_cast<QPaintDevice*>(device));
    const double margin = marginOf(slide, size, device);
    return QRectF(margin, margin, size.width() - margin * 2, title.height());
}

// The subtitle under the title, wrapped, two lines at most (none without a subtitle).
QRectF subtitleArea(const WorkshopSlide& slide, QSize size, const QPaintDevice* device) {
    const QRectF title = titleArea(slide, size, device);
    if (slide.subtitle.isEmpty())
        return QRectF(title.bottomLeft(), QSizeF(title.width(), 0));
    const QFontMetricsF fm(slide.chartFont(size, device), const_cast<QPaintDevice*>(device));
    const QRectF wrapped =
        fm.boundingRect(QRectF(0, 0, title.width(), 1e6), Qt::TextWordWrap, slide.subtitle);
    return QRectF(title.left(), title.bottom() + fm.height() * 0.2, title.width(),
                  std::min(wrapped.height(), fm.lineSpacing() * 2));
}

// The chart's room under the title and subtitle, with a margin of one average character.
QRectF chartArea(const WorkshopSlide& slide, QSize size, const QPaintDevice* device) {
    const double margin = marginOf(slide, size, device);
    const QFontMetricsF title(slide.titleFont(size, device), const_cast<QPaintDevice*>(device));
    const double top = subtitleArea(slide, size, device).bottom() + title.height() * 0.4;
    return QRectF(margin, top, size.width() - margin * 2, size.height() - margin - top);
}

VendorWindowsPainter windowsPainter(const WorkshopSlide& slide, QSize size, const QRectF& area,
                                    const QPaintDevice* device, int page) {
    VendorWindowsPainter painter;
    painter.setCards(slide.cards, slide.today, slide.staleAfterDays);
    painter.setFlowLines(slide.flowId, slide.ledgerRetention, slide.maxReplayWindow);
    painter.setFont(slide.chartFont(size, device));
    painter.setDevice(device);
    painter.setWidth(int(area.width()));
    QPalette colours;
    colours.setColor(QPalette::Text, Qt::black);
    colours.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    colours.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xB2));
    painter.setColours(colours);
    painter.setPageHeight(int(area.height()));
    painter.setPage(page);
    // A slide is also a file: its page number without the keys that turn it.
    painter.setPageKeysShown(false);
    return painter;
}

// The storm as the slide shows it: jitter and the outline as set, in the slide's type.
StormChartPainter stormPainter(const WorkshopSlide& slide, QSize size, const QPaintDevice* device) {
    return StormChartPainter(
        *slide.storm, {slide.stormJitter, slide.stormOneLayerOnly, slide.chartFont(size, device)});
}

} // namespace

WorkshopSlide WorkshopSlide::windowsOf(const Flow* flow, const VendorCatalogue& catalogue,
                                       QDate today, int staleAfterDays) {
    WorkshopSlide slide;
    slide.kind = Kind::Windows;
    slide.today = today;
    slide.staleAfterDays = staleAfterDays;
    if (flow) {
        for (const VendorCard* card : catalogue.forFlow(*flow).all())
            slide.cards.append(*card);
        slide.flowId = flow->text(Field::FlowId);
        slide.ledgerRetention = flowDays(*flow, Field::LedgerRetentionDays);
        slide.maxReplayWindow = flowDays(*flow, Field::MaxReplayWindowDays);
        slide.title =
            QCoreApplication::translate("WorkshopSlide", "Vendor windows · %1").arg(slide.flowId);
    } else {
        slide.cards = catalogue.cards();
        slide.title = QCoreApplication::translate("WorkshopSlide", "Vendor windows · every card");
    }
    return slide;
}

std::optional<WorkshopSlide>
WorkshopSlide::stormOf(const Flow& flow, const VendorCatalogue& catalogue, QString* error) {
    const StormSettings::ReadResult settings = StormSettings::read(flow);
    if (!settings.ok()) {
        *error = settings.problem->message;
        return std::nullopt;
    }
    const StormScenarioBuild build =
        StormScenarioBuilder::build(flow, settings.settings, &catalogue);
    if (!build.ok()) {
        *error = build.error;
        return std::nullopt;
    }
    std::optional<StormStudy> study = StormStudy::run(*build.scenario, error);
    if (!study)
        return std::nullopt;
    return stormOf(flow.text(Field::FlowId), std::make_shared<const StormStudy>(std::move(*study)));
}

WorkshopSlide WorkshopSlide::stormOf(const QString& flowId,
                                     std::shared_ptr<const StormStudy> study) {
    WorkshopSlide slide;
    slide.kind = Kind::Storm;
    slide.flowId = flowId;
    slide.title = QCoreApplication::translate("WorkshopSlide", "Retry storm · %1").arg(flowId);
    slide.subtitle = study ? study->headline() : QString();
    slide.storm = std::move(study);
    return slide;
}

WorkshopSlide WorkshopSlide::destinationStormOf(const QString& system,
                                                std::shared_ptr<const StormStudy> study,
                                                const QString& headline) {
    WorkshopSlide slide;
    slide.kind = Kind::Storm;
    slide.title = QCoreApplication::translate("WorkshopSlide", "Retry storm · every flow into %1")
                      .arg(system);
    slide.subtitle = headline;
    slide.storm = std::move(study);
    return slide;
}

WorkshopSlide WorkshopSlide::mapOf(std::shared_ptr<const MapGraph> graph,
                                   std::shared_ptr<const MapLayout> layout, const QString& name) {
    WorkshopSlide slide;
    slide.kind = Kind::Map;
    slide.title = QCoreApplication::translate("WorkshopSlide", "Systems map · %1").arg(name);
    slide.graph = std::move(graph);
    slide.layout = std::move(layout);
    return slide;
}

bool WorkshopSlide::showsWholeAt(QSize size, const QPaintDevice* device) const {
    if (kind != Kind::Windows)
        return true;
    return windowsPainter(*this, size, chartArea(*this, size, device), device, 0)
        .showsEveryTextWhole();
}

// The smallest room where the slide shows whole: wider at this height (the type follows
// the height, so a wider slide gives the texts more room), else larger in both directions.
QSize WorkshopSlide::smallestWholeSize(QSize size, const QPaintDevice* device) const {
    const auto smallest = [&](const auto& sized, double from, double to) -> std::optional<QSize> {
        if (!showsWholeAt(sized(to), device))
            return std::nullopt;
        for (int step = 0; step < 16 && to - from > 1e-3; ++step) {
            const double middle = (from + to) / 2;
            (showsWholeAt(sized(middle), device) ? to : from) = middle;
        }
        return sized(to);
    };
    const auto wider = [&](double f) {
        return QSize(int(std::ceil(size.width() * f)), size.height());
    };
    const auto larger = [&](double f) {
        return QSize(int(std::ceil(size.width() * f)), int(std::ceil(size.height() * f)));
    };
    if (const std::optional<QSize> w = smallest(wider, 1, 3))
        return *w;
    return smallest(larger, 1, 16).value_or(size * 16);
}

std::optional<WorkshopSlide> WorkshopSlide::fittedTo(QSize size, const QPaintDevice* device,
                                                     QString* error) const {
    if (kind == Kind::Windows && !showsWholeAt(size, device)) {
        const QSize needed = smallestWholeSize(size, device);
        *error = QCoreApplication::translate("WorkshopSlide",
                                             "at %1×%2 the vendor windows chart cannot show its "
                                             "labels and bars whole at slide type; it needs at "
                                             "least %3×%4")
                     .arg(size.width())
                     .arg(size.height())
                     .arg(needed.width())
                     .arg(needed.height());
        return std::nullopt;
    }
    if (kind != Kind::Map || !graph)
        return *this;
    WorkshopSlide probe = *this;
    // The room left under a two-line subtitle: a cut map says what it leaves out there.
    probe.subtitle = QStringLiteral("M\nM");
    const QRectF area = chartArea(probe, size, device);
    const double textSize = chartFont(size, device).pointSizeF() * dpiOf(device) / 72.0;
    std::optional<QList<LegibleMap>> legible =
        LegibleMap::pages(*graph, area.size(), textSize, MaxMapPages, error, layout.get());
    if (!legible)
        return std::nullopt;
    WorkshopSlide fitted = *this;
    fitted.mapParts.clear();
    if (legible->size() == 1 && legible->first().cut.isEmpty() && layout)
        return fitted; // the whole map reads: the same graph and layout, shared
    for (LegibleMap& part : *legible)
        fitted.mapParts.append({std::make_shared<const MapGraph>(std::move(part.graph)),
                                std::make_shared<const MapLayout>(std::move(part.layout)),
                                part.cut});
    // The first page's part stands for the slide where one is asked for without a page.
    fitted.graph = fitted.mapParts.first().graph;
    fitted.layout = fitted.mapParts.first().layout;
    fitted.subtitle = fitted.mapParts.first().subtitle;
    if (fitted.mapParts.size() == 1)
        fitted.mapParts.clear();
    return fitted;
}

QFont WorkshopSlide::baseFont(double zoom) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(10 * zoom);
    return font;
}

QFont WorkshopSlide::chartFont(QSize size, const QPaintDevice* device) const {
    QFont f = font;
    // Scale times the base type, but never so large that a slide holds fewer than
    // LinesPerSlide lines of it: a zoomed editor on a small projector still fits.
    const double largest = size.height() / double(LinesPerSlide) * 72.0 / dpiOf(device);
    f.setPointSizeF(std::min((font.pointSizeF() > 0 ? font.pointSizeF() : 10) * Scale, largest));
    return f;
}

QFont WorkshopSlide::titleFont(QSize size, const QPaintDevice* device) const {
    QFont f = chartFont(size, device);
    f.setPointSizeF(f.pointSizeF() * 1.2);
    f.setBold(true);
    return f;
}

WorkshopSlide WorkshopSlide::onPage(int page) const {
    if (kind != Kind::Map || page < 0 || page >= mapParts.size())
        return *this;
    WorkshopSlide shown = *this;
    shown.graph = mapParts[page].graph;
    shown.layout = mapParts[page].layout;
    shown.subtitle = mapParts[page].subtitle;
    shown.mapParts.clear();
    return shown;
}

int WorkshopSlide::pageCount(QSize size, const QPaintDevice* device) const {
    if (kind == Kind::Map)
        return std::max(1, int(mapParts.size()));
    if (kind != Kind::Windows)
        return 1;
    return windowsPainter(*this, size, chartArea(*this, size, device), device, 0).pageCount();
}

WorkshopSlide::Layout WorkshopSlide::layoutOf(QSize size, int page,
                                              const QPaintDevice* device) const {
    if (!mapParts.isEmpty())
        return onPage(page).layoutOf(size, 0, device);
    Layout out;
    const QRectF area = chartArea(*this, size, device);
    const QFontMetricsF fm(titleFont(size, device), const_cast<QPaintDevice*>(device));
    const QString shownTitle =
        fm.elidedText(title, Qt::ElideRight, titleArea(*this, size, device).width());
    out.title = QRectF(titleArea(*this, size, device).topLeft(),
                       QSizeF(fm.horizontalAdvance(shownTitle), fm.height()));
    out.texts.append({out.title, shownTitle});
    if (!subtitle.isEmpty())
        out.texts.append({subtitleArea(*this, size, device), subtitle});
    switch (kind) {
    case Kind::Windows: {
        const VendorWindowsPainter painter = windowsPainter(*this, size, area, device, page);
        const VendorWindowsPainter::Layout l = painter.layout();
        out.plot = QRectF(l.plot).translated(area.topLeft());
        for (const VendorWindowsPainter::TextBox& t : l.texts)
            out.texts.append({QRectF(t.rect).translated(area.topLeft()), t.text});
        for (const QLine& line : l.lines)
            out.lines.append(QLineF(line).translated(area.topLeft()));
        out.windows = int(std::count_if(l.rows.cbegin(), l.rows.cend(),
                                        [](const auto& row) { return !row.heading; }));
        break;
    }
    case Kind::Storm: {
        if (!storm)
            break;
        const StormChartPainter::Layout l = stormPainter(*this, size, device).layout(area, device);
        out.plot = l.plot;
        for (const StormChartPainter::Label& label : l.labels)
            out.texts.append({label.rect, label.text});
        out.lines = l.lines;
        break;
    }
    case Kind::Map: {
        if (!graph || !layout)
            break;
        const MapPainter painter(*graph, *layout);
        const QTransform fit = painter.fitting(area);
        out.plot = fit.mapRect(MapStyle::figureBounds(*layout));
        for (const MapPainter::Label& label : painter.labels())
            out.texts.append({fit.mapRect(label.rect), label.text});
        break;
    }
    }
    return out;
}

void WorkshopSlide::paint(QPainter& painter, QSize size, int page) const {
    if (!mapParts.isEmpty()) {
        onPage(page).paint(painter, size, 0);
        return;
    }
    const QPaintDevice* device = painter.device();
    painter.save();
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    painter.setPen(Qt::black);
    painter.setFont(titleFont(size, device));
    const QRectF titleRect = titleArea(*this, size, device);
    painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(titleFont(size, device), const_cast<QPaintDevice*>(device))
                         .elidedText(title, Qt::ElideRight, titleRect.width()));
    if (!subtitle.isEmpty()) {
        painter.setFont(chartFont(size, device));
        const QRectF sub = subtitleArea(*this, size, device);
        painter.save();
        painter.setClipRect(sub);
        painter.drawText(sub, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, subtitle);
        painter.restore();
    }
    const QRectF area = chartArea(*this, size, device);
    switch (kind) {
    case Kind::Windows: {
        const VendorWindowsPainter windows = windowsPainter(*this, size, area, device, page);
        painter.translate(area.topLeft());
        windows.paint(painter);
        break;
    }
    case Kind::Storm:
        if (storm)
            stormPainter(*this, size, device).paint(painter, area);
        break;
    case Kind::Map:
        if (graph && layout)
            MapPainter(*graph, *layout).paint(painter, area);
        break;
    }
    painter.restore();
}

} // namespace FlowAudit
