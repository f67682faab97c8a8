#include "core/io/yaml/yamllayout.h"

#include "core/io/utf8text.h"

#include "core/io/yaml/yamltextscan.h"

#include <algorithm>

namespace FlowAudit {

namespace {

// Characters a plain key cannot start with: they start other syntax.
bool startsOtherSyntax(char c) {
    switch (c) {
    case '?':
    case '-':
    case '[':
    case ']':
    case '{':
    case '}':
    case '#':
    case '&':
    case '*':
    case '!':
    case '|':
    case '>':
    case '%':
    case '@':
    case '`':
    case ',':
        return true;
    default:
        return false;
    }
}

bool startsWithMarker(const char* p, qint64 size, const char* marker) {
    return size >= 3 && p[0] == marker[0] && p[1] == marker[1] && p[2] == marker[2] &&
           (size == 3 || YamlLayout::isSpaceOrTab(p[3]) || p[3] == '\r' || p[3] == '\n');
}

} // namespace

std::optional<YamlLayout> YamlLayout::scan(const QByteArray& text) {
    YamlLayout layout;
    layout.m_text = &text;
    const qint64 bom = text.startsWith("\xEF\xBB\xBF") ? 3 : 0;
    const qsizetype firstNewline = text.indexOf('\n');
    layout.m_crlf = firstNewline > 0 && text.at(firstNewline - 1) == '\r';
    std::vector<YamlTextScan::LineClass> classes;
    YamlTextScan scan;
    scan.recordLines(&classes);
    scan.feed(text.constData(), text.size());
    scan.finish();
    layout.m_lines.reserve(classes.size());
    for (const YamlTextScan::LineClass& c : classes) {
        if (c.tabIndent)
            return std::nullopt;
        layout.m_lines.push_back({c.begin + bom, c.indent, LineKind(c.kind)});
    }
    if (!layout.classify())
        return std::nullopt;
    return layout;
}

// Directives and document markers are gaps here: the patch never touches them. A second
// document, or content after an end marker, is not an inventory.
bool YamlLayout::classify() {
    bool content = false;
    bool ended = false;
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        Line& line = m_lines[i];
        if (line.kind != LineKind::Content)
            continue;
        const char* p = m_text->constData() + line.begin;
        const qint64 size = textEnd(int(i)) - line.begin;
        if (ended)
            return false;
        if (line.indent == 0 && (startsWithMarker(p, size, "---") || (!content && *p == '%'))) {
            if (content)
                return false;
            if (*p == '-') {
                qint64 rest = 3;
                while (rest < size && YamlLayout::isSpaceOrTab(p[rest]))
                    ++rest;
                if (rest < size && p[rest] != '#')
                    return false; // a document on the marker's line
            }
            line.kind = LineKind::Gap;
        } else if (line.indent == 0 && startsWithMarker(p, size, "...")) {
            line.kind = LineKind::Gap;
            ended = true;
        } else {
            content = true;
        }
    }
    return true;
}

qint64 YamlLayout::lineEndOffset(int line) const {
    return std::size_t(line + 1) < m_lines.size() ? m_lines[std::size_t(line + 1)].begin
                                                  : m_text->size();
}

qint64 YamlLayout::textEnd(int line) const {
    qint64 end = lineEndOffset(line);
    const char* text = m_text->constData();
    if (end > lineBegin(line) && text[end - 1] == '\n')
        --end;
    if (end > lineBegin(line) && text[end - 1] == '\r')
        --end;
    return end;
}

int YamlLayout::lineOf(qint64 offset) const {
    const auto after = std::upper_bound(m_lines.begin(), m_lines.end(), offset,
                                        [](qint64 at, const Line& l) { return at < l.begin; });
    return after == m_lines.begin() ? 0 : int(after - m_lines.begin()) - 1;
}

bool YamlLayout::startsWithDash(int line) const {
    const qint64 at = lineBegin(line) + m_lines[std::size_t(line)].indent;
    const char* text = m_text->constData();
    return text[at] == '-' && (at + 1 == textEnd(line) || text[at + 1] == ' ');
}

