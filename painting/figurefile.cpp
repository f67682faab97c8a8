#include "painting/figurefile.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QImageWriter>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

namespace FlowAudit::FigureFile {

QByteArray png(QSize pixels, const Paint& paint) {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.setDevicePixelRatio(1);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        paint(painter, QRectF(QPointF(0, 0), QSizeF(pixels)));
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    return writer.write(image) ? bytes : QByteArray();
}

QByteArray pdf(QSizeF points, const QString& title, const Paint& paint) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setTitle(title);
        writer.setCreator(QCoreApplication::applicationName());
        writer.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        // The screen's resolution, as a PNG's: the type is measured as on screen, so a
        // slide pages and wraps the same in both (the vectors stay vectors).
        writer.setResolution(96);
        QPainter painter;
        if (!painter.begin(&writer))
            return {};
        paint(painter, QRectF(0, 0, writer.width(), writer.height()));
        painter.end();
    }
    return bytes;
}

} // namespace FlowAudit::FigureFile
