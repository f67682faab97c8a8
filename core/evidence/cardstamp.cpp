#include "core/evidence/cardstamp.h"

#include "core/evidence/cardlayout.h"

#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/yamlvalue.h"
#include "core/vendors/vendorcardreader.h"

#include <QCoreApplication>
#include <QSet>

namespace FlowAudit {

namespace {

const YamlValue* evidenceOf(const YamlValue& card, const CardFact& fact) {
    const YamlValue* part = card.find(QString(CardFact::partKey(fact.part)));
    if (!part || !part->isSequence() || fact.index >= int(part->items().size()))
        return nullptr;
    const YamlValue& item = part->items()[std::size_t(fact.index)];
    return item.isMap() ? item.find(u"evidence") : nullptr;
}

// A YAML scalar that reads back as itself, whatever it says ("Null", "yes", "#1"): quoted,
// as the inventory's writer quotes one.
QByteArray scalarText(const QString& text) {
    return YamlWriter::writeBlock(YamlValue::scalar(text, YamlValue::ScalarStyle::Quoted));
}

} // namespace

CardStamp::Result CardStamp::stamp(const QByteArray& cardText, const QString& fileName,
                                   const QList<CardFact>& facts, QDate date,
                                   const QString& checkedBy) {
    QString why;
    const std::optional<YamlValue> card = YamlReader::readValue(cardText, &why);
    if (!card)
        return {cardText, IoError{fileName, 0, 0, why}};
    const std::optional<CardLayout> layout = CardLayout::scan(cardText);
    std::vector<YamlEdit> edits;
    QSet<QPair<int, int>> stamped; // a fact named twice is stamped once
    for (const CardFact& fact : facts) {
        if (stamped.contains({int(fact.part), fact.index}))
            continue;
        stamped.insert({int(fact.part), fact.index});
        const YamlValue* evidence = evidenceOf(*card, fact);
        const auto refuse = [&](int line) {
            return Result{cardText,
                          IoError{fileName, line, 0,
                                  QCoreApplication::translate(
                                      "CardStamp", "the evidence of %1 must be written as a block "
                                                   "map, one key a line, to be stamped")
                                      .arg(fact.place())}};
        };
        if (!evidence || !evidence->isMap() || evidence->entries().empty())
            return refuse(evidence ? evidence->line() : 0);
        // The file must still say what was verified: a fact edited, or moved to another place
        // in the list, since it was read is not stamped in its place.
        const YamlValue* quote = evidence->find(u"quote");
        if (!quote || !quote->isScalar() || quote->text() != fact.evidence.quote)
            return Result{cardText,
                          IoError{fileName, evidence->line(), 0,
                                  QCoreApplication::translate(
                                      "CardStamp", "%1 no longer holds the quote that was "
                                                   "verified: the file changed since; nothing "
                                                   "stamped")
                                      .arg(fact.place())}};
        // The evidence's keys as the lexer finds them: a block map below `evidence:`.
        const std::optional<YamlLayout::Item> item = layout ? layout->itemOf(fact) : std::nullopt;
        const auto itemEntries =
            item ? layout->entriesOf(item->value) : std::optional<std::vector<YamlLayout::Entry>>();
        const YamlLayout::Entry* entry =
            itemEntries ? CardLayout::find(*itemEntries, QLatin1StringView("evidence")) : nullptr;
        const auto keys = entry ? layout->entriesOf(entry->value)
                                : std::optional<std::vector<YamlLayout::Entry>>();
        if (!keys || keys->empty())
            return refuse(evidence->line());
        const YamlLayout::Entry& first = keys->front();
        for (const auto& [key, value] :
             {std::pair{QLatin1StringView("checked"), date.toString(Qt::ISODate).toUtf8()},
              {QLatin1StringView("checked_by"), scalarText(checkedBy)}}) {
            const YamlLayout::Entry* existing = CardLayout::find(*keys, key);
            if (!existing) {
                edits.push_back(layout->insertLines(first.lineBegin, first.column,
                                                    {key.toString().toUtf8() + ": " + value}));
                continue;
            }
            // The value is replaced wherever it ends (a block scalar, a quoted text run on);
            // a comment after it, or after a block scalar's header, stays.
            const YamlLayout::Node& node = existing->value;
            switch (node.style) {
            case YamlLayout::Style::Empty:
                edits.push_back({node.begin, node.end, ' ' + value});
                break;
            case YamlLayout::Style::Plain:
            case YamlLayout::Style::SingleQuoted:
            case YamlLayout::Style::DoubleQuoted:
            case YamlLayout::Style::Literal:
            case YamlLayout::Style::Folded:
                edits.push_back(
                    {node.begin, node.end, value + layout->layout().headerComment(node)});
                break;
            default:
                return refuse(layout->layout().lineOf(existing->keyBegin) + 1);
            }
        }
    }
    const std::optional<QByteArray> patched = layout ? layout->applied(edits) : std::nullopt;
    if (!patched)
        return {cardText, IoError{fileName, 0, 0,
                                  QCoreApplication::translate(
                                      "CardStamp", "the stamped card would differ in more "
                                                   "than its dates and checkers; not "
                                                   "written")}};
    const QByteArray& out = *patched;
    // Read back before it may replace the file: the same card, only the stamped facts'
    // checked and checked_by changed.
    const VendorCardReadResult before = VendorCardReader::read(*card, fileName);
    const std::optional<YamlValue> afterValue = YamlReader::readValue(out, &why);
    const VendorCardReadResult after =
        afterValue ? VendorCardReader::read(*afterValue, fileName) : VendorCardReadResult{};
    std::optional<VendorCard> expected = before.card;
    if (expected) {
        for (const CardFact& fact : facts) {
            if (FactEvidence* e = storedEvidence(*expected, fact)) {
                e->checked = date;
                e->checkedBy = checkedBy;
            }
        }
    }
    if (!expected || !after.card || !(*after.card == *expected))
        return {cardText, IoError{fileName, 0, 0,
                                  after.card || !afterValue
                                      ? QCoreApplication::translate(
                                            "CardStamp", "the stamped card would differ in more "
                                                         "than its dates and checkers; not "
                                                         "written")
                                      : after.error.message}};
    return {out, std::nullopt};
}

} // namespace FlowAudit
