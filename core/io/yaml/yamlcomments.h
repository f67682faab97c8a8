#pragma once

#include "core/io/yaml/yamllayout.h"

#include <QHash>
#include <QStringList>

namespace FlowAudit {

// The comments of a block-style YAML file and the node each belongs to, so that a merge can
// carry a comment one side added to its place in the other side's bytes, and git's textconv
// view can show it beside its field. A comment on a line of its own belongs to the node that
// starts on the next line with content (the outermost one there: a comment above
// `- flow_id: x` is about the flow, not its ID); a comment after a value, to that value's
// entry; comments after the last node, to the end of the file.
//
// Paths are map keys, and list items by their 0-based position ("#3"): what an item is
// (which flow, which waiver) is for the caller to say from the inventory read from the
// same bytes.
class YamlComments {
public:
    struct Comment {
        QStringList path; // empty: after everything
        bool trailing = false;
        QByteArray text;   // from '#' to the end of the line's text
        int line = 0;      // 1-based
        qint64 begin = 0;  // what removing it removes: the whole line, or the spaces and
        qint64 end = 0;    // comment after the value (up to the text's end)
        int previous = -1; // own-line: the comment on a line above it before the same node
    };
    // Where a node starts: its line, and where a comment after its value would go.
    struct Node {
        QStringList path;
        int line = 0; // 0-based
        qint64 lineBegin = 0;
        qint64 end = 0;        // after the line end of its last line
        qint64 valueEnd = -1;  // -1: its line ends in something a trailing comment cannot follow
        int valueLine = 0;     // 0-based: the line valueEnd is on (a quoted text may close later)
        qint64 flowBegin = -1; // a `{…}` or `[…]` value: where it opens
        bool hasTrailing = false;
        int depth = 0;
    };

    // None when YamlLayout cannot read the text's structure. The text must outlive the result.
    static std::optional<YamlComments> of(const QByteArray& text);

    const std::vector<Comment>& comments() const { return m_comments; }
    // The comments inside a flow collection written over several lines (`reviews: {` …
    // `IP04: pass,  # checked` … `}`), each with the path of the node whose value holds it:
    // for a reader's view (textconv); a merge carries the collection's lines whole.
    const std::vector<Comment>& innerComments() const { return m_inner; }
    const std::vector<Node>& nodes() const { return m_nodes; } // in the order of the file
    const YamlLayout& layout() const { return *m_layout; }
    // The node at path, or none.
    const Node* node(const QStringList& path) const;

    static QString itemKey(int index) { return QStringLiteral("#%1").arg(index); }
    // The position an item key names, or -1.
    static int itemIndex(const QString& segment);

private:
    void walk(const YamlLayout::Node& node, const QStringList& path, int depth);
    void addNode(const QStringList& path, qint64 lineBegin, qint64 end,
                 const YamlLayout::Node& value, qint64 colonEnd, int depth);
    void findComments();
    void findInnerComments(const Node& node);
    // After a block scalar's header (`|`, `>-`, `|2+`): where a comment on its line may follow.
    qint64 blockScalarHeaderEnd(qint64 indicator) const;

    std::optional<YamlLayout> m_layout;
    std::vector<Node> m_nodes;
    std::vector<Comment> m_comments;
    std::vector<Comment> m_inner;
    QHash<QString, std::size_t> m_byPath;
};

} // namespace FlowAudit
