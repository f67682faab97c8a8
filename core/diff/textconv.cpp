#include "core/diff/textconv.h"

#include "core/io/inventorytree.h"

#include <QCoreApplication>

#include <algorithm>

namespace FlowAudit {

namespace {

// One line whatever the value holds.
QString oneLine(QString text) {
    return text.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('\n'), QLatin1String("\\n"))
        .replace(QLatin1Char('\r'), QLatin1String("\\r"));
}

void appendEntries(QByteArray& out, const QString& prefix, const YamlValue& map) {
    for (const auto& [key, value] : InventoryTree::flatEntries(map))
        out += (prefix + key + QLatin1String(": ") + oneLine(value)).toUtf8() + '\n';
}

} // namespace

QByteArray TextConv::lines(const Inventory& inventory) {
    const YamlValue tree = InventoryTree::of(inventory);
    QByteArray out;
    for (const YamlMapEntry& entry : tree.entries()) {
        if (entry.key != QLatin1String("flows") && entry.key != QLatin1String("waivers"))
            out += (entry.key + QLatin1String(": ") + oneLine(InventoryTree::textOf(entry.value)))
                       .toUtf8() +
                   '\n';
    }

    const std::vector<YamlValue>& flows = InventoryTree::itemsAt(tree, QLatin1StringView("flows"));
    std::vector<int> order(flows.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = int(i);
    const auto idOf = [&inventory](int i) -> const QString& {
        return inventory.flows[i].text(Field::FlowId);
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return idOf(a) < idOf(b); });
    for (int i : order) {
        appendEntries(out, idOf(i) + QLatin1Char('.'), flows[std::size_t(i)]);
    }

    const std::vector<YamlValue>& waivers =
        InventoryTree::itemsAt(tree, QLatin1StringView("waivers"));
    std::vector<std::pair<QString, int>> waiverOrder;
    for (std::size_t i = 0; i < waivers.size(); ++i) {
        const Waiver& w = inventory.waivers[qsizetype(i)];
        QString name = QStringLiteral("waiver %1 on %2").arg(w.rule, w.flowId);
        if (!w.field.isEmpty())
            name += QStringLiteral(" (%1)").arg(w.field);
        waiverOrder.push_back({name, int(i)});
    }
    std::stable_sort(waiverOrder.begin(), waiverOrder.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    for (const auto& [name, i] : waiverOrder)
        appendEntries(out, name + QLatin1Char('.'), waivers[std::size_t(i)]);
    return out;
}

QByteArray TextConv::errorLine(const IoError& error) {
    return QCoreApplication::translate("TextConv", "cannot read as an inventory: %1")
               .arg(error.toString())
               .toUtf8() +
           '\n';
}

} // namespace FlowAudit
