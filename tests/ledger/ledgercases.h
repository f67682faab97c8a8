#pragma once

#include "ledgerdatabase.h"
#include "namedstatements.h"

#include "core/ledger/actionledger.h"

#include <QMap>

namespace FlowAudit::Test {

// docs/spec/ledger.md's promises, each checked on a real database with one flow's two files: each
// case takes a fresh database, runs the schema file, and returns what went wrong (empty when
// nothing did).
class LedgerCases {
public:
    LedgerCases(LedgerDatabase& database, const ActionLedger& ledger);

    QString schemaRunTwiceChangesNothing();
    QString concurrentClaimsClaimOnce(int episodes);
    QString transitionsOutOfOrderChangeNoRow();
    QString deliveryRecordedTwiceIsNewOnce();
    QString purgeRemovesOnlyExpiredDoneAndDeliveries();
    QString stateCheckRefusesUnknownState();
    QString scheduleExistsAfterSchema();

    // Every ledger of the example: (flow ID, ledger) for each flow that can have one.
    static QList<ActionLedger> exampleLedgers(LedgerDialect dialect);

private:
    QString prepare(bool scheduled = false);
    StatementCall call(const QString& name, const QMap<QString, QString>& values) const;
    // Whether an insert-if-new said it inserted: a returned row, or MySQL's count of 1.
    bool inserted(const StatementOutcome& outcome) const;
    QString stateOf(const QString& episode);

    LedgerDatabase& m_db;
    ActionLedger m_ledger;
    QByteArray m_schema;
    QMap<QString, NamedStatement> m_queries;
};

} // namespace FlowAudit::Test
