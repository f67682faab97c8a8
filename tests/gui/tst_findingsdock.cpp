// The findings dock's severity list keeps its counts in view when they grow after the
// dock was first shown, as they do while a large file is read in the background.
#include "core/document/inventorydocument.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/docks/findingsdock.h"

#include <QComboBox>
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
};

QTEST_MAIN(TestFindingsDock)
#include "tst_findingsdock.moc"
