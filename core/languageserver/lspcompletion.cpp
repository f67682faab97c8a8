#include "core/languageserver/lspcompletion.h"

#include "core/export/inventoryschema.h"
#include "core/languageserver/lsphover.h"
#include "core/model/field.h"
#include "core/model/waiver.h"
#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

namespace FlowAudit {

namespace {

// CompletionItemKind
enum ItemKind { ItemField = 5, ItemModule = 9, ItemValue = 12, ItemReference = 18, ItemEnum = 20 };

QJsonObject item(const QString& label, int kind, const QString& detail,
                 const QString& documentation = {}, const QString& insertText = {}) {
    QJsonObject item{{QStringLiteral("label"), label}, {QStringLiteral("kind"), kind}};
    if (!detail.isEmpty())
        item.insert(QStringLiteral("detail"), detail);
    if (!documentation.isEmpty())
        item.insert(QStringLiteral("documentation"),
                    QJsonObject{{QStringLiteral("kind"), QStringLiteral("plaintext")},
                                {QStringLiteral("value"), documentation}});
    if (!insertText.isEmpty())
        item.insert(QStringLiteral("insertText"), insertText);
    return item;
}

int indentOf(QStringView line) {
    int indent = 0;
    while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
        ++indent;
    return indent;
}

// The top-level key whose block holds the line (the nearest above it).
QString sectionOf(const LspTextDocument& document, int line) {
    for (int l = line - 1; l >= 0; --l) {
        if (lspIsTopLevelLine(document.line(l)))
            return lspLineKey(document.line(l)).key;
    }
    return {};
}

// The keys the list item around the line already has (at the column `column`).
QSet<QString> keysOfItem(const LspTextDocument& document, int line, int column) {
    QSet<QString> keys;
    const auto startsItem = [&](int l) {
        const QStringView text = document.line(l);
        const int indent = indentOf(text);
        return indent + 2 == column && text.sliced(indent).startsWith(QLatin1String("- "));
    };
    const auto inItem = [&](int l) {
        const QStringView text = document.line(l);
        return !lspIsTopLevelLine(text) &&
               (text.trimmed().isEmpty() || indentOf(text) >= column || startsItem(l));
    };
    int first = line;
    while (first > 0 && !startsItem(first) && inItem(first - 1))
        --first;
    for (int l = first; l < document.lineCount() && inItem(l) && (l == first || !startsItem(l));
         ++l) {
        if (l == line)
            continue;
        const LspLineKey key = lspLineKey(document.line(l));
        if (!key.key.isEmpty() && key.keyStart == column)
            keys.insert(key.key);
    }
    return keys;
}

QJsonArray flowKeys(const QSet<QString>& present) {
    QJsonArray items;
    for (const FieldInfo& info : FieldCatalogue::all()) {
        const QString name = FieldCatalogue::name(info.field);
        if (!present.contains(name))
            items.append(item(name, ItemField, FieldCatalogue::label(info.field),
                              InventorySchema::describeField(info), name + QStringLiteral(": ")));
    }
    if (!present.contains(FieldCatalogue::reviewsKey()))
        items.append(item(FieldCatalogue::reviewsKey(), ItemField,
                          QCoreApplication::translate("LanguageServer", "Manual reviews"), {},
                          FieldCatalogue::reviewsKey() + QStringLiteral(":")));
    return items;
}

QJsonArray waiverKeys(const QSet<QString>& present) {
    QJsonArray items;
    for (int i = 0; i < Waiver::KeyCount; ++i) {
        const QString name = QString::fromLatin1(Waiver::keyName(Waiver::Key(i)));
        if (!present.contains(name))
            items.append(item(name, ItemField, {}, {}, name + QStringLiteral(": ")));
    }
    return items;
}

QJsonArray topLevelKeys() {
    QJsonArray items;
    for (const char* key : {"format", "title", "owner", "flows", "systems", "waivers"})
        items.append(item(QString::fromLatin1(key), ItemModule, {}, {},
                          QString::fromLatin1(key) + QStringLiteral(":")));
    return items;
}

QJsonArray flowValues(const QString& key) {
    QJsonArray items;
    const std::optional<Field> field = FieldCatalogue::byName(key);
    if (!field)
        return items;
    const FieldInfo& info = FieldCatalogue::info(*field);
    QStringList values = info.allowedValues;
    if (info.kind == FieldKind::RetryLayers)
        values = {QStringLiteral("none")};
    for (const QString& value : values)
        items.append(item(value, ItemEnum, FieldCatalogue::label(*field)));
    return items;
}

QJsonArray waiverValues(const QString& key, const InventoryAnalysis* lastReadable, QDate today) {
    QJsonArray items;
    if (key == QLatin1String("flow_id") && lastReadable && lastReadable->read.inventory) {
        QSet<QString> seen;
        for (const Flow& flow : lastReadable->read.inventory->flows) {
            const QString id = flow.text(Field::FlowId);
            if (!id.isEmpty() && !seen.contains(id)) {
                seen.insert(id);
                items.append(item(id, ItemReference, flow.text(Field::Name)));
            }
        }
    } else if (key == QLatin1String("rule")) {
        for (const RuleInfo* rule : RuleCatalogue::waivableRules())
            items.append(item(rule->idText, ItemEnum, RuleCatalogue::title(*rule),
                              RuleCatalogue::rationale(*rule)));
    } else if (key == QLatin1String("field")) {
        for (const FieldInfo& info : FieldCatalogue::all())
            items.append(item(FieldCatalogue::name(info.field), ItemEnum,
                              FieldCatalogue::label(info.field)));
    } else if (key == QLatin1String("expires") || key == QLatin1String("created")) {
        const QDate date =
            key == QLatin1String("created") ? today : today.addDays(Waiver::DefaultTermDays);
        items.append(item(date.toString(Qt::ISODate), ItemValue, {}));
    }
    return items;
}

} // namespace

QJsonArray lspCompletion(const LspTextDocument& document, int line, int character,
                         const InventoryAnalysis* lastReadable, QDate today) {
    if (line < 0 || line >= document.lineCount())
        return {};
    const QStringView before =
        document.line(line).first(std::clamp<qsizetype>(character, 0, document.line(line).size()));
    static const QRegularExpression atKey(QStringLiteral("^(\\s*(?:-\\s+)?)[A-Za-z_]*$"));
    static const QRegularExpression atValue(
        QStringLiteral("^\\s*(?:-\\s+)?([A-Za-z_][A-Za-z0-9_]*)\\s*:\\s*[^\\s]*$"));
    const QString section = sectionOf(document, line);
    if (const QRegularExpressionMatch key = atKey.match(before); key.hasMatch()) {
        const int column = int(key.capturedLength(1));
        if (column == 0)
            return topLevelKeys();
        if (section == QLatin1String("flows"))
            return flowKeys(keysOfItem(document, line, column));
        if (section == QLatin1String("waivers"))
            return waiverKeys(keysOfItem(document, line, column));
        return {};
    }
    if (const QRegularExpressionMatch value = atValue.match(before); value.hasMatch()) {
        if (section == QLatin1String("flows"))
            return flowValues(value.captured(1));
        if (section == QLatin1String("waivers"))
            return waiverValues(value.captured(1), lastReadable, today);
    }
    return {};
}

} // namespace FlowAudit