int YamlLayout::lastContentLine(int line, int endLine) const {
    int last = endLine - 1;
    while (last > line && m_lines[std::size_t(last)].kind == LineKind::Gap)
        --last;
    return last;
}

qint64 YamlLayout::quotedEnd(qint64 from) const {
    const char* text = m_text->constData();
    const qint64 size = m_text->size();
    const char quote = text[from];
    for (qint64 i = from + 1; i < size; ++i) {
        if (quote == '"' && text[i] == '\\')
            ++i;
        else if (text[i] == quote && quote == '\'' && i + 1 < size && text[i + 1] == '\'')
            ++i;
        else if (text[i] == quote)
            return i + 1;
    }
    return -1;
}

qint64 YamlLayout::flowEnd(qint64 from) const {
    const char* text = m_text->constData();
    const qint64 size = m_text->size();
    int depth = 0;
    char last = 0; // the last character other than white space
    for (qint64 i = from; i < size; ++i) {
        const char c = text[i];
        if (c == '[' || c == '{') {
            ++depth;
        } else if (c == ']' || c == '}') {
            if (--depth == 0)
                return i + 1;
        } else if ((c == '"' || c == '\'') &&
                   (last == '[' || last == '{' || last == ',' || last == ':')) {
            i = quotedEnd(i);
            if (i < 0)
                return -1;
            --i;
        } else if (c == '#' && i > from && YamlLayout::isSpaceOrTab(text[i - 1])) {
            while (i < size && text[i] != '\n')
                ++i;
            continue;
        }
        if (!YamlLayout::isSpaceOrTab(c) && c != '\n' && c != '\r')
            last = c;
    }
    return -1;
}

qint64 YamlLayout::plainEnd(qint64 from, int line) const {
    const char* text = m_text->constData();
    qint64 end = textEnd(line);
    for (qint64 i = from; i < end; ++i) {
        if (text[i] == '#' && i > from && YamlLayout::isSpaceOrTab(text[i - 1])) {
            end = i;
            break;
        }
    }
    while (end > from && YamlLayout::isSpaceOrTab(text[end - 1]))
        --end;
    return end;
}

std::optional<YamlLayout::Entry> YamlLayout::keyAt(qint64 at, int line) const {
    const char* text = m_text->constData();
    const qint64 end = textEnd(line);
    if (at >= end)
        return std::nullopt;
    Entry entry;
    qint64 colon = -1;
    if (text[at] == '"' || text[at] == '\'') {
        const qint64 close = quotedEnd(at);
        if (close < 0 || close > end)
            return std::nullopt;
        QByteArray key(text + at + 1, close - at - 2);
        if (text[at] == '\'')
            key.replace("''", "'");
        else
            entry.keyIsPlain = !key.contains('\\');
        entry.key = utf8Text(key);
        colon = close;
        while (colon < end && YamlLayout::isSpaceOrTab(text[colon]))
            ++colon;
        if (colon >= end || text[colon] != ':')
            return std::nullopt;
    } else {
        if (startsOtherSyntax(text[at]))
            return std::nullopt;
        for (qint64 i = at; i < end; ++i) {
            if (text[i] == '#' && YamlLayout::isSpaceOrTab(text[i - 1]))
                return std::nullopt;
            if (text[i] == ':' && (i + 1 == end || YamlLayout::isSpaceOrTab(text[i + 1]))) {
                colon = i;
                break;
            }
        }
        if (colon < 0)
            return std::nullopt;
        qint64 keyEnd = colon;
        while (keyEnd > at && YamlLayout::isSpaceOrTab(text[keyEnd - 1]))
            --keyEnd;
        entry.key = utf8Text(text + at, keyEnd - at);
    }
    if (colon + 1 < end && !YamlLayout::isSpaceOrTab(text[colon + 1]))
        return std::nullopt;
    entry.lineBegin = lineBegin(line);
    entry.keyBegin = at;
    entry.column = int(at - entry.lineBegin);
    entry.ownLine = entry.column == m_lines[std::size_t(line)].indent;
    entry.colonEnd = colon + 1;
    return entry;
}

