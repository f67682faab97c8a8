#include "core/io/table/tabseparatedtext.h"

namespace FlowAudit {

QList<QStringList> TabSeparatedText::parse(QStringView text) {
    QList<QStringList> rows;
    QStringList row;
    QString cell;
    bool quoted = false;      // inside a quoted cell
    bool cellStarted = false; // the current row has any content
    const auto endCell = [&] {
        row.append(cell);
        cell.clear();
    };
    const auto endRow = [&] {
        endCell();
        rows.append(row);
        row.clear();
        cellStarted = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (quoted) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < text.size() && text[i + 1] == QLatin1Char('"')) {
                    cell.append(c);
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                cell.append(c);
            }
            continue;
        }
        if (c == QLatin1Char('"') && cell.isEmpty()) {
            quoted = true;
            cellStarted = true;
        } else if (c == QLatin1Char('\t')) {
            endCell();
            cellStarted = true;
        } else if (c == QLatin1Char('\r')) {
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('\n'))
                ++i;
            endRow();
        } else if (c == QLatin1Char('\n')) {
            endRow();
        } else {
            cell.append(c);
            cellStarted = true;
        }
    }
    if (cellStarted || !cell.isEmpty() || !row.isEmpty())
        endRow();
    return rows;
}

QString TabSeparatedText::format(const QList<QStringList>& rows) {
    QString text;
    for (const QStringList& row : rows) {
        for (qsizetype i = 0; i < row.size(); ++i) {
            if (i > 0)
                text.append(QLatin1Char('\t'));
            const QString& cell = row[i];
            const bool needsQuotes =
                cell.contains(QLatin1Char('\t')) || cell.contains(QLatin1Char('\n')) ||
                cell.contains(QLatin1Char('\r')) || cell.startsWith(QLatin1Char('"'));
            if (needsQuotes) {
                QString escaped = cell;
                escaped.replace(QLatin1String("\""), QLatin1String("\"\""));
                text.append(QLatin1Char('"') + escaped + QLatin1Char('"'));
            } else {
                text.append(cell);
            }
        }
        text.append(QLatin1Char('\n'));
    }
    return text;
}

} // namespace FlowAudit
