#pragma once

#include "ui/dialogs/comparesource.h"

#include <QCoreApplication>
#include <QObject>

#include <optional>

class QAction;
class QWidget;

namespace FlowAudit {

class ComparisonDock;
class DocumentFiles;
class InventoryDocument;
class Inventory;
struct IoError;
class UserPrompts;

// File → Compare With…: asks which version (another file, or a committed version when the
// inventory's file is in a git work tree), reads it, and shows the comparison in the dock.
class CompareActions : public QObject {
    Q_OBJECT
public:
    CompareActions(QWidget* window, InventoryDocument* document, DocumentFiles* files,
                   UserPrompts* prompts, ComparisonDock* dock);

    QAction* compareWith;

    // What the dialog can offer for the open inventory (its git log, whether it is in git).
    CompareOffer offer() const;
    // Asks and compares; false when cancelled or the version could not be read (said).
    bool compare();
    bool compareWithSource(const CompareSource& source);
    // The document became another one (replaced: New, Open, Recover, Reload) or its file
    // did (Save As elsewhere). The same file is compared again with the same version; a
    // committed version as the same revision of the new file; another file stays the
    // version before when only the path changed. Otherwise the comparison is cleared,
    // saying why.
    void followDocument(bool replaced);

private:
    // The version's inventory and its name, or nothing (the error is said).
    std::optional<Inventory> read(const CompareSource& source, QString* name);
    // A committed version of the open file and its name (`HEAD:flows.yaml`), or nothing
    // with *error, said to nobody.
    std::optional<Inventory> readRevision(const QString& revision, QString* name,
                                          IoError* error) const;

    QWidget* m_window;
    InventoryDocument* m_document;
    DocumentFiles* m_files;
    UserPrompts* m_prompts;
    ComparisonDock* m_dock;
    std::optional<CompareSource> m_source; // of the comparison the dock shows
    QString m_comparedPath;                // the document's file when it was compared
    bool m_replacedPending = false;        // replaced; followed once its path is set too
};

} // namespace FlowAudit
