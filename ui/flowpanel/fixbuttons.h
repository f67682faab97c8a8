#pragma once

#include <QWidget>

#include <functional>

class QPushButton;
class QVBoxLayout;

namespace FlowAudit {

// The fixes a panel offers for the selected flow, rebuilt on every refresh. A fix is
// previewed, then applied as an undoable edit, and the edit refreshes the panel: so buttons
// are removed later, never while one of them is still handling its click.
class FixButtons : public QWidget {
    Q_OBJECT
public:
    explicit FixButtons(QWidget* parent = nullptr);

    void clear();
    QPushButton* add(const QString& text, const QString& objectName, const QString& toolTip,
                     std::function<void()> fix);
    QList<QPushButton*> buttons() const;
    // Gives the focus to the panel around the buttons (its scrolling body), never to a
    // button, which Space would press again.
    void focusPanel();

private:
    QVBoxLayout* m_layout;
};

} // namespace FlowAudit
