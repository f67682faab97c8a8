// The user guide's walk through confirming a vendor number, as a user takes it in the window:
// the team's card shown in the Vendor Cards panel, Propose Quotes against the vendor's
// docs-like page over HTTPS, Accept Quote for each fact that has one, Save Card File, Verify
// Now. Each step's state is asserted; with FLOWAUDIT_SCREENSHOT_DIR set, the pictures the
// guide and the help show are kept (resources/screenshots/evidence-*.png).
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/help/helpactions.h"
#include "ui/help/helpwindow.h"
#include "ui/help/userguide.h"
#include "ui/mainwindow.h"
#include "ui/maths/vendorpanels.h"
#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/evidencetable.h"
#include "ui/vendors/proposalspanel.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardview.h"

#include <QDate>
#include <QDir>
#include <QLabel>
#include <QListWidget>
#include <QProcess>
#include <QPushButton>
#include <QSslConfiguration>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

class TestEvidenceWalkthrough : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void confirmAVendorNumberStepByStep() {
        QTemporaryDir dir;
        QProcess server;
        server.start(QStringLiteral("python3"),
                     {QStringLiteral(FLOWAUDIT_PAGESERVER), dir.path(), QStringLiteral("1")});
        while (!server.canReadLine() && server.waitForReadyRead(30'000)) {
        }
        QVERIFY2(server.canReadLine(), "the page server did not start");
        const QByteArray host = server.readLine().trimmed().replace(' ', ':');
        QSslConfiguration ssl = QSslConfiguration::defaultConfiguration();
        ssl.addCaCertificates(dir.filePath(QStringLiteral("cert.pem")));
        QSslConfiguration::setDefaultConfiguration(ssl);

        // The team's repository: an inventory whose flow reads from Example, and the team's
        // card of Example's webhooks, none of its facts quoted yet.
        QDir().mkpath(dir.filePath(QStringLiteral("repo/.git")));
        QDir().mkpath(dir.filePath(QStringLiteral("repo/cards")));
        const QString cardFile = dir.filePath(QStringLiteral("repo/cards/example-retries.yaml"));
        QByteArray card = Test::readFile(
            QStringLiteral(FLOWAUDIT_TEST_DATA "/cards/proposals/team/example-retries.yaml"));
        card.replace("https://docs.example.com/retries", "https://" + host + "/docs/retries.html");
        card.replace("https://docs.example.com/app", "https://" + host + "/docs/app.html");
        Test::writeFile(cardFile, card);
        const QString inventory = dir.filePath(QStringLiteral("repo/flows.yaml"));
        Test::writeFile(inventory,
                        "vendor_cards: cards/\nflows:\n  - flow_id: example_to_crm\n    source: "
                        "example\n    destination: salesforce\n    method: custom\n");

        Test::ScriptedPrompts prompts;
        MainWindow window{&prompts};
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.files()->openPath(inventory));
        auto* dock = window.dock<VendorCardsDock>();
        dock->show();
        dock->raise();
        // Widened, as one widens it to read the evidence.
        window.resizeDocks({dock}, {900}, Qt::Horizontal);
        window.resizeDocks({dock}, {900}, Qt::Vertical);
        VendorCardView* view = dock->cardView();
        view->showCard(QStringLiteral("example-retries"));
        view->factTabs()->setCurrentIndex(1); // Evidence
        EvidenceTable* evidence = view->evidenceTable();
        ProposalsPanel* proposals = view->proposalsPanel();
        QCOMPARE(evidence->rowCount(), 6);

        // 1. Propose Quotes: the page is read, and the first fact's sentences offered.
        QTest::mouseClick(view->proposeButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->proposeButton()->isEnabled(), 30'000);
        QCOMPARE(evidence->currentRow(), 0);
        QVERIFY(proposals->list()->count() >= 1);
        QVERIFY(proposals->acceptButton()->isEnabled());
        Test::keepScreenshot(dock, QStringLiteral("evidence-proposals.png"));

        // 2. Accept Quote, fact by fact: the page only its scripts fill has none to offer.
        CardFileDocument* document = nullptr;
        int accepted = 0;
        for (int row = 0; row < evidence->rowCount(); ++row) {
            evidence->setCurrentCell(row, 0);
            if (proposals->list()->count() == 0) {
                QCOMPARE(row, 4);
                continue;
            }
            QTest::mouseClick(proposals->acceptButton(), Qt::LeftButton);
            ++accepted;
        }
        QCOMPARE(accepted, 5);
        document = window.vendorPanels()->cardFiles()->find(cardFile);
        QVERIFY(document && document->isModified());

        // 3. Save Card File: the quotes are in the team's file, undated.
        QTest::mouseClick(view->saveCardFileButton(), Qt::LeftButton);
        QVERIFY(!document->isModified());
        const QByteArray saved = Test::readFile(cardFile);
        QCOMPARE(saved.count("      quote: "), 5);
        QVERIFY(!saved.contains("checked"));

        // 4. Verify Now: each quoted fact found once on its page.
        QTest::mouseClick(view->verifyButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(view->verifyButton()->isEnabled(), 30'000);
        for (int row = 0; row < evidence->rowCount(); ++row) {
            if (row == 4)
                continue;
            QVERIFY2(evidence->item(row, 3)->text().startsWith(QStringLiteral("confirmed")),
                     qPrintable(evidence->item(row, 3)->text()));
        }
        evidence->setCurrentCell(0, 0);
        Test::keepScreenshot(dock, QStringLiteral("evidence-verified.png"));

        // 5. Stamp: the first fact marked as checked today. The card states no date of its
        // own, and says so, with its facts checked one by one beside it.
        FactEvidence checked = evidence->currentFact()->evidence;
        checked.checked = QDate::currentDate();
        checked.checkedBy = QStringLiteral("A. Auditor");
        QVERIFY(view->markFactChecked(*evidence->currentFact(), checked));
        QVERIFY2(view->staleMark()->text().contains(
                     QStringLiteral("1 of its 6 facts are checked one by one, the last on %1")
                         .arg(QDate::currentDate().toString(Qt::ISODate))),
                 qPrintable(view->staleMark()->text()));
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'|')));
        // The help walks through the same steps, with these pictures.
        window.helpActions()->showHelp(UserGuide::evidenceAnchor());
        HelpWindow* help = window.helpActions()->helpWindow();
        QVERIFY(help && help->isVisible());
        QCOMPARE(help->currentAnchor(), UserGuide::evidenceAnchor());
        Test::keepScreenshot(help, QStringLiteral("help-evidence.png"));
        server.closeWriteChannel();
        server.waitForFinished(5'000);
    }
};

QTEST_MAIN(TestEvidenceWalkthrough)
#include "tst_evidencewalkthrough.moc"
