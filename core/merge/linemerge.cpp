#include "core/merge/linemerge.h"

#include "core/merge/threewaylines.h"

#include <git2.h>

#include <QCoreApplication>

#include <cstdlib>
#include <mutex>

namespace FlowAudit {

namespace {

// A marker size no line of the inputs starts with, so the markers of hunks() are the merge's.
constexpr int HunkMarkerSize = 61;

// libgit2 sets up its allocator and global state once; they are freed at exit, so
// LeakSanitizer sees nothing left.
void initialiseOnce() {
    static std::once_flag once;
    std::call_once(once, [] {
        git_libgit2_init();
        std::atexit([] { git_libgit2_shutdown(); });
    });
}

git_merge_file_input input(const QByteArray& text) {
    git_merge_file_input in;
    git_merge_file_input_init(&in, GIT_MERGE_FILE_INPUT_VERSION);
    in.ptr = text.constData();
    in.size = std::size_t(text.size());
    return in;
}

// A line that opens with `size` of `marker` and then a space or its end: git's marker line.
bool isMarker(QByteArrayView line, char marker, int size) {
    if (line.size() < size)
        return false;
    for (int i = 0; i < size; ++i) {
        if (line[i] != marker)
            return false;
    }
    return line.size() == size || line[size] == ' ' || line[size] == '\n' || line[size] == '\r';
}

bool startsLikeMarker(QByteArrayView line) {
    return isMarker(line, '<', HunkMarkerSize) || isMarker(line, '|', HunkMarkerSize) ||
           isMarker(line, '=', HunkMarkerSize) || isMarker(line, '>', HunkMarkerSize);
}

// git ends a side's last line with a line end inside a conflict at the end of the file, so
// the marker after it starts a line: the side's own bytes have none.
void dropAddedLineEnd(QByteArray* section, const QByteArray& side) {
    if (section->isEmpty() || side.isEmpty() || side.endsWith('\n'))
        return;
    const QByteArray lastLine = side.mid(side.lastIndexOf('\n') + 1);
    for (const QByteArray& added : {QByteArrayLiteral("\r\n"), QByteArrayLiteral("\n")}) {
        if (section->endsWith(lastLine + added)) {
            section->chop(added.size());
            return;
        }
    }
}

} // namespace

LineMerge::Result LineMerge::merge(const QByteArray& base, const QByteArray& ours,
                                   const QByteArray& theirs, Style style, int markerSize,
                                   const Labels& labels) {
    initialiseOnce();
    const git_merge_file_input baseInput = input(base);
    const git_merge_file_input oursInput = input(ours);
    const git_merge_file_input theirsInput = input(theirs);
    git_merge_file_options options;
    git_merge_file_options_init(&options, GIT_MERGE_FILE_OPTIONS_VERSION);
    options.ancestor_label = labels.base.constData();
    options.our_label = labels.ours.constData();
    options.their_label = labels.theirs.constData();
    options.marker_size = static_cast<unsigned short>(markerSize);
    // merge-file's own level: conflicts separated by lines without letters or digits are one
    // (in the merge style; xdiff caps diff3 and zdiff3 at its eager level, so the conflicts
    // hunks() finds may span more lines than git's merge-style markers would).
    options.flags = GIT_MERGE_FILE_SIMPLIFY_ALNUM;
    switch (style) {
    case Style::Merge:
        options.flags |= GIT_MERGE_FILE_STYLE_MERGE;
        break;
    case Style::Diff3:
        options.flags |= GIT_MERGE_FILE_STYLE_DIFF3;
        break;
    case Style::ZealousDiff3:
        options.flags |= GIT_MERGE_FILE_STYLE_ZDIFF3;
        break;
    }
    git_merge_file_result merged{};
    Result result;
    if (git_merge_file(&merged, &baseInput, &oursInput, &theirsInput, &options) != 0) {
        const git_error* error = git_error_last();
        result.error = error && error->message
                           ? QString::fromUtf8(error->message)
                           : QCoreApplication::translate("LineMerge", "libgit2 could not merge");
        return result;
    }
    result.bytes = QByteArray(merged.ptr, qsizetype(merged.len));
    result.clean = merged.automergeable != 0;
    git_merge_file_result_free(&merged);
    return result;
}

LineMerge::Result LineMerge::merge(const QByteArray& base, const QByteArray& ours,
                                   const QByteArray& theirs, Style style, int markerSize) {
    return merge(base, ours, theirs, style, markerSize, Labels());
}

std::optional<std::vector<LineMerge::Hunk>>
LineMerge::hunks(const QByteArray& base, const QByteArray& ours, const QByteArray& theirs) {
    for (const QByteArray* side : {&base, &ours, &theirs}) {
        for (const QByteArrayView line : ThreeWayLines::linesOf(*side)) {
            if (startsLikeMarker(line))
                return std::nullopt;
        }
    }
    const Result merged = merge(base, ours, theirs, Style::Diff3, HunkMarkerSize);
    if (merged.failed())
        return std::nullopt;
    std::vector<Hunk> hunks;
    enum class In { Clean, Ours, Base, Theirs } in = In::Clean;
    for (const QByteArrayView line : ThreeWayLines::linesOf(merged.bytes)) {
        if (isMarker(line, '<', HunkMarkerSize)) {
            if (in != In::Clean)
                return std::nullopt;
            hunks.push_back({true, {}, {}, {}, {}});
            in = In::Ours;
        } else if (isMarker(line, '|', HunkMarkerSize)) {
            if (in != In::Ours)
                return std::nullopt;
            in = In::Base;
        } else if (isMarker(line, '=', HunkMarkerSize)) {
            if (in != In::Base)
                return std::nullopt;
            in = In::Theirs;
        } else if (isMarker(line, '>', HunkMarkerSize)) {
            if (in != In::Theirs)
                return std::nullopt;
            in = In::Clean;
        } else if (in == In::Clean) {
            if (hunks.empty() || hunks.back().conflict)
                hunks.push_back({});
            hunks.back().text += line;
        } else {
            Hunk& hunk = hunks.back();
            (in == In::Ours ? hunk.ours : in == In::Base ? hunk.base : hunk.theirs) += line;
        }
    }
    if (in != In::Clean)
        return std::nullopt;
    if (!hunks.empty() && hunks.back().conflict) {
        dropAddedLineEnd(&hunks.back().ours, ours);
        dropAddedLineEnd(&hunks.back().base, base);
        dropAddedLineEnd(&hunks.back().theirs, theirs);
    }
    return hunks;
}

} // namespace FlowAudit
