#include "ui/mainwindow.h"

#include "ui/import/flowimporter.h"

#include "core/analysis/advisoryfinding.h"
#include "core/document/inventorydocument.h"
#include "ui/actions/cellmenu.h"
#include "ui/actions/findingactions.h"
#include "ui/actions/flowactions.h"
#include "ui/actions/paneactions.h"
#include "ui/actions/riskactions.h"
#include "ui/actions/zoomactions.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/compare/compareactions.h"
#include "ui/compare/comparisondock.h"
#include "ui/dialogs/userprompts.h"
#include "ui/dockregistry.h"
#include "ui/docks/defaultlayout.h"
#include "ui/docks/docktabbars.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/docks/waiversdock.h"
#include "ui/docks/windowdocks.h"
#include "ui/files/autosaver.h"
#include "ui/files/documentfiles.h"
#include "ui/files/documentundo.h"
#include "ui/files/recentfiles.h"
#include "ui/help/helpactions.h"
#include "ui/help/userguide.h"
#include "ui/language/languages.h"
#include "ui/map/mapdock.h"
#include "ui/map/mapscene.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/models/findingsmodel.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/models/inventorymodel.h"
#include "ui/presentation/presentationdeck.h"
#include "ui/report/reportexporter.h"
#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/teamcardcopier.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorcardview.h"
#include "ui/views/filterbar.h"
#include "ui/views/inventorytableview.h"
#include "ui/widgets/presentationwindow.h"
#include "ui/widgets/undoshortcuts.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace FlowAudit {

MainWindow::MainWindow(UserPrompts* prompts, QWidget* parent)
    : QMainWindow(parent)
    , m_prompts(prompts)
    , m_undoStack(new QUndoStack(this))
    , m_document(new InventoryDocument(this))
    , m_editor(new InventoryEditor(m_document, m_undoStack, this))
    , m_model(new InventoryModel(m_document, m_editor, this))
    , m_proxy(new FlowFilterProxyModel(this))
    , m_table(new InventoryTableView(this))
    , m_filterBar(new FilterBar(m_proxy, this))
    , m_files(new DocumentFiles(m_document, m_editor, prompts, this))
    , m_statusCounts(new QLabel(this)) {
    setObjectName(QStringLiteral("mainWindow"));
    setAcceptDrops(true);
    m_statusCounts->setObjectName(QStringLiteral("statusCounts"));
    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
    m_flowActions = new FlowActions(m_table, m_proxy, m_model, m_editor, this);
    m_importer = new FlowImporter(this, m_prompts, m_editor, this);
    m_zoom = new ZoomActions(this);
    connect(m_zoom, &ZoomActions::zoomed, this, &MainWindow::fitColumns);
    // After the docks have taken the new font's sizes.
    connect(m_zoom, &ZoomActions::zoomed, this, [this] {
        QTimer::singleShot(0, this, [this] { DefaultLayout::fitTabbedDocks(this); });
    });

    layOutWindow();
    connectFindingActions();
    setUpPanes();
    createMenus();
    m_panes->setTabOrder();
    connectSignals();

    restoreLayout();
    updateTitle();
    updateStatus();
    updateRecentMenu();
}

