// The one list of the formats the editor's file dialogs offer (io/files/fileformats): each
// purpose offers formats that can do what it does, and what a dialog offers for an
// inventory is what the readers and writers take by its name.
#include "testsupport.h"

#include "core/io/files/fileformats.h"
#include "core/io/files/filekind.h"
#include "core/io/files/inventoryfile.h"

#include <QTest>

using namespace FlowAudit;
using Purpose = FileFormats::Purpose;
using Format = FileFormats::Format;

Q_DECLARE_METATYPE(Purpose)

class TestFileFormats : public QObject {
    Q_OBJECT
private slots:
    void eachPurpose_data() {
        QTest::addColumn<Purpose>("purpose");
        QTest::newRow("open inventory") << Purpose::OpenInventory;
        QTest::newRow("compare with") << Purpose::CompareWith;
        QTest::newRow("import CSV") << Purpose::ImportCsv;
        QTest::newRow("import flows") << Purpose::ImportFlows;
        QTest::newRow("save inventory") << Purpose::SaveInventory;
        QTest::newRow("export CSV") << Purpose::ExportCsv;
        QTest::newRow("export workbook") << Purpose::ExportWorkbook;
        QTest::newRow("report PDF") << Purpose::ReportPdf;
        QTest::newRow("report HTML") << Purpose::ReportHtml;
        QTest::newRow("map image") << Purpose::MapImage;
        QTest::newRow("chart image") << Purpose::ChartImage;
        QTest::newRow("ledger SQL") << Purpose::LedgerSql;
    }

    // A dialog that reads offers what can be read, one that writes what can be written, and
    // a name it writes says one format only.
    void eachPurpose() {
        QFETCH(Purpose, purpose);
        const QList<FileFormats::Entry> formats = FileFormats::forPurpose(purpose);
        QVERIFY(!formats.isEmpty());
        QStringList suffixes;
        for (const FileFormats::Entry& format : formats) {
            QVERIFY(!format.name.isEmpty());
            QVERIFY(!format.suffixes.isEmpty());
            QVERIFY2(FileFormats::reads(purpose) ? format.readable : format.writable,
                     qPrintable(format.name));
            suffixes += format.suffixes;
        }
        if (!FileFormats::reads(purpose))
            QCOMPARE(suffixes.removeDuplicates(), 0);
        QCOMPARE(FileFormats::defaultSuffix(purpose), formats.first().suffixes.first());
        // One entry per format, with its patterns; a reading dialog's first entry takes them
        // all when there are several, and its last is every file.
        const QStringList entries = FileFormats::dialogFilter(purpose).split(QStringLiteral(";;"));
        const qsizetype extra = FileFormats::reads(purpose) ? (formats.size() > 1 ? 2 : 1) : 0;
        QCOMPARE(entries.size(), formats.size() + extra);
        const qsizetype first = FileFormats::reads(purpose) && formats.size() > 1 ? 1 : 0;
        for (qsizetype i = 0; i < formats.size(); ++i)
            QCOMPARE(entries[first + i], QStringLiteral("%1 (%2)").arg(
                                             formats[i].name, FileFormats::patterns(formats[i])));
        if (FileFormats::reads(purpose))
            QVERIFY(entries.last().endsWith(QStringLiteral("(*)")));
    }

    void everyFormatIsOffered() {
        for (const FileFormats::Entry& format : FileFormats::all())
            QVERIFY2(!format.purposes.isEmpty(), qPrintable(format.name));
    }

    // The inventory's dialogs and its readers and writers agree: every name an inventory
    // dialog offers is one the inventory's reader (and the front door) knows by its suffix.
    void inventoryDialogsOfferWhatTheReadersTake() {
        for (Purpose purpose :
             {Purpose::OpenInventory, Purpose::CompareWith, Purpose::ImportCsv,
              Purpose::SaveInventory, Purpose::ExportCsv, Purpose::ExportWorkbook}) {
            for (const FileFormats::Entry& format : FileFormats::forPurpose(purpose)) {
                for (const QString& suffix : format.suffixes) {
                    const QString path = QStringLiteral("flows.") + suffix;
                    QVERIFY2(InventoryFile::formatNamedBy(path), qPrintable(path));
                    QVERIFY2(FileKind::namedBy(path), qPrintable(path));
                }
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestFileFormats)
#include "tst_fileformats.moc"
