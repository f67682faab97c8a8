#include "core/model/typednumber.h"

#include "core/model/asciitext.h"
#include "core/model/decimal.h"
#include "core/model/field.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

bool isMark(QChar c) {
    return c == QLatin1Char('.') || c == QLatin1Char(',');
}

// What groups thousands besides a mark: spaces (also the no-break and thin ones that
// spreadsheets write) and apostrophes (Swiss).
bool isGroupOnly(QChar c) {
    return c == QLatin1Char(' ') || c == QChar(0x00A0) || c == QChar(0x202F) ||
           c == QChar(0x2009) || c == QLatin1Char('\'') || c == QChar(0x2019);
}

// The digits before the first separator of a grouped number: one to three, the first not 0.
bool isLeadingGroup(QStringView digits) {
    return !digits.isEmpty() && digits.size() <= 3 && digits.front() != QLatin1Char('0');
}

// Digit runs and the single characters between them; false when the text is not digits
// separated by single separators (a sign, a unit, a mark at either end, two in a row).
bool split(QStringView text, QList<QStringView>* runs, QList<QChar>* separators) {
    qsizetype start = 0;
    for (qsizetype i = 0; i <= text.size(); ++i) {
        if (i < text.size() && AsciiText::isDigit(text[i]))
            continue;
        if (i == start)
            return false; // an empty run: a separator first, last or doubled
        runs->append(text.mid(start, i - start));
        if (i == text.size())
            break;
        if (!isMark(text[i]) && !isGroupOnly(text[i]))
            return false;
        separators->append(text[i]);
        start = i + 1;
    }
    return true;
}

QString normalised(const QString& plain) {
    const std::optional<Decimal> number = Decimal::parse(plain);
    return number ? number->toString() : plain;
}

QString thousands(const QString& typed, const QString& reading) {
    return QCoreApplication::translate("TypedNumber",
                                       "\"%1\" has a thousands separator, which FlowAudit never "
                                       "reads into a number: it would be %2; write %2")
        .arg(typed, reading);
}

} // namespace

TypedNumber::Marks TypedNumber::marksOf(const QLocale& locale) {
    return locale.decimalPoint() == QLatin1StringView(",") ? Marks::PointOrComma : Marks::Point;
}

TypedNumber::Reading TypedNumber::read(QStringView typed, Marks marks) {
    using Kind = Reading::Kind;
    const QStringView text = typed.trimmed();
    if (text.isEmpty())
        return {};
    QList<QStringView> runs;
    QList<QChar> separators;
    if (!split(text, &runs, &separators))
        return {Kind::NotANumber, {}, {}, {}};
    const QString quoted = text.toString();
    const auto refused = [](QStringList readings, QString problem) {
        return Reading{Kind::Refused, {}, std::move(readings), std::move(problem)};
    };
    if (separators.isEmpty())
        return {Kind::Plain, quoted, {}, {}};

    if (separators.size() == 1 && isMark(separators[0])) {
        const QChar mark = separators[0];
        const QString decimal = runs[0].toString() + QLatin1Char('.') + runs[1].toString();
        const bool couldGroup = isLeadingGroup(runs[0]) && runs[1].size() == 3;
        // Where only a point marks decimals, a point is one whatever follows it.
        if (mark == QLatin1Char('.') && (marks == Marks::Point || !couldGroup))
            return {Kind::Plain, quoted, {}, {}};
        if (couldGroup) {
            const QString grouped = runs[0].toString() + runs[1].toString();
            const QString asDecimal = normalised(decimal);
            // The decimal written so that it cannot group thousands either: 1.234 → 1.2340.
            QString write = asDecimal;
            if (marks == Marks::PointOrComma && asDecimal.size() == decimal.size())
                write += QLatin1Char('0');
            const QString problem =
                mark == QLatin1Char('.')
                    ? QCoreApplication::translate(
                          "TypedNumber",
                          "\"%1\" could be %2 or %3: its point may group thousands or mark the "
                          "decimals, and FlowAudit does not guess; write %2 or %4")
                    : QCoreApplication::translate(
                          "TypedNumber",
                          "\"%1\" could be %2 or %3: its comma may group thousands or mark the "
                          "decimals, and FlowAudit does not guess; write %2 or %4");
            return refused({grouped, asDecimal}, problem.arg(quoted, grouped, asDecimal, write));
        }
        if (marks == Marks::PointOrComma)
            return {Kind::DecimalComma, decimal, {}, {}};
        return refused({decimal},
                       QCoreApplication::translate(
                           "TypedNumber",
                           "\"%1\" has a decimal comma, and numbers here take a decimal point: "
                           "write %2")
                           .arg(quoted, decimal));
    }

    // Thousands separators: one kind between groups of three, perhaps a decimal mark of the
    // other kind last (1.234.567, 1 234, 1.234,5, 1,234.5, 1'234.5).
    const QChar group = separators[0];
    qsizetype groups = separators.size();
    const bool decimalLast =
        separators.size() > 1 && isMark(separators.last()) && separators.last() != group;
    if (decimalLast)
        --groups;
    if (!isLeadingGroup(runs[0]))
        return {Kind::NotANumber, {}, {}, {}};
    QString whole = runs[0].toString();
    for (qsizetype i = 0; i < groups; ++i) {
        if (separators[i] != group || runs[i + 1].size() != 3)
            return {Kind::NotANumber, {}, {}, {}};
        whole += runs[i + 1];
    }
    const QString reading = decimalLast ? whole + QLatin1Char('.') + runs.last().toString() : whole;
    return refused({reading}, thousands(quoted, reading));
}

TypedNumber::Cell TypedNumber::forField(Field field, const QString& typed, Marks marks) {
    Cell cell{typed, std::nullopt, false};
    if (FieldCatalogue::info(field).kind != FieldKind::Number)
        return cell;
    const Reading reading = read(typed, marks);
    if (reading.kind == Reading::Kind::DecimalComma) {
        cell.text = reading.plain;
        cell.converted = true;
    } else if (reading.kind == Reading::Kind::Refused) {
        cell.refusal = QCoreApplication::translate("TypedNumber", "%1 %2")
                           .arg(FieldCatalogue::name(field), reading.problem);
    }
    return cell;
}

} // namespace FlowAudit
