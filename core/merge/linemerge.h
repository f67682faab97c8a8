#pragma once

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace FlowAudit {

// git's three-way line merge, as `git merge-file` runs it: libgit2's git_merge_file, which is
// git's own xdiff merge (Myers' diff, conflicts simplified as merge-file does), so a clean
// result here is byte for byte git's. The merge driver starts from it
// (docs/spec/accepted-risks-and-git.md, Merge) and works on the conflicts it leaves.
class LineMerge {
public:
    enum class Style { Merge, Diff3, ZealousDiff3 };
    struct Labels {
        QByteArray ours = QByteArrayLiteral("ours");
        QByteArray base = QByteArrayLiteral("base");
        QByteArray theirs = QByteArrayLiteral("theirs");
    };
    struct Result {
        QByteArray bytes; // the merged text, conflict markers in it unless clean
        bool clean = false;
        QString error; // set when libgit2 could not merge at all (bytes then empty)
        bool failed() const { return !error.isEmpty(); }
    };
    static Result merge(const QByteArray& base, const QByteArray& ours, const QByteArray& theirs,
                        Style style, int markerSize, const Labels& labels);
    // Labelled ours, base and theirs.
    static Result merge(const QByteArray& base, const QByteArray& ours, const QByteArray& theirs,
                        Style style, int markerSize);

    // One piece of the diff3 merge: text every side agrees on after the merge, or a conflict
    // with each side's own lines (comments, spacing and line ends as that side wrote them).
    struct Hunk {
        bool conflict = false;
        QByteArray text; // a clean piece
        QByteArray ours, base, theirs;
    };
    // The diff3 merge cut into its clean pieces and its conflicts, in order; joining the
    // clean texts with one side of every conflict gives that side's version of the merge.
    // None when libgit2 fails or its markers cannot be told from the text.
    static std::optional<std::vector<Hunk>> hunks(const QByteArray& base, const QByteArray& ours,
                                                  const QByteArray& theirs);
};

} // namespace FlowAudit
