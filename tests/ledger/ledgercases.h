#pragma once

#include "ledgerdatabase.h"
#include "namedstatements.h"

#include "core/ledger/actionledger.h"

#include <QMap>

namespace FlowAudit::Test {

// docs/spec/ledger.md's promises, each checked on a real database with one flow's two files: each
// case takes a fresh database, runs the schema file, and returns what went wrong (empty when
// nothing did). Every connection first runs the queries file's session settings (MySQL's
// strict mode and READ COMMITTED), as a pool's connection-init SQL would.
class LedgerCases {
public:
    LedgerCases(LedgerDatabase& database, const ActionLedger& ledger);

    QString schemaRunTwiceChangesNothing();
    // `connections` workers claim the same `episodes` keys at once: each key won once.
    QString concurrentClaimsClaimOnce(int episodes, int connections);
    // The same keys' leases ran out: `connections` claimants take each over once.
    QString concurrentTakeoversTakeOnce(int episodes, int connections);
    QString transitionsOutOfOrderChangeNoRow();
    QString onlyTheClaimantActsOnItsEpisode();
    QString twoFlowsClaimOneMessageIdEach();
    // Keys of 255, 256 and 1,000 characters, with trailing spaces and in two cases, each its
    // own; a key past the column, a blank or a missing one refused; on MySQL outside strict
    // mode too (`strict` false: the session's sql_mode is emptied instead).
    QString keysAreExact(bool strict);
    QString requestFingerprintAnswers();
    // A worker killed after its claim, and one after begin_attempt: the next claimant waits
    // for the lease, then takes the episode over, told to reconcile the second.
    QString crashedWorkersAreTakenOver();
    // The purge of 25,000 rows runs while another connection records 300 deliveries: each
    // is new, and on MariaDB none waits for a row lock. The longest insert's time, as its
    // client measured it, goes to *longestInsertMs when given (bench_ledger prints it).
    QString purgeLetsInsertsGoOn(double* longestInsertMs = nullptr);
    QString deliveryRecordedTwiceIsNewOnce();
    QString purgeRemovesOnlyExpiredClosedAndDeliveries();
    QString stateCheckRefusesUnknownState();
    QString scheduleExistsAfterSchema();

    // Every ledger of the example: (flow ID, ledger) for each flow that can have one.
    static QList<ActionLedger> exampleLedgers(LedgerDialect dialect);

private:
    QString prepare(bool scheduled = false);
    // `connections` claimants, each with tokens of its own, claim the keys KEYPREFIX_0… at
    // once: how many were won twice or more, how many by nobody, or the first error.
    struct Race {
        int doubleWins = 0;
        int unwon = 0;
        QString error;
    };
    Race race(const QString& keyPrefix, const QString& tokenPrefix, int episodes, int connections);
    StatementCall call(const QString& name, const QMap<QString, QString>& values) const;
    // The calls after the session's settings; the outcomes of the calls only.
    QList<StatementOutcome> run(const QList<StatementCall>& calls, bool strict = true);
    QList<StatementCall> session(bool strict) const;
    // An episode's values: the flow, the key, the claimant's token and fingerprint.
    QMap<QString, QString> episode(const QString& key, const QString& token,
                                   const QString& hash = QString()) const;
    // Whether claim_episode claimed: a returned row, or MySQL's count of 1 (new) or 2 (taken
    // over); whether an insert-if-new inserted: a returned row, or MySQL's count of 1.
    bool claimed(const StatementOutcome& outcome) const;
    bool inserted(const StatementOutcome& outcome) const;
    // claim_answer's word for the claimant holding the values' token.
    QString answer(const QMap<QString, QString>& values);
    QString stateOf(const QString& episode);
    // Waits until the episode is in `state` (a worker got there), at most 30 s.
    bool waitForState(const QString& episode, const QString& state);

    LedgerDatabase& m_db;
    ActionLedger m_ledger;
    QByteArray m_schema;
    QMap<QString, NamedStatement> m_queries;
};

} // namespace FlowAudit::Test
