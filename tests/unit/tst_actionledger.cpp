// The action ledger of one flow (docs/spec/ledger.md) as a value and as files: refusals naming
// every rule that blocks them, the windows and the delivery log's expiry from the cards, flow text
// that never reaches the SQL, and golden files of the example's flows in the three dialects
// (FLOWAUDIT_UPDATE_GOLDEN=1 writes them anew, for a reviewed diff).
#include "core/i18n/translations.h"
#include "core/io/files/inventoryfile.h"
#include "core/ledger/actionledger.h"
#include "core/ledger/ledgerfiles.h"
#include "core/ledger/ledgernames.h"
#include "core/model/field.h"
#include "core/model/inventory.h"
#include "core/vendors/vendorcatalogue.h"

#include "testsupport.h"

#include <QDir>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString Example =
    QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml");

const VendorCatalogue& cards() {
    static const VendorCatalogue catalogue =
        VendorCatalogue::loadDirectory(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
            .catalogue;
    return catalogue;
}

// A flow from `field=value` pairs separated by `|`, on top of one that can have a ledger.
Flow flowOf(const QString& fields) {
    const QString base =
        QStringLiteral("flow_id=orders_to_erp|source=stripe|destination=netsuite|method=custom|"
                       "creates_records=yes|idempotency_key=orders_to_erp + order.id + "
                       "order.version|ledger_retention_days=45|"
                       "max_replay_window_days=30|backfill_overlap_days=7|"
                       "sender_timeout_seconds=20|");
    return Test::flowFromFields(base + fields);
}

LedgerPlan planOf(const QString& fields, LedgerOptions options = {}) {
    Inventory inventory;
    inventory.flows.append(flowOf(fields));
    return LedgerPlan::of(inventory, 0, cards(), options);
}

QStringList rulesOf(const LedgerPlan& plan) {
    QStringList rules;
    for (const LedgerBlock& block : plan.blocks)
        rules.append(block.rule);
    return rules;
}

QString goldenPath(LedgerDialect dialect, const QString& file) {
    return Test::testData(QStringLiteral("ledger/%1/%2").arg(ledgerDialectKeyword(dialect), file));
}

// The lines of a file that are not comments: its SQL.
QStringList sqlLines(const QByteArray& file) {
    QStringList lines;
    for (const QString& line : QString::fromUtf8(file).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1String("--")))
            lines.append(line);
    }
    return lines;
}

} // namespace

