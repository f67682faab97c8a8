#include "core/evidence/cardevidencewriter.h"

#include "core/evidence/cardlayout.h"
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
    const auto notAMap = [&] {
        return refuse(item.line(), tr("%1 must be written as a block map, one key a line, "
                                      "for evidence to be recorded in it")
                                       .arg(fact.place()));
    };
    if (!item.isScalar() && !(item.isMap() && !item.flowStyle()))
        return notAMap();
    if (item.isScalar() && fact.part != CardFact::Part::Fact)
        return notAMap();
    // Where the item lies in the bytes, as the inventory's patches find their flows.
    const std::optional<CardLayout> layout = CardLayout::scan(cardText);
    const std::optional<YamlLayout::Item> place = layout ? layout->itemOf(fact) : std::nullopt;
    if (!place)
        return refuse(item.line(), tr("%1 is laid out in a way FlowAudit cannot patch (an "
                                      "anchor, a tag, a list inside a list): nothing written")
                                       .arg(fact.place()));
    const YamlLayout& lexed = layout->layout();
    const QList<QByteArray> block = evidenceBlock(written);
    std::vector<YamlEdit> edits;
    if (item.isScalar()) {
        // A fact of plain text becomes `text:` with its words as written, on one line; text
        // that ran over several lines is written again, quoted, as one, with the comment
        // after its block indicator (`- >-  # why`).
        const YamlLayout::Node& value = place->value;
        switch (value.style) {
        case YamlLayout::Style::Plain:
        case YamlLayout::Style::SingleQuoted:
        case YamlLayout::Style::DoubleQuoted:
        case YamlLayout::Style::Literal:
        case YamlLayout::Style::Folded:
            break;
        default:
            return notAMap();
        }
        const bool oneLine = lexed.lineOf(value.begin) == lexed.lineOf(value.end) &&
                             value.style != YamlLayout::Style::Literal &&
                             value.style != YamlLayout::Style::Folded;
        const QByteArray said =
            oneLine ? cardText.mid(value.begin, value.end - value.begin)
                    : YamlWriter::writeBlock(quoted(now->text)) + lexed.headerComment(value);
        edits.push_back({value.begin, value.end, "text: " + said});
        edits.push_back(layout->insertLines(place->end, place->contentColumn, block));
    } else {
        const std::optional<std::vector<YamlLayout::Entry>> entries =
            layout->entriesOf(place->value);
        if (!entries)
            return notAMap();
        const YamlLayout::Entry* old = CardLayout::find(*entries, QLatin1StringView("evidence"));
        if (!old) {
            edits.push_back(layout->insertLines(place->end, place->contentColumn, block));
        } else {
            // The key's line keeps its bytes up to the colon and the comment after the old
            // value (or after `evidence:` when the value was below it); the old value's
            // comment lines stay, below the new one.
            const YamlLayout::Node& value = old->value;
            const bool below = value.style == YamlLayout::Style::Empty ||
                               lexed.lineOf(value.begin) > lexed.lineOf(old->keyBegin);
            const int keyLine = lexed.lineOf(old->keyBegin);
            const int lastLine = lexed.lineOf(old->end - 1);
            const QByteArray end = lexed.lineEndOf(lastLine);
            QByteArray text =
                block.first() + lexed.commentAfter(below ? old->colonEnd : value.end) + end;
            for (qsizetype i = 1; i < block.size(); ++i)
                text += QByteArray(place->contentColumn, ' ') + block[i] + end;
            for (int line = keyLine + 1; line <= lastLine; ++line) {
                const qint64 start = lexed.lineStart(line);
                if (lexed.isGapLine(line) &&
                    cardText.mid(start, lexed.lineTextEnd(line) - start).trimmed().startsWith('#'))
                    text += cardText.mid(start, lexed.lineEndAfter(line) - start);
            }
            if (old->end == cardText.size() && !cardText.endsWith('\n') && text.endsWith(end))
                text.chop(end.size()); // the file still ends bare
            edits.push_back({old->keyBegin, old->end, text});
        }
    }
    const std::optional<QByteArray> patched = layout->applied(std::move(edits));
    if (!patched)
        return refuse(item.line(), tr("%1 is laid out in a way FlowAudit cannot patch (an "
                                      "anchor, a tag, a list inside a list): nothing written")
                                       .arg(fact.place()));
    const QByteArray& text = *patched;

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