// The table under its filter bar, the docks where a first start puts them, the panels.
void MainWindow::layOutWindow() {
    auto* centre = new QWidget(this);
    auto* layout = new QVBoxLayout(centre);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_table);
    setCentralWidget(centre);
    m_vendorPanels = new VendorPanels(this, m_document, m_model,
                                      VendorCardStore::createDefault(this), m_prompts);
    // Every dock, from its one entry in the registry.
    const DockContext context{this,
                              m_document,
                              m_editor,
                              m_model,
                              m_vendorPanels->selected(),
                              m_vendorPanels->store(),
                              m_prompts,
                              m_vendorPanels->cardFiles()};
    m_docks = new WindowDocks(DockRegistry::docks(), context);
    DefaultLayout::placeDocks(this, *m_docks);
    // The docks the window wires to its table, its actions and its files.
    m_findingsDock = m_docks->find<FindingsDock>();
    m_flowFormDock = m_docks->find<FlowFormDock>();
    m_waiversDock = m_docks->find<WaiversDock>();
    m_comparisonDock = m_docks->find<ComparisonDock>();
    m_mapDock = m_docks->find<MapDock>();
    m_riskActions =
        new RiskActions(this, m_editor, m_model, m_table, m_proxy, m_findingsDock->view(), this);
    // A team's card file edited in the cards dock is a document of its own: its undo steps
    // in the window's group, its unsaved edits asked about with the inventory's.
    m_documentUndo = new DocumentUndo(m_undoStack, m_vendorPanels->cardFiles(),
                                      m_docks->find<VendorCardsDock>()->cardView(), this);
    m_files->setCardFiles(m_vendorPanels->cardFiles());
    // Copy to Team's Folder: the card file beside the inventory, its folder named by an edit.
    auto* copier = new TeamCardCopier(
        m_document, m_editor, [files = m_files] { return files->path(); }, m_vendorPanels->store(),
        m_prompts, this);
    VendorCardView* cardView = m_docks->find<VendorCardsDock>()->cardView();
    connect(cardView, &VendorCardView::copyToTeamRequested, copier,
            [copier, cardView](const QString& cardId) { copier->copy(cardView, cardId); });
    DockTabBars::keepTitlesWhole(this);
    statusBar()->addPermanentWidget(m_statusCounts);
}

// The actions on a finding, the advisories' source for waivers, the exporters.
void MainWindow::connectFindingActions() {
    // Waivers of vendor advisories are matched against the cards the panels show.
    m_document->setAdvisorySource(
        [store = m_vendorPanels->store()](const Flow& flow, int row, QDate today) {
            return advisoryFindings(flow, row, store->cards(), today, Messages::Omit);
        });
    // The actions on a finding, the same in the findings dock, a cell's menu and the form.
    m_findingActions = new FindingActions(m_document, m_editor, m_vendorPanels->store(), this);
    m_cellMenu = new CellMenu(m_table, m_model, m_document, m_findingActions, m_flowActions, this);
    m_findingActions->setRiskActions(m_riskActions);
    m_flowFormDock->setFindingActions(m_findingActions);
    connect(m_findingsDock, &FindingsDock::findingMenuRequested, this,
            [this](int flow, const QString& rule, std::optional<Field> field, const QPoint& at) {
                if (const std::optional<Finding> finding =
                        m_findingActions->findingOf(flow, rule, field))
                    m_findingActions->popupMenu(flow, {*finding}, at, m_findingsDock);
            });
    connect(m_findingActions, &FindingActions::notice, this,
            [this](const QString& text) { statusBar()->showMessage(text, 20000); });
    m_compare = new CompareActions(this, m_document, m_files, m_prompts, m_comparisonDock);
    m_report = new ReportExporter(this, m_document, m_files, m_vendorPanels->store(), m_prompts);
    connect(m_report, &ReportExporter::written, this, [this](const QString& path) {
        statusBar()->showMessage(
            tr("Audit report written to %1").arg(QDir::toNativeSeparators(path)), 15000);
    });
}

void MainWindow::setUpPanes() {
    // The keyboard's way around the window, and F1's topic in each panel.
    m_panes =
        new PaneActions(this, QList<QWidget*>{m_filterBar, m_table} + m_docks->keyboardPanes());
    m_help = new HelpActions(this);
    m_help->setTopic(m_filterBar, UserGuide::tableAnchor());
    m_help->setTopic(m_table, UserGuide::tableAnchor());
    for (const WindowDocks::Made& made : m_docks->all()) {
        if (!made.description.helpAnchor.isEmpty())
            m_help->setTopic(made.dock, made.description.helpAnchor);
    }
}

