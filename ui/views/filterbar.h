#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTimer;

namespace FlowAudit {

class FlowFilterProxyModel;

// The bar above the table: text in any cell, minimum severity, one rule, only failing
// flows. Typing is applied after a short pause so large inventories are not re-filtered
// on every key.
class FilterBar : public QWidget {
    Q_OBJECT
public:
    FilterBar(FlowFilterProxyModel* proxy, QWidget* parent = nullptr);

    void focusText();
    void clear();

protected:
    void changeEvent(QEvent* event) override;

private:
    void apply();
    void fitToFont();

    FlowFilterProxyModel* m_proxy;
    QLineEdit* m_text;
    QComboBox* m_severity;
    QComboBox* m_rule;
    QCheckBox* m_onlyFailing;
    QTimer* m_typingPause;
};

} // namespace FlowAudit
