#pragma once

#include "core/ledger/ledgerfiles.h"
#include "core/model/field.h"
#include "ui/flowpanel/rulemathsdock.h"

#include <functional>
#include <optional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace FlowAudit {

class UserPrompts;
class VendorCardStore;

// The action ledger of the selected flow (docs/spec/ledger.md): the dialect and the purge's
// schedule chosen here, both SQL files in read-only tabs, Copy and Save…; where the flow cannot
// have a ledger yet, the refusal in words, each rule a link to its finding. It follows edits as the
// other panels do.
class LedgerDock : public RuleMathsDock {
    Q_OBJECT
public:
    LedgerDock(SelectedFlow* selected, VendorCardStore* store, UserPrompts* prompts,
               QWidget* parent = nullptr);

    // Where the header's inventory name, SHA-256 and unsaved state come from.
    void setInventorySource(std::function<LedgerInventory()> source);
    void refresh();

    QComboBox* dialect() const { return m_dialect; }
    QComboBox* schedule() const { return m_schedule; }
    QLabel* summary() const { return m_summary; }
    QTabWidget* files() const { return m_files; }
    QPlainTextEdit* schemaView() const { return m_schemaText; }
    QPlainTextEdit* queriesView() const { return m_queriesText; }
    QPushButton* copyButton() const { return m_copy; }
    QPushButton* saveButton() const { return m_save; }

signals:
    // A refusal's rule link: show the finding's cell.
    void findingActivated(int flowIndex, std::optional<Field> field);

private:
    void fillSchedules();
    void copyShown();
    void saveShown();

    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    std::function<LedgerInventory()> m_inventory;
    QComboBox* m_dialect;
    QComboBox* m_schedule;
    QLabel* m_summary;
    QTabWidget* m_files;
    QPlainTextEdit* m_schemaText;
    QPlainTextEdit* m_queriesText;
    QPushButton* m_copy;
    QPushButton* m_save;
    // The files as generated: what Copy and Save… hand over, byte for byte the command
    // line's (a view's text turns a no-break space into a space).
    QByteArray m_schemaBytes;
    QByteArray m_queriesBytes;
};

} // namespace FlowAudit
