#pragma once

#include "core/io/yaml/inventorycomments.h"

#include <QStringList>

namespace FlowAudit {

// The comments a merge owes the file it writes: a merge result is OURS's bytes patched, so
// OURS's comments are there; THEIRS's edits to comments (those it added, those it removed
// since BASE) are carried to the same place (the node each belongs to) in those bytes. What
// cannot be carried (its flow or field is not in the result, or its value already has a
// comment after it) is named, one sentence each, with THEIRS's line and the comment's text,
// and so are OURS's added comments that the merge dropped with their flow.
class CommentCarry {
public:
    struct Sides {
        const InventoryComments* base = nullptr;
        const InventoryComments* ours = nullptr;
        const InventoryComments* theirs = nullptr;
    };
    // Which version of a conflicted file the target is, and the nodes in conflict: inside
    // them each section keeps its own side's comments (THEIRS's only in the theirs lines,
    // OURS's only in the ours lines, neither in the base lines).
    struct Conflicts {
        enum class Section { Ours, Base, Theirs } section = Section::Ours;
        QList<QStringList> anchors;
    };
    struct Outcome {
        QByteArray bytes;
        int carried = 0; // added or removed as THEIRS did
        QStringList notCarried;
    };

    // target: the merge result's bytes, read as `result`. The outcome's bytes read as the same
    // inventory (checked by the caller), only comments differ.
    static Outcome apply(const QByteArray& target, const Inventory& result, const Sides& sides,
                         const Conflicts& conflicts);
};

} // namespace FlowAudit
