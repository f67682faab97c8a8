#pragma once

#include "core/map/mapgraph.h"

#include <QCoreApplication>

#include <optional>

namespace FlowAudit {

// Which part of the systems map to draw, and with how many arrows: what `map --only
// --around --depth --group --arrows` and the editor's filter box ask for. The default is the
// whole estate with one arrow per pair of systems, which stays readable where one arrow
// per flow is a hairball.
struct MapFocus {
    Q_DECLARE_TR_FUNCTIONS(MapFocus)

public:
    bool perFlow = false;           // one arrow per flow (`--arrows flows`)
    std::optional<MapVerdict> only; // only flows as bad as this or worse
    QString around;                 // a system's ID or name, as the user typed it
    int depth = 1;                  // how many arrows away from `around`
    QString group;                  // only flows into, out of or inside this group

    bool isWholeEstate() const { return !only && around.isEmpty() && group.isEmpty(); }
    // The focused graph, or nullopt with *problem when `around` or `group` names nothing
    // on the map (the sentence lists what there is).
    std::optional<MapGraph> apply(const MapGraph& whole, QString* problem) const;
    // What the focus leaves out, for a caption: "only failing flows around NetSuite".
    QString describe() const;
    // The system `name` names (its ID, normalised, or its label, whatever the case), or -1.
    static int systemNamed(const MapGraph& graph, const QString& name);
};

} // namespace FlowAudit
