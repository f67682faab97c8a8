// The bad-input catalogue: every malformed or hostile file gives exactly the sentence in
// its .expected file (or opens whole, for the few that are inventories all the same).
#include "badinput.h"
#include "core/io/files/inventoryfile.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

class TestBadInput : public QObject {
    Q_OBJECT
private slots:
    void catalogueIsComplete() {
        const QStringList names = Test::badInputFixtures();
        QVERIFY2(names.size() + Test::generatedBadInputs().size() >= 30,
                 qPrintable(QString::number(names.size())));
        for (const QString& name : names)
            QVERIFY2(!Test::expectedOutcome(name).isEmpty(),
                     qPrintable(name + QStringLiteral(" has no .expected file")));
    }

    void catalogue_data() {
        QTest::addColumn<QString>("name");
        for (const QString& name : Test::badInputFixtures())
            QTest::newRow(qPrintable(name)) << name;
    }
    void catalogue() {
        QFETCH(QString, name);
        const QString path = Test::badInputPath(name);
        const QString outcome = Test::outcomeOf(InventoryFile::load(path), path);
        // FLOWAUDIT_BLESS=1 writes what the readers say now, for review with git diff.
        if (qEnvironmentVariableIsSet("FLOWAUDIT_BLESS"))
            Test::writeFile(path + QStringLiteral(".expected"), outcome.toUtf8() + '\n');
        QCOMPARE(outcome, Test::expectedOutcome(name));
    }

    // The same bytes read from memory (as the editor reads them) give the same sentence.
    void inMemoryGivesTheSameSentence_data() { catalogue_data(); }
    void inMemoryGivesTheSameSentence() {
        QFETCH(QString, name);
        const QString path = Test::badInputPath(name);
        QByteArray bytes;
        QVERIFY(!InventoryFile::readBytes(path, &bytes));
        const InventoryReadResult result =
            InventoryFile::parse(bytes, InventoryFile::formatOf(path), path);
        QCOMPARE(Test::outcomeOf(result, path), Test::expectedOutcome(name));
    }

    // Too large to commit: written here, 200 MB sparse.
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
        QCOMPARE(Test::outcomeOf(InventoryFile::load(path), path), input.expected);
    }
};

QTEST_GUILESS_MAIN(TestBadInput)
#include "tst_badinput.moc"
