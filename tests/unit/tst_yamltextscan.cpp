// The scan of a YAML file's raw text sees the same comments and quotes however the bytes
// are cut into chunks, and a quote left open is found where it opens, not where the text
// stops making sense.
#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamltextscan.h"
#include "testsupport.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace FlowAudit;

namespace {

YamlTextScan scanInChunks(const QByteArray& text, qsizetype chunk) {
    YamlTextScan scan;
    for (qsizetype at = 0; at < text.size(); at += chunk)
        scan.feed(text.constData() + at, std::min(chunk, text.size() - at));
    scan.finish();
    return scan;
}

// The scan as first written, a character at a time: the oracle for the one that skips
// plain text in runs. Counts comments and the line and column of every quote it opens.
struct CharByCharScan {
    int comments = 0, firstCommentLine = 0, lineNumber = 0;
    bool inDouble = false, inSingle = false;
    int blockParent = -2;
    int flowDepth = 0;
    QList<QPair<int, int>> quotes;

    static bool startsNode(char c) {
        return c == 0 || c == ':' || c == '-' || c == '[' || c == '{' || c == ',' || c == '?';
    }
    static bool isBlockHeader(const QByteArray& line, qsizetype i) {
        while (i < line.size() &&
               (line[i] == '+' || line[i] == '-' || (line[i] >= '1' && line[i] <= '9')))
            ++i;
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        return i == line.size() || line[i] == '#' || line[i] == '\n' || line[i] == '\r';
    }
    void scanLine(const QByteArray& line) {
        ++lineNumber;
        const qsizetype size = line.size();
        qsizetype indent = 0;
        while (indent < size && line[indent] == ' ')
            ++indent;
        if (blockParent > -2) {
            if (indent > blockParent || line.trimmed().isEmpty())
                return;
            blockParent = -2;
        }
        qsizetype node = indent;
        int lastDash = -1;
        while (node < size && line[node] == '-' && (node + 1 == size || line[node + 1] == ' ')) {
            lastDash = int(node);
            node += 1;
            while (node < size && line[node] == ' ')
                ++node;
        }
        char lastSignificant = 0;
        bool afterSpace = true;
        for (qsizetype i = 0; i < size; ++i) {
            const char c = line[i];
            if (inDouble) {
                if (c == '\\')
                    ++i;
                else if (c == '"')
                    inDouble = false, lastSignificant = c;
                continue;
            }
            if (inSingle) {
                if (c == '\'' && i + 1 < size && line[i + 1] == '\'')
                    ++i;
                else if (c == '\'')
                    inSingle = false, lastSignificant = c;
                continue;
            }
            if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
                afterSpace = true;
                continue;
            }
            if (c == '#' && afterSpace) {
                if (comments++ == 0)
                    firstCommentLine = lineNumber;
                break;
            }
            const bool nodeStart = (afterSpace || (flowDepth > 0 && lastSignificant != ':')) &&
                                   startsNode(lastSignificant);
            if ((c == '[' || c == '{') && (nodeStart || flowDepth > 0)) {
                ++flowDepth;
            } else if ((c == ']' || c == '}') && flowDepth > 0) {
                --flowDepth;
            } else if (nodeStart && (c == '"' || c == '\'')) {
                (c == '"' ? inDouble : inSingle) = true;
                quotes.append({lineNumber, int(i) + 1});
            } else if (nodeStart && flowDepth == 0 && (c == '|' || c == '>') &&
                       isBlockHeader(line, i + 1)) {
                blockParent = i == node ? (lastDash >= 0 ? lastDash : int(indent) - 1) : int(node);
            }
            afterSpace = false;
            lastSignificant = c;
        }
    }
};

} // namespace

