#include "ui/views/textcolumnwidth.h"

#include <QAbstractItemView>
#include <QStyle>

#include <algorithm>

namespace FlowAudit {

int textColumnWidth(const QAbstractItemView* view, const QStringList& texts, bool withIcon) {
    int widest = 0;
    for (const QString& text : texts)
        widest = std::max(widest, view->fontMetrics().horizontalAdvance(text));
    const QStyle* style = view->style();
    const int icon = withIcon ? style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, view) : 0;
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 1;
    return widest + icon + 4 * margin + view->fontMetrics().averageCharWidth();
}

} // namespace FlowAudit
