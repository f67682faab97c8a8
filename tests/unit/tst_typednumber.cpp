// The one reading of a typed number (core/model/typednumber; docs/spec/inventory-format.md,
// "Typed numbers"), case by case, for both kinds of marks.
#include "core/model/decimal.h"
#include "core/model/typednumber.h"

#include <QTest>

using FlowAudit::Decimal;
using FlowAudit::Field;
using FlowAudit::TypedNumber;
using Kind = TypedNumber::Reading::Kind;
using Marks = TypedNumber::Marks;

Q_DECLARE_METATYPE(Kind)
Q_DECLARE_METATYPE(Marks)

class TestTypedNumber : public QObject {
    Q_OBJECT
private slots:
    void read_data() {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<Marks>("marks");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("plain");        // Plain, DecimalComma
        QTest::addColumn<QStringList>("readings"); // Refused
        QTest::addColumn<QString>("write");        // Refused: the problem ends "write …"

        const auto row = [](const QByteArray& name, const char* typed, Marks marks, Kind kind,
                            const char* plain = "", QStringList readings = {},
                            const char* write = "") {
            QTest::newRow(name.constData())
                << QString::fromUtf8(typed) << marks << kind << QString::fromUtf8(plain) << readings
                << QString::fromUtf8(write);
        };
        const Marks point = Marks::Point;
        const Marks either = Marks::PointOrComma;
        for (const Marks marks : {point, either}) {
            const bool de = marks == either;
            const QByteArray m = de ? " (either)" : " (point)";
            const auto name = [&m](const char* n) { return QByteArray(n + m); };
            // Plain digits with an optional decimal point: as written, in both.
            row(name("integer"), "30", marks, Kind::Plain, "30");
            row(name("leading zeros"), "007", marks, Kind::Plain, "007");
            row(name("fraction"), "0.5", marks, Kind::Plain, "0.5");
            row(name("spaces around"), " 45 ", marks, Kind::Plain, "45");
            row(name("point, four digits after"), "1.2345", marks, Kind::Plain, "1.2345");
            row(name("point, two digits after"), "1.25", marks, Kind::Plain, "1.25");
            row(name("point after four digits"), "1234.567", marks, Kind::Plain, "1234.567");
            row(name("point after a zero"), "0.125", marks, Kind::Plain, "0.125");
            row(name("blank"), "  ", marks, Kind::Blank);
            // No number at all: the cell's own rules say why (SC02).
            for (const char* text :
                 {"5s", "-1", "+1", "1e3", ".5", "5.", "fast", "5,5,5", ",5", "1..5", "1.2.3",
                  "12 34", "1 2", "5,5 s", "a,b", "0x10", "1.2,5", "1.234 5", "٥"})
                row(name(text), text, marks, Kind::NotANumber);
            // A thousands separator that can be nothing else: refused with its one reading.
            row(name("two point groups"), "1.234.567", marks, Kind::Refused, "", {"1234567"},
                "1234567");
            row(name("two comma groups"), "1,234,567", marks, Kind::Refused, "", {"1234567"},
                "1234567");
            row(name("German thousands and decimal"), "1.234,5", marks, Kind::Refused, "",
                {"1234.5"}, "1234.5");
            row(name("English thousands and decimal"), "1,234.5", marks, Kind::Refused, "",
                {"1234.5"}, "1234.5");
            row(name("space"), "1 234", marks, Kind::Refused, "", {"1234"}, "1234");
            row(name("no-break space"), "1\u00a0234,5", marks, Kind::Refused, "", {"1234.5"},
                "1234.5");
            row(name("narrow no-break space"), "12\u202f345", marks, Kind::Refused, "", {"12345"},
                "12345");
            row(name("apostrophe"), "1'234.5", marks, Kind::Refused, "", {"1234.5"}, "1234.5");
            // A comma that could group thousands: both readings, in both.
            row(name("comma before three"), "1,234", marks, Kind::Refused, "", {"1234", "1.234"},
                de ? "1234 or 1.2340" : "1234 or 1.234");
            row(name("comma, whole thousands"), "2,000", marks, Kind::Refused, "", {"2000", "2"},
                "2000 or 2");
            row(name("comma after three"), "123,450", marks, Kind::Refused, "",
                {"123450", "123.45"}, "123450 or 123.45");
            // A comma that cannot: a decimal comma where the marks allow one.
            for (const char* text : {"0,5", "3,25", "0,125", "1234,5", "1,2345", "12,5"}) {
                QString plain = QString::fromUtf8(text);
                plain.replace(QLatin1Char(','), QLatin1Char('.'));
                if (de)
                    row(name(text), text, marks, Kind::DecimalComma, plain.toUtf8().constData());
                else
                    row(name(text), text, marks, Kind::Refused, "", {plain},
                        plain.toUtf8().constData());
            }
        }
        // A point that could group thousands: a decimal point where only a point marks
        // decimals; both readings where a comma may mark them (a German user, a sheet).
        row("point before three (point)", "2.000", point, Kind::Plain, "2.000");
        row("point before three (either)", "2.000", either, Kind::Refused, "", {"2000", "2"},
            "2000 or 2");
        row("point, 1.234 (point)", "1.234", point, Kind::Plain, "1.234");
        row("point, 1.234 (either)", "1.234", either, Kind::Refused, "", {"1234", "1.234"},
            "1234 or 1.2340");
        row("point after three (either)", "999.999", either, Kind::Refused, "",
            {"999999", "999.999"}, "999999 or 999.9990");
    }
    void read() {
        QFETCH(QString, typed);
        QFETCH(Marks, marks);
        QFETCH(Kind, kind);
        QFETCH(QString, plain);
        QFETCH(QStringList, readings);
        QFETCH(QString, write);
        const TypedNumber::Reading reading = TypedNumber::read(typed, marks);
        QCOMPARE(int(reading.kind), int(kind));
        QCOMPARE(reading.plain, plain);
        QCOMPARE(reading.readings, readings);
        if (kind == Kind::Plain || kind == Kind::DecimalComma)
            QVERIFY(Decimal::parse(reading.plain)); // the form the file holds
        if (kind != Kind::Refused) {
            QVERIFY(reading.problem.isEmpty());
            return;
        }
        // The text as typed, then how to write it; every way offered is read back as itself.
        QVERIFY2(reading.problem.startsWith(QLatin1Char('"') + typed.trimmed() + QLatin1Char('"')),
                 qPrintable(reading.problem));
        QVERIFY2(reading.problem.endsWith(QStringLiteral("write ") + write),
                 qPrintable(reading.problem));
        for (const QString& way : write.split(QStringLiteral(" or "))) {
            const TypedNumber::Reading again = TypedNumber::read(way, marks);
            QCOMPARE(int(again.kind), int(Kind::Plain));
        }
    }

