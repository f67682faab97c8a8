#include "core/merge/lineconflicts.h"

#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorytree.h"
#include "core/merge/hunkresolution.h"
#include "core/merge/inventorymerge.h"
#include "core/model/field.h"

#include <algorithm>
#include <array>
#include <climits>

namespace FlowAudit {

namespace {

// git's zdiff3: the lines at the start and end that OURS and THEIRS share go outside.
void moveSharedLinesOut(QByteArray* ours, QByteArray* theirs, QByteArray* before,
                        QByteArray* after) {
    auto firstLine = [](const QByteArray& text) {
        const qsizetype newline = text.indexOf('\n');
        return newline < 0 ? QByteArray() : text.left(newline + 1);
    };
    while (!firstLine(*ours).isEmpty() && firstLine(*ours) == firstLine(*theirs)) {
        const QByteArray line = firstLine(*ours);
        *before += line;
        ours->remove(0, line.size());
        theirs->remove(0, line.size());
    }
    auto lastLine = [](const QByteArray& text) {
        if (!text.endsWith('\n'))
            return QByteArray();
        if (text.size() == 1)
            return text; // lastIndexOf from -1 would search from the end
        return text.mid(text.lastIndexOf('\n', text.size() - 2) + 1);
    };
    while (!lastLine(*ours).isEmpty() && lastLine(*ours) == lastLine(*theirs)) {
        const QByteArray line = lastLine(*ours);
        after->prepend(line);
        ours->chop(line.size());
        theirs->chop(line.size());
    }
}

} // namespace

LineConflicts::LineConflicts(std::vector<LineMerge::Hunk> hunks, QString fileName)
    : m_hunks(std::move(hunks))
    , m_fileName(std::move(fileName))
    , m_resolved(m_hunks.size()) {
    InventoryReadResult ours = InventoryFile::parseYaml(text({}, Take::Ours, {}), m_fileName);
    if (!ours.inventory)
        return; // OURS's version of the merge is no inventory: nothing to resolve by meaning
    m_ours = std::move(ours.inventory);
    m_oursTree = InventoryTree::of(*m_ours);
    const std::size_t count = m_hunks.size();
    std::vector<QByteArray> oursFirst(count), theirsFirst(count);
    std::vector<int> first, second;
    for (std::size_t k = 0; k < count; ++k) {
        const LineMerge::Hunk& hunk = m_hunks[k];
        if (!hunk.conflict)
            continue;
        const auto resolved = HunkResolution::resolve(hunk.ours, hunk.base, hunk.theirs, true);
        if (!resolved)
            continue;
        oursFirst[k] = *resolved;
        first.push_back(int(k));
        // Lines both sides added at one place, THEIRS's first, where OURS's first does not
        // read as the flows' merge orders them.
        const auto other = HunkResolution::resolve(hunk.ours, hunk.base, hunk.theirs, false);
        if (other && *other != *resolved) {
            theirsFirst[k] = *other;
            second.push_back(int(k));
        }
    }
    settle(first, oursFirst);
    second.erase(std::remove_if(second.begin(), second.end(),
                                [this](int k) { return m_resolved[std::size_t(k)].has_value(); }),
                 second.end());
    settle(second, theirsFirst);
    checkTogether();
}

// Resolutions that stood in halves, or in two rounds, are checked once more all together;
// where they do not stand so, none is kept (the conflicts are the person's).
void LineConflicts::checkTogether() {
    std::vector<int> group;
    std::vector<QByteArray> chosen(m_hunks.size());
    for (std::size_t k = 0; k < m_hunks.size(); ++k) {
        if (!m_resolved[k])
            continue;
        group.push_back(int(k));
        chosen[k] = *m_resolved[k];
    }
    if (group.empty() || m_checkedTogether == group)
        return;
    if (!stands(group, chosen)) {
        for (const int k : group)
            m_resolved[std::size_t(k)].reset();
    }
}

QByteArray LineConflicts::text(const std::vector<int>& group, Take take,
                               const std::vector<QByteArray>& resolutions) const {
    std::vector<bool> inGroup(m_hunks.size(), false);
    for (const int k : group)
        inGroup[std::size_t(k)] = true;
    QByteArray out;
    for (std::size_t k = 0; k < m_hunks.size(); ++k) {
        const LineMerge::Hunk& hunk = m_hunks[k];
        if (!hunk.conflict)
            out += hunk.text;
        else if (!inGroup[k] || take == Take::Ours)
            out += hunk.ours;
        else
            out += take == Take::Base     ? hunk.base
                   : take == Take::Theirs ? hunk.theirs
                                          : resolutions[k];
    }
    return out;
}

void LineConflicts::settle(const std::vector<int>& group,
                           const std::vector<QByteArray>& resolutions) {
    if (group.empty())
        return;
    if (stands(group, resolutions)) {
        for (const int k : group)
            m_resolved[std::size_t(k)] = resolutions[std::size_t(k)];
        if (m_checkedTogether.empty())
            m_checkedTogether = group; // the first group that stood, whole
        return;
    }
    if (group.size() == 1)
        return;
    const auto half = group.begin() + qsizetype(group.size() / 2);
    settle(std::vector<int>(group.begin(), half), resolutions);
    settle(std::vector<int>(half, group.end()), resolutions);
}

// The resolutions of a group stand when the merge with them reads as the merge by flow and
// field of the versions that differ only there (BASE's, OURS's and THEIRS's lines in the
// group, OURS's elsewhere), and that merge is clean.
bool LineConflicts::stands(const std::vector<int>& group,
                           const std::vector<QByteArray>& resolutions) {
    std::array<std::optional<Inventory>, 3> read;
    const std::array<Take, 3> takes{Take::Base, Take::Theirs, Take::Resolution};
    for (std::size_t i = 0; i < 3; ++i) {
        read[i] =
            InventoryFile::parseYaml(text(group, takes[i], resolutions), m_fileName).inventory;
        if (!read[i])
            return false;
    }
    const YamlValue base = InventoryTree::of(*read[0]);
    const MergeResult merged =
        InventoryMerge::merge(&base, m_oursTree, InventoryTree::of(*read[1]));
    if (!merged.isClean() || !(merged.settle() == InventoryTree::of(*read[2])))
        return false;
    const auto conflicts = std::count_if(m_hunks.begin(), m_hunks.end(),
                                         [](const LineMerge::Hunk& h) { return h.conflict; });
    if (qsizetype(group.size()) == conflicts)
        m_resolvedInventory = std::move(read[2]); // the whole merge, every conflict resolved
    return true;
}

QString LineConflicts::label(int k) const {
    const LineMerge::Hunk& hunk = m_hunks[std::size_t(k)];
    // As the merge by flow and field sees the versions that differ only there: it names the
    // field even in a flow written on one line.
    if (m_ours) {
        const std::optional<Inventory> base =
            InventoryFile::parseYaml(text({k}, Take::Base, {}), m_fileName).inventory;
        const std::optional<Inventory> theirs =
            InventoryFile::parseYaml(text({k}, Take::Theirs, {}), m_fileName).inventory;
        if (base && theirs) {
            const YamlValue baseTree = InventoryTree::of(*base);
            const MergeResult merged =
                InventoryMerge::merge(&baseTree, m_oursTree, InventoryTree::of(*theirs));
            QStringList labels;
            for (const MergeConflict& conflict : merged.conflicts)
                labels += conflict.label();
            if (!labels.isEmpty())
                return labels.join(QStringLiteral("; "));
        }
    }
    QString label = labelIn(k, hunk.ours, m_ours ? &*m_ours : nullptr);
    for (const QByteArray* side : {&hunk.theirs, &hunk.base}) {
        if (!label.isEmpty())
            break;
        QByteArray version;
        for (std::size_t i = 0; i < m_hunks.size(); ++i) {
            const LineMerge::Hunk& h = m_hunks[i];
            version += !h.conflict ? h.text : int(i) == k ? *side : h.ours;
        }
        const std::optional<Inventory> read =
            InventoryFile::parseYaml(version, m_fileName).inventory;
        label = labelIn(k, *side, read ? &*read : nullptr);
    }
    return label;
}

// The flows (and their fields) whose lines the side's lines of conflict k are in the version
// read, where every other conflict holds OURS's lines.
QString LineConflicts::labelIn(int k, const QByteArray& side, const Inventory* read) const {
    if (!read)
        return {};
    QByteArray before;
    for (int i = 0; i < k; ++i) {
        const LineMerge::Hunk& hunk = m_hunks[std::size_t(i)];
        before += hunk.conflict ? hunk.ours : hunk.text;
    }
    const int first = int(before.count('\n')) + 1;
    // A last line without its line end counts; an empty side (a deletion) names the line after.
    const int lines = int(side.count('\n')) + (side.isEmpty() || side.endsWith('\n') ? 0 : 1);
    const int last = first + std::max(1, lines) - 1;
    QStringList flows, fields;
    const QList<Flow>& all = read->flows;
    for (int i = 0; i < all.size(); ++i) {
        const int begins = all[i].line();
        const int ends = i + 1 < all.size() ? all[i + 1].line() - 1 : INT_MAX;
        if (begins <= 0 || begins > last || ends < first)
            continue;
        flows += all[i].text(Field::FlowId);
        for (int f = 0; f < FieldCount; ++f) {
            const int line = all[i].fieldLine(Field(f));
            if (line >= first && line <= last && Field(f) != Field::FlowId)
                fields += FieldCatalogue::name(Field(f));
        }
    }
    // English, as git's own files are: the labels are part of the file.
    if (flows.size() == 1 && fields.size() == 1)
        return QStringLiteral("flow %1, field %2").arg(flows.first(), fields.first());
    if (flows.size() == 1 && !fields.isEmpty())
        return QStringLiteral("flow %1, fields %2")
            .arg(flows.first(), fields.join(QStringLiteral(", ")));
    if (flows.size() == 1)
        return QStringLiteral("flow %1").arg(flows.first());
    if (!flows.isEmpty())
        return QStringLiteral("flows %1").arg(flows.join(QStringLiteral(", ")));
    return {};
}

QByteArray LineConflicts::markers(int k, const QString& label, int markerSize, bool zealous) const {
    const LineMerge::Hunk& hunk = m_hunks[std::size_t(k)];
    QByteArray ours = hunk.ours, theirs = hunk.theirs, before, after;
    if (zealous)
        moveSharedLinesOut(&ours, &theirs, &before, &after);
    const QByteArray end = lineEnd();
    const QByteArray about = label.isEmpty() ? QByteArray() : " (" + label.toUtf8() + ')';
    auto marker = [markerSize](char c) { return QByteArray(markerSize, c); };
    // A section's last line without its line end (the end of the file) gets one, as git
    // gives it, so the marker after it starts a line.
    auto section = [&end](const QByteArray& lines) {
        return lines.isEmpty() || lines.endsWith('\n') ? lines : lines + end;
    };
    return before + marker('<') + " ours" + about + end + section(ours) + marker('|') + " base" +
           end + section(hunk.base) + marker('=') + end + section(theirs) + marker('>') +
           " theirs" + about + end + after;
}

// The file's line end, for the marker lines: CRLF where its lines end so.
QByteArray LineConflicts::lineEnd() const {
    for (const LineMerge::Hunk& hunk : m_hunks) {
        const QByteArray& text = hunk.conflict ? hunk.ours : hunk.text;
        const qsizetype newline = text.indexOf('\n');
        if (newline >= 0)
            return newline > 0 && text[newline - 1] == '\r' ? QByteArrayLiteral("\r\n")
                                                            : QByteArrayLiteral("\n");
    }
    return QByteArrayLiteral("\n");
}

} // namespace FlowAudit
