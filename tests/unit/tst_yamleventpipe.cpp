// yaml-cpp's events handled on a thread of their own while the parser reads on
// (YamlEventPipe, YamlEventBatch): the handler sees exactly the events, in the order and
// with the marks, tags and anchors it would see called in place; what it throws stops the
// parser and reaches the reader; and through the inventory reader, a problem the handler
// finds comes before a syntax error later in the file, as it did in place.
#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/yamleventbatch.h"
#include "core/io/yaml/yamleventpipe.h"

#include <QTest>

#include <yaml-cpp/exceptions.h>
#include <yaml-cpp/parser.h>

#include <chrono>
#include <sstream>
#include <thread>

using namespace FlowAudit;

namespace {

// Writes every event down as one line of text, marks and all.
class EventLog : public YAML::EventHandler {
public:
    QStringList lines;
    int throwAt = -1;  // throws std::runtime_error at this event
    int slowEvery = 0; // sleeps a moment every so many events (a handler slower than the parser)

    void OnDocumentStart(const YAML::Mark& mark) override {
        log(QStringLiteral("doc %1").arg(where(mark)));
    }
    void OnDocumentEnd() override { log(QStringLiteral("end doc")); }
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        log(QStringLiteral("null %1 &%2").arg(where(mark)).arg(anchor));
    }
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override {
        log(QStringLiteral("alias %1 *%2").arg(where(mark)).arg(anchor));
    }
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  const std::string& value) override {
        log(QStringLiteral("scalar %1 <%2> &%3 [%4]")
                .arg(where(mark), QString::fromStdString(tag))
                .arg(anchor)
                .arg(QString::fromStdString(value)));
    }
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) override {
        log(QStringLiteral("seq %1 <%2> &%3 style %4")
                .arg(where(mark), QString::fromStdString(tag))
                .arg(anchor)
                .arg(int(style)));
    }
    void OnSequenceEnd() override { log(QStringLiteral("end seq")); }
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value style) override {
        log(QStringLiteral("map %1 <%2> &%3 style %4")
                .arg(where(mark), QString::fromStdString(tag))
                .arg(anchor)
                .arg(int(style)));
    }
    void OnMapEnd() override { log(QStringLiteral("end map")); }

private:
    static QString where(const YAML::Mark& mark) {
        return QStringLiteral("%1:%2:%3").arg(mark.pos).arg(mark.line).arg(mark.column);
    }
    void log(const QString& line) {
        if (int(lines.size()) == throwAt)
            throw std::runtime_error("stop");
        if (slowEvery > 0 && lines.size() % slowEvery == 0)
            std::this_thread::sleep_for(std::chrono::microseconds(200));
        lines.append(line);
    }
};

// Documents with every kind of event: tags, anchors, aliases, nulls, flow and block
// collections, quoted and plain scalars, non-ASCII text, and enough of them for many batches.
std::string everyKindOfEvent(int repeats) {
    std::string text = "%YAML 1.2\n---\nfirst: &a {x: 1, y: [2, 3]}\nsecond: *a\nthird: !!str "
                       "4\nfourth: !custom 'five'\n"
                       "fifth: ~\nsixth:\nseventh: \"Gr\xC3\xBC\xC3\x9F"
                       "e \\u00e9\"\nlist:\n";
    for (int i = 0; i < repeats; ++i)
        text += "  - {id: item_" + std::to_string(i) + ", text: \"" +
                std::string(std::size_t(i % 300), 'x') + "\"}\n";
    text += "...\n---\n- second document\n";
    return text;
}

EventLog parsedInPlace(const std::string& text) {
    std::istringstream in(text);
    YAML::Parser parser(in);
    EventLog log;
    while (parser.HandleNextDocument(log)) {
    }
    return log;
}

// count flows of three lines each, without the inventory's head.
QByteArray flows(int count) {
    QByteArray yaml;
    for (int i = 0; i < count; ++i)
        yaml += "  - flow_id: flow_" + QByteArray::number(i) + "\n    name: Flow " +
                QByteArray::number(i) + "\n    source: stripe\n";
    return yaml;
}

const QByteArray Head = "format: flow-inventory/1\nflows:\n";

int lines(const QByteArray& text) {
    return int(text.count('\n'));
}

} // namespace

class TestYamlEventPipe : public QObject {
    Q_OBJECT

private slots:
    void aBatchReplaysWhatItRecorded() {
        const std::string text = everyKindOfEvent(50);
        std::istringstream in(text);
        YAML::Parser parser(in);
        YamlEventBatch batch;
        while (parser.HandleNextDocument(batch)) {
        }
        batch.addSourceText("some text", 9);
        EventLog replayed;
        QByteArray sunk;
        batch.replay(replayed,
                     [&sunk](const char* data, qsizetype size) { sunk.append(data, size); });
        QCOMPARE(replayed.lines, parsedInPlace(text).lines);
        QCOMPARE(sunk, QByteArray("some text"));
        batch.clear();
        QCOMPARE(batch.eventCount(), 0);
        QCOMPARE(batch.byteCount(), 0);
    }

