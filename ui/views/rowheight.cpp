#include "ui/views/rowheight.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

namespace FlowAudit {

void fitRowHeightToFont(QTableView* view) {
    QHeaderView* rows = view->verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setMinimumSectionSize(view->fontMetrics().height() + 4);
    rows->setDefaultSectionSize(view->fontMetrics().height() + 8);
}

void fitHeightToRows(QTableView* view) {
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    int height = view->horizontalHeader()->height() + 2 * view->frameWidth();
    for (int row = 0; row < view->model()->rowCount(); ++row)
        height += view->rowHeight(row);
    if (view->horizontalScrollBar()->isVisible())
        height += view->horizontalScrollBar()->height();
    view->setFixedHeight(height);
}

} // namespace FlowAudit