std::optional<YamlLayout::Node> YamlLayout::valueAt(qint64 from, int line, int parentColumn,
                                                    int endLine) const {
    const char* text = m_text->constData();
    const qint64 end = textEnd(line);
    qint64 p = from;
    while (p < end && YamlLayout::isSpaceOrTab(text[p]))
        ++p;
    Node node;
    node.begin = p;
    const int last = lastContentLine(line, endLine);
    if (p == end || text[p] == '#') {
        node.begin = node.end = from;
        int next = line + 1;
        while (next < endLine && m_lines[std::size_t(next)].kind != LineKind::Content)
            ++next;
        if (next >= endLine)
            return node; // Empty
        const Line& below = m_lines[std::size_t(next)];
        const qint64 at = below.begin + below.indent;
        const bool dash = startsWithDash(next);
        if (below.indent < parentColumn || (below.indent == parentColumn && !dash))
            return node;
        node.column = below.indent;
        node.firstLine = next;
        node.endLine = endLine;
        node.begin = at;
        node.end = textEnd(last);
        if (dash)
            node.style = Style::BlockSequence;
        else if (keyAt(at, next))
            node.style = Style::BlockMap;
        else
            node.style = Style::Special; // a scalar on the lines below its key
        return node;
    }
    switch (text[p]) {
    case '"':
    case '\'':
        node.style = text[p] == '"' ? Style::DoubleQuoted : Style::SingleQuoted;
        node.end = quotedEnd(p);
        break;
    case '[':
    case '{':
        node.style = text[p] == '[' ? Style::FlowSequence : Style::FlowMap;
        node.end = flowEnd(p);
        break;
    case '|':
    case '>':
        node.style = text[p] == '|' ? Style::Literal : Style::Folded;
        node.end = textEnd(last);
        break;
    case '&':
    case '!':
    case '*':
        node.style = Style::Special;
        node.end = textEnd(last);
        break;
    case '-':
        if (p + 1 == end || text[p + 1] == ' ') {
            node.style = Style::Special; // a compact nested list
            node.end = textEnd(last);
            break;
        }
        [[fallthrough]];
    default:
        node.style = Style::Plain;
        node.end = last == line
                       ? plainEnd(p, line)
                       : plainEnd(lineBegin(last) + m_lines[std::size_t(last)].indent, last);
        break;
    }
    if (node.end < 0)
        return std::nullopt;
    return node;
}

std::optional<YamlLayout::Node> YamlLayout::root() const {
    for (std::size_t i = 0; i < m_lines.size(); ++i) {
        if (m_lines[i].kind != LineKind::Content)
            continue;
        const qint64 at = m_lines[i].begin + m_lines[i].indent;
        if (!keyAt(at, int(i)))
            return std::nullopt;
        Node node;
        node.style = Style::BlockMap;
        node.begin = at;
        node.column = m_lines[i].indent;
        node.firstLine = int(i);
        node.endLine = int(m_lines.size());
        node.end = textEnd(lastContentLine(int(i), node.endLine));
        return node;
    }
    return std::nullopt;
}

std::optional<std::vector<YamlLayout::Entry>> YamlLayout::entries(const Node& map) const {
    if (map.style != Style::BlockMap)
        return std::nullopt;
    std::vector<Entry> result;
    int line = map.firstLine;
    qint64 at = map.begin;
    while (line < map.endLine) {
        std::optional<Entry> entry = keyAt(at, line);
        if (!entry || entry->column != map.column)
            return std::nullopt;
        int next = line + 1;
        for (; next < map.endLine; ++next) {
            const Line& l = m_lines[std::size_t(next)];
            if (l.kind != LineKind::Content)
                continue;
            if (l.indent < map.column)
                return std::nullopt; // the map's lines were not where its parent said
            if (l.indent == map.column && !startsWithDash(next))
                break;
        }
        const std::optional<Node> value = valueAt(entry->colonEnd, line, map.column, next);
        if (!value)
            return std::nullopt;
        entry->value = *value;
        entry->end = lineEndOffset(lastContentLine(line, next));
        result.push_back(std::move(*entry));
        line = next;
        if (line < map.endLine)
            at = lineBegin(line) + m_lines[std::size_t(line)].indent;
    }
    return result;
}

