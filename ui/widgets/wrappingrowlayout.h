#pragma once

#include <QLayout>
#include <QList>

namespace FlowAudit {

// Lays its widgets out left to right and starts a new line when the next one does not
// fit: a row of buttons in a narrow dock, zoomed in for a projector, wraps instead of
// pushing the panel wider than the dock and cutting its text. Items keep their size hints.
class WrappingRowLayout : public QLayout {
public:
    explicit WrappingRowLayout(QWidget* parent = nullptr);
    ~WrappingRowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override { return int(m_items.size()); }
    QLayoutItem* itemAt(int index) const override { return m_items.value(index); }
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

private:
    // Places the items in rect (only measures when place is false); the height used.
    int arrange(const QRect& rect, bool place) const;

    QList<QLayoutItem*> m_items;
};

} // namespace FlowAudit
