#pragma once

#include "core/vendors/vendorcard.h"

#include <QWidget>

namespace FlowAudit {

// Every window of the given cards on one logarithmic time axis (1 minute to 60 days),
// grouped by vendor: a row per window with its kind and length written beside the bar,
// so the chart reads in black and white and from the back of a room.
class VendorWindowsChart : public QWidget {
    Q_OBJECT
public:
    explicit VendorWindowsChart(QWidget* parent = nullptr);

    void setCards(QList<VendorCard> cards);
    // Larger type for a projector; the layout follows the font.
    void setScale(double scale);
    int rowCount() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override; // all rows: the scroll area scrolls instead

    // The axis: where a duration falls between 0 (1 minute or less) and 1 (60 days or more).
    static double axisPosition(Duration duration);

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    struct Row {
        QString vendor; // a group heading when window is unset
        QString label;
        std::optional<VendorWindow> window;
    };
    QFont chartFont() const;
    int rowHeight() const;
    int labelWidth() const;

    QList<Row> m_rows;
    double m_scale = 1.0;
};

} // namespace FlowAudit