class TestActionLedger : public QObject {
    Q_OBJECT
private slots:
    void refusalsNameEveryBlockingRule_data() {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QStringList>("rules");
        QTest::addColumn<QString>("sentence"); // a part of the refusal
        QTest::newRow("no key") << QStringLiteral("idempotency_key=") << QStringList{"IP01"}
                                << QStringLiteral("a ledger cannot deduplicate an effect without "
                                                  "a stable business key: IP01");
        QTest::newRow("no key, no effect")
            << QStringLiteral("idempotency_key=|creates_records=no|side_effect=no")
            << QStringList{"IP01"} << QStringLiteral("idempotency_key is blank");
        QTest::newRow("attempt data")
            << QStringLiteral("idempotency_key=orders_to_erp + order.id + attempt")
            << QStringList{"IP02"}
            << QStringLiteral("IP02 (Keys from the business effect, not the delivery)");
        QTest::newRow("blank retention")
            << QStringLiteral("ledger_retention_days=") << QStringList{"IP03"}
            << QStringLiteral("ledger_retention_days is blank; write it, or give --retention-days");
        QTest::newRow("short retention")
            << QStringLiteral("ledger_retention_days=7") << QStringList{"IP03"}
            << QStringLiteral("the retention, 7 days (ledger_retention_days), is below "
                              "max_replay_window_days, 30 days");
        QTest::newRow("below the backfill")
            << QStringLiteral("backfill_overlap_days=60") << QStringList{"IP03"}
            << QStringLiteral("is below backfill_overlap_days, 60 days");
        QTest::newRow("zero retention")
            << QStringLiteral("ledger_retention_days=0|max_replay_window_days=0")
            << QStringList{"IP03"}
            << QStringLiteral("a retention of 0 days (ledger_retention_days) keeps no key");
        QTest::newRow("beyond any date")
            << QStringLiteral("ledger_retention_days=1000000000000000000000000000000")
            << QStringList{"IP03"}
            << QStringLiteral("a ledger's expiry must be a date a database holds: IP03 (The "
                              "ledger outlives every replay): a retention of 1e+30 days "
                              "(ledger_retention_days) is beyond the dates a database holds; keep "
                              "keys at most 36,525 days");
        QTest::newRow("blank replay window")
            << QStringLiteral("max_replay_window_days=") << QStringList{"IP03"}
            << QStringLiteral("max_replay_window_days is blank");
        QTest::newRow("unreadable retention")
            << QStringLiteral("ledger_retention_days=forty") << QStringList{"SC02", "IP03"}
            << QStringLiteral("a ledger cannot be built from a value that cannot be read: SC02");
        QTest::newRow("no lease")
            << QStringLiteral("sender_timeout_seconds=") << QStringList{"IP05"}
            << QStringLiteral("a claim needs a lease, so that a crashed worker's episode is taken "
                              "over rather than skipped for ever: IP05 (Claim the effect");
        QTest::newRow("unreadable sender timeout")
            << QStringLiteral("sender_timeout_seconds=20s") << QStringList{"SC02"}
            << QStringLiteral("sender_timeout_seconds \"20s\"");
        QTest::newRow("a lease past a day")
            << QStringLiteral("sender_timeout_seconds=90000") << QStringList{"IP05"}
            << QStringLiteral("a lease of 90,000 seconds (sender_timeout_seconds) is not above 0 "
                              "and at most a day");
        QTest::newRow("every rule at once")
            << QStringLiteral("idempotency_key=|ledger_retention_days=|flow_id=")
            << QStringList{"SC01", "IP01", "IP03"}
            << QStringLiteral("SC01 (Every flow has a unique ID)");
    }
    void refusalsNameEveryBlockingRule() {
        QFETCH(QString, fields);
        QFETCH(QStringList, rules);
        QFETCH(QString, sentence);
        const LedgerPlan plan = planOf(fields);
        QVERIFY(!plan.ok());
        QStringList named = rulesOf(plan);
        named.sort();
        rules.sort();
        QCOMPARE(named, rules);
        QVERIFY2(plan.refusal().contains(sentence), qPrintable(plan.refusal()));
    }

    void sharedIdIsRefused() {
        Inventory inventory;
        inventory.flows = {flowOf({}), flowOf({})};
        const LedgerPlan plan = LedgerPlan::of(inventory, 1, cards(), {});
        QCOMPARE(rulesOf(plan), QStringList{"SC01"});
    }

    void retentionOptionReplacesTheFlows() {
        const LedgerPlan shortPlan =
            planOf(QStringLiteral("ledger_retention_days=7"), {LedgerDialect::Sqlite, {}, 90, {}});
        QVERIFY2(shortPlan.ok(), qPrintable(shortPlan.refusal()));
        QCOMPARE(shortPlan.ledger->retentionDays, 90.0);
        const QByteArray schema = LedgerFiles::schema(*shortPlan.ledger, {});
        QVERIFY(schema.contains("-- Retention: 90 days (--retention-days)"));
        const QByteArray queries = LedgerFiles::queries(*shortPlan.ledger, {});
        QVERIFY(queries.contains("datetime('now', '+90 days')"));
        // Below the flow's window, the option is refused as the field would be.
        const LedgerPlan refused = planOf({}, {LedgerDialect::Sqlite, {}, 10, {}});
        QVERIFY(refused.refusal().contains(
            QStringLiteral("the retention, 10 days (--retention-days)")));
    }

