#include "ui/views/rowheight.h"

#include <QHeaderView>
#include <QTableView>

namespace FlowAudit {

void fitRowHeightToFont(QTableView* view)
{
    QHeaderView* rows = view->verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setMinimumSectionSize(view->fontMetrics().height() + 4);
    rows->setDefaultSectionSize(view->fontMetrics().height() + 8);
}

} // namespace FlowAudit
