// Which vendor cards apply is decided once (core/vendors/cardresolution): the command line
// (lint, which says a team card's problem and goes on; cards verify, which it stops), the
// language server and the editor's store are given the same folders and must agree on which
// cards apply, where each comes from, and the problems said. The TLS trust of Verify Now and
// cards verify is decided once too (network/tlstrust): both fetch from a server whose CA
// only FLOWAUDIT_CA_CERTIFICATES names.
#include "app/cli/commandtable.h"
#include "core/io/files/bundleddata.h"
#include "core/io/files/inventoryfile.h"
#include "core/languageserver/inventoryanalysis.h"
#include "core/vendors/cardresolution.h"
#include "guitestsupport.h"
#include "network/tlstrust.h"
#include "testsupport.h"
#include "ui/vendors/evidencetable.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorcardview.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>
#include <QUrl>

#include <cstdio>
#include <unistd.h>

using namespace FlowAudit;

namespace {

// Standard output and error of what runs while it lives, read back at the end.
class CapturedOutput {
public:
    CapturedOutput() {
        m_out.open();
        m_err.open();
        std::fflush(stdout);
        std::fflush(stderr);
        m_savedOut = ::dup(STDOUT_FILENO);
        m_savedErr = ::dup(STDERR_FILENO);
        ::dup2(m_out.handle(), STDOUT_FILENO);
        ::dup2(m_err.handle(), STDERR_FILENO);
    }
    ~CapturedOutput() { restore(); }
    QString out() { return readAll(m_out); }
    QString err() { return readAll(m_err); }

private:
    void restore() {
        if (m_savedOut < 0)
            return;
        std::fflush(stdout);
        std::fflush(stderr);
        ::dup2(m_savedOut, STDOUT_FILENO);
        ::dup2(m_savedErr, STDERR_FILENO);
        ::close(m_savedOut);
        ::close(m_savedErr);
        m_savedOut = m_savedErr = -1;
    }
    QString readAll(QTemporaryFile& file) {
        restore();
        file.seek(0);
        return QString::fromUtf8(file.readAll());
    }
    QTemporaryFile m_out, m_err;
    int m_savedOut = -1, m_savedErr = -1;
};

struct Run {
    int status;
    QString out, err;
};

Run run(const QStringList& arguments) {
    CapturedOutput captured;
    const int status = Cli::runCommandLine(arguments);
    return {status, captured.out(), captured.err()};
}

const QByteArray StripeTeamCard = "card: stripe-webhooks\nvendor_id: stripe\nvendor: Stripe\n"
                                  "product: Webhooks\nsource: https://docs.stripe.com/webhooks\n"
                                  "facts:\n  - The team's own words.\n";

// A repository with an inventory naming cards/ (unless the setup names another folder), the
// cards a setup writes, and the user's overrides file beside it.
struct Folders {
    QTemporaryDir dir;
    QString repo = dir.filePath(QStringLiteral("repo"));
    QString inventory = repo + QStringLiteral("/inventory.yaml");
    QString cards = repo + QStringLiteral("/cards");
    QString overrides = dir.filePath(QStringLiteral("vendor-overrides.yaml"));
    QString pages = dir.filePath(QStringLiteral("pages")); // no saved page: nothing fetched