// Selection, titles, notices and counts follow the document and the docks.
void MainWindow::connectSignals() {

    connect(m_table, &InventoryTableView::currentFlowChanged, m_flowFormDock,
            &FlowFormDock::setFlow);
    connect(m_table, &InventoryTableView::currentFlowChanged, m_vendorPanels,
            &VendorPanels::selectFlow);
    connect(m_findingsDock, &FindingsDock::findingActivated, this, &MainWindow::showFindingOf);
    connect(m_waiversDock, &WaiversDock::findingRequested, this, &MainWindow::showFindingOf);
    // Selecting a change selects its flow; the keyboard stays in the list to go on reading.
    connect(m_comparisonDock, &ComparisonDock::flowSelected, this,
            [this](int flow, std::optional<Field> field) {
                QWidget* focus = QApplication::focusWidget();
                showFindingOf(flow, field);
                if (focus)
                    focus->setFocus();
            });
    connect(m_comparisonDock, &ComparisonDock::flowActivated, this, &MainWindow::showFindingOf);
    connect(m_mapDock, &MapDock::flowActivated, this,
            [this](int flow) { showFindingOf(flow, std::nullopt); });
    connect(m_mapDock, &MapDock::systemActivated, m_filterBar, &FilterBar::showSystem);
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    // A step done, undone or redone ends what the status bar said of the one before (a
    // paste's refusal must not stand after a good paste or an Undo); a notice the step
    // brings is shown after this.
    connect(m_undoStack, &QUndoStack::indexChanged, statusBar(), &QStatusBar::clearMessage);
    connect(m_files, &DocumentFiles::pathChanged, this, &MainWindow::updateTitle);
    connect(m_files, &DocumentFiles::loadingChanged, this, [this] {
        m_findingsDock->setLoadingName(m_files->loadingName());
        updateStatus();
    });
    connect(m_files, &DocumentFiles::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_vendorPanels->cardFiles(), &CardFileDocuments::modifiedChanged, this,
            &MainWindow::updateTitle);
    // The ledger's header names the file it comes from, its SHA-256, and unsaved edits.
    LedgerDock* ledger = m_docks->find<LedgerDock>();
    ledger->setInventorySource([files = m_files] {
        LedgerInventory inventory{files->path().isEmpty() ? tr("untitled")
                                                          : QFileInfo(files->path()).fileName(),
                                  files->diskHash().toHex(), files->isModified()};
        return inventory;
    });
    connect(m_files, &DocumentFiles::pathChanged, ledger, &LedgerDock::refresh);
    // The team's vendor cards are the ones the open inventory names (vendor_cards:).
    const auto readTeamCards = [this] {
        m_vendorPanels->store()->setInventory(m_document->inventory(), m_files->path());
        for (const IoError& problem : m_vendorPanels->store()->teamProblems())
            statusBar()->showMessage(problem.toString(), 20000);
    };
    connect(m_files, &DocumentFiles::pathChanged, this, readTeamCards);
    connect(m_files, &DocumentFiles::documentReplaced, this, readTeamCards);
    connect(m_files, &DocumentFiles::modifiedChanged, ledger, &LedgerDock::refresh);
    connect(ledger, &LedgerDock::findingActivated, this, &MainWindow::showFindingOf);
    connect(m_files->autosaver(), &Autosaver::writeFailed, this,
            [this](const QString& message) { statusBar()->showMessage(message, 15000); });
    connect(m_flowActions, &FlowActions::notice, this,
            [this](const QString& text) { statusBar()->showMessage(text, 20000); });
    connect(m_files->recentFiles(), &RecentFiles::changed, this, &MainWindow::updateRecentMenu);
    connect(m_findingsDock->model(), &FindingsModel::countsChanged, this,
            &MainWindow::updateStatus);
    connect(m_document, &InventoryDocument::waiversChanged, this, &MainWindow::updateStatus);
    // The filter shows fewer flows: the count says how many.
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_proxy, signal, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateStatus);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateStatus);
    connect(m_document, &InventoryDocument::wasReset, this, [this] {
        // Said once, when the file opens: accepted risks that ended or are about to.
        if (const QString notice = m_waiversDock->expiryNotice(); !notice.isEmpty())
            statusBar()->showMessage(tr("Waivers: %1. See the Waivers tab.").arg(notice), 30000);
        m_filterBar->clear();
        fitColumns();
        if (m_proxy->rowCount() > 0)
            m_table->setCurrentIndex(m_proxy->index(0, m_model->columnOf(Field::FlowId)));
    });
}

void MainWindow::showFindingOf(int flowIndex, std::optional<Field> field) {
    showFinding(flowIndex, field ? std::optional<int>(m_model->columnOf(*field)) : std::nullopt);
}

