#pragma once

#include "core/merge/inventorymerge.h"
#include "core/model/inventory.h"

#include <QStringList>

namespace FlowAudit {

// A three-way merge of inventory files written as docs/spec/accepted-risks-and-git.md's Merge says:
// into OURS's own bytes, so its comments, quoting and layout stay. THEIRS's clean changes
// are patched in (InventoryPatch), the comments THEIRS added or removed are carried to
// their place (CommentCarry), and each conflict is written as git writes one, markers
// around only the lines that differ (a field's line, or the flow's lines), each marker
// labelled with what it is about. The rest of the file is byte for byte OURS with THEIRS's
// clean changes. When OURS cannot be patched there are no bytes, and whyNot says why (the
// caller then writes the canonical layout, saying what it drops).
class LayoutMerge {
public:
    struct Side {
        const QByteArray* bytes = nullptr;
        const Inventory* inventory = nullptr; // read from bytes
    };
    struct Input {
        Side base;
        Side ours;
        Side theirs;
    };
    struct Output {
        std::optional<QByteArray> bytes;
        int commentsCarried = 0;
        QStringList notCarried; // one sentence per comment the merge could not carry
        QString whyNot;
    };

    // fileName names the merged file in errors; markerSize is git's conflict-marker-size.
    static Output write(const MergeResult& merge, const Input& input, int markerSize,
                        const QString& fileName);
};

} // namespace FlowAudit
