#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace FlowAudit {

// The lines of a text as LSP counts them, each with its line end (`\n`, `\r\n` or a lone
// `\r`, as yaml-cpp counts them too), so joining them gives the text back; the last one has
// no line end and may be empty.
QList<QStringView> lspLines(const QString& text);

// Whether a line starts a top-level key of the YAML (no indent, no comment, no list item):
// where a section of the inventory (flows, waivers…) ends, even in a half-typed file.
bool lspIsTopLevelLine(QStringView line);

// An open document as the client holds it: its text, its version, and where each line
// starts. Positions are LSP's: a 0-based line and a character offset in UTF-16 code units,
// which is QString's own unit, so they convert with no counting of code points.
class LspTextDocument {
public:
    LspTextDocument() = default;
    LspTextDocument(QString uri, QString text, int version);

    const QString& uri() const { return m_uri; }
    const QString& text() const { return m_text; }
    int version() const { return m_version; }
    int lineCount() const { return int(m_lineStarts.size()); }
    // The line's text without its line end; empty past the end.
    QStringView line(int line) const;

    // A TextDocumentContentChangeEvent: with a range, that range replaced; without one,
    // the whole text. False, with the text unchanged, when the range is not in the text.
    bool apply(const QJsonObject& change);
    void setVersion(int version) { m_version = version; }

    // The offset of an LSP position, clamped to its line (as the protocol asks of a
    // character past the end of a line).
    qsizetype offsetOf(int line, int character) const;

    // {"line", "character"} and {"start", "end"} objects.
    static QJsonObject position(int line, int character);
    static QJsonObject range(int startLine, int startCharacter, int endLine, int endCharacter);
    // The whole of one line, from its first non-space character (for a diagnostic).
    QJsonObject lineRange(int line) const;

private:
    void indexLines();
    QString m_uri;
    QString m_text;
    int m_version = 0;
    QList<qsizetype> m_lineStarts{0};
};

} // namespace FlowAudit
