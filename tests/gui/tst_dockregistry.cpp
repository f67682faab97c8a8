// The window's docks come from one list (ui/dockregistry.cpp): each registered dock is made
// once under its name, has its View menu entry and its F1 section, starts in its place
// (shown, hidden, in front) and goes back there with View → Reset Window Layout; a saved
// layout keeps what the user chose, except what is never kept from one start to the next.
// The rows are the registry's, so a dock added there is checked here without a word more.
#include "guitestsupport.h"
#include "ui/dockregistry.h"
#include "ui/docks/windowdocks.h"
#include "ui/files/documentfiles.h"
#include "ui/help/helpactions.h"
#include "ui/help/userguide.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QDockWidget>
#include <QMenu>
#include <QMenuBar>
#include <QSettings>
#include <QTabBar>
#include <QTest>

using namespace FlowAudit;

Q_DECLARE_METATYPE(DockDescription)

namespace {

struct Window {
    Window() {
        window.files()->openExample();
        window.resize(1400, 900);
        window.show();
    }
    Test::ScriptedPrompts prompts;
    MainWindow window{&prompts};
};

QMenu* viewMenu(const MainWindow& window) {
    for (QAction* action : window.menuBar()->actions()) {
        if (action->text() == QStringLiteral("&View"))
            return action->menu();
    }
    return nullptr;
}

Qt::DockWidgetArea areaOf(DockPlace place) {
    return place == DockPlace::Bottom ? Qt::BottomDockWidgetArea : Qt::RightDockWidgetArea;
}

// Whether the dock is the tab shown in front of its group (or alone in its place).
bool inFront(const QMainWindow& window, const QDockWidget* dock) {
    for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        for (int tab = 0; tab < bar->count(); ++tab) {
            if (bar->tabText(tab) == dock->windowTitle())
                return bar->currentIndex() == tab;
        }
    }
    return dock->isVisible();
}

// Why a dock is not where a first start puts it; empty when it is.
QString outOfPlace(const MainWindow& window, const WindowDocks::Made& made) {
    const DockDescription& d = made.description;
    QDockWidget* dock = made.dock;
    if (dock->isFloating())
        return d.objectName + QStringLiteral(" floats");
    if (window.dockWidgetArea(dock) != areaOf(d.place))
        return d.objectName + QStringLiteral(" is in another area");
    if (dock->isHidden() != (d.start != DockStart::Shown))
        return d.objectName +
               (dock->isHidden() ? QStringLiteral(" is hidden") : QStringLiteral(" is shown"));
    // Tabbed with every other dock of its place that is shown.
    for (const WindowDocks::Made& other : window.docks().all()) {
        if (other.dock == dock || other.description.place != d.place || dock->isHidden() ||
            other.dock->isHidden())
            continue;
        if (!window.tabifiedDockWidgets(dock).contains(other.dock))
            return d.objectName + QStringLiteral(" is not a tab beside ") +
                   other.description.objectName;
    }
    if (d.inFront && !inFront(window, dock))
        return d.objectName + QStringLiteral(" is not in front");
    return {};
}

QString outOfPlace(const MainWindow& window) {
    QStringList problems;
    for (const WindowDocks::Made& made : window.docks().all()) {
        if (const QString problem = outOfPlace(window, made); !problem.isEmpty())
            problems.append(problem);
    }
    return problems.join(QStringLiteral("; "));
}

} // namespace

