#include "core/merge/inventorymerge.h"

#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"

#include <QHash>

namespace FlowAudit {

namespace {

// A merged collection's style: OURS's, unless OURS is empty and THEIRS is not. YAML writes
// an empty collection as [] or {} whatever the file's style, so its style says nothing, and
// kept it would turn every flow THEIRS brings into flow style.
bool styleOf(const YamlValue& ours, const YamlValue& theirs) {
    const auto empty = [](const YamlValue& value) {
        return value.isSequence() ? value.items().empty() : value.entries().empty();
    };
    return empty(ours) && !empty(theirs) ? theirs.flowStyle() : ours.flowStyle();
}

// Where a node sits in an inventory tree, which decides how it merges: maps by key, the
// flows and waivers lists by each item's identity, everything else as one value.
enum class Level { Root, Flows, Flow, Reviews, Waivers, Waiver, Atom };

Level childLevel(Level parent, const QString& key) {
    switch (parent) {
    case Level::Root:
        return key == QLatin1String("flows")     ? Level::Flows
               : key == QLatin1String("waivers") ? Level::Waivers
                                                 : Level::Atom;
    case Level::Flows:
        return Level::Flow;
    case Level::Flow:
        return key == FieldCatalogue::reviewsKey() ? Level::Reviews : Level::Atom;
    case Level::Waivers:
        return Level::Waiver;
    default:
        return Level::Atom;
    }
}

bool isList(Level level) {
    return level == Level::Flows || level == Level::Waivers;
}
bool isMap(Level level) {
    return level == Level::Root || level == Level::Flow || level == Level::Reviews ||
           level == Level::Waiver;
}
// A flow or waiver: the items whose identity is their key, merged field by field only when
// both sides started from the same base item.
bool isKeyedItem(Level level) {
    return level == Level::Flow || level == Level::Waiver;
}

// The levels an absent value is read as empty in: nothing there, nothing lost.
bool isContainer(Level level) {
    return level == Level::Flows || level == Level::Waivers || level == Level::Reviews;
}

const YamlValue* emptyOf(Level level) {
    static const YamlValue emptyList = YamlValue::sequence();
    static const YamlValue emptyMap = YamlValue::map();
    return isList(level) ? &emptyList : &emptyMap;
}

bool isEmptyContainer(const YamlValue& value) {
    return (value.isSequence() && value.items().empty()) ||
           (value.isMap() && value.entries().empty());
}

bool fits(Level level, const YamlValue* value) {
    return !value || (isList(level) && value->isSequence()) || (isMap(level) && value->isMap());
}

QString scalarAt(const YamlValue& map, QLatin1StringView key) {
    const YamlValue* value = map.isMap() ? map.find(QString(key)) : nullptr;
    return value && value->isScalar() ? value->text() : QString();
}

// A list item's identity: a flow by its ID, a waiver by (flow_id, rule, field); an item that
// is not a map by its content.
QString identityOf(Level itemLevel, const YamlValue& item) {
    if (!item.isMap())
        return QStringLiteral("\x1d") + QString::fromUtf8(YamlWriter::writeCompact(item));
    if (itemLevel == Level::Waiver)
        return scalarAt(item, QLatin1StringView("flow_id")) + QLatin1Char('\x1f') +
               scalarAt(item, QLatin1StringView("rule")) + QLatin1Char('\x1f') +
               scalarAt(item, QLatin1StringView("field"));
    return scalarAt(item, QLatin1StringView("flow_id"));
}

struct Entries {
    std::vector<QString> keys;
    QHash<QString, const YamlValue*> values;
    const YamlValue* value(const QString& key) const { return values.value(key, nullptr); }
};

Entries entriesOf(Level level, const YamlValue* container) {
    Entries entries;
    if (!container)
        return entries;
    auto add = [&entries](QString key, const YamlValue* value) {
        // Two flows with one ID on one side stay two: the second is told apart by its turn.
        if (entries.values.contains(key)) {
            const QString base = key;
            for (int turn = 2; entries.values.contains(key); ++turn)
                key = base + QStringLiteral("\x1e%1").arg(turn);
        }
        entries.keys.push_back(key);
        entries.values.insert(key, value);
    };
    if (isList(level)) {
        const Level itemLevel = childLevel(level, QString());
        for (const YamlValue& item : container->items())
            add(identityOf(itemLevel, item), &item);
    } else {
        for (const YamlMapEntry& entry : container->entries())
            add(entry.key, &entry.value);
    }
    return entries;
}

// OURS's order, each entry only THEIRS has placed after the entry before it in THEIRS
// (at the start when nothing precedes it).
std::vector<QString> mergedOrder(const Entries& ours, const Entries& theirs) {
    std::vector<QString> atStart;
    QHash<QString, std::vector<QString>> after;
    const QString* anchor = nullptr;
    for (const QString& key : theirs.keys) {
        if (ours.values.contains(key))
            anchor = &key;
        else
            (anchor ? after[*anchor] : atStart).push_back(key);
    }
    std::vector<QString> order = std::move(atStart);
    order.reserve(ours.keys.size() + after.size());
    for (const QString& key : ours.keys) {
        order.push_back(key);
        const auto followers = after.constFind(key);
        if (followers != after.constEnd())
            order.insert(order.end(), followers->begin(), followers->end());
    }
    return order;
}

bool same(const YamlValue* a, const YamlValue* b) {
    return a && b ? *a == *b : a == b;
}

MergedNode settled(const QString& key, const YamlValue& value) {
    MergedNode node;
    node.key = key;
    node.value = value;
    return node;
}

std::optional<YamlValue> copyOf(const YamlValue* value) {
    return value ? std::optional<YamlValue>(*value) : std::nullopt;
}

// Who the conflicts below a node are about.
struct Context {
    QString flowId;
    QString rule;
    QString waiverField;
};

MergeConflict::Unit unitOf(Level parent, Level level) {
    switch (level) {
    case Level::Flow:
        return MergeConflict::Unit::Flow;
    case Level::Waiver:
        return MergeConflict::Unit::Waiver;
    default:
        break;
    }
    switch (parent) {
    case Level::Flow:
        return MergeConflict::Unit::Field;
    case Level::Reviews:
        return MergeConflict::Unit::Review;
    case Level::Waiver:
        return MergeConflict::Unit::WaiverKey;
    default:
        return MergeConflict::Unit::TopLevelKey;
    }
}

class Merger {
public:
    QList<MergeConflict> conflicts;

