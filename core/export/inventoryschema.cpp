#include "core/export/inventoryschema.h"

#include "core/model/cellsyntax.h"
#include "core/model/field.h"
#include "core/model/reviewchecklist.h"
#include "core/model/waiver.h"
#include "core/rules/rulecatalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <limits>

namespace FlowAudit {

namespace {

QJsonObject typed(const char* type) {
    return QJsonObject{{QStringLiteral("type"), QString::fromLatin1(type)}};
}

QJsonObject patterned(const QString& pattern) {
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("string")},
                       {QStringLiteral("pattern"), pattern}};
}

// Blank: absent, null, or nothing but white space (docs/spec/rules.md, "Cells").
QJsonObject blankString() {
    return patterned(QStringLiteral("^\\s*$"));
}

// A single value, never a list or a map.
QJsonObject scalar(const QString& description) {
    return QJsonObject{
        {QStringLiteral("description"), description},
        {QStringLiteral("type"), QJsonArray{QStringLiteral("string"), QStringLiteral("number"),
                                            QStringLiteral("boolean"), QStringLiteral("null")}}};
}

QJsonObject anyOf(const QString& description, const QJsonArray& alternatives) {
    return QJsonObject{{QStringLiteral("description"), description},
                       {QStringLiteral("anyOf"), alternatives}};
}

QJsonArray strings(const QStringList& values) {
    return QJsonArray::fromStringList(values);
}

// A cell of the field: its form as written (the pattern), as YAML types it, or blank. The
// values a completion offers come first.
QJsonObject fieldSchema(const FieldInfo& info) {
    const QString description = InventorySchema::describeField(info);
    if (info.field == Field::FlowId) // required: blank is SC01
        return QJsonObject{
            {QStringLiteral("description"), description},
            {QStringLiteral("type"), QJsonArray{QStringLiteral("string"), QStringLiteral("number"),
                                                QStringLiteral("boolean")}},
            {QStringLiteral("pattern"), QStringLiteral("\\S")}};
    QJsonArray alternatives;
    switch (info.kind) {
    case FieldKind::Text:
        return scalar(description);
    case FieldKind::YesNo:
        alternatives.append(QJsonObject{{QStringLiteral("enum"), strings(info.allowedValues)}});
        alternatives.append(typed("boolean"));
        break;
    case FieldKind::Enum:
        alternatives.append(QJsonObject{{QStringLiteral("enum"), strings(info.allowedValues)}});
        break;
    case FieldKind::Number:
        // The largest finite number: YAML's .inf is no number lint reads.
        alternatives.append(QJsonObject{
            {QStringLiteral("type"), QStringLiteral("number")},
            {info.mustBePositive ? QStringLiteral("exclusiveMinimum") : QStringLiteral("minimum"),
             0},
            {QStringLiteral("maximum"), std::numeric_limits<double>::max()}});
        break;
    case FieldKind::RetryLayers:
        alternatives.append(
            QJsonObject{{QStringLiteral("enum"), QJsonArray{QStringLiteral("none")}}});
        break;
    }
    alternatives.append(patterned(CellSyntax::pattern(info.field)));
    alternatives.append(typed("null"));
    alternatives.append(blankString());
    return anyOf(description, alternatives);
}

QJsonObject reviewsSchema() {
    const QStringList statuses{ReviewChecklist::statusKeyword(ManualReview::Status::Open),
                               ReviewChecklist::statusKeyword(ManualReview::Status::Pass),
                               ReviewChecklist::statusKeyword(ManualReview::Status::Fail),
                               ReviewChecklist::statusKeyword(ManualReview::Status::NotApplicable)};
    const QJsonObject status{{QStringLiteral("enum"), strings(statuses)}};
    const QJsonObject entry{
        {QStringLiteral("anyOf"),
         QJsonArray{
             status,
             QJsonObject{
                 {QStringLiteral("type"), QStringLiteral("object")},
                 {QStringLiteral("properties"),
                  QJsonObject{
                      {QStringLiteral("status"), status},
                      {QStringLiteral("note"), scalar(InventorySchema::tr("What the reviewer "
                                                                          "found."))},
                      {QStringLiteral("by"), scalar(InventorySchema::tr("Who reviewed it."))},
                      {QStringLiteral("on"),
                       scalar(InventorySchema::tr("When, as YYYY-MM-DD."))}}}}}}};
    QJsonObject rules;
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        QJsonObject described = entry;
        described.insert(QStringLiteral("description"), RuleCatalogue::meaning(rule));
        rules.insert(QString::fromLatin1(rule.id), described);
    }
    return QJsonObject{
        {QStringLiteral("description"),
         InventorySchema::tr("The rules applied by hand: rule ID → status (open, pass, fail, "
                             "n/a), note, by, on.")},
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"), rules},
        {QStringLiteral("additionalProperties"), entry}};
}

// One character of a known key as a pattern: a letter in either case (the near miss ignores
// case, and ECMAScript patterns have no flag for it).
QString patternChar(QChar c) {
    if (c.isLetter() && c.unicode() < 0x80)
        return QStringLiteral("[%1%2]").arg(c.toLower(), c.toUpper());
    return QRegularExpression::escape(QString(c));
}

