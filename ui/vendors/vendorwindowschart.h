#pragma once

#include "core/vendors/cardage.h"
#include "core/vendors/vendorcard.h"

#include <QWidget>

namespace FlowAudit {

// Every window of the given cards on one logarithmic time axis (1 minute to 60 days),
// grouped by vendor: a row per window with its kind and length written beside the bar,
// so the chart reads in black and white and from the back of a room. Each row names its
// own card's checked date and STALE or UNDATED mark: a vendor's cards are checked apart.
class VendorWindowsChart : public QWidget {
    Q_OBJECT
public:
    explicit VendorWindowsChart(QWidget* parent = nullptr);

    // Ages are told from today and the staleness threshold, as the cards dock tells them.
    void setCards(QList<VendorCard> cards, QDate today, int staleAfterDays = CardAge::DefaultStaleAfterDays);
    // The selected flow's ledger retention and longest replay window, drawn as vertical
    // lines across every vendor's windows (nullopt: not drawn); windows past the ledger
    // line say they outlive it.
    void setFlowLines(const QString& flowId, std::optional<Duration> ledgerRetention, std::optional<Duration> maxReplayWindow);
    // Larger type for a projector; the layout follows the font.
    void setScale(double scale);
    // Presentation: the rows split into pages that each fit `height` (axis, legend and
    // lines on every page); 0 shows every row (the scroll area scrolls instead).
    void setPageHeight(int height);
    int pageCount() const;
    int page() const { return m_page; }
    void setPage(int page);
    // The rows the current page shows.
    QList<int> rowsOnPage() const;
    // The legend: one entry for each colour and line the chart draws.
    QStringList legendEntries() const;
    int rowCount() const;
    // What a row says: a vendor heading, or "Webhooks · Retry window · checked 2026-11-06".
    QString rowText(int row) const;
    // The font the chart is drawn in: the widget's (the window's zoom), larger.
    QFont chartFont() const;

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
        QString checked; // the card's date and mark, for a window row
        bool confirm = false; // STALE or UNDATED: drawn in bold
        std::optional<VendorWindow> window;
    };
    int rowHeight() const;
    int rowHeightOf(int row) const; // taller where the label wraps
    int headerHeight() const;       // the top axis and, with flow lines, their labels
    int footerHeight() const;       // the bottom axis and the legend
    QList<QList<int>> pages() const;
    int labelWidth() const;
    int labelColumn() const; // the label column at the current width
    int checkedWidth() const;
    int axisMinimumWidth() const;

    QList<Row> m_rows;
    double m_scale = 1.0;
    QString m_flowId;
    std::optional<Duration> m_ledger;
    std::optional<Duration> m_replay;
    int m_pageHeight = 0;
    int m_page = 0;
};

} // namespace FlowAudit