    std::optional<MergedNode> unit(Level parent, Level level, const QString& key,
                                   const YamlValue* base, bool baseKnown, const YamlValue* ours,
                                   const YamlValue* theirs, const Context& context) {
        if (same(ours, theirs))
            return ours ? std::optional(settled(key, *ours)) : std::nullopt;
        if (baseKnown && same(base, ours))
            return theirs ? std::optional(settled(key, *theirs)) : std::nullopt;
        if (baseKnown && same(base, theirs))
            return ours ? std::optional(settled(key, *ours)) : std::nullopt;

        // A list of flows or waivers, or a flow's reviews, that one side does not have is an
        // empty one there: its entries still merge one by one.
        if (isContainer(level) && (!ours || !theirs)) {
            std::optional<MergedNode> node =
                unit(parent, level, key, baseKnown && !base ? emptyOf(level) : base, baseKnown,
                     ours ? ours : emptyOf(level), theirs ? theirs : emptyOf(level), context);
            if (node && node->isSettled() && isEmptyContainer(node->value))
                return std::nullopt;
            return node;
        }
        // The same flow added on both sides with different content is one conflict, not a
        // merge of two flows that only share an ID.
        const bool inside = ours && theirs && level != Level::Atom && fits(level, base) &&
                            fits(level, ours) && fits(level, theirs) &&
                            !(isKeyedItem(level) && baseKnown && !base);
        if (inside) {
            const qsizetype before = conflicts.size();
            MergedNode node = children(level, key, base, baseKnown, *ours, *theirs,
                                       innerContext(level, *ours, context));
            // Markers inside a flow need its first line (`- flow_id: …`) settled.
            const bool firstSettled = !isKeyedItem(level) || !node.composite ||
                                      (!node.children.empty() && node.children.front().isSettled());
            if (firstSettled)
                return node;
            conflicts.resize(before);
        }
        return conflict(parent, level, key, base, baseKnown, ours, theirs, context);
    }

private:
    static Context innerContext(Level level, const YamlValue& item, const Context& outer) {
        Context inner = outer;
        if (isKeyedItem(level))
            inner.flowId = scalarAt(item, QLatin1StringView("flow_id"));
        if (level == Level::Waiver) {
            inner.rule = scalarAt(item, QLatin1StringView("rule"));
            inner.waiverField = scalarAt(item, QLatin1StringView("field"));
        }
        return inner;
    }