QString patternText(QStringView text) {
    QString out;
    for (const QChar c : text)
        out += patternChar(c);
    return out;
}

// key[from…] with at most one edit (a character changed, added or dropped, or two neighbours
// swapped): a substitution, insertion or deletion at `from`, a swap there, or key[from] and
// the same further on.
QString oneEditFrom(const QString& key, qsizetype from) {
    if (from == key.size())
        return QStringLiteral("(?:.)?");
    const QString here = patternChar(key[from]);
    QString out =
        QStringLiteral("(?:(?:.%1?)?%2").arg(here, patternText(QStringView(key).mid(from + 1)));
    if (from + 1 < key.size())
        out += QLatin1Char('|') + patternChar(key[from + 1]) + here +
               patternText(QStringView(key).mid(from + 2));
    return out + QLatin1Char('|') + here + oneEditFrom(key, from + 1) + QLatin1Char(')');
}

// SC03's near misses as the schema can say them: keys one edit (or only the letter case) off a
// known key, neither a known key itself nor one the team marks as its own (x_ or x-).
QJsonObject nearMissProperties() {
    QStringList known = FieldCatalogue::names();
    known.append(FieldCatalogue::reviewsKey());
    QStringList exact;
    for (const QString& key : known)
        exact.append(QRegularExpression::escape(key));
    const QString notKnown =
        QStringLiteral("^(?![xX][-_])(?!(?:%1)$)").arg(exact.join(QLatin1Char('|')));
    QJsonObject patterns;
    for (const QString& key : known) {
        const QString message =
            InventorySchema::tr("Not a field, so no rule reads it: did you mean %1? (SC03)")
                .arg(key);
        patterns.insert(notKnown + oneEditFrom(key, 0) + QLatin1Char('$'),
                        QJsonObject{{QStringLiteral("description"), message},
                                    {QStringLiteral("deprecationMessage"), message},
                                    {QStringLiteral("not"), QJsonObject()}});
    }
    return patterns;
}

QJsonObject flowSchema() {
    QJsonObject properties;
    for (const FieldInfo& info : FieldCatalogue::all())
        properties.insert(FieldCatalogue::name(info.field), fieldSchema(info));
    properties.insert(FieldCatalogue::reviewsKey(), reviewsSchema());
    return QJsonObject{
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("required"), QJsonArray{FieldCatalogue::name(Field::FlowId)}},
        {QStringLiteral("properties"), properties},
        {QStringLiteral("patternProperties"), nearMissProperties()}};
}

QString waiverKeyMeaning(Waiver::Key key) {
    switch (key) {
    case Waiver::Key::FlowId:
        return InventorySchema::tr("The flow_id of the flows whose finding is accepted.");
    case Waiver::Key::Rule:
        return InventorySchema::tr("The rule whose finding is accepted: a waivable rule.");
    case Waiver::Key::Field:
        return InventorySchema::tr("Optional: only this field's finding.");
    case Waiver::Key::Justification:
        return InventorySchema::tr("Why the risk is accepted.");
    case Waiver::Key::Owner:
        return InventorySchema::tr("Who answers for it.");
    case Waiver::Key::ApprovedBy:
        return InventorySchema::tr("Optional: who approved it.");
    case Waiver::Key::Expires:
        return InventorySchema::tr(
            "YYYY-MM-DD: in force through that day (UTC), at most 366 days after created.");
    case Waiver::Key::Created:
        return InventorySchema::tr("Optional: YYYY-MM-DD, the day it was written.");
    }
    return {};
}

QJsonObject waiverSchema() {
    const QString date = QStringLiteral("^\\s*[0-9]{4}-[0-9]{2}-[0-9]{2}\\s*$");
    QStringList waivable;
    for (const RuleInfo* rule : RuleCatalogue::waivableRules())
        waivable.append(rule->idText);
    QJsonObject properties;
    QJsonArray required;
    for (int i = 0; i < Waiver::KeyCount; ++i) {
        const auto key = Waiver::Key(i);
        const QString name = QString::fromLatin1(Waiver::keyName(key));
        const QString meaning = waiverKeyMeaning(key);
        QJsonObject schema = scalar(meaning);
        switch (key) {
        case Waiver::Key::Rule:
            schema = QJsonObject{{QStringLiteral("description"), meaning},
                                 {QStringLiteral("enum"), strings(waivable)}};
            break;
        case Waiver::Key::Field: // the field names for completion; another matches nothing (WV03)
            schema = anyOf(meaning,
                           {QJsonObject{{QStringLiteral("enum"), strings(FieldCatalogue::names())}},
                            scalar(meaning)});
            break;
        case Waiver::Key::Expires:
        case Waiver::Key::Created:
            schema = anyOf(meaning, {patterned(date)});
            break;
        default:
            break;
        }
        if (key != Waiver::Key::Field && key != Waiver::Key::ApprovedBy &&
            key != Waiver::Key::Created) {
            required.append(name);
            if (!schema.contains(QStringLiteral("enum")) &&
                !schema.contains(QStringLiteral("anyOf")))
                schema.insert(QStringLiteral("pattern"), QStringLiteral("\\S"));
        }
        properties.insert(name, schema);
    }
    return QJsonObject{{QStringLiteral("type"), QStringLiteral("object")},
                       {QStringLiteral("required"), required},
                       {QStringLiteral("properties"), properties}};
}

