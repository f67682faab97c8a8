#pragma once

#include <QDialog>

class QLabel;

namespace FlowAudit {

class StormChartView;

// The retry-storm chart for a projector: full screen, the headline and the chart in large
// type; Esc (or the button again) leaves.
class StormPresentation : public QDialog {
    Q_OBJECT
public:
    static constexpr double Scale = 1.8;
    explicit StormPresentation(QWidget* parent = nullptr);

    StormChartView* chart() const { return m_chart; }
    QLabel* headline() const { return m_headline; }

signals:
    void left();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    QLabel* m_headline;
    StormChartView* m_chart;
};

} // namespace FlowAudit
