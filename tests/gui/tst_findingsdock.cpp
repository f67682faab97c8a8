// The findings dock's severity list keeps its counts in view when they grow after the
// dock was first shown, as they do while a large file is read in the background; its tab
// says how many findings a search shows; the status bar counts as the command line does.
#include "core/document/inventorydocument.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/docks/findingsdock.h"

#include "ui/commands/inventoryeditor.h"
#include "ui/language/languages.h"
#include "ui/mainwindow.h"
#include "ui/models/findingsmodel.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QTableView>
#include <QTest>

using namespace FlowAudit;

class TestFindingsDock : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void severityCountsStayWhole() {
        InventoryDocument document;
        FindingsDock dock(&document);
        dock.resize(900, 300);
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        QByteArray yaml = "flows:\n";
        for (int i = 0; i < 12000; ++i)
            yaml += "  - {flow_id: f" + QByteArray::number(i) +
                    ", method: zapier}\n"; // SC02: a FAIL each
        document.reset(Test::inventoryFromYaml(yaml));
        auto* severity = dock.findChild<QComboBox*>(QStringLiteral("findingsSeverity"));
        QVERIFY(severity);
        QVERIFY2(
            severity->currentText().contains(QRegularExpression(QStringLiteral("\\(\\d{5,}\\)"))),
            qPrintable(severity->currentText()));
        QTRY_VERIFY2(severity->width() >=
                         severity->fontMetrics().horizontalAdvance(severity->currentText()),
                     qPrintable(QStringLiteral("%1 px for \"%2\"")
                                    .arg(severity->width())
                                    .arg(severity->currentText())));
    }

    // With no flow, no rule has passed anything: the summary says there are no flows, not
    // that every rule passes (a new file, or the window behind a file still loading).
    void noFlowsIsNotEveryRulePassing() {
        InventoryDocument document;
        FindingsDock dock(&document);
        auto* summary = dock.findChild<QLabel*>(QStringLiteral("findingsSummary"));
        QVERIFY(summary);
        QVERIFY2(summary->text().startsWith(QStringLiteral("No flows yet")),
                 qPrintable(summary->text()));
        document.reset(Test::inventoryFromYaml("flows:\n  - {flow_id: a, method: zapier}\n"));
        QVERIFY2(!summary->text().startsWith(QStringLiteral("No flows yet")),
                 qPrintable(summary->text()));
        document.reset(Test::inventoryFromYaml("flows: []\n"));
        QVERIFY2(summary->text().startsWith(QStringLiteral("No flows yet")),
                 qPrintable(summary->text()));
    }

    void theTabSaysHowManyASearchShows() {
        Test::ExampleWindow example;
        FindingsDock* dock = example.window.findingsDock();
        QCOMPARE(dock->windowTitle(), QStringLiteral("Findings (20)"));
        // The example has four RT01 findings: two FAIL, two WARN.
        dock->findChild<QLineEdit*>(QStringLiteral("findingsText"))
            ->setText(QStringLiteral("RT01"));
        QTRY_COMPARE(dock->windowTitle(), QStringLiteral("Findings (4 of 20)"));
        dock->findChild<QLineEdit*>(QStringLiteral("findingsText"))->clear();
        QTRY_COMPARE(dock->windowTitle(), QStringLiteral("Findings (20)"));
    }

    // The severity column holds its words whole, "FAIL accepted" and "FAIL akzeptiert" too,
    // as the view's own delegate measures them.
    void theSeverityColumnHoldsItsWords_data() {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QStringLiteral("en");
        QTest::newRow("German") << QStringLiteral("de");
    }
    void theSeverityColumnHoldsItsWords() {
        QFETCH(QString, language);
        Languages::setChosen(language);
        Languages::install(QCoreApplication::instance());
        int needed = 0, given = 0;
        {
            Test::ExampleWindow example;
            example.window.resize(1600, 1000);
            example.window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&example.window));
            Waiver accepted;
            accepted.flowId = QStringLiteral("stripe_payouts_to_netsuite");
            accepted.rule = QStringLiteral("RT01");
            accepted.justification = QStringLiteral("capped");
            accepted.owner = QStringLiteral("Jo");
            accepted.expires = QDate::currentDate().addDays(30).toString(Qt::ISODate);
            example.window.editor()->addWaiver(accepted);
            QCoreApplication::processEvents();
            QTableView* view = example.window.findingsDock()->view();
            needed = static_cast<QAbstractItemView*>(view)->sizeHintForColumn(
                FindingsModel::SeverityColumn);
            given = view->columnWidth(FindingsModel::SeverityColumn);
        }
        // Back to English, as the tests after this one expect it.
        Languages::setChosen(QStringLiteral("en"));
        Languages::install(QCoreApplication::instance());
        QVERIFY2(needed > 0 && given >= needed,
                 qPrintable(QStringLiteral("%1 px given, %2 needed").arg(given).arg(needed)));
    }

    // An expired waiver is a WARN of its own (WV01), as `flowaudit-cli lint` counts it.
    void theStatusBarCountsTheWaiversFindings() {
        Test::ExampleWindow example;
        auto* counts = example.window.findChild<QLabel*>(QStringLiteral("statusCounts"));
        QCOMPARE(counts->text(), QStringLiteral("15 flows · 9 FAIL · 11 WARN · 0 INFO"));
        Waiver expired;
        expired.flowId = QStringLiteral("billing_to_crm");
        expired.rule = QStringLiteral("RT01");
        expired.justification = QStringLiteral("old");
        expired.owner = QStringLiteral("Jo");
        expired.expires = QStringLiteral("2020-01-31");
        expired.created = QStringLiteral("2020-01-01");
        example.window.editor()->addWaiver(expired);
        QCOMPARE(counts->text(), QStringLiteral("15 flows · 9 FAIL · 12 WARN · 0 INFO"));
    }
};

QTEST_MAIN(TestFindingsDock)
#include "tst_findingsdock.moc"
