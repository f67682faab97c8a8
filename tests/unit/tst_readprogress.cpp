// The reader's progress hook: how far a read has come (bytes, flows) for the editor's
// progress bar, and a cancel that stops the read and leaves no inventory.
#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorybuilder.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {

QByteArray flowsYaml(int count) {
    QByteArray yaml = "format: flow-inventory/1\nflows:\n";
    for (int i = 0; i < count; ++i)
        yaml +=
            QStringLiteral("  - flow_id: flow_%1\n    name: Flow %1\n    source: stripe\n    "
                           "destination: salesforce\n"
                           "    creates_records: yes\n    idempotency_key: flow_%1 + invoice.id\n")
                .arg(i)
                .toUtf8();
    return yaml;
}

struct Report {
    qint64 bytes;
    int flows;
};

} // namespace

class TestReadProgress : public QObject {
    Q_OBJECT

private slots:
    // Every ProgressEvery flows, with the bytes read so far: both grow, never past the file.
    void reportsBytesAndFlowsAsTheReadGoesOn() {
        const int count = InventoryBuilder::ProgressEvery * 8 + 17;
        const QByteArray yaml = flowsYaml(count);
        QList<Report> reports;
        const InventoryReadResult result =
            InventoryFile::parse(yaml, InventoryFile::Format::Yaml, QStringLiteral("flows.yaml"),
                                 [&](qint64 bytes, int flows) {
                                     reports.append({bytes, flows});
                                     return true;
                                 });
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QCOMPARE(result.inventory->flows.size(), count);
        QCOMPARE(reports.size(), 8);
        for (int i = 0; i < reports.size(); ++i) {
            QCOMPARE(reports[i].flows, InventoryBuilder::ProgressEvery * (i + 1));
            QVERIFY(reports[i].bytes > 0);
            QVERIFY(reports[i].bytes <= yaml.size());
            if (i > 0)
                QVERIFY(reports[i].bytes >= reports[i - 1].bytes);
        }
        // The hook changes nothing in what is read.
        const InventoryReadResult plain =
            InventoryFile::parse(yaml, InventoryFile::Format::Yaml, QStringLiteral("flows.yaml"));
        QVERIFY(plain.inventory);
        QVERIFY(*plain.inventory == *result.inventory);
    }

    // A false answer stops the read there: no inventory, a cancelled error, no more calls.
    void aFalseAnswerCancelsTheRead() {
        const QByteArray yaml = flowsYaml(InventoryBuilder::ProgressEvery * 4);
        int calls = 0;
        const InventoryReadResult result =
            InventoryFile::parse(yaml, InventoryFile::Format::Yaml, QStringLiteral("flows.yaml"),
                                 [&](qint64, int flows) {
                                     ++calls;
                                     return flows < InventoryBuilder::ProgressEvery * 2;
                                 });
        QVERIFY(!result.inventory);
        QCOMPARE(calls, 2);
        QVERIFY2(result.error.message.contains(QLatin1String("cancelled")),
                 qPrintable(result.error.toString()));
    }

    // A CSV reports as a YAML file does: flows every ProgressEvery, the bytes they reach,
    // and a false answer cancels.
    void csvReportsFlowsToo() {
        const int count = InventoryBuilder::ProgressEvery * 3 + 5;
        QByteArray csv = "\xEF\xBB\xBF"
                         "flow_id,name,source\n";
        for (int i = 0; i < count; ++i)
            csv += "flow_" + QByteArray::number(i) + ",Flow " + QByteArray::number(i) +
                   ",stripe\n" + (i == 10 ? ",,\n" : "");
        QList<Report> reports;
        const InventoryReadResult result =
            InventoryFile::parse(csv, InventoryFile::Format::Csv, QStringLiteral("flows.csv"),
                                 [&](qint64 bytes, int flows) {
                                     reports.append({bytes, flows});
                                     return true;
                                 });
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QCOMPARE(result.inventory->flows.size(), count);
        QCOMPARE(reports.size(), 3);
        for (int i = 0; i < reports.size(); ++i) {
            QCOMPARE(reports[i].flows, InventoryBuilder::ProgressEvery * (i + 1));
            // The row of flow N ends where the text of N flows, the header and the blank row end.
            const qsizetype expected =
                csv.indexOf("flow_" + QByteArray::number(reports[i].flows) + ",");
            QCOMPARE(reports[i].bytes, expected);
        }
        int calls = 0;
        const InventoryReadResult cancelled =
            InventoryFile::parse(csv, InventoryFile::Format::Csv, QStringLiteral("flows.csv"),
                                 [&](qint64, int) { return ++calls < 2; });
        QVERIFY(!cancelled.inventory);
        QCOMPARE(calls, 2);
        QVERIFY2(cancelled.error.message.contains(QLatin1String("cancelled")),
                 qPrintable(cancelled.error.toString()));
    }

    // A file too small for a report reads without one.
    void aSmallFileReadsWithoutACall() {
        int calls = 0;
        const InventoryReadResult result =
            InventoryFile::parse(flowsYaml(3), InventoryFile::Format::Yaml,
                                 QStringLiteral("flows.yaml"), [&](qint64, int) {
                                     ++calls;
                                     return false;
                                 });
        QVERIFY(result.inventory);
        QCOMPARE(calls, 0);
    }
};

QTEST_GUILESS_MAIN(TestReadProgress)
#include "tst_readprogress.moc"
