#include "core/map/mapgraph.h"

#include "core/rules/severity.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

namespace FlowAudit {

QString MapArrowFlow::line() const {
    return rules.isEmpty() ? id : id + QLatin1String(": ") + rules.join(QLatin1String(", "));
}

MapVerdict MapArrow::verdict() const {
    MapVerdict worst = MapVerdict::Ok;
    for (const MapArrowFlow& f : flows)
        worst = std::min(worst, f.verdict); // Fail < Warn < Accepted < Ok
    return worst;
}

QString MapArrow::label() const {
    return flows.size() > 1
               ? QCoreApplication::translate("MapGraph", "%n flow(s)", nullptr, int(flows.size()))
               : flows.first().ipaas;
}

QString MapGraph::safeId(QStringView id) {
    QString safe;
    safe.reserve(id.size());
    for (const QChar c : id) {
        const bool kept = (c >= u'A' && c <= u'Z') || (c >= u'a' && c <= u'z') ||
                          (c >= u'0' && c <= u'9') || c == u'_' || c == u'.' || c == u'-';
        safe += kept ? c : QChar(u'_');
    }
    return safe;
}

QString MapGraph::verdictClass(MapVerdict verdict) {
    switch (verdict) {
    case MapVerdict::Fail:
        return QStringLiteral("fail");
    case MapVerdict::Warn:
        return QStringLiteral("warn");
    case MapVerdict::Accepted:
        return QStringLiteral("accepted");
    case MapVerdict::Ok:
        break;
    }
    return QStringLiteral("ok");
}

QStringList MapGraph::systemsIn(const QString& field) {
    QStringList names;
    for (const QString& part : field.split(u',')) {
        if (!part.trimmed().isEmpty())
            names.append(part);
    }
    return names;
}

MapVerdict MapGraph::verdictOf(const QList<Finding>& findings, QStringList* rules) {
    std::optional<Severity> worst;
    bool accepted = false;
    QList<const Finding*> counted;
    for (const Finding& f : findings) {
        if (f.isAdvisory() || f.aboutWaiver() ||
            (f.severity != Severity::Fail && f.severity != Severity::Warn))
            continue;
        if (f.accepted()) {
            accepted = true;
            continue;
        }
        counted.append(&f);
        if (!worst || f.severity > *worst)
            worst = f.severity;
    }
    if (rules) {
        std::stable_sort(counted.begin(), counted.end(), [](const Finding* a, const Finding* b) {
            return a->severity > b->severity;
        });
        for (const Finding* f : std::as_const(counted)) {
            const QString said = severityKeyword(f->severity) + u' ' + f->rule;
            if (!rules->contains(said))
                rules->append(said);
        }
    }
    if (worst)
        return *worst == Severity::Fail ? MapVerdict::Fail : MapVerdict::Warn;
    return accepted ? MapVerdict::Accepted : MapVerdict::Ok;
}

MapGraph MapGraph::only(MapVerdict worst) const {
    // Fail < Warn < Accepted < Ok: a milder verdict is left out, from a pair's arrow too.
    const auto bad = [worst](MapVerdict verdict) { return int(verdict) <= int(worst); };
    MapGraph kept = keeping([&bad](const MapArrow& arrow) { return bad(arrow.verdict()); });
    for (MapArrow& arrow : kept.arrows)
        arrow.flows.removeIf([&bad](const MapArrowFlow& f) { return !bad(f.verdict); });
    return kept;
}

MapGraph MapGraph::keeping(const std::function<bool(const MapArrow&)>& keep) const {
    MapGraph kept;
    kept.warnings = warnings;
    kept.perPair = perPair;
    QHash<int, int> index; // old system → new
    auto keepSystem = [&](int system) {
        if (const auto it = index.constFind(system); it != index.constEnd())
            return *it;
        const int now = int(kept.systems.size());
        kept.systems.append(systems[system]);
        index.insert(system, now);
        return now;
    };
    for (const MapArrow& original : arrows) {
        if (!keep(original))
            continue;
        MapArrow arrow = original;
        arrow.from = keepSystem(arrow.from);
        arrow.to = keepSystem(arrow.to);
        kept.arrows.append(arrow);
    }
    for (const MapGroup& group : groups) {
        MapGroup left{group.name, {}};
        for (const int member : group.systems) {
            if (index.contains(member))
                left.systems.append(index.value(member));
        }
        if (!left.systems.isEmpty())
            kept.groups.append(left);
    }
    return kept;
}

MapGraph MapGraph::perSystemPair() const {
    if (perPair)
        return *this;
    MapGraph pairs = *this;
    pairs.perPair = true;
    pairs.arrows.clear();
    QHash<std::pair<int, int>, qsizetype> pairAt;
    for (const MapArrow& arrow : arrows) {
        const std::pair<int, int> ends{arrow.from, arrow.to};
        const auto at = pairAt.constFind(ends);
        if (at == pairAt.constEnd()) {
            pairAt.insert(ends, pairs.arrows.size());
            pairs.arrows.append(arrow);
            continue;
        }
        MapArrow& pair = pairs.arrows[*at];
        if (pair.flows.last().flow == arrow.flow())
            continue; // `a, a` names one system twice
        pair.flows += arrow.flows;
    }
    return pairs;
}

QString MapGraph::arrowTitle(qsizetype i) const {
    const MapArrow& arrow = arrows[i];
    if (!perPair)
        return arrow.flows.first().line();
    const QString name = QCoreApplication::translate("MapGraph", "%1 → %2: %n flow(s)", nullptr,
                                                     int(arrow.flows.size()))
                             .arg(systems[arrow.from].label, systems[arrow.to].label);
    QStringList lines{name};
    for (const MapArrowFlow& flow : arrow.flows)
        lines.append(flow.line());
    return lines.join(u'\n');
}

qsizetype MapGraph::flowCount() const {
    QSet<int> flows;
    for (const MapArrow& arrow : arrows) {
        for (const MapArrowFlow& flow : arrow.flows)
            flows.insert(flow.flow);
    }
    return flows.size();
}

MapGraph MapGraph::of(const Inventory& inventory,
                      const std::function<QList<Finding>(int)>& findingsOf,
                      const VendorCatalogue* cards) {
    MapGraph graph;
    const SystemsBlock block = SystemsBlock::read(inventory);
    graph.warnings = block.warnings;
    QHash<QString, int> byId;
    QHash<QString, int> groupOf;
    // Safe IDs unique in each namespace: a second `a` (or an `a` whose safe form another ID
    // already has) is `a-2`, then `a-3`, skipping forms an ID itself takes.
    QSet<QString> systemIds;
    QSet<QString> flowIds;
    auto unique = [](QSet<QString>& taken, const QString& wanted) {
        QString id = wanted;
        for (int n = 2; taken.contains(id); ++n)
            id = QStringLiteral("%1-%2").arg(wanted).arg(n);
        taken.insert(id);
        return id;
    };
    auto place = [&](int index) {
        const QString group = graph.systems[index].group;
        if (group.isEmpty())
            return;
        auto it = groupOf.constFind(group);
        if (it == groupOf.constEnd()) {
            it = groupOf.insert(group, int(graph.groups.size()));
            graph.groups.append({group, {}});
        }
        graph.groups[*it].systems.append(index);
    };
    auto systemNamed = [&](const QString& written) {
        const QString id = SystemsBlock::normalisedId(written);
        if (const auto it = byId.constFind(id); it != byId.constEnd())
            return *it;
        MapSystem system;
        system.id = id;
        system.safeId = unique(systemIds, safeId(id));
        system.label = written.trimmed();
        if (const SystemEntry* entry = block.find(id)) {
            system.group = entry->group;
            system.at = entry->at;
            if (!entry->label.isEmpty())
                system.label = entry->label;
        }
        if ((!block.find(id) || block.find(id)->label.isEmpty()) && cards) {
            // A card's vendor names the system when the ID is the card's vendor.
            for (const VendorCard* card : cards->named(id)) {
                if (card->vendorId.compare(id, Qt::CaseInsensitive) == 0 ||
                    QString(card->vendorId).replace(u'_', u'-') ==
                        QString(id).replace(u'_', u'-')) {
                    system.label = card->vendor;
                    break;
                }
            }
        }
        const int index = int(graph.systems.size());
        graph.systems.append(system);
        byId.insert(id, index);
        place(index);
        return index;
    };
    auto unknownBox = [&](const QString& flowSafeId, bool source) {
        MapSystem system;
        system.unknown = true;
        system.label = QCoreApplication::translate("MapGraph", "unknown");
        system.safeId =
            unique(systemIds, QStringLiteral("unknown-%1-%2")
                                  .arg(flowSafeId, source ? QStringLiteral("source")
                                                          : QStringLiteral("destination")));
        graph.systems.append(system);
        return int(graph.systems.size()) - 1;
    };
    for (int i = 0; i < inventory.flows.size(); ++i) {
        const Flow& flow = inventory.flows[i];
        const QString flowSafe = unique(flowIds, safeId(flow.text(Field::FlowId).trimmed()));
        QStringList rules;
        const MapVerdict verdict = verdictOf(findingsOf ? findingsOf(i) : QList<Finding>{}, &rules);
        QList<int> from;
        QList<int> to;
        for (const QString& name : systemsIn(flow.text(Field::Source)))
            from.append(systemNamed(name));
        for (const QString& name : systemsIn(flow.text(Field::Destination)))
            to.append(systemNamed(name));
        if (from.isEmpty())
            from.append(unknownBox(flowSafe, true));
        if (to.isEmpty())
            to.append(unknownBox(flowSafe, false));
        for (const int source : std::as_const(from)) {
            for (const int destination : std::as_const(to)) {
                MapArrow arrow;
                arrow.from = source;
                arrow.to = destination;
                arrow.flows = {{i, flow.text(Field::FlowId), flowSafe,
                                flow.text(Field::Ipaas).trimmed(), verdict, rules}};
                graph.arrows.append(arrow);
            }
        }
    }
    // Entries no flow uses are drawn alone.
    for (const SystemEntry& entry : block.entries)
        systemNamed(entry.id);
    return graph;
}

} // namespace FlowAudit
