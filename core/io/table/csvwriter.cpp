#include "core/io/table/csvwriter.h"

#include "core/io/table/spreadsheetcell.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"

#include <QHash>

#include <set>
#include <vector>

namespace FlowAudit {

namespace {

// cell is already neutralised (SpreadsheetCell).
void appendCell(QByteArray& out, const QByteArray& cell) {
    const bool needsQuotes = cell.contains(',') || cell.contains(';') || cell.contains('"') ||
                             cell.contains('\n') || cell.contains('\r') ||
                             (!cell.isEmpty() && (cell.front() == ' ' || cell.back() == ' ' ||
                                                  cell.front() == '\t' || cell.back() == '\t'));
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

QByteArray textCell(const QString& text) {
    return SpreadsheetCell::neutralise(text.toUtf8(), SpreadsheetCell::Kind::Text);
}

QByteArray yamlCell(const YamlValue& value) {
    return value.isNull() ? QByteArray()
                          : SpreadsheetCell::neutralise(YamlWriter::writeCompact(value),
                                                        SpreadsheetCell::Kind::Yaml);
}

QByteArray cellOf(const YamlValue& value) {
    return value.isScalar() ? textCell(value.text()) : yamlCell(value);
}

// One column order for the unknown fields that keeps every flow's own order: each flow
// says which of its fields come before which, and the columns follow all of them (a
// topological order, ties and contradictions settled by first appearance). Columns simply
// in order of first appearance would reorder a flow that has a field the flows before it
// lack, and reading the CSV back would give different flows.
QStringList extraColumnOrder(const Inventory& inventory) {
    QHash<QString, int> index;
    QStringList names;
    std::vector<std::vector<int>> next;
    std::vector<int> incoming;
    for (const Flow& flow : inventory.flows) {
        int previous = -1;
        for (const YamlMapEntry& entry : flow.extraFields()) {
            auto it = index.constFind(entry.key);
            if (it == index.constEnd()) {
                it = index.insert(entry.key, int(names.size()));
                names.append(entry.key);
                next.emplace_back();
                incoming.push_back(0);
            }
            if (previous >= 0) {
                next[size_t(previous)].push_back(*it);
                ++incoming[size_t(*it)];
            }
            previous = *it;
        }
    }
    std::set<int> ready; // by first appearance
    std::set<int> waiting;
    for (int i = 0; i < int(names.size()); ++i)
        (incoming[size_t(i)] == 0 ? ready : waiting).insert(i);
    QStringList order;
    while (!ready.empty() || !waiting.empty()) {
        if (ready.empty()) { // flows disagree on an order: the earliest field breaks the cycle
            ready.insert(*waiting.begin());
            waiting.erase(waiting.begin());
        }
        const int column = *ready.begin();
        ready.erase(ready.begin());
        order.append(names[column]);
        for (const int after : next[size_t(column)]) {
            if (--incoming[size_t(after)] == 0 && waiting.erase(after))
                ready.insert(after);
        }
    }
    return order;
}

void appendRow(QByteArray& out, const QList<QByteArray>& cells) {
    for (qsizetype i = 0; i < cells.size(); ++i) {
        if (i > 0)
            out += ',';
        appendCell(out, cells[i]);
    }
    out += "\r\n";
}

} // namespace

QByteArray CsvWriter::write(const Inventory& inventory) {
    return *write(inventory, WriteProgress());
}

std::optional<QByteArray> CsvWriter::write(const Inventory& inventory,
                                           const WriteProgress& progress) {
    const QStringList extraColumns = extraColumnOrder(inventory);

    QByteArray out;
    QList<QByteArray> header;
    for (const FieldInfo& info : FieldCatalogue::all())
        header.append(QByteArray(info.name));
    header.append(FieldCatalogue::reviewsKey().toUtf8());
    for (const QString& column : extraColumns)
        header.append(textCell(column));
    appendRow(out, header);

    for (const Flow& flow : inventory.flows) {
        QList<QByteArray> cells;
        for (const FieldInfo& info : FieldCatalogue::all()) {
            const YamlValue* structured = flow.structuredValue(info.field);
            cells.append(structured ? cellOf(*structured) : textCell(flow.text(info.field)));
        }
        // The reviews cell is read as YAML whatever it holds: text too is written as YAML,
        // or its line breaks and quotes would read back differently.
        cells.append(yamlCell(flow.reviews()));
        for (const QString& column : extraColumns) {
            const auto& extra = flow.extraFields();
            const auto it = std::find_if(extra.begin(), extra.end(),
                                         [&](const YamlMapEntry& e) { return e.key == column; });
            cells.append(it == extra.end() ? QByteArray() : cellOf(it->value));
        }
        appendRow(out, cells);
        const int written = int(&flow - inventory.flows.constData()) + 1;
        if (progress && written % ProgressEveryFlows == 0 && !progress(out.size(), written))
            return std::nullopt;
    }
    return out;
}

} // namespace FlowAudit
