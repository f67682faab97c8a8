#include "app/cli/fixdiffs.h"

#include "core/diff/unifieddiff.h"
#include "core/export/inventorysave.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorypatch.h"
#include "core/io/yaml/yamllayout.h"

#include <algorithm>
#include <map>

namespace FlowAudit::Cli {

namespace {

constexpr int Context = 3;

// Each flow's bytes [begin, end), whole lines, in the file's order; none when the lexer
// cannot tell them.
struct Span {
    qint64 begin = 0;
    qint64 end = 0;
};
std::optional<std::vector<Span>> flowSpans(const QByteArray& text) {
    const std::optional<YamlLayout> layout = YamlLayout::scan(text);
    const std::optional<YamlLayout::Node> root = layout ? layout->root() : std::nullopt;
    const auto entries = root ? layout->entries(*root) : std::nullopt;
    if (!entries)
        return std::nullopt;
    const auto flows = std::find_if(entries->begin(), entries->end(), [](const auto& entry) {
        return entry.key == QLatin1StringView("flows");
    });
    if (flows == entries->end())
        return std::nullopt;
    const auto items = layout->items(flows->value);
    if (!items)
        return std::nullopt;
    std::vector<Span> spans;
    for (const YamlLayout::Item& item : *items)
        spans.push_back({item.lineBegin, item.end});
    return spans;
}

// The start of every line, for a window of lines around a span.
std::vector<qint64> lineStarts(const QByteArray& text) {
    std::vector<qint64> starts{0};
    for (qsizetype at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1))
        if (at + 1 < text.size())
            starts.push_back(at + 1);
    return starts;
}

// A fix alone, the slow way: the save of the whole file, as `fix --apply` would write it.
FixDiff diffAlone(const QString& file, const ReadInventory& original, const ListedFix& fix) {
    Inventory saved = *original.read.inventory;
    saved.flows[fix.flowIndex] = fix.fixed;
    const InventorySave::Plan plan =
        InventorySave::over({original.bytes, *original.read.inventory, original.read.unkept}, saved,
                            file, InventorySave::Canonical::Allowed);
    FixDiff result;
    if (plan.layout == InventorySave::Layout::Canonical)
        result.whyNotPatched = plan.whyNotPatched;
    result.diff = unifiedDiff(original.bytes, plan.bytes, file, file);
    return result;
}

} // namespace

QList<FixDiff> diffsOfFixes(const QString& file, const ReadInventory& original,
                            const QList<ListedFix>& fixes) {
    QList<FixDiff> diffs(fixes.size());
    const Inventory& inventory = *original.read.inventory;
    const std::optional<std::vector<Span>> spans =
        InventoryFile::formatOf(file) == InventoryFile::Format::Yaml ? flowSpans(original.bytes)
                                                                     : std::nullopt;
    if (!spans || spans->size() != std::size_t(inventory.flows.size())) {
        for (qsizetype i = 0; i < fixes.size(); ++i)
            diffs[i] = diffAlone(file, original, fixes[i]);
        return diffs;
    }
    // Round r holds the r-th fix of every flow, in the flows' order.
    std::vector<std::vector<qsizetype>> rounds;
    std::map<int, std::size_t> taken;
    for (qsizetype i = 0; i < fixes.size(); ++i) {
        const std::size_t round = taken[fixes[i].flowIndex]++;
        if (round == rounds.size())
            rounds.emplace_back();
        rounds[round].push_back(i);
    }
    const std::vector<qint64> starts = lineStarts(original.bytes);
    const auto lineOf = [&starts](qint64 offset) {
        return qsizetype(std::upper_bound(starts.begin(), starts.end(), offset) - starts.begin()) -
               1;
    };
    for (std::vector<qsizetype>& round : rounds) {
        std::sort(round.begin(), round.end(), [&](qsizetype a, qsizetype b) {
            return fixes[a].flowIndex < fixes[b].flowIndex;
        });
        Inventory saved = inventory;
        for (const qsizetype i : round)
            saved.flows[fixes[i].flowIndex] = fixes[i].fixed;
        const InventoryPatch::Result patch =
            InventoryPatch::patch(original.bytes, inventory, saved, file);
        const std::optional<std::vector<Span>> patchedSpans =
            patch.bytes ? flowSpans(*patch.bytes) : std::nullopt;
        // The patch must have changed the fixed flows' lines and nothing else.
        bool local = patchedSpans && patchedSpans->size() == spans->size();
        if (local) {
            QByteArray rebuilt;
            qint64 at = 0;
            for (const qsizetype i : round) {
                const Span& was = (*spans)[std::size_t(fixes[i].flowIndex)];
                const Span& now = (*patchedSpans)[std::size_t(fixes[i].flowIndex)];
                rebuilt += QByteArrayView(original.bytes).sliced(at, was.begin - at);
                rebuilt += QByteArrayView(*patch.bytes).sliced(now.begin, now.end - now.begin);
                at = was.end;
            }
            rebuilt += QByteArrayView(original.bytes).sliced(at);
            local = rebuilt == *patch.bytes;
        }
        for (const qsizetype i : round) {
            if (!local) {
                diffs[i] = diffAlone(file, original, fixes[i]);
                continue;
            }
            const Span& was = (*spans)[std::size_t(fixes[i].flowIndex)];
            const Span& now = (*patchedSpans)[std::size_t(fixes[i].flowIndex)];
            // The flow's lines and the context around them: the same in both files.
            const qsizetype first = std::max<qsizetype>(0, lineOf(was.begin) - Context);
            const qsizetype afterLast = lineOf(was.end - 1) + 1 + Context;
            const qint64 from = starts[std::size_t(first)];
            const qint64 to = afterLast < qsizetype(starts.size()) ? starts[std::size_t(afterLast)]
                                                                   : original.bytes.size();
            const QByteArrayView bytes(original.bytes);
            const QByteArray before = bytes.sliced(from, to - from).toByteArray();
            QByteArray after = bytes.sliced(from, was.begin - from).toByteArray();
            after += QByteArrayView(*patch.bytes).sliced(now.begin, now.end - now.begin);
            after += bytes.sliced(was.end, to - was.end);
            diffs[i].diff = unifiedDiff(before, after, file, file, Context, first + 1);
        }
    }
    return diffs;
}

} // namespace FlowAudit::Cli
