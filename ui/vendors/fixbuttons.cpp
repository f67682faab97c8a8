#include "ui/vendors/fixbuttons.h"

#include <QApplication>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace FlowAudit {

FixButtons::FixButtons(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
}

// A click's fix refreshes the panel, which rebuilds the buttons: the clicked one goes, and
// Qt would hand its focus to the next widget in the chain (the filter box, which then takes
// Ctrl+Z for its own). The focus is held here instead and given to the button that takes
// the clicked one's place, if any.
void FixButtons::clear() {
    QWidget* focus = QApplication::focusWidget();
    const QList<QPushButton*> old = buttons();
    m_focusedPlace = -1;
    if (focus && (focus == this || isAncestorOf(focus))) {
        m_focusedPlace = std::max(0, int(old.indexOf(qobject_cast<QPushButton*>(focus))));
        setFocus(Qt::OtherFocusReason);
    }
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        if (QWidget* widget = item->widget()) {
            widget->hide();
            widget->setParent(nullptr);
            widget->deleteLater();
        }
        delete item;
    }
}

QPushButton* FixButtons::add(const QString& text, const QString& objectName, const QString& toolTip,
                             std::function<void()> fix) {
    auto* button = new QPushButton(text, this);
    button->setObjectName(objectName);
    button->setAccessibleName(text);
    button->setToolTip(toolTip);
    // Long vendor names wrap rather than widen the dock.
    button->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    connect(button, &QPushButton::clicked, this, std::move(fix));
    m_layout->addWidget(button);
    if (m_focusedPlace >= 0 && m_layout->count() - 1 == m_focusedPlace && hasFocus())
        button->setFocus(Qt::OtherFocusReason);
    return button;
}

QList<QPushButton*> FixButtons::buttons() const {
    return findChildren<QPushButton*>(QString(), Qt::FindDirectChildrenOnly);
}

} // namespace FlowAudit
