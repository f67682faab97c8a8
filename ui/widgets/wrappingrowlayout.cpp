#include "ui/widgets/wrappingrowlayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace FlowAudit {

WrappingRowLayout::WrappingRowLayout(QWidget* parent)
    : QLayout(parent) {}

WrappingRowLayout::~WrappingRowLayout() {
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void WrappingRowLayout::addItem(QLayoutItem* item) {
    m_items.append(item);
}

QLayoutItem* WrappingRowLayout::takeAt(int index) {
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

int WrappingRowLayout::heightForWidth(int width) const {
    return arrange(QRect(0, 0, width, 0), false);
}

// The widest item alone on a line: narrower than that, an item would be cut.
QSize WrappingRowLayout::minimumSize() const {
    QSize size;
    for (const QLayoutItem* item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

// Everything on one line.
QSize WrappingRowLayout::sizeHint() const {
    int width = 0, height = 0;
    const int gap = spacing() >= 0 ? spacing() : 6;
    for (const QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        width += (width > 0 ? gap : 0) + item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
    }
    const QMargins margins = contentsMargins();
    return {width + margins.left() + margins.right(), height + margins.top() + margins.bottom()};
}

void WrappingRowLayout::setGeometry(const QRect& rect) {
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int WrappingRowLayout::arrange(const QRect& rect, bool place) const {
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = spacing() >= 0 ? spacing() : 6;
    int x = area.x(), y = area.y(), lineHeight = 0;
    for (QLayoutItem* item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize size = item->sizeHint()
                               .boundedTo(QSize(area.width(), QWIDGETSIZE_MAX))
                               .expandedTo(item->minimumSize());
        if (x > area.x() && x + size.width() > area.right() + 1) { // the next line
            x = area.x();
            y += lineHeight + gap;
            lineHeight = 0;
        }
        if (place)
            item->setGeometry(QRect(QPoint(x, y), size));
        x += size.width() + gap;
        lineHeight = std::max(lineHeight, size.height());
    }
    return y + lineHeight - rect.y() + contentsMargins().bottom();
}

} // namespace FlowAudit
