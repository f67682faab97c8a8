#include "core/io/yaml/yamlwriter.h"

#include "core/model/cellreading.h"
#include "core/model/field.h"

#include <QRegularExpression>

#include <yaml-cpp/emitter.h>

namespace FlowAudit {

namespace {

std::string utf8(const QString& text) {
    return text.toStdString();
}

// YamlWriter::readsAsAnotherType; yaml-cpp's emitter writes such text unquoted.
bool readsAsAnotherTypeWhenPlain(const QString& text) {
    static const QRegularExpression special(
        QStringLiteral("^(~|null|Null|NULL|y|Y|yes|Yes|YES|n|N|no|No|NO|true|True|TRUE|false|False|"
                       "FALSE|on|On|ON|off|Off|OFF"
                       "|[-+]?\\.?[0-9].*|[-+]?\\.(inf|Inf|INF)|\\.(nan|NaN|NAN))$"),
        QRegularExpression::DotMatchesEverythingOption);
    return text.isEmpty() || special.match(text).hasMatch();
}

void emitText(YAML::Emitter& out, const QString& text, bool forceQuotes) {
    // yaml-cpp writes a lone CR as it is, which a reader takes for a line end: in double
    // quotes it is escaped (\r).
    if (forceQuotes || text.contains(QLatin1Char('\r')))
        out << YAML::DoubleQuoted;
    out << utf8(text);
}

using QuoteStyle = YamlWriter::Quoting::Style;

// Where a value being written is, for a Quoting's say: the path from the value written.
struct QuotingContext {
    const YamlWriter::Quoting& quoting;
    QStringList path;
};

// Text as a Quoting asks (yaml-cpp falls back to double quotes where the style cannot hold
// the text), else as the writer decides.
void emitQuoted(YAML::Emitter& out, const QString& text, QuoteStyle style, bool forceQuotes) {
    if (text.contains(QLatin1Char('\r')))
        style = QuoteStyle::Default;
    switch (style) {
    case QuoteStyle::Plain:
        break;
    case QuoteStyle::Single:
        out << YAML::SingleQuoted;
        break;
    case QuoteStyle::Double:
        out << YAML::DoubleQuoted;
        break;
    case QuoteStyle::Default:
        emitText(out, text, forceQuotes);
        return;
    }
    out << utf8(text);
}

void emitValue(YAML::Emitter& out, const YamlValue& value, bool compact,
               QuotingContext* context = nullptr);

// The top-level `systems` entry apart from the other keys, each in its order.
std::pair<YamlEntries, YamlEntries> systemsApart(const YamlEntries& extraKeys) {
    std::pair<YamlEntries, YamlEntries> apart;
    for (const YamlMapEntry& entry : extraKeys)
        (entry.key == u"systems" ? apart.first : apart.second).push_back(entry);
    return apart;
}

void emitMapEntries(YAML::Emitter& out, const YamlEntries& entries, bool compact,
                    QuotingContext* context = nullptr) {
    for (const YamlMapEntry& entry : entries) {
        out << YAML::Key;
        const bool quote = readsAsAnotherTypeWhenPlain(entry.key);
        if (context)
            context->path.append(entry.key);
        if (context && context->quoting.key)
            emitQuoted(out, entry.key, context->quoting.key(context->path), quote);
        else
            emitText(out, entry.key, quote);
        out << YAML::Value;
        emitValue(out, entry.value, compact, context);
        if (context)
            context->path.removeLast();
    }
}

void emitValue(YAML::Emitter& out, const YamlValue& value, bool compact, QuotingContext* context) {
    switch (value.kind()) {
    case YamlValue::Kind::Null:
        out << YAML::Null;
        return;
    case YamlValue::Kind::Scalar: {
        const auto style = value.scalarStyle();
        const bool quote =
            style == YamlValue::ScalarStyle::Quoted ||
            (style == YamlValue::ScalarStyle::Any && readsAsAnotherTypeWhenPlain(value.text()));
        if (context && context->quoting.value)
            emitQuoted(out, value.text(), context->quoting.value(context->path, value), quote);
        else
            emitText(out, value.text(), quote);
        return;
    }
    case YamlValue::Kind::Sequence:
        if (compact || value.flowStyle() || value.items().empty())
            out << YAML::Flow;
        out << YAML::BeginSeq;
        for (std::size_t i = 0; i < value.items().size(); ++i) {
            if (context)
                context->path.append(QStringLiteral("#%1").arg(i));
            emitValue(out, value.items()[i], compact, context);
            if (context)
                context->path.removeLast();
        }
        out << YAML::EndSeq;
        return;
    case YamlValue::Kind::Map:
        if (compact || value.flowStyle() || value.entries().empty())
            out << YAML::Flow;
        out << YAML::BeginMap;
        emitMapEntries(out, value.entries(), compact, context);
        out << YAML::EndMap;
        return;
    }
}

// A valid typed cell (45, yes, custom) is written plain, as the format shows it; text
// that would read as another type is quoted.
bool cellNeedsQuotes(const Flow& flow, Field field) {
    const QString& text = flow.text(field);
    if (!readsAsAnotherTypeWhenPlain(text))
        return false;
    return FieldCatalogue::info(field).kind == FieldKind::Text ||
           CellReading::problem(flow, field).has_value();
}

void emitFlow(YAML::Emitter& out, const Flow& flow) {
    out << YAML::BeginMap;
    for (const FieldInfo& info : FieldCatalogue::all()) {
        if (const YamlValue* structured = flow.structuredValue(info.field)) {
            out << YAML::Key << info.name << YAML::Value;
            emitValue(out, *structured, false);
        } else if (!flow.text(info.field).isEmpty()) {
            out << YAML::Key << info.name << YAML::Value;
            emitText(out, flow.text(info.field), cellNeedsQuotes(flow, info.field));
        }
    }
    if (!flow.reviews().isNull()) {
        out << YAML::Key << utf8(FieldCatalogue::reviewsKey()) << YAML::Value;
        emitValue(out, flow.reviews(), false);
    }
    emitMapEntries(out, flow.extraFields(), false);
    out << YAML::EndMap;
}

void emitWaiver(YAML::Emitter& out, const Waiver& waiver) {
    out << YAML::BeginMap;
    for (int i = 0; i < Waiver::KeyCount; ++i) {
        const QString& text = waiver.text(Waiver::Key(i));
        if (text.isEmpty())
            continue;
        out << YAML::Key << Waiver::keyName(Waiver::Key(i)) << YAML::Value;
        emitText(out, text, readsAsAnotherTypeWhenPlain(text) && !waiverDate(text).isValid());
    }
    emitMapEntries(out, waiver.extraKeys, false);
    out << YAML::EndMap;
}

bool hasExtraKey(const Inventory& inventory, QLatin1StringView key) {
    return std::any_of(inventory.extraKeys.begin(), inventory.extraKeys.end(),
                       [key](const YamlMapEntry& e) { return e.key == key; });
}

void emitTopText(YAML::Emitter& out, const Inventory& inventory, const char* key,
                 const QString& text) {
    if (text.isEmpty() || hasExtraKey(inventory, QLatin1StringView(key)))
        return;
    out << YAML::Key << key << YAML::Value;
    emitText(out, text, readsAsAnotherTypeWhenPlain(text));
}

QByteArray finish(const YAML::Emitter& out) {
    QByteArray bytes(out.c_str(), qsizetype(out.size()));
    bytes.append('\n');
    return bytes;
}

} // namespace

QByteArray YamlWriter::write(const Inventory& inventory) {
    return *write(inventory, WriteProgress());
}

std::optional<QByteArray> YamlWriter::write(const Inventory& inventory,
                                            const WriteProgress& progress) {
    YAML::Emitter out;
    out.SetIndent(2);
    out << YAML::BeginMap;
    emitTopText(out, inventory, "format",
                inventory.format.isEmpty() ? Inventory::currentFormat() : inventory.format);
    emitTopText(out, inventory, "title", inventory.title);
    emitTopText(out, inventory, "owner", inventory.owner);
    out << YAML::Key << "flows" << YAML::Value;
    if (inventory.flows.isEmpty())
        out << YAML::Flow;
    out << YAML::BeginSeq;
    int written = 0;
    for (const Flow& flow : inventory.flows) {
        emitFlow(out, flow);
        if (progress && ++written % ProgressEveryFlows == 0 &&
            !progress(qint64(out.size()), written))
            return std::nullopt;
    }
    out << YAML::EndSeq;
    // docs/spec/inventory-format.md: `systems` after the flows and before the waivers, whose place
    // (docs/spec/accepted-risks-and-git.md) is right after them; other keys follow in their order.
    const auto [systems, others] = systemsApart(inventory.extraKeys);
    emitMapEntries(out, systems, false);
    if (!inventory.waivers.isEmpty()) {
        out << YAML::Key << "waivers" << YAML::Value << YAML::BeginSeq;
        for (const Waiver& waiver : inventory.waivers)
            emitWaiver(out, waiver);
        out << YAML::EndSeq;
    }
    emitMapEntries(out, others, false);
    out << YAML::EndMap;
    return finish(out);
}

QByteArray YamlWriter::writeCompact(const YamlValue& value) {
    YAML::Emitter out;
    emitValue(out, value, true);
    return QByteArray(out.c_str(), qsizetype(out.size()));
}

QByteArray YamlWriter::writeCompact(const YamlValue& value, const Quoting& quoting) {
    YAML::Emitter out;
    QuotingContext context{quoting, {}};
    emitValue(out, value, true, &context);
    return QByteArray(out.c_str(), qsizetype(out.size()));
}

namespace {

YamlValue::ScalarStyle styleFor(bool quoted) {
    return quoted ? YamlValue::ScalarStyle::Quoted : YamlValue::ScalarStyle::Plain;
}

YamlValue flowTree(const Flow& flow) {
    YamlValue map = YamlValue::map();
    for (const FieldInfo& info : FieldCatalogue::all()) {
        if (const YamlValue* structured = flow.structuredValue(info.field))
            map.insert(QString::fromLatin1(info.name), *structured);
        else if (!flow.text(info.field).isEmpty())
            map.insert(QString::fromLatin1(info.name),
                       YamlValue::scalar(flow.text(info.field),
                                         styleFor(cellNeedsQuotes(flow, info.field))));
    }
    if (!flow.reviews().isNull())
        map.insert(FieldCatalogue::reviewsKey(), flow.reviews());
    for (const YamlMapEntry& entry : flow.extraFields())
        map.insert(entry.key, entry.value);
    return map;
}

YamlValue waiverTree(const Waiver& waiver) {
    YamlValue map = YamlValue::map();
    for (int i = 0; i < Waiver::KeyCount; ++i) {
        const QString& text = waiver.text(Waiver::Key(i));
        if (!text.isEmpty())
            map.insert(QString::fromLatin1(Waiver::keyName(Waiver::Key(i))),
                       YamlValue::scalar(text, styleFor(readsAsAnotherTypeWhenPlain(text) &&
                                                        !waiverDate(text).isValid())));
    }
    for (const YamlMapEntry& entry : waiver.extraKeys)
        map.insert(entry.key, entry.value);
    return map;
}

} // namespace

YamlValue YamlWriter::tree(const Flow& flow) {
    return flowTree(flow);
}

YamlValue YamlWriter::tree(const Waiver& waiver) {
    return waiverTree(waiver);
}

bool YamlWriter::readsAsAnotherType(const QString& text) {
    return readsAsAnotherTypeWhenPlain(text);
}

// Mirrors write(): the same keys in the same order, each scalar in the style it is written in.
YamlValue YamlWriter::tree(const Inventory& inventory) {
    YamlValue root = YamlValue::map();
    const auto topText = [&](const char* key, const QString& text) {
        if (!text.isEmpty() && !hasExtraKey(inventory, QLatin1StringView(key)))
            root.insert(QString::fromLatin1(key),
                        YamlValue::scalar(text, styleFor(readsAsAnotherTypeWhenPlain(text))));
    };
    topText("format", inventory.format.isEmpty() ? Inventory::currentFormat() : inventory.format);
    topText("title", inventory.title);
    topText("owner", inventory.owner);
    YamlValue flows = YamlValue::sequence(inventory.flows.isEmpty());
    for (const Flow& flow : inventory.flows)
        flows.append(flowTree(flow));
    root.insert(QStringLiteral("flows"), std::move(flows));
    const auto [systems, others] = systemsApart(inventory.extraKeys);
    for (const YamlMapEntry& entry : systems)
        root.insert(entry.key, entry.value);
    if (!inventory.waivers.isEmpty()) {
        YamlValue waivers = YamlValue::sequence();
        for (const Waiver& waiver : inventory.waivers)
            waivers.append(waiverTree(waiver));
        root.insert(QStringLiteral("waivers"), std::move(waivers));
    }
    for (const YamlMapEntry& entry : others)
        root.insert(entry.key, entry.value);
    return root;
}

QByteArray YamlWriter::writeBlock(const YamlValue& value) {
    YAML::Emitter out;
    out.SetIndent(2);
    emitValue(out, value, false);
    return QByteArray(out.c_str(), qsizetype(out.size()));
}

QByteArray YamlWriter::writeBlock(const YamlValue& value, const Quoting& quoting) {
    YAML::Emitter out;
    out.SetIndent(2);
    QuotingContext context{quoting, {}};
    emitValue(out, value, false, &context);
    return QByteArray(out.c_str(), qsizetype(out.size()));
}

} // namespace FlowAudit
