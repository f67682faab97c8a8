// The findings dock's severity list keeps its counts in view when they grow after the
// dock was first shown, as they do while a large file is read in the background; its tab
// says how many findings a search shows; the status bar counts as the command line does.
#include "core/document/inventorydocument.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/docks/findingsdock.h"

#include "ui/commands/inventoryeditor.h"
#include "ui/mainwindow.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
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