std::optional<std::vector<YamlLayout::Item>> YamlLayout::items(const Node& sequence) const {
    if (sequence.style != Style::BlockSequence)
        return std::nullopt;
    const char* text = m_text->constData();
    std::vector<Item> result;
    int line = sequence.firstLine;
    while (line < sequence.endLine) {
        const Line& l = m_lines[std::size_t(line)];
        const qint64 dash = l.begin + l.indent;
        if (l.kind != LineKind::Content || l.indent != sequence.column || text[dash] != '-')
            return std::nullopt;
        int next = line + 1;
        for (; next < sequence.endLine; ++next) {
            const Line& n = m_lines[std::size_t(next)];
            if (n.kind == LineKind::Content && n.indent <= sequence.column)
                break;
        }
        if (next < sequence.endLine && m_lines[std::size_t(next)].indent < sequence.column)
            return std::nullopt;
        Item item;
        item.lineBegin = l.begin;
        item.dashColumn = l.indent;
        qint64 content = dash + 1;
        while (content < textEnd(line) && text[content] == ' ')
            ++content;
        item.contentColumn = int(content - l.begin);
        if (content < textEnd(line) && text[content] != '#' && keyAt(content, line)) {
            item.value.style = Style::BlockMap;
            item.value.begin = content;
            item.value.column = item.contentColumn;
            item.value.firstLine = line;
            item.value.endLine = next;
            item.value.end = textEnd(lastContentLine(line, next));
        } else {
            const std::optional<Node> value = valueAt(dash + 1, line, sequence.column, next);
            if (!value)
                return std::nullopt;
            item.value = *value;
        }
        item.end = lineEndOffset(lastContentLine(line, next));
        result.push_back(item);
        line = next;
    }
    return result;
}

QByteArray YamlLayout::lineEndOf(int line) const {
    const qint64 text = textEnd(line);
    const qint64 after = lineEndOffset(line);
    return after > text ? m_text->mid(text, after - text) : lineEnd();
}

QByteArray YamlLayout::commentAfter(qint64 from) const {
    const char* text = m_text->constData();
    const int line = lineOf(from);
    const qint64 end = textEnd(line);
    qint64 at = from;
    while (at < end && YamlLayout::isSpaceOrTab(text[at]))
        ++at;
    if (at >= end || text[at] != '#')
        return {};
    if (at > lineBegin(line) && !YamlLayout::isSpaceOrTab(text[at - 1]))
        return {}; // `a#b` is no comment
    return m_text->mid(from, end - from);
}

QByteArray YamlLayout::headerComment(const Node& value) const {
    if (value.style != Style::Literal && value.style != Style::Folded)
        return {};
    const char* text = m_text->constData();
    const qint64 end = textEnd(lineOf(value.begin));
    qint64 at = value.begin + 1;
    while (at < end && (text[at] == '-' || text[at] == '+' || (text[at] >= '0' && text[at] <= '9')))
        ++at;
    if (at < end && !YamlLayout::isSpaceOrTab(text[at]))
        return {};
    return commentAfter(at);
}

std::optional<QByteArray> YamlLayout::applied(qint64 begin, qint64 end,
                                              std::vector<YamlEdit> edits) const {
    std::stable_sort(edits.begin(), edits.end(), [](const YamlEdit& a, const YamlEdit& b) {
        return a.begin != b.begin ? a.begin < b.begin : (a.begin == a.end) > (b.begin == b.end);
    });
    QByteArray out;
    qint64 at = begin;
    for (const YamlEdit& edit : edits) {
        if (edit.begin < at || edit.end > end || edit.end < edit.begin)
            return std::nullopt;
        out.append(m_text->constData() + at, edit.begin - at);
        out.append(edit.text);
        at = edit.end;
    }
    out.append(m_text->constData() + at, end - at);
    return out;
}

} // namespace FlowAudit
