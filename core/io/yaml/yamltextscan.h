#pragma once

#include <QByteArray>
#include <QtGlobal>

#include <optional>
#include <vector>

namespace FlowAudit {

// What the raw text of a YAML file shows that yaml-cpp's events do not: its comments
// (which a save drops) and where quoted values open and close (yaml-cpp 0.7 accepts a
// quoted value that runs to the end of the file, and reports a missing closing quote
// only where the text stops making sense, often many lines later). It is fed the bytes
// in the same pass that checks their encoding and hands them to the parser, chunk by
// chunk, so the file is read once.
//
// A line scanner, not a parser: its results are used when yaml-cpp has accepted the file
// (comments, the quote left open) or has just failed (the quote that spans the failing
// line). An unusual layout can at worst cost a warning or miss one.
//
// Given a place to record them (recordLines), it also says of every line whether it is a
// gap (blank, or only a comment), the continuation of a value begun above (a quoted value,
// a flow collection or a block scalar spanning lines) or content: what YamlLayout reads a
// file's structure from.
class YamlTextScan {
public:
    enum class LineKind : quint8 { Gap, Continuation, Content };
    struct LineClass {
        qint64 begin = 0; // offset of the line's first byte, a UTF-8 BOM not counted
        int indent = 0;   // leading spaces
        LineKind kind = LineKind::Gap;
        bool tabIndent = false; // a tab among the leading white space of content
    };
    struct QuoteStart {
        qint64 offset = -1; // in bytes from the start of the text, a UTF-8 BOM not counted
        int line = 0;
        int column = 0; // in characters
    };
    // A quoted value whose closing quote is on a later line than its opening one.
    struct QuoteSpan {
        QuoteStart start;
        int endLine = 0;
    };

    // The next bytes of the text, in order; lines may be cut anywhere between two calls.
    void feed(const char* data, qsizetype size);
    // The text has ended: scans its last line.
    void finish();
    // Before the first feed: every line's class is appended to lines.
    void recordLines(std::vector<LineClass>* lines) { m_record = lines; }

    int comments() const { return m_comments; }
    int firstCommentLine() const { return m_firstCommentLine; }
    // After finish: the quoted value still open at the end of the text, if any.
    const std::optional<QuoteStart>& openQuote() const { return m_openQuote; }
    // A quoted value opened before line and still open on it or closed on it, over more
    // than one line: the likely cause of a syntax error found on that line.
    std::optional<QuoteSpan> quoteSpanning(int line) const;

private:
    void scanLine(const char* line, qsizetype size);
    void record(qsizetype indent, LineKind kind, const char* line, qsizetype size);
    void openQuote(const char* line, qsizetype at);
    void closeQuote();

    QByteArray m_partial;    // a line cut by the end of the last chunk
    qint64 m_offset = 0;     // of the next byte to scan
    qint64 m_lineOffset = 0; // of the line being scanned
    bool m_started = false;  // the first bytes were looked at for a BOM
    int m_lineNumber = 0;
    bool m_inDouble = false;
    bool m_inSingle = false;
    int m_flowDepth = 0;    // inside [ ] or { } spanning lines
    int m_blockParent = -2; // in a block scalar: lines indented more than this are its text
    int m_comments = 0;
    int m_firstCommentLine = 0;
    std::optional<QuoteStart> m_openQuote;
    std::vector<QuoteSpan> m_spans; // the latest multi-line quoted values, bounded
    std::vector<LineClass>* m_record = nullptr;
};

} // namespace FlowAudit
