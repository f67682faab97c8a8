#include "core/map/mapfocus.h"

#include <QCoreApplication>
#include <QHash>

namespace FlowAudit {

namespace {

// A few names of what there is, for a sentence: the first eight, then how many more.
QString someOf(QStringList names) {
    names.removeDuplicates();
    constexpr qsizetype shown = 8;
    if (names.size() <= shown)
        return names.join(QLatin1String(", "));
    return MapFocus::tr("%1 and %n more", nullptr, int(names.size() - shown))
        .arg(names.first(shown).join(QLatin1String(", ")));
}

// How many arrows each system is from `centre`, whichever way they point, for the systems
// fewer than `depth` arrows away (the ones whose arrows a focus of that depth draws).
QHash<int, int> distances(const MapGraph& graph, int centre, int depth) {
    QList<QList<int>> neighbours(graph.systems.size());
    for (const MapArrow& arrow : graph.arrows) {
        neighbours[arrow.from].append(arrow.to);
        neighbours[arrow.to].append(arrow.from);
    }
    QHash<int, int> distance{{centre, 0}};
    QList<int> ring{centre};
    for (int step = 1; step < depth && !ring.isEmpty(); ++step) {
        QList<int> next;
        for (const int system : std::as_const(ring)) {
            for (const int other : std::as_const(neighbours[system])) {
                if (!distance.contains(other)) {
                    distance.insert(other, step);
                    next.append(other);
                }
            }
        }
        ring = std::move(next);
    }
    return distance;
}

} // namespace

int MapFocus::systemNamed(const MapGraph& graph, const QString& name) {
    const QString id = SystemsBlock::normalisedId(name);
    for (int i = 0; i < graph.systems.size(); ++i) {
        const MapSystem& system = graph.systems[i];
        if (!system.unknown && system.id == id)
            return i;
    }
    for (int i = 0; i < graph.systems.size(); ++i) {
        const MapSystem& system = graph.systems[i];
        if (!system.unknown && system.label.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

std::optional<MapGraph> MapFocus::apply(const MapGraph& whole, QString* problem) const {
    MapGraph graph = only ? whole.only(*only) : whole;
    if (!group.isEmpty()) {
        const auto named =
            std::find_if(whole.groups.begin(), whole.groups.end(), [this](const MapGroup& g) {
                return g.name.compare(group.trimmed(), Qt::CaseInsensitive) == 0;
            });
        if (named == whole.groups.end()) {
            QStringList names;
            for (const MapGroup& g : whole.groups)
                names.append(g.name);
            if (problem)
                *problem = names.isEmpty()
                               ? tr("no group \"%1\": the map has no groups (a system's group "
                                    "is set in the systems: block)")
                                     .arg(group)
                               : tr("no group \"%1\" on the map; its groups are %2")
                                     .arg(group, someOf(names));
            return std::nullopt;
        }
        const QString name = named->name;
        graph = graph.keeping([&graph, &name](const MapArrow& arrow) {
            return graph.systems[arrow.from].group == name || graph.systems[arrow.to].group == name;
        });
    }
    if (!around.isEmpty()) {
        const int centre = systemNamed(graph, around);
        if (centre < 0) {
            QStringList names;
            for (const MapSystem& system : whole.systems) {
                if (!system.unknown)
                    names.append(system.label);
            }
            if (problem)
                *problem = systemNamed(whole, around) >= 0
                               ? tr("\"%1\" has no flow left to show once the other options are "
                                    "applied")
                                     .arg(around)
                               : tr("no system \"%1\" on the map; its systems are %2")
                                     .arg(around, someOf(names));
            return std::nullopt;
        }
        // An arrow is drawn when it starts or ends fewer than `depth` arrows from the
        // centre: depth 1 is the centre's own flows, 2 adds its neighbours' flows.
        const QHash<int, int> near = distances(graph, centre, qMax(depth, 1));
        graph = graph.keeping([&near](const MapArrow& arrow) {
            return near.contains(arrow.from) || near.contains(arrow.to);
        });
    }
    return perFlow ? graph : graph.perSystemPair();
}

QString MapFocus::describe() const {
    QStringList parts;
    if (only)
        parts.append(*only == MapVerdict::Fail ? tr("only failing flows")
                                               : tr("only failing and warning flows"));
    if (!group.isEmpty())
        parts.append(tr("in and out of group %1").arg(group));
    if (!around.isEmpty())
        parts.append(tr("within %n arrow(s) of %1", nullptr, depth).arg(around));
    return parts.join(QLatin1String(", "));
}

} // namespace FlowAudit
