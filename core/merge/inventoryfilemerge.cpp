#include "core/merge/inventoryfilemerge.h"

#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorytree.h"
#include "core/merge/conflictedinventory.h"
#include "core/merge/hunkresolution.h"
#include "core/merge/inventorymerge.h"
#include "core/merge/linemerge.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <climits>

namespace FlowAudit {

namespace {

InventoryReadResult readYaml(const QByteArray& bytes, const QString& fileName) {
    return InventoryFile::parse(bytes, InventoryFile::Format::Yaml, fileName);
}

QHash<QString, int> idCounts(const Inventory& inventory) {
    QHash<QString, int> counts;
    for (const Flow& flow : inventory.flows) {
        const QString& id = flow.text(Field::FlowId);
        if (!id.isEmpty())
            ++counts[id];
    }
    return counts;
}

// Why merged bytes are no inventory, or give one flow ID to more flows than either side
// does; nothing when they stand.
std::optional<QString> structureBreak(const QByteArray& merged, const Inventory& ours,
                                      const Inventory& theirs, const QString& fileName) {
    const InventoryReadResult read = readYaml(merged, fileName);
    if (!read.inventory)
        return QCoreApplication::translate("InventoryFileMerge",
                                           "git's line merge does not read as an inventory (%1)")
            .arg(read.error.toString());
    const QHash<QString, int> oursIds = idCounts(ours), theirsIds = idCounts(theirs);
    const QHash<QString, int> mergedIds = idCounts(*read.inventory);
    for (auto it = mergedIds.begin(); it != mergedIds.end(); ++it) {
        if (it.value() > std::max(oursIds.value(it.key()), theirsIds.value(it.key())))
            return QCoreApplication::translate("InventoryFileMerge",
                                               "git's line merge gives the flow ID %1 to %2 flows")
                .arg(it.key())
                .arg(it.value());
    }
    return std::nullopt;
}

class Merger {
public:
    Merger(std::vector<LineMerge::Hunk> hunks, const InventoryFileMerge::Options& options)
        : m_hunks(std::move(hunks))
        , m_options(options) {}

    // The merge's text with conflict `k` as `side` and every other conflict as OURS has it.
    QByteArray with(int k, const QByteArray& side) const {
        QByteArray out;
        for (int i = 0; i < int(m_hunks.size()); ++i) {
            const LineMerge::Hunk& hunk = m_hunks[std::size_t(i)];
            out += !hunk.conflict ? hunk.text : i == k ? side : hunk.ours;
        }
        return out;
    }

    // A resolution of conflict `k` stands when its text reads as the merge by flow and field
    // of the three versions that differ only there, and that merge is clean.
    bool stands(int k, const QByteArray& resolved) const {
        const LineMerge::Hunk& hunk = m_hunks[std::size_t(k)];
        std::array<YamlValue, 4> trees;
        const std::array<QByteArray, 4> sides{hunk.base, hunk.ours, hunk.theirs, resolved};
        for (std::size_t i = 0; i < 4; ++i) {
            const InventoryReadResult read = readYaml(with(k, sides[i]), m_options.fileName);
            if (!read.inventory)
                return false;
            trees[i] = InventoryTree::of(*read.inventory);
        }
        const MergeResult merged = InventoryMerge::merge(&trees[0], trees[1], trees[2]);
        return merged.isClean() && merged.settle() == trees[3];
    }

    std::optional<QByteArray> resolve(int k) const {
        const LineMerge::Hunk& hunk = m_hunks[std::size_t(k)];
        const auto oursFirst = HunkResolution::resolve(hunk.ours, hunk.base, hunk.theirs, true);
        if (!oursFirst)
            return std::nullopt;
        if (stands(k, *oursFirst))
            return oursFirst;
        // Lines both sides added at one place, in the other order (THEIRS's flows first).
        const auto theirsFirst = HunkResolution::resolve(hunk.ours, hunk.base, hunk.theirs, false);
        if (theirsFirst && *theirsFirst != *oursFirst && stands(k, *theirsFirst))
            return theirsFirst;
        return std::nullopt;
    }

    // What conflict `k` is about, from the flows whose lines it holds in a side's version:
    // `flow billing_to_crm, field retry_layers`; blank when it holds no flow's lines.
    QString labelOf(int k) const {
        const LineMerge::Hunk& hunk = m_hunks[std::size_t(k)];
        for (const QByteArray* side : {&hunk.ours, &hunk.theirs, &hunk.base}) {
            const QString label = labelIn(k, *side);
            if (!label.isEmpty())
                return label;
        }
        return {};
    }

    const std::vector<LineMerge::Hunk>& hunks() const { return m_hunks; }