    explicit Folders(const QString& setup) {
        QDir().mkpath(repo + QStringLiteral("/.git"));
        QDir().mkpath(cards);
        QDir().mkpath(pages);
        QByteArray named = "vendor_cards: cards/\n";
        const auto card = [this](const QString& name, const QByteArray& bytes) {
            Test::writeFile(cards + QLatin1Char('/') + name, bytes);
        };
        const QByteArray example =
            Test::readFile(QStringLiteral(FLOWAUDIT_TEST_DATA "/cards/team/example-webhooks.yaml"));
        if (setup == u"none") {
            named.clear();
        } else if (setup == u"good") {
            card(QStringLiteral("example-webhooks.yaml"), example);
            card(QStringLiteral("stripe-webhooks.yaml"), StripeTeamCard);
        } else if (setup == u"broken") {
            card(QStringLiteral("example-webhooks.yaml"), example);
            card(QStringLiteral("stripe-webhooks.yaml"), "card: stripe-webhooks\nvendor: Stripe\n");
        } else if (setup == u"duplicate of bundled") {
            card(QStringLiteral("example-webhooks.yaml"), example);
            QByteArray other = StripeTeamCard;
            card(QStringLiteral("stripe_webhooks.yaml"),
                 other.replace("card: stripe-webhooks", "card: stripe_webhooks"));
        } else if (setup == u"duplicate in folder") {
            card(QStringLiteral("example-webhooks.yaml"), example);
            QByteArray other = example;
            card(QStringLiteral("Example-Webhooks.yaml"),
                 other.replace("card: example-webhooks", "card: Example-Webhooks"));
        } else if (setup == u"refused folder") {
            QDir().mkpath(dir.filePath(QStringLiteral("outside")));
            Test::writeFile(dir.filePath(QStringLiteral("outside/example-webhooks.yaml")), example);
            named = "vendor_cards: ../outside\n";
        } else if (setup == u"link out") {
            card(QStringLiteral("example-webhooks.yaml"), example);
            Test::writeFile(dir.filePath(QStringLiteral("secret.yaml")), StripeTeamCard);
            QFile::link(dir.filePath(QStringLiteral("secret.yaml")),
                        cards + QStringLiteral("/stripe-webhooks.yaml"));
        } else if (setup == u"overrides") {
            card(QStringLiteral("stripe-webhooks.yaml"), StripeTeamCard);
            VendorOverrides edits;
            const VendorCatalogue& bundled = Test::bundledCards();
            edits.setFact(*bundled.find(u"hubspot-app-webhooks"), 0, QStringLiteral("mine"));
            edits.setFact(*bundled.find(u"stripe-webhooks"), 0, QStringLiteral("hidden"));
            QVERIFY(!edits.writeFile(overrides));
        } else if (setup == u"malformed overrides") {
            card(QStringLiteral("example-webhooks.yaml"), example);
            Test::writeFile(overrides, "hubspot-app-webhooks: [\n");
        } else {
            QFAIL("no such setup");
        }
        Test::writeFile(inventory, "format: flow-inventory/1\ntitle: t\n" + named +
                                       "flows:\n  - flow_id: a\n    source: stripe\n"
                                       "    destination: example\n");
    }

