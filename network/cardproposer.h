#pragma once

#include "core/evidence/quoteproposals.h"
#include "network/pageworker.h"

namespace FlowAudit {

// Quotes proposed for the facts of some cards not yet quoted: each fact's page had once
// (PageGatherer), its sentences read once, and the ones that state the fact's number offered
// (QuoteProposals).
class CardProposer : public PageWorker {
    Q_OBJECT
public:
    using PageWorker::PageWorker;

    // Starts; finished() once with the proposals for each fact of `facts` not yet quoted, in
    // their order. `cards` hold the facts (their windows and retries say the numbers).
    void propose(const QList<VendorCard>& cards, const QList<CardFact>& facts);

signals:
    void finished(const QList<FlowAudit::FactProposals>& results);

protected:
    void conclude(const QHash<QString, FetchedPage>& pages) override;

private:
    QList<VendorCard> m_cards;
    QList<CardFact> m_facts;
};

namespace QuoteProposals {
// The proposals for each fact not yet quoted, from the pages had (by PageGatherer::pageOf);
// a page missing is said as not had. Each page parsed once.
QList<FactProposals> fromPages(const QList<VendorCard>& cards, const QList<CardFact>& facts,
                               const QHash<QString, FetchedPage>& pages);
} // namespace QuoteProposals

} // namespace FlowAudit
