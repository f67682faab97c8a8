// flowaudit-cli cards verify: every quoted fact of the vendor cards looked for on its page
// (docs/spec/vendor-cards.md); cards propose (cardspropose.cpp): quotes offered from the pages;
// cards copy (cardscopy.cpp): a bundled card into the team's folder.
#include "app/cli/bundledcards.h"
#include "app/cli/cardfilerewrite.h"
#include "app/cli/cardscopy.h"
#include "app/cli/cardspropose.h"
#include "app/cli/cardstocheck.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/pageoptions.h"
#include "app/cli/pagework.h"

#include "core/evidence/cardstamp.h"
#include "core/evidence/factverification.h"
#include "core/evidence/verificationrecord.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/vendors/cardresolution.h"
#include "core/vendors/cardscope.h"
#include "core/vendors/vendorcatalogue.h"

#include "network/cardverifier.h"

#include <QDate>
#include <QDir>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <cstdio>

namespace FlowAudit::Cli {

namespace {

const OptionSpec cardsOptions[] = {
    {.name = "cards",
     .valueName = "DIR",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "the team's folder of cards, which add to the bundled ones and "
                               "take\ntheir place by card ID (instead of FILE's)")},
    Options::savedPages,
    {.name = "to",
     .valueName = "DIR",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "cards copy: the folder to copy the card into (instead of\n"
                               "FILE's vendor_cards folder)")},
    {.name = "record",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "keeps the outcomes in verification.json beside the team's\n"
                               "cards, where report and the editor read them")},
    {.name = "accept",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "cards propose: writes each fact's first proposal into the\n"
                               "team's card as its quote; only that fact's lines change")},
    {.name = "stamp",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "writes the date and --by into each confirmed fact of the team's\n"
                               "cards; only those lines of the card files change")},
    {.name = "by",
     .valueName = "NAME",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "who confirmed the facts, for --stamp")},
    {.name = "all",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "every card, the bundled ones too (by default: the team's\n"
                               "cards and those the inventory's flows rely on; every card\n"
                               "when there are neither)")},
    {.name = "allow-unquoted",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "facts not yet quoted do not fail the check (said in the\n"
                               "output), while a team builds its quotes")},
    {.name = "format",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "text (the default) or json"),
     .choices = "text|json",
     .defaultValue = "text"},
    Options::pageTimeout,
    Options::pageDeadline,
    Options::caCertificates,
    Options::described(
        Options::today,
        QT_TRANSLATE_NOOP("FlowAudit::Cli", "the date to stamp and to age the checks against"))};

void printText(const QList<FactVerification>& results, const VendorCatalogue& cards,
               const QSet<QString>& scope) {
    for (const VendorCard& card : cards.cards()) {
        if (!scope.contains(card.id))
            continue;
        printLine(
            stdout,
            card.teamFile.isEmpty()
                ? tr("%1 (bundled)").arg(card.id)
                : tr("%1 (your card: %2)").arg(card.id, QDir::toNativeSeparators(card.teamFile)));
        int unquoted = 0;
        for (const FactVerification& r : results) {
            if (r.fact.cardId != card.id)
                continue;
            if (r.outcome == VerificationOutcome::NotYetQuoted) {
                ++unquoted; // said once a card: the list is the card file's
                continue;
            }
            printLine(stdout, QStringLiteral("  %1: %2  %3")
                                  .arg(r.fact.place(), FactVerification::label(r.outcome),
                                       r.fact.evidence.url));
            if (!r.detail.isEmpty())
                printLine(stdout, QStringLiteral("      ") + r.detail);
            for (const QString& change : WordDiff::changes(r.diff))
                printLine(stdout, QStringLiteral("      ") + change);
            if (!r.passage.isEmpty())
                printLine(stdout,
                          QStringLiteral("      ") + tr("on the page: \"%1\"").arg(r.passage));
            for (const QString& place : r.places)
                printLine(stdout, QStringLiteral("      ") + tr("on the page: %1").arg(place));
        }
        if (unquoted > 0)
            printLine(stdout,
                      QStringLiteral("  ") + tr("%n fact(s) not yet quoted", nullptr, unquoted));
    }
}

