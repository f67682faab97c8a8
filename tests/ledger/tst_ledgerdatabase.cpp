// The example's ledgers on a real database of one dialect, built three times: with SQLite
// through its library, with a PostgreSQL 15 server and with a MariaDB server that the test
// starts (LEDGER_DATABASE names the class). Skipped only where a server is not installed,
// and never when FLOWAUDIT_REQUIRE_DATABASES is set, as CI sets it.
#include "core/ledger/ledgerstatements.h"
#include "ledgercases.h"
#include "mariadbledgerdatabase.h"
#include "postgresqlledgerdatabase.h"
#include "sqliteledgerdatabase.h"

#include <QTest>

#include <memory>

using namespace FlowAudit;
using namespace FlowAudit::Test;

class TestLedgerDatabase : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<LedgerDatabase> m_db;

    void flows() {
        QTest::addColumn<int>("index");
        const QList<ActionLedger> ledgers = LedgerCases::exampleLedgers(m_db->dialect());
        QVERIFY2(ledgers.size() >= 5, "the example has fewer flows that can have a ledger");
        for (int i = 0; i < ledgers.size(); ++i)
            QTest::newRow(qPrintable(ledgers[i].flowId)) << i;
    }
    LedgerCases first() {
        return LedgerCases(*m_db, LedgerCases::exampleLedgers(m_db->dialect()).first());
    }
    LedgerCases cases() {
        QFETCH(int, index);
        return LedgerCases(*m_db, LedgerCases::exampleLedgers(m_db->dialect()).at(index));
    }

private slots:
    void initTestCase() {
        m_db = std::make_unique<LEDGER_DATABASE>();
        if (const QString why = m_db->unavailable(); !why.isEmpty()) {
            if (qEnvironmentVariableIsSet("FLOWAUDIT_REQUIRE_DATABASES"))
                QFAIL(qPrintable(why));
            QSKIP(qPrintable(why));
        }
    }
    void cleanupTestCase() { m_db.reset(); }

    void schemaRunTwiceChangesNothing_data() { flows(); }
    void schemaRunTwiceChangesNothing() {
        const QString problem = cases().schemaRunTwiceChangesNothing();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void concurrentClaimsClaimOnce_data() { flows(); }
    void concurrentClaimsClaimOnce() {
        const QString problem = cases().concurrentClaimsClaimOnce(200, 2);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // The measure, on the first flow: 8 workers with their own connections, 1,000 keys.
    void eightWorkersClaimAThousandKeysOnce() {
        const QString problem = first().concurrentClaimsClaimOnce(1000, 8);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void eightWorkersTakeOverAThousandExpiredKeysOnce() {
        const QString problem = first().concurrentTakeoversTakeOnce(1000, 8);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void onlyTheClaimantActsOnItsEpisode_data() { flows(); }
    void onlyTheClaimantActsOnItsEpisode() {
        const QString problem = cases().onlyTheClaimantActsOnItsEpisode();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void twoFlowsClaimOneMessageIdEach() {
        const QString problem = first().twoFlowsClaimOneMessageIdEach();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void keysAreExact_data() {
        QTest::addColumn<bool>("strict");
        QTest::newRow("strict") << true;
        // MySQL's non-strict sql_mode, where a server would cut or blank a value: the tables
        // alone refuse it. The other dialects have no such mode: the same case again.
        QTest::newRow("non-strict") << false;
    }
    void keysAreExact() {
        QFETCH(bool, strict);
        const QString problem = first().keysAreExact(strict);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void requestFingerprintAnswers() {
        const QString problem = first().requestFingerprintAnswers();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    // With a lease of 6 s: long enough that a loaded machine starts both workers and asks
    // before it runs out, short enough to wait for.
    void crashedWorkersAreTakenOver() {
        ActionLedger ledger = LedgerCases::exampleLedgers(m_db->dialect()).first();
        ledger.leaseSeconds = 6;
        ledger.queries = LedgerStatements::queries(ledger);
        const QString problem = LedgerCases(*m_db, ledger).crashedWorkersAreTakenOver();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void purgeLetsInsertsGoOn() {
        const QString problem = first().purgeLetsInsertsGoOn();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void transitionsOutOfOrderChangeNoRow_data() { flows(); }
    void transitionsOutOfOrderChangeNoRow() {
        const QString problem = cases().transitionsOutOfOrderChangeNoRow();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void deliveryRecordedTwiceIsNewOnce_data() { flows(); }
    void deliveryRecordedTwiceIsNewOnce() {
        const QString problem = cases().deliveryRecordedTwiceIsNewOnce();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void purgeRemovesOnlyExpiredClosedAndDeliveries_data() { flows(); }
    void purgeRemovesOnlyExpiredClosedAndDeliveries() {
        const QString problem = cases().purgeRemovesOnlyExpiredClosedAndDeliveries();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void stateCheckRefusesUnknownState_data() { flows(); }
    void stateCheckRefusesUnknownState() {
        const QString problem = cases().stateCheckRefusesUnknownState();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
    void scheduleExistsAfterSchema_data() { flows(); }
    void scheduleExistsAfterSchema() {
        const QString problem = cases().scheduleExistsAfterSchema();
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
};

QTEST_GUILESS_MAIN(TestLedgerDatabase)
#include "tst_ledgerdatabase.moc"
