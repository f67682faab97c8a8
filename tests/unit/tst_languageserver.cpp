// The language server method by method, in-process: the framing of the base protocol, the
// lifecycle, diagnostics on lint's lines as the text changes, hover, code actions whose
// edits a save would make, completion, symbols, and what no client may break.
#include "core/languageserver/inventorylanguageserver.h"
#include "core/languageserver/lspmessagereader.h"
#include "core/languageserver/lsptextedits.h"
#include "core/lint/lintrun.h"
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/cardresolution.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace FlowAudit;

namespace {

const QString Uri = QStringLiteral("file:///work/acme.yaml");
const QDate Today(2026, 12, 1);

const QByteArray Storm = "flows:\n"
                         "  - flow_id: storm\n"
                         "    name: Stripe to NetSuite\n"
                         "    source: stripe\n"
                         "    method: custom\n"
                         "    creates_records: no\n"
                         "    side_effect: none\n"
                         "    retry_layers: sdk:3;worker:5   # keep this comment\n"
                         "  - flow_id: calm\n"
                         "    method: native\n"
                         "    creates_records: no\n"
                         "    side_effect: none\n"
                         "    retry_layers: none\n";

// The text with the TextEdits applied, as a client applies them (from the last to the first).
QString applied(const QString& text, const QJsonArray& edits) {
    LspTextDocument document(Uri, text, 1);
    QList<QJsonObject> ordered;
    for (const QJsonValue& edit : edits)
        ordered.append(edit.toObject());
    std::sort(ordered.begin(), ordered.end(), [](const QJsonObject& a, const QJsonObject& b) {
        const auto at = [](const QJsonObject& e) {
            return std::pair(
                e[QStringLiteral("range")][QStringLiteral("start")][QStringLiteral("line")].toInt(),
                e[QStringLiteral("range")][QStringLiteral("start")][QStringLiteral("character")]
                    .toInt());
        };
        return at(a) > at(b);
    });
    for (const QJsonObject& edit : ordered)
        document.apply(QJsonObject{{QStringLiteral("range"), edit[QStringLiteral("range")]},
                                   {QStringLiteral("text"), edit[QStringLiteral("newText")]}});
    return document.text();
}

// A client: what it sends, and everything the server said, in order.
class Session {
public:
    explicit Session(const VendorCatalogue* cards = nullptr) {
        if (cards)
            resolution = std::make_unique<CardResolution>(*cards);
        InventoryLanguageServer::Settings settings;
        settings.cards = resolution.get();
        settings.today = Today;
        settings.debounceMilliseconds = 20;
        settings.owner = QStringLiteral("login-name");
        server = std::make_unique<InventoryLanguageServer>(settings);
        QObject::connect(server.get(), &InventoryLanguageServer::send,
                         [this](const QJsonObject& message) { received.append(message); });
        QObject::connect(server.get(), &InventoryLanguageServer::exitRequested,
                         [this](int code) { exitCode = code; });
    }

    QJsonObject request(const QString& method, const QJsonObject& params = {}) {
        const int id = ++m_id;
        server->receive(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                    {QStringLiteral("id"), id},
                                    {QStringLiteral("method"), method},
                                    {QStringLiteral("params"), params}});
        for (const QJsonObject& message : received) {
            if (message[QStringLiteral("id")] == QJsonValue(id))
                return message;
        }
        return {};
    }
    void notify(const QString& method, const QJsonObject& params = {}) {
        server->receive(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                                    {QStringLiteral("method"), method},
                                    {QStringLiteral("params"), params}});
    }
    // As Neovim declares: Markdown in hovers, disabled actions shown with their reason.
    void initialize(const QJsonObject& options = {}) {
        const QJsonObject textDocument{
            {QStringLiteral("hover"),
             QJsonObject{{QStringLiteral("contentFormat"),
                          QJsonArray{QStringLiteral("markdown"), QStringLiteral("plaintext")}}}},
            {QStringLiteral("codeAction"), QJsonObject{{QStringLiteral("disabledSupport"), true}}}};
        request(QStringLiteral("initialize"),
                QJsonObject{{QStringLiteral("capabilities"),
                             QJsonObject{{QStringLiteral("textDocument"), textDocument}}},
                            {QStringLiteral("initializationOptions"), options}});
        notify(QStringLiteral("initialized"));
    }
    void open(const QByteArray& text, const QString& uri = Uri) {
        notify(QStringLiteral("textDocument/didOpen"),
               QJsonObject{{QStringLiteral("textDocument"),
                            QJsonObject{{QStringLiteral("uri"), uri},
                                        {QStringLiteral("languageId"), QStringLiteral("yaml")},
                                        {QStringLiteral("version"), 1},
                                        {QStringLiteral("text"), QString::fromUtf8(text)}}}});
    }
    // The diagnostics last published for the document.
    QJsonArray diagnostics(const QString& uri = Uri) const {
        for (auto it = received.crbegin(); it != received.crend(); ++it) {
            if ((*it)[QStringLiteral("method")] ==
                    QStringLiteral("textDocument/publishDiagnostics") &&
                (*it)[QStringLiteral("params")][QStringLiteral("uri")] == uri)
                return (*it)[QStringLiteral("params")][QStringLiteral("diagnostics")].toArray();
        }
        return {};
    }
    int publications() const {
        return int(std::count_if(received.begin(), received.end(), [](const QJsonObject& m) {
            return m[QStringLiteral("method")] == QStringLiteral("textDocument/publishDiagnostics");
        }));
    }
    static QJsonObject at(int line, int character) {
        return QJsonObject{
            {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
            {QStringLiteral("position"), LspTextDocument::position(line, character)}};
    }

    std::unique_ptr<CardResolution> resolution; // before the server that reads it
    std::unique_ptr<InventoryLanguageServer> server;
    QList<QJsonObject> received;
    int exitCode = -1;

private:
    int m_id = 0;
};

