#pragma once

#include <QLabel>

namespace FlowAudit {

class InventoryDocument;

// What the rule engine decided for one rule on one flow, in words and with the
// severity's icon: "WH01 FAIL: ack p99 3 s is above half…", or "WH01 passes". The
// panels show the engine's verdict, never one of their own.
class RuleVerdictLabel : public QWidget {
    Q_OBJECT
public:
    RuleVerdictLabel(const QString& rule, QWidget* parent = nullptr);

    void showVerdict(const InventoryDocument& document, int flowIndex); // -1: none
    QString text() const { return m_text->text(); }

private:
    QString m_rule;
    QLabel* m_icon;
    QLabel* m_text;
};

} // namespace FlowAudit
