// No edit you cannot see: F6, Shift+F6 and Tab only ever put the focus in a widget on
// screen, in the default layout, with a dock tabbed behind another, floating or closed;
// F6 brings a tabbed dock it enters to the front.
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/actions/paneactions.h"
#include "ui/docks/flowformdock.h"
#include "ui/mainwindow.h"
#include "ui/maths/vendorpanels.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QTabBar>
#include <QTest>

using namespace FlowAudit;

namespace {

// Where the focus is, for a message.
QString describe(const QWidget* widget) {
    QStringList chain;
    for (const QWidget* w = widget; w; w = w->parentWidget())
        chain.prepend(w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                                : w->objectName());
    return chain.join(QLatin1Char('/'));
}

// Whether the user can see the widget: shown, and not in a dock behind another's tab (Qt
// keeps such a dock "visible" and only its tab says it is behind).
bool onScreen(const QMainWindow& window, const QWidget* widget) {
    if (!widget || !widget->isVisible())
        return false;
    for (const QWidget* w = widget; w; w = w->parentWidget()) {
        const auto* dock = qobject_cast<const QDockWidget*>(w);
        if (!dock || dock->isFloating())
            continue;
        for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
            if (!bar->isVisible())
                continue;
            for (int tab = 0; tab < bar->count(); ++tab) {
                if (bar->tabText(tab) == dock->windowTitle() && tab != bar->currentIndex())
                    return false;
            }
        }
    }
    return true;
}

} // namespace

class TestPaneFocus : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void focusStaysOnScreen_data() {
        QTest::addColumn<QString>("layout");
        QTest::newRow("default") << "default";
        QTest::newRow("flow behind vendor cards") << "behind";
        QTest::newRow("flow dock floating") << "floating";
        QTest::newRow("flow dock closed") << "closed";
    }
    void focusStaysOnScreen() {
        QFETCH(QString, layout);
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        QDockWidget* flowDock = window.flowFormDock();
        QDockWidget* cards = window.dock<VendorCardsDock>();
        if (layout == QLatin1StringView("behind")) {
            window.tabifyDockWidget(flowDock, cards);
            cards->raise();
        } else if (layout == QLatin1StringView("floating")) {
            flowDock->setFloating(true);
        } else if (layout == QLatin1StringView("closed")) {
            flowDock->close();
        }
        QCoreApplication::processEvents();
        QAction* next = window.findChild<QAction*>(QStringLiteral("actionNextPane"));
        QAction* previous = window.findChild<QAction*>(QStringLiteral("actionPreviousPane"));
        QVERIFY(next && previous);
        window.table()->setFocus();
        bool reachedFlowForm = false;
        for (int step = 0; step < 24; ++step) {
            (step < 12 ? next : previous)->trigger();
            QCoreApplication::processEvents();
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(onScreen(window, focus),
                     qPrintable(QStringLiteral("F6 step %1: %2 is not on screen")
                                    .arg(step)
                                    .arg(describe(focus))));
            reachedFlowForm |= flowDock->isAncestorOf(focus);
        }
        QCOMPARE(reachedFlowForm, layout != QLatin1StringView("closed"));
        window.table()->setFocus();
        for (int step = 0; step < 60; ++step) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(
                onScreen(window, focus),
                qPrintable(
                    QStringLiteral("Tab %1: %2 is not on screen").arg(step).arg(describe(focus))));
        }
    }
};

QTEST_MAIN(TestPaneFocus)
#include "tst_panefocus.moc"
