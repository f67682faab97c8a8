#include "core/io/yaml/inventorypatch.h"

#include "core/io/yaml/reviewquoting.h"
#include "core/io/yaml/yamllayout.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/keynearmiss.h"

#include <QBuffer>
#include <QHash>

#include <algorithm>

namespace FlowAudit {

namespace {

using Entry = YamlLayout::Entry;
using Style = YamlLayout::Style;

using PatchEdit = YamlEdit;

bool isAwkwardChar(char16_t c) {
    return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F) || c == 0xFEFF || c == 0x2028 ||
           c == 0x2029;
}

// Text a plain scalar reads back as itself, whatever the key: no indicator first, no
// comment or mapping inside, no white space at either end, nothing unprintable.
bool plainSafe(const QString& text) {
    if (text.isEmpty() || text.front().isSpace() || text.back().isSpace() ||
        QStringLiteral("-?:,[]{}#&*!|>'\"%@`").contains(text.front()) ||
        text.endsWith(QLatin1Char(':')) || text.contains(QLatin1String(": ")) ||
        text.contains(QLatin1String(" #")))
        return false;
    return std::none_of(text.begin(), text.end(), [](QChar c) {
        return c == QLatin1Char('\t') || isAwkwardChar(c.unicode());
    });
}

QByteArray doubleQuoted(const QString& text) {
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        default:
            if (isAwkwardChar(c.unicode()))
                out += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
    return out.toUtf8();
}

QByteArray spaces(int count) {
    return QByteArray(std::max(count, 0), ' ');
}

// Each line of text (written with \n) prefixed, with the file's line end.
QByteArray indentLines(const QByteArray& text, const QByteArray& firstPrefix,
                       const QByteArray& prefix, const QByteArray& eol) {
    QByteArray out;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!lines[i].isEmpty())
            out += (i == 0 ? firstPrefix : prefix) + lines[i];
        out += eol;
    }
    return out;
}

const Entry* entryNamed(const std::vector<Entry>& entries, const QString& key) {
    for (const Entry& entry : entries) {
        if (entry.keyIsPlain && entry.key == key)
            return &entry;
    }
    return nullptr;
}

bool isEmptyCollection(const YamlValue& value) {
    return (value.isMap() && value.entries().empty()) ||
           (value.isSequence() && value.items().empty());
}

// Which item of the list read each saved item comes from (-1: new): the same line and key,
// then the first unused item with the key, then the same line.
template <typename Item, typename LineOf, typename KeyOf>
std::vector<int> matchItems(const QList<Item>& read, const QList<Item>& saved, LineOf lineOf,
                            KeyOf keyOf) {
    QHash<int, int> byLine;
    QHash<QString, std::vector<int>> byKey;
    for (int i = 0; i < read.size(); ++i) {
        if (lineOf(read[i]) > 0)
            byLine.insert(lineOf(read[i]), i);
        byKey[keyOf(read[i])].push_back(i);
    }
    std::vector<int> origin(std::size_t(saved.size()), -1);
    std::vector<bool> used(std::size_t(read.size()), false);
    const auto take = [&](int j, int i) {
        if (i < 0 || used[std::size_t(i)])
            return;
        used[std::size_t(i)] = true;
        origin[std::size_t(j)] = i;
    };
    for (int j = 0; j < saved.size(); ++j) {
        const int i = lineOf(saved[j]) > 0 ? byLine.value(lineOf(saved[j]), -1) : -1;
        if (i >= 0 && keyOf(read[i]) == keyOf(saved[j]))
            take(j, i);
    }
    for (int j = 0; j < saved.size(); ++j) {
        if (origin[std::size_t(j)] >= 0)
            continue;
        for (const int i : byKey.value(keyOf(saved[j]))) {
            if (!used[std::size_t(i)]) {
                take(j, i);
                break;
            }
        }
    }
    for (int j = 0; j < saved.size(); ++j) {
        if (origin[std::size_t(j)] < 0 && lineOf(saved[j]) > 0)
            take(j, byLine.value(lineOf(saved[j]), -1));
    }
    return origin;
}

// A list of items as the patch sees it: how many were read, which read item each saved
// one comes from, whether it is unchanged, and the trees of both to compare field by field.
struct ListChange {
    int readCount = 0;
    std::vector<int> origin;
    std::function<bool(int savedIndex)> unchanged;
    std::function<YamlValue(int readIndex)> readTree;
    std::function<YamlValue(int savedIndex)> savedTree;
};

