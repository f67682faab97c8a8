// The example's ledgers on a real database of one dialect, built three times: with SQLite
// through its library, with a PostgreSQL 15 server and with a MariaDB server that the test
// starts (LEDGER_DATABASE names the class). Skipped only where a server is not installed,
// and never when FLOWAUDIT_REQUIRE_DATABASES is set, as CI sets it.
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
        const QString problem = cases().concurrentClaimsClaimOnce(200);
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
    void purgeRemovesOnlyExpiredDoneAndDeliveries_data() { flows(); }
    void purgeRemovesOnlyExpiredDoneAndDeliveries() {
        const QString problem = cases().purgeRemovesOnlyExpiredDoneAndDeliveries();
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
