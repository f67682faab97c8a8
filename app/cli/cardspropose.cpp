#include "app/cli/cardspropose.h"

#include "app/cli/cardfilerewrite.h"
#include "app/cli/cardstocheck.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commonoptions.h"
#include "app/cli/pageoptions.h"
#include "app/cli/pagework.h"

#include "core/evidence/cardevidencewriter.h"
#include "core/vendors/vendorcatalogue.h"

#include "network/cardproposer.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace FlowAudit::Cli {

namespace {

// `facts[0]`, `windows[1]`: where the fact is in its card file.
QString itemOf(const CardFact& fact) {
    return QStringLiteral("%1[%2]").arg(CardFact::partKey(fact.part)).arg(fact.index);
}

QJsonObject toJson(const FactProposals& found, const QString& file, bool accepted) {
    QJsonArray proposals;
    for (const QuoteProposal& p : found.proposals)
        proposals.append(QJsonObject{{QStringLiteral("quote"), p.quote},
                                     {QStringLiteral("prefix"), p.prefix},
                                     {QStringLiteral("suffix"), p.suffix}});
    return {{QStringLiteral("card"), found.fact.cardId},
            {QStringLiteral("file"), file},
            {QStringLiteral("item"), itemOf(found.fact)},
            {QStringLiteral("part"), QString(CardFact::partKey(found.fact.part))},
            {QStringLiteral("index"), found.fact.index},
            {QStringLiteral("text"), found.fact.text},
            {QStringLiteral("url"), found.fact.evidence.url},
            {QStringLiteral("proposals"), proposals},
            {QStringLiteral("rivals"), QJsonArray::fromStringList(found.rivals)},
            {QStringLiteral("unreadable"), found.unreadable},
            {QStringLiteral("accepted"), accepted}};
}

void printText(const QList<FactProposals>& results, const VendorCatalogue& cards) {
    QString lastCard;
    for (const FactProposals& found : results) {
        const VendorCard* card = cards.find(found.fact.cardId);
        if (found.fact.cardId != lastCard) {
            lastCard = found.fact.cardId;
            printLine(stdout, card->teamFile.isEmpty()
                                  ? tr("%1 (bundled)").arg(card->id)
                                  : tr("%1 (your card: %2)")
                                        .arg(card->id, QDir::toNativeSeparators(card->teamFile)));
        }
        printLine(stdout, QStringLiteral("  %1: %2  %3")
                              .arg(found.fact.place(), found.fact.text, found.fact.evidence.url));
        if (!found.unreadable.isEmpty())
            printLine(stdout, QStringLiteral("      ") +
                                  tr("the page could not be read: %1").arg(found.unreadable));
        for (qsizetype i = 0; i < found.proposals.size(); ++i) {
            const QuoteProposal& p = found.proposals[i];
            printLine(stdout, QStringLiteral("    %1. \"%2\"").arg(i + 1).arg(p.quote));
            if (!p.prefix.isEmpty())
                printLine(stdout, QStringLiteral("       ") + tr("prefix: \"%1\"").arg(p.prefix));
            if (!p.suffix.isEmpty())
                printLine(stdout, QStringLiteral("       ") + tr("suffix: \"%1\"").arg(p.suffix));
        }
        for (const QString& rival : found.rivals)
            printLine(stdout, QStringLiteral("      ") +
                                  tr("the page states it another way too: \"%1\"").arg(rival));
        if (found.unreadable.isEmpty() && found.proposals.isEmpty())
            printLine(stdout,
                      QStringLiteral("      ") + tr("no sentence on the page states it once"));
    }
}

// Writes each fact's first proposal into its team card, a card file at a time, read back by
// the writer before it is kept. The facts written; *failed when a file could not be.
QSet<const FactProposals*> accept(const QList<FactProposals>& results, const VendorCatalogue& cards,
                                  bool* failed) {
    QSet<const FactProposals*> written;
    for (const VendorCard& card : cards.cards()) {
        if (card.teamFile.isEmpty())
            continue;
        QList<const FactProposals*> mine;
        for (const FactProposals& found : results)
            if (found.fact.cardId == card.id && !found.proposals.isEmpty())
                mine.append(&found);
        if (mine.isEmpty())
            continue;
        // Each fact through the manual check's writer, one after the other on the same text;
        // the file is written once, or not at all.
        const bool ok = rewriteCardFile(card.teamFile, [&](QByteArray text) {
            for (const FactProposals* found : std::as_const(mine)) {
                // Quoted, not dated: a proposal is not a person's check (cards verify --stamp).
                FactEvidence evidence;
                evidence.url = found->fact.evidence.url;
                evidence.quote = found->proposals.front().quote;
                evidence.prefix = found->proposals.front().prefix;
                evidence.suffix = found->proposals.front().suffix;
                CardFileChange change =
                    CardEvidenceWriter::record(text, card.teamFile, found->fact, evidence);
                if (change.error)
                    return change;
                text = std::move(change.text);
            }
            return CardFileChange{text, std::nullopt};
        });
        if (!ok) {
            *failed = true;
            continue;
        }
        for (const FactProposals* found : std::as_const(mine))
            written.insert(found);
    }
    return written;
}

} // namespace