class Patcher {
public:
    explicit Patcher(const YamlLayout& layout)
        : m_layout(layout)
        , m_text(layout.text())
        , m_eol(layout.lineEnd())
        , m_reviews(layout) {}

    QString whyNot;

    // How the file lays out the items of its lists (the flows'), for a list written anew at
    // the top level (the first waivers): the column of the dash and of the item's keys.
    void setListIndent(int topColumn, int dashColumn, int contentColumn) {
        m_listIndent = ListIndent{topColumn, dashColumn, contentColumn};
    }

    bool fail(const QString& why) {
        if (whyNot.isEmpty())
            whyNot = why;
        return false;
    }

    // A key the caller patches itself (the flows and waivers lists): isSpecial says which,
    // patchSpecial does it.
    struct SpecialKeys {
        std::function<bool(const QString&)> isSpecial;
        std::function<bool(const QString&)> patchSpecial;
    };

    bool patchMap(const std::vector<Entry>& entries, const YamlValue& read, const YamlValue& saved,
                  int column, const SpecialKeys& special = {}) {
        const auto isSpecial = [&](const QString& key) {
            return special.isSpecial && special.isSpecial(key);
        };
        QStringList renamedTo; // keys written by renaming a near miss in place (SC03's fix)
        for (const YamlMapEntry& was : read.entries()) {
            if (isSpecial(was.key)) {
                if (!special.patchSpecial(was.key))
                    return false;
                continue;
            }
            const YamlValue* now = saved.find(was.key);
            if (now && *now == was.value)
                continue;
            const Entry* entry = entryNamed(entries, was.key);
            if (!entry) {
                // Read without being written (a format the reader assumed): nothing to remove,
                // and a change is an insertion.
                if (now && !insertEntry(entries, placeIn(saved, was.key), column))
                    return false;
                continue;
            }
            if (!now) {
                if (const std::optional<QString> to = renamedKey(entries, read, saved, was)) {
                    m_edits.push_back({entry->keyBegin,
                                       entry->keyBegin + qint64(was.key.toUtf8().size()),
                                       to->toUtf8()});
                    renamedTo.append(*to);
                    continue;
                }
                if (!entry->ownLine)
                    return fail(
                        QStringLiteral("%1 shares its line with the list's dash").arg(was.key));
                m_edits.push_back({entry->lineBegin, entry->end, {}});
            } else if (!replaceValue(*entry, &was.value, *now, entries)) {
                return false;
            }
        }
        const YamlEntries& wanted = saved.entries();
        for (std::size_t k = 0; k < wanted.size(); ++k) {
            const YamlMapEntry& add = wanted[k];
            if (read.find(add.key) || isSpecial(add.key) || renamedTo.contains(add.key))
                continue;
            if (const Entry* blank = entryNamed(entries, add.key)) {
                // Present with a blank value (`ipaas:`): filled on its own line.
                if (!replaceValue(*blank, nullptr, add.value, entries))
                    return false;
                continue;
            }
            if (!insertEntry(entries, {&wanted, k}, column))
                return false;
        }
        return true;
    }

