#pragma once

#include "core/import/importedflow.h"
#include "core/io/ioerror.h"

#include <QObject>

#include <functional>
#include <optional>

class QWidget;

namespace FlowAudit {

class ColumnMappingDialog;
class ImportPreviewDialog;
class InventoryEditor;
class UserPrompts;

// File → Import…: n8n workflows, Make blueprints, CSV tables and Excel workbooks into the
// open inventory. A spreadsheet whose titles are not FlowAudit's goes through the mapping
// step; then the changes are shown first, and the import is one undo step that never
// overwrites what a person wrote.
class FlowImporter : public QObject {
    Q_OBJECT
public:
    FlowImporter(QWidget* window, UserPrompts* prompts, InventoryEditor* editor,
                 QObject* parent = nullptr);

    // Asks for files, then imports them; false when nothing changed.
    bool importFromDialog();
    bool importFiles(const QStringList& paths);

    // How the two dialogs are answered: exec() by default, a script in tests.
    std::function<bool(ColumnMappingDialog&)> runMapping;
    std::function<bool(ImportPreviewDialog&)> runPreview;

private:
    // The flows of one file (a folder too), or an error; nullopt error and no flows: cancelled.
    std::optional<IoError> read(const QString& path, QList<ImportedFlow>* flows, bool* cancelled);

    QWidget* m_window;
    UserPrompts* m_prompts;
    InventoryEditor* m_editor;
};

} // namespace FlowAudit