// One fact's outcome; `file` is the team's card file it came from, empty for a bundled card.
QJsonObject toJson(const FactVerification& r, const QString& file) {
    return {{QStringLiteral("card"), r.fact.cardId},
            {QStringLiteral("file"), file},
            {QStringLiteral("part"), QString(CardFact::partKey(r.fact.part))},
            {QStringLiteral("index"), r.fact.index},
            {QStringLiteral("text"), r.fact.text},
            {QStringLiteral("url"), r.fact.evidence.url},
            {QStringLiteral("quote"), r.fact.evidence.quote},
            {QStringLiteral("outcome"), FactVerification::keyword(r.outcome)},
            {QStringLiteral("detail"), r.detail},
            {QStringLiteral("passage"), r.passage},
            {QStringLiteral("places"), QJsonArray::fromStringList(r.places)},
            {QStringLiteral("changes"), QJsonArray::fromStringList(WordDiff::changes(r.diff))},
            {QStringLiteral("diff"), WordDiff::toJson(r.diff)},
            {QStringLiteral("redirects"), QJsonArray::fromStringList(r.redirects)}};
}

// Writes today's date and the checker into each confirmed fact of the team's cards; false
// when a card could not be written (it is left as it was).
bool stampCards(const QList<FactVerification>& results, const VendorCatalogue& cards, QDate today,
                const QString& by) {
    bool ok = true;
    for (const VendorCard& card : cards.cards()) {
        QList<CardFact> confirmed;
        for (const FactVerification& r : results)
            if (r.fact.cardId == card.id && r.outcome == VerificationOutcome::Confirmed)
                confirmed.append(r.fact);
        if (confirmed.isEmpty())
            continue;
        if (card.teamFile.isEmpty()) {
            printLine(stderr, tr("%1: a bundled card is not stamped; copy it into your cards "
                                 "folder to keep your checks")
                                  .arg(card.id));
            continue;
        }
        // The stamp reads its result back as the same card before it is written.
        ok = rewriteCardFile(card.teamFile,
                             [&](const QByteArray& text) {
                                 return CardStamp::stamp(text, card.teamFile, confirmed, today, by);
                             }) &&
             ok;
    }
    return ok;
}

int verifyCards(CommandContext& context, const QStringList& words) {
    const CommandContext& arguments = context;
    const bool stamp = arguments.isSet(QLatin1StringView("stamp"));
    const QString by = arguments.value(QLatin1StringView("by")).trimmed();
    if (stamp && by.isEmpty())
        return usageError(tr("--stamp needs --by NAME: who confirmed the facts"));
    const QString format = arguments.value(Options::Format);
    const QDate today = context.date(Options::Today, QDate::currentDate());
    int exit = 0;
    const std::optional<PageGatherer::Options> options = pageOptions(context, &exit);
    if (!options)
        return exit;
    const bool allowUnquoted = arguments.isSet(QLatin1StringView("allow-unquoted"));
    const std::optional<CardsToCheck> check = cardsToCheck(context, words.value(0));
    if (!check)
        return context.notRun();
    const VendorCatalogue* cards = check->cards;
    const Inventory* inventory = check->inventory;
    const QSet<QString>& scope = check->scope;
    QList<CardFact> facts;
    for (const VendorCard& card : cards->cards())
        if (scope.contains(card.id))
            facts += cardFacts(card);
    const QList<FactVerification> results = runOnPages<CardVerifier>(
        *options, &CardVerifier::finished, [&](CardVerifier& verifier) { verifier.verify(facts); });

    QHash<VerificationOutcome, int> counts;
    for (const FactVerification& r : results)
        ++counts[r.outcome];
    // The gate: the facts the inventory's flows rely on (every verified card's without an
    // inventory) are confirmed, and no verified fact failed to be.
    const QSet<QString> relied = inventory ? CardScope::relied(*cards, *inventory) : scope;
    int unquotedRelied = 0;
    bool failed = false;
    for (const FactVerification& r : results) {
        if (r.outcome == VerificationOutcome::NotYetQuoted)
            unquotedRelied += relied.contains(r.fact.cardId) ? 1 : 0;
        else if (r.outcome != VerificationOutcome::Confirmed)
            failed = true;
    }
    if (format == QLatin1String("json")) {
        QJsonArray array;
        for (const FactVerification& r : results)
            array.append(toJson(r, cards->find(r.fact.cardId)->teamFile));
        QJsonObject summary;
        for (const VerificationOutcome o : AllOutcomes)
            summary.insert(FactVerification::keyword(o), counts.value(o));
        summary.insert(QStringLiteral("relied_on_not_yet_quoted"), unquotedRelied);
        summary.insert(QStringLiteral("unquoted_allowed"), allowUnquoted);
        const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("facts"), array},
                                                          {QStringLiteral("summary"), summary}})
                                    .toJson(QJsonDocument::Indented);
        std::fwrite(json.constData(), 1, std::size_t(json.size()), stdout);
    } else {
        printText(results, *cards, scope);
        QStringList parts;
        for (const VerificationOutcome o : AllOutcomes)
            if (counts.value(o) > 0 || o == VerificationOutcome::Confirmed)
                parts.append(
                    QStringLiteral("%1 %2").arg(counts.value(o)).arg(FactVerification::label(o)));
        printLine(stdout, parts.join(QStringLiteral(", ")));
        if (unquotedRelied > 0)
            printLine(stdout, allowUnquoted
                                  ? tr("%n fact(s) the flows rely on not yet quoted: allowed by "
                                       "--allow-unquoted",
                                       nullptr, unquotedRelied)
                                  : tr("%n fact(s) the flows rely on not yet quoted: not confirmed "
                                       "(--allow-unquoted lets them pass while you quote them)",
                                       nullptr, unquotedRelied));
    }
    if (stamp && !stampCards(results, *cards, today, by))
        return context.notRun();
    if (arguments.isSet(QLatin1StringView("record"))) {
        if (check->team.path.isEmpty())
            return context.notRun(tr("--record keeps the outcomes beside the team's cards: name "
                                     "their folder (vendor_cards in FILE, or --cards DIR)"));
        const QString record =
            QDir(check->team.path).filePath(QLatin1StringView(VerificationRecord::FileName));
        if (const std::optional<IoError> error =
                AtomicFile::write(record, VerificationRecord::serialise(results, today)))
            return context.notRun(error->toString());
    }
    return context.found(failed || (unquotedRelied > 0 && !allowUnquoted));
}

