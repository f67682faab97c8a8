#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace FlowAudit {

// A change a patch makes: the bytes [begin, end) replaced by `text` (inserted when begin ==
// end).
struct YamlEdit {
    qint64 begin = 0;
    qint64 end = 0;
    QByteArray text;
};

// Where the parts of a block-style YAML document lie in its bytes, for a save that patches
// the file instead of writing it anew (InventoryPatch): each map entry's lines, its value's
// bytes and style, each list item's lines. yaml-cpp's marks give only where a node starts,
// so this is a small lexer of its own: one pass classifies the lines (blank or comment
// only, inside a multi-line quoted value, flow collection or block scalar, or starting
// something), then each level is read on demand, so a 100k-flow file costs one pass over
// its lines and the few flows a save changed.
//
// It reads what the inventory reader accepts in the layouts people write; anything else
// (a flow-style document, a complex key, a compact nested list) makes it give up on that
// node, and the patch falls back to the canonical writer. The patch's re-read is the proof:
// a wrong offset here can cost a fallback, never a wrong file.
class YamlLayout {
public:
    enum class Style : quint8 {
        Empty, // nothing after the key: null, or a blank field
        Plain,
        SingleQuoted,
        DoubleQuoted,
        Literal, // |
        Folded,  // >
        FlowMap,
        FlowSequence,
        BlockMap,
        BlockSequence,
        Special, // an anchor, a tag or an alias: never patched
    };

    // A value: its bytes [begin, end) (for a block collection, from its first line's start
    // to the end of its last line's text), and for a block collection the column of its keys
    // or dashes and the lines it spans.
    struct Node {
        Style style = Style::Empty;
        qint64 begin = 0;
        qint64 end = 0;
        int column = 0;
        int firstLine = 0; // line indexes, [firstLine, endLine); block collections only
        int endLine = 0;
    };
    struct Entry {
        QString key;
        bool keyIsPlain = true; // quoted keys cannot be matched when they hold escapes
        qint64 lineBegin = 0;   // the start of the key's line
        qint64 keyBegin = 0;
        bool ownLine = true; // only indentation before the key (not after "- ")
        int column = 0;      // of the key
        qint64 colonEnd = 0; // just after the ':'
        Node value;
        // After the line end of the entry's last line (comment lines after it not included).
        qint64 end = 0;
    };
    struct Item {
        qint64 lineBegin = 0;
        int dashColumn = 0;
        int contentColumn = 0; // where the item's node starts ("-   flow_id": dash + 4)
        Node value;
        qint64 end = 0;
    };

    // Classifies the lines of text (which must outlive the layout); none when the text is
    // not something this lexer reads (tabs for indentation, CR-only line ends).
    static std::optional<YamlLayout> scan(const QByteArray& text);
    // YAML's white space inside a line (s-white): a blank or a tab.
    static bool isSpaceOrTab(char c) { return c == ' ' || c == '\t'; }

    const QByteArray& text() const { return *m_text; }
    QByteArray lineEnd() const {
        return m_crlf ? QByteArrayLiteral("\r\n") : QByteArrayLiteral("\n");
    }

    // The document's top node: a block map, or none.
    std::optional<Node> root() const;
    // The entries of a block map, the items of a block sequence; none when the lexer cannot
    // read them (the whole node is then left to the canonical writer).
    std::optional<std::vector<Entry>> entries(const Node& map) const;
    std::optional<std::vector<Item>> items(const Node& sequence) const;

    // The lines as classified: how many, where each starts and its text ends (before the
    // line end), whether it is a gap (blank or only a comment, outside any value), and which
    // line holds a byte.
    int lineCount() const { return int(m_lines.size()); }
    qint64 lineStart(int line) const { return lineBegin(line); }
    qint64 lineTextEnd(int line) const { return textEnd(line); }
    qint64 lineEndAfter(int line) const { return lineEndOffset(line); }
    int lineIndent(int line) const { return m_lines[std::size_t(line)].indent; }
    bool isGapLine(int line) const { return m_lines[std::size_t(line)].kind == LineKind::Gap; }
    bool isContentLine(int line) const {
        return m_lines[std::size_t(line)].kind == LineKind::Content;
    }
    int lineOf(qint64 offset) const;
    // The line end the line has (the file's, for a last line without one).
    QByteArray lineEndOf(int line) const;

    // The blanks and the comment after `from` on its line, when only blanks come between
    // (`evidence:   # why`, `{quote: q}  # from 2025`), else nothing.
    QByteArray commentAfter(qint64 from) const;
    // The comment after a block scalar's header (`notes: >-   # folded`), with the blanks
    // before it; nothing for any other value.
    QByteArray headerComment(const Node& value) const;

    // The text's bytes [begin, end) with the edits made: by place, an insertion before a
    // replacement that starts where it is, insertions at one place in the order given. None
    // when two edits overlap or one lies outside [begin, end).
    std::optional<QByteArray> applied(qint64 begin, qint64 end, std::vector<YamlEdit> edits) const;

private:
    enum class LineKind : quint8 { Gap, Continuation, Content };
    struct Line {
        qint64 begin = 0;
        int indent = 0;
        LineKind kind = LineKind::Gap;
    };

    bool classify();
    qint64 lineBegin(int line) const { return m_lines[std::size_t(line)].begin; }
    // After the line's line end (the end of the text for the last line).
    qint64 lineEndOffset(int line) const;
    qint64 textEnd(int line) const; // the end of the line's text, before \r\n
    // Whether the line's content starts with a list item's dash ("- " or a lone "-").
    bool startsWithDash(int line) const;
    // After a key's ':' or a dash: the value, which may continue on lines up to endLine.
    std::optional<Node> valueAt(qint64 from, int line, int parentColumn, int endLine) const;
    // The last line in [line, endLine) that is not a gap, for where an entry or item ends.
    int lastContentLine(int line, int endLine) const;
    // The end of a quoted scalar or flow collection starting at from, or -1.
    qint64 quotedEnd(qint64 from) const;
    qint64 flowEnd(qint64 from) const;
    // Where a comment starts on the line after from, else the text's end (trailing spaces cut).
    qint64 plainEnd(qint64 from, int line) const;
    std::optional<Entry> keyAt(qint64 at, int line) const;

    const QByteArray* m_text = nullptr;
    bool m_crlf = false;
    std::vector<Line> m_lines;
};

} // namespace FlowAudit
