#include "core/io/yaml/inventorycomments.h"

namespace FlowAudit {

namespace {

const QChar Separator(0x1f);

// The identity of each item of the flows and waivers lists, by position.
struct ItemNames {
    QStringList flows;
    QStringList waivers;

    explicit ItemNames(const Inventory& inventory) {
        QHash<QString, int> turns;
        for (const Flow& flow : inventory.flows) {
            const QString id = flow.text(Field::FlowId);
            flows.append(InventoryComments::flowKey(id, ++turns[id]));
        }
        for (const Waiver& waiver : inventory.waivers)
            waivers.append(InventoryComments::waiverKey(waiver));
    }

    // A syntax path with its flow or waiver position replaced by that item's identity.
    QStringList anchorOf(QStringList path) const {
        if (path.size() < 2)
            return path;
        const QStringList* names = path[0] == QLatin1String("flows")     ? &flows
                                   : path[0] == QLatin1String("waivers") ? &waivers
                                                                         : nullptr;
        const int index = YamlComments::itemIndex(path[1]);
        if (names && index >= 0 && index < names->size())
            path[1] = (*names)[index];
        return path;
    }
};

} // namespace

QString InventoryComments::flowKey(const QString& flowId, int turn) {
    return turn <= 1 ? flowId : flowId + QStringLiteral("\x1e%1").arg(turn);
}

QString InventoryComments::waiverKey(const Waiver& waiver) {
    return waiver.flowId.trimmed() + Separator + waiver.rule.trimmed() + Separator +
           waiver.field.trimmed();
}

std::optional<InventoryComments> InventoryComments::of(const QByteArray& bytes,
                                                       const Inventory& inventory) {
    InventoryComments result;
    result.m_syntax = YamlComments::of(bytes);
    if (!result.m_syntax)
        return std::nullopt;
    const ItemNames names(inventory);
    const std::vector<YamlComments::Comment>& all = result.m_syntax->comments();
    for (const YamlComments::Comment& c : all)
        result.m_comments.push_back(
            {names.anchorOf(c.path), c.trailing, c.text, c.line, c.begin, c.end,
             c.previous >= 0 ? all[std::size_t(c.previous)].text : QByteArray()});
    for (const YamlComments::Comment& c : result.m_syntax->innerComments())
        result.m_inner.push_back(
            {names.anchorOf(c.path), false, c.text, c.line, c.begin, c.end, {}});
    for (const YamlComments::Node& n : result.m_syntax->nodes())
        result.m_pathOf.insert(names.anchorOf(n.path).join(Separator), n.path);
    return result;
}

const YamlComments::Node* InventoryComments::node(const QStringList& anchor) const {
    const auto found = m_pathOf.constFind(anchor.join(Separator));
    return found == m_pathOf.cend() ? nullptr : m_syntax->node(*found);
}

} // namespace FlowAudit
