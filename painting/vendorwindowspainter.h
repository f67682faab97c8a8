#pragma once

#include "core/vendors/cardage.h"
#include "core/vendors/vendorcard.h"

#include <QFont>
#include <QLine>
#include <QList>
#include <QPalette>
#include <QRect>
#include <QStringList>

#include <array>
#include <optional>

class QPainter;
class QPaintDevice;

namespace FlowAudit {

// The vendor windows chart, painted with QPainter so the editor's window, its PNG export
// and the report's PDF draw the same picture: every window of the given cards on one
// logarithmic time axis (1 minute to 60 days), grouped by vendor, a row per window with
// its kind, length and its card's checked date and STALE or UNDATED mark; the axis at the
// top and the bottom, a legend for every colour and line, and optionally a flow's ledger
// retention and longest replay window as lines across every vendor's rows. Rows can be
// split into pages of a given height (a projector, a printed page).
class VendorWindowsPainter {
public:
    void setCards(QList<VendorCard> cards, QDate today,
                  int staleAfterDays = CardAge::DefaultStaleAfterDays);
    void setFlowLines(const QString& flowId, std::optional<Duration> ledgerRetention,
                      std::optional<Duration> maxReplayWindow);
    // The type, the width it is laid out in (0: not yet; the widest label then decides)
    // and the device whose resolution measures the text (nullptr: the screen).
    void setFont(const QFont& font) {
        m_font = font;
        forgetMeasures();
    }
    const QFont& font() const { return m_font; }
    void setWidth(int width) {
        m_width = width;
        forgetLayout();
    }
    void setDevice(const QPaintDevice* device) {
        m_device = device;
        forgetMeasures();
    }
    void setColours(const QPalette& palette) { m_palette = palette; }

    void setPageHeight(int height);
    int pageHeight() const { return m_pageHeight; }
    int pageCount() const;
    int page() const { return m_page; }
    void setPage(int page);
    // "page 1 of 3 (Page Down, Page Up)", or without the keys (a slide written to a file).
    void setPageKeysShown(bool shown) { m_pageKeys = shown; }
    QList<int> rowsOnPage() const;
    QStringList legendEntries() const;

    int rowCount() const { return int(m_rows.size()); }
    QString rowText(int row) const;
    // "Vendor Product: 3 d, checked …; …" for screen readers.
    QString summary() const;

    // Whether every page shows every text whole (no word elided) and fits its height: below
    // the smallest such room the chart is refused rather than drawn cut.
    bool showsEveryTextWhole() const;

    int preferredWidth() const;
    int minimumWidth() const;
    int contentHeight() const; // the current page: axis, rows, legend
    int rowHeight() const;

    // Where the current page puts its texts and lines, so tests can check that nothing
    // is cut, crossed or outside (the plot: the time axis's span and the rows).
    struct TextBox {
        QRect rect;
        QString text;
    };
    // A row of the current page: a vendor's heading (again, "continued", on a page that
    // goes on with its windows) or a window.
    struct ShownRow {
        QString label;
        bool heading = false;
        bool continued = false;
    };
    struct Layout {
        QRect plot;
        QList<TextBox> texts;
        QList<QLine> lines;
        QList<ShownRow> rows;
        int width = 0;
        int height = 0;
    };
    Layout layout() const;
    void paint(QPainter& painter) const;

    static double axisPosition(Duration duration);

private:
    struct Row {
        QString vendor; // a group heading when window is unset
        QString label;
        QString shortLabel;   // for a column too narrow for one of the label's words
        QString checked;      // the card's date and mark, for a window row
        bool confirm = false; // STALE or UNDATED: drawn in bold
        std::optional<VendorWindow> window;
    };
    // A window row's label as its column shows it: the label, wrapped, or where one of its
    // words is wider than the column, the short label (whose words are elided if need be).
    static QString shownLabel(const Row& row, const QFontMetrics& metrics, int width);
    // Where the texts left of the plot go: the label column's right edge and the dates'
    // column beside it, or the dates under the labels in one column (`stacked`, dates 0),
    // whichever gives the shorter rows: a narrow room (a projector) stacks, so a slide
    // holds more windows.
    struct Columns {
        int labels = 0;
        int dates = 0;
        bool stacked = false;
        bool operator==(const Columns&) const = default;
    };
    // Measured once for the cards, the type, the width and the device they were set with.
    const Columns& columns() const;
    Columns besideColumns() const;
    Columns stackedColumns() const;
    int rowsHeight(const Columns& columns) const;
    // The plot's left and right edges, in the columns' room.
    std::pair<int, int> plotSpan(const Columns& columns) const;
    // The flow's ledger and replay lines, and where their labels go above the rows.
    struct FlowLine {
        Duration at;
        QColor colour;
        Qt::PenStyle style;
        QString label;
    };
    QList<FlowLine> flowLines() const;
    QList<QRect> flowLineLabels(const Columns& columns) const;
    struct Drawing;
    struct Grid;
    Drawing drawing() const;
    void drawRows(Drawing& d, const Grid& g) const;
    void drawLines(Drawing& d, const Grid& g) const;
    void drawLegend(Drawing& d, const Grid& g) const;
    int rowHeightOf(int row, const Columns& columns) const;
    int measuredRowHeight(int row, const Columns& columns) const;
    // A row's label as its column shows it, and the heights of it and of its checked date
    // wrapped in their columns (the date under the label when stacked).
    struct RowTexts {
        QString label;
        int labelHeight = 0;
        int dateHeight = 0;
    };
    RowTexts rowTexts(const Row& row, const Columns& columns) const;
    int headerHeight() const;
    int footerHeight() const;
    // Each page's rows; -1 - h stands for heading h repeated atop a page that goes on
    // with its vendor's windows.
    QList<QList<int>> pages() const;
    QList<int> shownOnPage() const;
    int labelWidth() const;
    int labelColumn() const;
    int checkedWidth() const;
    int checkedColumn() const;
    int textRoom() const;
    int axisMinimumWidth() const;
    int valueRoom() const;
    int legendRows() const;
    int legendRowHeight() const;
    QColor kindColour(WindowKind kind) const;

    QList<Row> m_rows;
    QString m_flowId;
    std::optional<Duration> m_ledger;
    std::optional<Duration> m_replay;
    QFont m_font;
    int m_width = 0;
    mutable std::optional<Columns> m_columns;
    // Each row's height in the columns last asked for (-1: not measured yet): pages, the
    // height and the drawing ask for every row's, and each measures wrapped text.
    struct RowHeights {
        Columns columns;
        QList<int> heights;
    };
    mutable std::array<std::optional<RowHeights>, 2> m_rowHeights; // beside, stacked
    // The widest label and checked date, whatever the width.
    mutable std::optional<int> m_labelWidth;
    mutable std::optional<int> m_checkedWidth;
    void forgetLayout() {
        m_columns.reset();
        m_rowHeights = {};
    }
    void forgetMeasures() {
        forgetLayout();
        m_labelWidth.reset();
        m_checkedWidth.reset();
    }
    const QPaintDevice* m_device = nullptr;
    QPalette m_palette;
    int m_pageHeight = 0;
    int m_page = 0;
    bool m_pageKeys = true;
};

} // namespace FlowAudit
