#include "core/evidence/verificationrecord.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace FlowAudit {

namespace {

// A record's files are small: one entry a fact, a few hundred facts a team at most.
constexpr qint64 MostBytes = 8 * 1024 * 1024;

std::optional<VerificationOutcome> outcomeOf(const QString& keyword) {
    for (const VerificationOutcome outcome : AllOutcomes)
        if (FactVerification::keyword(outcome) == keyword)
            return outcome;
    return std::nullopt;
}

std::optional<CardFact::Part> partOf(const QString& key) {
    for (const CardFact::Part part :
         {CardFact::Part::Fact, CardFact::Part::Window, CardFact::Part::Retries})
        if (CardFact::partKey(part) == key)
            return part;
    return std::nullopt;
}

QStringList strings(const QJsonValue& value) {
    QStringList list;
    for (const QJsonValue& item : value.toArray())
        list.append(item.toString());
    return list;
}

VerificationRecord::Read refused(const QString& fileName, const QString& why) {
    return {{}, IoError{fileName, 0, 0, why}};
}

} // namespace

QByteArray VerificationRecord::serialise(const QList<FactVerification>& outcomes, QDate day) {
    QJsonArray facts;
    for (const FactVerification& r : outcomes) {
        if (r.outcome == VerificationOutcome::NotYetQuoted)
            continue; // nothing was looked for
        QJsonObject o{{QStringLiteral("card"), r.fact.cardId},
                      {QStringLiteral("part"), QString(CardFact::partKey(r.fact.part))},
                      {QStringLiteral("index"), r.fact.index},
                      {QStringLiteral("url"), r.fact.evidence.url},
                      {QStringLiteral("quote"), r.fact.evidence.quote},
                      {QStringLiteral("prefix"), r.fact.evidence.prefix},
                      {QStringLiteral("suffix"), r.fact.evidence.suffix},
                      {QStringLiteral("outcome"), FactVerification::keyword(r.outcome)},
                      {QStringLiteral("detail"), r.detail},
                      {QStringLiteral("passage"), r.passage},
                      {QStringLiteral("places"), QJsonArray::fromStringList(r.places)},
                      {QStringLiteral("diff"), WordDiff::toJson(r.diff)}};
        // An outcome of another day than the record's says its own (the editor's record
        // keeps each card's last Verify Now).
        if (r.day.isValid() && r.day != day)
            o.insert(QStringLiteral("day"), r.day.toString(Qt::ISODate));
        facts.append(o);
    }
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QLatin1StringView(Format)},
                                     {QStringLiteral("day"), day.toString(Qt::ISODate)},
                                     {QStringLiteral("facts"), facts}})
        .toJson(QJsonDocument::Indented);
}

VerificationRecord::Read VerificationRecord::parse(const QByteArray& bytes,
                                                   const QString& fileName) {
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return refused(fileName, QCoreApplication::translate(
                                     "VerificationRecord",
                                     "not a verification record: this is not JSON; cards verify "
                                     "--record writes one"));
    const QJsonObject root = document.object();
    if (root[QStringLiteral("format")].toString() != QLatin1StringView(Format))
        return refused(fileName, QCoreApplication::translate(
                                     "VerificationRecord",
                                     "not a verification record of this FlowAudit: its format "
                                     "is not flowaudit-verification/1"));
    const QDate day = QDate::fromString(root[QStringLiteral("day")].toString(), Qt::ISODate);
    if (!day.isValid())
        return refused(fileName, QCoreApplication::translate(
                                     "VerificationRecord",
                                     "the record's day is not a date such as 2026-12-07"));
    Read read;
    for (const QJsonValue& entry : root[QStringLiteral("facts")].toArray()) {
        const QJsonObject o = entry.toObject();
        const std::optional<VerificationOutcome> outcome =
            outcomeOf(o[QStringLiteral("outcome")].toString());
        const std::optional<CardFact::Part> part = partOf(o[QStringLiteral("part")].toString());
        if (!outcome || !part || !o[QStringLiteral("index")].isDouble())
            return refused(fileName, QCoreApplication::translate(
                                         "VerificationRecord",
                                         "an entry of the record has no outcome, part or index "
                                         "FlowAudit knows"));
        FactVerification r;
        r.fact.cardId = o[QStringLiteral("card")].toString();
        r.fact.part = *part;
        r.fact.index = o[QStringLiteral("index")].toInt();
        r.fact.evidence.url = o[QStringLiteral("url")].toString();
        r.fact.evidence.quote = o[QStringLiteral("quote")].toString();
        r.fact.evidence.prefix = o[QStringLiteral("prefix")].toString();
        r.fact.evidence.suffix = o[QStringLiteral("suffix")].toString();
        r.outcome = *outcome;
        r.detail = o[QStringLiteral("detail")].toString();
        r.passage = o[QStringLiteral("passage")].toString();
        r.places = strings(o[QStringLiteral("places")]);
        r.diff = WordDiff::fromJson(o[QStringLiteral("diff")].toArray());
        const QDate own = QDate::fromString(o[QStringLiteral("day")].toString(), Qt::ISODate);
        r.day = own.isValid() ? own : day;
        read.outcomes.append(r);
    }
    return read;
}

VerificationRecord::Read VerificationRecord::readFolder(const QString& folder) {
    if (folder.isEmpty())
        return {};
    QFile file(QDir(folder).filePath(QLatin1StringView(FileName)));
    if (!file.exists())
        return {};
    if (file.size() > MostBytes)
        return refused(file.fileName(),
                       QCoreApplication::translate("VerificationRecord",
                                                   "the record is larger than a record can be"));
    if (!file.open(QIODevice::ReadOnly))
        return refused(file.fileName(), file.errorString());
    return parse(file.readAll(), file.fileName());
}

QList<FactVerification> VerificationRecord::newest(const QList<FactVerification>& a,
                                                   const QList<FactVerification>& b) {
    const auto samePlace = [](const FactVerification& x, const FactVerification& y) {
        return x.fact.cardId == y.fact.cardId && x.fact.part == y.fact.part &&
               x.fact.index == y.fact.index;
    };
    QList<FactVerification> merged;
    for (const FactVerification& r : a) {
        const auto later = std::find_if(b.begin(), b.end(), [&](const FactVerification& o) {
            return samePlace(r, o) && !(o.day < r.day);
        });
        if (later == b.end())
            merged.append(r);
    }
    for (const FactVerification& r : b) {
        const auto later = std::find_if(a.begin(), a.end(), [&](const FactVerification& o) {
            return samePlace(r, o) && r.day < o.day;
        });
        if (later == a.end())
            merged.append(r);
    }
    return merged;
}

} // namespace FlowAudit
