#include "core/merge/hunkresolution.h"

#include "core/merge/threewaylines.h"

#include <algorithm>
#include <vector>

namespace FlowAudit {

namespace {

using HunkLines = std::vector<QByteArrayView>;

// Past this many line pairs a conflict is left to the person: the resolution is a nicety.
constexpr qsizetype MaxCells = 1'000'000;

// One side's change of the base: base lines [baseBegin, baseEnd) became lines
// [sideBegin, sideEnd) of that side.
struct HunkEdit {
    qsizetype baseBegin = 0, baseEnd = 0;
    qsizetype sideBegin = 0, sideEnd = 0;
    bool isInsertion() const { return baseBegin == baseEnd; }
};

// The edits that turn base into side, from a longest common subsequence of lines.
std::optional<std::vector<HunkEdit>> editsOf(const HunkLines& base, const HunkLines& side) {
    const qsizetype n = qsizetype(base.size()), m = qsizetype(side.size());
    if ((n + 1) * (m + 1) > MaxCells)
        return std::nullopt;
    // lcs[i][j]: the common subsequence's length of base[i..] and side[j..].
    std::vector<int> lcs(std::size_t((n + 1) * (m + 1)), 0);
    auto at = [m, &lcs](qsizetype i, qsizetype j) -> int& {
        return lcs[std::size_t(i * (m + 1) + j)];
    };
    for (qsizetype i = n - 1; i >= 0; --i) {
        for (qsizetype j = m - 1; j >= 0; --j)
            at(i, j) = base[std::size_t(i)] == side[std::size_t(j)]
                           ? at(i + 1, j + 1) + 1
                           : std::max(at(i + 1, j), at(i, j + 1));
    }
    std::vector<HunkEdit> edits;
    qsizetype i = 0, j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && base[std::size_t(i)] == side[std::size_t(j)]) {
            ++i;
            ++j;
            continue;
        }
        HunkEdit edit{i, i, j, j};
        while ((i < n || j < m) &&
               !(i < n && j < m && base[std::size_t(i)] == side[std::size_t(j)])) {
            if (j >= m || (i < n && at(i + 1, j) >= at(i, j + 1)))
                ++i;
            else
                ++j;
        }
        edit.baseEnd = i;
        edit.sideEnd = j;
        // HunkLines replaced one for one are edits of a line each, so the other side's edit of a
        // neighbouring line does not overlap them.
        if (edit.baseEnd - edit.baseBegin == edit.sideEnd - edit.sideBegin) {
            for (qsizetype k = 0; k < edit.baseEnd - edit.baseBegin; ++k)
                edits.push_back({edit.baseBegin + k, edit.baseBegin + k + 1, edit.sideBegin + k,
                                 edit.sideBegin + k + 1});
        } else {
            edits.push_back(edit);
        }
    }
    return edits;
}

QByteArray join(const HunkLines& lines, qsizetype begin, qsizetype end) {
    QByteArray out;
    for (qsizetype k = begin; k < end; ++k)
        out += lines[std::size_t(k)];
    return out;
}

// A line cut into what it says, its comment (with the spaces before it) and its line end.
struct LineParts {
    QByteArray content, comment, end;
    explicit LineParts(QByteArrayView line) {
        qsizetype body = line.size();
        if (line.endsWith('\n'))
            body -= line.size() >= 2 && line[line.size() - 2] == '\r' ? 2 : 1;
        end = line.sliced(body).toByteArray();
        const QByteArrayView text = line.first(body);
        const qsizetype cut = HunkResolution::commentStart(text);
        content = text.first(cut).toByteArray();
        comment = text.sliced(cut).toByteArray();
    }
};

// The part a side changed, the other side's when only it did; none when both did, differently.
std::optional<QByteArray> pick(const QByteArray& ours, const QByteArray& base,
                               const QByteArray& theirs) {
    if (ours == theirs || theirs == base)
        return ours;
    if (ours == base)
        return theirs;
    return std::nullopt;
}

// One base line that both sides replaced with one line of their own.
std::optional<QByteArray> mergeLine(QByteArrayView ours, QByteArrayView base,
                                    QByteArrayView theirs) {
    const LineParts o(ours), b(base), t(theirs);
    const auto content = pick(o.content, b.content, t.content);
    const auto comment = pick(o.comment, b.comment, t.comment);
    const auto end = pick(o.end, b.end, t.end);
    if (!content || !comment || !end)
        return std::nullopt;
    return *content + *comment + *end;
}

bool sameEdit(const HunkEdit& a, const HunkLines& aLines, const HunkEdit& b,
              const HunkLines& bLines) {
    return a.baseBegin == b.baseBegin && a.baseEnd == b.baseEnd &&
           join(aLines, a.sideBegin, a.sideEnd) == join(bLines, b.sideBegin, b.sideEnd);
}

