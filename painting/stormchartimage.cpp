#include "painting/stormchartimage.h"

#include "core/simulation/stormstudy.h"
#include "painting/stormchartpainter.h"
#include "painting/vendorwindowspainter.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPainter>

namespace FlowAudit::StormChartImage {

QByteArray png(const StormStudy& study, const QSize& size, const QFont& font) {
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setPen(Qt::black);
        StormChartPainter(study, {true, false, font})
            .paint(painter, QRectF(QPointF(0, 0), size).adjusted(8, 8, -8, -8));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    return writer.write(image) ? bytes : QByteArray();
}

HtmlReportWriter::FigureImage forHtmlReport() {
    return [](const ReportBlock& figure) -> QByteArray {
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9);
        if (figure.storm)
            return png(*figure.storm, QSize(900, 420), font);
        if (!figure.windows)
            return {};
        // The vendor windows chart: every row, in the report's colours.
        VendorWindowsPainter painter;
        painter.setCards(figure.windows->cards, figure.windows->today,
                         figure.windows->staleAfterDays);
        painter.setFlowLines(figure.windows->flowId, figure.windows->ledgerRetention,
                             figure.windows->maxReplayWindow);
        painter.setFont(font);
        painter.setWidth(1000);
        QPalette colours;
        colours.setColor(QPalette::Text, Qt::black);
        colours.setColor(QPalette::Mid, QColor(0xa0, 0xa0, 0xa0));
        colours.setColor(QPalette::Highlight, QColor(0x00, 0x72, 0xB2));
        painter.setColours(colours);
        QImage image(QSize(1000, painter.contentHeight()) * 2, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        {
            QPainter p(&image);
            painter.paint(p);
        }
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QImageWriter writer(&buffer, "png");
        return writer.write(image) ? bytes : QByteArray();
    };
}

} // namespace FlowAudit::StormChartImage
