// The vendor cards dock, the three maths panels and the windows chart, on the bundled
// cards with a fixed "today" and a private overrides file.
#include "core/document/inventorydocument.h"
#include "core/evidence/verificationrecord.h"
#include "core/io/files/filewatch.h"
#include "guitestsupport.h"
#include "network/pagefetcher.h"
#include "testsupport.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dockregistry.h"
#include "ui/docks/defaultlayout.h"
#include "ui/docks/windowdocks.h"
#include "ui/files/documentfiles.h"
#include "ui/files/documentundo.h"
#include "ui/flowpanel/fixbuttons.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/mainwindow.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/retryproductdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/evidencetable.h"
#include "ui/vendors/markcheckeddialog.h"
#include "ui/vendors/proposalspanel.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorcardview.h"
#include "ui/vendors/vendorwindowschart.h"
#include "ui/vendors/vendorwindowsdialog.h"
#include "ui/views/inventorytableview.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QCryptographicHash>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMainWindow>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSslConfiguration>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoGroup>
#include <QUndoStack>

#include <functional>

using namespace FlowAudit;

namespace {

const QString BundledCards = QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors");

QByteArray panelYaml() {
    return "flows:\n"
           "  - {flow_id: billing, source: stripe, destination: salesforce, method: custom, "
           "creates_records: yes,\n"
           "     side_effect: none, idempotency_key: billing + invoice.id, ledger_retention_days: "
           "10,\n"
           "     max_replay_window_days: 7, retry_layers: sdk:3;worker:5, retry_after_unit: "
           "seconds,\n"
           "     inbound_webhook: yes, ack_p99_seconds: 0.4, sender_timeout_seconds: 20}\n"
           "  - {flow_id: contacts, source: hubspot, destination: salesforce, method: custom, "
           "creates_records: no,\n"
           "     side_effect: none, retry_layers: none, retry_after_unit: seconds, "
           "inbound_webhook: yes, ack_p99_seconds: 3}\n"
           "  - {flow_id: orders, source: webshop, destination: netsuite, method: native, "
           "creates_records: no,\n"
           "     side_effect: none, retry_layers: none}\n";
}

QByteArray hashOfFolder(const QString& folder) {
    QCryptographicHash hash(QCryptographicHash::Sha256);
    const QDir dir(folder);
    for (const QString& name : dir.entryList(QDir::Files, QDir::Name))
        hash.addData(Test::readFile(dir.filePath(name)));
    return hash.result();
}

QStringList itemTexts(const QListWidget* list) {
    QStringList texts;
    for (int i = 0; i < list->count(); ++i)
        texts.append(list->item(i)->text());
    return texts;
}

// Whether some line of the card list starts with `card` and carries `mark`; the whole list
// in *listed, to say what it held.
bool listsWithMark(const QListWidget* list, const QString& card, const QString& mark,
                   QString* listed) {
    const QStringList texts = itemTexts(list);
    *listed = texts.join(u'|');
    return std::any_of(texts.begin(), texts.end(), [&](const QString& item) {
        return item.startsWith(card) && item.contains(mark);
    });
}

QPushButton* fix(FixButtons* fixes, const QString& objectName) {
    for (QPushButton* button : fixes->buttons()) {
        if (button->objectName() == objectName)
            return button;
    }
    return nullptr;
}

// Answers the Mark Fact as Checked dialog once it is shown: `fill` sets its fields, then
// Record Check (which a dialog refusing its fields ignores: it is then cancelled).
void answerMarkChecked(QObject* context, const std::function<void(MarkCheckedDialog*)>& fill) {
    QTimer::singleShot(0, context, [fill] {
        auto* dialog = qobject_cast<MarkCheckedDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        fill(dialog);
        dialog->accept();
        if (dialog->isVisible())
            dialog->reject();
    });
}

// A team's card in cards/ beside an inventory, in a git repository.
const QByteArray TeamCard =
    "card: stripe-webhooks\nvendor_id: stripe\nvendor: Stripe\nproduct: Webhooks\n"
    "source: https://docs.stripe.com/webhooks\nreview_every: 90\nfacts:\n"
    "  - text: Retries for up to three days.\n"
    "    evidence:\n"
    "      quote: \"retries for up to 3 days\"\n"
    "      checked: 2026-06-01\n"
    "      checked_by: Someone\n"
    "  - An unquoted fact.\n";

struct PanelFixture {
    PanelFixture()
        : store(BundledCards, dir.filePath(QStringLiteral("data/vendor-overrides.yaml"))) {
        store.setToday(QDate(2026, 11, 29));
        store.setStaleAfterDays(30);
        DefaultLayout::placeDocks(&window, docks);
    }
    QTemporaryDir dir;
    Test::EditorFixture editor{panelYaml()};
    Test::ScriptedPrompts prompts;
    QMainWindow window;
    VendorCardStore store;
    VendorPanels panels{&window, &editor.document, &editor.model, &store, &prompts};
    // The docks as the window makes them, from the registry.
    WindowDocks docks{DockRegistry::docks(),
                      {&window, &editor.document, &editor.editor, &editor.model, panels.selected(),
                       &store, &prompts, panels.cardFiles()}};

    // The test's HTTPS page server (tests/support/pageserver.py) started in `server`, its CA
    // trusted by the process, and the team's card stripe-webhooks, whose source is the page
    // at `path` there, in the folder the inventory names, shown in the cards dock. The
    // server's address, empty when it did not start.
    QByteArray serveStripeCard(QProcess& server, const QByteArray& path, const QByteArray& facts) {
        server.start(QStringLiteral("python3"),
                     {QStringLiteral(FLOWAUDIT_PAGESERVER), dir.path(), QStringLiteral("1")});
        while (!server.canReadLine() && server.waitForReadyRead(30'000)) {
        } // the whole "ADDRESS PORT" line, however the pipe cuts it
        if (!server.canReadLine())
            return {};
        const QByteArray host = server.readLine().trimmed().replace(' ', ':');
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.addCaCertificates(dir.filePath(QStringLiteral("cert.pem")));
        QSslConfiguration::setDefaultConfiguration(ssl);
        const QString folder = dir.filePath(QStringLiteral("cards"));
        QDir().mkpath(folder);
        QDir().mkpath(dir.filePath(QStringLiteral(".git")));
        Test::writeFile(folder + QStringLiteral("/stripe-webhooks.yaml"),
                        "card: stripe-webhooks\nvendor_id: stripe\nvendor: Stripe\nproduct: "
                        "Webhooks\nsource: https://" +
                            host + path + "\nfacts:\n" + facts);
        Inventory inventory = editor.document.inventory();
        inventory.extraKeys.push_back(YamlMapEntry{QStringLiteral("vendor_cards"),
                                                   YamlValue::scalar(QStringLiteral("cards"))});
        store.setInventory(inventory, dir.filePath(QStringLiteral("inventory.yaml")));
        panels.selectFlow(0);
        docks.find<VendorCardsDock>()->cardView()->showCard(QStringLiteral("stripe-webhooks"));
        return host;
    }
};

// An inventory naming its team's cards (vendor_cards: cards/), open in the main window,
// with the card stripe-webhooks shown in the cards dock.
struct CardWindowFixture {
    CardWindowFixture()
        : cardFile(dir.filePath(QStringLiteral("cards/stripe-webhooks.yaml")))
        , path(dir.filePath(QStringLiteral("flows.yaml"))) {
        QDir().mkpath(dir.filePath(QStringLiteral(".git")));
        QDir().mkpath(dir.filePath(QStringLiteral("cards")));
        Test::writeFile(cardFile, TeamCard);
        Test::writeFile(path, "vendor_cards: cards/\n" + panelYaml());
        if (!window.files()->openPath(path))
            qFatal("cannot open the test inventory");
        view()->showCard(QStringLiteral("stripe-webhooks"));
    }
    VendorCardView* view() const { return window.dock<VendorCardsDock>()->cardView(); }
    CardFileDocument* cardDocument() const {
        return window.vendorPanels()->cardFiles()->find(cardFile);
    }
    // The unquoted fact checked and quoted today: a step of the card file.
    void markChecked() {
        view()->evidenceTable()->setCurrentCell(1, 0);
        FactEvidence checked;
        checked.url = QStringLiteral("https://docs.stripe.com/webhooks");
        checked.quote = QStringLiteral("Stripe sends an unquoted fact.");
        checked.checked = QDate::currentDate();
        checked.checkedBy = QStringLiteral("A. Auditor");
        if (!view()->markFactChecked(*view()->evidenceTable()->currentFact(), checked))
            qFatal("the check was not recorded");
    }
    void editName(const QString& name = QStringLiteral("renamed")) {
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)),
                                name);
    }

    QTemporaryDir dir;
    QString cardFile;
    QString path;
    Test::ScriptedPrompts prompts;
    MainWindow window{&prompts};
};
} // namespace