int proposeQuotes(CommandContext& context, const QStringList& words) {
    int exit = 0;
    const std::optional<PageGatherer::Options> options = pageOptions(context, &exit);
    if (!options)
        return exit;
    const std::optional<CardsToCheck> check = cardsToCheck(context, words.value(0));
    if (!check)
        return context.notRun();
    QList<VendorCard> cards;
    QList<CardFact> facts;
    for (const VendorCard& card : check->cards->cards()) {
        if (!check->scope.contains(card.id))
            continue;
        cards.append(card);
        for (const CardFact& fact : cardFacts(card))
            if (!fact.evidence.isQuoted())
                facts.append(fact);
    }
    const QList<FactProposals> results =
        runOnPages<CardProposer>(*options, &CardProposer::finished,
                                 [&](CardProposer& proposer) { proposer.propose(cards, facts); });

    const bool accepting = context.isSet(QLatin1StringView("accept"));
    bool writeFailed = false;
    const QSet<const FactProposals*> accepted =
        accepting ? accept(results, *check->cards, &writeFailed) : QSet<const FactProposals*>{};
    int without = 0;
    int bundled = 0;
    for (const FactProposals& found : results) {
        without += found.proposals.isEmpty() ? 1 : 0;
        bundled +=
            !found.proposals.isEmpty() && check->cards->find(found.fact.cardId)->teamFile.isEmpty()
                ? 1
                : 0;
    }
    if (context.value(Options::Format) == QLatin1String("json")) {
        QJsonArray array;
        for (const FactProposals& found : results)
            array.append(toJson(found, check->cards->find(found.fact.cardId)->teamFile,
                                accepted.contains(&found)));
        const QJsonObject summary{{QStringLiteral("not_yet_quoted"), int(results.size())},
                                  {QStringLiteral("with_proposals"), int(results.size()) - without},
                                  {QStringLiteral("without"), without},
                                  {QStringLiteral("accepted"), int(accepted.size())}};
        const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("facts"), array},
                                                          {QStringLiteral("summary"), summary}})
                                    .toJson(QJsonDocument::Indented);
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    } else {
        printText(results, *check->cards);
        printLine(stdout, tr("%n fact(s) not yet quoted: ", nullptr, int(results.size())) +
                              tr("%n with proposals, ", nullptr, int(results.size()) - without) +
                              tr("%n without", nullptr, without));
        if (accepting) {
            printLine(stdout, tr("%n fact(s) quoted in the team's cards, undated: confirm them "
                                 "with cards verify --stamp --by NAME",
                                 nullptr, int(accepted.size())));
            if (bundled > 0)
                printLine(stdout,
                          tr("%n fact(s) of bundled cards not written: copy each card into the "
                             "team's folder first (cards copy CARD_ID FILE)",
                             nullptr, bundled));
        }
    }
    if (writeFailed)
        return context.notRun();
    return context.found(without > 0 || (accepting && bundled > 0));
}

} // namespace FlowAudit::Cli
