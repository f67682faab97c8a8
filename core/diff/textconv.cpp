#include "core/diff/textconv.h"

#include "core/io/yaml/inventorytree.h"
#include "core/model/onelinetext.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>

namespace FlowAudit {

namespace {

const QLatin1StringView FlowsKey("flows");
const QLatin1StringView WaiversKey("waivers");

// The comments of one node of the view (a top-level key, a flow, a waiver): by the line they
// belong to ("" for the node's first line, else the flat key `retry_layers`, `reviews.IP04`).
struct NodeComments {
    QHash<QString, QByteArrayList> above;
    QHash<QString, QByteArray> after;
};

class CommentPlaces {
public:
    explicit CommentPlaces(const InventoryComments* comments) {
        if (!comments)
            return;
        std::vector<const InventoryComment*> all;
        for (const InventoryComment& c : comments->comments())
            all.push_back(&c);
        // Those inside a `{…}` written over lines, as comments of the node that holds it.
        for (const InventoryComment& c : comments->innerComments())
            all.push_back(&c);
        for (const InventoryComment* comment : all) {
            const InventoryComment& c = *comment;
            const QStringList& a = c.anchor;
            const bool inList = !a.isEmpty() && (a[0] == FlowsKey || a[0] == WaiversKey);
            QString node, line;
            if (a.isEmpty()) {
                node = QStringLiteral("\x1d"
                                      "end");
            } else if (inList && a.size() >= 2) {
                node = a[0] + QChar(0x1f) + a[1];
                line = a.mid(2, 2).join(QLatin1Char('.')); // reviews.IP04 at most
                if (a.size() > 4 || (a.size() == 4 && a[2] != QLatin1String("reviews")))
                    line = a[2];
            } else {
                node = a[0];
            }
            NodeComments& place = m_places[node];
            if (c.trailing && !place.after.contains(line) && a.size() <= 4)
                place.after.insert(line, c.text);
            else
                place.above[line].append(c.text);
        }
    }

    void above(QByteArray& out, const QString& node, const QString& key) {
        const auto place = m_places.find(node);
        if (place != m_places.end()) {
            for (const QByteArray& comment : place->above.take(key))
                out += comment + '\n';
        }
    }

    void lineOf(QByteArray& out, const QString& node, const QString& key, const QString& text) {
        above(out, node, key);
        const auto place = m_places.find(node);
        out += text.toUtf8();
        if (place != m_places.end()) {
            const QByteArray after = place->after.take(key);
            if (!after.isEmpty())
                out += "  " + after;
        }
        out += '\n';
    }

    // Whatever of a node's comments found no line of it (a blank field's, say).
    void restOf(QByteArray& out, const QString& node) {
        const auto place = m_places.find(node);
        if (place == m_places.end())
            return;
        QStringList keys = place->above.keys();
        keys.sort();
        for (const QString& key : keys) {
            for (const QByteArray& comment : place->above.value(key))
                out += comment + '\n';
        }
        QStringList trailing = place->after.keys();
        trailing.sort();
        for (const QString& key : trailing)
            out += place->after.value(key) + '\n';
        m_places.erase(place);
    }

    void rest(QByteArray& out) {
        QStringList nodes = m_places.keys();
        nodes.sort();
        for (const QString& node : nodes)
            restOf(out, node);
    }

private:
    QHash<QString, NodeComments> m_places;
};

void appendEntries(QByteArray& out, CommentPlaces& places, const QString& node,
                   const QString& prefix, const YamlValue& map) {
    places.above(out, node, QString()); // the comments above the item itself
    for (const auto& [key, value] : InventoryTree::flatEntries(map))
        places.lineOf(out, node, key, prefix + key + QLatin1String(": ") + oneLineText(value));
    places.restOf(out, node);
}

} // namespace

QByteArray TextConv::lines(const Inventory& inventory, const InventoryComments* comments) {
    const YamlValue tree = InventoryTree::of(inventory);
    CommentPlaces places(comments);
    QByteArray out;
    for (const YamlMapEntry& entry : tree.entries()) {
        if (entry.key != FlowsKey && entry.key != WaiversKey)
            places.lineOf(out, entry.key, QString(),
                          entry.key + QLatin1String(": ") +
                              oneLineText(InventoryTree::textOf(entry.value)));
    }
    places.restOf(out, FlowsKey);

    const std::vector<YamlValue>& flows = InventoryTree::itemsAt(tree, FlowsKey);
    std::vector<int> order(flows.size());
    QStringList keys;
    QHash<QString, int> turns;
    for (std::size_t i = 0; i < order.size(); ++i) {
        order[i] = int(i);
        const QString& id = inventory.flows[qsizetype(i)].text(Field::FlowId);
        keys.append(InventoryComments::flowKey(id, ++turns[id]));
    }
    const auto idOf = [&inventory](int i) -> const QString& {
        return inventory.flows[i].text(Field::FlowId);
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return idOf(a) < idOf(b); });
    for (int i : order) {
        appendEntries(out, places, FlowsKey + QChar(0x1f) + keys[i], idOf(i) + QLatin1Char('.'),
                      flows[std::size_t(i)]);
    }

    places.restOf(out, WaiversKey);
    const std::vector<YamlValue>& waivers = InventoryTree::itemsAt(tree, WaiversKey);
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
        appendEntries(out, places,
                      WaiversKey + QChar(0x1f) +
                          InventoryComments::waiverKey(inventory.waivers[qsizetype(i)]),
                      name + QLatin1Char('.'), waivers[std::size_t(i)]);
    places.rest(out);
    return out;
}

QByteArray TextConv::errorLine(const IoError& error) {
    return QCoreApplication::translate("TextConv", "cannot read as an inventory: %1")
               .arg(error.toString())
               .toUtf8() +
           '\n';
}

} // namespace FlowAudit
