// The patterns the inventory's schema gives editors say exactly what the readers accept:
// every typed field's pattern against CellReading, over hand-picked cells and many
// generated ones.
#include "core/model/cellreading.h"
#include "core/model/cellsyntax.h"
#include "core/model/field.h"
#include "core/model/flow.h"

#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace FlowAudit;

namespace {

// Valid and not blank, as the rule engine reads the cell (trimmed, as the readers keep it).
bool readerAccepts(Field field, const QString& cell) {
    Flow flow;
    flow.setText(field, cell.trimmed());
    return !cell.trimmed().isEmpty() && !CellReading::problem(flow, field).has_value();
}

// Cells near the field's syntax: pieces of valid cells, joined and cut at random.
QString generatedCell(QRandomGenerator& random, const QStringList& pieces) {
    QString cell;
    const int count = random.bounded(1, 6);
    for (int i = 0; i < count; ++i)
        cell += pieces[random.bounded(int(pieces.size()))];
    return cell;
}

QStringList piecesOf(Field field) {
    switch (FieldCatalogue::info(field).kind) {
    case FieldKind::YesNo:
        return {QStringLiteral("y"),     QStringLiteral("Y"), QStringLiteral("es"),
                QStringLiteral("n"),     QStringLiteral("o"), QStringLiteral("true"),
                QStringLiteral("FALSE"), QStringLiteral(" "), QStringLiteral("1"),
                QStringLiteral("yes")};
    case FieldKind::Enum: {
        QStringList pieces = FieldCatalogue::info(field).allowedValues;
        pieces << QStringLiteral(" ") << QStringLiteral("_") << QStringLiteral("S")
               << QStringLiteral("x");
        return pieces;
    }
    case FieldKind::Number:
        return {QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("9"),
                QStringLiteral("."), QStringLiteral(" "), QStringLiteral("-"),
                QStringLiteral("e"), QStringLiteral(","), QStringLiteral("00")};
    case FieldKind::RetryLayers:
        return {QStringLiteral("sdk"),  QStringLiteral(":"),     QStringLiteral("3"),
                QStringLiteral("0"),    QStringLiteral(";"),     QStringLiteral(" "),
                QStringLiteral("none"), QStringLiteral("w-1.x"), QStringLiteral("\t"),
                QStringLiteral("a b")};
    case FieldKind::Text:
        break;
    }
    return {};
}

} // namespace

class TestCellSyntax : public QObject {
    Q_OBJECT

    static void compare(Field field, const QString& cell) {
        const QRegularExpression pattern(CellSyntax::pattern(field));
        QVERIFY2(pattern.isValid(), qPrintable(pattern.errorString()));
        const bool matches = pattern.match(cell).hasMatch();
        QVERIFY2(
            matches == readerAccepts(field, cell),
            qPrintable(
                QStringLiteral("%1: \"%2\" %3 the pattern, but the reader %4 it")
                    .arg(FieldCatalogue::name(field), cell,
                         matches ? QStringLiteral("matches") : QStringLiteral("does not match"),
                         matches ? QStringLiteral("refuses") : QStringLiteral("accepts"))));
    }

private slots:
    void freeTextHasNoPattern() {
        QVERIFY(CellSyntax::pattern(Field::Name).isEmpty());
        QVERIFY(CellSyntax::pattern(Field::IdempotencyKey).isEmpty());
    }

    void ignoringCaseSpellsEveryLetterBothWays() {
        QCOMPARE(CellSyntax::ignoringCase(u"n/a"), QStringLiteral("[Nn]\\/[Aa]"));
        QCOMPARE(CellSyntax::ignoringCase(u"a_b-1"), QStringLiteral("[Aa]_[Bb]-1"));
        QCOMPARE(CellSyntax::ignoringCase(u"event_pipeline").left(12),
                 QStringLiteral("[Ee][Vv][Ee]"));
    }

    void handPickedCells_data() {
        QTest::addColumn<Field>("field");
        QTest::addColumn<QString>("cell");
        const auto add = [](Field field, const QStringList& cells) {
            for (const QString& cell : cells)
                QTest::addRow("%s \"%s\"", FieldCatalogue::info(field).name, qPrintable(cell))
                    << field << cell;
        };
        add(Field::CreatesRecords,
            {"yes", "Y", "TRUE", "no", "n", "False", " yes ", "1", "on", "ja", "yess", "", "y es"});
        add(Field::Method, {"custom", "IPAAS", "Event_Pipeline", "reverse_etl", "native", "zapier",
                            "event pipeline", " native "});
        add(Field::RetryAfterUnit, {"seconds", "Milliseconds", "none", "s", "ms"});
        add(Field::LedgerRetentionDays, {"30", "0.8", "2.50", "007", "0", "0.0", "5s", "-1", "+1",
                                         "1e3", "1,5", ".5", "5.", " 3 ", "abc", "1.2.3"});
        add(Field::SenderTimeoutSeconds,
            {"20", "0.5", "0", "0.0", "000", "00.01", "0.", "10.0", "-0"});
        add(Field::RetryLayers, {"none",
                                 "NONE",
                                 " None ",
                                 "sdk:3;worker:5",
                                 "sdk:1;",
                                 "sdk : 3 ; worker : 2",
                                 "sdk:0",
                                 "sdk",
                                 "sdk:x",
                                 ":3",
                                 "sdk:3;;worker:2",
                                 "sdk:3;worker",
                                 "a b:3",
                                 "sdk:007",
                                 "sdk:00",
                                 "sdk:99999999999999999999",
                                 "sdk:3; ;",
                                 ";",
                                 "sdk:3:4",
                                 "a.b-c_d:2",
                                 "sdk:+3",
                                 "none;"});
    }

    void handPickedCells() {
        QFETCH(Field, field);
        QFETCH(QString, cell);
        compare(field, cell);
    }

    void generatedCells() {
        QRandomGenerator random(20261206);
        for (const FieldInfo& info : FieldCatalogue::all()) {
            if (info.kind == FieldKind::Text)
                continue;
            const QStringList pieces = piecesOf(info.field);
            for (int i = 0; i < 4000; ++i) {
                compare(info.field, generatedCell(random, pieces));
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }
};

QTEST_MAIN(TestCellSyntax)
#include "tst_cellsyntax.moc"
