#pragma once

#include <QWidget>

#include <functional>

class QPushButton;
class QVBoxLayout;

namespace FlowAudit {

// The one-click fixes a panel offers for the selected flow, rebuilt on every refresh.
// A fix is an undoable edit, and the edit refreshes the panel: so buttons are removed
// later, never while one of them is still handling its click.
class FixButtons : public QWidget {
    Q_OBJECT
public:
    explicit FixButtons(QWidget* parent = nullptr);

    void clear();
    QPushButton* add(const QString& text, const QString& objectName, const QString& toolTip,
                     std::function<void()> fix);
    QList<QPushButton*> buttons() const;

private:
    QVBoxLayout* m_layout;
    int m_focusedPlace = -1; // the place of the button that had the focus when cleared
};

} // namespace FlowAudit
