#pragma once

#include "core/evidence/quoteproposals.h"

#include <QWidget>

#include <optional>

class QLabel;
class QListWidget;
class QPushButton;

namespace FlowAudit {

// The quotes proposed for the fact selected in the Evidence tab (Propose Quotes): the
// sentences of its page that state its number, best first, each with its prefix and suffix
// where it repeats. Accept records the chosen one in the team's card; Open Page shows it on
// the vendor's page (a link that lands on the sentence).
class ProposalsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ProposalsPanel(QWidget* parent = nullptr);

    // The fact's proposals; nullopt when none were asked for it (or it is quoted: `quoted`).
    // `canAccept` says whether the card can take a quote (a team's card), else `whyNot` is
    // Accept's tooltip.
    void showProposals(const std::optional<FactProposals>& found, bool quoted, bool canAccept,
                       const QString& whyNot);
    std::optional<QuoteProposal> currentProposal() const;

    QListWidget* list() const { return m_list; }
    QPushButton* acceptButton() const { return m_accept; }
    QPushButton* openPageButton() const { return m_openPage; }

signals:
    void accepted(const FlowAudit::CardFact& fact, const FlowAudit::QuoteProposal& proposal);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateButtons();
    void fitToFont();
    void openPage();

    QLabel* m_said;
    QListWidget* m_list;
    QPushButton* m_accept;
    QPushButton* m_openPage;
    std::optional<FactProposals> m_found;
    bool m_canAccept = false;
};

} // namespace FlowAudit
