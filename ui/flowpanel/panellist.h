#pragma once

#include <QListWidget>

namespace FlowAudit {

// A short list in a panel (the cards' advice, the flow's cards): as tall as its items
// as laid out, wrapped lines included, up to a number of lines of its own font, and
// scrolling only past that. Measured again whenever its items are laid out, so a longer
// translation or View → Zoom grows the list instead of cutting its text.
class PanelList : public QListWidget {
    Q_OBJECT
public:
    PanelList(int maximumLines, QWidget* parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void updateGeometries() override;

private:
    int fittedHeight() const;

    int m_maximumLines;
    int m_contentHeight = 0;
};

} // namespace FlowAudit
