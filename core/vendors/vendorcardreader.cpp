#include "core/vendors/vendorcardreader.h"

#include "core/io/yaml/yamlreader.h"
#include "core/model/yamlvalue.h"
#include "core/vendors/quotenumber.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace FlowAudit {

namespace {

// Thrown only inside this file: the first problem ends the card.
struct CardProblem {
    int line;
    QString message;
};

[[noreturn]] void fail(const YamlValue& at, const QString& message) {
    throw CardProblem{at.line(), message};
}

QString scalar(const YamlValue& value, QStringView key) {
    if (!value.isScalar() || value.text().isEmpty())
        fail(value, QCoreApplication::translate("VendorCardReader", "`%1` must be a non-empty text")
                        .arg(key));
    return value.text();
}

Duration duration(const YamlValue& value, QStringView key) {
    QString why;
    const std::optional<Duration> parsed = Duration::parse(scalar(value, key), &why);
    if (!parsed)
        fail(value, QStringLiteral("`%1`: %2").arg(key, why));
    return *parsed;
}

// The map's entries, each key one of `allowed`.
const std::vector<YamlMapEntry>& entries(const YamlValue& map, QStringView what,
                                         std::initializer_list<QLatin1StringView> allowed) {
    if (!map.isMap())
        fail(map, QCoreApplication::translate("VendorCardReader",
                                              "expected %1 as a map of keys and values")
                      .arg(what));
    for (const YamlMapEntry& entry : map.entries()) {
        if (std::find(allowed.begin(), allowed.end(), entry.key) == allowed.end())
            fail(entry.value,
                 QCoreApplication::translate("VendorCardReader", "unknown key `%1` in %2")
                     .arg(entry.key, what));
    }
    return map.entries();
}

// A text of at most `limit` characters: a quote is a sentence, not a page.
QString bounded(const YamlValue& value, QStringView key, qsizetype limit) {
    const QString text = scalar(value, key);
    if (text.size() > limit)
        fail(value, QCoreApplication::translate("VendorCardReader",
                                                "`%1` is %2 characters long; at most %3 are read")
                        .arg(key)
                        .arg(text.size())
                        .arg(limit));
    return text;
}

QString pageUrl(const YamlValue& value, QStringView key) {
    const QString text = bounded(value, key, FactEvidence::MaxUrl);
    if (!FactEvidence::isPageUrl(text))
        fail(value, QCoreApplication::translate("VendorCardReader",
                                                "`%1` must be a page's full https URL, such as "
                                                "https://docs.stripe.com/webhooks; found `%2`")
                        .arg(key, text));
    return text;
}

QDate date(const YamlValue& value, QStringView key) {
    const QDate date = QDate::fromString(scalar(value, key), Qt::ISODate);
    if (!date.isValid())
        fail(value, QCoreApplication::translate(
                        "VendorCardReader", "`%1` must be a date such as 2026-11-06, found `%2`")
                        .arg(key, value.text()));
    return date;
}

FactEvidence evidence(const YamlValue& value) {
    FactEvidence evidence;
    for (const YamlMapEntry& entry :
         entries(value, u"evidence",
                 {QLatin1StringView("url"), QLatin1StringView("quote"), QLatin1StringView("prefix"),
                  QLatin1StringView("suffix"), QLatin1StringView("checked"),
                  QLatin1StringView("checked_by")})) {
        if (entry.key == QLatin1StringView("url"))
            evidence.url = pageUrl(entry.value, entry.key);
        else if (entry.key == QLatin1StringView("quote"))
            evidence.quote = bounded(entry.value, entry.key, FactEvidence::MaxQuote);
        else if (entry.key == QLatin1StringView("prefix"))
            evidence.prefix = bounded(entry.value, entry.key, FactEvidence::MaxContext);
        else if (entry.key == QLatin1StringView("suffix"))
            evidence.suffix = bounded(entry.value, entry.key, FactEvidence::MaxContext);
        else if (entry.key == QLatin1StringView("checked"))
            evidence.checked = date(entry.value, entry.key);
        else
            evidence.checkedBy = bounded(entry.value, entry.key, FactEvidence::MaxCheckedBy);
    }
    if (evidence.quote.isEmpty() &&
        (!evidence.prefix.isEmpty() || !evidence.suffix.isEmpty() || evidence.checked.isValid()))
        fail(value, QCoreApplication::translate("VendorCardReader",
                                                "evidence with a prefix, suffix or checked date "
                                                "needs the quote they belong to"));
    return evidence;
}

// A quote that cannot stand for its number ends the card at the quote's line.
void requireStated(const YamlValue* evidenceMap, const QString& why) {
    if (why.isEmpty() || !evidenceMap)
        return;
    for (const YamlMapEntry& entry : evidenceMap->entries())
        if (entry.key == QLatin1StringView("quote"))
            fail(entry.value, QStringLiteral("`quote`: ") + why);
    fail(*evidenceMap, QStringLiteral("`quote`: ") + why);
}

// A fact: its text, or a map of its text and evidence.
std::pair<QString, FactEvidence> fact(const YamlValue& value) {
    if (value.isScalar())
        return {bounded(value, u"facts", 2'000), {}};
    std::pair<QString, FactEvidence> fact;
    const YamlValue* evidenceMap = nullptr;
    for (const YamlMapEntry& entry :
         entries(value, u"a fact", {QLatin1StringView("text"), QLatin1StringView("evidence")})) {
        if (entry.key == QLatin1StringView("text")) {
            fact.first = bounded(entry.value, entry.key, 2'000);
        } else {
            fact.second = evidence(entry.value);
            evidenceMap = &entry.value;
        }
    }
    if (fact.first.isEmpty())
        fail(value, QCoreApplication::translate("VendorCardReader", "a fact needs its `text`"));
    if (fact.second.isQuoted())
        requireStated(evidenceMap, QuoteNumber::whyNotForFact(fact.second.quote, fact.first));
    return fact;
}

const std::vector<YamlValue>& items(const YamlValue& list, QStringView key) {
    if (!list.isSequence() || list.items().empty())
        fail(list, QCoreApplication::translate("VendorCardReader",
                                               "`%1` must be a list with at least one entry")
                       .arg(key));
    return list.items();
}

VendorWindow window(const YamlValue& value) {
    VendorWindow window;
    const YamlValue* evidenceMap = nullptr;
    bool hasKind = false;
    bool hasDuration = false;
    for (const YamlMapEntry& entry :
         entries(value, u"a window",
                 {QLatin1StringView("kind"), QLatin1StringView("duration"),
                  QLatin1StringView("note"), QLatin1StringView("evidence")})) {
        if (entry.key == QLatin1StringView("kind")) {
            const std::optional<WindowKind> kind =
                windowKindFromKeyword(scalar(entry.value, entry.key));
            if (!kind)
                fail(entry.value,
                     QCoreApplication::translate("VendorCardReader", "unknown window kind `%1`")
                         .arg(entry.value.text()));
            window.kind = *kind;
            hasKind = true;
        } else if (entry.key == QLatin1StringView("duration")) {
            window.duration = duration(entry.value, entry.key);
            hasDuration = true;
        } else if (entry.key == QLatin1StringView("evidence")) {
            window.evidence = evidence(entry.value);
            evidenceMap = &entry.value;
        } else {
            window.note = scalar(entry.value, entry.key);
        }
    }
    if (!hasKind || !hasDuration)
        fail(value, QCoreApplication::translate("VendorCardReader",
                                                "a window needs a kind and a duration"));
    if (window.evidence.isQuoted())
        requireStated(evidenceMap,
                      QuoteNumber::whyNotForWindow(window.evidence.quote, window.duration));
    return window;
}

VendorRetries retries(const YamlValue& value) {
    VendorRetries retries;
    const YamlValue* evidenceMap = nullptr;
    for (const YamlMapEntry& entry :
         entries(value, u"retries",
                 {QLatin1StringView("count"), QLatin1StringView("schedule"),
                  QLatin1StringView("note"), QLatin1StringView("evidence")})) {
        if (entry.key == QLatin1StringView("count")) {
            bool isNumber = false;
            retries.count = scalar(entry.value, entry.key).toInt(&isNumber);
            if (!isNumber || retries.count <= 0)
                fail(entry.value,
                     QCoreApplication::translate("VendorCardReader",
                                                 "`count` must be a whole number above 0"));
        } else if (entry.key == QLatin1StringView("schedule")) {
            for (const YamlValue& step : items(entry.value, entry.key))
                retries.schedule.append(duration(step, entry.key));
        } else if (entry.key == QLatin1StringView("evidence")) {
            retries.evidence = evidence(entry.value);
            evidenceMap = &entry.value;
        } else {
            retries.note = scalar(entry.value, entry.key);
        }
    }
    if (retries.count == 0 && retries.schedule.isEmpty())
        fail(value, QCoreApplication::translate("VendorCardReader",
                                                "retries need a count, a schedule or both"));
    if (retries.evidence.isQuoted())
        requireStated(evidenceMap, QuoteNumber::whyNotForRetries(retries.evidence.quote,
                                                                 retries.count, retries.schedule));
    return retries;
}

} // namespace

VendorCardReadResult VendorCardReader::readFile(const QString& path) {
    const ValueReadResult document = YamlReader::readValueFile(path);
    if (!document.value)
        return {std::nullopt, document.error};
    return read(*document.value, path);
}

VendorCardReadResult VendorCardReader::read(const YamlValue& document, const QString& fileName) {
    VendorCard card;
    try {
        const auto& keys = entries(document, u"a vendor card",
                                   {QLatin1StringView("card"), QLatin1StringView("vendor_id"),
                                    QLatin1StringView("vendor"), QLatin1StringView("product"),
                                    QLatin1StringView("source"), QLatin1StringView("checked"),
                                    QLatin1StringView("review_every"), QLatin1StringView("facts"),
                                    QLatin1StringView("windows"), QLatin1StringView("retries"),
                                    QLatin1StringView("retry_after_unit")});
        for (const YamlMapEntry& entry : keys) {
            const QString& key = entry.key;
            const YamlValue& value = entry.value;
            if (key == QLatin1StringView("card")) {
                card.id = scalar(value, key);
            } else if (key == QLatin1StringView("vendor_id")) {
                card.vendorId = scalar(value, key);
            } else if (key == QLatin1StringView("vendor")) {
                card.vendor = scalar(value, key);
            } else if (key == QLatin1StringView("product")) {
                card.product = scalar(value, key);
            } else if (key == QLatin1StringView("source")) {
                card.source = pageUrl(value, key);
            } else if (key == QLatin1StringView("checked")) {
                card.checked = date(value, key);
            } else if (key == QLatin1StringView("review_every")) {
                bool isNumber = false;
                card.reviewEveryDays = scalar(value, key).toInt(&isNumber);
                if (!isNumber || card.reviewEveryDays < 1 || card.reviewEveryDays > 3'650)
                    fail(value, QCoreApplication::translate(
                                    "VendorCardReader",
                                    "`review_every` is a number of days from 1 to 3650, found `%1`")
                                    .arg(value.text()));
            } else if (key == QLatin1StringView("facts")) {
                for (const YamlValue& item : items(value, key)) {
                    auto [text, evidence] = fact(item);
                    card.facts.append(text);
                    card.factEvidence.append(evidence);
                }
            } else if (key == QLatin1StringView("windows")) {
                for (const YamlValue& item : items(value, key))
                    card.windows.append(window(item));
            } else if (key == QLatin1StringView("retries")) {
                for (const YamlValue& item : items(value, key))
                    card.retries.append(retries(item));
            } else {
                card.retryAfterUnit = scalar(value, key);
            }
        }
        for (const auto& [required, text] : {std::pair{QLatin1StringView("card"), &card.id},
                                             {QLatin1StringView("vendor"), &card.vendor},
                                             {QLatin1StringView("product"), &card.product},
                                             {QLatin1StringView("source"), &card.source}}) {
            if (text->isEmpty())
                fail(document,
                     QCoreApplication::translate("VendorCardReader", "a vendor card needs `%1`")
                         .arg(required));
        }
        if (card.facts.isEmpty())
            fail(document, QCoreApplication::translate("VendorCardReader",
                                                       "a vendor card needs its `facts`"));
        if (card.id != QFileInfo(fileName).completeBaseName())
            fail(document, QCoreApplication::translate(
                               "VendorCardReader", "the card `%1` must be in a file named %1.yaml")
                               .arg(card.id));
    } catch (const CardProblem& problem) {
        return {std::nullopt, {fileName, problem.line, 0, problem.message}};
    }
    return {card, {}};
}

} // namespace FlowAudit
