#include "core/evidence/cardstamp.h"

#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/yamlvalue.h"
#include "core/vendors/vendorcardreader.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <map>

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
    QList<QByteArray> lines = cardText.split('\n');
    // Line (1-based) → the text that replaces it; insertions go above a line.
    std::map<int, QByteArray> replaced;
    std::map<int, QByteArray> above;
    for (const CardFact& fact : facts) {
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
        const auto lineOf = [&](const YamlMapEntry& entry) -> int {
            const int line = entry.value.line();
            if (line < 1 || line > lines.size())
                return 0;
            const QByteArray text = lines[line - 1].trimmed();
            return text.startsWith(entry.key.toUtf8() + ':') ? line : 0;
        };
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
        const int firstLine = lineOf(evidence->entries().front());
        if (firstLine == 0)
            return refuse(evidence->line());
        const QByteArray& first = lines[firstLine - 1];
        const QByteArray pad = first.left(first.indexOf(first.trimmed()));
        const QByteArray end = first.endsWith('\r') ? QByteArray("\r") : QByteArray(); // CRLF kept
        // Not a structured binding: clang 14 cannot capture one in the lambda below.
        for (const auto& field :
             {std::pair{QStringLiteral("checked"), date.toString(Qt::ISODate).toUtf8()},
              {QStringLiteral("checked_by"), scalarText(checkedBy)}}) {
            const QString& key = field.first;
            const QByteArray& value = field.second;
            const QByteArray line = pad + key.toUtf8() + ": " + value + end;
            const YamlValue* existing = evidence->find(key);
            if (!existing) {
                above[firstLine] += line + '\n';
                continue;
            }
            const auto entry = std::find_if(evidence->entries().begin(), evidence->entries().end(),
                                            [&](const YamlMapEntry& e) { return e.key == key; });
            const int at = lineOf(*entry);
            // A value on lines of its own (a block scalar, a quoted text run on) is not
            // replaced by one line: what followed would fold into the new value.
            const bool runsOn = at > 0 && at < lines.size() && !lines[at].trimmed().isEmpty() &&
                                lines[at].indexOf(lines[at].trimmed()) > pad.size();
            if (at == 0 || runsOn || !existing->isScalar())
                return refuse(existing->line());
            replaced[at] = line;
        }
    }
    QByteArray out;
    out.reserve(cardText.size() + 64 * facts.size());
    for (int i = 0; i < lines.size(); ++i) {
        if (const auto it = above.find(i + 1); it != above.end())
            out += it->second;
        const auto it = replaced.find(i + 1);
        out += it != replaced.end() ? it->second : lines[i];
        if (i + 1 < lines.size())
            out += '\n';
    }
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