class TestDockRegistry : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }
    void cleanup() { QSettings().remove(QStringLiteral("window")); }

    void eachDock_data() {
        QTest::addColumn<DockDescription>("description");
        for (const DockDescription& description : DockRegistry::docks())
            QTest::newRow(qPrintable(description.objectName)) << description;
    }

    // Made once, under its name; its View entry shows and hides it; F1 inside it opens its
    // section, one the guide has.
    void eachDock() {
        QFETCH(DockDescription, description);
        Window w;
        QVERIFY(QTest::qWaitForWindowExposed(&w.window));
        const QList<QDockWidget*> named =
            w.window.findChildren<QDockWidget*>(description.objectName);
        QCOMPARE(named.size(), 1);
        QDockWidget* dock = named.first();
        QCOMPARE(w.window.docks().named(description.objectName), dock);

        QMenu* view = viewMenu(w.window);
        QVERIFY(view);
        QList<QAction*> entries;
        for (QAction* action : view->actions()) {
            if (action->text() == description.title)
                entries.append(action);
        }
        QCOMPARE(entries.size(), 1);
        QAction* entry = entries.first();
        QVERIFY(entry->isCheckable());
        QCOMPARE(entry->isChecked(), !dock->isHidden());
        entry->trigger();
        QCOMPARE(dock->isHidden(), !entry->isChecked());
        entry->trigger();
        QCOMPARE(dock->isHidden(), !entry->isChecked());
        // Shown by View, it is the tab in front.
        if (dock->isHidden())
            entry->trigger();
        QVERIFY(!dock->isHidden());
        QTRY_VERIFY(inFront(w.window, dock));
        // Closed by its own button, its entry says so.
        dock->close();
        QVERIFY(!entry->isChecked());

        QCOMPARE(w.window.helpActions()->topic(dock), description.helpAnchor);
        if (!description.helpAnchor.isEmpty()) {
            QStringList anchors;
            for (const UserGuide::Section& section :
                 UserGuide::sections(UserGuide::html(w.window.menuBar())))
                anchors.append(section.anchor);
            QVERIFY2(anchors.contains(description.helpAnchor), qPrintable(description.helpAnchor));
        }
    }

    void namesAreUnique() {
        QStringList names, titles;
        for (const DockDescription& description : DockRegistry::docks()) {
            names.append(description.objectName);
            titles.append(description.title);
        }
        QCOMPARE(names.removeDuplicates(), 0);
        QCOMPARE(titles.removeDuplicates(), 0);
    }

    // Every dock where its description puts it, at a first start and after Reset Window
    // Layout undoes what the user moved, closed, floated and opened.
    void resetPutsEveryDockBack() {
        Window w;
        MainWindow& window = w.window;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_VERIFY2(outOfPlace(window).isEmpty(), qPrintable(outOfPlace(window)));

        const QList<WindowDocks::Made>& docks = window.docks().all();
        for (const WindowDocks::Made& made : docks) {
            switch (made.description.start) {
            case DockStart::Shown:
                if (made.description.inFront)
                    made.dock->close();
                else
                    window.addDockWidget(Qt::LeftDockWidgetArea, made.dock);
                break;
            case DockStart::HiddenAtFirstStart:
                made.dock->show();
                made.dock->setFloating(true);
                break;
            case DockStart::HiddenAtEveryStart:
                made.dock->show();
                break;
            }
        }
        QVERIFY(!outOfPlace(window).isEmpty());
        QAction* reset = window.findChild<QAction*>(QStringLiteral("actionResetWindowLayout"));
        QVERIFY(reset);
        QVERIFY(viewMenu(window)->actions().contains(reset));
        reset->trigger();
        QTRY_VERIFY2(outOfPlace(window).isEmpty(), qPrintable(outOfPlace(window)));
        for (const WindowDocks::Made& made : docks)
            QCOMPARE(made.viewAction->isChecked(), !made.dock->isHidden());
    }

    // The user's layout is restored at the next start: a dock shown when asked for stays
    // shown, one whose content is not kept is hidden again.
    void aSavedLayoutKeepsWhatTheUserChose() {
        QStringList shownByUser;
        {
            Window w;
            QVERIFY(QTest::qWaitForWindowExposed(&w.window));
            for (const WindowDocks::Made& made : w.window.docks().all()) {
                if (made.description.start != DockStart::Shown) {
                    made.viewAction->trigger();
                    QVERIFY(!made.dock->isHidden());
                    shownByUser.append(made.description.objectName);
                }
            }
            QVERIFY(w.window.close());
        }
        QVERIFY(!shownByUser.isEmpty());
        Window again;
        QVERIFY(QTest::qWaitForWindowExposed(&again.window));
        for (const WindowDocks::Made& made : again.window.docks().all()) {
            if (!shownByUser.contains(made.description.objectName))
                continue;
            QCOMPARE(made.dock->isHidden(),
                     made.description.start == DockStart::HiddenAtEveryStart);
            QCOMPARE(made.viewAction->isChecked(), !made.dock->isHidden());
        }
    }
};

QTEST_MAIN(TestDockRegistry)
#include "tst_dockregistry.moc"