class TestVendorPanels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    // The inventory's team cards (vendor_cards:) take the bundled card's place: each fact
    // shows its quote and confirmation; Mark Fact as Checked is one undo step of the team's
    // card file, a document of its own: shown at once, written when that document is saved,
    // and Undo puts its bytes back.
    void teamCardsShowTheirEvidenceAndAreMarkedChecked() {
        PanelFixture f;
        const QString folder = f.dir.filePath(QStringLiteral("cards"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QDir().mkpath(f.dir.filePath(QStringLiteral(".git"))));
        const QByteArray card = TeamCard;
        const QString cardFile = folder + QStringLiteral("/stripe-webhooks.yaml");
        Test::writeFile(cardFile, card);
        Inventory inventory = f.editor.document.inventory();
        YamlMapEntry entry{QStringLiteral("vendor_cards"),
                           YamlValue::scalar(QStringLiteral("cards/"))};
        entry.value.setLine(2);
        inventory.extraKeys.push_back(entry);
        f.store.setInventory(inventory, f.dir.filePath(QStringLiteral("inventory.yaml")));
        QVERIFY(f.store.teamProblems().isEmpty());
        QVERIFY(f.store.isTeamCard(QStringLiteral("stripe-webhooks")));
        f.panels.selectFlow(0);
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        view->showCard(QStringLiteral("stripe-webhooks"));
        EvidenceTable* evidence = view->evidenceTable();
        QCOMPARE(evidence->rowCount(), 2);
        QCOMPARE(evidence->item(0, 1)->text(), QStringLiteral("“retries for up to 3 days”"));
        QCOMPARE(evidence->item(0, 2)->text(),
                 QStringLiteral("STALE · checked 2026-06-01 by Someone, 181 days ago"));
        QCOMPARE(evidence->item(1, 1)->text(), QStringLiteral("NOT YET QUOTED"));
        QCOMPARE(evidence->item(0, 3)->text(), QStringLiteral("not run"));
        // A team card's facts are its file's: not edited in place.
        QCOMPARE(view->factsList()->editTriggers(), QAbstractItemView::NoEditTriggers);

        evidence->setCurrentCell(0, 0);
        QUndoStack* inventoryUndo = f.editor.editor.undoStack();
        const int inventorySteps = inventoryUndo->count();
        QVERIFY(view->markCheckedButton()->isEnabled());
        QVERIFY(!view->saveCardFileButton()->isEnabled());
        answerMarkChecked(view, [](MarkCheckedDialog* dialog) {
            // The fact's page and quote as the card has them: only the checker is asked.
            QCOMPARE(dialog->pageField()->text(),
                     QStringLiteral("https://docs.stripe.com/webhooks"));
            QCOMPARE(dialog->quoteField()->toPlainText(),
                     QStringLiteral("retries for up to 3 days"));
            dialog->checkedByField()->setText(QStringLiteral("A. Auditor"));
        });
        view->markCheckedButton()->click();
        CardFileDocument* document = f.panels.cardFiles()->find(cardFile);
        QVERIFY(document);
        QUndoStack* undo = document->undoStack();
        QCOMPARE(undo->count(), 1);
        QCOMPARE(inventoryUndo->count(), inventorySteps); // not the inventory's step
        QVERIFY(document->isModified());
        QCOMPARE(Test::readFile(cardFile), card); // written when saved
        QByteArray stamped = card;
        stamped.replace("2026-06-01", "2026-11-29").replace("Someone", "\"A. Auditor\"");
        QCOMPARE(document->bytes(), stamped);
        QCOMPARE(view->evidenceTable()->item(0, 2)->text(),
                 QStringLiteral("checked 2026-11-29 by A. Auditor, today"));
        QVERIFY(view->saveCardFileButton()->isEnabled());
        view->saveCardFileButton()->click();
        QCOMPARE(Test::readFile(cardFile), stamped);
        QVERIFY(!document->isModified());
        QVERIFY(!view->saveCardFileButton()->isEnabled());
        undo->undo();
        QVERIFY(document->isModified());
        QCOMPARE(Test::readFile(cardFile), stamped);
        QCOMPARE(view->evidenceTable()->item(0, 2)->text(),
                 QStringLiteral("STALE · checked 2026-06-01 by Someone, 181 days ago"));
        QVERIFY(f.panels.cardFiles()->save(document));
        QCOMPARE(Test::readFile(cardFile), card);

        // A fact without a quote is given one, pasted from the page with its line breaks; the
        // dialog refuses a page that is not https, and an empty quote, in words.
        view->evidenceTable()->setCurrentCell(1, 0);
        bool refusedInWords = false;
        answerMarkChecked(view, [&refusedInWords](MarkCheckedDialog* dialog) {
            QVERIFY(!dialog->canRecord());
            QVERIFY(dialog->problemLabel()->text().contains(QStringLiteral("Paste")));
            dialog->pageField()->setText(QStringLiteral("http://docs.stripe.com/webhooks"));
            dialog->quoteField()->setPlainText(
                QStringLiteral("Stripe sends\n  an unquoted  fact."));
            refusedInWords = !dialog->canRecord() &&
                             dialog->problemLabel()->text().contains(QStringLiteral("https"));
            dialog->pageField()->setText(QStringLiteral("https://docs.stripe.com/webhooks#x"));
            dialog->checkedByField()->setText(QStringLiteral("B. Checker"));
            QVERIFY(dialog->canRecord());
        });
        view->markCheckedButton()->click();
        QVERIFY(refusedInWords);
        QCOMPARE(undo->count(), 1); // the first step was undone: this one replaces it
        QByteArray quoted = card;
        quoted.replace("  - An unquoted fact.\n",
                       "  - text: An unquoted fact.\n"
                       "    evidence:\n"
                       "      url: \"https://docs.stripe.com/webhooks#x\"\n"
                       "      quote: \"Stripe sends an unquoted fact.\"\n"
                       "      checked: 2026-11-29\n"
                       "      checked_by: \"B. Checker\"\n");
        QVERIFY(f.panels.cardFiles()->save(document));
        QCOMPARE(Test::readFile(cardFile), quoted);
        QCOMPARE(view->evidenceTable()->item(1, 1)->text(),
                 QStringLiteral("“Stripe sends an unquoted fact.”"));
        undo->undo();
        QVERIFY(f.panels.cardFiles()->save(document));
        QCOMPARE(Test::readFile(cardFile), card);
        QCOMPARE(view->evidenceTable()->item(1, 1)->text(), QStringLiteral("NOT YET QUOTED"));

        // A change on disk by another program (git pull, cards verify --stamp) is read by
        // itself, by the time the one file watch says the events settled: no second pause.
        QSignalSpy settled(f.store.teamWatch(), &FileWatch::settled);
        QByteArray pulled = card;
        pulled.replace("2026-06-01", "2026-11-28");
        Test::writeFile(cardFile, pulled);
        QVERIFY(settled.wait(10000));
        QCOMPARE(view->evidenceTable()->item(0, 2)->text(),
                 QStringLiteral("checked 2026-11-28 by Someone, yesterday"));

        // A folder outside the repository is refused with the key's line.
        Inventory outside = f.editor.document.inventory();
        YamlMapEntry away{QStringLiteral("vendor_cards"), YamlValue::scalar(QStringLiteral(".."))};
        away.value.setLine(2);
        outside.extraKeys.push_back(away);
        f.store.setInventory(outside, f.dir.filePath(QStringLiteral("inventory.yaml")));
        QCOMPARE(f.store.teamProblems().size(), 1);
        QVERIFY(f.store.teamProblems().first().toString().contains(
            QStringLiteral("inventory.yaml:2: vendor_cards .. leads to ")));
        QVERIFY(!f.store.isTeamCard(QStringLiteral("stripe-webhooks")));
        // Said in the dock until it is fixed, never a silent fallback to the bundled numbers.
        const auto* banner = f.docks.find<VendorCardsDock>()->findChild<QLabel*>(
            QStringLiteral("vendorCardProblems"));
        QVERIFY(banner && !banner->isHidden());
        QVERIFY2(banner->text().contains(QStringLiteral("Your team's vendor cards are not used")) &&
                     banner->text().contains(QStringLiteral("vendor_cards .. leads to")),
                 qPrintable(banner->text()));
        // An unreadable card of the team: the bundled card of its ID is marked as standing in.
        Test::writeFile(cardFile, "card: stripe-webhooks\nvendor: [unclosed\n");
        f.store.setInventory(inventory, f.dir.filePath(QStringLiteral("inventory.yaml")));
        QVERIFY2(banner->text().contains(QStringLiteral("stripe-webhooks.yaml")),
                 qPrintable(banner->text()));
        QString listed;
        QVERIFY2(listsWithMark(f.docks.find<VendorCardsDock>()->cardList(),
                               QStringLiteral("Source · Stripe Webhooks"),
                               QStringLiteral("YOUR CARD UNREAD: BUNDLED SHOWN"), &listed),
                 qPrintable(listed));
        // Fixed: the banner goes.
        Test::writeFile(cardFile, card);
        f.store.setInventory(inventory, f.dir.filePath(QStringLiteral("inventory.yaml")));
        QVERIFY(banner->isHidden());
    }

    // Verify Now looks for each quote on its page, fetched over HTTPS on a worker thread:
    // the quote on the page is confirmed, one the page no longer says is changed with its
    // word diff; the outcomes go to the report too.
    // The dialog says at once what the card reader would refuse when it reads the card back:
    // a quote that does not state the fact's number (a window's duration in any unit).
    void markCheckedRefusesAQuoteWithoutItsNumber() {
        VendorCard card;
        card.id = QStringLiteral("example");
        card.source = QStringLiteral("https://docs.example.com/retries");
        card.facts = {QStringLiteral("Retries for up to 3 days.")};
        VendorWindow window;
        window.kind = WindowKind::Retry;
        window.duration = *Duration::parse(QStringLiteral("3 d"));
        card.windows = {window};
        const QList<CardFact> facts = cardFacts(card);
        const auto recordable = [&](const CardFact& fact, const QString& quote, QString* problem) {
            MarkCheckedDialog dialog(card, fact, QDate(2026, 12, 7));
            dialog.pageField()->setText(QStringLiteral("https://docs.example.com/retries"));
            dialog.checkedByField()->setText(QStringLiteral("A. Auditor"));
            dialog.quoteField()->setPlainText(quote);
            *problem = dialog.problemLabel()->text();
            return dialog.canRecord();
        };
        QString problem;
        QVERIFY(!recordable(facts[0], QStringLiteral("We retry failed deliveries for a while."),
                            &problem));
        QVERIFY2(problem.contains(QStringLiteral("none of the fact's numbers")),
                 qPrintable(problem));
        QVERIFY(recordable(facts[0], QStringLiteral("We retry failed deliveries for three days."),
                           &problem));
        QVERIFY(
            recordable(facts[1], QStringLiteral("Deliveries are retried for 72 hours."), &problem));
        QVERIFY(!recordable(facts[1], QStringLiteral("Deliveries are retried for five days."),
                            &problem));
        QVERIFY2(problem.contains(QStringLiteral("3 d")), qPrintable(problem));
    }

    void verifyNowFetchesThePages() {
        PanelFixture f;
        QProcess server;
        QVERIFY(!f.serveStripeCard(
                      server, "/delay/10/stripe",
                      "  - text: Said here.\n    evidence:\n      quote: stripe-3 is stated here.\n"
                      "  - text: Said there.\n    evidence:\n      quote: stripe-3 is stated "
                      "there.\n")
                     .isEmpty());
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        QTest::mouseClick(view->verifyButton(), Qt::LeftButton);
        QVERIFY(!view->cancelButton()->isHidden());
        QTRY_VERIFY_WITH_TIMEOUT(view->verifyButton()->isEnabled(), 30'000);
        QCOMPARE(view->evidenceTable()->item(0, 3)->text(),
                 QStringLiteral("confirmed (2026-11-29)"));
        QCOMPARE(view->evidenceTable()->item(1, 3)->text(),
                 QStringLiteral("changed: \"stated there.\" → \"stated here.\" (2026-11-29)"));
        // The card list says so too: the card's mark is its worst fact's.
        QString listed;
        QVERIFY2(listsWithMark(f.docks.find<VendorCardsDock>()->cardList(),
                               QStringLiteral("Source · Stripe Webhooks"),
                               QStringLiteral("· CHANGED"), &listed),
                 qPrintable(listed));
        QCOMPARE(f.store.verifications().size(), 2);
        // Kept across a restart: the store made anew, as the editor started again makes it,
        // shows them with their day, beside the team's record.
        VendorCardStore again(BundledCards,
                              f.dir.filePath(QStringLiteral("data/vendor-overrides.yaml")));
        QCOMPARE(again.verifications().size(), 2);
        QCOMPARE(again.verifications().front().day, QDate(2026, 11, 29));
        QCOMPARE(again.verifications().back().outcome, VerificationOutcome::Changed);
        again.setInventory(f.editor.document.inventory(),
                           f.dir.filePath(QStringLiteral("inventory.yaml")));
        QCOMPARE(again.verifications().size(), 2);
        server.closeWriteChannel();
        server.waitForFinished(5'000);
    }

    // The team's recorded verification (cards verify --record in CI) is what the editor shows
    // as the last one, with its day, and the card list's mark follows it.
    // Propose Quotes reads the docs-like page over HTTPS and offers, for the fact selected,
    // the sentences that state its number; Accept Quote records the first in the team's
    // card file (undated, one undo step), and Verify Now then confirms it. Verify All Cards
    // verifies the cards the inventory's flows rely on.
    void proposeQuotesThenAcceptAndVerify() {
        PanelFixture f;
        QProcess server;
        QVERIFY(!f.serveStripeCard(server, "/docs/retries.html",
                                   "  - Deliveries are retried with exponential back-off for up "
                                   "to 3 days.\n  - Events may arrive out of order.\n")
                     .isEmpty());
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        ProposalsPanel* panel = view->proposalsPanel();
        QVERIFY(!panel->acceptButton()->isEnabled());
        QTest::mouseClick(view->proposeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->proposeButton()->isEnabled(), 30'000);
        // The first fact is selected for its proposals, best first.
        QCOMPARE(view->evidenceTable()->currentFact()->index, 0);
        QCOMPARE(panel->list()->count(), 2);
        QVERIFY2(panel->list()->item(0)->text().startsWith(
                     QStringLiteral("“When your endpoint fails to answer, Example retries")),
                 qPrintable(panel->list()->item(0)->text()));
        QVERIFY(panel->openPageButton()->isEnabled());
        QVERIFY(panel->acceptButton()->isEnabled());
        QTest::mouseClick(panel->acceptButton(), Qt::LeftButton);
        const QString file = view->teamFile();
        CardFileDocument* document = f.panels.cardFiles()->find(file);
        QVERIFY(document && document->isModified());
        QVERIFY(document->bytes().contains(
            "  - text: Deliveries are retried with exponential back-off for up to 3 days.\n"
            "    evidence:\n      quote: \"When your endpoint fails to answer, Example retries "));
        QVERIFY(!document->bytes().contains("checked"));
        QCOMPARE(view->evidenceTable()->item(0, 1)->text().left(18),
                 QStringLiteral("“When your endpoin"));
        // The accepted fact has no proposals left to show; the other fact has its own.
        QCOMPARE(panel->list()->count(), 0);
        view->evidenceTable()->setCurrentCell(1, 0);
        QCOMPARE(panel->list()->count(), 1);
        QTest::mouseClick(view->verifyButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->verifyButton()->isEnabled(), 30'000);
        QCOMPARE(view->evidenceTable()->item(0, 3)->text(),
                 QStringLiteral("confirmed (2026-11-29)"));
        // Verify All Cards: the team's card and those the flows rely on (here, the team's
        // stripe-webhooks in the bundled card's place), nothing of another vendor.
        f.store.setVerifications({});
        QTest::mouseClick(view->verifyAllButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->verifyAllButton()->isEnabled(), 30'000);
        QSet<QString> verified;
        for (const FactVerification& v : f.store.verifications())
            verified.insert(v.fact.cardId);
        QVERIFY(verified.contains(QStringLiteral("stripe-webhooks")));
        QCOMPARE(view->evidenceTable()->item(0, 3)->text(),
                 QStringLiteral("confirmed (2026-11-29)"));
        server.closeWriteChannel();
        server.waitForFinished(5'000);
    }

    void theTeamsRecordedVerificationIsShown() {
        PanelFixture f;
        const QString folder = f.dir.filePath(QStringLiteral("cards"));
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(QDir().mkpath(f.dir.filePath(QStringLiteral(".git"))));
        Test::writeFile(folder + QStringLiteral("/stripe-webhooks.yaml"), TeamCard);
        FactVerification changed;
        changed.fact.cardId = QStringLiteral("stripe-webhooks");
        changed.fact.evidence.url = QStringLiteral("https://docs.stripe.com/webhooks");
        changed.fact.evidence.quote = QStringLiteral("retries for up to 3 days");
        changed.outcome = VerificationOutcome::Changed;
        changed.diff = WordDiff::between(QStringLiteral("retries for up to 3 days"),
                                         QStringLiteral("retries for up to 5 days"));
        Test::writeFile(folder + QStringLiteral("/verification.json"),
                        VerificationRecord::serialise({changed}, QDate(2026, 11, 28)));
        Inventory inventory = f.editor.document.inventory();
        inventory.extraKeys.push_back(YamlMapEntry{QStringLiteral("vendor_cards"),
                                                   YamlValue::scalar(QStringLiteral("cards"))});
        f.store.setInventory(inventory, f.dir.filePath(QStringLiteral("inventory.yaml")));
        f.panels.selectFlow(0);
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        view->showCard(QStringLiteral("stripe-webhooks"));
        QCOMPARE(view->evidenceTable()->item(0, 3)->text(),
                 QStringLiteral("changed: \"to 3 days\" → \"to 5 days\" (2026-11-28)"));
        QString listed;
        QVERIFY2(listsWithMark(f.docks.find<VendorCardsDock>()->cardList(),
                               QStringLiteral("Source · Stripe Webhooks"),
                               QStringLiteral("· CHANGED"), &listed),
                 qPrintable(listed));
    }

    // Cancel while the page is still coming: the fact is "not checked", grey, never
    // "unreachable" with a failure's mark, and the card is not marked as failed.
    void cancelLeavesFactsNotChecked() {
        PanelFixture f;
        QProcess server;
        QVERIFY(!f.serveStripeCard(server, "/delay/20000/stripe",
                                   "  - text: Said here.\n    evidence:\n      quote: stripe-3 is "
                                   "stated here.\n")
                     .isEmpty());
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        QTest::mouseClick(view->verifyButton(), Qt::LeftButton);
        QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->verifyButton()->isEnabled(), 10'000);
        QCOMPARE(view->evidenceTable()->item(0, 3)->text(),
                 QStringLiteral("not checked: cancelled"));
        QVERIFY(view->evidenceTable()->item(0, 3)->icon().isNull());
        const QStringList listed = itemTexts(f.docks.find<VendorCardsDock>()->cardList());
        QVERIFY2(std::none_of(listed.begin(), listed.end(),
                              [](const QString& item) {
                                  return item.contains(QStringLiteral("UNREACHABLE"));
                              }),
                 qPrintable(listed.join(u'|')));
        server.closeWriteChannel();
        server.kill();
        server.waitForFinished(5'000);
    }

    // A page redirected to another host leaves its place at the first host to the next page
    // there at once, and waits its turn at the host it now loads from: with one page at a
    // time per host, the quick page on the first host is done before the slow one it
    // redirected.
    void aRedirectToAnotherHostFreesItsPlace() {
        QTemporaryDir dir;
        QProcess server;
        server.start(QStringLiteral("python3"),
                     {QStringLiteral(FLOWAUDIT_PAGESERVER), dir.path(), QStringLiteral("2")});
        QStringList hosts;
        while (hosts.size() < 2 && (server.canReadLine() || server.waitForReadyRead(30'000)))
            if (server.canReadLine())
                hosts.append(QString::fromLatin1(server.readLine().trimmed().replace(' ', ':')));
        QCOMPARE(hosts.size(), 2);
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.addCaCertificates(dir.filePath(QStringLiteral("cert.pem")));
        QSslConfiguration::setDefaultConfiguration(ssl);
        const QString redirected = QStringLiteral("https://%1/to/1/delay/1500/slow").arg(hosts[0]);
        const QString quick = QStringLiteral("https://%1/delay/0/quick").arg(hosts[0]);
        PageFetcher::Options options;
        options.perHost = 1;
        PageFetcher fetcher(options);
        QStringList doneFirst;
        connect(&fetcher, &PageFetcher::progress, this, [&](int done, int) {
            if (done == 1)
                for (const QString& url : {redirected, quick})
                    if (fetcher.pages().value(url).status == 200)
                        doneFirst.append(url);
        });
        QSignalSpy finished(&fetcher, &PageFetcher::finished);
        fetcher.fetch({redirected, quick});
        QVERIFY(finished.wait(20'000));
        QCOMPARE(doneFirst, QStringList{quick});
        const FetchedPage slow = fetcher.pages().value(redirected);
        QCOMPARE(slow.status, 200);
        QCOMPARE(slow.redirects.size(), 1);
        QVERIFY(slow.finalUrl.startsWith(QStringLiteral("https://%1/").arg(hosts[1])));
        server.closeWriteChannel();
        server.waitForFinished(5'000);
    }

    void cardsOfTheSelectedFlowWithTheirAge() {
        PanelFixture f;
        QVERIFY(f.store.problems().isEmpty());
        f.panels.selectFlow(0);
        VendorCardsDock* dock = f.docks.find<VendorCardsDock>();
        const QStringList cards = itemTexts(dock->cardList());
        QCOMPARE(cards.size(), 2);
        // The bundled cards' facts are not yet quoted: said, never a ✓.
        QCOMPARE(cards[0], QStringLiteral("Source · Stripe Webhooks\nchecked 2026-11-06, 23 days "
                                          "ago · NOT YET QUOTED"));
        QCOMPARE(cards[1], QStringLiteral("Source · Stripe v1 idempotency\nno checked date stated "
                                          "· NOT YET QUOTED · UNDATED"));
        VendorCardView* view = dock->cardView();
        QCOMPARE(view->cardId(), QStringLiteral("stripe-webhooks"));
        QCOMPARE(view->ageLabel()->text(), QStringLiteral("checked 2026-11-06, 23 days ago"));
        QVERIFY(view->staleMark()->isHidden());
        QCOMPARE(view->windowsTable()->rowCount(), 4);
        QCOMPARE(view->windowsTable()->item(2, 1)->text(), QStringLiteral("30 d"));

        // Past the threshold the card is marked, in words.
        dock->staleAfter()->setValue(20);
        QVERIFY(!view->staleMark()->isHidden());
        QCOMPARE(view->staleMark()->text(),
                 QStringLiteral("⚠ STALE: checked more than 20 days ago. Confirm this number live "
                                "before you quote it."));
        QVERIFY(itemTexts(dock->cardList())[0].endsWith(QStringLiteral("· STALE")));

        f.panels.selectFlow(2); // webshop → netsuite: no card
        QCOMPARE(dock->cardList()->count(), 1);
        QVERIFY(dock->cardList()->item(0)->text().startsWith(
            QStringLiteral("No vendor card for webshop")));
    }

    void searchCoversEveryCard() {
        PanelFixture f;
        f.panels.selectFlow(0);
        VendorCardsDock* dock = f.docks.find<VendorCardsDock>();
        dock->searchField()->setText(QStringLiteral("messageId"));
        QCOMPARE(itemTexts(dock->cardList()),
                 QStringList{QStringLiteral(
                     "Segment (Twilio) Connections\nchecked 2026-11-01, 28 days ago · STALE")});
        QCOMPARE(dock->cardView()->cardId(), QStringLiteral("segment"));
        dock->searchField()->clear();
        QCOMPARE(dock->cardList()->count(), 2);
    }

    void recheckAndEditsGoToTheOverridesFile() {
        PanelFixture f;
        const QByteArray bundledBefore = hashOfFolder(BundledCards);
        f.panels.selectFlow(0);
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("cardRecheck")),
                          Qt::LeftButton);
        QCOMPARE(view->ageLabel()->text(),
                 QStringLiteral("checked 2026-11-29, today (re-checked by you)"));

        QListWidgetItem* fact = view->factsList()->item(1);
        fact->setText(QStringLiteral("Manual resend: Dashboard up to 20 days."));
        QTableWidgetItem* length = view->windowsTable()->item(1, 1);
        length->setText(QStringLiteral("20 d"));

        QVERIFY(f.prompts.errors.isEmpty());
        const QByteArray overrides = Test::readFile(f.store.overridesPath());
        QVERIFY(overrides.contains("stripe-webhooks:"));
        QVERIFY(overrides.contains("checked: 2026-11-29"));
        QVERIFY(overrides.contains("Dashboard up to 20 days."));
        QVERIFY(overrides.contains("yours: 20 d"));
        QCOMPARE(hashOfFolder(BundledCards), bundledBefore);

        // Shown as the user's, with the bundled words at hand.
        fact = view->factsList()->item(1);
        QVERIFY(fact->font().italic());
        QVERIFY(fact->toolTip().contains(QStringLiteral("Dashboard up to 15 days")));
        QVERIFY(view->windowsTable()->item(1, 2)->text().endsWith(QStringLiteral("(your edit)")));

        // A new store reads the edits back; reverting drops them.
        VendorCardStore again(BundledCards, f.store.overridesPath());
        QCOMPARE(again.cards().find(QStringLiteral("stripe-webhooks"))->windows[1].duration,
                 Duration::fromDays(20));
        QTest::mouseClick(view->findChild<QPushButton*>(QStringLiteral("cardRevert")),
                          Qt::LeftButton);
        QCOMPARE(f.store.cards().find(QStringLiteral("stripe-webhooks"))->windows[1].duration,
                 Duration::fromDays(15));
        QVERIFY(!Test::readFile(f.store.overridesPath()).contains("stripe-webhooks"));
    }

    void aBadLengthIsRefusedWithAReason() {
        PanelFixture f;
        f.panels.selectFlow(0);
        VendorCardView* view = f.docks.find<VendorCardsDock>()->cardView();
        view->windowsTable()->item(0, 1)->setText(QStringLiteral("three days"));
        QCOMPARE(f.prompts.errors.size(), 1);
        QVERIFY(f.prompts.errors.first().contains(QStringLiteral("expected")));
        QCOMPARE(view->windowsTable()->item(0, 1)->text(), QStringLiteral("3 d"));
        QVERIFY(!QFile::exists(f.store.overridesPath()));
    }

    void anUnreadableOverridesFileIsNeverOverwritten() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vendor-overrides.yaml"));
        Test::writeFile(path, "stripe-webhooks: [\n");
        VendorCardStore store(BundledCards, path);
        QCOMPARE(store.problems().size(), 1);
        QVERIFY(!store.canEdit());
        QVERIFY(store.markChecked(QStringLiteral("stripe-webhooks")));
        QCOMPARE(Test::readFile(path), QByteArray("stripe-webhooks: [\n"));
    }

    void advisoriesForTheSelectedFlow() {
        PanelFixture f;
        f.panels.selectFlow(0);
        const QStringList advice = itemTexts(f.docks.find<VendorCardsDock>()->advisoryList());
        QVERIFY(std::any_of(advice.begin(), advice.end(), [](const QString& a) {
            return a.startsWith(QStringLiteral("VA01 WARN")) &&
                   a.contains(QStringLiteral("Stripe Webhooks, checked 2026-11-06"));
        }));
        QVERIFY(std::any_of(advice.begin(), advice.end(), [](const QString& a) {
            return a.startsWith(QStringLiteral("VA04 WARN"));
        }));

        // Clicking an advice shows its card.
        QListWidget* list = f.docks.find<VendorCardsDock>()->advisoryList();
        QListWidgetItem* va04 =
            list->findItems(QStringLiteral("VA04"), Qt::MatchStartsWith).first();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(va04).center());
        QCOMPARE(f.docks.find<VendorCardsDock>()->cardView()->cardId(),
                 QStringLiteral("stripe-idempotency"));
    }

    void ackBudgetOffersTheCardsTimeoutAsAnUndoableEdit() {
        PanelFixture f;
        f.panels.selectFlow(1); // HubSpot, sender timeout blank
        AckBudgetDock* dock = f.docks.find<AckBudgetDock>();
        QVERIFY(dock->figures()->text().contains(QStringLiteral("Sender timeout: <b>blank</b>")));
        QPushButton* use = fix(dock->fixes(), QStringLiteral("useTimeout_hubspot-app-webhooks"));
        QVERIFY(use);
        // The number, then its card and date: no "'s" is built onto the card's title.
        QCOMPARE(
            use->text(),
            QStringLiteral("Use 5 s from HubSpot App webhook subscriptions (checked 2026-11-01)"));
        // Nothing changes before the preview's Apply.
        QVERIFY(Test::applyThroughPreview(use));
        QCOMPARE(f.editor.document.flow(1).text(Field::SenderTimeoutSeconds), QStringLiteral("5"));
        QVERIFY(dock->figures()->text().contains(QStringLiteral("Budget (half): <b>2.5 s</b>")));
        QVERIFY(dock->figures()->text().contains(QStringLiteral("over by 0.5 s")));
        QVERIFY(!fix(dock->fixes(), QStringLiteral("useTimeout_hubspot-app-webhooks")));
        f.editor.stack.undo();
        QVERIFY(f.editor.document.flow(1).text(Field::SenderTimeoutSeconds).isEmpty());
    }

    void retryProductTurnsOffOneLayer() {
        PanelFixture f;
        f.panels.selectFlow(0);
        RetryProductDock* dock = f.docks.find<RetryProductDock>();
        QVERIFY(dock->product()->text().startsWith(QStringLiteral("sdk:3 × worker:5 = 15: ABOVE")));
        QCOMPARE(dock->layers()->rowCount(), 2);
        QCOMPARE(dock->layers()->item(0, 2)->text(), QStringLiteral("5"));
        QVERIFY(dock->backoff()->text().contains(QStringLiteral("<b>31 s</b>")));
        QPushButton* turnOff = fix(dock->fixes(), QStringLiteral("turnOff_sdk"));
        QVERIFY(turnOff);
        QVERIFY(Test::applyThroughPreview(turnOff));
        QCOMPARE(f.editor.document.flow(0).text(Field::RetryLayers),
                 QStringLiteral("sdk:1;worker:5"));
        QVERIFY(dock->product()->text().contains(QStringLiteral("= 5, within")));
        QCOMPARE(f.editor.stack.count(), 1);
        f.editor.stack.undo();
        QCOMPARE(f.editor.document.flow(0).text(Field::RetryLayers),
                 QStringLiteral("sdk:3;worker:5"));
    }

    void replayWindowAppliesTheSuggestion() {
        PanelFixture f;
        f.panels.selectFlow(0);
        ReplayWindowDock* dock = f.docks.find<ReplayWindowDock>();
        QVERIFY2(dock->summary()->text().contains(
                     QStringLiteral("Longest window: Manual resend window of Stripe Webhooks, "
                                    "<b>30 d</b> · checked 2026-11-06")),
                 qPrintable(dock->summary()->text()));
        QVERIFY2(dock->summary()->text().contains(QStringLiteral(
                     "Ledger retention: <b>10 days</b><br>Max replay window: <b>7 days</b>")),
                 qPrintable(dock->summary()->text()));
        QCOMPARE(dock->reasons()->item(0, 1)->text(), QStringLiteral("30 d"));
        QCOMPARE(dock->reasons()->item(0, 2)->text(),
                 QStringLiteral("Stripe Webhooks · checked 2026-11-06"));
        // Each window, then its own card's date and mark: never spliced into the sentence.
        QVERIFY2(dock->outlived()->text().contains(
                     QStringLiteral("Idempotency key lifetime of Stripe v1 idempotency: <b>1 d</b> "
                                    "· no checked date · UNDATED. ")),
                 qPrintable(dock->outlived()->text()));
        QVERIFY(Test::applyThroughPreview(fix(dock->fixes(), QStringLiteral("applyReplayWindow"))));
        QCOMPARE(f.editor.document.flow(0).text(Field::MaxReplayWindowDays), QStringLiteral("30"));
        // The ledger (10 days) is now below the window: IP03 fails, and the fix is offered.
        QPushButton* ledger = fix(dock->fixes(), QStringLiteral("applyLedgerRetention"));
        QVERIFY(ledger);
        QVERIFY(Test::applyThroughPreview(ledger));
        QCOMPARE(f.editor.document.flow(0).text(Field::LedgerRetentionDays), QStringLiteral("30"));
        QVERIFY(!fix(dock->fixes(), QStringLiteral("applyReplayWindow")));
        f.editor.stack.undo();
        f.editor.stack.undo();
        QCOMPARE(f.editor.document.flow(0).text(Field::MaxReplayWindowDays), QStringLiteral("7"));
        QCOMPARE(f.editor.document.flow(0).text(Field::LedgerRetentionDays), QStringLiteral("10"));
        // One day is said in the singular, a part of a day in the plural.
        QVERIFY(f.editor.model.setData(f.editor.cell(0, Field::LedgerRetentionDays),
                                       QStringLiteral("1")));
        QVERIFY2(dock->summary()->text().contains(QStringLiteral("Ledger retention: <b>1 day</b>")),
                 qPrintable(dock->summary()->text()));
        QVERIFY(f.editor.model.setData(f.editor.cell(0, Field::LedgerRetentionDays),
                                       QStringLiteral("1.5")));
        QVERIFY2(
            dock->summary()->text().contains(QStringLiteral("Ledger retention: <b>1.5 days</b>")),
            qPrintable(dock->summary()->text()));
    }

    // The Ledger panel: the selected flow's SQL in the chosen dialect, following edits; a
    // refusal with a link to the finding; Copy and Save… of the file shown.
    void ledgerFollowsEditsAndExplainsRefusals() {
        PanelFixture f;
        f.panels.selectFlow(0);
        LedgerDock* dock = f.docks.find<LedgerDock>();
        QVERIFY2(dock->files()->isVisibleTo(dock), qPrintable(dock->summary()->text()));
        QCOMPARE(dock->files()->tabToolTip(0), QStringLiteral("billing.schema.sql"));
        QCOMPARE(dock->files()->tabToolTip(1), QStringLiteral("billing.queries.sql"));
        QVERIFY(dock->schemaView()->toPlainText().contains(
            QStringLiteral("CREATE TABLE IF NOT EXISTS action_ledger (\n    flow_id text COLLATE "
                           "\"C\" NOT NULL")));
        QVERIFY(
            dock->schemaView()->toPlainText().contains(QStringLiteral("SELECT cron.schedule(")));
        QVERIFY(dock->queriesView()->toPlainText().contains(
            QStringLiteral("now() + interval '10 days'")));
        QVERIFY(
            dock->summary()->text().contains(QStringLiteral("<code>billing:{invoice.id}</code>")));

        dock->dialect()->setCurrentIndex(dock->dialect()->findData(int(LedgerDialect::Sqlite)));
        QCOMPARE(dock->schedule()->count(), 1); // SQLite's purge is the application's
        QVERIFY(dock->queriesView()->toPlainText().contains(
            QStringLiteral("datetime('now', '+10 days')")));
        QVERIFY(f.editor.model.setData(f.editor.cell(0, Field::LedgerRetentionDays),
                                       QStringLiteral("40")));
        QVERIFY(dock->queriesView()->toPlainText().contains(
            QStringLiteral("datetime('now', '+40 days')")));

        dock->copyButton()->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), dock->schemaView()->toPlainText());
        const QString saved = f.dir.filePath(QStringLiteral("billing.schema.sql"));
        f.prompts.pathAnswers = {saved};
        dock->saveButton()->click();
        QCOMPARE(QString::fromUtf8(Test::readFile(saved)), dock->schemaView()->toPlainText());

        // Below the replay window: refused in words, the rule a link to its cell.
        QVERIFY(f.editor.model.setData(f.editor.cell(0, Field::LedgerRetentionDays),
                                       QStringLiteral("5")));
        QVERIFY(!dock->files()->isVisibleTo(dock));
        QVERIFY(!dock->saveButton()->isEnabled());
        const QString refusal = dock->summary()->text();
        QVERIFY2(
            refusal.contains(QStringLiteral("No ledger for this flow yet")) &&
                refusal.contains(QStringLiteral("IP03 (The ledger outlives every replay): the "
                                                "retention, 5 days (ledger_retention_days), is "
                                                "below max_replay_window_days, 7 days")),
            qPrintable(refusal));
        QSignalSpy shown(dock, &LedgerDock::findingActivated);
        emit dock->summary()->linkActivated(QStringLiteral("rule:IP03"));
        QCOMPARE(shown.size(), 1);
        QCOMPARE(shown.first().at(0).toInt(), 0);
        QCOMPARE(shown.first().at(1).value<std::optional<Field>>(),
                 std::optional<Field>(Field::LedgerRetentionDays));
        f.editor.stack.undo();
        QVERIFY(dock->files()->isVisibleTo(dock));
    }

    void windowsChartExportsAPng() {
        PanelFixture f;
        f.panels.selectFlow(0);
        VendorWindowsDialog* dialog = f.panels.windowsDialog();
        // A heading per vendor with windows, then a row per window.
        int windows = 0;
        QSet<QString> vendors;
        for (const VendorCard& card : f.store.cards().cards()) {
            windows += int(card.windows.size());
            if (!card.windows.isEmpty())
                vendors.insert(card.vendor);
        }
        QCOMPARE(dialog->chart()->rowCount(), windows + int(vendors.size()));
        QVERIFY(windows > 25);
        dialog->onlySelectedFlow()->setChecked(true);
        QCOMPARE(dialog->chart()->rowCount(),
                 1 + 4 + 1); // Stripe heading, webhooks' 4, idempotency's 1
        dialog->setPresentation(true);
        QVERIFY(dialog->isPresentation());
        dialog->setPresentation(false);

        const QString path = f.dir.filePath(QStringLiteral("windows.png"));
        QCOMPARE(dialog->exportPng(path), QString());
        QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(image.height() >= dialog->chart()->sizeHint().height());
        QVERIFY(!dialog->exportPng(f.dir.filePath(QStringLiteral("missing/folder/windows.png")))
                     .isEmpty());
    }

    void axisIsLogarithmic() {
        QCOMPARE(VendorWindowsChart::axisPosition(Duration::fromSeconds(5)), 0.0);
        QCOMPARE(VendorWindowsChart::axisPosition(Duration::fromDays(60)), 1.0);
        const double hour = VendorWindowsChart::axisPosition(Duration::fromSeconds(3600));
        const double day = VendorWindowsChart::axisPosition(Duration::fromDays(1));
        QVERIFY(hour > 0.3 && hour < 0.45); // ln 60 / ln 86400
        QVERIFY(day > hour && day < 0.75);
    }

    // Copy to Team's Folder on a bundled card: its file, byte for byte, in vendor-cards/
    // beside the inventory, which names the folder as one undo step; the card is then the
    // team's. Saved, the inventory gains that one line and nothing else changes.
    void copyToTeamsFolderMakesTheTeamsCard() {
        QTemporaryDir dir;
        QDir().mkpath(dir.filePath(QStringLiteral(".git")));
        const QString path = dir.filePath(QStringLiteral("flows.yaml"));
        const QByteArray before = "# our flows\n" + panelYaml();
        Test::writeFile(path, before);
        Test::ScriptedPrompts prompts;
        MainWindow window{&prompts};
        QVERIFY(window.files()->openPath(path));
        VendorCardView* view = window.dock<VendorCardsDock>()->cardView();
        view->showCard(QStringLiteral("stripe-webhooks"));
        QVERIFY(!view->copyToTeamButton()->isHidden());
        QVERIFY(!view->proposalsPanel()->acceptButton()->isEnabled());
        QTest::mouseClick(view->copyToTeamButton(), Qt::LeftButton);
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'|')));
        const QString card = dir.filePath(QStringLiteral("vendor-cards/stripe-webhooks.yaml"));
        QCOMPARE(Test::readFile(card),
                 Test::readFile(QStringLiteral(FLOWAUDIT_SOURCE_DIR
                                               "/resources/vendors/stripe-webhooks.yaml")));
        QVERIFY(window.vendorPanels()->store()->isTeamCard(QStringLiteral("stripe-webhooks")));
        QVERIFY(view->copyToTeamButton()->isHidden());
        QCOMPARE(window.undoStack()->undoText(),
                 QStringLiteral("Name the team's folder of vendor cards"));
        QVERIFY(prompts.information.join(u'|').contains(QStringLiteral("save it to keep that")));
        QVERIFY(window.files()->save());
        QCOMPARE(Test::readFile(path), before + "vendor_cards: vendor-cards/\n");
        // A second copy never writes over the team's card.
        view->showCard(QStringLiteral("stripe-webhooks"));
        QVERIFY(view->copyToTeamButton()->isHidden());
    }

    // A check recorded in a team's card file is a step of that file, a document of its own
    // beside the inventory: each has its own undo stack in the window's group, whose Undo
    // follows what the user edits, and its own modified state.
    void aCardFileIsADocumentOfItsOwn() {
        CardWindowFixture f;
        QUndoGroup* group = f.window.documentUndo()->group();
        QAction* undoAction = f.window.findChild<QAction*>(QStringLiteral("actionUndo"));
        QVERIFY(undoAction);
        f.markChecked();
        CardFileDocument* card = f.cardDocument();
        QVERIFY(card);
        QVERIFY(card->isModified());
        QCOMPARE(Test::readFile(f.cardFile), TeamCard); // written when it is saved
        QVERIFY(!f.window.files()->isModified());
        QVERIFY(!f.window.isWindowModified());
        QCOMPARE(f.window.windowTitle(),
                 QStringLiteral("flows.yaml[*], stripe-webhooks.yaml* — FlowAudit"));
        QCOMPARE(group->activeStack(), card->undoStack());
        QVERIFY(undoAction->text().contains(QStringLiteral("as checked")));
        undoAction->trigger(); // Edit → Undo: the card file's step
        QVERIFY(!card->isModified());
        QCOMPARE(card->bytes(), TeamCard);
        QCOMPARE(f.window.windowTitle(), QStringLiteral("flows.yaml[*] — FlowAudit"));
        group->redo();
        QVERIFY(card->isModified());

        // An edit of the inventory makes its stack the active one; the card's step stays.
        f.editName();
        QVERIFY(f.window.files()->isModified());
        QCOMPARE(group->activeStack(), f.window.undoStack());
        undoAction->trigger();
        QVERIFY(!f.window.files()->isModified());
        QVERIFY(card->isModified());
        QVERIFY(card->bytes() != TeamCard);
        // The focus in the card panel makes the card file's stack active again, anywhere
        // else the inventory's.
        f.window.show();
        QVERIFY(QTest::qWaitForWindowActive(&f.window));
        f.window.dock<VendorCardsDock>()->raise();
        f.view()->factsList()->setFocus();
        QTRY_COMPARE(group->activeStack(), card->undoStack());
        f.window.table()->setFocus();
        QTRY_COMPARE(group->activeStack(), f.window.undoStack());
        QVERIFY(!f.window.files()->isModified());
    }

    // Saving one document never writes the other: File → Save writes the inventory alone,
    // the card file's save that file alone; Save All both.
    void savingOneDocumentLeavesTheOther() {
        CardWindowFixture f;
        f.markChecked();
        f.editName();
        const QByteArray inventoryBefore = Test::readFile(f.path);
        QVERIFY(f.window.files()->save());
        QVERIFY(Test::readFile(f.path) != inventoryBefore);
        QCOMPARE(Test::readFile(f.cardFile), TeamCard);
        CardFileDocument* card = f.cardDocument();
        QVERIFY(card->isModified());
        QVERIFY(!f.window.files()->isModified());

        const QByteArray inventorySaved = Test::readFile(f.path);
        f.editName(QStringLiteral("again"));
        QVERIFY(f.window.vendorPanels()->cardFiles()->save(card));
        QCOMPARE(Test::readFile(f.cardFile), card->bytes());
        QVERIFY(card->bytes() != TeamCard);
        QCOMPARE(Test::readFile(f.path), inventorySaved);
        QVERIFY(!card->isModified());
        QVERIFY(f.window.files()->isModified());

        card->undoStack()->undo();
        QAction* saveAll = f.window.findChild<QAction*>(QStringLiteral("actionSaveAll"));
        QVERIFY(saveAll);
        saveAll->trigger();
        QCOMPARE(Test::readFile(f.cardFile), TeamCard);
        QVERIFY(Test::readFile(f.path) != inventorySaved);
        QVERIFY(!card->isModified());
        QVERIFY(!f.window.files()->isModified());
        QVERIFY(f.prompts.asked.isEmpty());
    }

    // Closing asks once about every unsaved document, naming each; the answer is for all.
    void closingAsksAboutBothDocuments_data() {
        QTest::addColumn<bool>("inventoryEdited");
        QTest::addColumn<int>("answer");
        QTest::addColumn<QString>("asked");
        const QString both = QStringLiteral("unsaved:flows.yaml and stripe-webhooks.yaml");
        const QString card = QStringLiteral("unsaved:stripe-webhooks.yaml");
        QTest::newRow("both, cancel") << true << int(UserPrompts::UnsavedChoice::Cancel) << both;
        QTest::newRow("both, save") << true << int(UserPrompts::UnsavedChoice::Save) << both;
        QTest::newRow("both, discard") << true << int(UserPrompts::UnsavedChoice::Discard) << both;
        QTest::newRow("card file, save") << false << int(UserPrompts::UnsavedChoice::Save) << card;
    }
    void closingAsksAboutBothDocuments() {
        QFETCH(bool, inventoryEdited);
        QFETCH(int, answer);
        QFETCH(QString, asked);
        CardWindowFixture f;
        f.markChecked();
        if (inventoryEdited) {
            f.editName();
            QCOMPARE(f.window.windowTitle(),
                     QStringLiteral("flows.yaml[*], stripe-webhooks.yaml* — FlowAudit"));
            QVERIFY(f.window.isWindowModified());
        }
        const QByteArray inventoryBefore = Test::readFile(f.path);
        const QByteArray stamped = f.cardDocument()->bytes();
        f.prompts.unsavedAnswers = {UserPrompts::UnsavedChoice(answer)};
        const bool closed = f.window.close();
        QCOMPARE(f.prompts.asked, QStringList{asked});
        switch (UserPrompts::UnsavedChoice(answer)) {
        case UserPrompts::UnsavedChoice::Cancel:
            QVERIFY(!closed);
            QVERIFY(f.cardDocument()->isModified());
            QCOMPARE(Test::readFile(f.cardFile), TeamCard);
            QCOMPARE(Test::readFile(f.path), inventoryBefore);
            break;
        case UserPrompts::UnsavedChoice::Save:
            QVERIFY(closed);
            QCOMPARE(Test::readFile(f.cardFile), stamped);
            QCOMPARE(Test::readFile(f.path) != inventoryBefore, inventoryEdited);
            break;
        case UserPrompts::UnsavedChoice::Discard:
            QVERIFY(closed);
            QCOMPARE(Test::readFile(f.cardFile), TeamCard);
            QCOMPARE(Test::readFile(f.path), inventoryBefore);
            QVERIFY(f.window.vendorPanels()->cardFiles()->modified().isEmpty());
            break;
        }
    }

    // Another program changes the card file: a document without edits reads it again, one
    // with edits asks, as the inventory does.
    void aCardFileChangedOnDiskIsReadOrOffered() {
        CardWindowFixture f;
        f.markChecked();
        CardFileDocument* card = f.cardDocument();
        QSignalSpy settled(f.window.vendorPanels()->cardFiles()->watch(), &FileWatch::settled);
        QByteArray pulled = TeamCard;
        pulled.replace("Someone", "Someone else");
        f.prompts.diskAnswers = {UserPrompts::DiskChoice::KeepMine};
        Test::writeFile(f.cardFile, pulled);
        QTRY_COMPARE_WITH_TIMEOUT(f.prompts.asked,
                                  QStringList{QStringLiteral("disk:stripe-webhooks.yaml")}, 10000);
        QVERIFY(card->isModified());
        QVERIFY(card->bytes() != pulled);
        // Kept: the save writes over that version without asking again.
        QVERIFY(f.window.vendorPanels()->cardFiles()->save(card));
        QCOMPARE(f.prompts.asked.size(), 1);
        QCOMPARE(Test::readFile(f.cardFile), card->bytes());
        // Its own save is no change; once the watch settled, nothing was asked.
        settled.clear();
        QVERIFY(settled.wait(10000));
        QCOMPARE(f.prompts.asked.size(), 1);

        // Without edits: read again, its steps dropped, nothing asked.
        Test::writeFile(f.cardFile, pulled);
        QTRY_COMPARE_WITH_TIMEOUT(card->bytes(), pulled, 10000);
        QVERIFY(!card->isModified());
        QCOMPARE(card->undoStack()->count(), 0);
        QCOMPARE(f.prompts.asked.size(), 1);
    }

    // The main window wires the panels to the table's current flow.
    void mainWindowFollowsTheTable() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("flows.yaml"));
        Test::writeFile(path, panelYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        window.table()->setCurrentIndex(window.proxy()->index(1, 1));
        QCOMPARE(window.vendorPanels()->selected()->index(), 1);
        QVERIFY(itemTexts(window.dock<VendorCardsDock>()->cardList())
                    .first()
                    .contains(QStringLiteral("HubSpot")));
    }
};

QTEST_MAIN(TestVendorPanels)
#include "tst_vendorpanels.moc"
