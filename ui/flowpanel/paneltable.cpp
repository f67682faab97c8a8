#include "ui/flowpanel/paneltable.h"

#include <QEvent>
#include <QHeaderView>
#include <QScrollBar>

namespace FlowAudit {

PanelTable::PanelTable(int rows, int columns, QWidget* parent)
    : QTableWidget(rows, columns, parent) {
    verticalHeader()->hide();
    // Row heights from the font and the text, not a fixed pixel size.
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void PanelTable::fitToContents() {
    for (int column = 0; column + 1 < columnCount(); ++column)
        resizeColumnToContents(column);
    resizeRowsToContents();
    updateGeometry();
}

int PanelTable::contentHeight() const {
    int height = horizontalHeader()->sizeHint().height() + 2 * frameWidth();
    for (int row = 0; row < rowCount(); ++row)
        height += std::max(sizeHintForRow(row), verticalHeader()->minimumSectionSize());
    if (horizontalScrollBar()->isVisible())
        height += horizontalScrollBar()->sizeHint().height();
    return height;
}

QSize PanelTable::sizeHint() const {
    return {QTableWidget::sizeHint().width(), contentHeight()};
}

QSize PanelTable::minimumSizeHint() const {
    return {QTableWidget::minimumSizeHint().width(), contentHeight()};
}

void PanelTable::changeEvent(QEvent* event) {
    QTableWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToContents();
}

} // namespace FlowAudit