    QString shown(const QString& file) const {
        return QDir(QFileInfo(repo).canonicalFilePath()).relativeFilePath(file);
    }
    // Each card as `id` for a bundled one, `id@file` for the team's.
    QStringList applying(const VendorCatalogue& cards) const {
        QStringList ids;
        for (const VendorCard& card : cards.cards())
            ids.append(card.teamFile.isEmpty() ? card.id
                                               : card.id + QLatin1Char('@') + shown(card.teamFile));
        ids.sort();
        return ids;
    }
};

QStringList lines(const QString& text) {
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QStringList errorStrings(const QList<IoError>& errors) {
    QStringList strings;
    for (const IoError& error : errors)
        strings.append(error.toString());
    return strings;
}

// The team's cards a command said it read, as `id@file`: "FILE: the team's vendor cards: …".
QStringList saidTeamCards(const QStringList& err) {
    static const QRegularExpression entry(QStringLiteral("([^ ,]+) \\(([^,)]+)"));
    QStringList said;
    for (const QString& line : err) {
        const qsizetype at = line.indexOf(QStringLiteral(": the team's vendor cards: "));
        if (at < 0)
            continue;
        for (const QRegularExpressionMatch& m : entry.globalMatch(line.mid(at + 27)))
            said.append(m.captured(1) + QLatin1Char('@') + m.captured(2));
    }
    said.sort();
    return said;
}

} // namespace

class TestCardResolution : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Test::isolateSettings();
        qunsetenv(TlsTrust::EnvironmentVariable);
    }

    void everyReaderAgrees_data() {
        QTest::addColumn<QString>("setup");
        QTest::addColumn<QStringList>("teamCards");   // id@file, each reader's
        QTest::addColumn<QStringList>("problems");    // a fragment of each, in order
        QTest::addColumn<QStringList>("editorEdits"); // the cards the user's overrides change
        QTest::addColumn<bool>("overridesUnread");

        const QString example = QStringLiteral("example-webhooks@cards/example-webhooks.yaml");
        const QString stripe = QStringLiteral("stripe-webhooks@cards/stripe-webhooks.yaml");
        QTest::newRow("no team folder")
            << "none" << QStringList() << QStringList() << QStringList() << false;
        QTest::newRow("good") << "good" << QStringList{example, stripe} << QStringList()
                              << QStringList() << false;
        QTest::newRow("broken team card")
            << "broken" << QStringList{example}
            << QStringList{QStringLiteral("cards/stripe-webhooks.yaml:1: a vendor card needs")}
            << QStringList() << false;
        QTest::newRow("duplicate of a bundled card")
            << "duplicate of bundled" << QStringList{example}
            << QStringList{QStringLiteral("cards/stripe_webhooks.yaml: the card `stripe_webhooks` "
                                          "names the same card as `stripe-webhooks`")}
            << QStringList() << false;
        QTest::newRow("duplicate in the folder")
            << "duplicate in folder" << QStringList{example}
            << QStringList{QStringLiteral("cards/Example-Webhooks.yaml: the card "
                                          "`Example-Webhooks` names the same card as "
                                          "`example-webhooks`")}
            << QStringList() << false;
        QTest::newRow("folder outside the repository")
            << "refused folder" << QStringList()
            << QStringList{QStringLiteral("inventory.yaml:3: vendor_cards ../outside leads to ")}
            << QStringList() << false;
        QTest::newRow("link out of the folder")
            << "link out" << QStringList{example}
            << QStringList{QStringLiteral(
                   "cards/stripe-webhooks.yaml: a symbolic link out of the cards folder")}
            << QStringList() << false;
        QTest::newRow("overrides") << "overrides" << QStringList{stripe} << QStringList()
                                   << QStringList{QStringLiteral("hubspot-app-webhooks")} << false;
        QTest::newRow("malformed overrides") << "malformed overrides" << QStringList{example}
                                             << QStringList() << QStringList() << true;
    }

    // lint, cards verify, the language server and the editor on the same folders.
    void everyReaderAgrees() {
        QFETCH(QString, setup);
        QFETCH(QStringList, teamCards);
        QFETCH(QStringList, problems);
        QFETCH(QStringList, editorEdits);
        QFETCH(bool, overridesUnread);
        const Folders folders(setup);
        const QByteArray text = Test::readFile(folders.inventory);
        const InventoryReadResult read = InventoryFile::load(folders.inventory);
        QVERIFY(read.inventory);

        // The language server, as `flowaudit-cli lsp` runs it.
        const CardResolution installed = CardResolution::installed();
        LintOptions options;
        options.today = QDate(2026, 12, 1);
        const auto analysis =
            InventoryAnalysis::of(LspTextDocument(QUrl::fromLocalFile(folders.inventory).toString(),
                                                  QString::fromUtf8(text), 1),
                                  options, &installed);
        QVERIFY(analysis->cards);
        const QStringList applying = folders.applying(*analysis->cards);
        QStringList bundledIds;
        for (const VendorCard& card : Test::bundledCards().cards())
            bundledIds.append(card.id);
        for (const QString& team : teamCards)
            bundledIds.removeOne(team.section(QLatin1Char('@'), 0, 0));
        QStringList expected = bundledIds + teamCards;
        expected.sort();
        QCOMPARE(applying, expected);
        const QStringList said = errorStrings(analysis->cardProblems);
        QCOMPARE(said.size(), problems.size());
        for (int i = 0; i < problems.size(); ++i)
            QVERIFY2(said[i].contains(problems[i]), qPrintable(said[i]));

        // The editor, with the user's overrides.
        VendorCardStore store(BundledData::vendorsDirectory(), folders.overrides);
        store.setInventory(*read.inventory, folders.inventory);
        QCOMPARE(folders.applying(store.cards()), applying);
        QCOMPARE(errorStrings(store.teamProblems()), said);
        QCOMPARE(store.canEdit(), !overridesUnread);
        QCOMPARE(store.problems().size(), overridesUnread ? 1 : 0);
        if (overridesUnread)
            QCOMPARE(store.problems().first().file, folders.overrides);
        QStringList edited;
        for (const VendorCard& card : store.cards().cards())
            if (!store.isTeamCard(card.id) && *store.bundled().find(card.id) != card)
                edited.append(card.id);
        QCOMPARE(edited, editorEdits);
        for (const VendorCard& card : analysis->cards->cards()) // the overrides are the editor's
            if (card.teamFile.isEmpty())
                QCOMPARE(card, *Test::bundledCards().find(card.id));

        // lint says each problem as a warning and goes on with the cards it can read.
        const Run lint =
            run({QStringLiteral("lint"), folders.inventory, QStringLiteral("--advisories"),
                 QStringLiteral("--today"), QStringLiteral("2026-12-01")});
        QVERIFY2(lint.status != 2, qPrintable(lint.err));
        QStringList warnings;
        for (const QString& line : lines(lint.err))
            if (line.startsWith(QStringLiteral("warning: ")))
                warnings.append(line.mid(9));
        QCOMPARE(warnings, said);
        QCOMPARE(saidTeamCards(lines(lint.err)), teamCards);

        // cards verify rests on the cards: a problem stops it, said the same way; with --all
        // it verifies every card that applies.
        const Run verify =
            run({QStringLiteral("cards"), QStringLiteral("verify"), folders.inventory,
                 QStringLiteral("--all"), QStringLiteral("--saved-pages"), folders.pages,
                 QStringLiteral("--format"), QStringLiteral("json")});
        if (!problems.isEmpty()) {
            QCOMPARE(verify.status, 2);
            QCOMPARE(lines(verify.err), said);
            QVERIFY(verify.out.isEmpty());
            return;
        }
        QVERIFY2(verify.status != 2, qPrintable(verify.err));
        QStringList verified;
        const QJsonArray facts =
            QJsonDocument::fromJson(verify.out.toUtf8())[QStringLiteral("facts")].toArray();
        for (const QJsonValue& fact : facts) {
            const QString file = fact[QStringLiteral("file")].toString();
            const QString card = fact[QStringLiteral("card")].toString() +
                                 (file.isEmpty() ? QString() : u'@' + folders.shown(file));
            if (!verified.contains(card))
                verified.append(card);
            QVERIFY(fact[QStringLiteral("text")] != QStringLiteral("mine")); // the editor's
        }
        verified.sort();
        QCOMPARE(verified, applying);
    }

    // The policy is one table: a team's problem stops a command whose output rests on the
    // cards and is a warning elsewhere; the bundled cards' and the overrides' never stop.
    void theRefusalPolicy_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("stopsACommand");
        using Kind = CardResolution::ProblemKind;
        QTest::newRow("bundled card unread") << int(Kind::BundledCardUnread) << false;
        QTest::newRow("overrides unread") << int(Kind::OverridesUnread) << false;
        QTest::newRow("team folder refused") << int(Kind::TeamFolderRefused) << true;
        QTest::newRow("team card unread") << int(Kind::TeamCardUnread) << true;
        QTest::newRow("duplicate card") << int(Kind::DuplicateCard) << true;
    }
    void theRefusalPolicy() {
        QFETCH(int, kind);
        QFETCH(bool, stopsACommand);
        const auto problem = CardResolution::ProblemKind(kind);
        QCOMPARE(CardResolution::stops(problem, CardResolution::Refusal::StopOnTeamProblem),
                 stopsACommand);
        QVERIFY(!CardResolution::stops(problem, CardResolution::Refusal::WarnAndGoOn));
    }

    // cards verify --cards DIR names a folder that must be one.
    void aGivenFolderMustExist() {
        const Run verify = run({QStringLiteral("cards"), QStringLiteral("verify"),
                                QStringLiteral("--cards"), QStringLiteral("/nonexistent/cards")});
        QCOMPARE(verify.status, 2);
        QCOMPARE(verify.err.trimmed(),
                 QStringLiteral("/nonexistent/cards: the folder of cards does not exist"));
    }

    // cards verify and Verify Now trust the same certificates: the system's, and those
    // FLOWAUDIT_CA_CERTIFICATES names (cards verify's --ca-certificates, where given, instead).
    void verifyNowTrustsWhatCardsVerifyTrusts() {
        QTemporaryDir dir;
        QProcess server;
        server.start(QStringLiteral("python3"),
                     {QStringLiteral(FLOWAUDIT_PAGESERVER), dir.path(), QStringLiteral("1")});
        while (!server.canReadLine() && server.waitForReadyRead(30'000)) {
        } // the whole "ADDRESS PORT" line, however the pipe cuts it
        QVERIFY(server.canReadLine());
        const QByteArray host = server.readLine().trimmed().replace(' ', ':');
        const QString cards = dir.filePath(QStringLiteral("repo/cards"));
        QVERIFY(QDir().mkpath(cards));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("repo/.git"))));
        Test::writeFile(
            cards + QStringLiteral("/local-pages.yaml"),
            "card: local-pages\nvendor_id: local\nvendor: Local\nproduct: Pages\n"
            "source: https://" +
                host +
                "/delay/0/local\nfacts:\n"
                "  - text: One.\n    evidence:\n      quote: local-3 is stated here.\n");
        Inventory inventory;
        inventory.extraKeys.push_back(
            {QStringLiteral("vendor_cards"), YamlValue::scalar(QStringLiteral("cards"))});
        VendorCardStore store(BundledData::vendorsDirectory(),
                              dir.filePath(QStringLiteral("overrides.yaml")));
        store.setInventory(inventory, dir.filePath(QStringLiteral("repo/inventory.yaml")));
        Test::ScriptedPrompts prompts;
        VendorCardView view(&store, &prompts);
        view.showCard(QStringLiteral("local-pages"));
        // Verify Now's outcome for the card's fact; empty when nothing was verified.
        const auto editorSays = [&] {
            store.setVerifications({});
            view.verifyButton()->click();
            if (!QTest::qWaitFor([&] { return view.verifyButton()->isEnabled(); }, 30'000))
                return QStringLiteral("still verifying");
            return store.verifications().isEmpty()
                       ? QString()
                       : FactVerification::keyword(store.verifications().first().outcome);
        };
        // cards verify's exit status and outcome for the fact (else what it said).
        const auto commandSays = [&] {
            const Run verify =
                run({QStringLiteral("cards"), QStringLiteral("verify"), QStringLiteral("--cards"),
                     cards, QStringLiteral("--format"), QStringLiteral("json")});
            for (const QJsonValue fact :
                 QJsonDocument::fromJson(verify.out.toUtf8())[QStringLiteral("facts")].toArray())
                if (fact[QStringLiteral("card")] == QStringLiteral("local-pages"))
                    return QStringLiteral("%1 %2")
                        .arg(verify.status)
                        .arg(fact[QStringLiteral("outcome")].toString());
            return QStringLiteral("%1 %2").arg(verify.status).arg(verify.err.trimmed());
        };

        // The server's own CA is not the system's: neither reaches the page.
        QCOMPARE(commandSays(), QStringLiteral("1 unreachable"));
        QCOMPARE(editorSays(), QStringLiteral("unreachable"));
        // Named in the environment, both trust it (the team's folder alone is verified:
        // nothing else is fetched).
        qputenv(TlsTrust::EnvironmentVariable,
                dir.filePath(QStringLiteral("cert.pem")).toLocal8Bit());
        QCOMPARE(commandSays(), QStringLiteral("0 confirmed"));
        QCOMPARE(editorSays(), QStringLiteral("confirmed"));
        // A file of no certificate: both refuse, in the same words, and fetch nothing.
        const QString notPem = cards + QStringLiteral("/local-pages.yaml");
        qputenv(TlsTrust::EnvironmentVariable, notPem.toLocal8Bit());
        const QString refusal =
            QStringLiteral("%1 (from FLOWAUDIT_CA_CERTIFICATES) holds no PEM certificate")
                .arg(notPem);
        const QString said = commandSays();
        QVERIFY2(said.startsWith(QStringLiteral("2 flowaudit-cli: ") + refusal), qPrintable(said));
        QCOMPARE(editorSays(), QString());
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().endsWith(refusal), qPrintable(prompts.errors.first()));
        qunsetenv(TlsTrust::EnvironmentVariable);
        // OpenSSL's own variable, as curl and openssl read it: both trust the file it names.
        const QByteArray systemFile = qgetenv(TlsTrust::OpenSslFile);
        const QByteArray systemFolders = qgetenv(TlsTrust::OpenSslFolders);
        qunsetenv(TlsTrust::OpenSslFolders);
        qputenv(TlsTrust::OpenSslFile, dir.filePath(QStringLiteral("cert.pem")).toLocal8Bit());
        QCOMPARE(commandSays(), QStringLiteral("0 confirmed"));
        QCOMPARE(editorSays(), QStringLiteral("confirmed"));
        qunsetenv(TlsTrust::OpenSslFile);
        // The editor's own setting, chosen in its file dialog, in the place of the command
        // line's --ca-certificates; a file of no certificate is refused there and then.
        prompts.pathAnswers = {notPem, dir.filePath(QStringLiteral("cert.pem"))};
        view.chooseCaCertificates();
        QCOMPARE(prompts.errors.size(), 2);
        QVERIFY2(prompts.errors.last().endsWith(
                     QStringLiteral("%1 holds no PEM certificate").arg(notPem)),
                 qPrintable(prompts.errors.last()));
        view.chooseCaCertificates();
        QCOMPARE(prompts.filters.last(),
                 QStringLiteral("PEM certificates (*.pem *.crt);;All files (*)"));
        QCOMPARE(editorSays(), QStringLiteral("confirmed"));
        QSettings().remove(QLatin1StringView(VendorCardView::CaCertificatesKey));
        // Without any, the server's own CA is not trusted, and the reason names the ways to.
        QCOMPARE(editorSays(), QStringLiteral("unreachable"));
        QVERIFY2(store.verifications().first().detail.contains(
                     QStringLiteral("--ca-certificates FILE, FLOWAUDIT_CA_CERTIFICATES, "
                                    "SSL_CERT_FILE or SSL_CERT_DIR")),
                 qPrintable(store.verifications().first().detail));
        for (const auto& [name, value] : {std::pair{TlsTrust::OpenSslFile, systemFile},
                                          {TlsTrust::OpenSslFolders, systemFolders}})
            if (!value.isEmpty())
                qputenv(name, value);
        server.closeWriteChannel();
        server.waitForFinished(5'000);
    }
};

QTEST_MAIN(TestCardResolution)
#include "tst_cardresolution.moc"