    bool patchList(const Entry& entry, const ListChange& change) {
        const std::optional<std::vector<YamlLayout::Item>> items = m_layout.items(entry.value);
        if (!items || int(items->size()) != change.readCount)
            return fail(
                QStringLiteral("the items of %1 were not found in the text").arg(entry.key));
        bool moved = change.origin.size() != items->size();
        for (std::size_t j = 0; j < change.origin.size() && !moved; ++j)
            moved = change.origin[j] != int(j);
        const QStringList outer = m_path;
        const auto itemPath = [&](int j) { return outer + QStringList{entry.key, itemKey(j)}; };
        if (!moved) {
            for (std::size_t j = 0; j < items->size(); ++j) {
                m_path = itemPath(int(j));
                if (!change.unchanged(int(j)) &&
                    !patchItem((*items)[j], change.readTree(int(j)), change.savedTree(int(j))))
                    return false;
            }
            m_path = outer;
            return true;
        }
        const YamlLayout::Item& first = items->front();
        QByteArray out;
        QByteArray pendingGap;
        const auto append = [&](const QByteArray& piece) {
            if (!out.isEmpty() && !out.endsWith('\n') && !piece.isEmpty())
                out += m_eol;
            out += piece;
        };
        for (std::size_t j = 0; j < change.origin.size(); ++j) {
            const int i = change.origin[j];
            if (i < 0) {
                append(renderItem(change.savedTree(int(j)), first.dashColumn, first.contentColumn,
                                  quotingAt(itemPath(int(j)), first.lineBegin)));
                continue;
            }
            append(pendingGap);
            const YamlLayout::Item& item = (*items)[std::size_t(i)];
            std::vector<PatchEdit> inner;
            std::swap(inner, m_edits);
            m_path = itemPath(int(j));
            const bool patched = change.unchanged(int(j)) ||
                                 patchItem(item, change.readTree(i), change.savedTree(int(j)));
            m_path = outer;
            std::swap(inner, m_edits);
            if (!patched)
                return false;
            QByteArray block;
            if (!applyEdits(item.lineBegin, item.end, inner, &block))
                return false;
            append(block);
            const qint64 gapEnd = std::size_t(i) + 1 < items->size()
                                      ? (*items)[std::size_t(i) + 1].lineBegin
                                      : item.end;
            pendingGap = m_text.mid(item.end, gapEnd - item.end);
        }
        append(pendingGap);
        m_edits.push_back({first.lineBegin, items->back().end, out});
        return true;
    }

    // The file with the edits made; false when two of them overlap.
    bool finish(QByteArray* out) { return applyEdits(0, m_text.size(), m_edits, out); }

private:
    // The key a removed entry becomes in place: the known key it nearly names (SC03), when the
    // saved map adds that key, holding the same single value, and the text has no entry of it.
    static std::optional<QString> renamedKey(const std::vector<Entry>& entries,
                                             const YamlValue& read, const YamlValue& saved,
                                             const YamlMapEntry& was) {
        const std::optional<KeyNearMiss> nearMiss = keyNearMiss(was.key);
        if (!nearMiss || read.find(nearMiss->meant) || entryNamed(entries, nearMiss->meant))
            return std::nullopt;
        const YamlValue* added = saved.find(nearMiss->meant);
        if (!added || !added->isScalar() || !was.value.isScalar() ||
            added->text().trimmed() != was.value.text().trimmed())
            return std::nullopt;
        return nearMiss->meant;
    }

    // Whether text about to be replaced whole may hold an anchor, a tag or an alias, which
    // the inventory does not keep (so the re-read could not tell it was lost).
    bool mayHoldUnkeptSyntax(qint64 begin, qint64 end) {
        const char* text = m_text.constData();
        if (std::any_of(text + begin, text + end,
                        [](char c) { return c == '&' || c == '!' || c == '*'; }))
            return !fail(QStringLiteral("what changed may hold an anchor, a tag or an alias"));
        return false;
    }

    bool patchItem(const YamlLayout::Item& item, const YamlValue& read, const YamlValue& saved) {
        if (item.value.style == Style::FlowMap && saved.isMap() && !saved.entries().empty()) {
            if (mayHoldUnkeptSyntax(item.value.begin, item.value.end))
                return false;
            m_edits.push_back(
                {item.value.begin, item.value.end,
                 YamlWriter::writeCompact(saved, quotingAt(m_path, item.value.begin))});
            return true;
        }
        const std::optional<std::vector<Entry>> entries = m_layout.entries(item.value);
        if (!entries || !read.isMap() || !saved.isMap())
            return fail(QStringLiteral("a list item is not a map the patch can read"));
        return patchMap(*entries, read, saved, item.value.column);
    }