    // The user's marks follow the language FlowAudit speaks.
    void marksOfLocales() {
        QCOMPARE(int(TypedNumber::marksOf(QLocale(QStringLiteral("de")))),
                 int(Marks::PointOrComma));
        QCOMPARE(int(TypedNumber::marksOf(QLocale(QStringLiteral("fr")))),
                 int(Marks::PointOrComma));
        QCOMPARE(int(TypedNumber::marksOf(QLocale(QStringLiteral("en")))), int(Marks::Point));
        QCOMPARE(int(TypedNumber::marksOf(QLocale::c())), int(Marks::Point));
    }

    // A field's cell: a number field's decimal comma made a point, a refusal naming the
    // field; text fields as typed.
    void forField() {
        const TypedNumber::Cell ack =
            TypedNumber::forField(Field::AckP99Seconds, QStringLiteral("0,5"), Marks::PointOrComma);
        QCOMPARE(ack.text, QStringLiteral("0.5"));
        QVERIFY(ack.converted);
        QVERIFY(!ack.refusal);
        const TypedNumber::Cell days = TypedNumber::forField(
            Field::LedgerRetentionDays, QStringLiteral("2.000"), Marks::PointOrComma);
        QVERIFY(days.refusal);
        QVERIFY2(days.refusal->startsWith(QStringLiteral("ledger_retention_days \"2.000\" could be "
                                                         "2000 or 2")),
                 qPrintable(*days.refusal));
        const TypedNumber::Cell plain =
            TypedNumber::forField(Field::LedgerRetentionDays, QStringLiteral("70"), Marks::Point);
        QCOMPARE(plain.text, QStringLiteral("70"));
        QVERIFY(!plain.converted && !plain.refusal);
        const TypedNumber::Cell notes =
            TypedNumber::forField(Field::Notes, QStringLiteral("1.234,5"), Marks::PointOrComma);
        QCOMPARE(notes.text, QStringLiteral("1.234,5"));
        QVERIFY(!notes.refusal);
        const TypedNumber::Cell word =
            TypedNumber::forField(Field::AckP99Seconds, QStringLiteral("fast"), Marks::Point);
        QCOMPARE(word.text, QStringLiteral("fast")); // the cell's rules refuse it (SC02)
        QVERIFY(!word.refusal);
    }
};

QTEST_GUILESS_MAIN(TestTypedNumber)
#include "tst_typednumber.moc"
