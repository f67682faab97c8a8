#include "core/model/decimal.h"

#include <QTest>

using FlowAudit::Decimal;

class TestDecimal : public QObject {
    Q_OBJECT
private slots:
    // A German sheet's decimal comma (import): converted where certain, else ambiguous.
    void readComma_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("kind"); // 0 none, 1 converted, 2 ambiguous
        QTest::addColumn<QString>("withPoint");
        QTest::newRow("decimal comma") << "5,5" << 1 << "5.5";
        QTest::newRow("spaces around") << " 0,25 " << 1 << "0.25";
        QTest::newRow("zero before three digits") << "0,125" << 1 << "0.125";
        QTest::newRow("four digits before three") << "1234,567" << 1 << "1234.567";
        QTest::newRow("four digits after") << "1,2345" << 1 << "1.2345";
        QTest::newRow("German thousands and decimal") << "1.234,5" << 1 << "1234.5";
        QTest::newRow("three after one: thousands?") << "1,234" << 2 << "";
        QTest::newRow("three after three") << "123,456" << 2 << "";
        QTest::newRow("two groups") << "1,234,567" << 2 << "";
        QTest::newRow("point") << "5.5" << 0 << "";
        QTest::newRow("integer") << "30" << 0 << "";
        QTest::newRow("unit") << "5,5 s" << 0 << "";
        QTest::newRow("two commas") << "5,5,5" << 0 << "";
        QTest::newRow("leading comma") << ",5" << 0 << "";
        QTest::newRow("text") << "a,b" << 0 << "";
    }
    void readComma() {
        QFETCH(QString, text);
        QFETCH(int, kind);
        QFETCH(QString, withPoint);
        const Decimal::CommaReading reading = Decimal::readComma(text);
        QCOMPARE(int(reading.kind), kind);
        QCOMPARE(reading.withPoint, withPoint);
        if (kind == 1)
            QVERIFY(Decimal::parse(reading.withPoint)); // a number FlowAudit reads
    }

    void parse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<QString>("normalised");
        QTest::newRow("integer") << "30" << true << "30";
        QTest::newRow("fraction") << "0.8" << true << "0.8";
        QTest::newRow("trailing zero") << "2.50" << true << "2.5";
        QTest::newRow("leading zeros") << "007" << true << "7";
        QTest::newRow("zero") << "0" << true << "0";
        QTest::newRow("zero point zero") << "0.0" << true << "0";
        QTest::newRow("huge") << "99999999999999999999" << true << "99999999999999999999";
        QTest::newRow("unit") << "5s" << false << "";
        QTest::newRow("sign minus") << "-1" << false << "";
        QTest::newRow("sign plus") << "+1" << false << "";
        QTest::newRow("exponent") << "1e3" << false << "";
        QTest::newRow("comma") << "1,000" << false << "";
        QTest::newRow("leading dot") << ".5" << false << "";
        QTest::newRow("trailing dot") << "5." << false << "";
        QTest::newRow("word") << "five" << false << "";
        QTest::newRow("two dots") << "1.2.3" << false << "";
        QTest::newRow("arabic-indic digit") << QStringLiteral("\u0665") << false << "";
        QTest::newRow("empty") << "" << false << "";
    }
    void parse() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(QString, normalised);
        const auto d = Decimal::parse(text);
        QCOMPARE(d.has_value(), valid);
        if (valid)
            QCOMPARE(d->toString(), normalised);
    }

    void compare_data() {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<int>("expected");
        QTest::newRow("equal forms") << "30.0"
                                     << "30" << 0;
        QTest::newRow("leading zeros equal") << "007"
                                             << "7" << 0;
        QTest::newRow("below") << "10"
                               << "30" << -1;
        QTest::newRow("above by length") << "100"
                                         << "99" << 1;
        QTest::newRow("float trap") << "0.15000000000000001"
                                    << "0.15" << 1;
        QTest::newRow("twenty digits") << "99999999999999999999"
                                       << "100000000000000000000" << -1;
        QTest::newRow("fractions") << "0.05"
                                   << "0.5" << -1;
    }
    void compare() {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(int, expected);
        QCOMPARE(Decimal::parse(a)->compare(*Decimal::parse(b)), expected);
        QCOMPARE(Decimal::parse(b)->compare(*Decimal::parse(a)), -expected);
    }

    void doubleAndHalve_data() {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("doubled");
        QTest::addColumn<QString>("halved");
        QTest::newRow("integer") << "5"
                                 << "10"
                                 << "2.5";
        QTest::newRow("fraction") << "0.15"
                                  << "0.3"
                                  << "0.075";
        QTest::newRow("carry") << "99.95"
                               << "199.9"
                               << "49.975";
        QTest::newRow("zero") << "0"
                              << "0"
                              << "0";
        QTest::newRow("long") << "2.5000000000000001"
                              << "5.0000000000000002"
                              << "1.25000000000000005";
    }
    void doubleAndHalve() {
        QFETCH(QString, value);
        QFETCH(QString, doubled);
        QFETCH(QString, halved);
        QCOMPARE(Decimal::parse(value)->doubled().toString(), doubled);
        QCOMPARE(Decimal::parse(value)->halved().toString(), halved);
    }
};

QTEST_GUILESS_MAIN(TestDecimal)
#include "tst_decimal.moc"