    bool replaceValue(const Entry& entry, const YamlValue* read, const YamlValue& saved,
                      const std::vector<Entry>& siblings) {
        const Style style = entry.value.style;
        if (style == Style::Special)
            return fail(QStringLiteral("%1 holds an anchor, a tag or an alias").arg(entry.key));
        const bool scalarStyle = style == Style::Empty || style == Style::Plain ||
                                 style == Style::SingleQuoted || style == Style::DoubleQuoted ||
                                 style == Style::Literal || style == Style::Folded;
        if (saved.isScalar() && scalarStyle) {
            bool mustQuote = saved.scalarStyle() == YamlValue::ScalarStyle::Quoted ||
                             (saved.scalarStyle() == YamlValue::ScalarStyle::Any &&
                              YamlWriter::readsAsAnotherType(saved.text()));
            Style written = style;
            if (style == Style::Plain || style == Style::Empty) {
                // A plain value written as the neighbouring reviews write theirs.
                const YamlWriter::Quoting quoting = quotingAt(m_path, entry.value.begin);
                const auto hint = quoting.value ? quoting.value(QStringList{entry.key}, saved)
                                                : YamlWriter::Quoting::Style::Default;
                if (hint == YamlWriter::Quoting::Style::Plain && plainSafe(saved.text()))
                    mustQuote = false;
                else if (hint == YamlWriter::Quoting::Style::Single)
                    written = Style::SingleQuoted;
                else if (hint == YamlWriter::Quoting::Style::Double)
                    written = Style::DoubleQuoted;
            }
            QByteArray text = scalarText(saved.text(), written, mustQuote, entry.column);
            if (const QByteArray comment = m_layout.headerComment(entry.value);
                !comment.isEmpty()) {
                const qsizetype firstLineEnd = text.indexOf(m_eol);
                text.insert(firstLineEnd < 0 ? text.size() : firstLineEnd, comment);
            }
            if (style == Style::Empty)
                m_edits.push_back({entry.colonEnd, entry.colonEnd, ' ' + text});
            else
                m_edits.push_back({entry.value.begin, entry.value.end, text});
            return true;
        }
        if (saved.isNull()) {
            if (style != Style::Empty)
                m_edits.push_back({entry.colonEnd, entry.value.end, {}});
            return true;
        }
        if (saved.isMap() && style == Style::BlockMap && read && read->isMap()) {
            const std::optional<std::vector<Entry>> inner = m_layout.entries(entry.value);
            if (!inner)
                return fail(QStringLiteral("the map %1 was not read").arg(entry.key));
            m_path.append(entry.key);
            const bool patched = patchMap(*inner, *read, saved, entry.value.column);
            m_path.removeLast();
            return patched;
        }
        const bool flowStyle = style == Style::FlowMap || style == Style::FlowSequence;
        if (flowStyle && !isEmptyCollection(saved) && !(read && isEmptyCollection(*read))) {
            if (mayHoldUnkeptSyntax(entry.value.begin, entry.value.end))
                return false;
            m_edits.push_back(
                {entry.value.begin, entry.value.end,
                 YamlWriter::writeCompact(
                     saved, quotingAt(m_path + QStringList{entry.key}, entry.value.begin))});
            return true;
        }
        // Another kind of value, or a list that is not the flows': the entry anew.
        if (mayHoldUnkeptSyntax(entry.colonEnd, entry.end))
            return false;
        const bool compact = siblingsAreFlowMaps(siblings) && !saved.isScalar();
        QByteArray text = renderEntry(entry.key, saved, entry.column, compact, entry.lineBegin);
        if (!entry.ownLine)
            text = text.mid(entry.column);
        m_edits.push_back({entry.ownLine ? entry.lineBegin : entry.keyBegin, entry.end, text});
        return true;
    }

    // An entry of the saved map, by its place there.
    struct Wanted {
        const YamlEntries* entries = nullptr;
        std::size_t index = 0;
    };
    static Wanted placeIn(const YamlValue& saved, const QString& key) {
        const YamlEntries& all = saved.entries();
        for (std::size_t k = 0; k < all.size(); ++k) {
            if (all[k].key == key)
                return {&all, k};
        }
        return {&all, all.size()};
    }

    // The saved map's entry, after the nearest earlier entry the text has (or before the
    // first, or after a first that follows the list's dash).
    bool insertEntry(const std::vector<Entry>& entries, Wanted add, int column) {
        const YamlEntries& wanted = *add.entries;
        const std::size_t k = add.index;
        if (entries.empty() || k >= wanted.size())
            return fail(QStringLiteral("a map without entries cannot be added to"));
        // A top-level key goes after every key before it in the format's order that the file
        // has (`waivers:` after both flows and systems, whichever the file writes last).
        const bool top = m_path.isEmpty();
        qint64 at = -1;
        for (std::size_t b = k; b-- > 0 && (top || at < 0);) {
            if (const Entry* before = entryNamed(entries, wanted[b].key))
                at = std::max(at, before->end);
        }
        if (at < 0)
            at = entries.front().ownLine ? entries.front().lineBegin : entries.front().end;
        const bool compact = siblingsAreFlowMaps(entries) && !wanted[k].value.isScalar();
        QByteArray text = renderEntry(wanted[k].key, wanted[k].value, column, compact, at,
                                      blockIndentOf(entries));
        if (at == m_text.size() && !m_text.endsWith('\n')) {
            text.chop(m_eol.size());
            text.prepend(m_eol);
        }
        m_edits.push_back({at, at, text});
        return true;
    }

