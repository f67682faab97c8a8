#include "painting/reportcolumnwidths.h"

#include "painting/reporttextdocument.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QTextBoundaryFinder>

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>

namespace FlowAudit {

namespace {

// The room a mark's icon takes before its word, in ems.
constexpr qreal MarkEms = 1.2;

// Qt breaks a line wherever Unicode allows one, within a word too (after the hyphens of a
// long URL): the widest piece between such breaks is what a column cannot go below. A
// short word is measured whole, which is never narrower.
qreal widestUnbreakable(const QFontMetricsF& face, QStringView word) {
    constexpr qsizetype Short = 24;
    if (word.size() <= Short)
        return face.horizontalAdvance(word.toString());
    const QString text = word.toString();
    QTextBoundaryFinder breaks(QTextBoundaryFinder::Line, text);
    qreal widest = 0;
    qsizetype start = 0;
    for (qsizetype at = breaks.toNextBoundary(); at != -1; at = breaks.toNextBoundary()) {
        widest = std::max(widest, face.horizontalAdvance(text.mid(start, at - start)));
        start = at;
    }
    return widest;
}

} // namespace

ReportColumnWidths::ReportColumnWidths(const QPaintDevice* device, qreal textWidthPoints)
    : m_device(device)
    , m_textWidth(textWidthPoints) {}

const QList<double>& ReportColumnWidths::of(const ReportTable& table, qreal points,
                                            qreal paddingPoints) {
    if (const auto known = m_widths.constFind(&table); known != m_widths.constEnd())
        return *known;
    // The four faces a cell is set in (body or code, regular or bold), measured once a table.
    std::array<std::optional<QFontMetricsF>, 4> faces;
    const auto metrics = [&](bool code, bool strong) -> const QFontMetricsF& {
        std::optional<QFontMetricsF>& face = faces[(code ? 2 : 0) + (strong ? 1 : 0)];
        if (!face) {
            QFont font(code ? ReportTextDocument::codeFamily() : ReportTextDocument::bodyFamily());
            font.setPointSizeF(points);
            font.setBold(strong);
            font.setLetterSpacing(QFont::AbsoluteSpacing, 0.3); // as the text is set
            face.emplace(font, const_cast<QPaintDevice*>(m_device));
        }
        return *face;
    };
    const qreal toPoints = 72.0 / m_device->logicalDpiX();
    const auto longestWord = [&](const ReportText& text, bool strong) {
        const QFontMetricsF& face = metrics(text.code, strong || text.strong);
        qreal longest = 0;
        for (const QStringView word :
             QStringView(text.text).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            for (const QStringView line : word.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
                longest = std::max(longest, widestUnbreakable(face, line));
        }
        return longest * toPoints + (text.mark != ReportMark::None ? points * MarkEms : 0);
    };
    QList<qreal> longest(table.header.size(), 0);
    for (qsizetype c = 0; c < table.header.size(); ++c)
        longest[c] = longestWord(ReportText(table.header[c]), true);
    for (const QList<ReportText>& row : table.rows) {
        for (qsizetype c = 0; c < row.size() && c < longest.size(); ++c)
            longest[c] = std::max(longest[c], longestWord(row[c], false));
    }
    for (qreal& width : longest)
        width += 2 * paddingPoints;
    return *m_widths.insert(&table, fitted(table.widths, longest, m_textWidth));
}

QList<double> ReportColumnWidths::fitted(const QList<double>& wanted,
                                         const QList<qreal>& longestWords, qreal textWidth) {
    const qsizetype columns = longestWords.size();
    QList<double> widths = wanted.size() == columns
                               ? wanted
                               : QList<double>(columns, 100.0 / qMax<qsizetype>(1, columns));
    if (columns == 0 || textWidth <= 0)
        return widths;
    QList<double> least(columns);
    for (qsizetype c = 0; c < columns; ++c)
        least[c] = longestWords[c] * 100.0 / textWidth;
    double missing = 0; // what the narrow columns need
    double spare = 0;   // what the others can give
    for (qsizetype c = 0; c < columns; ++c) {
        if (widths[c] < least[c])
            missing += least[c] - widths[c];
        else
            spare += widths[c] - least[c];
    }
    if (missing <= 0)
        return widths;
    if (spare < missing) {
        // The words cannot all fit: each column gets its words' width up to a cap that
        // fills the text, so only the widest columns break their words, not every one.
        QList<qsizetype> order(columns);
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(),
                  [&](qsizetype a, qsizetype b) { return least[a] < least[b]; });
        double left = 100;
        for (qsizetype i = 0; i < columns; ++i) {
            const qsizetype c = order[i];
            const double cap = left / double(columns - i);
            widths[c] = std::min(least[c], cap);
            left -= widths[c];
        }
        return widths;
    }
    // Each column with room gives in proportion to its room.
    for (qsizetype c = 0; c < columns; ++c)
        widths[c] =
            widths[c] < least[c] ? least[c] : widths[c] - (widths[c] - least[c]) * missing / spare;
    return widths;
}

} // namespace FlowAudit