// Children are deleted after this body: the undo stack's clear() would then signal a
// window that no longer exists, directly or through the files' modifiedChanged or its status
// bar.
MainWindow::~MainWindow() {
    m_undoStack->disconnect(this);
    m_undoStack->disconnect(statusBar());
    m_files->disconnect(this);
    m_vendorPanels->cardFiles()->disconnect(this);
    m_documentUndo->stopFollowingFocus();
    // The focus moves while the docks are deleted (a floating one closes as it goes): no dock
    // is raised and no action reads the table in a window half gone.
    QObject::disconnect(qApp, &QApplication::focusChanged, m_panes, nullptr);
    QObject::disconnect(qApp, &QApplication::focusChanged, m_riskActions, nullptr);
}

void MainWindow::createMenus() {
    createFileMenu();
    createEditMenu();
    createViewMenu();
    createHelpMenu();
    // Qt's button for the menus a narrow window cannot show has no name of its own.
    if (auto* more = menuBar()->findChild<QToolButton*>(QStringLiteral("qt_menubar_ext_button")))
        more->setAccessibleName(tr("More menus"));
}

void MainWindow::createFileMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&File"));
    menu->addAction(tr("&New"), QKeySequence::New, m_files, &DocumentFiles::newDocument);
    menu->addAction(tr("&Open…"), QKeySequence::Open, m_files, &DocumentFiles::open);
    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    menu->addAction(tr("Open the &Example"), m_files, [this] {
        if (m_files->maybeSave())
            m_files->openExample();
    });
    menu->addSeparator();
    // What went well is said too: it replaces an earlier refusal in the status bar.
    QAction* save = menu->addAction(tr("&Save"), QKeySequence::Save, this, [this] {
        if (m_files->save())
            sayDone(tr("Saved %1").arg(m_files->displayName()));
    });
    save->setObjectName(QStringLiteral("actionSave"));
    QAction* saveAs = menu->addAction(tr("Save &As…"), this, [this] {
        if (m_files->saveAs())
            sayDone(tr("Saved %1").arg(m_files->displayName()));
    });
    saveAs->setObjectName(QStringLiteral("actionSaveAs"));
    // Desktops without a Save As binding of their own (Qt's generic X11 table has none) get
    // the one GNOME, KDE and the Mac use.
    const QList<QKeySequence> saveAsKeys = QKeySequence::keyBindings(QKeySequence::SaveAs);
    saveAs->setShortcuts(saveAsKeys.isEmpty()
                             ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)}
                             : saveAsKeys);
    // The inventory and every team card file with unsaved checks.
    menu->addAction(tr("Save A&ll"), this,
                    [this] {
                        if ((!m_files->isModified() || m_files->save()) &&
                            m_vendorPanels->cardFiles()->saveAll())
                            sayDone(tr("Saved all files"));
                    })
        ->setObjectName(QStringLiteral("actionSaveAll"));
    menu->addSeparator();
    menu->addAction(m_compare->compareWith);
    menu->addSeparator();
    menu->addAction(tr("&Import Flows from CSV…"), this, [this] {
        if (m_files->importCsv())
            sayDone(tr("Done: %1").arg(m_undoStack->undoText()));
    });
    menu->addAction(tr("Im&port from n8n, Make or a Spreadsheet…"), this,
                    [this] {
                        if (m_importer->importFromDialog())
                            sayDone(tr("Done: %1").arg(m_undoStack->undoText()));
                    })
        ->setObjectName(QStringLiteral("actionImport"));
    menu->addAction(tr("Export as E&xcel…"), m_files, &DocumentFiles::exportExcel)
        ->setObjectName(QStringLiteral("actionExportExcel"));
    menu->addAction(tr("&Export as CSV…"), m_files, &DocumentFiles::exportCsv);
    menu->addAction(m_report->action());
    menu->addSeparator();
    menu->addAction(m_files->keepBackupAction());
    menu->addSeparator();
    QAction* quit = menu->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);
}

void MainWindow::createEditMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&Edit"));
    menu->addAction(m_documentUndo->undoAction());
    menu->addAction(m_documentUndo->redoAction());
    new UndoShortcuts(this); // text fields with nothing to undo let the keys reach these
    menu->addSeparator();
    const FlowActions* a = m_flowActions;
    for (QAction* action : {a->cut, a->copy, a->paste, a->pasteAsNewFlows, a->clearCells})
        menu->addAction(action);
    menu->addSeparator();
    for (QAction* action : {a->addFlow, a->duplicateFlows, a->deleteFlows, a->moveUp, a->moveDown})
        menu->addAction(action);
    menu->addSeparator();
    menu->addAction(m_riskActions->acceptRisk);
    menu->addSeparator();
    menu->addAction(tr("&Find…"), QKeySequence::Find, m_filterBar, &FilterBar::focusText);
}

