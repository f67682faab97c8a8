#include "core/io/csvwriter.h"

#include "core/io/spreadsheetcell.h"
#include "core/io/yamlwriter.h"

namespace FlowAudit {

namespace {

void appendCell(QByteArray& out, const QByteArray& value)
{
    const QByteArray cell = SpreadsheetCell::neutralise(value);
    const bool needsQuotes = cell.contains(',') || cell.contains(';') || cell.contains('"') || cell.contains('\n')
        || cell.contains('\r') || (!cell.isEmpty() && (cell.front() == ' ' || cell.back() == ' '
                                                       || cell.front() == '\t' || cell.back() == '\t'));
    if (!needsQuotes) {
        out += cell;
        return;
    }
    out += '"';
    for (char c : cell) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
}

QByteArray cellOf(const YamlValue& value)
{
    if (value.isNull())
        return QByteArray();
    if (value.isScalar())
        return value.text().toUtf8();
    return YamlWriter::writeCompact(value);
}

void appendRow(QByteArray& out, const QList<QByteArray>& cells)
{
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += ',';
        appendCell(out, cells[i]);
    }
    out += "\r\n";
}

} // namespace

QByteArray CsvWriter::write(const Inventory& inventory)
{
    QStringList extraColumns;
    for (const Flow& flow : inventory.flows) {
        for (const YamlMapEntry& entry : flow.extraFields()) {
            if (!extraColumns.contains(entry.key))
                extraColumns.append(entry.key);
        }
    }

    QByteArray out;
    QList<QByteArray> header;
    for (const FieldInfo& info : FieldCatalogue::all())
        header.append(QByteArray(info.name));
    header.append(FieldCatalogue::reviewsKey().toUtf8());
    for (const QString& column : extraColumns)
        header.append(column.toUtf8());
    appendRow(out, header);

    for (const Flow& flow : inventory.flows) {
        QList<QByteArray> cells;
        for (const FieldInfo& info : FieldCatalogue::all()) {
            const YamlValue* structured = flow.structuredValue(info.field);
            cells.append(structured ? cellOf(*structured) : flow.text(info.field).toUtf8());
        }
        cells.append(cellOf(flow.reviews()));
        for (const QString& column : extraColumns) {
            const auto& extra = flow.extraFields();
            const auto it = std::find_if(extra.begin(), extra.end(),
                                         [&](const YamlMapEntry& e) { return e.key == column; });
            cells.append(it == extra.end() ? QByteArray() : cellOf(it->value));
        }
        appendRow(out, cells);
    }
    return out;
}

} // namespace FlowAudit
