#include "core/evidence/cardevidencewriter.h"

#include "core/evidence/cardstamp.h"
#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/yamlvalue.h"
#include "core/vendors/vendorcardreader.h"

#include <QCoreApplication>

#include <algorithm>

namespace FlowAudit {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("FlowAudit::CardEvidenceWriter",
                                       text); // as lupdate reads it
}

int indentOf(const QByteArray& line) {
    int i = 0;
    while (i < line.size() && line[i] == ' ')
        ++i;
    return i;
}

bool isBlankOrComment(const QByteArray& line) {
    const QByteArray text = line.trimmed();
    return text.isEmpty() || text.startsWith('#');
}

// The last line (from 0) of the block whose first line is `first`: the lines after it
// indented deeper than `indent`, with the comments between them; a comment after the block's
// last line belongs to what follows.
int blockEnd(const QList<QByteArray>& lines, int first, int indent) {
    int last = first;
    for (int i = first + 1; i < lines.size(); ++i) {
        if (isBlankOrComment(lines[i]))
            continue;
        if (indentOf(lines[i]) <= indent)
            break;
        last = i;
    }
    return last;
}

YamlValue quoted(const QString& text) {
    return YamlValue::scalar(text, YamlValue::ScalarStyle::Quoted);
}

// `evidence:` and its keys, one a line, in the order docs/spec/vendor-cards.md shows them.
QList<QByteArray> evidenceBlock(const FactEvidence& evidence) {
    YamlValue block = YamlValue::map();
    if (!evidence.url.isEmpty())
        block.insert(QStringLiteral("url"), quoted(evidence.url));
    block.insert(QStringLiteral("quote"), quoted(evidence.quote));
    if (!evidence.prefix.isEmpty())
        block.insert(QStringLiteral("prefix"), quoted(evidence.prefix));
    if (!evidence.suffix.isEmpty())
        block.insert(QStringLiteral("suffix"), quoted(evidence.suffix));
    if (evidence.checked.isValid())
        block.insert(QStringLiteral("checked"),
                     YamlValue::scalar(evidence.checked.toString(Qt::ISODate),
                                       YamlValue::ScalarStyle::Plain));
    if (!evidence.checkedBy.isEmpty())
        block.insert(QStringLiteral("checked_by"), quoted(evidence.checkedBy));
    YamlValue entry = YamlValue::map();
    entry.insert(QStringLiteral("evidence"), std::move(block));
    return YamlWriter::writeBlock(entry).split('\n');
}

} // namespace

