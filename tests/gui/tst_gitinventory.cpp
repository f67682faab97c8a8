// The editor and a real git repository in a temporary folder: Compare With… the committed
// version (HEAD, or a revision from the file's log), and a merge that conflicts (through
// FlowAudit's driver set up by `flowaudit-cli git-setup`, and through git's own line merge)
// opens in the resolution view, is resolved, saved, and the saved file lints and commits.
#include "core/document/inventorydocument.h"
#include "core/io/files/conflictedfile.h"
#include "core/lint/lintrun.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/comparisondock.h"
#include "ui/conflicts/conflictresolution.h"
#include "ui/conflicts/conflictresolutiondialog.h"
#include "ui/files/documentfiles.h"

#include <QAction>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace FlowAudit;

namespace {

// Runs a program in `folder`; its exit code (-1 when it did not run), its output in `output`.
int run(const QString& folder, const QString& program, const QStringList& arguments,
        QByteArray* output = nullptr) {
    QProcess process;
    process.setWorkingDirectory(folder);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    if (!process.waitForFinished(60000))
        return -1;
    if (output)
        *output = process.readAll();
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

int git(const QString& folder, const QStringList& arguments, QByteArray* output = nullptr) {
    return run(folder, QStringLiteral("git"), arguments, output);
}

QByteArray withRetryLayers(const QByteArray& layers) {
    QByteArray yaml = Test::threeFlowsYaml();
    yaml.replace("retry_layers: sdk:3;worker:5", "retry_layers: " + layers);
    return yaml;
}

} // namespace

class TestGitInventory : public QObject {
    Q_OBJECT

    // A repository with inventory.yaml committed once.
    bool makeRepository(const QString& folder) {
        if (git(folder, {QStringLiteral("init"), QStringLiteral("-q"), QStringLiteral("-b"),
                         QStringLiteral("main")}) != 0)
            return false;
        git(folder, {QStringLiteral("config"), QStringLiteral("user.email"),
                     QStringLiteral("test@example.org")});
        git(folder,
            {QStringLiteral("config"), QStringLiteral("user.name"), QStringLiteral("Test")});
        Test::writeFile(QDir(folder).filePath(QStringLiteral("inventory.yaml")),
                        Test::threeFlowsYaml());
        return commit(folder, QStringLiteral("first"));
    }

    bool commit(const QString& folder, const QString& message) {
        return git(folder, {QStringLiteral("add"), QStringLiteral("-A")}) == 0 &&
               git(folder, {QStringLiteral("commit"), QStringLiteral("-q"), QStringLiteral("-m"),
                            message}) == 0;
    }

    // main and feature both change b's retry_layers, differently; main merges feature.
    // Returns git merge's exit code.
    int conflictingMerge(const QString& folder) {
        const QString file = QDir(folder).filePath(QStringLiteral("inventory.yaml"));
        git(folder, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("-b"),
                     QStringLiteral("feature")});
        Test::writeFile(file, withRetryLayers("sdk:3"));
        commit(folder, QStringLiteral("feature: the SDK retries"));
        git(folder, {QStringLiteral("checkout"), QStringLiteral("-q"), QStringLiteral("main")});
        Test::writeFile(file, withRetryLayers("worker:5"));
        commit(folder, QStringLiteral("main: the worker retries"));
        QByteArray output;
        const int status =
            git(folder,
                {QStringLiteral("merge"), QStringLiteral("--no-edit"), QStringLiteral("feature")},
                &output);
        qDebug("%s", output.constData());
        return status;
    }

