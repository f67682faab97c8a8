#include "core/io/table/tableinventory.h"

#include "core/io/utf8text.h"
#include "core/io/yaml/inventorybuilder.h"
#include "core/model/field.h"

#include <QCoreApplication>

#include <variant>

namespace FlowAudit {

QString TableInventory::notAnInventory(const TableRows& table, qsizetype headerIndex) {
    const QStringList titles = table.texts(headerIndex);
    constexpr qsizetype Named = 6; // a header of hundreds of columns is named by its first
    QStringList named;
    for (qsizetype i = 0; i < titles.size() && i < Named; ++i)
        named.append(titles[i].simplified());
    QString columns = named.join(QLatin1StringView(", "));
    if (titles.size() > Named)
        columns = QCoreApplication::translate("CsvReader", "%1 and %n more", nullptr,
                                              int(titles.size() - Named))
                      .arg(columns);
    return QCoreApplication::translate(
               "CsvReader", "not an inventory: no column of the header row (%1) is flow_id, the "
                            "column that names each flow of an inventory")
        .arg(columns);
}

IoError TableInventory::errorAt(const TableRows& table, int line, qsizetype column,
                                const QString& message) {
    if (table.sheet.isEmpty())
        return {table.fileName, line, 0, message};
    return {table.fileName, 0, 0,
            QStringLiteral("%1: %2").arg(table.cellName(line, column), message)};
}

namespace {

// The header's columns: the known fields, reviews, and the other columns kept as they are
// (with a namer, as it names each column; an empty name leaves the column out).
std::variant<QStringList, IoError> headerColumns(const TableRows& table, qsizetype headerIndex,
                                                 const TableInventory::ColumnNamer& namer) {
    const TableRow& header = table.rows[headerIndex];
    QStringList columns;
    for (qsizetype i = 0; i < header.cells.size(); ++i) {
        QString name = utf8Text(header.cells[i]).trimmed();
        // Spreadsheets capitalise headers: Flow_ID is flow_id.
        if (!FieldCatalogue::byName(name) && FieldCatalogue::byName(name.toLower()))
            name = name.toLower();
        if (header.cells[i].size() > InputLimits::MaxValueBytes)
            return TableInventory::errorAt(
                table, header.line, i,
                QCoreApplication::translate(
                    "CsvReader", "column %1 of the header row is longer than a name can be")
                    .arg(i + 1));
        if (namer) {
            // A mapped column: named by the mapping, or left out (an empty name).
            name = namer(i, utf8Text(header.cells[i]).trimmed());
            if (!name.isEmpty() && columns.contains(name))
                return TableInventory::errorAt(
                    table, header.line, i,
                    QCoreApplication::translate("CsvReader", "two columns are mapped to \"%1\"")
                        .arg(name));
            columns.append(name);
            continue;
        }
        if (name.isEmpty())
            return TableInventory::errorAt(
                table, header.line, i,
                QCoreApplication::translate("CsvReader", "column %1 of the header row has no name")
                    .arg(i + 1));
        // One column whose name holds tabs: the file is tab-separated, and every field would
        // land in one unknown column.
        if (header.cells.size() == 1 && name.contains(QLatin1Char('\t')))
            return TableInventory::errorAt(
                table, header.line, i,
                QCoreApplication::translate("CsvReader",
                                            "the header row is one column with tabs in it: the "
                                            "file is tab-separated, and FlowAudit reads CSV "
                                            "separated by , or ; (save it as CSV)"));
        if (columns.contains(name))
            return TableInventory::errorAt(
                table, header.line, i,
                QCoreApplication::translate("CsvReader", "the header names the column \"%1\" twice")
                    .arg(name));
        columns.append(name);
    }
    return columns;
}

// One row as a flow; none when it holds nothing. Spreadsheets pad with rows of empty
// cells: they are no flows. Empty is decided on what the cells hold once read (a lone BOM, a
// reviews cell of ~ hold nothing), as the writer writes it, so that an export reads back to
// the same flows.
std::variant<std::optional<Flow>, IoError> rowFlow(const TableRows& table, const TableRow& record,
                                                   const QStringList& columns) {
    bool holdsSomething = false;
    Flow flow;
    flow.setLine(record.line);
    for (qsizetype c = 0; c < record.cells.size(); ++c) {
        if (record.cells[c].size() > InputLimits::MaxValueBytes)
            return TableInventory::errorAt(
                table, record.line, c,
                QCoreApplication::translate(
                    "CsvReader", "the %1 cell holds %2 MB: a cell may hold at most %3 MB")
                    .arg(columns[c],
                         QString::number(double(record.cells[c].size()) / (1024 * 1024), 'f', 2))
                    .arg(InputLimits::MaxValueBytes / (1024 * 1024)));
        if (columns[c].isEmpty())
            continue; // a column the mapping leaves out
        const QString cell = utf8Text(record.cells[c]);
        if (cell.trimmed().isEmpty())
            continue;
        const bool collectionLike = !record.escaped[c] && (cell.startsWith(QLatin1Char('[')) ||
                                                           cell.startsWith(QLatin1Char('{')));
        std::optional<YamlValue> structured;
        if (columns[c] == FieldCatalogue::reviewsKey() || collectionLike) {
            QString problem;
            structured = YamlReader::readValue(record.cells[c], &problem);
            if (!structured && columns[c] == FieldCatalogue::reviewsKey())
                return TableInventory::errorAt(
                    table, record.line, c,
                    QCoreApplication::translate("CsvReader",
                                                "the reviews cell is not compact YAML: %1")
                        .arg(problem));
            if (structured && columns[c] != FieldCatalogue::reviewsKey() && !structured->isMap() &&
                !structured->isSequence())
                structured.reset();
        }
        if (columns[c] == FieldCatalogue::reviewsKey()) {
            if (structured->isNull())
                continue;
            flow.setReviews(std::move(*structured));
        } else if (const std::optional<Field> field = FieldCatalogue::byName(columns[c])) {
            flow.setFieldLine(*field, record.line);
            if (structured)
                flow.setStructured(*field, std::move(*structured));
            else
                flow.setText(*field, cell);
        } else {
            flow.appendExtraField(columns[c],
                                  structured ? std::move(*structured) : YamlValue::scalar(cell));
        }
        holdsSomething = true;
    }
    if (!holdsSomething)
        return std::optional<Flow>();
    return std::optional<Flow>(std::move(flow));
}

} // namespace

InventoryReadResult TableInventory::read(const TableRows& table, qsizetype headerIndex,
                                         const ColumnNamer& namer, const ReadProgress& progress) {
    auto failure = [&](int line, qsizetype column, const QString& message) {
        return InventoryReadResult{std::nullopt, errorAt(table, line, column, message)};
    };
    std::variant<QStringList, IoError> header = headerColumns(table, headerIndex, namer);
    if (IoError* error = std::get_if<IoError>(&header))
        return {std::nullopt, std::move(*error)};
    const QStringList& columns = std::get<QStringList>(header);
    // The CSV form names each flow's ID in a flow_id column: a table without one is not an
    // inventory (a mapped table says so by its mapping, SpreadsheetReader).
    if (!namer && !columns.contains(FieldCatalogue::name(Field::FlowId)))
        return failure(table.rows[headerIndex].line, -1, notAnInventory(table, headerIndex));

    Inventory inventory;
    for (qsizetype r = headerIndex + 1; r < table.rows.size(); ++r) {
        const TableRow& record = table.rows[r];
        if (record.cells.size() > columns.size())
            return failure(
                record.line, columns.size(),
                QCoreApplication::translate(
                    "CsvReader", "this row has more cells (%1) than the header has columns (%2)")
                    .arg(record.cells.size())
                    .arg(columns.size()));
        std::variant<std::optional<Flow>, IoError> row = rowFlow(table, record, columns);
        if (IoError* error = std::get_if<IoError>(&row))
            return {std::nullopt, std::move(*error)};
        std::optional<Flow>& flow = std::get<std::optional<Flow>>(row);
        if (!flow)
            continue;
        inventory.flows.append(std::move(*flow));
        // As the YAML reader reports: every few hundred flows, the bytes they reach.
        const int flows = int(inventory.flows.size());
        if (progress && flows % InventoryBuilder::ProgressEvery == 0 &&
            !progress(qMin(table.bytes, record.end), flows))
            return failure(record.line, -1,
                           QCoreApplication::translate("YamlReader", "reading was cancelled"));
    }
    return {std::move(inventory), {}};
}

} // namespace FlowAudit
