#include "core/vendors/cardfacts.h"

#include <QCoreApplication>

namespace FlowAudit {

QString CardFact::place() const {
    switch (part) {
    case Part::Fact:
        return QCoreApplication::translate("CardFact", "fact %1").arg(index + 1);
    case Part::Window:
        return QCoreApplication::translate("CardFact", "window %1").arg(index + 1);
    case Part::Retries:
        return QCoreApplication::translate("CardFact", "retries %1").arg(index + 1);
    }
    return {};
}

QLatin1StringView CardFact::partKey(Part part) {
    switch (part) {
    case Part::Fact:
        return QLatin1StringView("facts");
    case Part::Window:
        return QLatin1StringView("windows");
    case Part::Retries:
        return QLatin1StringView("retries");
    }
    return {};
}

namespace {

FactEvidence withPage(FactEvidence evidence, const VendorCard& card) {
    if (evidence.url.isEmpty())
        evidence.url = card.source;
    return evidence;
}

} // namespace

QList<CardFact> cardFacts(const VendorCard& card) {
    QList<CardFact> facts;
    for (qsizetype i = 0; i < card.facts.size(); ++i)
        facts.append({card.id, CardFact::Part::Fact, int(i), card.facts[i],
                      withPage(card.factEvidence.value(i), card)});
    for (qsizetype i = 0; i < card.windows.size(); ++i) {
        const VendorWindow& w = card.windows[i];
        QString text = windowKindKeyword(w.kind) + QLatin1Char(' ') + w.duration.toString();
        if (!w.note.isEmpty())
            text += QStringLiteral(": ") + w.note;
        facts.append({card.id, CardFact::Part::Window, int(i), text, withPage(w.evidence, card)});
    }
    for (qsizetype i = 0; i < card.retries.size(); ++i) {
        const VendorRetries& r = card.retries[i];
        QStringList numbers;
        if (r.count > 0)
            numbers.append(QString::number(r.count));
        for (const Duration& step : r.schedule)
            numbers.append(step.toString());
        QString text = numbers.join(QStringLiteral(", "));
        if (!r.note.isEmpty())
            text += QStringLiteral(": ") + r.note;
        facts.append({card.id, CardFact::Part::Retries, int(i), text, withPage(r.evidence, card)});
    }
    return facts;
}

FactEvidence* storedEvidence(VendorCard& card, const CardFact& fact) {
    const auto at = [&](auto& list) { return fact.index >= 0 && fact.index < list.size(); };
    switch (fact.part) {
    case CardFact::Part::Fact:
        if (at(card.facts)) {
            card.factEvidence.resize(card.facts.size()); // a card built in code may hold none
            return &card.factEvidence[fact.index];
        }
        return nullptr;
    case CardFact::Part::Window:
        return at(card.windows) ? &card.windows[fact.index].evidence : nullptr;
    case CardFact::Part::Retries:
        return at(card.retries) ? &card.retries[fact.index].evidence : nullptr;
    }
    return nullptr;
}

} // namespace FlowAudit