void MainWindow::createViewMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&View"));
    for (const WindowDocks::Made& made : m_docks->all())
        menu->addAction(made.viewAction);
    QAction* resetLayout = menu->addAction(tr("Reset Window Layout"), this,
                                           [this] { DefaultLayout::reset(this, *m_docks); });
    resetLayout->setObjectName(QStringLiteral("actionResetWindowLayout"));
    resetLayout->setStatusTip(tr("Every panel back where the first start puts it"));
    menu->addSeparator();
    menu->addAction(m_vendorPanels->showWindowsAction());
    m_present = menu->addAction(tr("&Presentation Mode"), this, [this] { startPresentation(); });
    m_present->setObjectName(QStringLiteral("presentationMode"));
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    m_present->setStatusTip(tr("The selected flow's vendor windows, its retry storm and the "
                               "systems map, full screen; Page Down goes on, Esc leaves"));
    menu->addAction(m_panes->nextPane);
    menu->addAction(m_panes->previousPane);
    menu->addSeparator();
    menu->addAction(tr("&Clear Filters"), m_filterBar, &FilterBar::clear);
    menu->addAction(tr("&File Order"), this,
                    [this] { m_table->sortByColumn(-1, Qt::AscendingOrder); });
    menu->addAction(tr("Fit &Columns"), this, &MainWindow::fitColumns);
    menu->addSeparator();
    for (QAction* action : {m_zoom->zoomIn, m_zoom->zoomOut, m_zoom->reset})
        menu->addAction(action);
    menu->addSeparator();

    QMenu* languages = menu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(languages);
    const auto addLanguage = [&](const QString& code, const QString& name) {
        QAction* action = languages->addAction(name);
        action->setCheckable(true);
        action->setChecked(Languages::chosen() == code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            Languages::setChosen(code);
            m_prompts->showInformation(
                this, tr("Language"),
                tr("FlowAudit will use the new language the next time it starts."));
        });
    };
    addLanguage(QString(), tr("System Language"));
    for (const QString& code : Languages::available())
        addLanguage(code, Languages::nativeName(code));
}

void MainWindow::createHelpMenu() {
    QMenu* menu = menuBar()->addMenu(tr("&Help"));
    menu->addAction(m_help->contents);
    menu->addAction(m_help->ruleReference);
    menu->addAction(m_help->whatsThis);
    menu->addSeparator();
    menu->addAction(m_help->about);
}

void MainWindow::updateRecentMenu() {
    m_recentMenu->clear();
    const QStringList paths = m_files->recentFiles()->paths();
    for (qsizetype i = 0; i < paths.size(); ++i) {
        const QString& path = paths[i];
        // Numbered for the keyboard; the full path is in the status tip.
        QAction* action = m_recentMenu->addAction(QStringLiteral("&%1 %2").arg(
            i + 1 < 10 ? QString::number(i + 1) : QString(), QFileInfo(path).fileName()));
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] { m_files->openPath(path); });
    }
    if (!paths.isEmpty())
        m_recentMenu->addSeparator();
    QAction* clear =
        m_recentMenu->addAction(tr("&Clear List"), m_files->recentFiles(), &RecentFiles::clear);
    clear->setEnabled(!paths.isEmpty());
}

// The inventory, marked when it is unsaved, and each team card file with unsaved checks.
void MainWindow::updateTitle() {
    QString names = m_files->displayName() + QStringLiteral("[*]");
    for (const CardFileDocument* card : m_vendorPanels->cardFiles()->modified())
        names += QStringLiteral(", %1*").arg(card->fileName());
    setWindowTitle(QStringLiteral("%1 — FlowAudit").arg(names));
    setWindowModified(m_files->isModified());
    setWindowFilePath(m_files->path());
}

void MainWindow::sayDone(const QString& text) {
    statusBar()->showMessage(text, 10000);
}

