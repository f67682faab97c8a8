#pragma once

#include "core/evidence/factverification.h"
#include "network/pageworker.h"

namespace FlowAudit {

// Every quoted fact of some cards looked for on its page, each page parsed once however many
// facts quote it.
class CardVerifier : public PageWorker {
    Q_OBJECT
public:
    using PageWorker::PageWorker;

    // Starts; finished() once with one verification for each fact, in the facts' order.
    void verify(const QList<CardFact>& facts);

signals:
    void finished(const QList<FlowAudit::FactVerification>& results);

protected:
    void conclude(const QHash<QString, FetchedPage>& pages) override;

private:
    QList<CardFact> m_facts;
};

} // namespace FlowAudit
