#pragma once

#include "core/map/mapfocus.h"
#include "core/map/maplayout.h"

#include <functional>
#include <optional>

namespace FlowAudit {
struct FileLint;
class VendorCatalogue;
} // namespace FlowAudit

namespace FlowAudit::Cli {

// The systems map of a file as `map` and `chart` draw it: the graph focused as asked (one
// arrow per pair of systems unless per flow) with the `systems:` warnings said on standard
// error, and where Graphviz put it; nullopt when the focus names nothing or Graphviz
// failed, said too ("nothing was written"). `layingOut` is called before Graphviz starts,
// the long step on a large estate, so a progress line can say so.
struct LaidOutMap {
    MapGraph graph;
    MapLayout layout;
};
// The graph alone, focused as asked, for a caller that lays it out itself (a slide fits
// it to its size); nullopt, said, when the focus names nothing.
std::optional<MapGraph> focusedMap(const QString& file, const FileLint& lint,
                                   const VendorCatalogue& cards, const MapFocus& focus);
std::optional<LaidOutMap> laidOutMap(const QString& file, const FileLint& lint,
                                     const VendorCatalogue& cards, const MapFocus& focus,
                                     const std::function<void()>& layingOut = {});

} // namespace FlowAudit::Cli
