// flowaudit-cli cards verify: every quoted fact of the vendor cards looked for on its page
// (docs/spec/vendor-cards.md); cards copy (cardscopy.cpp): a bundled card into the team's folder.
#include "app/cli/bundledcards.h"
#include "app/cli/cardscopy.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/progressline.h"

#include "core/evidence/cardstamp.h"
#include "core/evidence/factverification.h"
#include "core/evidence/verificationrecord.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/vendors/cardresolution.h"
#include "core/vendors/vendorcatalogue.h"

#include "network/cardverifier.h"
#include "network/tlstrust.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUrl>

#include <cstdio>

namespace FlowAudit::Cli {

namespace {

const OptionSpec cardsOptions[] = {
    {.name = "cards",
     .valueName = "DIR",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "the team's folder of cards, which add to the bundled ones and "
                               "take\ntheir place by card ID (instead of FILE's)")},
    {.name = "saved-pages",
     .valueName = "DIR",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "read the pages from this folder instead, as saved from the\n"
         "browser or by wget --force-directories --adjust-extension\n"
         "(https://docs.stripe.com/webhooks from DIR/docs.stripe.com/webhooks.html)")},
    {.name = "to",
     .valueName = "DIR",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "cards copy: the folder to copy the card into (instead of\n"
                               "FILE's vendor_cards folder)")},
    {.name = "record",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "keeps the outcomes in verification.json beside the team's\n"
                               "cards, where report and the editor read them")},
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
    {.name = "timeout",
     .valueName = "S",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "seconds a page may send nothing before it is unreachable (20)"),
     .defaultValue = "20"},
    {.name = "deadline",
     .valueName = "S",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "seconds a page may take in all, however its bytes come,\n"
                               "before it is unreachable (60)"),
     .defaultValue = "60"},
    {.name = "ca-certificates",
     .valueName = "FILE",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "PEM certificates to trust besides the system's (a company\n"
                               "proxy's own CA); without it, those FLOWAUDIT_CA_CERTIFICATES "
                               "names,\nas in the editor's Verify Now; SSL_CERT_FILE's and\n"
                               "SSL_CERT_DIR's are trusted too")},
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

// An option's seconds from 1 to `most`, in milliseconds; nullopt when it is none of them.
std::optional<int> milliseconds(const CommandContext& arguments, const char* option, int most) {
    bool isNumber = false;
    const double seconds = arguments.value(QLatin1StringView(option)).toDouble(&isNumber);
    if (!isNumber || seconds < 1 || seconds > most)
        return std::nullopt;
    return int(seconds * 1000);
}

// The cards whose facts the inventory's flows rely on: each card a flow names at its source,
// destination or iPaaS.
QSet<QString> reliedCards(const VendorCatalogue& cards, const Inventory& inventory) {
    QSet<QString> ids;
    for (const Flow& flow : inventory.flows)
        for (const VendorCard* card : cards.forFlow(flow).all())
            ids.insert(card->id);
    return ids;
}

// The cards verified: every card with --all or with neither an inventory nor a team folder;
// else the team's cards and those the inventory's flows rely on (a team answers for its own
// cards and for the numbers its flows use, not for every vendor FlowAudit bundles).
QSet<QString> cardsInScope(const VendorCatalogue& cards, const Inventory* inventory, bool all) {
    QSet<QString> ids;
    for (const VendorCard& card : cards.cards())
        if (all || !card.teamFile.isEmpty())
            ids.insert(card.id);
    if (inventory)
        ids.unite(reliedCards(cards, *inventory));
    else if (ids.isEmpty())
        for (const VendorCard& card : cards.cards())
            ids.insert(card.id);
    return ids;
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
        QFile file(card.teamFile);
        if (!file.open(QIODevice::ReadOnly)) {
            printLine(stderr, tr("%1: %2").arg(card.teamFile, file.errorString()));
            ok = false;
            continue;
        }
        // The stamp reads its result back as the same card before it is written.
        const CardStamp::Result stamped =
            CardStamp::stamp(file.readAll(), card.teamFile, confirmed, today, by);
        if (stamped.error) {
            printLine(stderr, stamped.error->toString());
            ok = false;
            continue;
        }
        if (const std::optional<IoError> error = AtomicFile::write(card.teamFile, stamped.text)) {
            printLine(stderr, error->toString());
            ok = false;
        }
    }
    return ok;
}

