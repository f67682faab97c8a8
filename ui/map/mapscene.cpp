#include "ui/map/mapscene.h"

#include "ui/map/mapitems.h"

#include <QSet>

namespace FlowAudit {

MapScene::MapScene(QObject* parent)
    : QGraphicsScene(parent) {
    setBackgroundBrush(Qt::white);
}

void MapScene::show(std::shared_ptr<const MapGraph> graph,
                    std::shared_ptr<const MapLayout> layout) {
    clear();
    m_systems.clear();
    m_arrows.clear();
    m_texts = nullptr;
    // The painter refers to the graph and layout it draws: gone before they are.
    m_painter.reset();
    m_graph = std::move(graph);
    m_layout = std::move(layout);
    if (!m_graph || !m_layout) { // nothing laid out: an empty scene
        m_graph.reset();
        m_layout.reset();
        setSceneRect(QRectF());
        return;
    }
    m_painter = std::make_unique<MapPainter>(*m_graph, *m_layout);
    for (qsizetype i = 0; i < m_graph->groups.size(); ++i)
        addItem(new MapGroupItem(this, int(i), m_layout->groups[i]));
    for (qsizetype i = 0; i < m_graph->arrows.size(); ++i) {
        auto* item = new MapArrowItem(this, int(i), m_layout->arrows[i]);
        m_arrows.append(item);
        addItem(item);
    }
    for (qsizetype i = 0; i < m_graph->systems.size(); ++i) {
        auto* item =
            new MapSystemItem(this, int(i), m_layout->systems[i], !m_graph->systems[i].unknown);
        m_systems.append(item);
        addItem(item);
    }
    m_texts = new MapTextsItem(this, figure());
    addItem(m_texts);
    addItem(new MapLegendItem(this, figure()));
    setSceneRect(figure());
}

QRectF MapScene::figure() const {
    return m_layout ? MapStyle::figureBounds(*m_layout) : QRectF();
}

void MapScene::systemMoved(int system) {
    for (MapArrowItem* item : std::as_const(m_arrows)) {
        const MapArrow& arrow = m_graph->arrows[item->arrow()];
        if (arrow.from == system || arrow.to == system)
            item->followBoxes(m_systems[arrow.from]->box(), m_systems[arrow.to]->box());
    }
    m_texts->update();
}

QList<MapLayout::Arrow> MapScene::arrowPaths() const {
    QList<MapLayout::Arrow> paths;
    for (const MapArrowItem* item : m_arrows)
        paths.append(item->path());
    return paths;
}

void MapScene::systemDropped(int system, QPointF centre) {
    emit systemPlaced(system, centre.toPoint());
}

void MapScene::lightSystem(int system, bool lit) {
    for (MapArrowItem* item : std::as_const(m_arrows)) {
        const MapArrow& arrow = m_graph->arrows[item->arrow()];
        if (arrow.from == system || arrow.to == system)
            item->setLit(lit);
    }
}

QString MapScene::systemToolTip(int system) const {
    const MapSystem& s = m_graph->systems[system];
    QSet<int> flows;
    for (const MapArrow& arrow : m_graph->arrows) {
        if (arrow.from == system || arrow.to == system) {
            for (const MapArrowFlow& flow : arrow.flows)
                flows.insert(flow.flow);
        }
    }
    const QString name = s.unknown ? tr("A flow's blank source or destination") : s.label;
    return tr("%1: %n flow(s). Click to show only its flows in the table; drag to place it.",
              nullptr, int(flows.size()))
        .arg(name);
}

QString MapScene::arrowToolTip(int arrow) const {
    const MapArrow& a = m_graph->arrows[arrow];
    if (m_graph->perPair && a.flows.size() > 1)
        return m_graph->arrowTitle(arrow) + u'\n' + tr("Click to choose one of them.");
    const QString from = m_graph->systems[a.from].label;
    const QString to = m_graph->systems[a.to].label;
    QString verdict;
    const MapArrowFlow& flow = a.flows.first();
    switch (flow.verdict) {
    case MapVerdict::Fail:
    case MapVerdict::Warn:
        verdict = flow.rules.join(u", ");
        break;
    case MapVerdict::Accepted:
        verdict = tr("every FAIL and WARN accepted by a waiver");
        break;
    case MapVerdict::Ok:
        verdict = tr("no FAIL or WARN");
        break;
    }
    return tr("%1: %2 → %3%4 (%5). Click to select the flow.")
        .arg(flow.id, from, to, flow.ipaas.isEmpty() ? QString() : tr(" via %1").arg(flow.ipaas),
             verdict);
}

} // namespace FlowAudit
