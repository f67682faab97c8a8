// The first start with fresh settings on a 1600×1000 screen and on a 1280×720 one (the
// offscreen platform is given one in tests/CMakeLists.txt, a run for each): the window fits
// the screen, the findings and the vendor cards are in front of their tabs, the findings
// show a useful number of rows, the flow's review checklist most of its rows, and the help
// window stays on the screen.
#include "guitestsupport.h"
#include "ui/compare/comparisondock.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/docks/waiversdock.h"
#include "ui/files/documentfiles.h"
#include "ui/flowpanel/fixbuttons.h"
#include "ui/flowpanel/rulemathsdock.h"
#include "ui/help/helpactions.h"
#include "ui/help/helpwindow.h"
#include "ui/mainwindow.h"
#include "ui/map/mapdock.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/retryproductdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/models/inventorymodel.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QTabBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>

using namespace FlowAudit;

namespace {

// The window as a first start shows it, with the example open.
struct FirstStart {
    FirstStart() {
        window.files()->openExample();
        window.show();
    }
    Test::ScriptedPrompts prompts;
    MainWindow window{&prompts};
};

// Why a panel's fix button is not in view without scrolling; empty when every one is.
QString fixOutOfView(const RuleMathsDock* dock) {
    for (const QPushButton* button : dock->fixes()->buttons()) {
        const QScrollArea* scroll = nullptr;
        for (QWidget* up = button->parentWidget(); up && !scroll; up = up->parentWidget())
            scroll = qobject_cast<QScrollArea*>(up);
        if (!scroll)
            return QStringLiteral("no scroll area");
        const QRect at(button->mapTo(scroll->viewport(), QPoint(0, 0)), button->size());
        if (!scroll->viewport()->rect().contains(at))
            return QStringLiteral("%1 at %2..%3 of %4 px")
                .arg(button->text())
                .arg(at.top())
                .arg(at.bottom())
                .arg(scroll->viewport()->height());
    }
    return {};
}

// Rows shown whole in the view's viewport.
int wholeRows(const QTableView* view) {
    int rows = 0;
    for (int row = 0; row < view->model()->rowCount(); ++row) {
        if (view->viewport()->rect().contains(view->visualRect(view->model()->index(row, 0))))
            ++rows;
    }
    return rows;
}

// The title of the tab in front of the group of tabbed docks `dock` is in; empty when it is
// in no group shown.
QString frontTab(const QMainWindow& window, const QDockWidget* dock) {
    for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        for (int tab = 0; tab < bar->count(); ++tab) {
            if (bar->tabText(tab) == dock->windowTitle())
                return bar->tabText(bar->currentIndex());
        }
    }
    return {};
}

// Why a dock is not shown in front of its tabs; empty when it is.
QString notInFront(const QMainWindow& window, const QDockWidget* dock) {
    if (!dock->isVisible() || dock->visibleRegion().isEmpty())
        return dock->windowTitle() + QStringLiteral(" is not visible");
    if (dock->isFloating())
        return dock->windowTitle() + QStringLiteral(" floats");
    const QString front = frontTab(window, dock);
    if (front != dock->windowTitle())
        return QStringLiteral("%1 is behind %2").arg(dock->windowTitle(), front);
    return {};
}

} // namespace

class TestDefaultLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        const QSize screen = QGuiApplication::primaryScreen()->availableGeometry().size();
        QVERIFY2(screen == QSize(1600, 1000) || screen == QSize(1280, 720),
                 qPrintable(QStringLiteral("%1x%2").arg(screen.width()).arg(screen.height())));
        // A folder of settings for each screen: CTest runs the two at once.
        Test::isolateSettings(QStringLiteral("FlowAuditTests-tst_defaultlayout-%1x%2")
                                  .arg(screen.width())
                                  .arg(screen.height()));
        QVERIFY(QSettings().value(QStringLiteral("window/state")).isNull());
    }

    // Each test starts as a first start does: no layout saved.
    void cleanup() { QSettings().remove(QStringLiteral("window")); }

    // What the product is for is in front: the findings (not the empty Waivers tab beside
    // them), the vendor cards (not the flow's form) and the first of the maths panels; the
    // others are a click away, and the docks asked for through View are hidden.
    void firstStartRaisesFindingsAndVendorCards() {
        FirstStart start;
        MainWindow& window = start.window;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QList<QDockWidget*> front{window.findingsDock(), window.dock<VendorCardsDock>(),
                                        window.dock<AckBudgetDock>()};
        const QList<QDockWidget*> behind{window.waiversDock(),
                                         window.flowFormDock(),
                                         window.dock<RetryProductDock>(),
                                         window.dock<RetryStormDock>(),
                                         window.dock<ReplayWindowDock>(),
                                         window.dock<LedgerDock>()};
        for (const QDockWidget* dock : front)
            QTRY_VERIFY2(notInFront(window, dock).isEmpty(), qPrintable(notInFront(window, dock)));
        for (const QDockWidget* dock : behind) {
            QVERIFY2(!frontTab(window, dock).isEmpty(), qPrintable(dock->windowTitle()));
            QVERIFY2(!notInFront(window, dock).isEmpty(), qPrintable(dock->windowTitle()));
        }
        for (const QDockWidget* dock :
             std::initializer_list<const QDockWidget*>{window.comparisonDock(), window.mapDock()})
            QVERIFY2(dock->isHidden(), qPrintable(dock->windowTitle()));
        // The findings' tab reads as such, with its count.
        QCOMPARE(frontTab(window, window.findingsDock()), window.findingsDock()->windowTitle());
        QVERIFY(window.findingsDock()->windowTitle().startsWith(QStringLiteral("Findings (")));
        Test::keepScreenshot(&window, QStringLiteral("first-start-%1x%2.png")
                                          .arg(window.screen()->availableGeometry().width())
                                          .arg(window.screen()->availableGeometry().height()));

        // A layout of the user's own is kept: the next start shows the form they chose.
        window.flowFormDock()->raise();
        QTRY_VERIFY(notInFront(window, window.flowFormDock()).isEmpty());
        QVERIFY(window.close());
        FirstStart again;
        QVERIFY(QTest::qWaitForWindowExposed(&again.window));
        QTRY_VERIFY2(notInFront(again.window, again.window.flowFormDock()).isEmpty(),
                     qPrintable(notInFront(again.window, again.window.flowFormDock())));
    }

    void firstStartShowsFindingsAndTheChecklist() {
        FirstStart start;
        MainWindow& window = start.window;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QRect screen = window.screen()->availableGeometry();
        QVERIFY2(screen.contains(window.frameGeometry()),
                 qPrintable(QStringLiteral("%1x%2").arg(window.width()).arg(window.height())));
        // The screen is used.
        QVERIFY(window.width() >= screen.width() * 0.85 &&
                window.height() >= screen.height() * 0.85);

        QTest::qWait(50);
        Test::keepScreenshot(&window, QStringLiteral("default-layout.png"));
        auto* findings = window.findChild<QTableView*>(QStringLiteral("findingsView"));
        QVERIFY(findings->model()->rowCount() >= 8);
        QTRY_VERIFY2(wholeRows(findings) >= 6, qPrintable(QString::number(wholeRows(findings))));
        // The checklist, a click on the Flow tab away.
        window.flowFormDock()->raise();
        QTest::qWait(20);
        QTableView* checklist = window.flowFormDock()->checklistView();
        QCOMPARE(checklist->model()->rowCount(), 18);
        QTRY_VERIFY2(wholeRows(checklist) >= 12, qPrintable(QString::number(wholeRows(checklist))));
        // Its rule IDs read whole from the start ("WH02", not "WH…").
        for (int row = 0; row < checklist->model()->rowCount(); ++row) {
            const QString rule = checklist->model()->index(row, 0).data().toString();
            QVERIFY2(checklist->columnWidth(0) > checklist->fontMetrics().horizontalAdvance(rule) +
                                                     checklist->fontMetrics().averageCharWidth(),
                     qPrintable(rule));
        }
    }

    // The maths panels' fixes are in view without scrolling in the first start's layout:
    // Retry Product for the flows RT01 flags, Replay Window for one IP03 fails.
    void panelFixesAreInViewAtFirst_data() {
        QTest::addColumn<QString>("id");
        for (const char* id : {"stripe_payouts_to_netsuite", "make_pipedrive_to_klaviyo",
                               "zapier_stripe_customers_to_hubspot"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }
    void panelFixesAreInViewAtFirst() {
        QFETCH(QString, id);
        FirstStart start;
        MainWindow& window = start.window;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int row = Test::flowWithId(*window.document(), id);
        QVERIFY(row >= 0);
        window.table()->setCurrentIndex(
            window.proxy()->mapFromSource(window.model()->index(row, 0)));
        int checked = 0;
        for (RuleMathsDock* dock : std::initializer_list<RuleMathsDock*>{
                 window.dock<RetryProductDock>(), window.dock<ReplayWindowDock>()}) {
            dock->raise();
            // In front and laid out before its buttons' places are read.
            QTRY_VERIFY(!dock->visibleRegion().isEmpty());
            checked += int(dock->fixes()->buttons().size());
            QTRY_VERIFY2(fixOutOfView(dock).isEmpty(),
                         qPrintable(id + QStringLiteral(": ") + fixOutOfView(dock)));
        }
        QVERIFY2(checked >= 1, "the flow has fixes in the panels");
    }

    // The tabs of the maths panels read whole, at 100 % and zoomed for a projector.
    void mathsTabsReadWhole_data() {
        QTest::addColumn<int>("zoomSteps");
        QTest::addColumn<bool>("narrowed");
        QTest::newRow("100%") << 0 << false;
        QTest::newRow("150%") << 5 << false;
        // A layout saved narrower (by an older version, with fewer panels): the window shown
        // again widens the column to its tabs.
        QTest::newRow("100%, a narrow layout restored") << 0 << true;
    }

    void mathsTabsReadWhole() {
        QFETCH(int, zoomSteps);
        QFETCH(bool, narrowed);
        FirstStart start;
        MainWindow& window = start.window;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        if (narrowed) {
            QDockWidget* replayDock = window.dock<ReplayWindowDock>();
            window.resizeDocks({replayDock}, {window.width() / 5}, Qt::Horizontal);
            window.hide();
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
        }
        for (int step = 0; step < zoomSteps; ++step)
            window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        QTest::qWait(50);
        const QString replay = window.dock<ReplayWindowDock>()->windowTitle();
        QTabBar* maths = nullptr;
        for (QTabBar* bar : window.findChildren<QTabBar*>()) {
            for (int tab = 0; tab < bar->count(); ++tab)
                maths = bar->tabText(tab) == replay && bar->isVisible() ? bar : maths;
        }
        QVERIFY(maths);
        for (int tab = 0; tab < maths->count(); ++tab) {
            const QRect rect = maths->tabRect(tab);
            QTRY_VERIFY2(maths->rect().contains(maths->tabRect(tab)),
                         qPrintable(QStringLiteral("%1 at %2..%3 of %4 px")
                                        .arg(maths->tabText(tab))
                                        .arg(rect.left())
                                        .arg(rect.right())
                                        .arg(maths->width())));
        }
        Test::keepScreenshot(&window, QStringLiteral("maths-tabs-%1.png").arg(zoomSteps));
        window.findChild<QAction*>(QStringLiteral("actionZoomReset"))->trigger();
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