    QByteArray markers(int k, const QString& label) const {
        const LineMerge::Hunk& hunk = m_hunks[std::size_t(k)];
        QByteArray ours = hunk.ours, theirs = hunk.theirs, before, after;
        if (m_options.zealous)
            moveSharedLinesOut(&ours, &theirs, &before, &after);
        const QByteArray end = lineEnd();
        const QByteArray about = label.isEmpty() ? QByteArray() : " (" + label.toUtf8() + ')';
        auto marker = [this](char c) { return QByteArray(m_options.markerSize, c); };
        auto section = [&end](const QByteArray& lines) {
            return lines.isEmpty() || lines.endsWith('\n') ? lines : lines + end;
        };
        return before + marker('<') + " ours" + about + end + section(ours) + marker('|') +
               " base" + end + section(hunk.base) + marker('=') + end + section(theirs) +
               marker('>') + " theirs" + about + end + after;
    }

private:
    QByteArray lineEnd() const {
        for (const LineMerge::Hunk& hunk : m_hunks) {
            const QByteArray& text = hunk.conflict ? hunk.ours : hunk.text;
            const qsizetype newline = text.indexOf('\n');
            if (newline >= 0)
                return newline > 0 && text[newline - 1] == '\r' ? QByteArrayLiteral("\r\n")
                                                                : QByteArrayLiteral("\n");
        }
        return QByteArrayLiteral("\n");
    }

    // git's zdiff3: the lines at the start and end that OURS and THEIRS share go outside.
    static void moveSharedLinesOut(QByteArray* ours, QByteArray* theirs, QByteArray* before,
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
            return text.mid(text.lastIndexOf('\n', text.size() - 2) + 1);
        };
        while (!lastLine(*ours).isEmpty() && lastLine(*ours) == lastLine(*theirs)) {
            const QByteArray line = lastLine(*ours);
            after->prepend(line);
            ours->chop(line.size());
            theirs->chop(line.size());
        }
    }

    QString labelIn(int k, const QByteArray& side) const {
        const InventoryReadResult read = readYaml(with(k, side), m_options.fileName);
        if (!read.inventory)
            return {};
        const QByteArray before = with(k, side).left(startOf(k));
        const int first = int(before.count('\n')) + 1;
        const int last = first + std::max(1, int(side.count('\n'))) - 1;
        QStringList flows;
        QStringList fields;
        const QList<Flow>& all = read.inventory->flows;
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

    // Where conflict k starts in any version's text.
    qsizetype startOf(int k) const {
        qsizetype at = 0;
        for (int i = 0; i < k; ++i) {
            const LineMerge::Hunk& hunk = m_hunks[std::size_t(i)];
            at += hunk.conflict ? hunk.ours.size() : hunk.text.size();
        }
        return at;
    }

    std::vector<LineMerge::Hunk> m_hunks;
    const InventoryFileMerge::Options& m_options;
};

} // namespace

InventoryFileMerge::Result InventoryFileMerge::merge(const QByteArray& base, const QByteArray& ours,
                                                     const QByteArray& theirs,
                                                     const Options& options) {
    Result result;
    const InventoryReadResult oursRead = readYaml(ours, options.fileName);
    const InventoryReadResult theirsRead = readYaml(theirs, options.fileName);
    if (!oursRead.inventory || !theirsRead.inventory) {
        result.whyNot =
            QCoreApplication::translate("InventoryFileMerge", "a side is not an inventory");
        return result;
    }
    const LineMerge::Result line =
        LineMerge::merge(base, ours, theirs, LineMerge::Style::Merge, options.markerSize);
    if (line.failed()) {
        result.whyNot =
            QCoreApplication::translate("InventoryFileMerge", "git's line merge failed (%1)")
                .arg(line.error);
        return result;
    }
    if (line.clean) {
        if (const auto broken = structureBreak(line.bytes, *oursRead.inventory,
                                               *theirsRead.inventory, options.fileName))
            result.whyNot = *broken;
        else
            result.bytes = line.bytes;
        return result;
    }
    std::optional<std::vector<LineMerge::Hunk>> hunks = LineMerge::hunks(base, ours, theirs);
    if (!hunks) {
        result.whyNot = QCoreApplication::translate(
            "InventoryFileMerge",
            "the conflict markers of git's line merge cannot be told from the "
            "file's own lines");
        return result;
    }
    const Merger merger(std::move(*hunks), options);
    QByteArray out;
    for (int k = 0; k < int(merger.hunks().size()); ++k) {
        const LineMerge::Hunk& hunk = merger.hunks()[std::size_t(k)];
        if (!hunk.conflict) {
            out += hunk.text;
        } else if (const auto resolved = merger.resolve(k)) {
            out += *resolved;
            ++result.resolved;
        } else {
            const QString label = merger.labelOf(k);
            result.conflicts +=
                label.isEmpty()
                    ? QCoreApplication::translate("InventoryFileMerge", "the lines of no flow")
                    : label;
            out += merger.markers(k, label);
        }
    }
    if (result.conflicts.isEmpty()) {
        if (const auto broken =
                structureBreak(out, *oursRead.inventory, *theirsRead.inventory, options.fileName)) {
            result.whyNot = *broken;
            return result;
        }
    } else {
        IoError error;
        if (!ConflictedInventory::read(out, options.fileName, &error)) {
            result.whyNot = QCoreApplication::translate(
                                "InventoryFileMerge",
                                "a side of the line merge's conflicts is not an inventory (%1)")
                                .arg(error.toString());
            result.conflicts.clear();
            return result;
        }
    }
    result.bytes = std::move(out);
    return result;
}

} // namespace FlowAudit