    // The lease: the flow's sender timeout, else its source card's acknowledgement timeout,
    // --lease-seconds over both; said in the header and used in the claim.
    void leaseComesFromTheAckBudget() {
        const LedgerPlan own = planOf({}, {LedgerDialect::PostgreSql, {}, {}, {}});
        QVERIFY2(own.ok(), qPrintable(own.refusal()));
        QCOMPARE(own.ledger->leaseSeconds, 20);
        QVERIFY(LedgerFiles::queries(*own.ledger, {})
                    .contains("-- Lease: 20 s (sender_timeout_seconds, the flow's ack budget"));
        QVERIFY(LedgerFiles::queries(*own.ledger, {})
                    .contains("statement_timestamp() + interval '20 seconds'"));

        const LedgerPlan card =
            planOf(QStringLiteral("source=hubspot|sender_timeout_seconds="), {});
        QVERIFY2(card.ok(), qPrintable(card.refusal()));
        QVERIFY(card.ledger->leaseWindow);
        QCOMPARE(card.ledger->leaseWindow->cardId, QStringLiteral("hubspot-app-webhooks"));
        QCOMPARE(card.ledger->leaseSeconds, card.ledger->leaseWindow->window.duration.seconds());
        QVERIFY(LedgerFiles::queries(*card.ledger, {})
                    .contains("sender_timeout_seconds is blank: the longest acknowledgement "
                              "timeout of the source's cards, HubSpot"));

        const LedgerPlan option = planOf(QStringLiteral("sender_timeout_seconds=20s"),
                                         {LedgerDialect::MySql, {}, {}, 2.5});
        QVERIFY2(option.ok(), qPrintable(option.refusal()));
        QCOMPARE(option.ledger->leaseSeconds, 3); // whole seconds, rounded up
        QVERIFY(
            LedgerFiles::queries(*option.ledger, {}).contains("-- Lease: 3 s (--lease-seconds)"));
        QVERIFY(LedgerFiles::queries(*option.ledger, {})
                    .contains("UTC_TIMESTAMP(6) + INTERVAL 3 SECOND"));
    }

    void windowsComeFromTheSourcesCards() {
        const LedgerPlan plan = planOf({});
        QVERIFY2(plan.ok(), qPrintable(plan.refusal()));
        const ActionLedger& ledger = *plan.ledger;
        // Stripe's longest retry or resend window: the CLI's 30-day resend.
        QVERIFY(ledger.deliveryWindow);
        QCOMPARE(ledger.deliveryWindow->cardId, QStringLiteral("stripe-webhooks"));
        QCOMPARE(ledger.deliveryDays, 30);
        QVERIFY(!ledger.windows.isEmpty());
        for (const LedgerWindow& window : ledger.windows)
            QCOMPARE(window.covered, window.window.window.duration.days() <= 45);
        QCOMPARE(ledger.keyPattern, QStringLiteral("orders_to_erp:{order.id}:{order.version}"));
        // A retention of 20 days covers the Stripe retry, not the 30-day resend; the flow's
        // own window is 14 days here, so the ledger is made and says what it misses.
        const LedgerPlan shorter =
            planOf(QStringLiteral("ledger_retention_days=20|max_replay_window_days=14"));
        QVERIFY2(shorter.ok(), qPrintable(shorter.refusal()));
        QVERIFY(LedgerFiles::schema(*shorter.ledger, {})
                    .contains("--   NOT covered: Stripe Webhooks, manual_resend 30 d"));
    }

    void unknownSourceUsesTheFlowsWindow() {
        const LedgerPlan plan =
            planOf(QStringLiteral("source=acme-erp|max_replay_window_days=12.5"));
        QVERIFY2(plan.ok(), qPrintable(plan.refusal()));
        QVERIFY(!plan.ledger->deliveryWindow);
        QCOMPARE(plan.ledger->deliveryDays, 13);
        QVERIFY(LedgerFiles::schema(*plan.ledger, {})
                    .contains(
                        "Deliveries are kept 13 days: the flow's max_replay_window_days, since no "
                        "card of its "
                        "source states a retry or resend window; the windows are the flow's own."));
    }

    void deliveryOnlyKeyWarnsInTheHeader() {
        const LedgerPlan plan = planOf(QStringLiteral("idempotency_key=event_id"));
        QVERIFY2(plan.ok(), qPrintable(plan.refusal()));
        QCOMPARE(plan.ledger->warnings.size(), 1);
        QVERIFY(LedgerFiles::queries(*plan.ledger, {})
                    .contains("-- Warning: IP02 WARN (Keys from the business effect, not the "
                              "delivery) on idempotency_key \"event_id\": Never build a key"));
    }

    void fractionalRetentionIsKeptInWholeSeconds() {
        const LedgerPlan plan = planOf(QStringLiteral("ledger_retention_days=30.5"),
                                       {LedgerDialect::PostgreSql, LedgerSchedule::None, {}, {}});
        QVERIFY2(plan.ok(), qPrintable(plan.refusal()));
        QVERIFY(
            LedgerFiles::queries(*plan.ledger, {}).contains("now() + interval '2635200 seconds'"));
    }

