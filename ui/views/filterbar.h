#pragma once

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTimer;
class QToolButton;

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
    // Only the flows of one system (a click on the systems map), said on a button that
    // clears it.
    void showSystem(const QString& id, const QString& label);

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
    QToolButton* m_system;
    QTimer* m_typingPause;
};

} // namespace FlowAudit
