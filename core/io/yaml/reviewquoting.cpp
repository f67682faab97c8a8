#include "core/io/yaml/reviewquoting.h"

#include <QRegularExpression>

#include <algorithm>

namespace FlowAudit {

namespace {

using QuotingStyle = ReviewQuoting::Style;

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

QuotingStyle styleOf(char first) {
    return first == '"'    ? QuotingStyle::Double
           : first == '\'' ? QuotingStyle::Single
                           : QuotingStyle::Plain;
}

// What a reader may take a scalar for: a date, another type (a boolean, a number, a null),
// or text no reader mistakes.
enum class Kind { Text, Date, OtherType };

Kind kindOf(const QString& text) {
    static const QRegularExpression date(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    if (date.match(text).hasMatch())
        return Kind::Date;
    return YamlWriter::readsAsAnotherType(text) ? Kind::OtherType : Kind::Text;
}

// A quoted scalar or key starting at from: where it ends (after its closing quote), or -1.
qint64 quotedEnd(const QByteArray& text, qint64 from, qint64 end) {
    const char quote = text[from];
    for (qint64 i = from + 1; i < end; ++i) {
        if (quote == '"' && text[i] == '\\')
            ++i;
        else if (quote == '\'' && text[i] == '\'' && i + 1 < end && text[i + 1] == '\'')
            ++i;
        else if (text[i] == quote)
            return i + 1;
    }
    return -1;
}

// A nested flow collection starting at from: where it ends, or -1.
qint64 collectionEnd(const QByteArray& text, qint64 from, qint64 end) {
    int depth = 0;
    for (qint64 i = from; i < end; ++i) {
        const char c = text[i];
        if (c == '"' || c == '\'') {
            i = quotedEnd(text, i, end);
            if (i < 0)
                return -1;
            --i;
        } else if (c == '[' || c == '{') {
            ++depth;
        } else if ((c == ']' || c == '}') && --depth == 0) {
            return i + 1;
        }
    }
    return -1;
}

} // namespace

const std::vector<YamlLayout::Item>& ReviewQuoting::flows() const {
    if (m_flows)
        return *m_flows;
    m_flows.emplace();
    const std::optional<YamlLayout::Node> root = m_layout.root();
    const auto top = root ? m_layout.entries(*root) : std::nullopt;
    if (top) {
        for (const YamlLayout::Entry& entry : *top) {
            if (entry.key != QLatin1String("flows") ||
                entry.value.style != YamlLayout::Style::BlockSequence)
                continue;
            if (auto items = m_layout.items(entry.value))
                m_flows = std::move(*items);
        }
    }
    m_reviews.resize(m_flows->size());
    return *m_flows;
}

const std::vector<ReviewQuoting::Seen>& ReviewQuoting::reviewsOf(std::size_t flow) const {
    std::optional<std::vector<Seen>>& reviews = m_reviews[flow];
    if (reviews)
        return *reviews;
    reviews.emplace();
    const YamlLayout::Item& item = (*m_flows)[flow];
    const auto fields = item.value.style == YamlLayout::Style::BlockMap
                            ? m_layout.entries(item.value)
                            : std::nullopt;
    if (!fields)
        return *reviews;
    for (const YamlLayout::Entry& field : *fields) {
        if (field.key != QLatin1String("reviews"))
            continue;
        if (field.value.style == YamlLayout::Style::BlockMap)
            addBlockMap(*reviews, field.value, 2);
        else if (field.value.style == YamlLayout::Style::FlowMap)
            addFlowMap(*reviews, field.value.begin, field.value.end, 2);
    }
    return *reviews;
}

const ReviewQuoting::Seen*
ReviewQuoting::nearest(qint64 near, const std::function<bool(const Seen&)>& fits) const {
    const std::vector<YamlLayout::Item>& items = flows();
    if (items.empty())
        return nullptr;
    // The flow near is in (or the last one starting before it).
    const auto after = std::upper_bound(
        items.begin(), items.end(), near,
        [](qint64 at, const YamlLayout::Item& item) { return at < item.lineBegin; });
    const std::ptrdiff_t here = std::max<std::ptrdiff_t>(after - items.begin() - 1, 0);
    const std::ptrdiff_t count = std::ptrdiff_t(items.size());
    for (std::ptrdiff_t step = 0; step < count; ++step) {
        for (const std::ptrdiff_t flow : {here - step, here + step}) {
            if (flow < 0 || flow >= count || (step == 0 && flow != here))
                continue;
            const Seen* best = nullptr;
            for (const Seen& seen : reviewsOf(std::size_t(flow))) {
                if (fits(seen) && (!best || qAbs(seen.at - near) < qAbs(best->at - near)))
                    best = &seen;
            }
            if (best)
                return best;
            if (step == 0)
                break;
        }
    }
    return nullptr;
}

// depth 2: a map of reviews by rule; 1: one review's own map.
void ReviewQuoting::addBlockMap(std::vector<Seen>& out, const YamlLayout::Node& map,
                                int depth) const {
    const auto entries = m_layout.entries(map);
    if (!entries)
        return;
    const QByteArray& text = m_layout.text();
    for (const YamlLayout::Entry& entry : *entries) {
        const YamlLayout::Node& value = entry.value;
        if (depth == 2) {
            if (value.style == YamlLayout::Style::BlockMap)
                addBlockMap(out, value, 1);
            else if (value.style == YamlLayout::Style::FlowMap)
                addFlowMap(out, value.begin, value.end, 1);
            continue;
        }
        Seen seen;
        seen.at = entry.keyBegin;
        seen.key = entry.key;
        seen.keyStyle = styleOf(text[entry.keyBegin]);
        if (value.style == YamlLayout::Style::Plain ||
            value.style == YamlLayout::Style::SingleQuoted ||
            value.style == YamlLayout::Style::DoubleQuoted) {
            seen.valueStyle = styleOf(text[value.begin]);
            seen.valueText = QString::fromUtf8(text.mid(value.begin, value.end - value.begin));
        }
        out.push_back(std::move(seen));
    }
}

// The entries of a flow map [begin, end) (`{status: pass, on: 2026-10-03}`); depth as above.
void ReviewQuoting::addFlowMap(std::vector<Seen>& out, qint64 begin, qint64 end, int depth) const {
    const QByteArray& text = m_layout.text();
    if (begin < 0 || end > text.size() || begin >= end || text[begin] != '{')
        return;
    qint64 at = begin + 1;
    const qint64 close = end - 1; // the closing brace
    while (at < close) {
        while (at < close && (isBlank(text[at]) || text[at] == ','))
            ++at;
        if (at >= close)
            return;
        Seen seen;
        seen.at = at;
        seen.keyStyle = styleOf(text[at]);
        qint64 keyEnd = at;
        if (seen.keyStyle != QuotingStyle::Plain) {
            keyEnd = quotedEnd(text, at, close);
            if (keyEnd < 0)
                return;
            QByteArray key = text.mid(at + 1, keyEnd - at - 2);
            if (seen.keyStyle == QuotingStyle::Single)
                key.replace("''", "'");
            else if (key.contains('\\'))
                return; // an escape: not a key a review has
            seen.key = QString::fromUtf8(key);
        } else {
            while (keyEnd < close && text[keyEnd] != ':' && text[keyEnd] != ',')
                ++keyEnd;
            seen.key = QString::fromUtf8(text.mid(at, keyEnd - at)).trimmed();
        }
        qint64 colon = keyEnd;
        while (colon < close && isBlank(text[colon]))
            ++colon;
        if (colon >= close || text[colon] != ':')
            return;
        qint64 value = colon + 1;
        while (value < close && isBlank(text[value]))
            ++value;
        qint64 valueEnd = value;
        if (value < close && (text[value] == '{' || text[value] == '[')) {
            valueEnd = collectionEnd(text, value, close);
            if (valueEnd < 0)
                return;
            if (depth == 2 && text[value] == '{')
                addFlowMap(out, value, valueEnd, 1);
        } else if (value < close && (text[value] == '"' || text[value] == '\'')) {
            valueEnd = quotedEnd(text, value, close);
            if (valueEnd < 0)
                return;
        } else {
            while (valueEnd < close && text[valueEnd] != ',')
                ++valueEnd;
        }
        if (depth == 1) {
            if (value < valueEnd && text[value] != '{' && text[value] != '[') {
                seen.valueStyle = styleOf(text[value]);
                seen.valueText = QString::fromUtf8(text.mid(value, valueEnd - value)).trimmed();
            }
            out.push_back(std::move(seen));
        }
        at = valueEnd;
    }
}

QuotingStyle ReviewQuoting::keyStyle(const QString& key, qint64 near) const {
    const Seen* found = nearest(near, [&key](const Seen& seen) { return seen.key == key; });
    return found ? found->keyStyle : QuotingStyle::Default;
}

QuotingStyle ReviewQuoting::valueStyle(const QString& key, const YamlValue& value,
                                       qint64 near) const {
    // A value read plain is written plain again.
    if (!value.isScalar() || value.scalarStyle() == YamlValue::ScalarStyle::Plain)
        return QuotingStyle::Default;
    const Kind kind = kindOf(value.text());
    const Seen* found = nearest(near, [&](const Seen& seen) {
        // Plain beside plain only where a reader takes both for the same kind of thing.
        return seen.key == key && seen.valueStyle != QuotingStyle::Default &&
               (seen.valueStyle != QuotingStyle::Plain || kind == Kind::Text ||
                kindOf(seen.valueText) == kind);
    });
    // One read quoted stays quoted.
    if (!found || (found->valueStyle == QuotingStyle::Plain &&
                   value.scalarStyle() == YamlValue::ScalarStyle::Quoted))
        return QuotingStyle::Default;
    return found->valueStyle;
}

QString ReviewQuoting::reviewKeyAt(const QStringList& path) {
    if (path.size() == 5 && path[0] == QLatin1String("flows") &&
        path[2] == QLatin1String("reviews"))
        return path[4];
    return {};
}

} // namespace FlowAudit
