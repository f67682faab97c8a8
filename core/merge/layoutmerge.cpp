#include "core/merge/layoutmerge.h"

#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorycomments.h"
#include "core/io/yaml/inventorypatch.h"
#include "core/io/yaml/inventorytree.h"
#include "core/merge/commentcarry.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/threewaylines.h"

#include <QCoreApplication>

#include <algorithm>

namespace FlowAudit {

namespace {

enum class Take { Ours, Base, Theirs };

// One version of the merged file: every conflict decided for one side, patched into OURS's
// bytes, the comments carried.
struct Version {
    QByteArray bytes;
    Inventory inventory;
};

// The node a conflict is about, as InventoryComments names it.
QStringList anchorOf(const MergeConflict& c) {
    const QString flow = InventoryComments::flowKey(c.flowId, 1);
    Waiver waiver;
    waiver.flowId = c.flowId;
    waiver.rule = c.rule;
    waiver.field = c.waiverField;
    const QString waiverKey = InventoryComments::waiverKey(waiver);
    switch (c.unit) {
    case MergeConflict::Unit::TopLevelKey:
        return {c.key};
    case MergeConflict::Unit::Flow:
        return {QStringLiteral("flows"), flow};
    case MergeConflict::Unit::Field:
        return {QStringLiteral("flows"), flow, c.key};
    case MergeConflict::Unit::Review:
        return {QStringLiteral("flows"), flow, QStringLiteral("reviews"), c.key};
    case MergeConflict::Unit::Waiver:
        return {QStringLiteral("waivers"), waiverKey};
    case MergeConflict::Unit::WaiverKey:
        return {QStringLiteral("waivers"), waiverKey, c.key};
    }
    return {};
}

// The lines [first, end) that each conflict's node spans in one version; none when the
// version does not have it.
std::vector<std::optional<ThreeWayLines::Range>> spansIn(const Version& version,
                                                         const QList<MergeConflict>& conflicts) {
    std::vector<std::optional<ThreeWayLines::Range>> spans(std::size_t(conflicts.size()));
    const std::optional<InventoryComments> nodes =
        InventoryComments::of(version.bytes, version.inventory);
    if (!nodes)
        return spans;
    for (qsizetype i = 0; i < conflicts.size(); ++i) {
        // A field of a flow written on one line ({flow_id: …}) is no node of its own: the
        // nearest node that holds it.
        QStringList anchor = anchorOf(conflicts[i]);
        const YamlComments::Node* node = nodes->node(anchor);
        while (!node && anchor.size() > 1) {
            anchor.removeLast();
            node = nodes->node(anchor);
        }
        // The layout cuts lines at '\n' as ThreeWayLines does: its line numbers are theirs.
        if (node)
            spans[std::size_t(i)] = ThreeWayLines::Range{
                node->line,
                nodes->syntax().layout().lineOf(qMax(node->lineBegin, node->end - 1)) + 1};
    }
    return spans;
}

bool touches(const std::optional<ThreeWayLines::Range>& span, ThreeWayLines::Range lines) {
    if (!span)
        return false;
    if (lines.size() == 0) // lines inserted at `begin`: a node around or beside that point
        return span->begin <= lines.begin && lines.begin <= span->end;
    return span->begin < lines.end && lines.begin < span->end;
}

// The regions as the conflicted file marks them. The three versions differ only inside the
// conflicting nodes, so every region where they differ belongs to a conflict: a line diff3
// may align a flow of one version with another flow of the next (a flow removed on one side
// and changed on the other) and call a difference one side's change, and a region taken
// from one side inside a conflict would resolve to neither side. A conflict goes on over
// the lines that follow it inside a conflicting node of OURS, so a flow gets one block.
std::vector<ThreeWayLines::Region>
markedRegions(const ThreeWayLines& lines,
              const std::vector<std::optional<ThreeWayLines::Range>>& spansOurs) {
    auto insideConflict = [&](ThreeWayLines::Range range) {
        return std::any_of(spansOurs.begin(), spansOurs.end(), [&](const auto& span) {
            return span && span->begin <= range.begin && range.end <= span->end;
        });
    };
    std::vector<ThreeWayLines::Region> marked;
    for (const ThreeWayLines::Region& region : lines.regions()) {
        if (!marked.empty() && marked.back().differs &&
            (region.differs || insideConflict(region.ours))) {
            marked.back().ours.end = region.ours.end; // the regions are consecutive in each
            marked.back().base.end = region.base.end;
            marked.back().theirs.end = region.theirs.end;
            continue;
        }
        marked.push_back(region);
    }
    return marked;
}

// Why a conflict cannot be marked in OURS's layout, if one cannot: it is about a flow whose
// ID is blank, or shared by several flows of one side (SC01). Such flows are told apart by
// their order alone, and the lines of one could be marked as another's (and resolve to
// another inventory); the canonical conflict writer names each whole flow instead.
QString unmarkableConflict(const MergeResult& merge, const LayoutMerge::Input& input) {
    for (const MergeConflict& c : merge.conflicts) {
        if (c.unit != MergeConflict::Unit::Flow && c.unit != MergeConflict::Unit::Field &&
            c.unit != MergeConflict::Unit::Review)
            continue;
        if (c.flowId.trimmed().isEmpty())
            return QCoreApplication::translate(
                "LayoutMerge", "a flow without a flow_id is in a conflict (SC01), so the conflict "
                               "cannot be marked in OURS's layout");
        for (const Inventory* side :
             {input.base.inventory, input.ours.inventory, input.theirs.inventory}) {
            const auto named =
                std::count_if(side->flows.begin(), side->flows.end(), [&](const Flow& f) {
                    return f.text(Field::FlowId).trimmed() == c.flowId;
                });
            if (named > 1)
                return QCoreApplication::translate(
                           "LayoutMerge", "flow %1 is in a conflict and more than one flow has "
                                          "that ID (SC01), so the conflict cannot be marked in "
                                          "OURS's layout")
                    .arg(c.flowId);
        }
    }
    return {};
}

class LayoutWriter {
public:
    LayoutWriter(const MergeResult& merge, const LayoutMerge::Input& input, const QString& fileName)
        : m_merge(merge)
        , m_input(input)
        , m_fileName(fileName) {
        m_base = InventoryComments::of(*input.base.bytes, *input.base.inventory);
        m_ours = InventoryComments::of(*input.ours.bytes, *input.ours.inventory);
        m_theirs = InventoryComments::of(*input.theirs.bytes, *input.theirs.inventory);
        if (m_base && m_ours && m_theirs)
            m_comments = {&*m_base, &*m_ours, &*m_theirs};
    }

