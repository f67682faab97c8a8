#include "core/io/utf8inputbuffer.h"

#include <QBuffer>
#include <QRandomGenerator>
#include <QTest>

#include <istream>
#include <iterator>
#include <string>

using namespace FlowAudit;

namespace {

// Lines of ASCII, tabs and two- to four-byte characters, over several of the buffer's chunks.
QByteArray mixedText(QRandomGenerator& random, qsizetype bytes) {
    static const char* const pieces[] = {"flow_id: a",
                                         " ",
                                         "\t",
                                         "\xC3\xA4",
                                         "\xE2\x82\xAC",
                                         "\xF0\x9F\x98\x80",
                                         "name: Sync number 17 from the source",
                                         "- ",
                                         "\"q\"",
                                         "#"};
    QByteArray text;
    while (text.size() < bytes) {
        const int parts = random.bounded(12);
        for (int i = 0; i < parts; ++i)
            text += pieces[random.bounded(int(std::size(pieces)))];
        text += '\n';
    }
    return text;
}

struct Read {
    std::string bytes;
    std::optional<Utf8InputBuffer::Problem> problem;
};

Read readThrough(QByteArray text) {
    QBuffer device(&text);
    device.open(QIODevice::ReadOnly);
    Utf8InputBuffer buffer(&device);
    std::istream stream(&buffer);
    Read read;
    read.bytes.assign(std::istreambuf_iterator<char>(stream), std::istreambuf_iterator<char>());
    read.problem = buffer.problem();
    return read;
}

} // namespace

class TestUtf8InputBuffer : public QObject {
    Q_OBJECT

private slots:
    // The bytes pass unchanged: eight at a time where they are printable ASCII, one by one
    // around anything else.
    void validTextPassesWhole() {
        QRandomGenerator random(13);
        const QByteArray text = mixedText(random, 300 * 1024);
        const Read read = readThrough(text);
        QVERIFY(!read.problem);
        QCOMPARE(QByteArray::fromStdString(read.bytes), text);
    }

    // A bad byte anywhere, in any chunk, is reported at its line and its column in
    // characters, as counting from the start of the text says.
    void problemsAreWhereTheyAre() {
        QRandomGenerator random(7);
        const QByteArray text = mixedText(random, 200 * 1024);
        const char bad[] = {'\x01', '\xFF', '\0', '\x1B'};
        for (int round = 0; round < 60; ++round) {
            qsizetype at = random.bounded(int(text.size()));
            while (at > 0 && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80)
                --at; // at a character's start
            QByteArray broken = text;
            broken.insert(at, bad[round % 4]);
            int line = 1, column = 1;
            for (qsizetype i = 0; i < at; ++i) {
                if (broken[i] == '\n')
                    ++line, column = 1;
                else if ((static_cast<unsigned char>(broken[i]) & 0xC0) != 0x80)
                    ++column;
            }
            const Read read = readThrough(broken);
            QVERIFY2(read.problem, qPrintable(QString::number(at)));
            QCOMPARE(read.problem->line, line);
            QCOMPARE(read.problem->column, column);
            QCOMPARE(qsizetype(read.bytes.size()), at); // the stream ends at the problem
        }
    }

    // A lone CR is a line end for YAML, also where it ends a chunk; CRLF stays.
    void loneCarriageReturnsAreLineFeeds() {
        QByteArray text(64 * 1024 - 1, 'a');
        text += "\rb\r\nc\r";
        const Read read = readThrough(text);
        QVERIFY(!read.problem);
        QCOMPARE(QByteArray::fromStdString(read.bytes),
                 QByteArray(64 * 1024 - 1, 'a') + "\nb\r\nc\n");
    }
};

QTEST_GUILESS_MAIN(TestUtf8InputBuffer)
#include "tst_utf8inputbuffer.moc"
