#pragma once

#include "core/map/maplayout.h"

#include <optional>

namespace FlowAudit {
struct FileLint;
class VendorCatalogue;
} // namespace FlowAudit

namespace FlowAudit::Cli {

// The systems map of a file as `map` and `chart` draw it: the graph (only the flows as bad
// as `only`, when given) with the `systems:` warnings said on standard error, and where
// Graphviz put it; nullopt when Graphviz failed, said too ("nothing was written").
struct LaidOutMap {
    MapGraph graph;
    MapLayout layout;
};
std::optional<LaidOutMap> laidOutMap(const QString& file, const FileLint& lint,
                                     const VendorCatalogue& cards,
                                     std::optional<MapVerdict> only = std::nullopt);

} // namespace FlowAudit::Cli
