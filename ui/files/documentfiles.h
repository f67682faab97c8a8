#pragma once

#include "core/model/inventory.h"

#include <QObject>

class QUndoStack;
class QWidget;

namespace FlowAudit {

class InventoryDocument;
class InventoryEditor;
class RecentFiles;
class UserPrompts;

// The document's file: New, Open, Save, Save As, Import and Export CSV, the bundled
// example, the prompt before unsaved work is dropped, and the last folder. A file is read
// whole before the document changes, so a bad file leaves the open inventory untouched.
class DocumentFiles : public QObject {
    Q_OBJECT
public:
    DocumentFiles(InventoryDocument* document, InventoryEditor* editor, UserPrompts* prompts, QWidget* window);

    QString path() const { return m_path; } // empty: untitled
    QString displayName() const;
    bool isModified() const;
    RecentFiles* recentFiles() const { return m_recent; }

    // Each returns true when it did what it was asked (false: cancelled or failed, said).
    bool newDocument();
    bool open();
    bool openPath(const QString& path);
    bool openExample();
    bool save();
    bool saveAs();
    bool importCsv();
    bool exportCsv();
    // Before unsaved work is dropped: save it, drop it, or stop. True: go on.
    bool maybeSave();

signals:
    void pathChanged();

private:
    bool load(const QString& path);
    void adopt(Inventory inventory);
    bool saveTo(const QString& path);
    QString lastFolder() const;
    void rememberFolder(const QString& path);
    void setPath(const QString& path, const QString& untitledName = {}, const QString& suggestedFileName = {});

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    QUndoStack* m_stack;
    UserPrompts* m_prompts;
    QWidget* m_window;
    RecentFiles* m_recent;
    QString m_path;
    QString m_untitledName;      // shown while there is no path
    QString m_suggestedFileName; // offered by Save As while there is no path
};

} // namespace FlowAudit