QJsonObject systemsSchema() {
    const QJsonObject entry{
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("properties"),
         QJsonObject{
             {QStringLiteral("label"), scalar(InventorySchema::tr("The name shown on the map."))},
             {QStringLiteral("group"),
              scalar(InventorySchema::tr("Systems of one group are drawn in one box."))},
             {QStringLiteral("at"),
              QJsonObject{{QStringLiteral("description"),
                           InventorySchema::tr("Where the user placed it: [x, y], whole points "
                                               "from the map's top left.")},
                          {QStringLiteral("type"), QStringLiteral("array")},
                          {QStringLiteral("items"),
                           QJsonObject{{QStringLiteral("anyOf"),
                                        QJsonArray{typed("integer"),
                                                   patterned(QStringLiteral(
                                                       "^\\s*[-+]?[0-9]+(?:\\.0*)?\\s*$"))}}}},
                          {QStringLiteral("minItems"), 2},
                          {QStringLiteral("maxItems"), 2}}}}}};
    return QJsonObject{
        {QStringLiteral("description"),
         InventorySchema::tr("Names, groups and places the systems of the map.")},
        {QStringLiteral("type"), QJsonArray{QStringLiteral("object"), QStringLiteral("null")}},
        {QStringLiteral("additionalProperties"), entry}};
}

} // namespace

QString InventorySchema::describeField(const FieldInfo& info) {
    const QString meaning = FieldCatalogue::meaning(info.field);
    switch (info.kind) {
    case FieldKind::Text:
        return meaning;
    case FieldKind::YesNo:
        return tr("%1 Yes or no (y, true / n, false, in any case); blank is "
                  "unknown.")
            .arg(meaning);
    case FieldKind::Enum:
        return tr("%1 One of %2, in any case; blank is unknown.")
            .arg(meaning, info.allowedValues.join(QStringLiteral(", ")));
    case FieldKind::Number:
        return info.mustBePositive ? tr("%1 A number above 0: digits with an optional fraction "
                                        "(20, 0.5); no unit, sign or exponent.")
                                         .arg(meaning)
                                   : tr("%1 A number: digits with an optional fraction (30, 0.8, "
                                        "007); no unit, sign or exponent.")
                                         .arg(meaning);
    case FieldKind::RetryLayers:
        return tr("%1 Layers name:attempts joined by ; (attempts counts every "
                  "try, at least 1), or none.")
            .arg(meaning);
    }
    return meaning;
}

QJsonObject InventorySchema::document() {
    QJsonObject properties{
        {QStringLiteral("format"),
         QJsonObject{
             {QStringLiteral("description"),
              tr("flow-inventory/1; a newer version is refused, other values are kept.")},
             {QStringLiteral("not"),
              patterned(QStringLiteral("^\\s*flow-inventory/0*(?:[2-9]|[1-9][0-9]+)\\s*$"))}}},
        // Kept whatever they hold, as an unknown key is.
        {QStringLiteral("title"),
         QJsonObject{{QStringLiteral("description"), tr("The inventory's title.")}}},
        {QStringLiteral("owner"),
         QJsonObject{{QStringLiteral("description"), tr("Who keeps the inventory.")}}},
        {QStringLiteral("flows"),
         QJsonObject{
             {QStringLiteral("description"), tr("The flows, one map each.")},
             {QStringLiteral("type"), QStringLiteral("array")},
             {QStringLiteral("items"),
              QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/definitions/flow")}}}}},
        {QStringLiteral("systems"), systemsSchema()},
        {QStringLiteral("waivers"),
         QJsonObject{
             {QStringLiteral("description"), tr("Accepted risks: one rule's finding on the flows "
                                                "with one ID, until a date.")},
             {QStringLiteral("type"), QJsonArray{QStringLiteral("array"), QStringLiteral("null")}},
             {QStringLiteral("items"),
              QJsonObject{{QStringLiteral("$ref"), QStringLiteral("#/definitions/waiver")}}}}},
    };
    return QJsonObject{
        {QStringLiteral("$schema"), QStringLiteral("http://json-schema.org/draft-07/schema#")},
        {QStringLiteral("title"), tr("FlowAudit flow inventory (flow-inventory/1)")},
        {QStringLiteral("type"), QStringLiteral("object")},
        {QStringLiteral("required"), QJsonArray{QStringLiteral("flows")}},
        {QStringLiteral("properties"), properties},
        {QStringLiteral("definitions"), QJsonObject{{QStringLiteral("flow"), flowSchema()},
                                                    {QStringLiteral("waiver"), waiverSchema()}}},
    };
}

QByteArray InventorySchema::json() {
    return QJsonDocument(document()).toJson(QJsonDocument::Indented);
}

} // namespace FlowAudit