QStringList codes(const QJsonArray& diagnostics) {
    QStringList codes;
    for (const QJsonValue& d : diagnostics)
        codes.append(
            QStringLiteral("%1@%2")
                .arg(d[QStringLiteral("code")].toString())
                .arg(d[QStringLiteral("range")][QStringLiteral("start")][QStringLiteral("line")]
                         .toInt()));
    return codes;
}

} // namespace

class TestLanguageServer : public QObject {
    Q_OBJECT

private slots:
    // The base protocol: messages in pieces of any size, several in one piece, and whatever
    // is malformed reported and passed over, the next message read as ever.
    void framingTakesMessagesHoweverTheyArrive() {
        const QByteArray one = lspFramed(QJsonObject{{QStringLiteral("id"), 1}});
        const QByteArray two = lspFramed(QJsonObject{{QStringLiteral("id"), QStringLiteral("é")}});
        LspMessageReader reader;
        for (char c : one + two)
            reader.feed(QByteArray(1, c));
        QCOMPARE(reader.take()->json[QStringLiteral("id")].toInt(), 1);
        QCOMPARE(reader.take()->json[QStringLiteral("id")].toString(), QStringLiteral("é"));
        QVERIFY(!reader.take());
        QCOMPARE(reader.pending(), 0);

        reader.feed("Content-Type: x\r\nno length here\r\n\r\n" +
                    QByteArray("Content-Length: 2\r\n\r\n{]") +
                    "Content-Length: 3\r\n\r\n\xff\xfe}" + "Content-Length: 5\r\n\r\n[1,2]" +
                    "Content-Length: -4\r\n\r\n" + "Content-Length: 99999999999\r\n\r\nxyz" + one);
        QStringList errors;
        while (std::optional<LspMessageReader::Message> message = reader.take()) {
            if (message->error.isEmpty()) {
                QCOMPARE(message->json[QStringLiteral("id")].toInt(), 1);
                break;
            }
            errors.append(message->error);
        }
        QCOMPARE(errors.size(), 6);
        QVERIFY2(errors[0].contains(QStringLiteral("Content-Length")), qPrintable(errors[0]));
        QVERIFY2(errors[1].startsWith(QStringLiteral("JSON")), qPrintable(errors[1]));
        QVERIFY2(errors[2].startsWith(QStringLiteral("JSON")), qPrintable(errors[2])); // not UTF-8
        QVERIFY2(errors[3].contains(QStringLiteral("not a JSON object")), qPrintable(errors[3]));
        QVERIFY2(errors[5].contains(QStringLiteral("above the limit")), qPrintable(errors[5]));
        // The oversized message's body is passed over as it arrives; `one` was in it.
        QVERIFY(!reader.take());
        reader.feed(QByteArray(99999999999LL > LspMessageReader::MaxContentLength ? 0 : 1, 'x'));
        reader.feed("Content-Length: 2\n\n{}"); // bare line feeds, as some clients write
        QVERIFY(!reader.take());                // still inside the oversized body
    }

