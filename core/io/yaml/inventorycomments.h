#pragma once

#include "core/io/yaml/yamlcomments.h"
#include "core/model/inventory.h"

namespace FlowAudit {

// The comments of an inventory file, each with the node it belongs to named by what that
// node is rather than where it is: ["flows", FLOW_ID, "retry_layers"], ["waivers", ID] (a
// waiver by flow_id, rule and field), ["title"]; empty for the end of the file. A second
// flow with one ID is told apart by its turn, as the merge tells it. So a comment of one
// version of a file can be found again in another version, whatever moved.
struct InventoryComment {
    QStringList anchor;
    bool trailing = false;
    QByteArray text; // from '#'
    int line = 0;    // 1-based
    qint64 begin = 0;
    qint64 end = 0;
    QByteArray after; // own-line: the text of the comment line above it, in its block

    // The same comment at the same place (where in the file it is aside).
    bool sameAs(const InventoryComment& other) const {
        return trailing == other.trailing && text == other.text && anchor == other.anchor;
    }
};

class InventoryComments {
public:
    // bytes: the file `inventory` was read from (and must outlive the result); none when its
    // structure cannot be followed (then its comments cannot be placed either).
    static std::optional<InventoryComments> of(const QByteArray& bytes, const Inventory& inventory);

    const std::vector<InventoryComment>& comments() const { return m_comments; }
    // The comments inside a flow collection written over several lines, by the node whose
    // value holds them (YamlComments::innerComments): for a reader's view.
    const std::vector<InventoryComment>& innerComments() const { return m_inner; }
    // Where the node an anchor names starts, or none.
    const YamlComments::Node* node(const QStringList& anchor) const;
    const YamlComments& syntax() const { return *m_syntax; }

    // A flow's identity among the flows of an inventory ("id", then "id\x1e2" for the second
    // with that ID), and a waiver's.
    static QString flowKey(const QString& flowId, int turn);
    static QString waiverKey(const Waiver& waiver);

private:
    std::optional<YamlComments> m_syntax;
    std::vector<InventoryComment> m_comments;
    std::vector<InventoryComment> m_inner;
    QHash<QString, QStringList> m_pathOf; // anchor joined → YamlComments path
};

} // namespace FlowAudit