CardFileChange CardEvidenceWriter::record(const QByteArray& cardText, const QString& fileName,
                                          const CardFact& fact, const FactEvidence& evidence) {
    const auto refuse = [&](int line, const QString& why) {
        return CardFileChange{cardText, IoError{fileName, line, 0, why}};
    };
    QString why;
    const std::optional<YamlValue> card = YamlReader::readValue(cardText, &why);
    if (!card)
        return refuse(0, why);
    const VendorCardReadResult before = VendorCardReader::read(*card, fileName);
    if (!before.card)
        return {cardText, before.error};
    // The file must still hold the fact as it was read: a fact edited, or moved to another
    // place in its list, since is not overwritten.
    const QList<CardFact> facts = cardFacts(*before.card);
    const auto now = std::find_if(facts.begin(), facts.end(), [&](const CardFact& f) {
        return f.part == fact.part && f.index == fact.index;
    });
    if (now == facts.end() || now->text != fact.text || !(now->evidence == fact.evidence))
        return refuse(
            0, tr("%1 changed in the file since it was read: nothing written").arg(fact.place()));

    // The same page and words (a quote pasted again with other spaces included): only the
    // date and the checker change, in their own lines, and the file keeps its quote as
    // written.
    const auto sameWords = [](const QString& a, const QString& b) {
        return a.simplified() == b.simplified();
    };
    const QString page = evidence.url.isEmpty() ? before.card->source : evidence.url;
    if (evidence.isQuoted() && page == now->evidence.url &&
        sameWords(evidence.quote, now->evidence.quote) &&
        sameWords(evidence.prefix, now->evidence.prefix) &&
        sameWords(evidence.suffix, now->evidence.suffix)) {
        CardFileChange stamped =
            CardStamp::stamp(cardText, fileName, {*now}, evidence.checked, evidence.checkedBy);
        if (!stamped.error)
            return stamped;
        // Evidence in flow style cannot be stamped line by line: it is written anew below.
    }

    // The url is written when it names another page than the card's source, or the file
    // named one already.
    VendorCard expected = *before.card;
    FactEvidence* stored = storedEvidence(expected, fact);
    FactEvidence written = evidence;
    if (written.url == before.card->source && stored->url.isEmpty())
        written.url.clear();

    const YamlValue* part = card->find(QString(CardFact::partKey(fact.part)));
    if (!part || !part->isSequence() || part->flowStyle())
        return refuse(part ? part->line() : 0,
                      tr("`%1` must be a block list, one item a line, for evidence to be "
                         "recorded in it")
                          .arg(CardFact::partKey(fact.part)));
    const YamlValue& item = part->items()[std::size_t(fact.index)];
    QList<QByteArray> lines = cardText.split('\n');
    const int first = item.line() - 1;
    const int dash = first >= 0 && first < lines.size() ? indentOf(lines[first]) : 0;
    if (first < 0 || first >= lines.size() || !lines[first].mid(dash).startsWith("- "))
        return refuse(item.line(), tr("%1 must start its line with `- ` for evidence to be "
                                      "recorded in it")
                                       .arg(fact.place()));
    const int content = indentOf(lines[first].mid(dash + 1)) + dash + 1;
    const int last = blockEnd(lines, first, dash);
    // New lines end as the file's lines do (CRLF kept); the file's last line, with no line
    // end after it, stays the last without one.
    const QByteArray end = cardText.contains("\r\n") ? QByteArray("\r") : QByteArray();
    const int finalLine = int(lines.size()) - 1;
    const QByteArray pad(content, ' ');
    const QList<QByteArray> block = evidenceBlock(written);

    // Lines [from, to] are replaced by `replacement` (to = from - 1: inserted above from).
    int from = 0;
    int to = 0;
    QList<QByteArray> replacement;
    if (item.isScalar() && fact.part == CardFact::Part::Fact) {
        // A fact of plain text becomes `text:` with its words as written, on one line; text
        // that ran over several lines is written again, quoted, as one, with the comment
        // after its block indicator (`- >-  # why`).
        const QByteArray head = lines[first].left(content);
        QByteArray said = lines[first].mid(content);
        if (last != first) {
            // A line of the text that starts with # cannot be told from a comment here.
            for (int i = first + 1; i < lines.size(); ++i) {
                const QByteArray line = lines[i].trimmed();
                if (line.isEmpty())
                    continue;
                if (indentOf(lines[i]) <= dash)
                    break;
                if (line.startsWith('#'))
                    return refuse(item.line(), tr("%1 runs over several lines, one starting "
                                                  "with #: write it on one line for evidence "
                                                  "to be recorded in it")
                                                   .arg(fact.place()));
            }
            const QByteArray indicator = said.trimmed();
            const qsizetype hash = indicator.indexOf(" #");
            said = YamlWriter::writeBlock(quoted(now->text)) +
                   ((indicator.startsWith('|') || indicator.startsWith('>')) && hash > 0
                        ? "  " + indicator.mid(hash + 1)
                        : QByteArray()) +
                   end;
        }
        if (first == finalLine && !said.endsWith('\r'))
            said += end; // lines follow it now
        replacement.append(head + "text: " + said);
        for (const QByteArray& line : block)
            replacement.append(pad + line + end);
        from = first;
        to = last;
    } else if (item.isMap() && !item.flowStyle()) {
        if (!item.find(u"evidence")) {
            for (const QByteArray& line : block)
                replacement.append(pad + line + end);
            from = last + 1;
            to = last;
        } else {
            int at = -1;
            for (int i = first; i <= last && at < 0; ++i)
                if (lines[i].mid(content).startsWith("evidence:") &&
                    (i == first || indentOf(lines[i]) == content))
                    at = i;
            if (at < 0)
                return refuse(item.line(), tr("the evidence of %1 must be a key of its own "
                                              "line for evidence to be recorded in it")
                                               .arg(fact.place()));
            // Its comments stay: the one after `evidence:`, and each comment line in the
            // block, below the new one.
            QByteArray after = lines[at].mid(content + 9).trimmed();
            if (after.startsWith('{')) // a flow map on its line: the comment after it
                after = after.mid(after.lastIndexOf('}') + 1).trimmed();
            replacement.append(lines[at].left(content) + block.first() +
                               (after.startsWith('#') ? " " + after : QByteArray()) + end);
            for (qsizetype i = 1; i < block.size(); ++i)
                replacement.append(pad + block[i] + end);
            from = at;
            to = blockEnd(lines, at, content);
            for (int i = at + 1; i <= to; ++i)
                if (lines[i].trimmed().startsWith('#'))
                    replacement.append(lines[i]);
        }
    } else {
        return refuse(item.line(), tr("%1 must be written as a block map, one key a line, "
                                      "for evidence to be recorded in it")
                                       .arg(fact.place()));
    }
    const bool inserted = to < from;
    if (!inserted && to == finalLine && replacement.last().endsWith('\r'))
        replacement.last().chop(1);
    if (inserted && from == finalLine + 1) {
        if (!lines[finalLine].endsWith('\r'))
            lines[finalLine] += end;
        if (replacement.last().endsWith('\r'))
            replacement.last().chop(1);
    }
    QList<QByteArray> out = lines.mid(0, from);
    out += replacement;
    out += lines.mid(to + 1);
    const QByteArray text = out.join('\n');

    // Read back before it may replace the file: the same card, only this fact's evidence
    // new. A problem is said at the fact: the text it was found in is never written.
    *stored = written;
    const auto unreadable = [&](const QString& why) {
        return refuse(item.line(), tr("the card would not read back after recording the check "
                                      "in %1 (%2): not written")
                                       .arg(fact.place(), why));
    };
    const std::optional<YamlValue> afterValue = YamlReader::readValue(text, &why);
    if (!afterValue)
        return unreadable(why);
    const VendorCardReadResult after = VendorCardReader::read(*afterValue, fileName);
    if (!after.card)
        return unreadable(after.error.message);
    if (!(*after.card == expected))
        return refuse(item.line(), tr("the card would differ in more than the evidence of %1: "
                                      "not written")
                                       .arg(fact.place()));
    return {text, std::nullopt};
}

} // namespace FlowAudit
