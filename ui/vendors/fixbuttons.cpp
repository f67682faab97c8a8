#include "ui/vendors/fixbuttons.h"

#include <QPushButton>
#include <QVBoxLayout>

namespace FlowAudit {

FixButtons::FixButtons(QWidget* parent)
    : QWidget(parent)
    , m_layout(new QVBoxLayout(this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
}

void FixButtons::clear()
{
    while (QLayoutItem* item = m_layout->takeAt(0)) {
        if (QWidget* widget = item->widget()) {
            widget->hide();
            widget->setParent(nullptr);
            widget->deleteLater();
        }
        delete item;
    }
}

QPushButton* FixButtons::add(const QString& text, const QString& objectName, const QString& toolTip, std::function<void()> fix)
{
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

QList<QPushButton*> FixButtons::buttons() const
{
    return findChildren<QPushButton*>(QString(), Qt::FindDirectChildrenOnly);
}

} // namespace FlowAudit
