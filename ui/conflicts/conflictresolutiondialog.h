#pragma once

#include "core/model/inventory.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace FlowAudit {

class ConflictResolution;

// The resolution view of a file with merge conflict markers: every conflict (what it is
// about, decided or still open), and for the one selected the base (when the markers hold
// it), ours and theirs, with Take Ours, Take Theirs and an edited value. Each decision is
// one step of the dialog's undo stack (Ctrl+Z, Ctrl+Shift+Z, the buttons). "Open Inventory"
// is enabled once no conflict is left; the dialog then holds the resolved inventory. The
// file on disk is never written here.
class ConflictResolutionDialog : public QDialog {
    Q_OBJECT
public:
    // Takes `resolution` as its child.
    explicit ConflictResolutionDialog(ConflictResolution* resolution, QWidget* parent = nullptr);

    ConflictResolution* resolution() const { return m_resolution; }
    QTableWidget* conflictTable() const { return m_table; }
    QPlainTextEdit* editedValue() const { return m_edited; }
    QPushButton* takeOursButton() const { return m_takeOurs; }
    QPushButton* takeTheirsButton() const { return m_takeTheirs; }
    QPushButton* useEditedButton() const { return m_useEdited; }
    QPushButton* openButton() const { return m_open; }
    int current() const;
    void setCurrent(int index);
    // After Open Inventory: the inventory every decision made.
    std::optional<Inventory> takeInventory() { return std::exchange(m_inventory, std::nullopt); }

    void accept() override;

private:
    QWidget* createSides();
    QWidget* createEditor();
    void fillRow(int index);
    void showConflict(int index);
    void decided(void (ConflictResolution::*take)(int));
    void useEdited();
    void updateProgress();

    ConflictResolution* m_resolution;
    QTableWidget* m_table;
    QLabel* m_about;
    QPlainTextEdit* m_base;
    QPlainTextEdit* m_ours;
    QPlainTextEdit* m_theirs;
    QLabel* m_baseTitle;
    QPushButton* m_takeOurs;
    QPushButton* m_takeTheirs;
    QPlainTextEdit* m_edited;
    QPushButton* m_useEdited;
    QLabel* m_editError;
    QLabel* m_progress;
    QPushButton* m_open;
    std::optional<Inventory> m_inventory;
};

} // namespace FlowAudit
