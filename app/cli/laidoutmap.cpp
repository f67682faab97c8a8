#include "app/cli/laidoutmap.h"

#include "app/cli/clioutput.h"

#include "core/lint/lintrun.h"

namespace FlowAudit::Cli {

std::optional<LaidOutMap> laidOutMap(const QString& file, const FileLint& lint,
                                     const VendorCatalogue& cards, std::optional<MapVerdict> only) {
    MapGraph graph = MapGraph::of(
        *lint.inventory, [&lint](int i) { return lint.findingsOf(i); }, &cards);
    for (const SystemsWarning& warning : graph.warnings)
        printLine(stderr,
                  tr("%1:%2: warning: %3").arg(file).arg(warning.line).arg(warning.message));
    if (only)
        graph = graph.only(*only);
    QString problem;
    std::optional<MapLayout> layout = MapLayout::of(graph, &problem);
    if (!layout) {
        printLine(stderr, tr("%1: %2; nothing was written").arg(file, problem));
        return std::nullopt;
    }
    return LaidOutMap{std::move(graph), std::move(*layout)};
}

} // namespace FlowAudit::Cli