int runCards(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList words = context.operands();
    if (words.value(0) == QLatin1String("copy"))
        return copyCard(context, words.mid(1));
    if (words.value(0) != QLatin1String("verify") || words.size() > 2)
        return usageError(tr("cards takes a subcommand: verify [FILE], or copy CARD_ID [FILE]"));
    const bool stamp = arguments.isSet(QLatin1StringView("stamp"));
    const QString by = arguments.value(QLatin1StringView("by")).trimmed();
    if (stamp && by.isEmpty())
        return usageError(tr("--stamp needs --by NAME: who confirmed the facts"));
    const QString format = arguments.value(Options::Format);
    const QDate today = context.date(Options::Today, QDate::currentDate());
    CardVerifier::Options options;
    options.savedPages = arguments.value(QLatin1StringView("saved-pages"));
    if (arguments.isSet(QLatin1StringView("saved-pages")) && !QDir(options.savedPages).exists())
        return usageError(tr("the saved pages folder %1 does not exist").arg(options.savedPages));
    const std::optional<int> timeout = milliseconds(arguments, "timeout", 600);
    if (!timeout)
        return usageError(tr("--timeout takes a number of seconds from 1 to 600, such as 20"));
    options.fetch.timeoutMs = *timeout;
    const std::optional<int> deadline = milliseconds(arguments, "deadline", 3'600);
    if (!deadline)
        return usageError(tr("--deadline takes a number of seconds from 1 to 3600, such as 60"));
    options.fetch.deadlineMs = *deadline;
    // The same trust as the editor's Verify Now: --ca-certificates, else the environment's.
    const TlsTrust trust = TlsTrust::decide(arguments.value(QLatin1StringView("ca-certificates")));
    if (!trust.error.isEmpty())
        return usageError(trust.error);
    options.fetch.extraCertificates = trust.extraCertificates;
    const bool allowUnquoted = arguments.isSet(QLatin1StringView("allow-unquoted"));
    // The team's folder: --cards, else the one the inventory names (vendor_cards:). A card
    // that cannot be read stops it: it is never verified as the bundled card's old numbers.
    CardResolution::TeamFolder team;
    const Inventory* inventory = nullptr;
    if (words.size() == 2) {
        const ReadInventory* read = context.inventory(words[1]);
        if (!read)
            return context.notRun();
        inventory = &*read->read.inventory;
    }
    if (const QString given = arguments.value(QLatin1StringView("cards")); !given.isEmpty()) {
        team = CardResolution::givenFolder(given);
    } else if (inventory) {
        team = CardResolution::folderOf(*inventory, words[1]);
    }
    const VendorCatalogue* cards = context.cards(team);
    if (!cards)
        return context.notRun();

    const QSet<QString> scope =
        cardsInScope(*cards, inventory, arguments.isSet(QLatin1StringView("all")));
    QList<CardFact> facts;
    for (const VendorCard& card : cards->cards())
        if (scope.contains(card.id))
            facts += cardFacts(card);
    ProgressLine progress(
        ReportSteps{{options.savedPages.isEmpty() ? tr("Fetching the vendors' pages")
                                                  : tr("Reading the saved pages")}});
    QList<FactVerification> results;
    {
        CardVerifier verifier(options);
        bool concluded = false;
        QEventLoop loop;
        QObject::connect(&verifier, &CardVerifier::progress,
                         [&](int done, int total) { progress.report(0, done, total); });
        // Which page it waits on, so a slow one is named, not a silent "99 %".
        QObject::connect(&verifier, &CardVerifier::waitingOn, [&](const QStringList& urls) {
            progress.setDetail(tr("waiting on %1").arg(urls.join(QStringLiteral(", "))));
        });
        QObject::connect(&verifier, &CardVerifier::finished,
                         [&](const QList<FactVerification>& outcome) {
                             results = outcome;
                             concluded = true;
                             loop.quit();
                         });
        verifier.verify(facts);
        if (!concluded) // saved pages conclude at once; fetched ones when the last comes back
            loop.exec();
    }
    // The connections the fetcher closed are deleted later: now, while a loop could, so no
    // TLS session is left to the process's end.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    progress.finish();

    QHash<VerificationOutcome, int> counts;
    for (const FactVerification& r : results)
        ++counts[r.outcome];
    // The gate: the facts the inventory's flows rely on (every verified card's without an
    // inventory) are confirmed, and no verified fact failed to be.
    const QSet<QString> relied = inventory ? reliedCards(*cards, *inventory) : scope;
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
        if (team.path.isEmpty())
            return context.notRun(tr("--record keeps the outcomes beside the team's cards: name "
                                     "their folder (vendor_cards in FILE, or --cards DIR)"));
        const QString record =
            QDir(team.path).filePath(QLatin1StringView(VerificationRecord::FileName));
        if (const std::optional<IoError> error =
                AtomicFile::write(record, VerificationRecord::serialise(results, today)))
            return context.notRun(error->toString());
    }
    return context.found(failed || (unquotedRelied > 0 && !allowUnquoted));
}

} // namespace

extern const CommandSpec cardsCommand{
    "cards",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "confirm the vendor cards' quoted facts on their pages"),
    {"verify [FILE] | copy CARD_ID [FILE]", 1, 3},
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
        "that cannot be read, a card that cannot be written)."),
    runCards};

} // namespace FlowAudit::Cli
