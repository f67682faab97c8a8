#include "ui/actions/zoomactions.h"

#include <QAction>
#include <QApplication>
#include <QFont>
#include <QSettings>
#include <QWidget>

namespace FlowAudit {

namespace {
const QString ZoomKey = QStringLiteral("ui/zoomPercent");
constexpr int Step = 10;
} // namespace

ZoomActions::ZoomActions(QWidget* window)
    : QObject(window)
    , m_window(window)
    , m_basePointSize(QApplication::font().pointSizeF()) {
    zoomIn = new QAction(tr("Zoom &In"), this);
    zoomIn->setObjectName(QStringLiteral("actionZoomIn"));
    zoomIn->setShortcuts({QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)});
    zoomOut = new QAction(tr("Zoom &Out"), this);
    zoomOut->setObjectName(QStringLiteral("actionZoomOut"));
    zoomOut->setShortcuts(QKeySequence::ZoomOut);
    reset = new QAction(tr("&Actual Size"), this);
    reset->setObjectName(QStringLiteral("actionZoomReset"));
    reset->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(zoomIn, &QAction::triggered, this,
            [this] { setPercent(m_percent + Step * (m_percent >= 150 ? 2 : 1)); });
    connect(zoomOut, &QAction::triggered, this,
            [this] { setPercent(m_percent - Step * (m_percent > 150 ? 2 : 1)); });
    connect(reset, &QAction::triggered, this, [this] { setPercent(100); });
    setPercent(QSettings().value(ZoomKey, 100).toInt());
}

void ZoomActions::setPercent(int percent) {
    percent = std::clamp(percent, MinimumPercent, MaximumPercent);
    const bool changed = percent != m_percent;
    m_percent = percent;
    apply();
    if (changed) {
        QSettings().setValue(ZoomKey, m_percent);
        emit zoomed(m_percent);
    }
}

void ZoomActions::apply() {
    // Set on the window, the size is inherited by every widget in it, item views included
    // (an application-wide font would not reach them: the platform gives views their own).
    // Except the column and row titles of tables: Qt gives headers a font of their own
    // that a parent's does not reach, so they are zoomed by their class, first, so that
    // panels fitting their columns to the new font find their headers' new size.
    const qreal size = m_basePointSize * m_percent / 100.0;
    QFont headers = QApplication::font("QHeaderView");
    headers.setPointSizeF(size);
    QApplication::setFont(headers, "QHeaderView");
    QFont font = m_window->font();
    font.setPointSizeF(size);
    m_window->setFont(font);
    zoomIn->setEnabled(m_percent < MaximumPercent);
    zoomOut->setEnabled(m_percent > MinimumPercent);
}

} // namespace FlowAudit