    // The merge with every conflict decided for one side; none (and why) when OURS's bytes
    // cannot take it.
    std::optional<Version> version(Take take, LayoutMerge::Output& output) {
        QList<std::optional<YamlValue>> choices;
        for (const MergeConflict& c : m_merge.conflicts)
            choices.append(take == Take::Ours ? c.ours : take == Take::Theirs ? c.theirs : c.base);
        InventoryReadResult settled =
            InventoryTree::toInventory(m_merge.settle(choices), m_fileName);
        if (!settled.inventory) {
            output.whyNot = settled.error.toString();
            return std::nullopt;
        }
        InventoryPatch::Result patch = InventoryPatch::patch(
            *m_input.ours.bytes, *m_input.ours.inventory, *settled.inventory, m_fileName);
        if (!patch.bytes || !patch.reread) {
            output.whyNot = patch.whyNot;
            return std::nullopt;
        }
        Version v;
        v.bytes = std::move(*patch.bytes);
        v.inventory = std::move(*patch.reread);
        if (m_comments.theirs) {
            CommentCarry::Conflicts inConflict;
            inConflict.section = take == Take::Ours     ? CommentCarry::Conflicts::Section::Ours
                                 : take == Take::Theirs ? CommentCarry::Conflicts::Section::Theirs
                                                        : CommentCarry::Conflicts::Section::Base;
            for (const MergeConflict& c : m_merge.conflicts)
                inConflict.anchors.append(anchorOf(c));
            CommentCarry::Outcome carried =
                CommentCarry::apply(v.bytes, v.inventory, m_comments, inConflict);
            // Comments only: the carried bytes must read as the very same inventory.
            const InventoryReadResult again =
                InventoryFile::parse(carried.bytes, InventoryFile::Format::Yaml, m_fileName);
            if (again.inventory && *again.inventory == v.inventory) {
                v.bytes = std::move(carried.bytes);
                v.inventory = std::move(*again.inventory);
                if (take == Take::Ours) {
                    output.commentsCarried = carried.carried;
                    output.notCarried = carried.notCarried;
                }
            } else if (take == Take::Ours) {
                output.notCarried.append(QCoreApplication::translate(
                    "LayoutMerge", "THEIRS's comment changes could not be carried without "
                                   "changing a value; OURS's comments are kept"));
            }
        }
        return v;
    }

