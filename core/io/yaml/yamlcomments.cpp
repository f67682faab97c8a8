#include "core/io/yaml/yamlcomments.h"

namespace FlowAudit {

namespace {

bool endsOnItsLine(YamlLayout::Style style) {
    switch (style) {
    case YamlLayout::Style::Plain:
    case YamlLayout::Style::SingleQuoted:
    case YamlLayout::Style::DoubleQuoted:
    case YamlLayout::Style::FlowMap:
    case YamlLayout::Style::FlowSequence:
        return true;
    default:
        return false;
    }
}

// Whether a quote after this character starts a quoted scalar inside a flow collection.
bool opensScalar(char before) {
    return before == '{' || before == '[' || before == ',' || before == ':' ||
           YamlLayout::isSpaceOrTab(before);
}

} // namespace

qint64 YamlComments::blockScalarHeaderEnd(qint64 indicator) const {
    // `|` or `>`, then a chomping and an indentation indicator in either order.
    const QByteArray& text = m_layout->text();
    qint64 at = indicator + 1;
    while (at < text.size() &&
           (text[at] == '-' || text[at] == '+' || (text[at] >= '0' && text[at] <= '9')))
        ++at;
    return at;
}

std::optional<YamlComments> YamlComments::of(const QByteArray& text) {
    YamlComments result;
    result.m_layout = YamlLayout::scan(text);
    if (!result.m_layout)
        return std::nullopt;
    if (const std::optional<YamlLayout::Node> root = result.m_layout->root())
        result.walk(*root, {}, 1);
    result.findComments();
    result.m_byPath.reserve(qsizetype(result.m_nodes.size()));
    for (std::size_t i = 0; i < result.m_nodes.size(); ++i)
        result.m_byPath.insert(result.m_nodes[i].path.join(QChar(0x1f)), i);
    return result;
}

int YamlComments::itemIndex(const QString& segment) {
    if (!segment.startsWith(QLatin1Char('#')))
        return -1;
    bool ok = false;
    const int index = segment.mid(1).toInt(&ok);
    return ok ? index : -1;
}

const YamlComments::Node* YamlComments::node(const QStringList& path) const {
    const auto found = m_byPath.constFind(path.join(QChar(0x1f)));
    return found == m_byPath.cend() ? nullptr : &m_nodes[*found];
}

void YamlComments::addNode(const QStringList& path, qint64 lineBegin, qint64 end,
                           const YamlLayout::Node& value, qint64 colonEnd, int depth) {
    Node node;
    node.path = path;
    node.line = m_layout->lineOf(lineBegin);
    node.lineBegin = m_layout->lineStart(node.line);
    node.end = end;
    node.depth = depth;
    node.valueLine = node.line;
    if (endsOnItsLine(value.style)) {
        // A quoted or flow value may close on a later line: a comment follows it there.
        node.valueEnd = value.end;
        node.valueLine = m_layout->lineOf(value.end);
        if (value.style == YamlLayout::Style::FlowMap ||
            value.style == YamlLayout::Style::FlowSequence)
            node.flowBegin = value.begin;
    } else if (value.style == YamlLayout::Style::Literal ||
               value.style == YamlLayout::Style::Folded) {
        node.valueEnd = blockScalarHeaderEnd(value.begin); // `notes: >-  # …` above its text
    } else if (colonEnd > 0 && (value.style == YamlLayout::Style::Empty ||
                                value.style == YamlLayout::Style::BlockMap ||
                                value.style == YamlLayout::Style::BlockSequence))
        node.valueEnd = colonEnd; // `reviews:  # …` above its entries
    m_nodes.push_back(std::move(node));
}

void YamlComments::walk(const YamlLayout::Node& node, const QStringList& path, int depth) {
    if (node.style == YamlLayout::Style::BlockMap) {
        const auto entries = m_layout->entries(node);
        if (!entries)
            return;
        for (const YamlLayout::Entry& entry : *entries) {
            const QStringList at = path + QStringList{entry.key};
            addNode(at, entry.lineBegin, entry.end, entry.value, entry.colonEnd, depth);
            walk(entry.value, at, depth + 1);
        }
    } else if (node.style == YamlLayout::Style::BlockSequence) {
        const auto items = m_layout->items(node);
        if (!items)
            return;
        for (std::size_t i = 0; i < items->size(); ++i) {
            const YamlLayout::Item& item = (*items)[i];
            const QStringList at = path + QStringList{itemKey(int(i))};
            addNode(at, item.lineBegin, item.end, item.value, 0, depth);
            walk(item.value, at, depth + 1);
        }
    }
}

void YamlComments::findComments() {
    const YamlLayout& layout = *m_layout;
    const char* text = layout.text().constData();
    // Per line: the outermost node starting there (own-line comments above belong to it) and
    // the innermost one (a comment after the value belongs to it).
    QHash<int, std::pair<std::size_t, std::size_t>> onLine;
    // The nodes whose value closes on a later line than it starts (a quoted text over two
    // lines): a comment after it is on that line.
    QHash<int, std::size_t> closingOn;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const auto found = onLine.find(m_nodes[i].line);
        if (found == onLine.end())
            onLine.insert(m_nodes[i].line, {i, i});
        else
            found->second = i;
        if (m_nodes[i].valueLine != m_nodes[i].line)
            closingOn.insert(m_nodes[i].valueLine, i);
    }
    const auto trailingOf = [&](Node& node, int line, qint64 end) {
        if (node.valueEnd < 0)
            return;
        qint64 at = node.valueEnd;
        while (at < end && YamlLayout::isSpaceOrTab(text[at]))
            ++at;
        if (at < end && text[at] == '#' && at > node.valueEnd) {
            Comment c;
            c.path = node.path;
            c.trailing = true;
            c.text = QByteArray(text + at, end - at);
            c.line = line + 1;
            c.begin = node.valueEnd;
            c.end = end;
            node.hasTrailing = true;
            m_comments.push_back(std::move(c));
        }
    };
    std::vector<Comment> pending;
    for (int line = 0; line < layout.lineCount(); ++line) {
        const qint64 begin = layout.lineStart(line);
        const qint64 end = layout.lineTextEnd(line);
        if (layout.isGapLine(line)) {
            qint64 at = begin;
            while (at < end && YamlLayout::isSpaceOrTab(text[at]))
                ++at;
            if (at < end && text[at] == '#') {
                Comment c;
                c.text = QByteArray(text + at, end - at);
                c.line = line + 1;
                c.begin = begin;
                c.end = layout.lineEndAfter(line);
                if (!pending.empty())
                    c.previous = int(m_comments.size() + pending.size()) - 1;
                pending.push_back(std::move(c));
            }
            continue;
        }
        const auto closing = closingOn.constFind(line);
        if (closing != closingOn.cend())
            trailingOf(m_nodes[*closing], line, end);
        const auto found = onLine.constFind(line);
        if (found == onLine.cend())
            continue;
        for (Comment& c : pending) {
            c.path = m_nodes[found->first].path;
            m_comments.push_back(std::move(c));
        }
        pending.clear();
        Node& inner = m_nodes[found->second];
        if (inner.valueLine == line)
            trailingOf(inner, line, end);
    }
    for (Comment& c : pending)
        m_comments.push_back(std::move(c)); // after everything: no path
    for (const Node& node : m_nodes) {
        if (node.flowBegin >= 0 && node.valueEnd > node.flowBegin && node.valueLine != node.line)
            findInnerComments(node);
    }
}

void YamlComments::findInnerComments(const Node& node) {
    const char* text = m_layout->text().constData();
    char quote = 0; // inside a quoted scalar
    for (int line = node.line; line <= node.valueLine; ++line) {
        const qint64 from = line == node.line ? node.flowBegin : m_layout->lineStart(line);
        const qint64 end = line == node.valueLine ? node.valueEnd : m_layout->lineTextEnd(line);
        for (qint64 at = from; at < end; ++at) {
            const char c = text[at];
            if (quote) {
                if (quote == '"' && c == '\\')
                    ++at;
                else if (c == quote)
                    quote = 0;
            } else if ((c == '"' || c == '\'') && (at == from || opensScalar(text[at - 1]))) {
                quote = c;
            } else if (c == '#' && (at == m_layout->lineStart(line) ||
                                    YamlLayout::isSpaceOrTab(text[at - 1]))) {
                Comment comment;
                comment.path = node.path;
                comment.text = QByteArray(text + at, m_layout->lineTextEnd(line) - at);
                comment.line = line + 1;
                comment.begin = at;
                comment.end = m_layout->lineTextEnd(line);
                m_inner.push_back(std::move(comment));
                break;
            }
        }
    }
}

} // namespace FlowAudit
