#pragma once

#include "core/model/field.h"
#include "ui/docks/windowdocks.h"

#include <QMainWindow>

#include <optional>

class QActionGroup;
class QLabel;
class QMenu;
class QUndoStack;

namespace FlowAudit {

class CellMenu;
class CompareActions;
class ComparisonDock;
class DocumentFiles;
class DocumentUndo;
class FindingActions;
class FilterBar;
class FindingsDock;
class FlowActions;
class FlowImporter;
class FlowFilterProxyModel;
class FlowFormDock;
class RiskActions;
class WaiversDock;
class HelpActions;
class InventoryDocument;
class InventoryEditor;
class InventoryModel;
class InventoryTableView;
class MapDock;
class PaneActions;
class PresentationWindow;
class ReportExporter;
class UserPrompts;
class VendorPanels;
class ZoomActions;

// The editor's window: the table in the middle, the docks around it, the menus. It wires
// the pieces together and holds no logic of its own.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    // `prompts` answers the window's questions (dialogs, or a test's script); not owned.
    explicit MainWindow(UserPrompts* prompts, QWidget* parent = nullptr);
    ~MainWindow() override;

    DocumentFiles* files() const { return m_files; }
    InventoryDocument* document() const { return m_document; }
    InventoryEditor* editor() const { return m_editor; }
    InventoryModel* model() const { return m_model; }
    FlowFilterProxyModel* proxy() const { return m_proxy; }
    InventoryTableView* table() const { return m_table; }
    QUndoStack* undoStack() const { return m_undoStack; } // the inventory's
    // The undo of the inventory and of each team card file open: the Edit menu's.
    DocumentUndo* documentUndo() const { return m_documentUndo; }
    // The window's docks, made from ui/dockregistry.cpp; dock<T>() finds one by its class.
    const WindowDocks& docks() const { return *m_docks; }
    template <class T> T* dock() const { return m_docks->find<T>(); }
    FindingsDock* findingsDock() const { return m_findingsDock; }
    FlowFormDock* flowFormDock() const { return m_flowFormDock; }
    WaiversDock* waiversDock() const { return m_waiversDock; }
    ComparisonDock* comparisonDock() const { return m_comparisonDock; }
    MapDock* mapDock() const { return m_mapDock; }
    CompareActions* compareActions() const { return m_compare; }
    RiskActions* riskActions() const { return m_riskActions; }
    FlowActions* flowActions() const { return m_flowActions; }
    CellMenu* cellMenu() const { return m_cellMenu; }
    VendorPanels* vendorPanels() const { return m_vendorPanels; }
    HelpActions* helpActions() const { return m_help; }
    PaneActions* paneActions() const { return m_panes; }
    FlowImporter* importer() const { return m_importer; }
    QAction* presentAction() const { return m_present; }
    // Presentation Mode (F5): the workshop slides of the selected flow and the map, full
    // screen; the window, which deletes itself when left.
    PresentationWindow* startPresentation();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void createMenus();
    void createFileMenu();
    void createEditMenu();
    void createViewMenu();
    void createHelpMenu();
    void updateRecentMenu();
    void updateTitle();
    void updateStatus();
    // Says in the status bar that a save or an import went through.
    void sayDone(const QString& text);
    void layOutWindow();
    void connectFindingActions();
    void setUpPanes();
    void connectSignals();
    void showFinding(int flowIndex, std::optional<int> column);
    // The flow, and the cell of the field when one is given (a finding, a waiver, a change).
    void showFindingOf(int flowIndex, std::optional<Field> field);
    void restoreLayout();
    void saveLayout() const;
    void fitColumns();

    UserPrompts* m_prompts;
    FlowImporter* m_importer = nullptr;
    QUndoStack* m_undoStack;
    DocumentUndo* m_documentUndo = nullptr;
    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    InventoryModel* m_model;
    FlowFilterProxyModel* m_proxy;
    InventoryTableView* m_table;
    FilterBar* m_filterBar;
    WindowDocks* m_docks = nullptr;
    FindingsDock* m_findingsDock = nullptr;
    FlowFormDock* m_flowFormDock = nullptr;
    WaiversDock* m_waiversDock = nullptr;
    ComparisonDock* m_comparisonDock = nullptr;
    MapDock* m_mapDock = nullptr;
    CompareActions* m_compare = nullptr;
    RiskActions* m_riskActions = nullptr;
    FlowActions* m_flowActions = nullptr;
    VendorPanels* m_vendorPanels = nullptr;
    FindingActions* m_findingActions = nullptr;
    CellMenu* m_cellMenu = nullptr;
    ZoomActions* m_zoom = nullptr;
    HelpActions* m_help = nullptr;
    PaneActions* m_panes = nullptr;
    ReportExporter* m_report = nullptr;
    DocumentFiles* m_files;
    QMenu* m_recentMenu = nullptr;
    QAction* m_present = nullptr;
    QLabel* m_statusCounts;
};

} // namespace FlowAudit
