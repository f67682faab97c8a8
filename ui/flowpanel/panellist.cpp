#include "ui/flowpanel/panellist.h"

namespace FlowAudit {

PanelList::PanelList(int maximumLines, QWidget* parent)
    : QListWidget(parent)
    , m_maximumLines(maximumLines) {
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setResizeMode(QListView::Adjust); // wrapped items are laid out again for a new width
}

// Called after every layout of the items: the height they take now.
void PanelList::updateGeometries() {
    QListWidget::updateGeometries();
    const int height = contentsSize().height();
    if (height != m_contentHeight) {
        m_contentHeight = height;
        updateGeometry();
    }
}

int PanelList::fittedHeight() const {
    const int line = fontMetrics().lineSpacing();
    const int content = std::clamp(m_contentHeight, line, line * m_maximumLines);
    return content + 2 * frameWidth();
}

QSize PanelList::sizeHint() const {
    return {QListWidget::sizeHint().width(), fittedHeight()};
}

QSize PanelList::minimumSizeHint() const {
    return {QListWidget::minimumSizeHint().width(), fittedHeight()};
}

} // namespace FlowAudit
