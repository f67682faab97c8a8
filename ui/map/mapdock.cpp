#include "ui/map/mapdock.h"

#include "core/document/inventorydocument.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/fileformats.h"
#include "core/map/legiblemap.h"
#include "core/map/mapfocus.h"
#include "painting/mapimage.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/map/maplayoutworker.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"

#include <QAction>
#include <QComboBox>
#include <QCursor>
#include <QFileInfo>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QHash>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QScopedValueRollback>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace FlowAudit {

MapDock::MapDock(InventoryDocument* document, InventoryEditor* editor, const VendorCatalogue* cards,
                 UserPrompts* prompts, QWidget* parent)
    : QDockWidget(tr("Systems Map"), parent)
    , m_document(document)
    , m_editor(editor)
    , m_cards(cards)
    , m_prompts(prompts)
    , m_scene(new MapScene(this))
    , m_view(new MapView(m_scene))
    , m_only(new QComboBox)
    , m_focus(new QLineEdit)
    , m_perFlow(new QToolButton)
    , m_status(new QLabel)
    , m_pause(new QTimer(this))
    , m_worker(new MapLayoutWorker(this)) {
    setWhatsThis(
        tr("<p><b>The systems map</b> draws every system the flows read from or write to as a "
           "box and one arrow for each pair of systems, with the number of its flows, marked by "
           "the worst of their verdicts: FAIL thick and red, WARN dashed, accepted by a waiver "
           "dotted, OK thin. Click an arrow to select its flow (a menu offers a pair's flows), "
           "a system to show only its flows; double-click a system, or type a system's or "
           "group's name in the filter box, to focus the map on it; drag a system to place it "
           "(written to the inventory's <code>systems:</code> block); Reset Layout removes the "
           "positions.</p>"));
    auto* body = new QWidget;
    auto* bar = new QHBoxLayout;
    bar->setContentsMargins(4, 2, 4, 2);
    auto button = [&bar, body](const QString& text, const QString& name, const QString& tip) {
        auto* b = new QToolButton(body);
        b->setText(text);
        b->setObjectName(name);
        b->setToolTip(tip);
        b->setAccessibleName(tip);
        bar->addWidget(b);
        return b;
    };
    QToolButton* fit = button(tr("Fit"), QStringLiteral("mapFit"), tr("Show the whole map"));
    QToolButton* in = button(QStringLiteral("+"), QStringLiteral("mapZoomIn"), tr("Zoom in"));
    QToolButton* out = button(QStringLiteral("−"), QStringLiteral("mapZoomOut"), tr("Zoom out"));
    QToolButton* reset =
        button(tr("Reset Layout"), QStringLiteral("mapResetLayout"),
               tr("Remove every position placed by hand and lay the map out anew"));
    QToolButton* exportButton = button(tr("Export…"), QStringLiteral("mapExport"),
                                       tr("Write the map as shown to an SVG, PNG or PDF file"));
    m_only->setObjectName(QStringLiteral("mapOnly"));
    m_only->setAccessibleName(tr("Flows shown on the map"));
    m_only->addItem(tr("All flows"));
    m_only->addItem(tr("Failing flows"), int(MapVerdict::Fail));
    m_only->addItem(tr("Failing or warning flows"), int(MapVerdict::Warn));
    bar->addWidget(m_only);
    m_focus->setObjectName(QStringLiteral("mapFocus"));
    m_focus->setPlaceholderText(tr("Focus on a system or group…"));
    m_focus->setAccessibleName(tr("Focus the map on a system or group"));
    m_focus->setToolTip(tr("A system's ID or name shows its own flows, a group's name the flows "
                           "in and out of it; double-click a system to focus on it. Empty: the "
                           "whole estate."));
    m_focus->setClearButtonEnabled(true);
    // Wide enough for its hint and the clear button, at any type size.
    m_focus->setMinimumWidth(m_focus->fontMetrics().horizontalAdvance(m_focus->placeholderText()) +
                             m_focus->fontMetrics().height() * 3);
    bar->addWidget(m_focus);
    m_perFlow->setObjectName(QStringLiteral("mapPerFlow"));
    m_perFlow->setText(tr("Per Flow"));
    m_perFlow->setCheckable(true);
    m_perFlow->setToolTip(tr("One arrow per flow instead of one per pair of systems"));
    m_perFlow->setAccessibleName(m_perFlow->toolTip());
    bar->addWidget(m_perFlow);
    m_status->setObjectName(QStringLiteral("mapStatus"));
    m_status->setWordWrap(true);
    bar->addWidget(m_status, 1);
    auto* column = new QVBoxLayout(body);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addLayout(bar);
    column->addWidget(m_view, 1);
    setWidget(body);

    connect(fit, &QToolButton::clicked, m_view, &MapView::fitAll);
    connect(in, &QToolButton::clicked, m_view, &MapView::zoomIn);
    connect(out, &QToolButton::clicked, m_view, &MapView::zoomOut);
    connect(reset, &QToolButton::clicked, this, [this] { m_editor->resetLayout(); });
    connect(exportButton, &QToolButton::clicked, this, &MapDock::askAndExport);
    // The user's own choice of flows or focus stands: the dock narrows the map no more.
    const auto chosen = [this] {
        if (!m_narrowingNow) {
            m_narrowing = Narrowing::Done;
            m_narrowed.clear();
        }
        scheduleRefresh();
    };
    connect(m_only, &QComboBox::currentIndexChanged, this, chosen);
    connect(m_focus, &QLineEdit::textChanged, this, chosen);
    connect(m_perFlow, &QToolButton::toggled, this, &MapDock::scheduleRefresh);

    // Edits come in bursts (a paste, typing): one layout after a short pause.
    m_pause->setSingleShot(true);
    m_pause->setInterval(150);
    connect(m_pause, &QTimer::timeout, this, &MapDock::refresh);
    connect(m_document, &InventoryDocument::wasReset, this, [this] {
        m_narrowing = Narrowing::Whole; // another document: narrowed again where it must be
        m_narrowed.clear();
    });
    for (auto signal : {&InventoryDocument::wasReset, &InventoryDocument::waiversChanged,
                        &InventoryDocument::systemsChanged, &InventoryDocument::findingsRenumbered})
        connect(m_document, signal, this, &MapDock::scheduleRefresh);
    connect(m_document, &InventoryDocument::flowsChanged, this, &MapDock::scheduleRefresh);
    connect(m_worker, &MapLayoutWorker::laidOut, this, &MapDock::showLayout);

    connect(m_scene, &MapScene::systemPlaced, this, &MapDock::place);
    connect(m_scene, &MapScene::arrowActivated, this, [this](int arrow) {
        const MapGraph* graph = m_scene->graph();
        if (!graph)
            return;
        if (graph->arrows[arrow].flows.size() > 1)
            offerFlowsOf(arrow);
        else
            emit flowActivated(graph->arrows[arrow].flow());
    });
    connect(m_scene, &MapScene::systemFocused, this,
            [this](int system) { m_focus->setText(m_scene->graph()->systems[system].label); });
    connect(m_scene, &MapScene::systemActivated, this, [this](int system) {
        const MapSystem& s = m_scene->graph()->systems[system];
        if (!s.unknown)
            emit systemActivated(s.id, s.label);
    });
}