void MainWindow::updateStatus() {
    // The document behind a file being read is not that file's: no count is said of it.
    if (!m_files->loadingName().isEmpty()) {
        m_statusCounts->setText(tr("Opening %1…").arg(m_files->loadingName()));
        return;
    }
    const FindingsModel* findings = m_findingsDock->model();
    const int flows = m_document->flowCount();
    const int shown = m_proxy->rowCount();
    const QString count = shown == flows ? tr("%n flow(s)", nullptr, flows)
                                         : tr("%1 of %n flow(s) shown", nullptr, flows).arg(shown);
    // As the command line's summary counts them: the waivers' own findings (WV01…WV04) too.
    std::array<int, 3> waiverCounts{};
    for (int position = 1; position <= m_document->waiverCount(); ++position) {
        for (const Finding& finding : m_document->engine().waiverFindings(position))
            ++waiverCounts[std::size_t(finding.severity)];
    }
    m_statusCounts->setText(count + QStringLiteral(" · ") + findings->countsText(waiverCounts));
}

// A finding the filter hides is still shown: the filter steps aside rather than the jump
// silently doing nothing.
void MainWindow::showFinding(int flowIndex, std::optional<int> column) {
    const int sourceColumn = column.value_or(InventoryModel::StatusColumn);
    QModelIndex index = m_proxy->mapFromSource(m_model->index(flowIndex, sourceColumn));
    if (!index.isValid()) {
        m_filterBar->clear();
        index = m_proxy->mapFromSource(m_model->index(flowIndex, sourceColumn));
    }
    m_table->showCell(index);
}

PresentationWindow* MainWindow::startPresentation() {
    const QModelIndex current = m_table->currentIndex();
    const int flow = current.isValid() ? m_proxy->mapToSource(current).row() : -1;
    auto* show = new PresentationWindow(this);
    show->setAttribute(Qt::WA_DeleteOnClose);
    const QString name = m_files->displayName();
    // The slides' base type at the window's zoom, as `flowaudit-cli chart` draws them at 100 %.
    const QFont base = PresentationWindow::slideFontFor(this);
    show->setSlides(PresentationDeck::slidesFor(*m_document, flow, *m_vendorPanels->store(),
                                                m_mapDock, name, base));
    if (!m_mapDock->isCurrent()) {
        // The map comes when its worker has laid it out; the window answers meanwhile.
        connect(
            m_mapDock, &MapDock::mapShown, show,
            [this, show, name, base] {
                if (!m_mapDock->scene()->graphShared())
                    return; // Graphviz failed: the dock says why
                WorkshopSlide slide = WorkshopSlide::mapOf(
                    m_mapDock->scene()->graphShared(), m_mapDock->scene()->layoutShared(), name);
                slide.font = base;
                show->addSlide(std::move(slide));
            },
            Qt::SingleShotConnection);
        m_mapDock->layOutNow();
    }
    show->start();
    return show;
}

void MainWindow::fitColumns() {
    QHeaderView* header = m_table->horizontalHeader();
    const int sample = std::min(m_proxy->rowCount(), 200); // the first rows: fast at any size
    header->setResizeContentsPrecision(sample);
    m_table->resizeColumnsToContents();
    const int widest = fontMetrics().averageCharWidth() * 36;
    for (int column = 0; column < header->count(); ++column)
        header->resizeSection(column, std::min(header->sectionSize(column) + 8, widest));
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    saveLayout();
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    // After the drop is over: the file is read behind a progress dialog, and the drag's
    // source should not wait for that.
    const QString path = urls.first().toLocalFile();
    QTimer::singleShot(0, m_files, [files = m_files, path] { files->openPath(path); });
}

// Shown, the docks have their sizes: a group whose tabs do not fit (six maths panels, a
// layout saved by an older version, a wider font) widens its column, as after a zoom.
void MainWindow::showEvent(QShowEvent* event) {
    QMainWindow::showEvent(event);
    QTimer::singleShot(0, this, [this] { DefaultLayout::fitTabbedDocks(this); });
}

void MainWindow::restoreLayout() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        DefaultLayout::fitWindowToScreen(this);
    // The first start's layout, unless the user's own is restored over it.
    DefaultLayout::arrangeDocks(this, *m_docks);
    const bool restored =
        restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    // What such a dock shows is not kept from one start to the next: it waits to be asked for.
    for (const WindowDocks::Made& made : m_docks->all()) {
        if (made.description.start == DockStart::HiddenAtEveryStart)
            made.dock->hide();
    }
    if (!restored)
        DefaultLayout::raiseInFront(*m_docks);
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

} // namespace FlowAudit