    void lifecycleAsTheProtocolSays() {
        Session session;
        const QJsonObject early =
            session.request(QStringLiteral("textDocument/hover"), Session::at(0, 0));
        QCOMPARE(early[QStringLiteral("error")][QStringLiteral("code")].toInt(), -32002);
        const QJsonObject init = session.request(QStringLiteral("initialize"));
        const QJsonObject capabilities =
            init[QStringLiteral("result")][QStringLiteral("capabilities")].toObject();
        QCOMPARE(capabilities[QStringLiteral("textDocumentSync")][QStringLiteral("change")].toInt(),
                 2);
        for (const char* provider : {"hoverProvider", "codeActionProvider", "completionProvider",
                                     "documentSymbolProvider"})
            QVERIFY2(capabilities.contains(QLatin1String(provider)), provider);
        const QJsonObject unknown = session.request(QStringLiteral("workspace/frobnicate"));
        QCOMPARE(unknown[QStringLiteral("error")][QStringLiteral("code")].toInt(), -32601);
        const qsizetype before = session.received.size();
        session.notify(QStringLiteral("$/setTrace"), QJsonObject{{QStringLiteral("value"), 3}});
        session.notify(QStringLiteral("workspace/didChangeConfiguration"));
        QCOMPARE(session.received.size(), before); // notifications it does not know: nothing
        QCOMPARE(session
                     .request(QStringLiteral(
                         "initialize"))[QStringLiteral("error")][QStringLiteral("code")]
                     .toInt(),
                 -32600); // once
        QVERIFY(session.request(QStringLiteral("shutdown")).contains(QStringLiteral("result")));
        QCOMPARE(session
                     .request(QStringLiteral("textDocument/hover"),
                              Session::at(0, 0))[QStringLiteral("error")][QStringLiteral("code")]
                     .toInt(),
                 -32600); // shut down: only exit now
        session.notify(QStringLiteral("exit"));
        QCOMPARE(session.exitCode, 0);

        Session abrupt;
        abrupt.initialize();
        abrupt.notify(QStringLiteral("exit"));
        QCOMPARE(abrupt.exitCode, 1);
    }

    // Opening publishes lint's findings on lint's lines; the advisories come with the cards.
    void diagnosticsAreLintsFindingsOnItsLines() {
        const QString example =
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml");
        const QByteArray bytes = Test::readFile(example);
        Session session(&Test::bundledCards());
        session.initialize();
        session.open(bytes);
        const QJsonArray diagnostics = session.diagnostics();
        LintOptions options;
        options.today = Today;
        options.advisories = true;
        options.cards = &Test::bundledCards();
        const FileLint lint = lintFile(example, options);
        QStringList expected;
        for (const Finding& finding : lint.allFindings())
            expected.append(
                QStringLiteral("%1@%2").arg(finding.rule).arg(lint.lineOf(finding) - 1));
        QCOMPARE(codes(diagnostics), expected);
        const qsizetype rt01At =
            expected.indexOf(QRegularExpression(QStringLiteral("^RT01@\\d+$")));
        QVERIFY(rt01At >= 0);
        const QJsonObject rt01 = diagnostics[int(rt01At)].toObject();
        QCOMPARE(rt01[QStringLiteral("severity")].toInt(), 1);
        QVERIFY(rt01[QStringLiteral("message")].toString().startsWith(
            QStringLiteral("FAIL stripe_payouts_to_netsuite: retry layers")));
        QCOMPARE(rt01[QStringLiteral("source")].toString(), QStringLiteral("flowaudit"));
    }

