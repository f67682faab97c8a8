// The user's file is safe: a backup of the version a save replaces, changes by other
// programs noticed and never overwritten without asking, and what a save cannot keep
// (comments, anchors, tags) said before the first save, with Save as a Copy offered.
#include "core/document/inventorydocument.h"
#include "core/fixes/flowfixes.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/files/documentfiles.h"
#include "ui/mainwindow.h"

#include <QAction>
#include <QFile>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

const QByteArray OtherVersion = "title: Pulled\nflows:\n  - {flow_id: z, method: native}\n";

struct WindowFixture {
    explicit WindowFixture(const QByteArray& yaml = Test::threeFlowsYaml())
        : path(dir.filePath(QStringLiteral("flows.yaml"))) {
        Test::writeFile(path, yaml);
        if (!window.files()->openPath(path))
            qFatal("cannot open the test inventory");
    }
    void editName(const QString& name = QStringLiteral("mine")) {
        window.model()->setData(window.model()->index(0, window.model()->columnOf(Field::Name)),
                                name);
    }
    QString firstName() const { return window.document()->flow(0).text(Field::Name); }

    QTemporaryDir dir;
    QString path;
    Test::ScriptedPrompts prompts;
    MainWindow window{&prompts};
};

} // namespace

class TestFileSafety : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(QStringLiteral("FlowAuditFileSafetyTests")); }
    void init() { QSettings().remove(QStringLiteral("files/keepBackup")); }

    void aSaveKeepsTheVersionItReplacesUnlessTurnedOff() {
        WindowFixture f;
        QAction* keep = f.window.findChild<QAction*>(QStringLiteral("actionKeepBackup"));
        QVERIFY(keep);
        QVERIFY(keep->isChecked()); // on by default
        f.editName(QStringLiteral("first save"));
        QVERIFY(f.window.files()->save());
        QCOMPARE(Test::readFile(AtomicFile::backupPath(f.path)), Test::threeFlowsYaml());

        keep->setChecked(false);
        QCOMPARE(QSettings().value(QStringLiteral("files/keepBackup")).toBool(), false);
        f.editName(QStringLiteral("second save"));
        QVERIFY(f.window.files()->save());
        QCOMPARE(Test::readFile(AtomicFile::backupPath(f.path)),
                 Test::threeFlowsYaml()); // not replaced
        QCOMPARE(InventoryFile::load(f.path).inventory->flows[0].text(Field::Name),
                 QStringLiteral("second save"));
    }

    // The team's file, edited in the window: each save changes the edited lines only, the
    // comments stay, and nothing is asked (a patch drops nothing).
    void aSaveChangesOnlyTheEditedLines() {
        const QByteArray yaml = "# owned by finance, ask Jo before changing\n"
                                "flows:\n"
                                "    - flow_id: a   # the first\n"
                                "      name: 'Old name'  # as finance calls it\n"
                                "      method: custom\n"
                                "    # b is next\n"
                                "    - flow_id: b\n"
                                "      name: B\n";
        WindowFixture f(yaml);
        f.editName(QStringLiteral("New name"));
        QVERIFY(f.window.files()->save());
        QByteArray expected = yaml;
        expected.replace("'Old name'", "'New name'");
        QCOMPARE(Test::readFile(f.path), expected);
        f.window.model()->setData(
            f.window.model()->index(1, f.window.model()->columnOf(Field::Source)),
            QStringLiteral("stripe"));
        QVERIFY(f.window.files()->save()); // the second save patches the first one's bytes
        expected.replace("      name: B\n", "      name: B\n      source: stripe\n");
        QCOMPARE(Test::readFile(f.path), expected);
        QVERIFY(f.prompts.riskyTexts.isEmpty());
        QVERIFY(!f.window.files()->isModified());
        // File → Save says it went through.
        f.editName(QStringLiteral("Newer name"));
        f.window.findChild<QAction*>(QStringLiteral("actionSave"))->trigger();
        QCOMPARE(f.window.statusBar()->currentMessage(), QStringLiteral("Saved flows.yaml"));
    }

    // A fix applied and a risk accepted in the editor: the save changes the fixed line and
    // adds the waiver's lines, and the example's comments stay.
    void aFixAndAnAcceptedRiskSaveAsTheirLines() {
        const QByteArray example = Test::readFile(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        WindowFixture f(example);
        const InventoryDocument& document = *f.window.document();
        const int stripe = Test::flowWithId(document, QStringLiteral("stripe_payouts_to_netsuite"));
        const QList<Finding> findings = document.engine().findings(stripe);
        const auto rt01 = std::find_if(findings.begin(), findings.end(), [](const Finding& x) {
            return x.rule == QLatin1StringView("RT01");
        });
        QVERIFY(rt01 != findings.end());
        FixContext context;
        context.row = stripe + 1;
        const QList<Fix> fixes = FlowFixes::forFinding(document.flow(stripe), context, *rt01);
        QVERIFY(!fixes.isEmpty());
        QVERIFY(f.window.editor()->applyFix(stripe, fixes.first()));
        Waiver waiver;
        waiver.flowId = QStringLiteral("meta_capi_purchases");
        waiver.rule = QStringLiteral("IP03");
        waiver.justification = QStringLiteral("Meta deduplicates by event_id");
        waiver.owner = QStringLiteral("Jo");
        waiver.expires = QStringLiteral("2027-03-01");
        f.window.editor()->addWaiver(waiver);
        QVERIFY(f.window.files()->save());
        QByteArray expected = example;
        expected.replace("retry_layers: suitetalk:3;worker:5",
                         "retry_layers: suitetalk:1;worker:5");
        expected += "waivers:\n  - flow_id: meta_capi_purchases\n    rule: IP03\n"
                    "    justification: Meta deduplicates by event_id\n    owner: Jo\n"
                    "    expires: 2027-03-01\n";
        QCOMPARE(Test::readFile(f.path), expected);
        QVERIFY(f.prompts.riskyTexts.isEmpty());
    }

    // Another program writes the file: the watch notices and asks; the answer decides.
    void aChangeOnDiskIsOfferedForReload_data() {
        QTest::addColumn<bool>("edited");
        QTest::addColumn<bool>("reload");
        QTest::newRow("unmodified, reload") << false << true;
        QTest::newRow("unmodified, keep mine") << false << false;
        QTest::newRow("modified, reload") << true << true;
        QTest::newRow("modified, keep mine") << true << false;
    }
    void aChangeOnDiskIsOfferedForReload() {
        QFETCH(bool, edited);
        QFETCH(bool, reload);
        WindowFixture f;
        if (edited)
            f.editName();
        f.prompts.diskAnswers = {reload ? UserPrompts::DiskChoice::Reload
                                        : UserPrompts::DiskChoice::KeepMine};
        Test::writeFile(f.path, OtherVersion); // a git pull
        QTRY_COMPARE_WITH_TIMEOUT(f.prompts.asked, QStringList{QStringLiteral("disk:flows.yaml")},
                                  10000);
        if (reload) {
            QCOMPARE(f.window.document()->flowCount(), 1);
            QCOMPARE(f.window.document()->inventory().title, QStringLiteral("Pulled"));
            QVERIFY(!f.window.files()->isModified());
            return;
        }
        QCOMPARE(f.window.document()->flowCount(), 3);
        QVERIFY(f.window.files()->isModified()); // differs from the file
        QVERIFY(f.window.isWindowModified());
        // The user chose: saving replaces that version without asking again.
        QVERIFY(f.window.files()->save());
        QCOMPARE(f.prompts.asked.size(), 1);
        QCOMPARE(InventoryFile::load(f.path).inventory->flows.size(), 3);
        QVERIFY(!f.window.files()->isModified());
    }

    // docs/pitfalls.md: the watcher forgets the file after an atomic save. Its own save is no
    // change, and another program's change after it is still seen.
    void itsOwnSaveIsNoChangeAndTheWatchSurvivesIt() {
        WindowFixture f;
        f.editName();
        QVERIFY(f.window.files()->save());
        // Whenever the watch reports the save's own rename (the save re-arms it, so it may
        // not at all), the file compared is the one saved: no question.
        f.window.files()->checkDisk();
        QVERIFY(f.prompts.asked.isEmpty());
        Test::writeFile(f.path, OtherVersion);
        QTRY_COMPARE_WITH_TIMEOUT(f.prompts.asked, QStringList{QStringLiteral("disk:flows.yaml")},
                                  10000);
    }

    // A change the watch has not reported yet (or could not see): the save itself checks.
    void aSaveOverAnotherVersionAsksFirst_data() {
        QTest::addColumn<int>("answer");
        QTest::newRow("cancel") << int(UserPrompts::RiskyChoice::Cancel);
        QTest::newRow("save anyway") << int(UserPrompts::RiskyChoice::SaveAnyway);
        QTest::newRow("save as a copy") << int(UserPrompts::RiskyChoice::SaveCopy);
    }
    void aSaveOverAnotherVersionAsksFirst() {
        QFETCH(int, answer);
        WindowFixture f;
        f.editName();
        Test::writeFile(f.path, OtherVersion);
        const QString copy = f.dir.filePath(QStringLiteral("mine.yaml"));
        f.prompts.riskyAnswers = {UserPrompts::RiskyChoice(answer)};
        f.prompts.pathAnswers = {copy};
        const bool saved = f.window.files()->save();
        QCOMPARE(f.prompts.asked.value(0), QStringLiteral("risky:flows.yaml changed on disk"));
        switch (UserPrompts::RiskyChoice(answer)) {
        case UserPrompts::RiskyChoice::Cancel:
            QVERIFY(!saved);
            QCOMPARE(Test::readFile(f.path), OtherVersion);
            QVERIFY(f.window.files()->isModified());
            break;
        case UserPrompts::RiskyChoice::SaveAnyway:
            QVERIFY(saved);
            QCOMPARE(InventoryFile::load(f.path).inventory->flows[0].text(Field::Name),
                     QStringLiteral("mine"));
            break;
        case UserPrompts::RiskyChoice::SaveCopy:
            QVERIFY(saved);
            QCOMPARE(Test::readFile(f.path), OtherVersion);
            QCOMPARE(f.window.files()->path(), QFileInfo(copy).absoluteFilePath());
            QCOMPARE(InventoryFile::load(copy).inventory->flows[0].text(Field::Name),
                     QStringLiteral("mine"));
            break;
        }
    }

    void aDeletedFileIsSaidAndSavingWritesItAgain() {
        WindowFixture f;
        QVERIFY(QFile::remove(f.path));
        QTRY_COMPARE_WITH_TIMEOUT(f.prompts.information.size(), 1, 10000);
        QVERIFY2(f.prompts.information.first().contains(QStringLiteral("deleted or moved")),
                 qPrintable(f.prompts.information.first()));
        QVERIFY(f.window.files()->isModified());
        QVERIFY(f.window.files()->save());
        QCOMPARE(InventoryFile::load(f.path).inventory->flows.size(), 3);
    }

    // Comments, anchors and tags: named before the first save over the file, once.
    void whatCannotBeKeptIsSaidBeforeTheFirstSave() {
        const QByteArray yaml = "# Acme flows, reviewed weekly\n"
                                "title: Test\n"
                                "flows:\n"
                                "  - &first {flow_id: a, method: native}  # the oldest\n"
                                "  - {flow_id: b, method: native, notes: !vault secret}\n";
        WindowFixture f(yaml);
        f.editName();
        QVERIFY(!f.window.files()->save()); // no answer: Cancel
        QCOMPARE(f.prompts.riskyTexts.size(), 1);
        QCOMPARE(
            f.prompts.riskyTexts.first(),
            QStringLiteral(
                "Save flows.yaml?\nflows.yaml holds what FlowAudit cannot write back: 2 comments "
                "(the "
                "first on line 1); 1 anchor (&name, on line 4); the tag !vault (on line 5). Saving "
                "over it drops them; save as a copy to keep the file as it is."));
        QCOMPARE(Test::readFile(f.path), yaml);
        f.prompts.riskyAnswers = {UserPrompts::RiskyChoice::SaveAnyway};
        QVERIFY(f.window.files()->save());
        QCOMPARE(f.prompts.riskyTexts.size(), 2);
        f.editName(QStringLiteral("again"));
        QVERIFY(f.window.files()->save()); // once: not asked again
        QCOMPARE(f.prompts.riskyTexts.size(), 2);
    }

    // A save that cannot patch (the name holds an anchor) asks before the canonical layout
    // drops the comment and the anchor.
    void saveAsACopyKeepsTheOriginalFile() {
        const QByteArray yaml = "flows: # none yet\n  - {flow_id: a, name: &n old}\n";
        WindowFixture f(yaml);
        f.editName();
        const QString copy = f.dir.filePath(QStringLiteral("copy.yaml"));
        f.prompts.riskyAnswers = {UserPrompts::RiskyChoice::SaveCopy};
        f.prompts.pathAnswers = {copy};
        QVERIFY(f.window.files()->save());
        QCOMPARE(Test::readFile(f.path), yaml);
        QCOMPARE(f.window.files()->path(), QFileInfo(copy).absoluteFilePath());
        QVERIFY(!f.window.files()->isModified());
        f.editName(QStringLiteral("again"));
        QVERIFY(f.window.files()->save()); // the copy holds nothing to lose
        QCOMPARE(f.prompts.riskyTexts.size(), 1);
    }
};

QTEST_MAIN(TestFileSafety)
#include "tst_filesafety.moc"
