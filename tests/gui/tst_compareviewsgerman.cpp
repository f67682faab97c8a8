// The Changes dock and the resolution view in German, whose words are longer: their texts
// are German, no button or title is cut, and both fit a 1600-px-wide screen, also zoomed
// for a projector.
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/compare/comparisondock.h"
#include "ui/conflicts/conflictresolutiondialog.h"
#include "ui/files/documentfiles.h"
#include "ui/language/languages.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace FlowAudit;

namespace {

QByteArray conflicts() {
    return "title: Test\n"
           "flows:\n"
           "  - flow_id: b\n"
           "    method: native\n"
           "<<<<<<< ours (flow b, field retry_layers)\n"
           "    retry_layers: worker:5\n"
           "||||||| base\n"
           "    retry_layers: sdk:3;worker:5\n"
           "=======\n"
           "    retry_layers: sdk:3\n"
           ">>>>>>> theirs (flow b, field retry_layers)\n";
}

// The buttons of `widget` whose text does not fit them; empty when none.
QString cutButtons(const QWidget* widget) {
    QStringList cut;
    for (const QAbstractButton* button : widget->findChildren<QAbstractButton*>()) {
        if (button->isVisible() && !button->text().isEmpty() &&
            button->width() < button->sizeHint().width())
            cut.append(QStringLiteral("%1 (%2 < %3)")
                           .arg(button->text())
                           .arg(button->width())
                           .arg(button->sizeHint().width()));
    }
    return cut.join(QStringLiteral(", "));
}

} // namespace

class TestCompareViewsGerman : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase() {
        Test::isolateSettings();
        Languages::setChosen(QStringLiteral("de"));
        Languages::install(QCoreApplication::instance());
    }

    void zoom_data() {
        QTest::addColumn<int>("zoomSteps");
        QTest::newRow("100%") << 0;
        QTest::newRow("150%") << 5;
    }

    void resolutionViewInGerman_data() { zoom_data(); }
    void resolutionViewInGerman() {
        QFETCH(int, zoomSteps);
        const QString path = m_dir.filePath(QStringLiteral("konflikt.yaml"));
        Test::writeFile(path, conflicts());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.resize(1400, 900);
        window.show();
        for (int step = 0; step < zoomSteps; ++step)
            window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        QVERIFY(window.files()->openPath(path));
        ConflictResolutionDialog* dialog = window.files()->resolutionDialog();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY(QTest::qWaitForWindowExposed(dialog));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Merge-Konflikte lösen — konflikt.yaml"));
        QCOMPARE(dialog->takeOursButton()->text(), QStringLiteral("&Unsere übernehmen"));
        QCOMPARE(dialog->takeTheirsButton()->text(), QStringLiteral("&Ihre übernehmen"));
        QCOMPARE(dialog->conflictTable()->horizontalHeaderItem(0)->text(),
                 QStringLiteral("Konflikt"));
        QCOMPARE(dialog->conflictTable()->item(0, 0)->text(), QStringLiteral("retry_layers von b"));
        QCOMPARE(dialog->conflictTable()->item(0, 1)->text(), QStringLiteral("offen"));
        QCOMPARE(dialog->findChild<QLabel*>(QStringLiteral("conflictProgress"))->text(),
                 QStringLiteral("1 von 1 Konflikt offen"));
        QVERIFY2(cutButtons(dialog).isEmpty(), qPrintable(cutButtons(dialog)));
        QVERIFY2(dialog->minimumSizeHint().width() <= 1600,
                 qPrintable(QString::number(dialog->minimumSizeHint().width())));
        Test::keepScreenshot(dialog,
                             QStringLiteral("conflict-resolution-de-%1.png").arg(zoomSteps));

        QTest::mouseClick(dialog->takeOursButton(), Qt::LeftButton);
        QCOMPARE(dialog->conflictTable()->item(0, 1)->text(), QStringLiteral("Unsere: worker:5"));
        QCOMPARE(dialog->openButton()->text(), QStringLiteral("Inventar ö&ffnen"));
        QVERIFY(dialog->openButton()->isEnabled());
        dialog->reject();
        window.findChild<QAction*>(QStringLiteral("actionZoomReset"))
            ->trigger(); // the zoom is a setting
    }

    void changesInGerman_data() { zoom_data(); }
    void changesInGerman() {
        QFETCH(int, zoomSteps);
        const QString now = m_dir.filePath(QStringLiteral("jetzt.yaml"));
        const QString before = m_dir.filePath(QStringLiteral("vorher.yaml"));
        Test::writeFile(now, Test::threeFlowsYaml());
        QByteArray old = Test::threeFlowsYaml();
        old.replace("retry_layers: sdk:3;worker:5", "retry_layers: none");
        old.replace("title: Test", "title: Alt");
        Test::writeFile(before, old);
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.resize(1400, 900);
        window.show();
        for (int step = 0; step < zoomSteps; ++step)
            window.findChild<QAction*>(QStringLiteral("actionZoomIn"))->trigger();
        QVERIFY(window.files()->openPath(now));
        prompts.compareAnswers.append({CompareSource::Kind::File, before});
        window.findChild<QAction*>(QStringLiteral("actionCompareWith"))->trigger();
        ComparisonDock* dock = window.comparisonDock();
        QVERIFY(dock->isVisible());
        QCOMPARE(dock->windowTitle(), QStringLiteral("Änderungen (3)"));
        QTreeWidget* tree = dock->view();
        QCOMPARE(tree->headerItem()->text(0), QStringLiteral("Änderung"));
        QCOMPARE(tree->topLevelItem(0)->text(0),
                 QStringLiteral("Befunde, die die Änderung hinzufügt (1)"));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(0),
                 QStringLiteral("fügt FAIL RT01 zu b hinzu (retry_layers)"));
        QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("Geänderte Flows (1)"));
        QCOMPARE(tree->topLevelItem(2)->text(0),
                 QStringLiteral("Schlüssel der obersten Ebene (1)"));
        const QString verdict = dock->verdictLabel()->text();
        QVERIFY2(verdict.startsWith(QStringLiteral("Ergebnisse: FAIL 0")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("fügt 1 Befund hinzu und entfernt 0 Befunde")),
                 qPrintable(verdict));
        QVERIFY2(window.minimumSizeHint().width() <= 1600, qPrintable(Test::widestPanel(&window)));
        Test::keepScreenshot(&window, QStringLiteral("comparison-de-%1.png").arg(zoomSteps));
        window.findChild<QAction*>(QStringLiteral("actionZoomReset"))
            ->trigger(); // the zoom is a setting
    }
};

QTEST_MAIN(TestCompareViewsGerman)
#include "tst_compareviewsgerman.moc"
