#include "painting/severitystyle.h"

#include "core/rules/verdictpalette.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

#include <array>

namespace FlowAudit {

namespace {

QColor strongColour(Severity severity) {
    return QColor(VerdictPalette::of(severity));
}

// Drawn, not loaded: crisp at every scale factor, and one less file to ship.
QPixmap draw(int size, Severity severity) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF box(size * 0.06, size * 0.06, size * 0.88, size * 0.88);
    p.setPen(Qt::NoPen);
    p.setBrush(strongColour(severity));
    if (severity == Severity::Warn) {
        QPainterPath triangle;
        triangle.moveTo(box.center().x(), box.top());
        triangle.lineTo(box.right(), box.bottom());
        triangle.lineTo(box.left(), box.bottom());
        triangle.closeSubpath();
        p.drawPath(triangle);
    } else {
        p.drawEllipse(box);
    }
    QPen pen(Qt::white, size * 0.12, Qt::SolidLine, Qt::RoundCap);
    p.setPen(pen);
    const QPointF c = box.center();
    const qreal r = size * 0.2;
    switch (severity) {
    case Severity::Fail:
        p.drawLine(QPointF(c.x() - r, c.y() - r), QPointF(c.x() + r, c.y() + r));
        p.drawLine(QPointF(c.x() + r, c.y() - r), QPointF(c.x() - r, c.y() + r));
        break;
    case Severity::Warn:
        p.drawLine(QPointF(c.x(), box.top() + size * 0.32),
                   QPointF(c.x(), box.bottom() - size * 0.3));
        p.drawPoint(QPointF(c.x(), box.bottom() - size * 0.14));
        break;
    case Severity::Info:
        p.drawPoint(QPointF(c.x(), c.y() - r * 1.2));
        p.drawLine(QPointF(c.x(), c.y() - r * 0.2), QPointF(c.x(), c.y() + r * 1.3));
        break;
    }
    return pixmap;
}

QIcon makeIcon(Severity severity) {
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64})
        icon.addPixmap(draw(size, severity));
    return icon;
}

QIcon makePassIcon() {
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(VerdictPalette::Pass), size * 0.14, Qt::SolidLine, Qt::RoundCap,
                      Qt::RoundJoin));
        p.drawPolyline(
            QPolygonF({QPointF(size * 0.2, size * 0.55), QPointF(size * 0.42, size * 0.76),
                       QPointF(size * 0.82, size * 0.26)}));
        icon.addPixmap(pixmap);
    }
    return icon;
}

QIcon makeAcceptedIcon() {
    QIcon icon;
    for (int size : {16, 24, 32, 48, 64}) {
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        const QRectF box(size * 0.1, size * 0.1, size * 0.8, size * 0.8);
        p.setPen(Qt::NoPen);
        p.setBrush(SeverityStyle::acceptedColour());
        p.drawRoundedRect(box, size * 0.12, size * 0.12);
        p.setPen(QPen(Qt::white, size * 0.12, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        p.drawPolyline(
            QPolygonF({QPointF(size * 0.28, size * 0.52), QPointF(size * 0.44, size * 0.68),
                       QPointF(size * 0.72, size * 0.34)}));
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

QIcon SeverityStyle::acceptedIcon() {
    static const QIcon icon = makeAcceptedIcon();
    return icon;
}

QColor SeverityStyle::acceptedColour() {
    return QColor(VerdictPalette::Accepted);
}

QColor SeverityStyle::acceptedTint() {
    QColor colour = acceptedColour();
    colour.setAlpha(36);
    return colour;
}

QIcon SeverityStyle::icon(Severity severity) {
    static const std::array<QIcon, 3> icons{makeIcon(Severity::Info), makeIcon(Severity::Warn),
                                            makeIcon(Severity::Fail)};
    return icons[std::size_t(severity)];
}

QIcon SeverityStyle::passIcon() {
    static const QIcon icon = makePassIcon();
    return icon;
}

QColor SeverityStyle::tint(Severity severity) {
    QColor colour = strongColour(severity);
    colour.setAlpha(severity == Severity::Info ? 28 : 48);
    return colour;
}

} // namespace FlowAudit