MapDock::~MapDock() = default;

MapGraph MapDock::focused(const MapGraph& whole) {
    MapFocus focus;
    focus.perFlow = m_perFlow->isChecked();
    if (const QVariant only = m_only->currentData(); only.isValid())
        focus.only = MapVerdict(only.toInt());
    m_focusProblem.clear();
    if (const QString asked = m_focus->text().trimmed(); !asked.isEmpty()) {
        const bool isSystem = MapFocus::systemNamed(whole, asked) >= 0;
        MapFocus named = focus;
        (isSystem ? named.around : named.group) = asked;
        if (std::optional<MapGraph> graph = named.apply(whole, nullptr))
            return std::move(*graph);
        // A name the map lacks, or a system whose flows the verdict filter hides: said, and
        // the estate shown as the other filters leave it.
        m_focusProblem = isSystem
                             ? tr("No flow of \"%1\" is left to show with this filter.").arg(asked)
                             : tr("No system or group \"%1\" on the map.").arg(asked);
    }
    return *focus.apply(whole, nullptr); // no name: nothing to refuse
}

void MapDock::offerFlowsOf(int arrow) {
    const MapArrow& pair = m_scene->graph()->arrows[arrow];
    auto* menu = new QMenu(this);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->setObjectName(QStringLiteral("mapPairFlows"));
    for (const MapArrowFlow& flow : pair.flows) {
        QAction* action = menu->addAction(flow.line());
        connect(action, &QAction::triggered, this,
                [this, index = flow.flow] { emit flowActivated(index); });
    }
    menu->popup(QCursor::pos());
}

void MapDock::showEvent(QShowEvent* event) {
    QDockWidget::showEvent(event);
    if (m_stale)
        refresh();
}

void MapDock::layOutNow() {
    if (m_stale || !m_scene->graph())
        refresh();
}

void MapDock::scheduleRefresh() {
    m_stale = true;
    if (isVisible())
        m_pause->start();
}

void MapDock::refresh() {
    m_pause->stop();
    m_stale = false;
    const RuleEngine& engine = m_document->engine();
    const MapGraph whole = MapGraph::of(
        m_document->inventory(), [&engine](int i) { return engine.verdicts(i); }, m_cards);
    auto graph = std::make_shared<MapGraph>(focused(whole));
    ++m_generation;
    m_status->setText(statusText());
    m_worker->request(m_generation, std::move(graph));
}

void MapDock::showLayout(int generation, std::shared_ptr<const MapGraph> graph,
                         std::shared_ptr<const MapLayout> layout, const QString& error) {
    if (generation != m_generation)
        return;
    m_shownGeneration = generation;
    const bool laidOut = layout != nullptr;
    // A failed layout leaves no map: the one from before the edit would be taken for it
    // (on screen, by Export… and by Presentation Mode).
    if (laidOut && isVisible() && !namesLegible(*layout))
        narrowToReadable(*graph);
    else if (m_narrowing != Narrowing::Whole)
        m_narrowing = Narrowing::Done; // what it narrowed to reads
    m_scene->show(laidOut ? std::move(graph) : nullptr, std::move(layout));
    m_status->setText(laidOut ? statusText() : tr("The map could not be laid out: %1.").arg(error));
    emit mapShown();
}