    // A saved inventory naming its team's cards (vendor_cards:) is linted with them, as
    // `lint` does: the team card's window gives an advisory the bundled cards have no card
    // for. A folder refused is a warning on the key's line, and the bundled cards stay.
    void teamCardsTheInventoryNamesAreRead() {
        QTemporaryDir dir;
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral(".git"))));
        QVERIFY(QDir().mkpath(dir.filePath(QStringLiteral("cards"))));
        QVERIFY(QFile::copy(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/tests/data/cards/team/example-webhooks.yaml"),
            dir.filePath(QStringLiteral("cards/example-webhooks.yaml"))));
        const QString uri =
            QUrl::fromLocalFile(dir.filePath(QStringLiteral("flows.yaml"))).toString();
        const QByteArray flows = "flows:\n  - flow_id: a\n    source: example\n"
                                 "    destination: netsuite\n    max_replay_window_days: 0.5\n";
        Session session(&Test::bundledCards());
        session.initialize();
        session.open("vendor_cards: cards/\n" + flows, uri);
        const QStringList read = codes(session.diagnostics(uri));
        QVERIFY2(read.indexOf(QRegularExpression(QStringLiteral("VA01@\\d+"))) >= 0,
                 qPrintable(read.join(u' ')));
        QVERIFY(!read.contains(QStringLiteral("vendor_cards@0")));
        // The card changed on disk (a git pull): the document is analysed again by itself.
        const QString cardFile = dir.filePath(QStringLiteral("cards/example-webhooks.yaml"));
        QByteArray changed = Test::readFile(cardFile);
        QVERIFY(changed.contains("    duration: 24 h\n"));
        changed.replace("    duration: 24 h\n", "    duration: 1 h\n");
        Test::writeFile(cardFile, changed);
        QTRY_VERIFY_WITH_TIMEOUT(codes(session.diagnostics(uri))
                                         .indexOf(QRegularExpression(QStringLiteral("VA01@\\d+"))) <
                                     0,
                                 10'000);

        session.open("title: t\nvendor_cards: ../\n" + flows, uri);
        const QJsonArray refused = session.diagnostics(uri);
        QVERIFY(codes(refused).contains(QStringLiteral("vendor_cards@1")));
        QVERIFY(codes(refused).indexOf(QRegularExpression(QStringLiteral("VA01@\\d+"))) < 0);
        for (const QJsonValue& d : refused)
            if (d[QStringLiteral("code")] == QStringLiteral("vendor_cards"))
                QVERIFY2(d[QStringLiteral("message")].toString().contains(
                             QStringLiteral("outside the inventory's repository")),
                         qPrintable(d[QStringLiteral("message")].toString()));
    }

    // Changes come in pieces; the findings follow once typing pauses, once for many changes,
    // and a request in between is answered on the text as it is.
    void changesArePublishedAfterAPause() {
        Session session;
        session.initialize();
        session.open(Storm);
        QCOMPARE(codes(session.diagnostics()),
                 (QStringList{QStringLiteral("RT01@7"), QStringLiteral("RT02@1")}));
        const int published = session.publications();
        const auto change = [&](int line, int from, int to, const QString& text, int version) {
            session.notify(
                QStringLiteral("textDocument/didChange"),
                QJsonObject{{QStringLiteral("textDocument"),
                             QJsonObject{{QStringLiteral("uri"), Uri},
                                         {QStringLiteral("version"), version}}},
                            {QStringLiteral("contentChanges"),
                             QJsonArray{QJsonObject{{QStringLiteral("range"),
                                                     LspTextDocument::range(line, from, line, to)},
                                                    {QStringLiteral("text"), text}}}}});
        };
        change(7, 22, 23, QStringLiteral("1"), 2);   // sdk:3;worker:5 → sdk:3;worker:1
        change(7, 18, 19, QStringLiteral("1"), 3);   // → sdk:1;worker:1
        QCOMPARE(session.publications(), published); // not yet: the user is typing
        QTRY_COMPARE(session.publications(), published + 1);
        QCOMPARE(codes(session.diagnostics()), QStringList{QStringLiteral("RT02@1")});
        // Broken on purpose: the method's enum, then a request before the pause.
        change(4, 12, 18, QStringLiteral("zapier"), 4);
        const QJsonObject hover =
            session.request(QStringLiteral("textDocument/hover"), Session::at(4, 6));
        QVERIFY(hover[QStringLiteral("result")][QStringLiteral("contents")][QStringLiteral("value")]
                    .toString()
                    .contains(QStringLiteral("SC02")));
        QCOMPARE(codes(session.diagnostics()),
                 QStringList{QStringLiteral("SC02@4")}); // RT02 reads method
    }

    // A finding's hover names the flow's vendor cards with their state, the one the editor's
    // card list and the report say: a card none of whose facts is quoted is not yet quoted.
    void aHoverSaysTheCardsState() {
        Session session(&Test::bundledCards());
        session.initialize();
        session.open(Storm);
        const QString hover =
            session
                .request(QStringLiteral("textDocument/hover"), Session::at(7, 6))[QStringLiteral(
                    "result")][QStringLiteral("contents")][QStringLiteral("value")]
                .toString();
        QVERIFY2(
            hover.contains(QStringLiteral("- Stripe Webhooks: https://docs.stripe.com/webhooks "
                                          "(checked 2026-11-06 · not yet quoted)")),
            qPrintable(hover));
    }

    // A half-typed file is one diagnostic where the reader stopped, and the rest still works.
    void aHalfTypedFileSaysWhereItBreaks() {
        Session session;
        session.initialize();
        session.open(Storm);
        session.open(Storm + "  - flow_id: [unclosed\n");
        const QJsonArray diagnostics = session.diagnostics();
        QCOMPARE(diagnostics.size(), 1);
        QCOMPARE(diagnostics[0][QStringLiteral("code")].toString(),
                 QStringLiteral("not-an-inventory"));
        QVERIFY(
            diagnostics[0][QStringLiteral("range")][QStringLiteral("start")][QStringLiteral("line")]
                .toInt() >= 13);
        const QJsonObject symbols =
            session.request(QStringLiteral("textDocument/documentSymbol"), Session::at(0, 0));
        QVERIFY(symbols[QStringLiteral("result")].toArray().isEmpty());
    }

    // The editor sends every YAML file: one that is not an inventory (no top-level flows, as
    // git-setup and the pre-commit hook tell them) gets no diagnostic, hover or completion;
    // a broken one that names flows still says where it breaks.
    void yamlThatIsNoInventoryGetsNothing() {
        Session session;
        session.initialize();
        const QString ci = QStringLiteral("file:///work/.github/workflows/ci.yml");
        const QString compose = QStringLiteral("file:///work/docker-compose.yaml");
        session.open("name: ci\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n", ci);
        session.open("services:\n  db:\n    image: postgres:15\n    name: db\n", compose);
        QCOMPARE(session.diagnostics(ci), QJsonArray());
        QCOMPARE(session.diagnostics(compose), QJsonArray());
        QVERIFY(session.publications() >= 2); // said, and said to be empty
        const QJsonObject at{
            {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), compose}}},
            {QStringLiteral("position"), LspTextDocument::position(3, 6)}};
        QVERIFY(session.request(QStringLiteral("textDocument/hover"), at)[QStringLiteral("result")]
                    .isNull());
        QCOMPARE(session.request(QStringLiteral("textDocument/completion"),
                                 at)[QStringLiteral("result")],
                 QJsonValue(QJsonArray()));
        for (const QByteArray& broken :
             {QByteArray("flows:\n  - flow_id: [unclosed\n"), QByteArray("flows: 3\n"),
              QByteArray("\xEF\xBB\xBF# team\nformat: flow-inventory/1\nflow: []\n"),
              QByteArray("{owner: ops, flows: [{flow_id: [a}]}\n")}) {
            session.open(broken);
            QCOMPARE(codes(session.diagnostics()).size(), 1);
            QVERIFY(codes(session.diagnostics()).first().startsWith(u"not-an-inventory"));
        }
    }

    // SC03 on the misspelt key's line, with "did you mean" and its key in the data.
    void misspeltKeyIsSaidOnItsLine() {
        Session session;
        session.initialize();
        session.open("flows:\n  - flow_id: a\n    method: native\n    creates_records: no\n"
                     "    side_effect: none\n    retry_layers: none\n    Method: custom\n");
        const QJsonArray diagnostics = session.diagnostics();
        QCOMPARE(codes(diagnostics), QStringList{QStringLiteral("SC03@6")});
        QVERIFY(diagnostics[0][QStringLiteral("message")].toString().contains(
            QStringLiteral("did you mean method?")));
        QCOMPARE(diagnostics[0][QStringLiteral("data")][QStringLiteral("key")].toString(),
                 QStringLiteral("Method"));
    }

    void hoverSaysWhatAFieldMeans() {
        Session session;
        session.initialize();
        session.open(Storm);
        const QString text =
            session
                .request(QStringLiteral("textDocument/hover"), Session::at(5, 6))[QStringLiteral(
                    "result")][QStringLiteral("contents")][QStringLiteral("value")]
                .toString();
        QVERIFY2(text.startsWith(QStringLiteral("**creates_records** · Creates records")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("yes or no")) ||
                text.contains(QStringLiteral("Yes or no")));
        // On the finding's line: the rule's title, the message and how to fix it.
        const QString finding =
            session
                .request(QStringLiteral("textDocument/hover"), Session::at(7, 24))[QStringLiteral(
                    "result")][QStringLiteral("contents")][QStringLiteral("value")]
                .toString();
        const RuleInfo* rt01 = RuleCatalogue::find(u"RT01");
        QVERIFY2(finding.contains(QStringLiteral("**FAIL RT01** · ") + RuleCatalogue::title(*rt01)),
                 qPrintable(finding));
        QVERIFY(finding.contains(RuleCatalogue::hint(*rt01)));
        QVERIFY(session
                    .request(QStringLiteral("textDocument/hover"),
                             Session::at(2, 20))[QStringLiteral("result")]
                    .isNull()); // a name's value: nothing to say
    }

    // The fix's edit changes the line `fix` would and nothing else; the comment stays.
    void codeActionsFixAsASaveWould() {
        Session session(&Test::bundledCards());
        session.initialize(QJsonObject{{QStringLiteral("owner"), QStringLiteral("ts")}});
        session.open(Storm);
        const QJsonArray diagnostics = session.diagnostics();
        QJsonObject rt01;
        for (const QJsonValue& d : diagnostics) {
            if (d[QStringLiteral("code")] == QStringLiteral("RT01"))
                rt01 = d.toObject();
        }
        QVERIFY(!rt01.isEmpty());
        const QJsonArray actions =
            session
                .request(QStringLiteral("textDocument/codeAction"),
                         QJsonObject{{QStringLiteral("textDocument"),
                                      QJsonObject{{QStringLiteral("uri"), Uri}}},
                                     {QStringLiteral("range"), rt01[QStringLiteral("range")]},
                                     {QStringLiteral("context"),
                                      QJsonObject{{QStringLiteral("diagnostics"),
                                                   QJsonArray{rt01}}}}})[QStringLiteral("result")]
                .toArray();
        QVERIFY2(actions.size() >= 2, QJsonDocument(actions).toJson().constData());
        const QJsonObject fix = actions[0].toObject();
        QVERIFY(fix[QStringLiteral("isPreferred")].toBool());
        QVERIFY(fix[QStringLiteral("title")].toString().startsWith(QStringLiteral("Fix RT01: ")));
        const QJsonArray edits =
            fix[QStringLiteral("edit")][QStringLiteral("changes")][Uri].toArray();
        QCOMPARE(edits.size(), 1);
        QCOMPARE(edits[0][QStringLiteral("range")].toObject(), LspTextDocument::range(7, 0, 8, 0));
        const QString fixed = applied(QString::fromUtf8(Storm), edits);
        QVERIFY2(fixed.contains(
                     QStringLiteral("    retry_layers: sdk:1;worker:5   # keep this comment\n")),
                 qPrintable(fixed));
        QVERIFY(!Test::describe(
                     lintInventory(Uri, Test::inventoryFromYaml(fixed.toUtf8())).allFindings())
                     .contains(QStringLiteral("RT01")));
        // Accepting it: a waiver as waive writes one, created today for the default term.
        const QJsonObject accept = actions.last().toObject();
        QCOMPARE(
            accept[QStringLiteral("title")].toString(),
            QStringLiteral("Accept RT01 on storm as a risk until 2027-03-01 (then write why)"));
        const QString waived =
            applied(QString::fromUtf8(Storm),
                    accept[QStringLiteral("edit")][QStringLiteral("changes")][Uri].toArray());
        QVERIFY2(waived.startsWith(QString::fromUtf8(Storm)), qPrintable(waived));
        QCOMPARE(waived.mid(Storm.size()),
                 QStringLiteral("waivers:\n  - flow_id: storm\n    rule: RT01\n    owner: ts\n"
                                "    expires: 2027-03-01\n    created: 2026-12-01\n"));
    }

    // A client that resolves edits when an action is chosen gets the list without them, and
    // the chosen one's edit is the one a client without resolve gets in the list.
    void editsAreResolvedWhenTheClientAsks() {
        QJsonArray eager, lazy;
        for (const bool resolves : {false, true}) {
            Session session(&Test::bundledCards());
            QJsonObject capabilities;
            if (resolves)
                capabilities = QJsonObject{
                    {QStringLiteral("textDocument"),
                     QJsonObject{
                         {QStringLiteral("codeAction"),
                          QJsonObject{{QStringLiteral("resolveSupport"),
                                       QJsonObject{{QStringLiteral("properties"),
                                                    QJsonArray{QStringLiteral("edit")}}}}}}}}};
            session.request(QStringLiteral("initialize"),
                            QJsonObject{{QStringLiteral("capabilities"), capabilities}});
            session.open(Storm);
            const QJsonObject params{
                {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
                {QStringLiteral("range"), LspTextDocument::range(7, 0, 7, 0)},
                {QStringLiteral("context"),
                 QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}};
            QJsonArray actions = session
                                     .request(QStringLiteral("textDocument/codeAction"),
                                              params)[QStringLiteral("result")]
                                     .toArray();
            QVERIFY(actions.size() >= 2);
            if (!resolves) {
                eager = actions;
                continue;
            }
            for (QJsonValueRef action : actions) {
                QVERIFY(!action.toObject().contains(QStringLiteral("edit")));
                action = session
                             .request(QStringLiteral("codeAction/resolve"),
                                      action.toObject())[QStringLiteral("result")]
                             .toObject();
            }
            lazy = actions;
            // Resolved after the flow changed under it (worker now tries 6 times, so the
            // first fix would keep 6 attempts): no edit from the old list.
            const QJsonObject stale = session
                                          .request(QStringLiteral("textDocument/codeAction"),
                                                   params)[QStringLiteral("result")][0]
                                          .toObject();
            session.notify(
                QStringLiteral("textDocument/didChange"),
                QJsonObject{
                    {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
                    {QStringLiteral("contentChanges"),
                     QJsonArray{QJsonObject{
                         {QStringLiteral("text"),
                          QString::fromUtf8(Storm).replace(QStringLiteral("worker:5"),
                                                           QStringLiteral("worker:6"))}}}}});
            QVERIFY(
                !session
                     .request(QStringLiteral("codeAction/resolve"), stale)[QStringLiteral("result")]
                     .toObject()
                     .contains(QStringLiteral("edit")));
        }
        QCOMPARE(lazy.size(), eager.size());
        for (qsizetype i = 0; i < eager.size(); ++i)
            QCOMPARE(lazy[i][QStringLiteral("edit")], eager[i][QStringLiteral("edit")]);
    }

    // Line ends as LSP and yaml-cpp count them: a lone CR ends a line too.
    void aLoneCarriageReturnEndsALine() {
        LspTextDocument document(Uri, QStringLiteral("a\rb\r\nc\nd"), 1);
        QCOMPARE(document.lineCount(), 4);
        QCOMPARE(document.line(1).toString(), QStringLiteral("b"));
        QCOMPARE(document.line(3).toString(), QStringLiteral("d"));
        document.apply(QJsonObject{{QStringLiteral("range"), LspTextDocument::range(2, 0, 3, 0)},
                                   {QStringLiteral("text"), QString()}});
        QCOMPARE(document.text(), QStringLiteral("a\rb\r\nd"));
    }

    // Flows written on one line: hover and the range's actions see each of them.
    void flowsOnOneLineAreEachSeen() {
        Session session;
        session.initialize();
        session.open("flows: [{flow_id: a, method: native, creates_records: no, side_effect: none, "
                     "retry_layers: \"sdk:3;w:5\"}, {flow_id: b, method: native, creates_records: "
                     "no, side_effect: none, retry_layers: \"sdk:3;w:5\"}]\n");
        QCOMPARE(codes(session.diagnostics()),
                 (QStringList{QStringLiteral("RT01@0"), QStringLiteral("RT01@0")}));
        const QString hover =
            session
                .request(QStringLiteral("textDocument/hover"), Session::at(0, 40))[QStringLiteral(
                    "result")][QStringLiteral("contents")][QStringLiteral("value")]
                .toString();
        QCOMPARE(hover.count(QStringLiteral("**FAIL RT01**")), 2);
        QStringList titles;
        const QJsonObject params{
            {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
            {QStringLiteral("range"), LspTextDocument::range(0, 0, 0, 0)},
            {QStringLiteral("context"),
             QJsonObject{{QStringLiteral("diagnostics"), QJsonArray()}}}};
        for (const QJsonValue& action : session
                                            .request(QStringLiteral("textDocument/codeAction"),
                                                     params)[QStringLiteral("result")]
                                            .toArray())
            titles.append(action[QStringLiteral("title")].toString());
        QVERIFY2(titles.contains(QStringLiteral(
                     "Accept RT01 on a as a risk until 2027-03-01 (then write why)")) &&
                     titles.contains(QStringLiteral(
                         "Accept RT01 on b as a risk until 2027-03-01 (then write why)")),
                 qPrintable(titles.join(u'|')));
    }

    // A client that sends the diagnostics back without their data still gets the actions
    // of the findings on the range's lines.
    void diagnosticsWithoutDataStillGetActions() {
        Session session;
        session.initialize();
        session.open(Storm);
        QJsonObject bare = session.diagnostics()[0].toObject();
        bare.remove(QStringLiteral("data"));
        const QJsonObject params{
            {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
            {QStringLiteral("range"), bare[QStringLiteral("range")]},
            {QStringLiteral("context"),
             QJsonObject{{QStringLiteral("diagnostics"), QJsonArray{bare}}}}};
        QVERIFY(!session
                     .request(QStringLiteral("textDocument/codeAction"),
                              params)[QStringLiteral("result")]
                     .toArray()
                     .isEmpty());
    }

    // A hover for a client that takes no Markdown: the same words, no emphasis marks.
    void plainTextHoverForClientsWithoutMarkdown() {
        Session session;
        session.request(QStringLiteral("initialize"));
        session.open(Storm);
        const QJsonObject contents =
            session
                .request(QStringLiteral("textDocument/hover"),
                         Session::at(7, 24))[QStringLiteral("result")][QStringLiteral("contents")]
                .toObject();
        QCOMPARE(contents[QStringLiteral("kind")].toString(), QStringLiteral("plaintext"));
        const QString text = contents[QStringLiteral("value")].toString();
        QVERIFY2(text.startsWith(QStringLiteral("FAIL RT01 · ")) && !text.contains(u'*'),
                 qPrintable(text));
    }

    void editsTouchOnlyChangedLines() {
        QCOMPARE(
            lspTextEdits(QStringLiteral("a\nb\nc\nd\n"), QStringLiteral("a\nB\nc\nD\n")).size(), 2);
        QCOMPARE(applied(QStringLiteral("a\nb"),
                         lspTextEdits(QStringLiteral("a\nb"), QStringLiteral("a\nx\nb\ny"))),
                 QStringLiteral("a\nx\nb\ny"));
        QCOMPARE(applied(QStringLiteral("a\nb\n"),
                         lspTextEdits(QStringLiteral("a\nb\n"), QStringLiteral("a\n"))),
                 QStringLiteral("a\n"));
        QVERIFY(lspTextEdits(QStringLiteral("same"), QStringLiteral("same")).isEmpty());
        // A line added and one filled further down: two edits, the lines between untouched.
        const QJsonArray inserted = lspTextEdits(QStringLiteral("a\nb\nc\nd: \ne\n"),
                                                 QStringLiteral("a\nnew\nb\nc\nd: 7\ne\n"));
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(inserted[0][QStringLiteral("range")].toObject(),
                 LspTextDocument::range(1, 0, 1, 0));
        QCOMPARE(inserted[1][QStringLiteral("range")].toObject(),
                 LspTextDocument::range(3, 0, 4, 0));
    }

    void completionKnowsFieldsValuesAndFlows() {
        Session session;
        session.initialize();
        session.open(Storm);
        // Typed on: no longer an inventory, so the flow IDs are those of the last one.
        session.notify(
            QStringLiteral("textDocument/didChange"),
            QJsonObject{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
                        {QStringLiteral("contentChanges"),
                         QJsonArray{QJsonObject{
                             {QStringLiteral("text"),
                              QString::fromUtf8(Storm + "    me\n" +
                                                "waivers:\n  - flow_id: \n    rule: \n")}}}}});
        const auto labels = [&](int line, int character) {
            QStringList labels;
            const QJsonObject params{
                {QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
                {QStringLiteral("position"), LspTextDocument::position(line, character)}};
            for (const QJsonValue& item : session
                                              .request(QStringLiteral("textDocument/completion"),
                                                       params)[QStringLiteral("result")]
                                              .toArray())
                labels.append(item[QStringLiteral("label")].toString());
            return labels;
        };
        const QStringList keys = labels(13, 6); // the second flow's keys: its own are not offered
        QVERIFY2(keys.contains(QStringLiteral("ledger_retention_days")),
                 qPrintable(keys.join(u',')));
        QVERIFY(!keys.contains(QStringLiteral("method")));
        QVERIFY(!keys.contains(QStringLiteral("retry_layers")));
        QCOMPARE(labels(4, 12), FieldCatalogue::info(Field::Method).allowedValues);
        QCOMPARE(labels(15, 13), (QStringList{QStringLiteral("storm"), QStringLiteral("calm")}));
        QVERIFY(labels(16, 10).contains(QStringLiteral("RT01")));
        QVERIFY(!labels(16, 10).contains(QStringLiteral("SC02"))); // not waivable
        QVERIFY(labels(0, 0).contains(QStringLiteral("waivers")));
    }

    void symbolsAreTheFlows() {
        Session session;
        session.initialize();
        session.open(Storm);
        const QJsonArray symbols = session
                                       .request(QStringLiteral("textDocument/documentSymbol"),
                                                Session::at(0, 0))[QStringLiteral("result")]
                                       .toArray();
        QCOMPARE(symbols.size(), 2);
        QCOMPARE(symbols[0][QStringLiteral("name")].toString(), QStringLiteral("storm"));
        QCOMPARE(symbols[0][QStringLiteral("range")].toObject(),
                 LspTextDocument::range(1, 0, 7, 54));
        QCOMPARE(
            symbols[1][QStringLiteral("range")][QStringLiteral("start")][QStringLiteral("line")]
                .toInt(),
            8);
    }

    // What a client may send that no inventory ever holds.
    void nothingAClientSendsStopsIt() {
        Session session;
        session.initialize();
        session.server->receiveMalformed(QStringLiteral("JSON: illegal UTF-8"));
        QCOMPARE(session.received.last()[QStringLiteral("error")][QStringLiteral("code")].toInt(),
                 -32700);
        // Wrong types everywhere: answered, never a crash.
        session.server->receive(
            QJsonObject{{QStringLiteral("id"), QJsonArray{}}, {QStringLiteral("method"), 7}});
        session.notify(QStringLiteral("textDocument/didOpen"),
                       QJsonObject{{QStringLiteral("textDocument"), QStringLiteral("x")}});
        session.notify(
            QStringLiteral("textDocument/didChange"),
            QJsonObject{{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), Uri}}},
                        {QStringLiteral("contentChanges"),
                         QJsonArray{QJsonObject{{QStringLiteral("range"), 5}}}}});
        for (const char* method : {"textDocument/hover", "textDocument/codeAction",
                                   "textDocument/completion", "textDocument/documentSymbol"}) {
            const QJsonObject reply =
                session.request(QLatin1String(method),
                                QJsonObject{{QStringLiteral("position"), QStringLiteral("x")}});
            QVERIFY2(reply.contains(QStringLiteral("result")), method);
        }
        // A range past the end, a position far away, text that is not an inventory at all.
        session.open("flows:\n\t\x01 not: [yaml");
        session.request(QStringLiteral("textDocument/hover"), Session::at(9999, 9999));
        session.request(QStringLiteral("textDocument/completion"), Session::at(-5, -5));
        QCOMPARE(session.diagnostics().size(), 1);
        session.open("\t\x01 not: [yaml"); // not meant as an inventory: nothing to say
        QCOMPARE(session.diagnostics().size(), 0);
        // A 50 MB buffer (the reader refuses a value above 1 MB, where it ends).
        session.open("flows: " + QByteArray(50 * 1024 * 1024, 'x'));
        QCOMPARE(session.diagnostics()[0][QStringLiteral("code")].toString(),
                 QStringLiteral("not-an-inventory"));
    }
};

QTEST_MAIN(TestLanguageServer)
#include "tst_languageserver.moc"
