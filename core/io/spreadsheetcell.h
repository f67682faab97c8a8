#pragma once

#include <QByteArray>

namespace FlowAudit {

// CSV cells that a spreadsheet would run as a formula (CSV injection), made inert as
// OWASP advises: a cell that starts with = + - @ tab, CR or LF gets a leading `'`, which
// spreadsheets show as text. To read FlowAudit's own CSV back to exactly the same values,
// a cell that already starts with quotes before such a character gets one more, and
// reading removes exactly one quote wherever one or more precede such a character.
class SpreadsheetCell {
public:
    static QByteArray neutralise(const QByteArray& cell);
    static QByteArray restore(const QByteArray& cell);

private:
    // The number of leading `'` when a formula character follows them; -1 otherwise.
    static qsizetype quotesBeforeFormula(const QByteArray& cell);
};

} // namespace FlowAudit
