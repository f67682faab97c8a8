#pragma once

#include "core/model/systemsblock.h"
#include "core/rules/finding.h"

#include <functional>

namespace FlowAudit {

class VendorCatalogue;

// One box of the systems map: a system that flows read from or write to, or a system the
// `systems:` block names that no flow uses, or the dashed "unknown" box of a flow whose
// source or destination is blank (each such flow has its own, so every flow is on the map).
struct MapSystem {
    QString id;     // normalised (SystemsBlock::normalisedId); an unknown box's is empty
    QString label;  // the entry's label, else the card's vendor name, else the ID as written
    QString group;  // empty: in no group box
    QString safeId; // for SVG ids: `system-<safeId>`
    std::optional<QPoint> at; // placed by the user
    bool unknown = false;
};

// How an arrow is coloured and marked: the flow's verdict as lint counts it. WV and VA
// findings never colour an arrow.
enum class MapVerdict : quint8 { Fail, Warn, Accepted, Ok };

// A flow an arrow stands for, as the hover lists it.
struct MapArrowFlow {
    int flow = 0;   // 0-based position in the inventory
    QString id;     // as written
    QString safeId; // `flow-<safeId>`: shared by the arrows of one flow
    QString ipaas;
    MapVerdict verdict = MapVerdict::Ok;
    QStringList rules; // the rules behind the verdict, worst first
    // "ID: FAIL IP01, WARN DL02", or the ID alone.
    QString line() const;
};

// One arrow: a flow from one of its sources to one of its destinations (a flow naming
// several systems, `hubspot, slack`, draws one arrow to each), or on a map per system
// pair (MapGraph::perSystemPair) every flow from one system to another. Its flows are the
// one truth; what it draws follows from them.
struct MapArrow {
    int from = 0; // into MapGraph::systems
    int to = 0;
    QList<MapArrowFlow> flows; // in inventory order; never empty

    int flow() const { return flows.first().flow; }
    const QString& flowSafeId() const { return flows.first().safeId; }
    // The worst verdict of its flows.
    MapVerdict verdict() const;
    // Drawn on the arrow: its one flow's iPaaS, or the count of its flows.
    QString label() const;
};

struct MapGroup {
    QString name;
    QList<int> systems; // into MapGraph::systems
};

// The systems map of an inventory as data (docs/spec/inventory-format.md, "Systems"): what the
// editor's view, the command line's `map` and the report draw, laid out by io-free code
// elsewhere. The same inventory always gives the same graph, in the same order: systems as
// the flows first name them (sources before destinations), then the entries no flow uses.
struct MapGraph {
    QList<MapSystem> systems;
    QList<MapArrow> arrows;
    QList<MapGroup> groups; // in the order their first system appears
    QList<SystemsWarning> warnings;
    bool perPair = false; // one arrow per pair of systems, not per flow

    // findingsOf(i): the findings of flow i, waivers applied (FileLint::findingsOf).
    static MapGraph of(const Inventory& inventory,
                       const std::function<QList<Finding>(int)>& findingsOf,
                       const VendorCatalogue* cards);
    // The systems a source or destination names (`hubspot, slack`), as written; none when
    // blank.
    static QStringList systemsIn(const QString& field);
    // An ID for SVG and other outputs: every character outside A-Z a-z 0-9 _ . - as `_`.
    static QString safeId(QStringView id);
    // The class an arrow's SVG group carries: fail, warn, accepted or ok.
    static QString verdictClass(MapVerdict verdict);
    static MapVerdict verdictOf(const QList<Finding>& findings, QStringList* rules = nullptr);
    // Only the flows as bad as `worst` or worse (Fail: failing flows; Warn: failing and
    // warning ones), with the systems and groups they touch.
    MapGraph only(MapVerdict worst) const;
    // Only the arrows `keep` says yes to (given this graph's own arrows, so their addresses
    // can tell them apart), with the systems and groups they touch.
    MapGraph keeping(const std::function<bool(const MapArrow&)>& keep) const;
    // One arrow for each pair of systems (in the order the flows first draw it): the
    // number of flows on it, coloured by the worst of their verdicts, each flow listed.
    MapGraph perSystemPair() const;
    // The title of arrow `i`: the flow and its findings, or the pair and each flow's line.
    QString arrowTitle(qsizetype i) const;
    // The flows the arrows stand for, each once.
    qsizetype flowCount() const;
};

} // namespace FlowAudit