    void flowTextNeverReachesTheSql_data() {
        QTest::addColumn<QString>("id");
        QTest::newRow("path") << QStringLiteral("../../etc/passwd");
        QTest::newRow("quotes") << QStringLiteral("x'); DROP TABLE action_ledger; --");
        QTest::newRow("line break") << QStringLiteral("a\nDROP TABLE delivery_log;\n--");
        QTest::newRow("spaces") << QStringLiteral("orders to erp");
        QTest::newRow("backtick and dollar") << QStringLiteral("a`b$purge$c");
        QTest::newRow("long") << QString(400, QLatin1Char('x'));
        QTest::newRow("percent placeholders") << QStringLiteral("a%2b%1c%4");
    }
    void flowTextNeverReachesTheSql() {
        QFETCH(QString, id);
        for (const LedgerDialect dialect : AllLedgerDialects) {
            const QString fields =
                QStringLiteral("flow_id=%1|idempotency_key=flow_id + order.id + order.version")
                    .arg(id);
            const LedgerPlan plan = planOf(fields, {dialect, {}, {}, {}});
            QVERIFY2(plan.ok(), qPrintable(plan.refusal()));
            const LedgerPlan plain = planOf(
                QStringLiteral("flow_id=plain|idempotency_key=flow_id + order.id + order.version"),
                {dialect, {}, {}, {}});
            QVERIFY(plain.ok());
            const QString job = LedgerNames::purgeJob(id);
            QVERIFY(job.size() <= 64);
            QVERIFY(!job.contains(QLatin1Char('/')) && !job.contains(QLatin1Char('\'')) &&
                    !job.contains(QLatin1Char('`')) && !job.contains(QLatin1Char('$')));
            for (const QString& file :
                 {LedgerNames::schemaFile(id), LedgerNames::queriesFile(id)}) {
                QVERIFY2(!file.contains(QLatin1Char('/')) && file.toUtf8().size() < 255,
                         qPrintable(file));
                QCOMPARE(
                    QDir(QStringLiteral("/out")).filePath(file).section(QLatin1Char('/'), 0, -2),
                    QStringLiteral("/out"));
            }
            // The header names the flow as written, line breaks made spaces, `%` kept.
            QString shown = id;
            shown.replace(QLatin1Char('\n'), QLatin1Char(' '));
            QVERIFY(QString::fromUtf8(LedgerFiles::schema(*plan.ledger, {}))
                        .contains(QStringLiteral("-- Flow: %1 (line 0), from stripe to netsuite")
                                      .arg(shown)));
            // The SQL is the plain flow's, but for the job's safe name.
            for (const auto& [ours, theirs] :
                 {std::pair{LedgerFiles::schema(*plan.ledger, {}),
                            LedgerFiles::schema(*plain.ledger, {})},
                  std::pair{LedgerFiles::queries(*plan.ledger, {}),
                            LedgerFiles::queries(*plain.ledger, {})}}) {
                QStringList expected = sqlLines(theirs);
                expected.replaceInStrings(LedgerNames::purgeJob(u"plain"), job);
                QCOMPARE(sqlLines(ours), expected);
            }
        }
    }

    // The files are the same bytes in every language: a German colleague's regeneration is
    // no diff. The refusal speaks the user's language.
    void filesAreTheSameInGerman() {
        const LedgerInventory inventory{QStringLiteral("flows.yaml"), "abc", false};
        // A delivery-only key (IP02's warning in the header) and one day, said in words.
        const QString warned = QStringLiteral(
            "idempotency_key=event_id|ledger_retention_days=1|max_replay_window_days=1|"
            "backfill_overlap_days=1");
        const LedgerOptions mysql{LedgerDialect::MySql, {}, {}, {}};
        const LedgerPlan inEnglish = planOf(warned, mysql);
        QVERIFY2(inEnglish.ok(), qPrintable(inEnglish.refusal()));
        const QByteArray english = LedgerFiles::both(*inEnglish.ledger, inventory);
        QVERIFY(english.contains("-- Retention: 1 day (ledger_retention_days)"));
        QVERIFY(english.contains("-- Warning: IP02 WARN"));
        QVERIFY(Translations::install(QCoreApplication::instance(), QStringLiteral("de")));
        const LedgerPlan inGerman = planOf(warned, mysql);
        const QString refusal = planOf(QStringLiteral("ledger_retention_days=")).refusal();
        Translations::install(QCoreApplication::instance(), QStringLiteral("en"));
        QVERIFY(inGerman.ok());
        QCOMPARE(LedgerFiles::both(*inGerman.ledger, inventory), english);
        QVERIFY2(refusal.contains(QStringLiteral("ledger_retention_days ist leer")),
                 qPrintable(refusal));
    }

