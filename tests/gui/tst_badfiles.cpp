// The editor and the bad-input catalogue: every file is refused with its sentence (or
// opens whole), nothing is half-opened, and the inventory that was open stays as it was.
#include "badinput.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/mainwindow.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

class TestBadFiles : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_good;

    // Opens path in a window holding the good inventory and checks the outcome.
    void openInEditor(const QString& path, const QString& expected) {
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(m_good));
        const bool opened = window.files()->openPath(path);
        if (expected.startsWith(QLatin1StringView("opens "))) {
            QVERIFY2(opened, qPrintable(prompts.errors.join(QLatin1Char('\n'))));
            QCOMPARE(QStringLiteral("opens (flows: %1)").arg(window.document()->flowCount()),
                     expected);
            QCOMPARE(window.files()->path(), QFileInfo(path).absoluteFilePath());
            return;
        }
        QVERIFY(!opened);
        QCOMPARE(prompts.errors.size(), 1);
        const QString folder = QFileInfo(path).absolutePath() + QLatin1Char('/');
        QCOMPARE(prompts.errors.first(), QStringLiteral("Cannot open %1\n%2")
                                             .arg(QFileInfo(path).fileName(), folder + expected));
        QCOMPARE(window.files()->path(), QFileInfo(m_good).absoluteFilePath());
        QCOMPARE(window.document()->flowCount(), 3);
        QVERIFY(!window.files()->isModified());
    }

private slots:
    void initTestCase() {
        Test::isolateSettings(QStringLiteral("FlowAuditBadFilesTests"));
        m_good = m_dir.filePath(QStringLiteral("good.yaml"));
        Test::writeFile(m_good, Test::threeFlowsYaml());
    }

    void catalogue_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : Test::badInputFixtures())
            QTest::newRow(qPrintable(name)) << name;
    }
    void catalogue() {
        QFETCH(QString, name);
        openInEditor(Test::badInputPath(name), Test::expectedOutcome(name));
    }

    void generated_data() {
        QTest::addColumn<int>("index");
        const auto inputs = Test::generatedBadInputs();
        for (int i = 0; i < inputs.size(); ++i)
            QTest::newRow(qPrintable(inputs[i].name)) << i;
    }
    void generated() {
        QFETCH(int, index);
        const Test::GeneratedBadInput input = Test::generatedBadInputs().at(index);
        QTemporaryDir dir;
        const QString path = dir.filePath(input.name);
        input.write(path);
        openInEditor(path, input.expected);
    }
};

QTEST_MAIN(TestBadFiles)
#include "tst_badfiles.moc"
