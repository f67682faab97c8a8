#pragma once

#include <QByteArray>

#include <optional>

namespace FlowAudit {

// A conflict of git's line merge, worked out line by line where git gives up too early:
// edits of the two sides that touch without overlapping (two neighbouring fields of a flow),
// lines added at the same place on both sides, and one line whose value
// changed on one side and whose comment changed on the other. Only text: the merge keeps a
// resolution only when it reads as the inventories' own merge says (InventoryFileMerge).
class HunkResolution {
public:
    // The conflict's lines, resolved; none when both sides changed the same thing. Lines
    // both sides added at one place are OURS's then THEIRS's, or the other way round.
    static std::optional<QByteArray> resolve(const QByteArray& ours, const QByteArray& base,
                                             const QByteArray& theirs, bool oursFirst = true);

    // Where a YAML line's comment starts: the spaces before its '#'; the line's length (its
    // line end not counted) when it has none. Quoted text is not a comment.
    static qsizetype commentStart(QByteArrayView line);
};

} // namespace FlowAudit
