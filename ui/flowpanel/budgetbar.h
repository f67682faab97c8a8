#pragma once

#include <QWidget>

#include <optional>

namespace FlowAudit {

// The ack budget as one bar a room can read from the back: the sender's timeout as the
// track, the budget (half of it) as a marker, the measured p99 as the filled part,
// hatched and labelled OVER when it passes the budget (so it reads without colour).
class BudgetBar : public QWidget {
    Q_OBJECT
public:
    explicit BudgetBar(QWidget* parent = nullptr);

    void setValues(std::optional<double> timeout, std::optional<double> p99);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    QFont labelFont() const;

    std::optional<double> m_timeout;
    std::optional<double> m_p99;
};

} // namespace FlowAudit
