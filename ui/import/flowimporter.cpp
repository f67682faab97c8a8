#include "ui/import/flowimporter.h"

#include "core/document/inventorydocument.h"
#include "core/import/importsource.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/files/fileformats.h"
#include "core/io/files/inventoryfile.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/files/filetask.h"
#include "ui/import/columnmappingdialog.h"
#include "ui/import/importpreviewdialog.h"

#include <QFileInfo>

namespace FlowAudit {

FlowImporter::FlowImporter(QWidget* window, UserPrompts* prompts, InventoryEditor* editor,
                           QObject* parent)
    : QObject(parent)
    , runMapping([](ColumnMappingDialog& dialog) { return dialog.exec() == QDialog::Accepted; })
    , runPreview([](ImportPreviewDialog& dialog) { return dialog.exec() == QDialog::Accepted; })
    , m_window(window)
    , m_prompts(prompts)
    , m_editor(editor) {}

bool FlowImporter::importFromDialog() {
    const QStringList paths =
        m_prompts->askOpenPaths(m_window, tr("Import flows"), QString(),
                                FileFormats::dialogFilter(FileFormats::Purpose::ImportFlows));
    if (paths.isEmpty())
        return false;
    return importFiles(paths);
}

std::optional<IoError> FlowImporter::read(const QString& path, QList<ImportedFlow>* flows,
                                          bool* cancelled) {
    if (QFileInfo(path).isDir()) {
        IpaasImportResult result = IpaasImport::readPath(path);
        flows->append(std::move(result.flows));
        return result.error;
    }
    // Read and told apart by content off the GUI thread: a large workbook takes seconds.
    const QString name = QFileInfo(path).fileName();
    FileTask task(m_window, tr("Importing %1").arg(name), true);
    task.setTotalBytes(QFileInfo(path).size());
    ImportSource source;
    const bool finished = task.run(
        [name](const FileTask::Done& done) {
            return done.flows > 0
                       ? tr("Reading %1: %n row(s) so far", nullptr, done.flows).arg(name)
                       : tr("Reading %1…").arg(name);
        },
        [&] { source = ImportSource::read(path, {}, task.progress()); });
    if (!finished) {
        *cancelled = true;
        return std::nullopt;
    }
    if (source.error)
        return source.error;
    if (!source.sheet) {
        flows->append(std::move(source.flows));
        return std::nullopt;
    }
    std::optional<SpreadsheetLayout>& layout = source.sheet;
    ColumnMapping mapping = ColumnMappingDialog::rememberedOrGuessed(layout->header());
    if (!mapping.isIdentity()) {
        ColumnMappingDialog dialog(*layout, mapping, m_window);
        if (!runMapping(dialog)) {
            *cancelled = true;
            return std::nullopt;
        }
        mapping = dialog.mapping();
        layout = dialog.layout();
        ColumnMappingDialog::remember(mapping);
    }
    SpreadsheetImportResult result = SpreadsheetImport::read(*layout, mapping);
    flows->append(std::move(result.flows));
    return result.error;
}

bool FlowImporter::importFiles(const QStringList& paths) {
    QList<ImportedFlow> flows;
    for (const QString& path : paths) {
        bool cancelled = false;
        if (const auto error = read(path, &flows, &cancelled)) {
            m_prompts->showError(m_window, tr("Cannot import %1").arg(QFileInfo(path).fileName()),
                                 error->toString());
            return false;
        }
        if (cancelled)
            return false;
    }
    if (const auto error = IpaasImport::makeIdsUnique(&flows)) {
        m_prompts->showError(m_window, tr("Cannot import"), error->toString());
        return false;
    }
    if (flows.isEmpty()) {
        m_prompts->showInformation(m_window, tr("Nothing to import"),
                                   tr("The files hold no flows."));
        return false;
    }
    const InventoryDocument* document = m_editor->document();
    const QList<FlowUpdate> plan = Reimport::plan(document->inventory(), flows);
    ImportPreviewDialog preview(plan, m_window);
    if (!runPreview(preview))
        return false;
    QList<std::pair<int, Flow>> replaced;
    QList<Flow> added;
    for (const FlowUpdate& update : plan) {
        if (update.isAdded())
            added.append(update.after);
        else
            replaced.append({update.row, update.after});
    }
    const QString name =
        paths.size() == 1 ? QFileInfo(paths.first()).fileName() : tr("%1 files").arg(paths.size());
    return m_editor->replaceAndAppend(replaced, added, tr("Import from %1").arg(name));
}

} // namespace FlowAudit