    // Opens the conflicted file, takes theirs for every conflict, opens, saves; checks the
    // saved file lints with theirs in it and commits.
    void resolveInEditor(const QString& folder, int expectedConflicts) {
        const QString file = QDir(folder).filePath(QStringLiteral("inventory.yaml"));
        QVERIFY(ConflictedFile::hasMarkers(Test::readFile(file)));
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(file));
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));
        ConflictResolutionDialog* dialog = window.files()->resolutionDialog();
        QVERIFY(dialog && dialog->isVisible());
        if (expectedConflicts > 0)
            QCOMPARE(dialog->conflictTable()->rowCount(), expectedConflicts);
        QVERIFY(dialog->conflictTable()->rowCount() > 0);
        QVERIFY(dialog->conflictTable()->item(0, 0)->text().contains(QStringLiteral("b")));
        while (dialog->resolution()->openCount() > 0)
            QTest::mouseClick(dialog->takeTheirsButton(), Qt::LeftButton);
        QTest::mouseClick(dialog->openButton(), Qt::LeftButton);
        QTRY_VERIFY(!window.files()->resolutionDialog());
        QCOMPARE(window.document()->flow(1).text(Field::RetryLayers), QStringLiteral("sdk:3"));
        QVERIFY(window.files()->save());
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));

        QVERIFY(!ConflictedFile::hasMarkers(Test::readFile(file)));
        const FileLint lint = lintFile(file);
        QVERIFY2(lint.readable(), qPrintable(lint.error.toString()));
        QCOMPARE(lint.flowCount(), 3);
        QByteArray output;
        const int lintStatus =
            run(folder, QStringLiteral(FLOWAUDIT_CLI), {QStringLiteral("lint"), file}, &output);
        QVERIFY2(lintStatus == 0 || lintStatus == 1, output.constData()); // 2: not readable
        QVERIFY(commit(folder, QStringLiteral("merge feature")));
    }

