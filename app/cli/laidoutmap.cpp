#include "app/cli/laidoutmap.h"

#include "app/cli/clioutput.h"

#include "core/lint/lintrun.h"

namespace FlowAudit::Cli {

std::optional<MapGraph> focusedMap(const QString& file, const FileLint& lint,
                                   const VendorCatalogue& cards, const MapFocus& focus) {
    const MapGraph whole = MapGraph::of(
        *lint.inventory, [&lint](int i) { return lint.findingsOf(i); }, &cards);
    for (const SystemsWarning& warning : whole.warnings)
        printLine(stderr,
                  tr("%1:%2: warning: %3").arg(file).arg(warning.line).arg(warning.message));
    QString problem;
    std::optional<MapGraph> graph = focus.apply(whole, &problem);
    if (!graph)
        printLine(stderr, tr("%1: %2; nothing was written").arg(file, problem));
    return graph;
}

std::optional<LaidOutMap> laidOutMap(const QString& file, const FileLint& lint,
                                     const VendorCatalogue& cards, const MapFocus& focus,
                                     const std::function<void()>& layingOut) {
    std::optional<MapGraph> graph = focusedMap(file, lint, cards, focus);
    if (!graph)
        return std::nullopt;
    QString problem;
    if (layingOut)
        layingOut();
    std::optional<MapLayout> layout = MapLayout::of(*graph, &problem);
    if (!layout) {
        printLine(stderr, tr("%1: %2; nothing was written").arg(file, problem));
        return std::nullopt;
    }
    return LaidOutMap{std::move(*graph), std::move(*layout)};
}

} // namespace FlowAudit::Cli
