#include "ui/files/documentfiles.h"

#include "core/document/inventorydocument.h"
#include "core/io/inventoryfile.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/recentfiles.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QUndoStack>
#include <QWidget>

namespace FlowAudit {

namespace {
const QString FolderKey = QStringLiteral("files/lastFolder");
const QString ExampleResource = QStringLiteral(":/examples/acme-inventory.yaml");
} // namespace

DocumentFiles::DocumentFiles(InventoryDocument* document, InventoryEditor* editor, UserPrompts* prompts,
                             QWidget* window)
    : QObject(window)
    , m_document(document)
    , m_editor(editor)
    , m_stack(editor->undoStack())
    , m_prompts(prompts)
    , m_window(window)
    , m_recent(new RecentFiles(this))
    , m_untitledName(tr("Untitled"))
    , m_suggestedFileName(tr("inventory.yaml"))
{
}

QString DocumentFiles::displayName() const
{
    return m_path.isEmpty() ? m_untitledName : QFileInfo(m_path).fileName();
}

bool DocumentFiles::isModified() const
{
    return !m_stack->isClean();
}

void DocumentFiles::setPath(const QString& path, const QString& untitledName, const QString& suggestedFileName)
{
    m_path = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    m_untitledName = untitledName.isEmpty() ? tr("Untitled") : untitledName;
    m_suggestedFileName = suggestedFileName.isEmpty() ? tr("inventory.yaml") : suggestedFileName;
    emit pathChanged();
}

QString DocumentFiles::lastFolder() const
{
    const QString folder = QSettings().value(FolderKey).toString();
    return folder.isEmpty() || !QDir(folder).exists() ? QDir::homePath() : folder;
}

void DocumentFiles::rememberFolder(const QString& path)
{
    QSettings().setValue(FolderKey, QFileInfo(path).absolutePath());
}

bool DocumentFiles::maybeSave()
{
    if (!isModified())
        return true;
    switch (m_prompts->askUnsaved(m_window, displayName())) {
    case UserPrompts::UnsavedChoice::Save: return save();
    case UserPrompts::UnsavedChoice::Discard: return true;
    case UserPrompts::UnsavedChoice::Cancel: return false;
    }
    return false;
}

// A new document starts with no undo history: the old one's steps would edit flows that
// are gone.
void DocumentFiles::adopt(Inventory inventory)
{
    m_document->reset(std::move(inventory));
    m_stack->clear();
}

bool DocumentFiles::newDocument()
{
    if (!maybeSave())
        return false;
    adopt(Inventory());
    setPath({});
    return true;
}

bool DocumentFiles::open()
{
    if (!maybeSave())
        return false;
    const QString path = m_prompts->askOpenPath(m_window, tr("Open inventory"), lastFolder(),
                                                tr("Inventories (*.yaml *.yml *.csv);;All files (*)"));
    return !path.isEmpty() && load(path);
}

bool DocumentFiles::openPath(const QString& path)
{
    return maybeSave() && load(path);
}

bool DocumentFiles::load(const QString& path)
{
    // A large inventory takes seconds to read: the cursor says so while it does.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    InventoryReadResult result = InventoryFile::load(path);
    QApplication::restoreOverrideCursor();
    if (!result.inventory) {
        m_prompts->showError(m_window, tr("Cannot open %1").arg(QFileInfo(path).fileName()),
                             result.error.toString());
        if (!QFileInfo::exists(path))
            m_recent->remove(path);
        return false;
    }
    adopt(std::move(*result.inventory));
    setPath(path);
    m_recent->add(path);
    rememberFolder(path);
    return true;
}

// The example is opened as an untitled copy: saving asks where, so the bundled file is
// never written.
bool DocumentFiles::openExample()
{
    QFile file(ExampleResource);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    InventoryReadResult result = InventoryFile::parse(file.readAll(), InventoryFile::Format::Yaml,
                                                      QStringLiteral("acme-inventory.yaml"));
    if (!result.inventory) {
        m_prompts->showError(m_window, tr("Cannot open the example"), result.error.toString());
        return false;
    }
    adopt(std::move(*result.inventory));
    setPath({}, tr("acme-inventory.yaml (example)"), QStringLiteral("acme-inventory.yaml"));
    return true;
}

bool DocumentFiles::save()
{
    return m_path.isEmpty() ? saveAs() : saveTo(m_path);
}

bool DocumentFiles::saveAs()
{
    const QString suggested = m_path.isEmpty() ? QDir(lastFolder()).filePath(m_suggestedFileName) : m_path;
    QString path = m_prompts->askSavePath(m_window, tr("Save inventory as"), suggested,
                                          tr("YAML inventory (*.yaml *.yml);;CSV inventory (*.csv)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    if (!saveTo(path))
        return false;
    setPath(path);
    m_recent->add(path);
    rememberFolder(path);
    return true;
}

bool DocumentFiles::saveTo(const QString& path)
{
    // A CSV holds flows only: saving the document as one would drop what it cannot hold and
    // then call the document saved. Export writes such a copy on purpose.
    const Inventory& inventory = m_document->inventory();
    const bool keepsTopLevelData = !inventory.title.isEmpty() || !inventory.owner.isEmpty() || !inventory.extraKeys.empty();
    if (InventoryFile::formatOf(path) == InventoryFile::Format::Csv && keepsTopLevelData) {
        m_prompts->showError(m_window, tr("Cannot save %1").arg(QFileInfo(path).fileName()),
                             tr("A CSV file holds flows only; this inventory also has a title, an owner or other "
                                "top-level keys that would be lost. Save it as YAML, or use File → Export as CSV "
                                "for a copy.\n\nThe file on disk was not changed."));
        return false;
    }
    if (const auto error = InventoryFile::save(m_document->inventory(), path)) {
        m_prompts->showError(m_window, tr("Cannot save %1").arg(QFileInfo(path).fileName()),
                             tr("%1\n\nThe file on disk was not changed.").arg(error->toString()));
        return false;
    }
    m_stack->setClean();
    return true;
}

bool DocumentFiles::importCsv()
{
    const QString path = m_prompts->askOpenPath(m_window, tr("Import flows from CSV"), lastFolder(),
                                                tr("CSV inventory (*.csv);;All files (*)"));
    if (path.isEmpty())
        return false;
    InventoryReadResult result = InventoryFile::load(path, InventoryFile::Format::Csv);
    if (!result.inventory) {
        m_prompts->showError(m_window, tr("Cannot import %1").arg(QFileInfo(path).fileName()),
                             result.error.toString());
        return false;
    }
    rememberFolder(path);
    const int count = int(result.inventory->flows.size());
    if (count == 0) {
        m_prompts->showInformation(m_window, tr("Nothing to import"), tr("%1 holds no flows.").arg(path));
        return false;
    }
    QList<Flow> flows = std::move(result.inventory->flows);
    for (Flow& flow : flows)
        flow.forgetLines(); // lines of the CSV, not of this inventory
    return m_editor->insertFlows(m_document->flowCount(), flows,
                                 tr("Import %n flow(s) from %1", nullptr, count).arg(QFileInfo(path).fileName()));
}

bool DocumentFiles::exportCsv()
{
    const QString base = m_path.isEmpty() ? QDir(lastFolder()).filePath(tr("inventory.csv"))
                                          : QFileInfo(m_path).dir().filePath(QFileInfo(m_path).completeBaseName() + QStringLiteral(".csv"));
    QString path = m_prompts->askSavePath(m_window, tr("Export as CSV"), base, tr("CSV inventory (*.csv)"));
    if (path.isEmpty())
        return false;
    if (InventoryFile::formatOf(path) != InventoryFile::Format::Csv)
        path += QStringLiteral(".csv");
    rememberFolder(path);
    if (const auto error = InventoryFile::save(m_document->inventory(), path)) {
        m_prompts->showError(m_window, tr("Cannot export %1").arg(QFileInfo(path).fileName()),
                             tr("%1\n\nThe file on disk was not changed.").arg(error->toString()));
        return false;
    }
    return true;
}

} // namespace FlowAudit