bool MapDock::namesLegible(const MapLayout& layout) const {
    // Fitted into the view, the systems' names no smaller than 60 % of the editor's type:
    // small, but read (a zoom makes them larger); below it, a tangle. A view too small for
    // any map to read (under 12 lines by 24 characters) is left as it is: narrowing would
    // not make it read, only hide flows.
    const QSize room = m_view->viewport()->size();
    const int type = QFontInfo(font()).pixelSize();
    return room.height() < type * 12 || room.width() < type * 24 ||
           LegibleMap::readable(layout, QSizeF(room), type * 0.6);
}

void MapDock::narrowToReadable(const MapGraph& shown) {
    const QScopedValueRollback<bool> own(m_narrowingNow, true);
    if (m_narrowing == Narrowing::Whole && m_focus->text().trimmed().isEmpty() &&
        m_only->currentIndex() == 0 && shown.only(MapVerdict::Fail).flowCount() > 0) {
        m_narrowing = Narrowing::Failing;
        m_narrowed = tr("The whole estate cannot be read at this size: only its failing flows "
                        "are shown (All flows shows every one).");
        m_only->setCurrentIndex(m_only->findData(int(MapVerdict::Fail)));
        return;
    }
    if (m_narrowing == Narrowing::Failing && m_focus->text().trimmed().isEmpty()) {
        // The system with the most failing flows, its name as the focus.
        QHash<int, qsizetype> failing;
        for (const MapArrow& arrow : shown.arrows) {
            failing[arrow.from] += arrow.flows.size();
            if (arrow.to != arrow.from)
                failing[arrow.to] += arrow.flows.size();
        }
        int most = -1;
        for (auto it = failing.cbegin(); it != failing.cend(); ++it)
            if (most < 0 || it.value() > failing.value(most) ||
                (it.value() == failing.value(most) && it.key() < most))
                most = it.key();
        if (most >= 0) {
            m_narrowing = Narrowing::System;
            m_narrowed = tr("Even the failing flows cannot be read at this size: only those of "
                            "%1, the system with the most (clear the focus to see them all).")
                             .arg(shown.systems[most].label);
            m_focus->setText(shown.systems[most].label);
            return;
        }
    }
    m_narrowing = Narrowing::Done; // as narrow as it goes: shown so, small
}

QString MapDock::statusText() const {
    if (layingOut())
        return tr("Laying out the map…");
    const MapGraph* graph = m_scene->graph();
    if (!graph)
        return {};
    QString text =
        tr("%1 systems, %n flow(s).", nullptr, int(graph->flowCount())).arg(graph->systems.size());
    if (!graph->warnings.isEmpty())
        text += u' ' + tr("Line %1: %2")
                           .arg(graph->warnings.first().line)
                           .arg(graph->warnings.first().message);
    if (!m_focusProblem.isEmpty())
        text = m_focusProblem + u' ' + text;
    if (!m_narrowed.isEmpty())
        text = m_narrowed + u' ' + text;
    return text;
}

void MapDock::place(int system, QPoint centre) {
    const MapSystem& s = m_scene->graph()->systems[system];
    // The map stays where the user looks: no fit to the new bounds after a drop.
    m_view->holdZoom();
    if (!m_editor->placeSystem(s.id, centre, s.label)) {
        // The file's block or entry is in a shape a drag does not overwrite: said, and the
        // box goes back where it was.
        m_status->setText(tr("%1 cannot be placed: its entry in systems: is malformed (the "
                             "file's warning says where). Mend it in the file, then try again.")
                              .arg(s.label));
        refresh();
    }
}

QString MapDock::exportTo(const QString& path) const {
    const QString format = QFileInfo(path).suffix().toLower();
    if (!MapImage::writes(format))
        return tr("%1: the map is written as SVG, PNG or PDF (.svg, .png, .pdf).")
            .arg(QFileInfo(path).fileName());
    // Only the map the document has now: one still being laid out after an edit would
    // write the positions from before it.
    if (!isCurrent())
        return tr("The map is still being laid out; export it when it is shown.");
    const QByteArray bytes =
        MapImage::file(*m_scene->graph(), *m_scene->layout(), format, windowTitle());
    if (bytes.isEmpty())
        return tr("%1: the map could not be drawn; nothing was written.")
            .arg(QFileInfo(path).fileName());
    if (const std::optional<IoError> error = AtomicFile::write(path, bytes))
        return error->toString();
    return {};
}

void MapDock::askAndExport() {
    const QString path =
        m_prompts->askSavePath(this, tr("Export Systems Map"), QStringLiteral("systems-map.svg"),
                               FileFormats::dialogFilter(FileFormats::Purpose::MapImage));
    if (path.isEmpty())
        return;
    const QString error = exportTo(path);
    if (!error.isEmpty())
        m_prompts->showError(this, tr("Export Systems Map"), error);
}

} // namespace FlowAudit
