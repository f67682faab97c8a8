#include "core/model/systemsblock.h"

#include <QCoreApplication>

#include <cmath>

namespace FlowAudit {

namespace {

// A whole number of points, or nullopt.
std::optional<int> wholeNumber(const YamlValue& value) {
    if (!value.isScalar())
        return std::nullopt;
    bool ok = false;
    const double number = value.text().trimmed().toDouble(&ok);
    // Far beyond any page, but a reader's number: a bound keeps arithmetic in range.
    if (!ok || !std::isfinite(number) || std::floor(number) != number || std::abs(number) > 1e6)
        return std::nullopt;
    return int(number);
}

// `[x, y]`, two whole numbers of points, or nullopt.
std::optional<QPoint> positionOf(const YamlValue& at) {
    if (!at.isSequence() || at.items().size() != 2)
        return std::nullopt;
    const std::optional<int> x = wholeNumber(at.items()[0]);
    const std::optional<int> y = wholeNumber(at.items()[1]);
    return x && y ? std::optional<QPoint>(QPoint(*x, *y)) : std::nullopt;
}

// An entry read() takes as written: blank, or a map whose label and group are text and
// whose `at` is a position. A drag changes only such an entry; a malformed one stays as the
// user wrote it (docs/spec/inventory-format.md, "Systems").
bool wellFormed(const YamlValue& entry) {
    if (entry.isNull())
        return true;
    if (!entry.isMap())
        return false;
    for (const char16_t* textKey : {u"label", u"group"}) {
        const YamlValue* value = entry.find(textKey);
        if (value && !value->isScalar() && !value->isNull())
            return false;
    }
    const YamlValue* at = entry.find(u"at");
    return !at || at->isNull() || positionOf(*at).has_value();
}

} // namespace

QString SystemsBlock::normalisedId(QStringView id) {
    return id.trimmed().toString().toLower();
}

const SystemEntry* SystemsBlock::find(QStringView id) const {
    const QString wanted = normalisedId(id);
    for (const SystemEntry& entry : entries) {
        if (normalisedId(entry.id) == wanted)
            return &entry;
    }
    return nullptr;
}

namespace {

YamlValue position(QPoint at) {
    YamlValue pair = YamlValue::sequence(true);
    // Plain: numbers, as a user writes them (Any would quote what reads as a number).
    pair.append(YamlValue::scalar(QString::number(at.x()), YamlValue::ScalarStyle::Plain));
    pair.append(YamlValue::scalar(QString::number(at.y()), YamlValue::ScalarStyle::Plain));
    return pair;
}

// `map` with `key` set to `value`: in its place when present, else last.
YamlValue withKey(const YamlValue& map, const QString& key, const YamlValue& value) {
    YamlValue out = YamlValue::map(map.flowStyle());
    out.setLine(map.line());
    bool set = false;
    for (const YamlMapEntry& entry : map.entries()) {
        if (entry.key == key && !set) {
            out.insert(entry.key, value);
            set = true;
        } else {
            out.insert(entry.key, entry.value);
        }
    }
    if (!set)
        out.insert(key, value);
    return out;
}

} // namespace

std::optional<YamlEntries> SystemsBlock::placed(const YamlEntries& extraKeys, QStringView id,
                                                QPoint at) {
    YamlEntries out = extraKeys;
    auto found =
        std::find_if(out.begin(), out.end(), [](const YamlMapEntry& e) { return e.key == key(); });
    if (found == out.end()) {
        out.push_back({key(), YamlValue::map()});
        found = out.end() - 1;
    } else if (found->value.isNull()) {
        found->value = YamlValue::map();
    } else if (!found->value.isMap()) {
        return std::nullopt;
    }
    const QString wanted = normalisedId(id);
    YamlValue systems = YamlValue::map(found->value.flowStyle());
    systems.setLine(found->value.line());
    bool done = false;
    for (const YamlMapEntry& entry : found->value.entries()) {
        if (done || normalisedId(entry.key) != wanted) {
            systems.insert(entry.key, entry.value);
            continue;
        }
        if (!wellFormed(entry.value))
            return std::nullopt;
        if (entry.value.isNull()) {
            YamlValue fresh = YamlValue::map(true);
            fresh.insert(QStringLiteral("at"), position(at));
            systems.insert(entry.key, fresh);
        } else {
            systems.insert(entry.key, withKey(entry.value, QStringLiteral("at"), position(at)));
        }
        done = true;
    }
    if (!done) {
        YamlValue fresh = YamlValue::map(true);
        fresh.insert(QStringLiteral("at"), position(at));
        systems.insert(id.toString(), fresh);
    }
    found->value = std::move(systems);
    return out;
}

YamlEntries SystemsBlock::withoutPositions(const YamlEntries& extraKeys) {
    YamlEntries out;
    for (const YamlMapEntry& top : extraKeys) {
        if (top.key != key() || !top.value.isMap()) {
            out.push_back(top);
            continue;
        }
        YamlValue systems = YamlValue::map(top.value.flowStyle());
        systems.setLine(top.value.line());
        for (const YamlMapEntry& entry : top.value.entries()) {
            // Only a position read() takes: a malformed `at` stays as the user wrote it.
            const YamlValue* at = entry.value.isMap() ? entry.value.find(u"at") : nullptr;
            if (!at || !positionOf(*at)) {
                systems.insert(entry.key, entry.value);
                continue;
            }
            YamlValue kept = YamlValue::map(entry.value.flowStyle());
            kept.setLine(entry.value.line());
            for (const YamlMapEntry& field : entry.value.entries()) {
                if (field.key != u"at")
                    kept.insert(field.key, field.value);
            }
            if (!kept.entries().empty())
                systems.insert(entry.key, kept);
        }
        if (!systems.entries().empty())
            out.push_back({top.key, systems});
    }
    return out;
}

SystemsBlock SystemsBlock::read(const Inventory& inventory) {
    SystemsBlock block;
    const auto found = std::find_if(inventory.extraKeys.begin(), inventory.extraKeys.end(),
                                    [](const YamlMapEntry& e) { return e.key == key(); });
    if (found == inventory.extraKeys.end() || found->value.isNull())
        return block;
    auto warn = [&block](int line, const QString& message) {
        block.warnings.append({line, message});
    };
    if (!found->value.isMap()) {
        warn(found->value.line(), QCoreApplication::translate(
                                      "SystemsBlock", "systems: expected a map of systems by ID"));
        return block;
    }
    QStringList seen;
    for (const YamlMapEntry& item : found->value.entries()) {
        const QString where = QStringLiteral("systems.%1").arg(item.key);
        const int line = item.value.line();
        if (!item.value.isMap() && !item.value.isNull()) {
            warn(line, QCoreApplication::translate("SystemsBlock",
                                                   "%1: expected a map of label, group and at")
                           .arg(where));
            continue;
        }
        if (seen.contains(normalisedId(item.key))) {
            warn(line, QCoreApplication::translate(
                           "SystemsBlock", "%1: the system is named twice; the first one counts")
                           .arg(where));
            continue;
        }
        SystemEntry entry;
        entry.id = item.key;
        entry.line = line;
        bool wellFormed = true;
        if (item.value.isMap()) {
            for (const char* textKey : {"label", "group"}) {
                const YamlValue* value = item.value.find(QString::fromLatin1(textKey));
                if (value && !value->isScalar() && !value->isNull()) {
                    warn(value->line() > 0 ? value->line() : line,
                         QCoreApplication::translate("SystemsBlock", "%1.%2: expected text")
                             .arg(where, QLatin1StringView(textKey)));
                    wellFormed = false;
                }
            }
            if (const YamlValue* label = item.value.find(u"label"); label && label->isScalar())
                entry.label = label->text().trimmed();
            if (const YamlValue* group = item.value.find(u"group"); group && group->isScalar())
                entry.group = group->text().trimmed();
            if (const YamlValue* at = item.value.find(u"at"); at && !at->isNull()) {
                if (const std::optional<QPoint> placed = positionOf(*at)) {
                    entry.at = *placed;
                } else {
                    warn(at->line() > 0 ? at->line() : line,
                         QCoreApplication::translate(
                             "SystemsBlock", "%1.at: expected [x, y], two whole numbers of points")
                             .arg(where));
                    wellFormed = false;
                }
            }
        }
        seen.append(normalisedId(item.key));
        if (wellFormed)
            block.entries.append(std::move(entry));
    }
    return block;
}

} // namespace FlowAudit