    static bool siblingsAreFlowMaps(const std::vector<Entry>& entries) {
        return !entries.empty() && std::all_of(entries.begin(), entries.end(), [](const Entry& e) {
            return e.value.style == Style::FlowMap;
        });
    }

    // How far the block maps among entries indent their keys (`IP04:` then `status:` 4
    // further); the writer's 2 when none is a block map.
    static int blockIndentOf(const std::vector<Entry>& entries) {
        for (const Entry& entry : entries) {
            if (entry.value.style == Style::BlockMap && entry.ownLine &&
                entry.value.column > entry.column)
                return entry.value.column - entry.column;
        }
        return 2;
    }

    static bool hasMultilineText(const YamlValue& value) {
        if (value.isScalar())
            return value.text().contains(QLatin1Char('\n'));
        return std::any_of(value.entries().begin(), value.entries().end(),
                           [](const YamlMapEntry& e) { return hasMultilineText(e.value); }) ||
               std::any_of(value.items().begin(), value.items().end(),
                           [](const YamlValue& item) { return hasMultilineText(item); });
    }

    // The writer's block text (two spaces a level) with `step` spaces a level instead.
    static QByteArray reindented(const QByteArray& text, int step) {
        QList<QByteArray> lines = text.split('\n');
        for (QByteArray& line : lines) {
            qsizetype lead = 0;
            while (lead < line.size() && line[lead] == ' ')
                ++lead;
            line = spaces(int(lead / 2) * step + int(lead % 2)) + line.mid(lead);
        }
        return lines.join('\n');
    }

    // near: where in the file it goes, for the quoting of the reviews nearest to it.
    QByteArray renderEntry(const QString& key, const YamlValue& value, int column, bool compact,
                           qint64 near, int blockIndent = 2) {
        YamlValue one = YamlValue::map();
        one.insert(key, value);
        const YamlWriter::Quoting quoting = quotingAt(m_path, near);
        if (compact) { // `{key: {...}}` less its braces
            const QByteArray inner = YamlWriter::writeCompact(one, quoting);
            return spaces(column) + inner.mid(1, inner.size() - 2) + m_eol;
        }
        QByteArray block = YamlWriter::writeBlock(one, quoting);
        if (m_listIndent && column == m_listIndent->topColumn && value.isSequence() &&
            !value.flowStyle() && !value.items().empty() &&
            std::all_of(value.items().begin(), value.items().end(),
                        [](const YamlValue& item) { return item.isMap(); })) {
            // A list of maps at the top level, its items laid out as the flows are.
            QByteArray out =
                indentLines(block.left(block.indexOf('\n')), spaces(column), spaces(column), m_eol);
            for (std::size_t i = 0; i < value.items().size(); ++i)
                out += renderItem(value.items()[i], m_listIndent->dashColumn,
                                  m_listIndent->contentColumn,
                                  quotingAt(m_path + QStringList{key, itemKey(int(i))}, near));
            return out;
        }
        if (blockIndent != 2 && value.isMap() && !value.flowStyle() && !hasMultilineText(value))
            block = reindented(block, blockIndent);
        return indentLines(block, spaces(column), spaces(column), m_eol);
    }

    QByteArray renderItem(const YamlValue& tree, int dashColumn, int contentColumn,
                          const YamlWriter::Quoting& quoting) {
        const QByteArray dash = spaces(dashColumn) + '-' + spaces(contentColumn - dashColumn - 1);
        return indentLines(YamlWriter::writeBlock(tree, quoting), dash, spaces(contentColumn),
                           m_eol);
    }

    static QString itemKey(int index) { return QStringLiteral("#%1").arg(index); }

