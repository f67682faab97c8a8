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
struct Inventory;
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

private:
    // The version's inventory and its name, or nothing (the error is said).
    std::optional<Inventory> read(const CompareSource& source, QString* name);

    QWidget* m_window;
    InventoryDocument* m_document;
    DocumentFiles* m_files;
    UserPrompts* m_prompts;
    ComparisonDock* m_dock;
};

} // namespace FlowAudit