    MergedNode children(Level level, const QString& key, const YamlValue* base, bool baseKnown,
                        const YamlValue& ours, const YamlValue& theirs, const Context& context) {
        const Entries b = entriesOf(level, baseKnown ? base : nullptr);
        const Entries o = entriesOf(level, &ours);
        const Entries t = entriesOf(level, &theirs);
        MergedNode node;
        node.key = key;
        node.sequence = isList(level);
        node.flowStyle = styleOf(ours, theirs);
        for (const QString& childKey : mergedOrder(o, t)) {
            const Level child = childLevel(level, childKey);
            if (std::optional<MergedNode> merged =
                    unit(level, child, childKey, b.value(childKey), baseKnown, o.value(childKey),
                         t.value(childKey), context))
                node.children.push_back(std::move(*merged));
        }
        node.composite = std::any_of(node.children.begin(), node.children.end(),
                                     [](const MergedNode& c) { return !c.isSettled(); });
        if (!node.composite) {
            node.value = node.sequence ? YamlValue::sequence(node.flowStyle)
                                       : YamlValue::map(node.flowStyle);
            for (MergedNode& c : node.children) {
                if (node.sequence)
                    node.value.append(std::move(c.value));
                else
                    node.value.insert(c.key, std::move(c.value));
            }
            node.children.clear();
        }
        return node;
    }

    MergedNode conflict(Level parent, Level level, const QString& key, const YamlValue* base,
                        bool baseKnown, const YamlValue* ours, const YamlValue* theirs,
                        const Context& context) {
        MergeConflict c;
        c.unit = unitOf(parent, level);
        const YamlValue& some = ours ? *ours : *theirs;
        const Context about = isKeyedItem(level) ? innerContext(level, some, context) : context;
        c.flowId = about.flowId;
        c.rule = about.rule;
        c.waiverField = about.waiverField;
        if (!isKeyedItem(level))
            c.key = key;
        c.baseKnown = baseKnown;
        c.base = baseKnown ? copyOf(base) : std::nullopt;
        c.ours = copyOf(ours);
        c.theirs = copyOf(theirs);
        MergedNode node;
        node.key = key;
        node.conflict = int(conflicts.size());
        conflicts.append(std::move(c));
        return node;
    }
};

std::optional<YamlValue> settleNode(const MergedNode& node,
                                    const QList<std::optional<YamlValue>>& choices,
                                    const QList<MergeConflict>& conflicts) {
    if (node.conflict >= 0)
        return node.conflict < choices.size() ? choices[node.conflict]
                                              : conflicts[node.conflict].ours;
    if (!node.composite)
        return node.value;
    YamlValue value =
        node.sequence ? YamlValue::sequence(node.flowStyle) : YamlValue::map(node.flowStyle);
    for (const MergedNode& child : node.children) {
        std::optional<YamlValue> settledChild = settleNode(child, choices, conflicts);
        if (!settledChild)
            continue;
        if (node.sequence)
            value.append(std::move(*settledChild));
        else
            value.insert(child.key, std::move(*settledChild));
    }
    return value;
}

} // namespace

YamlValue MergeResult::settle(const QList<std::optional<YamlValue>>& choices) const {
    std::optional<YamlValue> tree = settleNode(root, choices, conflicts);
    return tree ? std::move(*tree) : YamlValue::map();
}

MergeResult InventoryMerge::merge(const YamlValue* base, const YamlValue& ours,
                                  const YamlValue& theirs) {
    Merger merger;
    std::optional<MergedNode> root =
        merger.unit(Level::Root, Level::Root, QString(), base, base != nullptr, &ours, &theirs, {});
    MergeResult result;
    result.root = root ? std::move(*root) : settled(QString(), YamlValue::map());
    result.conflicts = std::move(merger.conflicts);
    return result;
}

} // namespace FlowAudit