private slots:
    void initTestCase() {
        Test::isolateSettings();
        if (run(QDir::tempPath(), QStringLiteral("git"), {QStringLiteral("--version")}) != 0)
            QFAIL("git is a test dependency");
    }

    void compareWithTheCommittedVersion() {
        QTemporaryDir dir;
        QVERIFY(makeRepository(dir.path()));
        const QString file = dir.filePath(QStringLiteral("inventory.yaml"));
        Test::writeFile(file, withRetryLayers("none"));
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(file));

        // Through the menu: the offer says git, with the file's one commit.
        prompts.compareAnswers.append({CompareSource::Kind::Revision, QStringLiteral("HEAD")});
        window.findChild<QAction*>(QStringLiteral("actionCompareWith"))->trigger();
        QCOMPARE(prompts.compareOffers.size(), 1);
        QVERIFY(prompts.compareOffers.first().inGit);
        QCOMPARE(prompts.compareOffers.first().revisions.size(), 1);
        QVERIFY(
            prompts.compareOffers.first().revisions.first().endsWith(QStringLiteral("\tfirst")));
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(QLatin1Char('\n'))));
        ComparisonDock* dock = window.comparisonDock();
        QVERIFY(dock->isVisible());
        QTreeWidget* tree = dock->view();
        QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("Findings the change removes (1)"));
        QCOMPARE(tree->topLevelItem(0)->child(0)->text(0),
                 QStringLiteral("removes FAIL RT01 from b (retry_layers)"));
        QVERIFY(dock->findChild<QLabel*>(QStringLiteral("comparisonHeading"))
                    ->text()
                    .contains(QStringLiteral("HEAD:inventory.yaml")));

        // A revision picked from the log: the second commit's log names the first by its hash.
        QVERIFY(commit(dir.path(), QStringLiteral("second")));
        const CompareOffer offer = window.compareActions()->offer();
        QCOMPARE(offer.revisions.size(), 2);
        const QString firstHash = offer.revisions.last().section(QLatin1Char('\t'), 0, 0);
        QVERIFY(
            window.compareActions()->compareWithSource({CompareSource::Kind::Revision, firstHash}));
        QCOMPARE(tree->topLevelItem(0)->text(0), QStringLiteral("Findings the change removes (1)"));
        QVERIFY(window.compareActions()->compareWithSource(
            {CompareSource::Kind::Revision, QStringLiteral("HEAD")}));
        QVERIFY(dock->comparison()->isSame());

        // A revision git does not know is said, with git's reason.
        QVERIFY(!window.compareActions()->compareWithSource(
            {CompareSource::Kind::Revision, QStringLiteral("no-such-branch")}));
        QCOMPARE(prompts.errors.size(), 1);
        QVERIFY2(prompts.errors.first().startsWith(
                     QStringLiteral("Cannot compare with no-such-branch:inventory.yaml\n")),
                 qPrintable(prompts.errors.first()));
    }

    // The Changes dock follows the document: another file of the repository is compared with
    // the same revision of itself; a file outside git, a new document and a file compared
    // with another file that is not open any more clear it, saying why.
    void changesFollowTheDocument() {
        QTemporaryDir dir;
        QVERIFY(makeRepository(dir.path()));
        const QString first = dir.filePath(QStringLiteral("inventory.yaml"));
        const QString second = dir.filePath(QStringLiteral("other.yaml"));
        Test::writeFile(second, withRetryLayers("none"));
        QVERIFY(commit(dir.path(), QStringLiteral("other")));
        Test::writeFile(second, Test::threeFlowsYaml()); // adds RT01 against HEAD
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        window.show();
        QVERIFY(window.files()->openPath(first));
        QVERIFY(window.compareActions()->compareWithSource(
            {CompareSource::Kind::Revision, QStringLiteral("HEAD")}));
        ComparisonDock* dock = window.comparisonDock();
        auto* heading = dock->findChild<QLabel*>(QStringLiteral("comparisonHeading"));
        QVERIFY(dock->comparison()->isSame());

        // Open another file of the repository: HEAD of that file, not of the first.
        QVERIFY(window.files()->openPath(second));
        QTRY_VERIFY(heading->text().contains(QStringLiteral("HEAD:other.yaml")));
        QVERIFY(!dock->comparison()->isSame());
        QCOMPARE(dock->view()->topLevelItem(0)->text(0),
                 QStringLiteral("Findings the change adds (1)"));

        // A new document has no version before.
        QVERIFY(window.files()->newDocument());
        QTRY_VERIFY(!dock->hasComparison());
        QVERIFY2(heading->text().startsWith(
                     QStringLiteral("The comparison was of the inventory that was open before.")),
                 qPrintable(heading->text()));
        QCOMPARE(dock->view()->topLevelItemCount(), 0);
        QCOMPARE(dock->windowTitle(), QStringLiteral("Changes"));

        // Compared with another file, then saved elsewhere: the same document against the
        // same file; then another file opened: cleared, naming it.
        QVERIFY(window.files()->openPath(first));
        QVERIFY(window.compareActions()->compareWithSource({CompareSource::Kind::File, second}));
        prompts.pathAnswers.append(dir.filePath(QStringLiteral("copy.yaml")));
        QVERIFY(window.files()->saveAs());
        QCoreApplication::processEvents();
        QVERIFY(dock->hasComparison());
        QVERIFY(heading->text().contains(QStringLiteral("other.yaml")));
        QVERIFY(window.files()->openPath(second));
        QTRY_VERIFY(!dock->hasComparison());
        QCOMPARE(heading->text(),
                 QStringLiteral("The comparison was of the inventory that was open before, not "
                                "of other.yaml. Choose File → Compare With… to compare it."));
        QVERIFY2(prompts.errors.isEmpty(), qPrintable(prompts.errors.join(u'\n')));
    }

    void aFileOutsideGitOffersNoRevision() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("inventory.yaml"));
        Test::writeFile(file, Test::threeFlowsYaml());
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(file));
        QVERIFY(!window.compareActions()->offer().inGit);
    }

    void conflictThroughTheDriver() {
        QTemporaryDir dir;
        QVERIFY(makeRepository(dir.path()));
        QByteArray output;
        QCOMPARE(run(dir.path(), QStringLiteral(FLOWAUDIT_CLI),
                     {QStringLiteral("git-setup"), dir.path()}, &output),
                 0);
        QVERIFY(commit(dir.path(), QStringLiteral("git-setup")));
        QVERIFY(conflictingMerge(dir.path()) != 0);
        const QByteArray conflicted =
            Test::readFile(dir.filePath(QStringLiteral("inventory.yaml")));
        QVERIFY2(conflicted.contains("<<<<<<< ours (flow b, field retry_layers)"),
                 conflicted.constData());
        resolveInEditor(dir.path(), 1);
    }

    void conflictThroughGitsLineMerge() {
        QTemporaryDir dir;
        QVERIFY(makeRepository(dir.path()));
        QVERIFY(conflictingMerge(dir.path()) != 0);
        const QByteArray conflicted =
            Test::readFile(dir.filePath(QStringLiteral("inventory.yaml")));
        QVERIFY2(conflicted.contains("<<<<<<< HEAD"), conflicted.constData());
        resolveInEditor(dir.path(), 0);
    }
};

QTEST_MAIN(TestGitInventory)
#include "tst_gitinventory.moc"
