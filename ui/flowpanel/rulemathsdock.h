#pragma once

#include <QDockWidget>

class QVBoxLayout;

namespace FlowAudit {

class Flow;
class FixButtons;
class RuleVerdictLabel;
class SelectedFlow;

// What the maths panels share: a heading naming the rule, a scrolling body, the rule
// engine's verdict on the selected flow and the one-click fixes, refreshed whenever the
// selected flow or its findings change.
class RuleMathsDock : public QDockWidget {
    Q_OBJECT
public:
    FixButtons* fixes() const { return m_fixes; }
    RuleVerdictLabel* verdict() const { return m_verdict; }

protected:
    RuleMathsDock(const QString& title, const QString& rule, const QString& heading,
                  SelectedFlow* selected, QWidget* parent);

    // Adds a widget below the ones added before (the verdict and fixes are widgets too).
    void addToBody(QWidget* widget);
    // Shows the verdict, drops the old fixes, and returns the flow to show (nullptr: none).
    const Flow* startRefresh();
    SelectedFlow* selected() const { return m_selected; }

private:
    SelectedFlow* m_selected;
    QVBoxLayout* m_body;
    RuleVerdictLabel* m_verdict;
    FixButtons* m_fixes;
};

} // namespace FlowAudit