    QByteArray conflicted(const Version& ours, const Version& base, const Version& theirs,
                          int markerSize) const {
        const ThreeWayLines lines(ours.bytes, base.bytes, theirs.bytes);
        const auto spansOurs = spansIn(ours, m_merge.conflicts);
        const auto spansBase = spansIn(base, m_merge.conflicts);
        const auto spansTheirs = spansIn(theirs, m_merge.conflicts);
        const bool withBase = std::all_of(m_merge.conflicts.begin(), m_merge.conflicts.end(),
                                          [](const MergeConflict& c) { return c.baseKnown; });
        const QByteArray lineEnd = ours.bytes.contains("\r\n") ? "\r\n" : "\n";
        QByteArray out;
        out.reserve(ours.bytes.size() + 1024);
        auto append = [&](const std::vector<QByteArrayView>& from, ThreeWayLines::Range range) {
            for (qsizetype i = range.begin; i < range.end; ++i)
                out += from[std::size_t(i)];
            if (range.size() > 0 && !out.endsWith('\n'))
                out += lineEnd; // a marker starts a line of its own
        };
        auto marker = [&](char c, const QString& label) {
            out += QByteArray(markerSize, c);
            if (!label.isEmpty())
                out += ' ' + label.toUtf8();
            out += lineEnd;
        };
        for (const ThreeWayLines::Region& region : markedRegions(lines, spansOurs)) {
            if (!region.differs) { // the same lines in all three
                append(lines.ours(), region.ours);
                continue;
            }
            QStringList labels;
            for (qsizetype i = 0; i < m_merge.conflicts.size(); ++i) {
                const std::size_t k = std::size_t(i);
                if (touches(spansOurs[k], region.ours) || touches(spansBase[k], region.base) ||
                    touches(spansTheirs[k], region.theirs))
                    labels.append(m_merge.conflicts[i].label());
            }
            const QString about =
                labels.isEmpty() ? QString() : QStringLiteral("(%1)").arg(labels.join(u"; "));
            marker('<', QStringLiteral("ours %1").arg(about).trimmed());
            append(lines.ours(), region.ours);
            if (withBase) {
                marker('|', QStringLiteral("base"));
                append(lines.base(), region.base);
            }
            marker('=', QString());
            append(lines.theirs(), region.theirs);
            marker('>', QStringLiteral("theirs %1").arg(about).trimmed());
        }
        return out;
    }

private:
    const MergeResult& m_merge;
    const LayoutMerge::Input& m_input;
    const QString m_fileName;
    std::optional<InventoryComments> m_base, m_ours, m_theirs;
    CommentCarry::Sides m_comments;
};

} // namespace

LayoutMerge::Output LayoutMerge::write(const MergeResult& merge, const Input& input, int markerSize,
                                       const QString& fileName) {
    Output output;
    LayoutWriter writer(merge, input, fileName);
    std::optional<Version> ours = writer.version(Take::Ours, output);
    if (!ours)
        return output;
    if (merge.isClean()) {
        output.bytes = std::move(ours->bytes);
        return output;
    }
    if (QString why = unmarkableConflict(merge, input); !why.isEmpty()) {
        output.whyNot = std::move(why);
        return output;
    }
    Output ignored;
    const std::optional<Version> theirs = writer.version(Take::Theirs, ignored);
    const std::optional<Version> base = writer.version(Take::Base, ignored);
    if (!theirs || !base) {
        output.whyNot = ignored.whyNot;
        return output;
    }
    QByteArray bytes = writer.conflicted(*ours, *base, *theirs, markerSize);
    // The file must open as the conflicts it holds, as the editor's resolution view reads it.
    IoError error;
    const std::optional<ConflictedInventory> read =
        ConflictedInventory::read(bytes, fileName, &error);
    if (!read || read->conflicts().isEmpty()) {
        output.whyNot =
            read ? QCoreApplication::translate("LayoutMerge", "the conflicts did not read back")
                 : error.toString();
        return output;
    }
    output.bytes = std::move(bytes);
    return output;
}

} // namespace FlowAudit
