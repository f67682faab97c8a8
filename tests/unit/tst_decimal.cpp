#include "core/model/decimal.h"

#include <QTest>

using FlowAudit::Decimal;

class TestDecimal : public QObject {
    Q_OBJECT
private slots:
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
