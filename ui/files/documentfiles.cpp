#include "ui/files/documentfiles.h"

#include "core/document/inventorydocument.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/fileformats.h"
#include "core/io/files/filewatch.h"
#include "core/io/files/inventoryfile.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/autosaver.h"
#include "ui/files/inventoryloader.h"
#include "ui/files/inventorysaver.h"
#include "ui/files/recentfiles.h"
#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/cardfiledocuments.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QScopeGuard>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>

namespace FlowAudit {

namespace {
const QString FolderKey = QStringLiteral("files/lastFolder");
const QString BackupKey = QStringLiteral("files/keepBackup");
const QString ExampleResource = QStringLiteral(":/examples/acme-inventory.yaml");
} // namespace

DocumentFiles::DocumentFiles(InventoryDocument* document, InventoryEditor* editor,
                             UserPrompts* prompts, QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_editor(editor)
    , m_stack(editor->undoStack())
    , m_prompts(prompts)
    , m_window(window)
    , m_recent(new RecentFiles(this))
    , m_untitledName(tr("Untitled"))
    , m_suggestedFileName(tr("inventory.yaml"))
    , m_keepBackup(new QAction(tr("Keep a &Backup When Saving"), this))
    , m_watch(new FileWatch(this))
    , m_autosaver(nullptr) {
    m_keepBackup->setObjectName(QStringLiteral("actionKeepBackup"));
    m_keepBackup->setCheckable(true);
    m_keepBackup->setChecked(QSettings().value(BackupKey, true).toBool());
    // Never beside the file: a FILE.bak there is an untracked file in the team's work tree.
    m_keepBackup->setStatusTip(tr("Saving keeps the version it replaces in %1")
                                   .arg(QDir::toNativeSeparators(AtomicFile::backupFolder())));
    connect(m_keepBackup, &QAction::toggled, this,
            [](bool on) { QSettings().setValue(BackupKey, on); });
    connect(m_stack, &QUndoStack::cleanChanged, this, &DocumentFiles::noteModified);
    connect(m_stack, &QUndoStack::indexChanged, this, [this] {
        noteModified();
        emit edited();
    });
    connect(m_watch, &FileWatch::changed, this, &DocumentFiles::checkDisk);
    m_autosaver = new Autosaver(document, this);
}

QString DocumentFiles::displayName() const {
    return m_path.isEmpty() ? m_untitledName : QFileInfo(m_path).fileName();
}

QString DocumentFiles::baseName() const {
    return QFileInfo(m_path.isEmpty() ? m_suggestedFileName : m_path).completeBaseName();
}

QString DocumentFiles::folder() const {
    return m_path.isEmpty() ? lastFolder() : QFileInfo(m_path).absolutePath();
}

bool DocumentFiles::isModified() const {
    return m_forcedModified || !m_stack->isClean();
}

void DocumentFiles::noteModified() {
    const bool modified = isModified();
    if (modified == m_wasModified)
        return;
    m_wasModified = modified;
    emit modifiedChanged();
}

void DocumentFiles::endBusy() {
    m_busy = false;
    if (m_diskCheckPending) {
        m_diskCheckPending = false;
        QTimer::singleShot(0, this, &DocumentFiles::checkDisk);
    }
}

void DocumentFiles::setForcedModified(bool modified) {
    if (m_forcedModified == modified)
        return;
    m_forcedModified = modified;
    noteModified();
}

void DocumentFiles::setPath(const QString& path, const QString& untitledName,
                            const QString& suggestedFileName) {
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_untitledName = untitledName.isEmpty() ? tr("Untitled") : untitledName;
    m_suggestedFileName = suggestedFileName.isEmpty() ? tr("inventory.yaml") : suggestedFileName;
    m_watch->clear();
    m_watch->watchFile(m_path);
    m_missingSaid = false;
    emit pathChanged();
}

QString DocumentFiles::lastFolder() const {
    const QString folder = QSettings().value(FolderKey).toString();
    return folder.isEmpty() || !QDir(folder).exists() ? QDir::homePath() : folder;
}

void DocumentFiles::rememberFolder(const QString& path) {
    QSettings().setValue(FolderKey, QFileInfo(path).absolutePath());
}

bool DocumentFiles::maybeSave() {
    const bool inventory = isModified();
    const QList<CardFileDocument*> cards =
        m_cardFiles ? m_cardFiles->modified() : QList<CardFileDocument*>();
    if (!inventory && cards.isEmpty())
        return true;
    QStringList names;
    if (inventory)
        names.append(displayName());
    for (const CardFileDocument* card : cards)
        names.append(card->fileName());
    switch (m_prompts->askUnsaved(m_window, QLocale().createSeparatedList(names))) {
    case UserPrompts::UnsavedChoice::Save:
        return (!inventory || save()) && (cards.isEmpty() || m_cardFiles->saveAll());
    case UserPrompts::UnsavedChoice::Discard:
        if (m_cardFiles)
            m_cardFiles->close(true);
        return true;
    case UserPrompts::UnsavedChoice::Cancel:
        return false;
    }
    return false;
}

// A new document starts with no undo history: the old one's steps would edit flows that
// are gone.
void DocumentFiles::adopt(Inventory inventory, QList<QList<Finding>> prechecked) {
    m_document->reset(std::move(inventory), std::move(prechecked));
    m_stack->clear();
    m_diskHash.clear();
    m_keptOverHash.clear();
    m_unkept = {};
    m_base.reset();
    setForcedModified(false);
    // Another document may name other cards: the card files without edits are closed (those
    // with edits stay, when the inventory was read again).
    if (m_cardFiles)
        m_cardFiles->close(false);
    emit documentReplaced();
}

bool DocumentFiles::newDocument() {
    if (!maybeSave())
        return false;
    adopt(Inventory());
    setPath({});
    return true;
}

bool DocumentFiles::open() {
    if (!maybeSave())
        return false;
    const QString path =
        m_prompts->askOpenPath(m_window, tr("Open inventory"), lastFolder(),
                               FileFormats::dialogFilter(FileFormats::Purpose::OpenInventory));
    return !path.isEmpty() && load(path);
}

bool DocumentFiles::openPath(const QString& path) {
    return maybeSave() && load(path);
}

bool DocumentFiles::load(const QString& path) {
    m_loadingName = QFileInfo(path).fileName();
    emit loadingChanged();
    const auto loadingEnds = qScopeGuard([this] {
        m_loadingName.clear();
        emit loadingChanged();
    });
    // Read on a worker behind a progress dialog; Cancel keeps what is open as it was.
    std::optional<LoadedFile> loaded = whileBusy(
        [&] { return InventoryLoader::read(m_window, path, InventoryFile::formatOf(path)); });
    if (!loaded)
        return false;
    if (loaded->conflicted)
        return openConflicted(path, std::move(*loaded->conflicted), loaded->hash);
    const InventoryReadResult& result = loaded->result;
    if (!result.inventory) {
        m_prompts->showError(m_window, tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                             result.error.toString());
        if (!QFileInfo::exists(path))
            m_recent->remove(path);
        return false;
    }
    std::optional<InventorySaver::Base> base;
    if (!loaded->bytes.isEmpty()) // a YAML file: the next save patches these bytes
        base = InventorySaver::Base{std::move(loaded->bytes), *loaded->result.inventory};
    adopt(std::move(*loaded->result.inventory), std::move(loaded->prechecked));
    m_base = std::move(base);
    m_diskHash = loaded->hash;
    m_unkept = result.unkept;
    setPath(path);
    m_recent->add(path);
    rememberFolder(path);
    return true;
}

// The example is opened as an untitled copy: saving asks where, so the bundled file is
// never written. Its bytes are the save's base, as a file's are: the copy keeps its
// comments and layout.
bool DocumentFiles::openExample() {
    QFile file(ExampleResource);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QByteArray bytes = file.readAll();
    InventoryReadResult result = InventoryFile::parse(bytes, InventoryFile::Format::Yaml,
                                                      QStringLiteral("acme-inventory.yaml"));
    if (!result.inventory) {
        m_prompts->showError(m_window, tr("Cannot open the example"), result.error.toString());
        return false;
    }
    InventorySaver::Base base{std::move(bytes), *result.inventory};
    adopt(std::move(*result.inventory));
    m_base = std::move(base);
    setPath({}, tr("acme-inventory.yaml (example)"), QStringLiteral("acme-inventory.yaml"));
    return true;
}

bool DocumentFiles::save() {
    return m_path.isEmpty() ? saveAs() : saveTo(m_path);
}

bool DocumentFiles::saveAs() {
    const QString suggested =
        m_path.isEmpty() ? QDir(lastFolder()).filePath(m_suggestedFileName) : m_path;
    QString path =
        m_prompts->askSavePath(m_window, tr("Save inventory as"), suggested,
                               FileFormats::dialogFilter(FileFormats::Purpose::SaveInventory));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + FileFormats::defaultSuffix(FileFormats::Purpose::SaveInventory);
    const bool samePath = QFileInfo(path).absoluteFilePath() == m_path;
    if (!saveTo(path))
        return false;
    if (!samePath)
        m_unkept = {}; // the new file was written by FlowAudit: it holds nothing to lose
    setPath(path);
    m_recent->add(path);
    rememberFolder(path);
    return true;
}

bool DocumentFiles::saveTo(const QString& path) {
    // A CSV holds flows only: saving the document as one would drop what it cannot hold and
    // then call the document saved. Export writes such a copy on purpose.
    const Inventory& inventory = m_document->inventory();
    const bool keepsTopLevelData =
        !inventory.title.isEmpty() || !inventory.owner.isEmpty() || !inventory.extraKeys.empty();
    if (InventoryFile::holdsFlowsOnly(InventoryFile::formatOf(path)) && keepsTopLevelData) {
        m_prompts->showError(
            m_window, tr("Cannot save %1").arg(QFileInfo(path).fileName()),
            tr("A CSV file holds flows only; this inventory also has a title, an owner or other "
               "top-level keys that would be lost. Save it as YAML, or use File → Export as CSV "
               "for a copy.\n\nThe file on disk was not changed."));
        return false;
    }
    bool overChanged = false;
    if (const std::optional<bool> decided = confirmDiskVersion(path, &overChanged))
        return *decided;
    // The file gets the document as it is now: a snapshot sharing its flows, written on a
    // worker. The stack's index says which state that was.
    const Inventory snapshot = inventory;
    const int snapshotIndex = m_stack->index();
    // Over another program's version, Save Anyway writes the canonical layout: the bytes
    // read are not that file's. Save As elsewhere patches the document's own bytes, as a
    // save does: the copy keeps their comments and layout.
    if (overChanged)
        m_base.reset();
    std::optional<bool> decidedInstead;
    const std::optional<InventorySaver::Written> written =
        writeSnapshot(snapshot, path, &decidedInstead);
    if (!written)
        return decidedInstead.value_or(false);
    m_base = InventoryFile::formatOf(path) == InventoryFile::Format::Yaml
                 ? std::optional(InventorySaver::Base{written->bytes, snapshot})
                 : std::nullopt;
    m_diskHash = written->hash;
    m_keptOverHash.clear();
    m_watch->acknowledge(path); // the save renamed a new file over the old one: no change
    if (snapshotIndex == m_stack->index()) {
        m_stack->setClean();
        setForcedModified(false); // and with the unsaved changes goes the recovery copy
    } else {
        // Edited while the snapshot was written: no state of the stack is the file's now.
        m_stack->resetClean();
    }
    noteModified(); // resetClean() says nothing when the stack was not clean
    return true;
}

std::optional<InventorySaver::Written>
DocumentFiles::writeSnapshot(const Inventory& snapshot, const QString& path,
                             std::optional<bool>* decidedInstead) {
    const AtomicFile::Options options{m_keepBackup->isChecked()};
    InventorySaver::Written written;
    if (m_base && InventoryFile::formatOf(path) == InventoryFile::Format::Yaml) {
        written = whileBusy(
            [&] { return InventorySaver::write(m_window, snapshot, path, options, &*m_base); });
        if (written.unpatched)
            qInfo("%s: saved in the canonical layout: %s", qPrintable(path),
                  qPrintable(*written.unpatched));
    }
    if (!m_base || written.unpatched) {
        if ((*decidedInstead = confirmDropping(path)))
            return std::nullopt;
        written =
            whileBusy([&] { return InventorySaver::write(m_window, snapshot, path, options); });
    }
    if (written.cancelled)
        return std::nullopt; // the user stopped it before the file was touched: nothing to say
    if (written.error) {
        m_prompts->showError(
            m_window, tr("Cannot save %1").arg(QFileInfo(path).fileName()),
            tr("%1\n\nThe file on disk was not changed.").arg(written.error->toString()));
        return std::nullopt;
    }
    return written;
}

bool DocumentFiles::importCsv() {
    const QString path =
        m_prompts->askOpenPath(m_window, tr("Import flows from CSV"), lastFolder(),
                               FileFormats::dialogFilter(FileFormats::Purpose::ImportCsv));
    if (path.isEmpty())
        return false;
    std::optional<LoadedFile> loaded = whileBusy(
        [&] { return InventoryLoader::read(m_window, path, InventoryFile::Format::Csv); });
    if (!loaded)
        return false;
    InventoryReadResult& result = loaded->result;
    if (!result.inventory) {
        m_prompts->showError(m_window, tr("Cannot import %1").arg(QFileInfo(path).fileName()),
                             result.error.toString());
        return false;
    }
    rememberFolder(path);
    const int count = int(result.inventory->flows.size());
    if (count == 0) {
        m_prompts->showInformation(m_window, tr("Nothing to import"),
                                   tr("%1 holds no flows.").arg(path));
        return false;
    }
    QList<Flow> flows = std::move(result.inventory->flows);
    for (Flow& flow : flows)
        flow.forgetLines(); // lines of the CSV, not of this inventory
    return m_editor->insertFlows(
        m_document->flowCount(), flows,
        tr("Import %n flow(s) from %1", nullptr, count).arg(QFileInfo(path).fileName()));
}

bool DocumentFiles::exportCsv() {
    return exportCopy(InventoryFile::Format::Csv, QStringLiteral(".csv"), tr("Export as CSV"),
                      FileFormats::dialogFilter(FileFormats::Purpose::ExportCsv));
}

bool DocumentFiles::exportExcel() {
    return exportCopy(InventoryFile::Format::Xlsx, QStringLiteral(".xlsx"), tr("Export as Excel"),
                      FileFormats::dialogFilter(FileFormats::Purpose::ExportWorkbook));
}

// A copy of the flows in another form; the document keeps its own file.
bool DocumentFiles::exportCopy(InventoryFile::Format format, const QString& suffix,
                               const QString& title, const QString& filter) {
    const QString base =
        m_path.isEmpty()
            ? QDir(lastFolder()).filePath(tr("inventory") + suffix)
            : QFileInfo(m_path).dir().filePath(QFileInfo(m_path).completeBaseName() + suffix);
    QString path = m_prompts->askSavePath(m_window, title, base, filter);
    if (path.isEmpty())
        return false;
    if (InventoryFile::formatOf(path) != format)
        path += suffix;
    rememberFolder(path);
    // Only an inventory is written over: a file there that is none (a payments CSV, a
    // workbook of something else) may be anything, and is left as it is.
    if (QFileInfo::exists(path)) {
        const InventoryReadResult existing = InventoryFile::load(path);
        if (!existing.inventory) {
            m_prompts->showError(
                m_window, tr("Cannot export %1").arg(QFileInfo(path).fileName()),
                tr("%1 is there already and is not an inventory (%2). FlowAudit writes over an "
                   "inventory only; choose another name.\n\nThe file on disk was not changed.")
                    .arg(QFileInfo(path).fileName(), existing.error.toString()));
            return false;
        }
    }
    const Inventory snapshot = m_document->inventory();
    const InventorySaver::Written written = whileBusy([&] {
        return InventorySaver::write(m_window, snapshot, path, {m_keepBackup->isChecked()});
    });
    if (written.cancelled)
        return false; // the user stopped it before the file was touched: nothing to say
    if (written.error) {
        m_prompts->showError(
            m_window, tr("Cannot export %1").arg(QFileInfo(path).fileName()),
            tr("%1\n\nThe file on disk was not changed.").arg(written.error->toString()));
        return false;
    }
    return true;
}

} // namespace FlowAudit