int runCards(CommandContext& context) {
    const QStringList words = context.operands();
    const QString subcommand = words.value(0);
    if (subcommand == QLatin1String("copy"))
        return copyCard(context, words.mid(1));
    if (subcommand == QLatin1String("propose") && words.size() <= 2)
        return proposeQuotes(context, words.mid(1));
    if (subcommand == QLatin1String("verify") && words.size() <= 2)
        return verifyCards(context, words.mid(1));
    return usageError(tr("cards takes a subcommand: verify [FILE], propose [FILE], or copy "
                         "CARD_ID [FILE]"));
}

} // namespace

extern const CommandSpec cardsCommand{
    "cards",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "confirm the vendor cards' quoted facts on their pages"),
    {"verify [FILE] | propose [FILE] | copy CARD_ID [FILE]", 1, 3},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Looks for each quoted fact of the vendor cards on its page, fetched over HTTPS\n"
        "(at most 4 at once a host, redirects followed and said, the proxy of\n"
        "https_proxy and no_proxy honoured): confirmed, changed (with the page's\n"
        "passage and a word diff), ambiguous (on the page more than once), page moved,\n"
        "unreachable, needs JavaScript (a page its scripts fill) or not yet quoted.\n"
        "FILE is an inventory: the team's cards are in the folder its vendor_cards names.\n"
        "The cards verified are the team's and those FILE's flows rely on (every card\n"
        "with --all, or with neither FILE nor a team folder).\n"
        "cards propose reads the page of each fact not yet quoted and offers the\n"
        "sentences that state its number (in digits or words) and share its words, best\n"
        "first, each found once on the page (with a prefix or suffix where it repeats);\n"
        "a page that states the number two ways is said, not offered. --accept writes\n"
        "the first into the team's card, undated: cards verify --stamp --by NAME dates it.\n"
        "cards copy puts a bundled card's file into the team's folder, where it can be\n"
        "quoted and stamped: FILE's vendor_cards folder (vendor-cards/, written into\n"
        "FILE, when it names none), or --to DIR; a card already there is never replaced."),
    cardsOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 every fact the inventory's flows rely on (every verified\n"
        "card's without FILE) confirmed and no quote failed; 1 a fact changed, ambiguous,\n"
        "its page moved or unreachable, not checked, or a relied-on fact not yet\n"
        "quoted (unless --allow-unquoted); 2 it could not run (bad usage, a card\n"
        "that cannot be read, a card that cannot be written). cards propose: 0 every\n"
        "fact not yet quoted has a proposal (written, with --accept); 1 one has none, or\n"
        "its card is bundled (copy it first); 2 it could not run."),
    runCards};

} // namespace FlowAudit::Cli
