// The editor's limit on a cell against the writers and the readers: the largest text the
// entry points accept survives YAML and CSV save → open exactly, and one byte more is what
// the readers refuse, so nothing the editor accepts can be saved and then not open again.
#include "core/io/celltextlimit.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/ioerror.h"
#include "core/io/table/csvreader.h"
#include "core/io/table/csvwriter.h"
#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/inventory.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {

// `bytes` of UTF-8 made of `unit` repeated (ASCII, two-, three- or four-byte characters),
// padded with ASCII to the exact size; `prefix` first (a formula sign, a quote…).
QString textOfBytes(qsizetype bytes, const QString& unit, const QString& prefix = {}) {
    const qsizetype unitBytes = unit.toUtf8().size();
    const qsizetype prefixBytes = prefix.toUtf8().size();
    QString text = prefix;
    text.reserve(bytes);
    const qsizetype units = (bytes - prefixBytes - 1) / unitBytes; // one ASCII letter ends it:
    for (qsizetype i = 0; i < units; ++i)                          // no trimmed blank at the end
        text += unit;
    text += QString(bytes - prefixBytes - units * unitBytes, QLatin1Char('k'));
    return text;
}

Inventory withKey(const QString& key) {
    Inventory inventory;
    Flow flow;
    flow.setText(Field::FlowId, QStringLiteral("big"));
    flow.setText(Field::IdempotencyKey, key);
    inventory.flows.append(flow);
    return inventory;
}

} // namespace

class TestCellTextLimit : public QObject {
    Q_OBJECT
private slots:
    void utf8SizeIsTheEncodersSize_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("ascii") << QStringLiteral("billing + invoice.id");
        QTest::newRow("two bytes") << QStringLiteral("Größe é ñ");
        QTest::newRow("three bytes") << QStringLiteral("€ → 日本");
        QTest::newRow("four bytes") << QStringLiteral("key 😀 𝄞");
        QTest::newRow("empty") << QString();
    }
    void utf8SizeIsTheEncodersSize() {
        QFETCH(QString, text);
        QCOMPARE(CellTextLimit::utf8Size(text), text.toUtf8().size());
    }

    // A lone surrogate cannot be encoded: never counted as less than the encoder writes.
    void aLoneSurrogateIsNotUndercounted() {
        const QString lone = QString(QChar(0xD800)) + QStringLiteral("a");
        QVERIFY(CellTextLimit::utf8Size(lone) >= lone.toUtf8().size());
    }

    void theLimitIsTheReadersLimit() {
        QVERIFY(CellTextLimit::fits(QString(InputLimits::MaxValueBytes, QLatin1Char('a'))));
        QVERIFY(!CellTextLimit::fits(QString(InputLimits::MaxValueBytes + 1, QLatin1Char('a'))));
        // Counted in bytes, not characters: 2 MB of two-byte characters is 1 M characters.
        QVERIFY(!CellTextLimit::fits(QString(InputLimits::MaxValueBytes / 2 + 1, QChar(0xe9))));
        const auto problem = CellTextLimit::problem(QString(2000000, QLatin1Char('x')));
        QVERIFY(problem);
        QVERIFY2(problem->contains(QStringLiteral("2,000,000 bytes")) &&
                     problem->contains(QStringLiteral("at most 1 MB")),
                 qPrintable(*problem));
        QVERIFY(!CellTextLimit::problem(QStringLiteral("short")));
    }

    // The largest cell accepted, of every width of character and with what the writers
    // escape (CSV's formula guard, quotes, YAML's special words), saved and opened again.
    void theLargestAcceptedCellSurvivesSaveAndOpen_data() {
        QTest::addColumn<QString>("text");
        const qsizetype max = InputLimits::MaxValueBytes;
        QTest::newRow("ascii") << textOfBytes(max, QStringLiteral("a"));
        QTest::newRow("two bytes") << textOfBytes(max, QStringLiteral("é"));
        QTest::newRow("three bytes") << textOfBytes(max, QStringLiteral("€"));
        QTest::newRow("four bytes") << textOfBytes(max, QStringLiteral("😀"));
        QTest::newRow("formula") << textOfBytes(max, QStringLiteral("a"), QStringLiteral("=SUM("));
        QTest::newRow("quotes") << textOfBytes(max, QStringLiteral("\"'"));
        QTest::newRow("list-like") << textOfBytes(max, QStringLiteral("a, "), QStringLiteral("["));
    }
    void theLargestAcceptedCellSurvivesSaveAndOpen() {
        QFETCH(QString, text);
        QCOMPARE(CellTextLimit::utf8Size(text), InputLimits::MaxValueBytes);
        QVERIFY(CellTextLimit::fits(text));
        const Inventory inventory = withKey(text);

        const InventoryReadResult yaml = InventoryFile::parse(
            YamlWriter::write(inventory), InventoryFile::Format::Yaml, QStringLiteral("big.yaml"));
        QVERIFY2(yaml.inventory, qPrintable(yaml.error.toString()));
        QCOMPARE(yaml.inventory->flows.first().text(Field::IdempotencyKey), text);

        const InventoryReadResult csv =
            CsvReader::read(CsvWriter::write(inventory), QStringLiteral("big.csv"));
        QVERIFY2(csv.inventory, qPrintable(csv.error.toString()));
        QCOMPARE(csv.inventory->flows.first().text(Field::IdempotencyKey), text);
    }

    // One byte more is refused at entry, and it is exactly what the readers refuse: the two
    // limits are one.
    void oneByteMoreIsWhatTheReadersRefuse() {
        const QString text = textOfBytes(InputLimits::MaxValueBytes + 1, QStringLiteral("é"));
        QVERIFY(!CellTextLimit::fits(text));
        const Inventory inventory = withKey(text);
        const InventoryReadResult yaml = InventoryFile::parse(
            YamlWriter::write(inventory), InventoryFile::Format::Yaml, QStringLiteral("big.yaml"));
        QVERIFY(!yaml.inventory);
        QVERIFY2(yaml.error.message.contains(QStringLiteral("at most 1 MB")),
                 qPrintable(yaml.error.message));
        const InventoryReadResult csv =
            CsvReader::read(CsvWriter::write(inventory), QStringLiteral("big.csv"));
        QVERIFY(!csv.inventory);
    }
};

QTEST_GUILESS_MAIN(TestCellTextLimit)
#include "tst_celltextlimit.moc"