    // Thousands of events, so many batches cross to the thread, also while the handler is
    // slower than the parser (the queue is bounded and the parser waits).
    void thePipesHandlerSeesTheEventsInPlaceOrder_data() {
        QTest::addColumn<int>("slowEvery");
        QTest::newRow("quick handler") << 0;
        QTest::newRow("slow handler") << 500;
    }
    void thePipesHandlerSeesTheEventsInPlaceOrder() {
        QFETCH(int, slowEvery);
        const std::string text = everyKindOfEvent(6000);
        EventLog piped;
        piped.slowEvery = slowEvery;
        QByteArray sunk;
        {
            YamlEventPipe pipe(
                piped, [&sunk](const char* data, qsizetype size) { sunk.append(data, size); });
            std::istringstream in(text);
            YAML::Parser parser(in);
            while (parser.HandleNextDocument(pipe)) {
            }
            pipe.addSourceText(text.data(), qsizetype(text.size()));
            pipe.finish();
        }
        const EventLog inPlace = parsedInPlace(text);
        QVERIFY(inPlace.lines.size() > 20000);
        QCOMPARE(piped.lines.size(), inPlace.lines.size());
        QCOMPARE(piped.lines, inPlace.lines);
        QCOMPARE(sunk, QByteArray::fromStdString(text));
    }

    // The handler throws at an event far into the file: the parser is stopped (it need not
    // read the rest), no later event reaches the handler, and finish() throws what it threw.
    void whatTheHandlerThrowsStopsTheParserAndReachesTheReader() {
        const std::string text = everyKindOfEvent(20000);
        EventLog piped;
        piped.throwAt = 10000;
        YamlEventPipe pipe(piped, {});
        std::istringstream in(text);
        YAML::Parser parser(in);
        bool stopped = false;
        try {
            while (parser.HandleNextDocument(pipe)) {
            }
        } catch (const YamlEventPipe::Stopped&) {
            stopped = true;
        }
        QVERIFY(stopped);
        QVERIFY(in.tellg() > 0 && in.tellg() < std::streampos(text.size()));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, pipe.finish());
        QCOMPARE(piped.lines.size(), 10000);
        QCOMPARE(piped.lines, parsedInPlace(text).lines.mid(0, 10000));
    }

    // A pipe left without finish() (the reader failed on its own) still ends its thread.
    void aPipeLeftUnfinishedEndsItsThread() {
        EventLog piped;
        {
            YamlEventPipe pipe(piped, {});
            std::istringstream in(everyKindOfEvent(3000));
            YAML::Parser parser(in);
            parser.HandleNextDocument(pipe);
        }
        QVERIFY(piped.lines.size() > 3000);
    }

    // Through the inventory reader: the first problem in the file is the one reported,
    // whichever side found it, with many batches between the two.
    void theFirstProblemInTheFileIsReported_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QByteArray head = Head + flows(40);
        const QByteArray many = flows(5000);
        const QByteArray broken = "  - flow_id: broken\n    name: a: b\n";
        QTest::newRow("a duplicate key before a syntax error")
            << head + "  - flow_id: twice\n    name: One\n    name: Two\n" + many + broken
            << lines(head) + 3 << QStringLiteral("appears twice");
        QTest::newRow("a syntax error alone") << head + many + broken << lines(head + many) + 2
                                              << QStringLiteral("YAML syntax error");
        QTest::newRow("an alias before a second document")
            << head + "  - flow_id: alias\n    name: &n One\n    source: *n\n" + many +
                   "---\nflows: []\n"
            << lines(head) + 3 << QStringLiteral("alias");
        QTest::newRow("a second document after many flows")
            << head + many + "---\nflows: []\n"
            << lines(head + many) + 1 << QStringLiteral("second YAML document");
    }
    void theFirstProblemInTheFileIsReported() {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        QFETCH(QString, message);
        const InventoryReadResult result =
            InventoryFile::parse(yaml, InventoryFile::Format::Yaml, QStringLiteral("flows.yaml"));
        QVERIFY(!result.inventory);
        QVERIFY2(result.error.message.contains(message), qPrintable(result.error.toString()));
        QCOMPARE(result.error.line, line);
    }

    // A clean file of many batches reads whole, in order.
    void aLargeInventoryReadsWhole() {
        const InventoryReadResult result = InventoryFile::parse(
            Head + flows(20000), InventoryFile::Format::Yaml, QStringLiteral("flows.yaml"));
        QVERIFY2(result.inventory, qPrintable(result.error.toString()));
        QCOMPARE(result.inventory->flows.size(), 20000);
        QCOMPARE(result.inventory->flows.last().text(Field::FlowId), QStringLiteral("flow_19999"));
        QCOMPARE(result.inventory->flows.last().line(), 3 * 19999 + 3);
    }
};

QTEST_GUILESS_MAIN(TestYamlEventPipe)
#include "tst_yamleventpipe.moc"
