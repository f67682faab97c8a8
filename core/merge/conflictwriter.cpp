#include "core/merge/conflictwriter.h"

#include "core/io/yaml/inventorytree.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/onelinetext.h"

namespace FlowAudit {

namespace {

class ConflictText {
public:
    ConflictText(const MergeResult& merge, int markerSize)
        : m_merge(merge)
        , m_markerSize(markerSize) {}

    QByteArray take() { return std::move(m_out); }

    // The entries of a map whose keys start at column `indent`.
    void mapEntries(const std::vector<MergedNode>& nodes, int indent) {
        for (const MergedNode& node : nodes) {
            if (node.conflict >= 0) {
                conflict(m_merge.conflicts[node.conflict], [&](const YamlValue& value) {
                    return indented(entryBlock(node.key, value), indent);
                });
            } else if (node.composite && onlyConflicts(node)) {
                combinedConflict(node, indent);
            } else if (node.composite) {
                // Only the flows, the waivers and a flow's reviews hold conflicts: plain keys.
                m_out += QByteArray(indent, ' ') + node.key.toUtf8() + ":\n";
                if (node.sequence)
                    listItems(node.children, indent + 2);
                else
                    mapEntries(node.children, indent + 2);
            } else {
                m_out += indented(entryBlock(node.key, node.value), indent);
            }
        }
    }

    // The items of a list whose dashes are at column `indent`.
    void listItems(const std::vector<MergedNode>& nodes, int indent) {
        for (const MergedNode& node : nodes) {
            if (node.conflict >= 0) {
                conflict(m_merge.conflicts[node.conflict], [&](const YamlValue& value) {
                    return indented(itemBlock(value), indent);
                });
            } else if (node.composite) {
                // A flow with conflicts inside: its entries two further in, the dash on the
                // first (settled) entry's line.
                const qsizetype start = m_out.size();
                mapEntries(node.children, indent + 2);
                m_out[start + indent] = '-';
            } else {
                m_out += indented(itemBlock(node.value), indent);
            }
        }
    }

private:
    static QByteArray entryBlock(const QString& key, const YamlValue& value) {
        YamlValue map = YamlValue::map();
        map.insert(key, value);
        return YamlWriter::writeBlock(map);
    }

    static QByteArray itemBlock(const YamlValue& value) {
        YamlValue list = YamlValue::sequence();
        list.append(value);
        return YamlWriter::writeBlock(list);
    }

    static QByteArray indented(const QByteArray& block, int indent) {
        const QByteArray pad(indent, ' ');
        QByteArray out;
        for (const QByteArray& line : block.split('\n'))
            out += pad + line + '\n';
        return out;
    }

    QByteArray marker(char c, const QString& label = QString()) const {
        QByteArray line(m_markerSize, c);
        if (!label.isEmpty())
            line += ' ' + oneLineText(label).toUtf8(); // a line break would end the marker
        return line + '\n';
    }

    static bool onlyConflicts(const MergedNode& node) {
        return std::all_of(node.children.begin(), node.children.end(),
                           [](const MergedNode& c) { return c.conflict >= 0; });
    }

    // A list or map that holds nothing but conflicts would be left empty on a side that has
    // none of them (`flows:` and no item, which is not an inventory): the whole key is one
    // block then, each side its list, labelled with every conflict in it.
    void combinedConflict(const MergedNode& node, int indent) {
        MergeConflict combined;
        QStringList labels;
        combined.baseKnown = true;
        auto emptyLike = [&node] {
            return node.sequence ? YamlValue::sequence() : YamlValue::map();
        };
        YamlValue base = emptyLike(), ours = emptyLike(), theirs = emptyLike();
        auto add = [&node](YamlValue& to, const MergedNode& child,
                           const std::optional<YamlValue>& value) {
            if (!value)
                return;
            if (node.sequence)
                to.append(*value);
            else
                to.insert(child.key, *value);
        };
        for (const MergedNode& child : node.children) {
            const MergeConflict* c = &m_merge.conflicts[child.conflict];
            labels.append(c->label());
            combined.baseKnown = combined.baseKnown && c->baseKnown;
            add(base, child, c->base);
            add(ours, child, c->ours);
            add(theirs, child, c->theirs);
        }
        combined.base = base;
        combined.ours = ours;
        combined.theirs = theirs;
        conflict(
            combined,
            [&](const YamlValue& value) { return indented(entryBlock(node.key, value), indent); },
            labels.join(QLatin1String("; ")));
    }

    template <typename Lines>
    void conflict(const MergeConflict& c, const Lines& linesOf, const QString& label = QString()) {
        const QString about = QStringLiteral("(%1)").arg(label.isEmpty() ? c.label() : label);
        auto side = [&](const std::optional<YamlValue>& value) {
            if (value)
                m_out += linesOf(*value);
        };
        m_out += marker('<', QStringLiteral("ours ") + about);
        side(c.ours);
        if (c.baseKnown) {
            m_out += marker('|', QStringLiteral("base"));
            side(c.base);
        }
        m_out += marker('=');
        side(c.theirs);
        m_out += marker('>', QStringLiteral("theirs ") + about);
    }

    const MergeResult& m_merge;
    const int m_markerSize;
    QByteArray m_out;
};

} // namespace

QByteArray ConflictWriter::write(const MergeResult& merge, int markerSize) {
    if (merge.root.isSettled()) {
        const InventoryReadResult read = InventoryTree::toInventory(merge.root.value, QString());
        return read.inventory ? YamlWriter::write(*read.inventory)
                              : YamlWriter::writeBlock(merge.root.value) + '\n';
    }
    ConflictText writer(merge, qMax(markerSize, 1));
    writer.mapEntries(merge.root.children, 0);
    return writer.take();
}

} // namespace FlowAudit
