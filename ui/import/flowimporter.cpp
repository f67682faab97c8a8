#include "ui/import/flowimporter.h"

#include "core/document/inventorydocument.h"
#include "core/import/ipaasimport.h"
#include "core/import/reimport.h"
#include "core/import/spreadsheetimport.h"
#include "core/io/inventoryfile.h"
#include "core/io/workbookreader.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
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
    const QString path =
        m_prompts->askOpenPath(m_window, tr("Import flows"), QString(),
                               tr("Exports and spreadsheets (*.json *.csv *.xlsx);;n8n workflow or "
                                  "Make blueprint (*.json);;"
                                  "CSV table (*.csv);;Excel workbook (*.xlsx);;All files (*)"));
    if (path.isEmpty())
        return false;
    return importFiles({path});
}

std::optional<IoError> FlowImporter::read(const QString& path, QList<ImportedFlow>* flows,
                                          bool* cancelled) {
    if (QFileInfo(path).isDir()) {
        IpaasImportResult result = IpaasImport::readPath(path);
        flows->append(std::move(result.flows));
        return result.error;
    }
    QByteArray bytes;
    if (const auto error = InventoryFile::readBytes(path, &bytes))
        return error;
    if (IpaasImport::isExport(bytes)) {
        IpaasImportResult result = IpaasImport::parse(bytes, path);
        flows->append(std::move(result.flows));
        return result.error;
    }
    if (WorkbookReader::looksLikeWorkbook(bytes)) {
        // A workbook's sheet takes the spreadsheet's path.
        IoError error;
        const std::optional<SheetRows> sheet = WorkbookReader::readRows(bytes, path, &error);
        if (!sheet)
            return error;
        bytes = WorkbookReader::toCsv(*sheet);
    }
    IoError error;
    const std::optional<QStringList> header = SpreadsheetImport::csvHeader(bytes, path, &error);
    if (!header)
        return error;
    ColumnMapping mapping = ColumnMappingDialog::rememberedOrGuessed(*header);
    if (!mapping.isIdentity()) {
        // The first rows for the preview: every column kept under its own title.
        QList<QStringList> sample;
        {
            ColumnMapping keepAll = ColumnMapping::guess(*header);
            for (qsizetype c = 0; c < header->size(); ++c)
                keepAll.setTarget(c, ColumnTarget::extra());
            const SpreadsheetImportResult raw = SpreadsheetImport::readCsv(bytes, path, keepAll);
            for (const ImportedFlow& flow : raw.flows) {
                QStringList row;
                for (const QString& title : *header) {
                    QString value;
                    for (const YamlMapEntry& entry : flow.flow.extraFields()) {
                        if (entry.key == title.trimmed())
                            value = entry.value.text();
                    }
                    row.append(value);
                }
                sample.append(row);
                if (sample.size() >= 5)
                    break;
            }
        }
        ColumnMappingDialog dialog(mapping, sample, m_window);
        if (!runMapping(dialog)) {
            *cancelled = true;
            return std::nullopt;
        }
        mapping = dialog.mapping();
        ColumnMappingDialog::remember(mapping);
    }
    SpreadsheetImportResult result = SpreadsheetImport::readCsv(bytes, path, mapping);
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
