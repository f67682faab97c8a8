#include "core/model/cellreading.h"

#include "core/model/decimal.h"
#include "core/model/field.h"
#include "core/model/retrylayers.h"

#include <QCoreApplication>

#include <algorithm>

namespace FlowAudit {

namespace {

QString unitOf(Field field) {
    switch (field) {
    case Field::AckP99Seconds:
    case Field::SenderTimeoutSeconds:
        return QCoreApplication::translate("CellReading", "seconds");
    default:
        return QCoreApplication::translate("CellReading", "days");
    }
}

} // namespace

const QStringList& CellReading::yesSpellings() {
    static const QStringList spellings{QStringLiteral("yes"), QStringLiteral("y"),
                                       QStringLiteral("true")};
    return spellings;
}

const QStringList& CellReading::noSpellings() {
    static const QStringList spellings{QStringLiteral("no"), QStringLiteral("n"),
                                       QStringLiteral("false")};
    return spellings;
}

YesNo CellReading::yesNo(QStringView text) {
    const auto spelled = [text](const QStringList& spellings) {
        return std::any_of(spellings.begin(), spellings.end(), [text](const QString& spelling) {
            return text.compare(spelling, Qt::CaseInsensitive) == 0;
        });
    };
    if (spelled(yesSpellings()))
        return YesNo::Yes;
    if (spelled(noSpellings()))
        return YesNo::No;
    return YesNo::Unknown;
}

QString CellReading::enumValue(Field field, QStringView text) {
    for (const QString& value : FieldCatalogue::info(field).allowedValues) {
        if (text.compare(value, Qt::CaseInsensitive) == 0)
            return value;
    }
    return QString();
}

std::optional<QString> CellReading::problem(const Flow& flow, Field field) {
    const QString name = FieldCatalogue::name(field);
    if (field == Field::FlowId)
        return std::nullopt;
    if (const YamlValue* value = flow.structuredValue(field)) {
        return value->isMap()
                   ? QCoreApplication::translate("CellReading",
                                                 "%1 holds a map where a single value belongs")
                         .arg(name)
                   : QCoreApplication::translate("CellReading",
                                                 "%1 holds a list where a single value belongs")
                         .arg(name);
    }
    const QString& text = flow.text(field);
    if (text.isEmpty())
        return std::nullopt;
    const FieldInfo& info = FieldCatalogue::info(field);
    switch (info.kind) {
    case FieldKind::Text:
        return std::nullopt;
    case FieldKind::YesNo:
        if (yesNo(text) != YesNo::Unknown)
            return std::nullopt;
        return QCoreApplication::translate("CellReading", "%1 \"%2\" is neither yes nor no")
            .arg(name, text);
    case FieldKind::Enum:
        if (!enumValue(field, text).isEmpty())
            return std::nullopt;
        return QCoreApplication::translate("CellReading", "%1 \"%2\" is not one of %3")
            .arg(name, text, info.allowedValues.join(QStringLiteral(", ")));
    case FieldKind::Number: {
        const std::optional<Decimal> number = Decimal::parse(text);
        if (!number)
            return QCoreApplication::translate("CellReading",
                                               "%1 \"%2\" is not a number of %3: write digits with "
                                               "an optional fraction, such as 30 or 0.5")
                .arg(name, text, unitOf(field));
        if (info.mustBePositive && number->isZero())
            return QCoreApplication::translate("CellReading", "%1 is %2: a timeout must be above 0")
                .arg(name, Decimal::typedInLocal(text)); // a number, in the language's
        return std::nullopt;
    }
    case FieldKind::RetryLayers: {
        const RetryLayers layers = RetryLayers::parse(text);
        if (layers.valid)
            return std::nullopt;
        return QCoreApplication::translate("CellReading", "%1 \"%2\" is invalid: %3")
            .arg(name, text, layers.error);
    }
    }
    return std::nullopt;
}

bool CellReading::hasEffect(const Flow& flow) {
    return yesNo(flow.text(Field::CreatesRecords)) == YesNo::Yes ||
           flow.text(Field::SideEffect).compare(QLatin1StringView("none"), Qt::CaseInsensitive) !=
               0;
}

QString CellReading::describeEffect(const Flow& flow) {
    if (yesNo(flow.text(Field::CreatesRecords)) == YesNo::Yes)
        return QCoreApplication::translate("CellReading", "it creates records");
    const QString& sideEffect = flow.text(Field::SideEffect);
    if (sideEffect.isEmpty())
        return QCoreApplication::translate(
            "CellReading", "its side_effect is blank, which counts as a side effect");
    return QCoreApplication::translate("CellReading", "it has a side effect (%1)").arg(sideEffect);
}

} // namespace FlowAudit
