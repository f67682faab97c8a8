// The first start with fresh settings on a 1600×1000 screen (the offscreen platform is
// given one in tests/CMakeLists.txt): the window fits the screen, the findings show a
// useful number of rows, the flow's review checklist most of its rows, and the help
// window stays on the screen.
#include "guitestsupport.h"
#include "ui/docks/flowformdock.h"
#include "ui/files/documentfiles.h"
#include "ui/help/helpactions.h"
#include "ui/help/helpwindow.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QScreen>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using namespace FlowAudit;

namespace {

// Rows shown whole in the view's viewport.
int wholeRows(const QTableView* view) {
    int rows = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->viewport()->rect().contains(view->visualRect(view->model()->index(row, 0))))
            ++rows;
    }
    return rows;
}

} // namespace

class TestDefaultLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        Test::isolateSettings();
        QCOMPARE(QGuiApplication::primaryScreen()->availableGeometry().size(), QSize(1600, 1000));
    }

    void firstStartShowsFindingsAndTheChecklist() {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.files()->openExample();
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(screen.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
        QVERIFY(window.width() >= 1400 && window.height() >= 900); // the screen is used

        QTest::qWait(50);
        Test::keepScreenshot(&window, QStringLiteral("default-layout.png"));
        auto* findings = window.findChild<QTableView*>(QStringLiteral("findingsView"));
        QVERIFY(findings->model()->rowCount() >= 8);
        QTRY_VERIFY2(wholeRows(findings) >= 6, qPrintable(QString::number(wholeRows(findings))));
        QTableView* checklist = window.flowFormDock()->checklistView();
        QCOMPARE(checklist->model()->rowCount(), 18);
        QTRY_VERIFY2(wholeRows(checklist) >= 12, qPrintable(QString::number(wholeRows(checklist))));
    }

    // Zoomed for the room, the help's text grows with the window's, and the help window
    // is sized to the screen's free area rather than to its text.
    void helpWindowStaysOnTheScreen_data() {
        QTest::addColumn<int>("zoomSteps");
        QTest::newRow("100%") << 0;
        QTest::newRow("150%") << 5;
    }

    void helpWindowStaysOnTheScreen() {
        QFETCH(int, zoomSteps);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (int step = 0; step < zoomSteps; ++step)
            window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        window.helpActions()->contents->trigger();
        HelpWindow* help = window.helpActions()->helpWindow();
        QVERIFY(help);
        QVERIFY(QTest::qWaitForWindowExposed(help));
        const QRect screen = help->screen()->availableGeometry();
        QVERIFY2(screen.contains(help->frameGeometry()),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(help->frameGeometry().x())
                                .arg(help->frameGeometry().y())
                                .arg(help->frameGeometry().width())
                                .arg(help->frameGeometry().height())));
        QVERIFY(help->height() >= help->fontMetrics().height() * 24); // a useful page, not a strip
        QCOMPARE(help->browser()->font().pointSizeF(), window.font().pointSizeF());
        Test::keepScreenshot(help, QStringLiteral("help-%1.png").arg(zoomSteps));
        window.findChild<QAction*>(QStringLiteral("actionZoomReset"))->trigger();
    }
};

QTEST_MAIN(TestDefaultLayout)
#include "tst_defaultlayout.moc"
