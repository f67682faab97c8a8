#include "ui/flowpanel/fixbuttons.h"

#include <QAbstractScrollArea>
#include <QApplication>
#include <QPushButton>
#include <QVBoxLayout>

namespace FlowAudit {

FixButtons::FixButtons(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this)) {
    m_layout->setContentsMargins(0, 0, 0, 0);
}

// A fix refreshes the panel, which rebuilds the buttons: the one with the focus goes, and Qt
// would hand its focus to the next widget in the chain (the filter box, which then takes
// Ctrl+Z for its own). The focus stays in the panel instead, on its body.
void FixButtons::clear() {
    const QWidget* focus = QApplication::focusWidget();
    if (focus && (focus == this || isAncestorOf(focus)))
        focusPanel();
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        if (QWidget* widget = item->widget()) {
            widget->hide();
            widget->setParent(nullptr);
            widget->deleteLater();
        }
        delete item;
    }
}

void FixButtons::focusPanel() {
    for (QWidget* widget = parentWidget(); widget; widget = widget->parentWidget()) {
        if (qobject_cast<QAbstractScrollArea*>(widget)) {
            widget->setFocus(Qt::OtherFocusReason);
            return;
        }
    }
    setFocus(Qt::OtherFocusReason);
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
    return button;
}

QList<QPushButton*> FixButtons::buttons() const {
    return findChildren<QPushButton*>(QString(), Qt::FindDirectChildrenOnly);
}

} // namespace FlowAudit
