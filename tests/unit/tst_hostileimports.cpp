// Hostile and broken files given to import (tests/data/import/hostile, made by its
// make_hostile.py): each gives the one sentence in its .expected file (or the flows it
// imports), through the front door the command line and the editor share, in bounded
// memory and without a crash.
#include "testsupport.h"

#include "core/import/importsource.h"
#include "core/import/ipaasimport.h"
#include "core/import/spreadsheetimport.h"

#include <QDir>
#include <QTest>

using namespace FlowAudit;

namespace {

QString folder() {
    return Test::testData(QStringLiteral("import/hostile"));
}

// What importing the file gives: its error, or the flows it imports.
QString outcomeOf(const QString& path) {
    ImportSource source = ImportSource::read(path);
    if (!source.error && source.sheet) {
        SpreadsheetImportResult rows =
            SpreadsheetImport::read(*source.sheet, ColumnMapping::guess(source.sheet->header()));
        source.error = rows.error;
        source.flows = rows.flows;
    }
    if (!source.error)
        source.error = IpaasImport::makeIdsUnique(&source.flows);
    if (source.error) {
        QString said = source.error->toString();
        return said.remove(folder() + u'/');
    }
    QStringList ids;
    for (const ImportedFlow& flow : std::as_const(source.flows))
        ids.append(flow.flow.text(Field::FlowId));
    return QStringLiteral("imports %1").arg(ids.join(QLatin1StringView(", ")));
}

} // namespace

class TestHostileImports : public QObject {
    Q_OBJECT
private slots:
    void catalogue_data() {
        QTest::addColumn<QString>("name");
        const QStringList names =
            QDir(folder()).entryList(QDir::Files, QDir::Name).filter(QStringLiteral("."));
        int cases = 0;
        for (const QString& name : names) {
            if (name.endsWith(QLatin1StringView(".expected")) ||
                name.endsWith(QLatin1StringView(".py")))
                continue;
            QTest::newRow(qPrintable(name)) << name;
            ++cases;
        }
        QVERIFY(cases >= 30);
    }
    void catalogue() {
        QFETCH(QString, name);
        const QString expectedPath = QDir(folder()).filePath(name + QStringLiteral(".expected"));
        if (qEnvironmentVariableIsSet("FLOWAUDIT_UPDATE_GOLDEN")) // then read every one
            Test::writeFile(expectedPath, outcomeOf(QDir(folder()).filePath(name)).toUtf8() + '\n');
        const QString expected = QString::fromUtf8(Test::readFile(expectedPath).trimmed());
        QVERIFY2(!expected.isEmpty(), qPrintable(name + QStringLiteral(".expected is missing")));
        QCOMPARE(outcomeOf(QDir(folder()).filePath(name)), expected);
    }
};

QTEST_GUILESS_MAIN(TestHostileImports)
#include "tst_hostileimports.moc"
