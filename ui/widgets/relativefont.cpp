#include "ui/widgets/relativefont.h"

#include <QEvent>
#include <QWidget>

namespace FlowAudit {

RelativeFont::RelativeFont(QWidget* widget, double scale, bool bold)
    : QObject(widget)
    , m_widget(widget)
    , m_scale(scale)
    , m_bold(bold) {
    // The parent hears of a new font after its children have it, the widget included:
    // the widget's own size is set from the parent's then. A widget put into a layout
    // later changes parents: the watch moves with it.
    widget->installEventFilter(this);
    watchParent();
}

void RelativeFont::watchParent() {
    if (m_parent)
        m_parent->removeEventFilter(this);
    m_parent = m_widget->parentWidget();
    if (m_parent)
        m_parent->installEventFilter(this);
    update();
}

void RelativeFont::apply(QWidget* widget, double scale, bool bold) {
    new RelativeFont(widget, scale, bold);
}

bool RelativeFont::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_widget && event->type() == QEvent::ParentChange)
        watchParent();
    else if (watched == m_parent && event->type() == QEvent::FontChange)
        update();
    return QObject::eventFilter(watched, event);
}

void RelativeFont::update() {
    if (!m_parent)
        return;
    QFont font = m_parent->font();
    font.setPointSizeF(font.pointSizeF() * m_scale);
    font.setBold(m_bold);
    m_widget->setFont(font);
}

} // namespace FlowAudit
