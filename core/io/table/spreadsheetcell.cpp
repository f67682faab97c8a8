#include "core/io/table/spreadsheetcell.h"

namespace FlowAudit {

namespace {

bool startsFormula(char c) {
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r' || c == '\n';
}

} // namespace

qsizetype SpreadsheetCell::quotesBefore(const QByteArray& cell, bool brackets) {
    qsizetype quotes = 0;
    while (quotes < cell.size() && cell[quotes] == '\'')
        ++quotes;
    if (quotes == cell.size())
        return -1;
    const char c = cell[quotes];
    return startsFormula(c) || (brackets && (c == '[' || c == '{')) ? quotes : -1;
}

QByteArray SpreadsheetCell::neutralise(const QByteArray& cell, Kind kind) {
    return quotesBefore(cell, kind == Kind::Text) >= 0 ? '\'' + cell : cell;
}

// A quote before a bracket is only ever written for text, and compact YAML never starts
// with a quote, so one rule reads both kinds back.
QByteArray SpreadsheetCell::restore(const QByteArray& cell, bool* escaped) {
    const bool strip = quotesBefore(cell, true) >= 1;
    if (escaped)
        *escaped = strip;
    return strip ? cell.mid(1) : cell;
}

} // namespace FlowAudit
