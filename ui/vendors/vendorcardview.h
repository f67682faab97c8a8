#pragma once

#include "core/io/ioerror.h"
#include "ui/flowpanel/paneltable.h"

#include "core/evidence/factverification.h"
#include "core/evidence/quoteproposals.h"
#include "network/pagegatherer.h"

#include <QWidget>

#include <functional>

class QLabel;
class QListWidget;
class QListWidgetItem;
class QProgressBar;
class QPushButton;
class QThread;
class QTableWidget;
class QTabWidget;
class QTableWidgetItem;

namespace FlowAudit {

class CardFileDocuments;
class EvidenceTable;
class Inventory;
class PageWorker;
class ProposalsPanel;
class UserPrompts;
class VendorCardStore;
struct VendorCard;

// One vendor card: its source, checked date and age with a stale mark, its windows and
// facts. Facts and window lengths are edited in place and "Mark Re-checked Today" dates
// it; both go to the user's overrides, and what the user changed is shown as such.
class VendorCardView : public QWidget {
    Q_OBJECT
public:
    VendorCardView(VendorCardStore* store, UserPrompts* prompts, QWidget* parent = nullptr);
    ~VendorCardView() override;

    void showCard(const QString& cardId); // empty: none
    QString cardId() const { return m_cardId; }
    QTableWidget* windowsTable() const { return m_windows; }
    QListWidget* factsList() const { return m_facts; }
    QLabel* staleMark() const { return m_stale; }
    QLabel* ageLabel() const { return m_age; }
    EvidenceTable* evidenceTable() const { return m_evidence; }
    QTabWidget* factTabs() const { return m_factTabs; }
    QPushButton* verifyButton() const { return m_verify; }
    QPushButton* verifyAllButton() const { return m_verifyAll; }
    QPushButton* proposeButton() const { return m_propose; }
    ProposalsPanel* proposalsPanel() const { return m_proposalsPanel; }
    // The open inventory, whose flows say which cards Verify All Cards looks at (the team's
    // and those the flows rely on, as cards verify does).
    void setInventorySource(std::function<const Inventory*()> inventory);
    QPushButton* cancelButton() const { return m_cancel; }
    QPushButton* caCertificatesButton() const { return m_caCertificates; }
    // The CA certificates Verify Now trusts besides the system's (a setting): asked for with
    // a file dialog; an empty answer leaves the setting as it was.
    void chooseCaCertificates();
    static constexpr const char* CaCertificatesKey = "verify/caCertificates";
    // Records a manual check of a fact of a team card (its page, quote, date and checker):
    // one undo step of the team's card file, open as a document of its own, which Save Card
    // File writes; false with a message when it cannot be.
    bool markFactChecked(const CardFact& fact, const FactEvidence& evidence);
    // Records a proposed quote as the fact's evidence, undated (Accept Quote), the same way.
    bool acceptProposal(const CardFact& fact, const QuoteProposal& proposal);
    QPushButton* markCheckedButton() const { return m_markChecked; }
    QPushButton* saveCardFileButton() const { return m_saveCardFile; }
    QPushButton* copyToTeamButton() const { return m_copyToTeam; }
    void setCardFiles(CardFileDocuments* cardFiles);
    // The file of the card shown when it is the team's; empty otherwise.
    QString teamFile() const;

signals:
    // Copy to Team's Folder was asked for the bundled card shown (TeamCardCopier does it).
    void copyToTeamRequested(const QString& cardId);

protected:
    void changeEvent(QEvent* event) override;

private:
    void refresh();
    void fitToFont();
    void windowEdited(QTableWidgetItem* item);
    void factEdited(QListWidgetItem* item);
    void report(const std::optional<IoError>& error);
    // Verify Now: the card's quoted facts looked for on their pages, on a worker thread.
    void verify();
    // Verify All Cards: every quoted fact of the cards in scope (CardScope).
    void verifyAll();
    // Verify Now's and Verify All Cards' work: the facts' pages, on a worker thread.
    void verifyFacts(const QList<CardFact>& facts, const QString& title);
    // Propose Quotes: the card's facts not yet quoted, their pages read for sentences.
    void propose();
    // How the pages are fetched (the trust of the CA setting), or nullopt when the setting is
    // refused (said, under `title`).
    std::optional<PageGatherer::Options> pageOptions(const QString& title);
    // Runs the worker on a thread of its own, its progress on the bar, and begin(worker) there.
    void startJob(PageWorker* worker, std::function<void(PageWorker*)> begin);
    // The worker's thread ended and the bar hidden; false when no job was running.
    bool endJob();
    void updateTrustTip();
    void verified(const QList<FactVerification>& results);
    void proposed(const QList<FactProposals>& results);
    void refreshProposals();
    bool recordEvidence(const CardFact& fact, const FactEvidence& evidence,
                        const QString& undoText);
    void askForCheck();
    void updateMarkChecked();
    const VendorCard* bundledCard() const;

    VendorCardStore* m_store;
    UserPrompts* m_prompts;
    QString m_cardId;
    QLabel* m_title;
    QLabel* m_source;
    QLabel* m_age;
    QLabel* m_stale;
    PanelTable* m_windows;
    QLabel* m_retries;
    QListWidget* m_facts;
    QTabWidget* m_factTabs; // the facts, and their evidence
    EvidenceTable* m_evidence;
    QPushButton* m_verify;
    QPushButton* m_verifyAll;
    QPushButton* m_propose;
    QPushButton* m_cancel;
    QPushButton* m_caCertificates;
    QPushButton* m_markChecked;
    QProgressBar* m_progress;
    ProposalsPanel* m_proposalsPanel;
    QThread* m_thread = nullptr;
    PageWorker* m_worker = nullptr;
    QList<FactProposals> m_proposals; // the last Propose Quotes of each card
    std::function<const Inventory*()> m_inventory;
    CardFileDocuments* m_cardFiles = nullptr;
    QPushButton* m_saveCardFile;
    QPushButton* m_copyToTeam;
    QPushButton* m_recheck;
    QPushButton* m_revert;
    bool m_refreshing = false;
};

} // namespace FlowAudit