    void sameFlowSameBytes() {
        const LedgerPlan first = planOf({}, {LedgerDialect::MySql, {}, {}, {}});
        const LedgerPlan second = planOf({}, {LedgerDialect::MySql, {}, {}, {}});
        QVERIFY(first.ok() && second.ok());
        const LedgerInventory inventory{QStringLiteral("flows.yaml"), "abc", false};
        QCOMPARE(LedgerFiles::both(*first.ledger, inventory),
                 LedgerFiles::both(*second.ledger, inventory));
    }

    void exampleMatchesGoldenFiles_data() {
        QTest::addColumn<int>("dialect");
        QTest::addColumn<int>("flow");
        const InventoryReadResult read = InventoryFile::load(Example);
        QVERIFY(read.inventory);
        int ledgers = 0;
        for (const LedgerDialect dialect : AllLedgerDialects) {
            for (int i = 0; i < read.inventory->flows.size(); ++i) {
                if (!LedgerPlan::of(*read.inventory, i, cards(), {dialect, {}, {}, {}}).ok())
                    continue;
                ++ledgers;
                QTest::addRow("%s %s", qPrintable(ledgerDialectKeyword(dialect)),
                              qPrintable(read.inventory->flows[i].text(Field::FlowId)))
                    << int(dialect) << i;
            }
        }
        QVERIFY(ledgers >= 15);
    }
    // No golden file outlives its ledger: a flow that stops having one loses its files.
    void everyGoldenFileIsAnExampleLedger() {
        const InventoryReadResult read = InventoryFile::load(Example);
        QVERIFY(read.inventory);
        for (const LedgerDialect dialect : AllLedgerDialects) {
            QStringList expected;
            for (int i = 0; i < read.inventory->flows.size(); ++i) {
                const LedgerPlan plan =
                    LedgerPlan::of(*read.inventory, i, cards(), {dialect, {}, {}, {}});
                if (plan.ok())
                    expected << LedgerNames::schemaFile(plan.ledger->flowId)
                             << LedgerNames::queriesFile(plan.ledger->flowId);
            }
            expected.sort();
            const QStringList golden =
                QDir(Test::testData(QStringLiteral("ledger/") + ledgerDialectKeyword(dialect)))
                    .entryList(QDir::Files, QDir::Name);
            QCOMPARE(golden, expected);
        }
    }

    void exampleMatchesGoldenFiles() {
        QFETCH(int, dialect);
        QFETCH(int, flow);
        const QByteArray bytes = Test::readFile(Example);
        const InventoryReadResult read = InventoryFile::load(Example);
        const LedgerPlan plan =
            LedgerPlan::of(*read.inventory, flow, cards(), {LedgerDialect(dialect), {}, {}, {}});
        const LedgerInventory inventory = LedgerFiles::inventoryOf(Example, bytes);
        for (const auto& [name, text] :
             {std::pair{LedgerNames::schemaFile(plan.ledger->flowId),
                        LedgerFiles::schema(*plan.ledger, inventory)},
              std::pair{LedgerNames::queriesFile(plan.ledger->flowId),
                        LedgerFiles::queries(*plan.ledger, inventory)}}) {
            const QString path = goldenPath(LedgerDialect(dialect), name);
            if (qEnvironmentVariableIsSet("FLOWAUDIT_UPDATE_GOLDEN")) {
                QDir().mkpath(QFileInfo(path).path());
                Test::writeFile(path, text);
                continue;
            }
            QCOMPARE(QString::fromUtf8(text), QString::fromUtf8(Test::readFile(path)));
        }
        if (qEnvironmentVariableIsSet("FLOWAUDIT_UPDATE_GOLDEN"))
            QSKIP("written anew: review the diff");
    }
};

QTEST_GUILESS_MAIN(TestActionLedger)
#include "tst_actionledger.moc"
