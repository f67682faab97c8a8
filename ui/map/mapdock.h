#pragma once

#include "core/map/maplayout.h"
#include "ui/map/mapscene.h"

#include <QDockWidget>

#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QTimer;
class QToolButton;

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;
class MapLayoutWorker;
class MapScene;
class MapView;
class UserPrompts;
class VendorCatalogue;

// The systems map in the editor (docs/spec/inventory-format.md, "Systems"): the inventory's systems
// and flows with their verdicts, kept current as the document changes, laid out on a
// worker while the window goes on answering. Click an arrow to select its flow, a system
// to show only its flows; drag a system to place it (one undo step, written to `at`);
// Reset Layout removes the positions; zoom, fit, and only failing or warning flows.
class MapDock : public QDockWidget {
    Q_OBJECT
public:
    MapDock(InventoryDocument* document, InventoryEditor* editor, const VendorCatalogue* cards,
            UserPrompts* prompts, QWidget* parent = nullptr);
    ~MapDock() override;

    MapScene* scene() const { return m_scene; }
    MapView* view() const { return m_view; }
    // Whether a layout asked for has not come back yet.
    bool layingOut() const { return m_shownGeneration != m_generation; }
    // Lays the map out even while the dock is hidden (Presentation Mode asks for it);
    // mapShown says when it is there.
    void layOutNow();
    // Whether the map shown is the document's as it is now (no edit since its layout).
    bool isCurrent() const { return !m_stale && !layingOut() && m_scene->graph(); }
    // The sentence under the map: counts, a layout under way, or why it failed.
    QString statusText() const;
    // The filter box: a system's ID or name shows its own flows, a group's name the flows
    // in and out of it; empty shows the whole estate. A double click on a system fills it.
    QLineEdit* focusBox() const { return m_focus; }
    // Writes the map as shown (the flows the combo keeps, the positions placed) to `path`,
    // atomically, as SVG, PNG or PDF by its extension: what `flowaudit-cli map` writes.
    // "" or why not.
    QString exportTo(const QString& path) const;

signals:
    void flowActivated(int flowIndex);
    void systemActivated(const QString& id, const QString& label);
    // After a layout was shown (tests wait for it).
    void mapShown();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void scheduleRefresh();
    void refresh();
    void showLayout(int generation, std::shared_ptr<const MapGraph> graph,
                    std::shared_ptr<const MapLayout> layout, const QString& error);
    void place(int system, QPoint centre);
    void askAndExport();
    // A pair's arrow holds several flows: a menu of them, the one chosen selected.
    void offerFlowsOf(int arrow);
    // The whole estate's graph as the filter box and the buttons ask for it; a box that names
    // nothing left to show is said in m_focusProblem.
    MapGraph focused(const MapGraph& whole);
    // A map too large to read at the dock's size opens on a part that can be: its failing
    // flows, else the system with the most failing flows; said under the map with how to
    // widen it. Once a document, and never over a filter or focus the user chose.
    void narrowToReadable(const MapGraph& shown);
    bool namesLegible(const MapLayout& layout) const;
    enum class Narrowing : quint8 { Whole, Failing, System, Done };
    Narrowing m_narrowing = Narrowing::Whole;
    bool m_narrowingNow = false; // the change is the dock's own, not the user's
    QString m_narrowed;          // what the dock narrowed to, in words

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    const VendorCatalogue* m_cards;
    UserPrompts* m_prompts;
    MapScene* m_scene;
    MapView* m_view;
    QComboBox* m_only;
    QLineEdit* m_focus;
    QToolButton* m_perFlow;
    QString m_focusProblem;
    QLabel* m_status;
    QTimer* m_pause;
    MapLayoutWorker* m_worker;
    int m_generation = 0;
    int m_shownGeneration = 0;
    bool m_stale = true; // the document changed while the map was hidden
};

} // namespace FlowAudit