    // How what is written at prefix (the path of the value written, from the file's top)
    // quotes the reviews' keys and values: as the file's review nearest to near does.
    YamlWriter::Quoting quotingAt(const QStringList& prefix, qint64 near) const {
        YamlWriter::Quoting quoting;
        quoting.key = [this, prefix, near](const QStringList& path) {
            const QString key = ReviewQuoting::reviewKeyAt(prefix + path);
            return key.isEmpty() ? YamlWriter::Quoting::Style::Default
                                 : m_reviews.keyStyle(key, near);
        };
        quoting.value = [this, prefix, near](const QStringList& path, const YamlValue& value) {
            const QString key = ReviewQuoting::reviewKeyAt(prefix + path);
            return key.isEmpty() ? YamlWriter::Quoting::Style::Default
                                 : m_reviews.valueStyle(key, value, near);
        };
        return quoting;
    }

    QByteArray scalarText(const QString& text, Style style, bool mustQuote, int column) const {
        const auto canonical = [&] {
            return YamlWriter::writeCompact(YamlValue::scalar(
                text, mustQuote ? YamlValue::ScalarStyle::Quoted : YamlValue::ScalarStyle::Any));
        };
        const bool printable = std::none_of(text.begin(), text.end(), [](QChar c) {
            return c != QLatin1Char('\n') && c != QLatin1Char('\t') && isAwkwardChar(c.unicode());
        });
        switch (style) {
        case Style::SingleQuoted:
            if (printable && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\t')))
                return '\'' +
                       QString(text).replace(QLatin1Char('\''), QLatin1String("''")).toUtf8() +
                       '\'';
            return doubleQuoted(text);
        case Style::DoubleQuoted:
            return doubleQuoted(text);
        case Style::Literal:
        case Style::Folded:
            if (!text.isEmpty() && printable && !text.front().isSpace() &&
                !text.endsWith(QLatin1String("\n\n")) && !text.contains(QLatin1Char('\t')) &&
                (style == Style::Literal || !text.contains(QLatin1Char('\n')))) {
                QString body = text;
                const bool clip = body.endsWith(QLatin1Char('\n'));
                if (clip)
                    body.chop(1);
                QByteArray out = style == Style::Literal ? "|" : ">";
                if (!clip)
                    out += '-';
                for (const QString& line : body.split(QLatin1Char('\n'))) {
                    out += m_eol;
                    if (!line.isEmpty())
                        out += spaces(column + 2) + line.toUtf8();
                }
                return out;
            }
            return doubleQuoted(text);
        default:
            return !mustQuote && plainSafe(text) ? text.toUtf8() : canonical();
        }
    }

    bool applyEdits(qint64 begin, qint64 end, std::vector<PatchEdit> edits, QByteArray* out) {
        std::optional<QByteArray> made = m_layout.applied(begin, end, std::move(edits));
        if (!made)
            return fail(QStringLiteral("two changes overlap"));
        *out = std::move(*made);
        return true;
    }

    struct ListIndent {
        int topColumn = 0;
        int dashColumn = 0;
        int contentColumn = 0;
    };

    const YamlLayout& m_layout;
    const QByteArray& m_text;
    QByteArray m_eol;
    ReviewQuoting m_reviews;
    QStringList m_path; // of the map being patched, from the file's top ("#N" for an item)
    std::vector<PatchEdit> m_edits;
    std::optional<ListIndent> m_listIndent;
};

// The inventory's top level as the patch compares it: its tree without the flows, which
// are compared flow by flow.
YamlValue topTree(const Inventory& inventory) {
    Inventory top = inventory;
    top.flows.clear();
    return YamlWriter::tree(top);
}

YamlValue withKey(const YamlValue& map, const QString& key, const YamlValue& value) {
    YamlValue out = YamlValue::map();
    for (const YamlMapEntry& entry : map.entries())
        out.insert(entry.key, entry.key == key ? value : entry.value);
    return out;
}

YamlValue flowsTree(const Inventory& inventory) {
    YamlValue flows = YamlValue::sequence(inventory.flows.isEmpty());
    for (const Flow& flow : inventory.flows)
        flows.append(YamlWriter::tree(flow));
    return flows;
}

// The flows or the waivers as the patch sees them; the lists must outlive the change.
template <typename Item, typename LineOf, typename KeyOf>
ListChange listChange(const QList<Item>& read, const QList<Item>& saved, LineOf lineOf,
                      KeyOf keyOf) {
    ListChange change;
    change.readCount = int(read.size());
    change.origin = matchItems(read, saved, lineOf, keyOf);
    change.unchanged = [&read, &saved, origin = change.origin](int j) {
        const int i = origin[std::size_t(j)];
        return i >= 0 && read[i] == saved[j];
    };
    change.readTree = [&read](int i) { return YamlWriter::tree(read[i]); };
    change.savedTree = [&saved](int j) { return YamlWriter::tree(saved[j]); };
    return change;
}

QString waiverKey(const Waiver& waiver) {
    return waiver.flowId + QLatin1Char('\x1f') + waiver.rule + QLatin1Char('\x1f') + waiver.field;
}

} // namespace

