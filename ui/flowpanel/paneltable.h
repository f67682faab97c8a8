#pragma once

#include <QTableWidget>

namespace FlowAudit {

// A small table in a panel (a card's windows, the replay window's reasons, the retry
// layers): as tall as its rows, each row as tall as its text, measured again whenever the
// font changes (View → Zoom), so the panel scrolls as a whole and no row is cut.
class PanelTable : public QTableWidget {
    Q_OBJECT
public:
    PanelTable(int rows, int columns, QWidget* parent = nullptr);

    // Every column but the last (which stretches) as wide as its header and cells.
    void fitToContents();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    int contentHeight() const;
};

} // namespace FlowAudit