class TestYamlTextScan : public QObject {
    Q_OBJECT
private slots:
    void sameResultForAnyChunking_data() {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("comments");
        QTest::addColumn<int>("firstCommentLine");
        QTest::addColumn<int>("openQuoteLine"); // 0: none open at the end
        QTest::addColumn<int>("openQuoteColumn");
        QTest::newRow("comments") << QByteArray("# a\nflows: [] # b\n  # c\n") << 3 << 1 << 0 << 0;
        QTest::newRow("no final line end") << QByteArray("flows: []\n# last") << 1 << 2 << 0 << 0;
        QTest::newRow("bom before a comment")
            << QByteArray("\xEF\xBB\xBF# head\nflows: []\n") << 1 << 1 << 0 << 0;
        QTest::newRow("quote over lines")
            << QByteArray("title: \"a\n  # no\"\nflows: [] # yes\n") << 1 << 3 << 0 << 0;
        QTest::newRow("open double quote")
            << QByteArray("flows:\n  - flow_id: \"abc\n    method: custom # not one\n") << 0 << 0
            << 2 << 14;
        QTest::newRow("open single quote after bom") << QByteArray("\xEF\xBB\xBF"
                                                                   "flows:\n  - name: 'it''s\n")
                                                     << 0 << 0 << 2 << 11;
        QTest::newRow("column in characters")
            << QByteArray("flows:\n  - äö: \"x\n") << 0 << 0 << 2 << 9;
        QTest::newRow("block scalar")
            << QByteArray("notes: |\n  # text\n  \"not a quote\nflows: [] # real\n") << 1 << 4 << 0
            << 0;
    }
    void sameResultForAnyChunking() {
        QFETCH(QByteArray, text);
        QFETCH(int, comments);
        QFETCH(int, firstCommentLine);
        QFETCH(int, openQuoteLine);
        QFETCH(int, openQuoteColumn);
        for (const qsizetype chunk :
             {qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(5), qsizetype(64), text.size()}) {
            const YamlTextScan scan = scanInChunks(text, chunk);
            const auto& open = scan.openQuote();
            const QString seen =
                QStringLiteral("chunks of %1: %2 comments from line %3, quote open at %4:%5")
                    .arg(chunk)
                    .arg(scan.comments())
                    .arg(scan.firstCommentLine())
                    .arg(open ? open->line : 0)
                    .arg(open ? open->column : 0);
            QVERIFY2(scan.comments() == comments && scan.firstCommentLine() == firstCommentLine,
                     qPrintable(seen));
            QVERIFY2((open ? open->line : 0) == openQuoteLine &&
                         (open ? open->column : 0) == openQuoteColumn,
                     qPrintable(seen));
        }
    }

    // The offset of an open quote is the one yaml-cpp gives the scalar (a BOM not counted).
    void openQuoteOffset() {
        const YamlTextScan plain = scanInChunks("a: \"x\n", 2);
        QVERIFY(plain.openQuote());
        QCOMPARE(plain.openQuote()->offset, qint64(3));
        const YamlTextScan withBom = scanInChunks("\xEF\xBB\xBF"
                                                  "a: \"x\n",
                                                  2);
        QVERIFY(withBom.openQuote());
        QCOMPARE(withBom.openQuote()->offset, qint64(3));
    }

    // A quote left open pairs with the next value's opening quote; yaml-cpp then fails
    // lines later. The error points at the quote that ran over, with yaml-cpp's words.
    void missingClosingQuoteIsFoundWhereItOpens() {
        QFile example(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY(example.open(QIODevice::ReadOnly));
        QList<QByteArray> lines = example.readAll().split('\n');
        QVERIFY(lines[7].startsWith("  - flow_id: billing_to_crm"));
        lines[7] = "  - flow_id: \"billing_to_crm";    // line 8: opened, never closed
        lines[12] = "    method: \"custom\" # quoted"; // line 13: the next quotes
        const QString error = Test::yamlError(lines.join('\n'));
        QVERIFY2(error.startsWith(
                     QStringLiteral("8:14: a quoted value starts here and runs on to line 13")),
                 qPrintable(error));
        QVERIFY2(error.contains(QStringLiteral("is its closing quote missing?")),
                 qPrintable(error));
    }

    // A multi-line quoted value that is closed is no error, and a syntax error elsewhere
    // is reported where yaml-cpp found it.
    void otherSyntaxErrorsKeepTheirPosition() {
        const QString error =
            Test::yamlError("title: \"two\n  lines\"\nflows:\n  - flow_id: a\n   method: [\n");
        QCOMPARE(error, QStringLiteral("5:4: YAML syntax error: end of sequence not found"));
    }

    // Random lines of YAML's notable characters between plain words and spaces: the scan
    // counts the comments the char-by-char scan counts, and leaves the same quote open.
    void sameAsCharByChar() {
        static const char* const pieces[] = {"a",  "key:", " ",   "  ", "\t", "#", "\"", "'",
                                             "''", "\\",   "|",   ">",  "- ", ":", ",",  "[",
                                             "{",  "?",    "x#y", "|-", ">2", "\r"};
        QRandomGenerator random(42);
        for (int round = 0; round < 300; ++round) {
            QByteArray text;
            const int lines = 1 + random.bounded(30);
            for (int l = 0; l < lines; ++l) {
                const int parts = random.bounded(10);
                for (int p = 0; p < parts; ++p)
                    text += pieces[random.bounded(int(std::size(pieces)))];
                text += '\n';
            }
            CharByCharScan oracle;
            for (const QByteArray& line : text.split('\n').mid(0, lines))
                oracle.scanLine(line + '\n');
            const YamlTextScan scan = scanInChunks(text, 1 + random.bounded(40));
            QVERIFY2(scan.comments() == oracle.comments, text.constData());
            QCOMPARE(scan.firstCommentLine(), oracle.firstCommentLine);
            const bool open = oracle.inDouble || oracle.inSingle;
            QCOMPARE(scan.openQuote().has_value(), open);
            if (open) {
                QCOMPARE(scan.openQuote()->line, oracle.quotes.last().first);
                QCOMPARE(scan.openQuote()->column, oracle.quotes.last().second);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestYamlTextScan)
#include "tst_yamltextscan.moc"
