#pragma once

#include <QFontMetrics>
#include <QObject>
#include <QTimer>

class QAbstractItemModel;
class QHeaderView;

namespace FlowAudit {

// Fits a table's row header (number and flow ID) to its widest text, up to a maximum of
// MaxCharacters average characters; a longer ID is elided, its full text in the tooltip.
// Measured on the longest texts only, and on edits only for the edited rows, so a fit
// stays cheap at 100,000 flows.
class RowHeaderFit : public QObject {
    Q_OBJECT
public:
    static constexpr int MinCharacters = 8;
    static constexpr int MaxCharacters = 56;

    explicit RowHeaderFit(QHeaderView* header);

    // Follows this model's rows and header texts; fits at once.
    void watch(QAbstractItemModel* model);
    // Measures every row (reset, rows added or removed, font change).
    void fitAll();

private:
    // Widens for rows whose text changed; never narrows on an edit (the header would jump).
    void growFor(int first, int last);
    int widthFor(int textWidth) const;
    QFontMetrics metrics() const;
    void apply(int width);

    QHeaderView* m_header;
    QAbstractItemModel* m_model = nullptr;
    QTimer m_pending;
};

} // namespace FlowAudit
