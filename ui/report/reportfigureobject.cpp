#include "ui/report/reportfigureobject.h"

#include "core/simulation/stormstudy.h"
#include "ui/charts/stormchartpainter.h"

#include <QAbstractTextDocumentLayout>
#include <QPainter>
#include <QTextDocument>

namespace FlowAudit {

ReportFigureObject* ReportFigureObject::registerWith(QTextDocument* document)
{
    auto* handler = new ReportFigureObject(document);
    document->documentLayout()->registerHandler(Type, handler);
    return handler;
}

QTextCharFormat ReportFigureObject::add(const ReportBlock& figure, const QTextCharFormat& textFormat)
{
    m_figures.push_back(figure.storm);
    QTextCharFormat format = textFormat;
    format.setObjectType(Type);
    format.setProperty(FigureProperty, int(m_figures.size() - 1));
    return format;
}

QSizeF ReportFigureObject::intrinsicSize(QTextDocument* document, int, const QTextFormat&)
{
    // The text's width, a little under half as tall: the chart reads across the page.
    const qreal width = (document->pageSize().width() > 0 ? document->pageSize().width() : document->textWidth()) * 0.98;
    return {width, width * 0.48};
}

void ReportFigureObject::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int, const QTextFormat& format)
{
    const int index = format.property(FigureProperty).toInt();
    if (index < 0 || std::size_t(index) >= m_figures.size() || !m_figures[std::size_t(index)])
        return;
    // A page draws what its clip touches: the page before the chart's may touch its edge
    // and would carry the chart's text, unseen, for tools that extract the text.
    if (painter->hasClipping() && painter->clipBoundingRect().intersected(rect).height() < rect.height() / 2)
        return;
    QFont font = format.toCharFormat().font();
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->save();
    painter->setPen(Qt::black);
    StormChartPainter(*m_figures[std::size_t(index)], {true, false, font}).paint(*painter, rect);
    painter->restore();
}

} // namespace FlowAudit