InventoryPatch::Result InventoryPatch::patch(const QByteArray& original, const Inventory& read,
                                             const Inventory& saved, const QString& fileName,
                                             const ReadProgress& progress) {
    Result result;
    const std::optional<YamlLayout> layout = YamlLayout::scan(original);
    const std::optional<YamlLayout::Node> root = layout ? layout->root() : std::nullopt;
    const auto rootEntries = root ? layout->entries(*root) : std::nullopt;
    if (!rootEntries) {
        result.whyNot = QStringLiteral("the file's layout is not one the patch reads");
        return result;
    }
    Patcher patcher(*layout);
    const QString flowsKey = QStringLiteral("flows");
    const QString waiversKey = QStringLiteral("waivers");
    const Entry* flows = entryNamed(*rootEntries, flowsKey);
    const Entry* waivers = entryNamed(*rootEntries, waiversKey);
    if (flows && flows->value.style == Style::BlockSequence) {
        const auto items = layout->items(flows->value);
        if (items && !items->empty())
            patcher.setListIndent(root->column, items->front().dashColumn,
                                  items->front().contentColumn);
    }
    const bool flowsAsList = flows && flows->value.style == Style::BlockSequence &&
                             !read.flows.isEmpty() && !saved.flows.isEmpty();
    const bool waiversAsList = waivers && waivers->value.style == Style::BlockSequence &&
                               !read.waivers.isEmpty() && !saved.waivers.isEmpty();
    YamlValue readTop = topTree(read);
    YamlValue savedTop = topTree(saved);
    if (!flowsAsList) {
        readTop = withKey(readTop, flowsKey, flowsTree(read));
        savedTop = withKey(savedTop, flowsKey, flowsTree(saved));
    }
    Patcher::SpecialKeys special;
    special.isSpecial = [&](const QString& key) {
        return (key == flowsKey && flowsAsList) || (key == waiversKey && waiversAsList);
    };
    special.patchSpecial = [&](const QString& key) {
        return key == flowsKey
                   ? patcher.patchList(*flows,
                                       listChange(
                                           read.flows, saved.flows,
                                           [](const Flow& f) { return f.line(); },
                                           [](const Flow& f) { return f.text(Field::FlowId); }))
                   : patcher.patchList(*waivers,
                                       listChange(
                                           read.waivers, saved.waivers,
                                           [](const Waiver& w) { return w.line; }, waiverKey));
    };
    QByteArray bytes;
    if (!patcher.patchMap(*rootEntries, readTop, savedTop, root->column, special) ||
        !patcher.finish(&bytes)) {
        result.whyNot = patcher.whyNot;
        return result;
    }
    // An entry or flow written anew at the end brings a line end the file did not have.
    if (!original.isEmpty() && !original.endsWith('\n') && bytes.endsWith('\n'))
        bytes.chop(layout->lineEnd().size());
    QBuffer device(&bytes);
    device.open(QIODevice::ReadOnly);
    InventoryReadResult again = YamlReader::read(&device, fileName, progress);
    if (!again.inventory) {
        result.whyNot =
            QStringLiteral("the patched file does not read back: %1").arg(again.error.toString());
        return result;
    }
    if (!(*again.inventory == saved)) {
        result.whyNot = QStringLiteral("the patched file reads back as another inventory");
        return result;
    }
    result.bytes = std::move(bytes);
    result.reread = std::move(again.inventory);
    return result;
}

} // namespace FlowAudit