bool overlaps(const HunkEdit& a, const HunkEdit& b) {
    if (a.isInsertion() && b.isInsertion())
        return a.baseBegin == b.baseBegin;
    if (a.isInsertion())
        return a.baseBegin > b.baseBegin && a.baseBegin < b.baseEnd;
    if (b.isInsertion())
        return b.baseBegin > a.baseBegin && b.baseBegin < a.baseEnd;
    return a.baseBegin < b.baseEnd && b.baseBegin < a.baseEnd;
}

// Which of two edits that do not overlap comes first: by place, an insertion before a
// replacement that starts where it is inserted.
bool comesFirst(const HunkEdit& a, const HunkEdit& b) {
    if (a.baseBegin != b.baseBegin)
        return a.baseBegin < b.baseBegin;
    return a.isInsertion();
}

} // namespace

qsizetype HunkResolution::commentStart(QByteArrayView line) {
    char quote = 0;
    char previous = ' ';
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote) {
            if (c == '\\' && quote == '"')
                ++i;
            else if (c == '\'' && quote == '\'' && i + 1 < line.size() && line[i + 1] == '\'')
                ++i; // '' is a quote inside single quotes
            else if (c == quote)
                quote = 0;
        } else if ((c == '"' || c == '\'') && QByteArrayView(" \t:-[{,").contains(previous)) {
            quote = c;
        } else if (c == '#' && (previous == ' ' || previous == '\t')) {
            qsizetype start = i;
            while (start > 0 && (line[start - 1] == ' ' || line[start - 1] == '\t'))
                --start;
            return start;
        }
        previous = c;
    }
    return line.size();
}

std::optional<QByteArray> HunkResolution::resolve(const QByteArray& ours, const QByteArray& base,
                                                  const QByteArray& theirs, bool oursFirst) {
    const HunkLines o = ThreeWayLines::linesOf(ours);
    const HunkLines b = ThreeWayLines::linesOf(base);
    const HunkLines t = ThreeWayLines::linesOf(theirs);
    const auto oursEdits = editsOf(b, o);
    const auto theirsEdits = editsOf(b, t);
    if (!oursEdits || !theirsEdits)
        return std::nullopt;

    QByteArray out;
    qsizetype copied = 0; // base lines before this are written
    auto apply = [&](const HunkEdit& edit, const HunkLines& side) {
        out += join(b, copied, edit.baseBegin);
        out += join(side, edit.sideBegin, edit.sideEnd);
        copied = edit.baseEnd;
    };
    std::size_t io = 0, it = 0;
    while (io < oursEdits->size() || it < theirsEdits->size()) {
        if (it == theirsEdits->size()) {
            apply((*oursEdits)[io++], o);
            continue;
        }
        if (io == oursEdits->size()) {
            apply((*theirsEdits)[it++], t);
            continue;
        }
        const HunkEdit& eo = (*oursEdits)[io];
        const HunkEdit& et = (*theirsEdits)[it];
        if (!overlaps(eo, et)) {
            if (comesFirst(eo, et)) {
                apply(eo, o);
                ++io;
            } else {
                apply(et, t);
                ++it;
            }
        } else if (sameEdit(eo, o, et, t)) {
            apply(eo, o);
            ++io;
            ++it;
        } else if (eo.isInsertion() && et.isInsertion()) {
            // Both added lines here: in the order the flows' merge gives them (the caller asks).
            // A first block that ends the file without a line end cannot take another after it.
            apply(oursFirst ? eo : et, oursFirst ? o : t);
            if (!out.isEmpty() && !out.endsWith('\n'))
                return std::nullopt;
            out += join(oursFirst ? t : o, oursFirst ? et.sideBegin : eo.sideBegin,
                        oursFirst ? et.sideEnd : eo.sideEnd);
            ++io;
            ++it;
        } else if (eo.baseEnd - eo.baseBegin == 1 && et.baseBegin == eo.baseBegin &&
                   et.baseEnd == eo.baseEnd && eo.sideEnd - eo.sideBegin == 1 &&
                   et.sideEnd - et.sideBegin == 1) {
            const auto line = mergeLine(o[std::size_t(eo.sideBegin)], b[std::size_t(eo.baseBegin)],
                                        t[std::size_t(et.sideBegin)]);
            if (!line)
                return std::nullopt;
            out += join(b, copied, eo.baseBegin);
            out += *line;
            copied = eo.baseEnd;
            ++io;
            ++it;
        } else {
            return std::nullopt;
        }
    }
    out += join(b, copied, qsizetype(b.size()));
    return out;
}

} // namespace FlowAudit
