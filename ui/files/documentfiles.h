#pragma once

#include "core/io/files/inventoryfile.h"
#include "core/io/unkeptsyntax.h"
#include "core/model/inventory.h"
#include "core/rules/finding.h"
#include "ui/files/inventorysaver.h"

#include <QObject>

#include <optional>

class QAction;
class QUndoStack;
class QWidget;

namespace FlowAudit {

class Autosaver;
class ConflictedInventory;
class ConflictResolutionDialog;
class CardFileDocuments;
class FileWatch;
class InventoryDocument;
class InventoryEditor;
class RecentFiles;
struct RecoveryCopy;
class UserPrompts;

// The document's file: New, Open, Save, Save As, Import and Export CSV, the bundled
// example, the prompt before unsaved work is dropped, and the last folder. A file is read
// whole, on a worker behind a progress dialog with Cancel (InventoryLoader), before the
// document changes, so a bad file or a cancel leaves the open inventory untouched; saves
// write a snapshot on a worker too (InventorySaver).
// It keeps the file safe too: saves are atomic with a .bak of the version replaced (a
// setting), a recovery copy is written while changes are unsaved (Autosaver), a change by
// another program is noticed (FileWatch) and never overwritten without asking, and what a
// save would drop from the file (comments, anchors, tags) is said before the first save.
class DocumentFiles : public QObject {
    Q_OBJECT
public:
    DocumentFiles(InventoryDocument* document, InventoryEditor* editor, UserPrompts* prompts,
                  QWidget* window);

    QString path() const { return m_path; } // empty: untitled
    QString displayName() const;
    // The file's name without its suffix (the name Save As offers while untitled), and the
    // folder it is in (the last folder used while untitled): for files made from it.
    QString baseName() const;
    QString folder() const;
    // Unsaved changes: undo steps since the save, or a document that differs from its file
    // in another way (recovered, or kept over another program's version). The inventory's
    // alone: a team's card file is a document of its own (CardFileDocuments).
    bool isModified() const;
    RecentFiles* recentFiles() const { return m_recent; }
    Autosaver* autosaver() const { return m_autosaver; }
    // The checkable File menu entry for the .bak setting (files/keepBackup, on by default).
    QAction* keepBackupAction() const { return m_keepBackup; }
    // SHA-256 of the file as the editor last read or wrote it; empty when untitled.
    const QByteArray& diskHash() const { return m_diskHash; }

    // Each returns true when it did what it was asked (false: cancelled or failed, said).
    bool newDocument();
    bool open();
    // A YAML file with merge conflict markers opens the resolution view over the window
    // instead (true: it is open there); the document is replaced only when every conflict
    // is decided, by the merged inventory, unsaved, on the file's path.
    bool openPath(const QString& path);
    bool openExample();
    bool save();
    bool saveAs();
    bool importCsv();
    bool exportCsv();
    bool exportExcel();
    // Before unsaved work is dropped: save it, drop it, or stop. True: go on. The team's card
    // files edited and not saved are asked about in the same question, and saved or dropped
    // with the inventory.
    bool maybeSave();
    // The team's card files open as documents, asked about with the inventory.
    void setCardFiles(CardFileDocuments* cardFiles) { m_cardFiles = cardFiles; }
    // Watches the document's file; for tests, its `settled` says a change was looked at.
    FileWatch* watch() const { return m_watch; }
    // Makes a recovery copy the open document: its file (if it had one) is the copy's, and
    // it is unsaved until the user saves it.
    // originalUnkept: what the copy's original file holds that a save would drop.
    void adoptRecovered(const RecoveryCopy& copy, Inventory inventory, UnkeptSyntax originalUnkept);
    // The resolution view of a conflicted file being opened; null when none is.
    ConflictResolutionDialog* resolutionDialog() const { return m_resolution; }
    // A file is being read or written (behind a progress dialog).
    bool isBusy() const { return m_busy; }
    // The file changed on disk: ask whether to reload it or keep this version. Called by
    // the watch; public for tests.
    void checkDisk();

    // The name of the file a load is reading, else empty: the window says it is opening
    // rather than showing the document behind as an empty one.
    const QString& loadingName() const { return m_loadingName; }

signals:
    void loadingChanged();
    void pathChanged();
    void modifiedChanged();
    void edited();           // an undo step was done, undone or redone
    void documentReplaced(); // New, Open, Reload, recovery: another document now

private:
    bool exportCopy(InventoryFile::Format format, const QString& suffix, const QString& title,
                    const QString& filter);
    bool load(const QString& path);
    // documentfilesmerge.cpp: a file with conflict markers.
    bool openConflicted(const QString& path, ConflictedInventory conflicted,
                        const QByteArray& hash);
    void adoptResolved(const QString& path, Inventory inventory, const QByteArray& hash,
                       InventorySaver::Base ours, UnkeptSyntax oursUnkept);
    // Runs a file task (reading or writing behind a progress dialog). The watch's notices
    // meanwhile wait for its end: a save renames the file before its hash is known here.
    template <typename Work> auto whileBusy(Work work) {
        m_busy = true;
        auto result = work();
        endBusy();
        return result;
    }
    void endBusy();
    void adopt(Inventory inventory, QList<QList<Finding>> prechecked = {});
    bool saveTo(const QString& path);
    // Writes the snapshot to path: patched over m_base where it can be, else in the canonical
    // layout once the user agrees to what that drops. Nothing: cancelled or failed (said),
    // or the user chose otherwise (decidedInstead: the save's result, Save as a Copy's).
    std::optional<InventorySaver::Written> writeSnapshot(const Inventory& snapshot,
                                                         const QString& path,
                                                         std::optional<bool>* decidedInstead);
    // documentfilesdisk.cpp: the file on disk. Before a save over the document's own file:
    // another program's version (overChanged: the user chose to write over it), then what
    // the canonical layout drops.
    std::optional<bool> confirmDiskVersion(const QString& path, bool* overChanged);
    std::optional<bool> confirmDropping(const QString& path);
    bool isOwnFile(const QString& path) const;         // the document's file, and it exists
    static QByteArray hashOfFile(const QString& path); // empty when it cannot be read
    void setForcedModified(bool modified);
    void noteModified(); // says modifiedChanged when isModified() changed
    QString lastFolder() const;
    void rememberFolder(const QString& path);
    void setPath(const QString& path, const QString& untitledName = {},
                 const QString& suggestedFileName = {});

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    QUndoStack* m_stack;
    UserPrompts* m_prompts;
    QWidget* m_window;
    RecentFiles* m_recent;
    QString m_path;
    QString m_untitledName;      // shown while there is no path
    QString m_suggestedFileName; // offered by Save As while there is no path
    QAction* m_keepBackup;
    FileWatch* m_watch;
    CardFileDocuments* m_cardFiles = nullptr;
    Autosaver* m_autosaver;
    QByteArray m_diskHash;
    QByteArray m_keptOverHash; // another program's version the user chose to keep theirs over
    UnkeptSyntax m_unkept;     // in the file at m_path, until the user agrees to drop it
    // The YAML file at m_path as last read or written, which a save patches.
    std::optional<InventorySaver::Base> m_base;
    ConflictResolutionDialog* m_resolution = nullptr;
    bool m_forcedModified = false;
    bool m_wasModified = false;
    bool m_checkingDisk = false;
    bool m_busy = false;
    QString m_loadingName;
    bool m_diskCheckPending = false;
    bool m_missingSaid = false;
};

} // namespace FlowAudit
