#pragma once

#include <QByteArray>

namespace FlowAudit {

// CSV cells that a spreadsheet would run as a formula (CSV injection), made inert as
// OWASP advises: a cell that starts with = + - @ tab, CR or LF gets a leading `'`, which
// spreadsheets show as text. Text that starts with [ or { gets one too, so that FlowAudit
// does not read it back as a list or map (which it writes as compact YAML, unquoted). To
// read FlowAudit's own CSV back to exactly the same values, a cell that already starts
// with quotes before such a character gets one more, and reading removes exactly one
// quote wherever one or more precede such a character.
class SpreadsheetCell {
public:
    enum class Kind { Text, Yaml };
    static QByteArray neutralise(const QByteArray& cell, Kind kind);
    // escaped: set to whether a quote was removed (the cell is text, whatever follows).
    static QByteArray restore(const QByteArray& cell, bool* escaped = nullptr);

private:
    // The number of leading `'` when a character that needs them follows; -1 otherwise.
    static qsizetype quotesBefore(const QByteArray& cell, bool brackets);
};

} // namespace FlowAudit
