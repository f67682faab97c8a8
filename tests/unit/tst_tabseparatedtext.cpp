#include "core/io/table/tabseparatedtext.h"

#include <QTest>

using namespace FlowAudit;

class TestTabSeparatedText : public QObject {
    Q_OBJECT
private slots:
    void parse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<QStringList>>("rows");
        QTest::newRow("one cell") << QStringLiteral("a")
                                  << QList<QStringList>{{QStringLiteral("a")}};
        QTest::newRow("final newline starts no row")
            << QStringLiteral("a\tb\n")
            << QList<QStringList>{{QStringLiteral("a"), QStringLiteral("b")}};
        QTest::newRow("CRLF rows, empty cells kept")
            << QStringLiteral("a\t\tc\r\n\tb\t\r\n")
            << QList<QStringList>{{QStringLiteral("a"), QString(), QStringLiteral("c")},
                                  {QString(), QStringLiteral("b"), QString()}};
        QTest::newRow("quoted cell with tab, newline and quote")
            << QStringLiteral("\"x\ty\nz \"\"q\"\"\"\tend\n")
            << QList<QStringList>{{QStringLiteral("x\ty\nz \"q\""), QStringLiteral("end")}};
        QTest::newRow("quote inside a cell is text")
            << QStringLiteral("5\" screen\tb")
            << QList<QStringList>{{QStringLiteral("5\" screen"), QStringLiteral("b")}};
        QTest::newRow("blank row in the middle")
            << QStringLiteral("a\n\nb\n")
            << QList<QStringList>{{QStringLiteral("a")}, {QString()}, {QStringLiteral("b")}};
        QTest::newRow("nothing") << QString() << QList<QStringList>{};
    }

    void parse() {
        QFETCH(QString, text);
        QFETCH(QList<QStringList>, rows);
        QCOMPARE(TabSeparatedText::parse(text), rows);
    }

    void formatReadsBack() {
        const QList<QStringList> rows{
            {QStringLiteral("plain"), QStringLiteral("tab\there"), QString()},
            {QStringLiteral("\"quoted\""), QStringLiteral("line\nbreak"), QStringLiteral("x")}};
        const QString text = TabSeparatedText::format(rows);
        QVERIFY(text.startsWith(QStringLiteral("plain\t\"tab\there\"\t\n")));
        QCOMPARE(TabSeparatedText::parse(text), rows);
    }
};

QTEST_GUILESS_MAIN(TestTabSeparatedText)
#include "tst_tabseparatedtext.moc"
