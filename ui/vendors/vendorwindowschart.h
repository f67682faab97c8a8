#pragma once

#include "painting/vendorwindowspainter.h"

#include <QWidget>

namespace FlowAudit {

// Every window of the given cards on one logarithmic time axis (1 minute to 60 days),
// grouped by vendor, on screen: VendorWindowsPainter in the widget's font (View → Zoom),
// larger for a projector. Each row names its own card's checked date and STALE or
// UNDATED mark: a vendor's cards are checked apart.
class VendorWindowsChart : public QWidget {
    Q_OBJECT
public:
    explicit VendorWindowsChart(QWidget* parent = nullptr);

    // Ages are told from today and the staleness threshold, as the cards dock tells them.
    void setCards(QList<VendorCard> cards, QDate today,
                  int staleAfterDays = CardAge::DefaultStaleAfterDays);
    // The selected flow's ledger retention and longest replay window, drawn as vertical
    // lines across every vendor's windows (nullopt: not drawn); windows past the ledger
    // line say they outlive it.
    void setFlowLines(const QString& flowId, std::optional<Duration> ledgerRetention,
                      std::optional<Duration> maxReplayWindow);
    // Larger type for a projector; the layout follows the font.
    void setScale(double scale);
    // Presentation: the rows split into pages that each fit `height` (axis, legend and
    // lines on every page); 0 shows every row (the scroll area scrolls instead).
    void setPageHeight(int height);
    int pageCount() const;
    int page() const;
    void setPage(int page);
    QList<int> rowsOnPage() const;
    QStringList legendEntries() const;
    int rowCount() const;
    // What a row says: a vendor heading, or "Webhooks · Retry window · checked 2026-11-06".
    QString rowText(int row) const;
    // The font the chart is drawn in: the widget's (the window's zoom), larger.
    QFont chartFont() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override; // all rows: the scroll area scrolls instead

    // The axis: where a duration falls between 0 (1 minute or less) and 1 (60 days or more).
    static double axisPosition(Duration duration) {
        return VendorWindowsPainter::axisPosition(duration);
    }

protected:
    void paintEvent(QPaintEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The painter in the widget's current type, width and colours.
    VendorWindowsPainter& synced() const;

    mutable VendorWindowsPainter m_painter;
    double m_scale = 1.0;
};

} // namespace FlowAudit
