#pragma once

#include <QList>
#include <QStringList>

namespace FlowAudit {

// The clipboard's table format, as spreadsheets write it: rows end with a newline, cells
// are separated by tabs, and a cell holding a tab, newline or quote is quoted with "".
class TabSeparatedText {
public:
    // Rows of cells; a final newline does not start a row. Ragged rows are kept as they are.
    static QList<QStringList> parse(QStringView text);
    static QString format(const QList<QStringList>& rows);
};

} // namespace FlowAudit
