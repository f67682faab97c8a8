#include "core/io/table/headerrow.h"

#include "core/io/table/columnmapping.h"
#include "core/io/table/tableinventory.h"

#include <QCoreApplication>

namespace FlowAudit {

int HeaderRow::namedCells(const QStringList& titles) {
    int named = 0;
    for (const QString& title : titles)
        named += !title.trimmed().isEmpty() && ColumnMapping::targetNamedBy(title) ? 1 : 0;
    return named;
}

HeaderRow::Found HeaderRow::find(const TableRows& table) {
    Found best;
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        if (table.rows[i].line > SearchedRows && i > 0)
            break;
        const int named = namedCells(table.texts(i));
        if (named > best.namedCells)
            best = {i, named};
    }
    return best;
}

std::optional<qsizetype> HeaderRow::chosen(const TableRows& table, int line, IoError* error) {
    int before = 0; // the nearest rows that hold cells, for the message
    int after = 0;
    for (qsizetype i = 0; i < table.rows.size(); ++i) {
        if (table.rows[i].line == line)
            return i;
        if (table.rows[i].line > line) {
            after = table.rows[i].line;
            break;
        }
        before = table.rows[i].line;
    }
    const QString nearest =
        before > 0 && after > 0
            ? QCoreApplication::translate("Import", "the nearest rows that do are %1 and %2")
                  .arg(before)
                  .arg(after)
            : QCoreApplication::translate("Import", "the nearest row that does is %1")
                  .arg(before > 0 ? before : after);
    *error = TableInventory::errorAt(
        table, line, 0,
        QCoreApplication::translate("Import", "the header row %1 holds no cells; %2")
            .arg(line)
            .arg(nearest));
    return std::nullopt;
}

QString HeaderRow::skipped(const TableRows& table, qsizetype headerIndex) {
    QStringList said;
    int line = 1;
    for (qsizetype i = 0; i <= headerIndex && i < table.rows.size(); ++i) {
        const int rowLine = table.rows[i].line;
        if (rowLine > line) // rows a sheet leaves out hold nothing
            said.append(rowLine - line == 1
                            ? QCoreApplication::translate("Import", "row %1 blank").arg(line)
                            : QCoreApplication::translate("Import", "rows %1–%2 blank")
                                  .arg(line)
                                  .arg(rowLine - 1));
        if (i == headerIndex)
            break;
        QString first;
        for (const QString& text : table.texts(i)) {
            if (!text.trimmed().isEmpty()) {
                first = text.simplified();
                break;
            }
        }
        if (first.size() > 40)
            first = first.left(39) + QChar(u'…');
        said.append(
            first.isEmpty()
                ? QCoreApplication::translate("Import", "row %1 blank").arg(rowLine)
                : QCoreApplication::translate("Import", "row %1 “%2”").arg(rowLine).arg(first));
        line = rowLine + 1;
    }
    return said.join(QLatin1StringView(", "));
}

} // namespace FlowAudit
