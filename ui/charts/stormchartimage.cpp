#include "ui/charts/stormchartimage.h"

#include "core/simulation/stormstudy.h"
#include "ui/charts/stormchartpainter.h"

#include <QBuffer>
#include <QImage>
#include <QImageWriter>
#include <QPainter>

namespace FlowAudit::StormChartImage {

QByteArray png(const StormStudy& study, const QSize& size, const QFont& font)
{
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.setPen(Qt::black);
        StormChartPainter(study, {true, false, font}).paint(painter, QRectF(QPointF(0, 0), size).adjusted(8, 8, -8, -8));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    return writer.write(image) ? bytes : QByteArray();
}

HtmlReportWriter::FigureImage forHtmlReport()
{
    return [](const ReportBlock& figure) -> QByteArray {
        if (!figure.storm)
            return {};
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9);
        return png(*figure.storm, QSize(900, 420), font);
    };
}

} // namespace FlowAudit::StormChartImage
