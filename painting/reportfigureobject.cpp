#include "painting/reportfigureobject.h"

#include "core/simulation/stormstudy.h"
#include "painting/mappainter.h"
#include "painting/stormchartpainter.h"
#include "painting/vendorwindowspainter.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextDocument>

namespace FlowAudit {

ReportFigureObject* ReportFigureObject::registerWith(QTextDocument* document) {
    auto* handler = new ReportFigureObject(document);
    document->documentLayout()->registerHandler(Type, handler);
    return handler;
}

QTextCharFormat ReportFigureObject::add(const ReportBlock& figure,
                                        const QTextCharFormat& textFormat) {
    m_figures.push_back({figure.storm, figure.windows, figure.map});
    QTextCharFormat format = textFormat;
    format.setObjectType(Type);
    format.setProperty(FigureProperty, int(m_figures.size() - 1));
    return format;
}

namespace {

// The vendor windows chart as a page of a report: the body's type a little smaller, the
// report's colours, every row (the figure is scaled down when it is taller than a page).
VendorWindowsPainter windowsPainter(const ReportWindowsFigure& figure, const QFont& body,
                                    const QPaintDevice* device, int width) {
    VendorWindowsPainter painter;
    painter.setCards(figure.cards, figure.today, figure.staleAfterDays);
    painter.setFlowLines(figure.flowId, figure.ledgerRetention, figure.maxReplayWindow);
    QFont font = body;
    font.setPointSizeF(body.pointSizeF() * 0.8);
    painter.setFont(font);
    painter.setDevice(device);
    painter.setWidth(width);
    QPalette colours;
    colours.setColor(QPalette::Text, Qt::black);
    colours.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
    colours.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xB2));
    painter.setColours(colours);
    return painter;
}

// The windows chart at `width`, or scaled down until it fits `maxHeight`. Scaled, it is
// laid out wider (width / scale), which wraps fewer labels and makes it shorter: the scale
// is searched so the drawn height is what the page reserves, with no gap under it.
struct FittedWindows {
    VendorWindowsPainter painter;
    qreal scale = 1.0;
    qreal height() const { return painter.contentHeight() * scale; }
};

FittedWindows fittedWindows(const ReportWindowsFigure& figure, const QFont& body,
                            const QPaintDevice* device, qreal width, qreal maxHeight) {
    // One painter, laid out again at each width: the texts' widths are measured once.
    VendorWindowsPainter painter = windowsPainter(figure, body, device, int(width));
    const auto at = [&](qreal scale) {
        painter.setWidth(int(width / scale));
        return FittedWindows{painter, scale};
    };
    FittedWindows fitted = at(1.0);
    if (fitted.height() <= maxHeight)
        return fitted;
    qreal fits = 0.05;
    qreal tooLarge = 1.0;
    for (int step = 0; step < 12; ++step) {
        const qreal scale = (fits + tooLarge) / 2;
        (at(scale).height() <= maxHeight ? fits : tooLarge) = scale;
    }
    fitted = at(fits);
    // Taller than a page even at the smallest scale searched: smaller still, never more
    // than the page reserves (a figure over two pages would be drawn on neither).
    if (fitted.height() > maxHeight)
        fitted.scale *= maxHeight / fitted.height();
    return fitted;
}

qreal textWidth(QTextDocument* document) {
    return (document->pageSize().width() > 0 ? document->pageSize().width()
                                             : document->textWidth()) *
           0.98;
}

qreal pageHeight(QTextDocument* document) {
    return document->pageSize().height() > 0 ? document->pageSize().height() * 0.85 : 1e9;
}

} // namespace

qreal ReportFigureObject::fittedScale(int figure, const QFont& body, const QPaintDevice* device,
                                      qreal width, qreal maxHeight) {
    const FitKey key{figure, body.key(), device, width, maxHeight};
    const auto found = m_fittedScales.find(key);
    if (found != m_fittedScales.end())
        return found->second;
    const qreal scale =
        fittedWindows(*m_figures[std::size_t(figure)].windows, body, device, width, maxHeight)
            .scale;
    m_fittedScales.emplace(key, scale);
    return scale;
}

QSizeF ReportFigureObject::intrinsicSize(QTextDocument* document, int, const QTextFormat& format) {
    const int index = format.property(FigureProperty).toInt();
    const qreal width = textWidth(document);
    if (index >= 0 && std::size_t(index) < m_figures.size() &&
        m_figures[std::size_t(index)].windows) {
        const QFont body = format.toCharFormat().font();
        const QPaintDevice* device = document->documentLayout()->paintDevice();
        const qreal scale = fittedScale(index, body, device, width, pageHeight(document));
        return {width, FittedWindows{windowsPainter(*m_figures[std::size_t(index)].windows, body,
                                                    device, int(width / scale)),
                                     scale}
                           .height()};
    }
    if (index >= 0 && std::size_t(index) < m_figures.size() && m_figures[std::size_t(index)].map) {
        // The map at the text's width, as tall as its shape asks, within a page.
        const QRectF figure = MapStyle::figureBounds(m_figures[std::size_t(index)].map->layout);
        const qreal height = figure.width() > 0 ? width * figure.height() / figure.width() : 0;
        return {width, std::min(height, pageHeight(document))};
    }
    // The retry storm: the text's width, a little under half as tall.
    return {width, width * 0.48};
}

void ReportFigureObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument* document,
                                    int, const QTextFormat& format) {
    const int index = format.property(FigureProperty).toInt();
    if (index < 0 || std::size_t(index) >= m_figures.size())
        return;
    // A page draws what its clip touches: the page before the chart's may touch its edge
    // and would carry the chart's text, unseen, for tools that extract the text.
    if (painter->hasClipping() &&
        painter->clipBoundingRect().intersected(rect).height() < rect.height() / 2)
        return;
    const Figure& figure = m_figures[std::size_t(index)];
    painter->save();
    painter->setPen(Qt::black);
    if (figure.storm) {
        QFont font = format.toCharFormat().font();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        StormChartPainter(*figure.storm, {true, false, font}).paint(*painter, rect);
    } else if (figure.map) {
        MapPainter(figure.map->graph, figure.map->layout).paint(*painter, rect);
    } else if (figure.windows) {
        // The height the layout reserved (a rounding's worth over what fits is allowed).
        const QFont body = format.toCharFormat().font();
        const QPaintDevice* device = document->documentLayout()->paintDevice();
        const qreal scale = fittedScale(index, body, device, rect.width(), rect.height() + 1);
        painter->translate(rect.topLeft());
        painter->scale(scale, scale);
        windowsPainter(*figure.windows, body, device, int(rect.width() / scale)).paint(*painter);
    }
    painter->restore();
}

} // namespace FlowAudit
