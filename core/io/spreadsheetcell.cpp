#include "core/io/spreadsheetcell.h"

namespace FlowAudit {

namespace {

bool startsFormula(char c)
{
    return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r' || c == '\n';
}

} // namespace

qsizetype SpreadsheetCell::quotesBeforeFormula(const QByteArray& cell)
{
    qsizetype quotes = 0;
    while (quotes < cell.size() && cell[quotes] == '\'')
        ++quotes;
    return quotes < cell.size() && startsFormula(cell[quotes]) ? quotes : -1;
}

QByteArray SpreadsheetCell::neutralise(const QByteArray& cell)
{
    return quotesBeforeFormula(cell) >= 0 ? '\'' + cell : cell;
}

QByteArray SpreadsheetCell::restore(const QByteArray& cell)
{
    return quotesBeforeFormula(cell) >= 1 ? cell.mid(1) : cell;
}

} // namespace FlowAudit
