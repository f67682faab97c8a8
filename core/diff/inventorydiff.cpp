#include "core/diff/inventorydiff.h"

#include "core/io/yaml/inventorytree.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace FlowAudit {

namespace {

using InventoryTree::flatEntries;
using InventoryTree::textOf;

QList<ValueChange> changesBetween(const QList<std::pair<QString, QString>>& before,
                                  const QList<std::pair<QString, QString>>& after) {
    QHash<QString, QString> afterByKey;
    for (const auto& [key, value] : after)
        afterByKey.insert(key, value);
    QSet<QString> beforeKeys;
    QList<ValueChange> changes;
    for (const auto& [key, value] : before) {
        beforeKeys.insert(key);
        const auto found = afterByKey.constFind(key);
        if (found == afterByKey.constEnd())
            changes.append({key, value, std::nullopt});
        else if (*found != value)
            changes.append({key, value, *found});
    }
    for (const auto& [key, value] : after) {
        if (!beforeKeys.contains(key))
            changes.append({key, std::nullopt, value});
    }
    return changes;
}

// The known fields other than flow_id: what a renamed flow keeps.
QString renameSignature(const YamlValue& flow) {
    YamlValue known = YamlValue::map(true);
    for (const YamlMapEntry& entry : flow.entries()) {
        const std::optional<Field> field = FieldCatalogue::byName(entry.key);
        if (field && *field != Field::FlowId)
            known.insert(entry.key, entry.value);
    }
    return QString::fromUtf8(YamlWriter::writeCompact(known));
}

// Items matched by identity, the k-th of an identity in one list to its k-th in the other.
template <typename Identity>
std::vector<std::pair<int, int>>
matchByIdentity(int beforeCount, int afterCount, const Identity& identityOf,
                std::vector<bool>* beforeMatched, std::vector<bool>* afterMatched) {
    QHash<QString, QList<int>> beforeByIdentity;
    for (int i = beforeCount - 1; i >= 0; --i)
        beforeByIdentity[identityOf(true, i)].append(i);
    std::vector<std::pair<int, int>> pairs;
    beforeMatched->assign(std::size_t(beforeCount), false);
    afterMatched->assign(std::size_t(afterCount), false);
    for (int j = 0; j < afterCount; ++j) {
        auto found = beforeByIdentity.find(identityOf(false, j));
        if (found == beforeByIdentity.end() || found->isEmpty())
            continue;
        const int i = found->takeLast();
        pairs.push_back({i, j});
        (*beforeMatched)[std::size_t(i)] = true;
        (*afterMatched)[std::size_t(j)] = true;
    }
    return pairs;
}

// The pairs (sorted by their NEW position) whose OLD positions are not in the longest
// increasing run: the flows that moved, as few as explain the new order.
std::vector<bool> movedAmong(const std::vector<std::pair<int, int>>& pairsInNewOrder) {
    const std::size_t n = pairsInNewOrder.size();
    std::vector<int> tailIndex; // tailIndex[k]: the pair ending the best run of length k + 1
    std::vector<int> previous(n, -1);
    for (std::size_t p = 0; p < n; ++p) {
        const int oldPos = pairsInNewOrder[p].first;
        const auto at =
            std::lower_bound(tailIndex.begin(), tailIndex.end(), oldPos, [&](int index, int value) {
                return pairsInNewOrder[std::size_t(index)].first < value;
            });
        if (at != tailIndex.begin())
            previous[p] = *(at - 1);
        if (at == tailIndex.end())
            tailIndex.push_back(int(p));
        else
            *at = int(p);
    }
    std::vector<bool> moved(n, true);
    for (int p = tailIndex.empty() ? -1 : tailIndex.back(); p >= 0; p = previous[std::size_t(p)])
        moved[std::size_t(p)] = false;
    return moved;
}

WaiverIdentity identityOf(const Waiver& waiver) {
    return {waiver.flowId, waiver.rule, waiver.field};
}

QString identityKey(const WaiverIdentity& w) {
    return w.flowId + QLatin1Char('\x1f') + w.rule + QLatin1Char('\x1f') + w.field;
}

void compareFlows(const Inventory& before, const Inventory& after, const YamlValue& beforeTree,
                  const YamlValue& afterTree, InventoryDiff& diff) {
    const std::vector<YamlValue>& beforeFlows =
        InventoryTree::itemsAt(beforeTree, QLatin1StringView("flows"));
    const std::vector<YamlValue>& afterFlows =
        InventoryTree::itemsAt(afterTree, QLatin1StringView("flows"));
    std::vector<bool> beforeMatched, afterMatched;
    std::vector<std::pair<int, int>> pairs = matchByIdentity(
        int(before.flows.size()), int(after.flows.size()),
        [&](bool old, int i) { return (old ? before : after).flows[i].text(Field::FlowId); },
        &beforeMatched, &afterMatched);

    // Renames: an unmatched OLD flow and an unmatched NEW one with the same known fields.
    QHash<QString, QList<int>> removedBySignature;
    for (int i = int(beforeFlows.size()) - 1; i >= 0; --i) {
        if (!beforeMatched[std::size_t(i)])
            removedBySignature[renameSignature(beforeFlows[std::size_t(i)])].append(i);
    }
    QSet<int> renamedNew;
    for (int j = 0; j < int(afterFlows.size()); ++j) {
        if (afterMatched[std::size_t(j)])
            continue;
        auto found = removedBySignature.find(renameSignature(afterFlows[std::size_t(j)]));
        if (found == removedBySignature.end() || found->isEmpty())
            continue;
        const int i = found->takeLast();
        pairs.push_back({i, j});
        beforeMatched[std::size_t(i)] = afterMatched[std::size_t(j)] = true;
        renamedNew.insert(j);
    }

    std::sort(pairs.begin(), pairs.end(),
              [](const auto& a, const auto& b) { return a.second < b.second; });
    const std::vector<bool> moved = movedAmong(pairs);
    for (std::size_t p = 0; p < pairs.size(); ++p) {
        const auto [i, j] = pairs[p];
        FlowChange change;
        change.flowId = after.flows[j].text(Field::FlowId);
        if (renamedNew.contains(j))
            change.renamedFrom = before.flows[i].text(Field::FlowId);
        change.moved = moved[p];
        change.oldRow = i + 1;
        change.newRow = j + 1;
        change.fields = changesBetween(flatEntries(beforeFlows[std::size_t(i)]),
                                       flatEntries(afterFlows[std::size_t(j)]));
        if (!change.renamedFrom.isEmpty())
            change.fields.removeIf(
                [](const ValueChange& c) { return c.key == FieldCatalogue::name(Field::FlowId); });
        if (change.moved || !change.renamedFrom.isEmpty() || !change.fields.isEmpty())
            diff.changed.append(std::move(change));
    }
    for (int i = 0; i < int(before.flows.size()); ++i) {
        if (!beforeMatched[std::size_t(i)])
            diff.removed.append(before.flows[i].text(Field::FlowId));
    }
    for (int j = 0; j < int(after.flows.size()); ++j) {
        if (!afterMatched[std::size_t(j)])
            diff.added.append(after.flows[j].text(Field::FlowId));
    }
}

void compareWaivers(const Inventory& before, const Inventory& after, const YamlValue& beforeTree,
                    const YamlValue& afterTree, InventoryDiff& diff) {
    const std::vector<YamlValue>& beforeItems =
        InventoryTree::itemsAt(beforeTree, QLatin1StringView("waivers"));
    const std::vector<YamlValue>& afterItems =
        InventoryTree::itemsAt(afterTree, QLatin1StringView("waivers"));
    std::vector<bool> beforeMatched, afterMatched;
    const std::vector<std::pair<int, int>> pairs = matchByIdentity(
        int(before.waivers.size()), int(after.waivers.size()),
        [&](bool old, int i) { return identityKey(identityOf((old ? before : after).waivers[i])); },
        &beforeMatched, &afterMatched);
    for (const auto& [i, j] : pairs) {
        QList<ValueChange> keys = changesBetween(flatEntries(beforeItems[std::size_t(i)]),
                                                 flatEntries(afterItems[std::size_t(j)]));
        if (!keys.isEmpty())
            diff.waiversChanged.append({identityOf(after.waivers[j]), std::move(keys)});
    }
    for (int i = 0; i < int(before.waivers.size()); ++i) {
        if (!beforeMatched[std::size_t(i)])
            diff.waiversRemoved.append(identityOf(before.waivers[i]));
    }
    for (int j = 0; j < int(after.waivers.size()); ++j) {
        if (!afterMatched[std::size_t(j)])
            diff.waiversAdded.append(identityOf(after.waivers[j]));
    }
}

QList<std::pair<QString, QString>> topLevelEntries(const YamlValue& root) {
    QList<std::pair<QString, QString>> entries;
    for (const YamlMapEntry& entry : root.entries()) {
        if (entry.key != QLatin1String("flows") && entry.key != QLatin1String("waivers"))
            entries.append({entry.key, textOf(entry.value)});
    }
    return entries;
}

} // namespace

int InventoryDiff::renamedCount() const {
    return int(std::count_if(changed.begin(), changed.end(),
                             [](const FlowChange& c) { return !c.renamedFrom.isEmpty(); }));
}

InventoryDiff InventoryDiff::between(const Inventory& before, const Inventory& after) {
    const YamlValue beforeTree = InventoryTree::of(before);
    const YamlValue afterTree = InventoryTree::of(after);
    InventoryDiff diff;
    compareFlows(before, after, beforeTree, afterTree, diff);
    diff.topLevel = changesBetween(topLevelEntries(beforeTree), topLevelEntries(afterTree));
    compareWaivers(before, after, beforeTree, afterTree, diff);
    return diff;
}

} // namespace FlowAudit
