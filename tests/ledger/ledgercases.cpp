#include "ledgercases.h"

#include "core/io/files/inventoryfile.h"
#include "core/ledger/ledgerfiles.h"
#include "core/ledger/ledgerstatements.h"
#include "core/vendors/vendorcatalogue.h"

#include <QSet>

namespace FlowAudit::Test {

namespace {

const QString Example =
    QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml");

QString firstError(const QList<StatementOutcome>& outcomes) {
    for (const StatementOutcome& outcome : outcomes) {
        if (!outcome.error.isEmpty())
            return outcome.error;
    }
    return {};
}

} // namespace

LedgerCases::LedgerCases(LedgerDatabase& database, const ActionLedger& ledger)
    : m_db(database)
    , m_ledger(ledger) {
    const LedgerInventory inventory{QStringLiteral("acme-inventory.yaml"), {}, false};
    m_schema = LedgerFiles::schema(m_ledger, inventory);
    m_queries = readNamedStatements(LedgerFiles::queries(m_ledger, inventory));
}

QList<ActionLedger> LedgerCases::exampleLedgers(LedgerDialect dialect) {
    const InventoryReadResult read = InventoryFile::load(Example);
    const VendorCatalogue cards =
        VendorCatalogue::loadDirectory(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
            .catalogue;
    QList<ActionLedger> ledgers;
    for (int i = 0; read.inventory && i < read.inventory->flows.size(); ++i) {
        const LedgerPlan plan =
            LedgerPlan::of(*read.inventory, i, cards, {dialect, LedgerSchedule::None, {}});
        if (plan.ok())
            ledgers.append(*plan.ledger);
    }
    return ledgers;
}

QString LedgerCases::prepare(bool scheduled) {
    if (const QString error = m_db.useFreshDatabase(scheduled); !error.isEmpty())
        return error;
    return m_db.runScript(m_schema);
}

StatementCall LedgerCases::call(const QString& name, const QMap<QString, QString>& values) const {
    const NamedStatement statement = m_queries.value(name);
    StatementCall call{statement.sql, {}};
    // In the order the file's `-- params:` line gives: the order of the placeholders.
    for (const QString& param : statement.params)
        call.params.append(values.value(param));
    return call;
}

bool LedgerCases::inserted(const StatementOutcome& outcome) const {
    return m_db.dialect() == LedgerDialect::MySql ? outcome.affected == 1
                                                  : outcome.rows.size() == 1;
}

QString LedgerCases::stateOf(const QString& episode) {
    const QStringList rows = m_db.select(
        QStringLiteral("SELECT state, attempts, destination_ref FROM action_ledger WHERE "
                       "episode_key = '%1'")
            .arg(episode));
    return rows.isEmpty() ? QStringLiteral("(none)") : rows.first();
}

QString LedgerCases::schemaRunTwiceChangesNothing() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QList<StatementOutcome> claimed =
        m_db.run({call(QStringLiteral("claim_episode"),
                       {{QStringLiteral("episode_key"), QStringLiteral("e1")},
                        {QStringLiteral("flow_id"), m_ledger.flowId},
                        {QStringLiteral("source_event_ids"), QStringLiteral("[\"evt_1\"]")}})});
    if (const QString error = firstError(claimed); !error.isEmpty())
        return error;
    const QStringList before = m_db.describeSchema();
    if (before.isEmpty())
        return QStringLiteral("the schema made nothing");
    if (const QString error = m_db.runScript(m_schema); !error.isEmpty())
        return QStringLiteral("the second run failed: ") + error;
    const QStringList after = m_db.describeSchema();
    if (after != before)
        return QStringLiteral("the second run changed the schema:\n%1\n---\n%2")
            .arg(before.join(QLatin1Char('\n')), after.join(QLatin1Char('\n')));
    if (const QString state = stateOf(QStringLiteral("e1"));
        !state.startsWith(QLatin1String("approved")))
        return QStringLiteral("the second run lost the claimed episode: %1").arg(state);
    return {};
}

QString LedgerCases::concurrentClaimsClaimOnce(int episodes) {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    QList<StatementCall> calls;
    for (int i = 0; i < episodes; ++i)
        calls.append(
            call(QStringLiteral("claim_episode"),
                 {{QStringLiteral("episode_key"), QStringLiteral("race_%1").arg(i)},
                  {QStringLiteral("flow_id"), m_ledger.flowId},
                  {QStringLiteral("source_event_ids"), QStringLiteral("[\"evt_%1\"]").arg(i)}}));
    const QList<QList<StatementOutcome>> results = m_db.runConcurrently(calls, 2);
    for (int i = 0; i < episodes; ++i) {
        int claims = 0;
        for (const QList<StatementOutcome>& connection : results) {
            if (!connection[i].error.isEmpty())
                return connection[i].error;
            claims += inserted(connection[i]) ? 1 : 0;
        }
        if (claims != 1)
            return QStringLiteral("episode race_%1 was claimed %2 times by two connections at once")
                .arg(i)
                .arg(claims);
    }
    const QStringList rows = m_db.select(QStringLiteral("SELECT COUNT(*) FROM action_ledger"));
    if (rows != QStringList{QString::number(episodes)})
        return QStringLiteral("the ledger holds %1 rows, not %2")
            .arg(rows.join(QLatin1Char(',')))
            .arg(episodes);
    return {};
}

QString LedgerCases::transitionsOutOfOrderChangeNoRow() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QMap<QString, QString> episode{
        {QStringLiteral("episode_key"), QStringLiteral("t1")},
        {QStringLiteral("flow_id"), m_ledger.flowId},
        {QStringLiteral("source_event_ids"), QStringLiteral("[\"evt_t\"]")},
        {QStringLiteral("destination_ref"), QStringLiteral("SF-0042")}};
    // Each step with the rows it must change: 0 where the state does not allow it.
    const QList<std::pair<QString, qint64>> steps{{QStringLiteral("mark_done"), 0},
                                                  {QStringLiteral("mark_acknowledged"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 0},
                                                  {QStringLiteral("begin_attempt"), 1},
                                                  {QStringLiteral("begin_attempt"), 0},
                                                  {QStringLiteral("mark_done"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 1},
                                                  {QStringLiteral("mark_acknowledged"), 0},
                                                  {QStringLiteral("begin_attempt"), 1},
                                                  {QStringLiteral("mark_acknowledged"), 1},
                                                  {QStringLiteral("begin_attempt"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 0},
                                                  {QStringLiteral("mark_done"), 1},
                                                  {QStringLiteral("mark_acknowledged"), 0},
                                                  {QStringLiteral("begin_attempt"), 0},
                                                  {QStringLiteral("mark_done"), 0}};
    QList<StatementCall> calls{call(QStringLiteral("claim_episode"), episode)};
    for (const auto& [name, expected] : steps)
        calls.append(call(name, episode));
    const QList<StatementOutcome> outcomes = m_db.run(calls);
    if (const QString error = firstError(outcomes); !error.isEmpty())
        return error;
    if (!inserted(outcomes.first()))
        return QStringLiteral("the first claim did not claim");
    for (int i = 0; i < steps.size(); ++i) {
        if (outcomes[i + 1].affected != steps[i].second)
            return QStringLiteral("step %1, %2, changed %3 rows, not %4")
                .arg(i + 1)
                .arg(steps[i].first)
                .arg(outcomes[i + 1].affected)
                .arg(steps[i].second);
    }
    if (const QString state = stateOf(QStringLiteral("t1"));
        state != QLatin1String("done|2|SF-0042"))
        return QStringLiteral("the episode ends as %1, not done|2|SF-0042").arg(state);
    return {};
}

QString LedgerCases::deliveryRecordedTwiceIsNewOnce() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QMap<QString, QString> delivery{{QStringLiteral("flow_id"), m_ledger.flowId},
                                          {QStringLiteral("delivery_key"), QStringLiteral("evt_1")},
                                          {QStringLiteral("episode_key"), QStringLiteral("e1")}};
    QMap<QString, QString> otherFlow = delivery;
    otherFlow.insert(QStringLiteral("flow_id"), QStringLiteral("another_flow"));
    const QList<StatementOutcome> outcomes =
        m_db.run({call(QStringLiteral("record_delivery"), delivery),
                  call(QStringLiteral("record_delivery"), delivery),
                  call(QStringLiteral("record_delivery"), otherFlow)});
    if (const QString error = firstError(outcomes); !error.isEmpty())
        return error;
    if (!inserted(outcomes[0]))
        return QStringLiteral("the first delivery was not new");
    if (inserted(outcomes[1]))
        return QStringLiteral("the same delivery was new twice");
    if (!inserted(outcomes[2]))
        return QStringLiteral("the same event ID for another flow was not new");
    return {};
}

QString LedgerCases::purgeRemovesOnlyExpiredDoneAndDeliveries() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const auto episode = [this](const QString& key) {
        return QMap<QString, QString>{{QStringLiteral("episode_key"), key},
                                      {QStringLiteral("flow_id"), m_ledger.flowId},
                                      {QStringLiteral("source_event_ids"), QStringLiteral("[]")},
                                      {QStringLiteral("destination_ref"), QStringLiteral("ref")}};
    };
    const auto delivery = [this](const QString& key) {
        return QMap<QString, QString>{{QStringLiteral("flow_id"), m_ledger.flowId},
                                      {QStringLiteral("delivery_key"), key},
                                      {QStringLiteral("episode_key"), QStringLiteral("x")}};
    };
    // Episodes brought to each state: approved, submitting, needs_reconciliation,
    // acknowledged, and two done (one to stay fresh).
    QList<StatementCall> calls;
    const QStringList keys{QStringLiteral("approved"),
                           QStringLiteral("submitting"),
                           QStringLiteral("needs_reconciliation"),
                           QStringLiteral("acknowledged"),
                           QStringLiteral("done_old"),
                           QStringLiteral("done_fresh")};
    for (const QString& key : keys)
        calls.append(call(QStringLiteral("claim_episode"), episode(key)));
    for (const QString& key : keys.mid(1))
        calls.append(call(QStringLiteral("begin_attempt"), episode(key)));
    calls.append(call(QStringLiteral("mark_unknown_outcome"), episode(keys[2])));
    for (const QString& key : keys.mid(3))
        calls.append(call(QStringLiteral("mark_acknowledged"), episode(key)));
    for (const QString& key : keys.mid(4))
        calls.append(call(QStringLiteral("mark_done"), episode(key)));
    calls.append(call(QStringLiteral("record_delivery"), delivery(QStringLiteral("old"))));
    calls.append(call(QStringLiteral("record_delivery"), delivery(QStringLiteral("fresh"))));
    if (const QString error = firstError(m_db.run(calls)); !error.isEmpty())
        return error;
    // Every row but the fresh ones expired a day ago.
    if (const QString error = m_db.execute(
            QStringLiteral("UPDATE action_ledger SET expires_at = %1 WHERE episode_key <> "
                           "'done_fresh'; UPDATE delivery_log SET expires_at = %1 WHERE "
                           "delivery_key = 'old'")
                .arg(m_db.pastMoment()));
        !error.isEmpty())
        return error;
    const QList<StatementOutcome> purged =
        m_db.run({call(QStringLiteral("purge_expired_episodes"), {}),
                  call(QStringLiteral("purge_expired_deliveries"), {})});
    if (const QString error = firstError(purged); !error.isEmpty())
        return error;
    const QStringList left = m_db.select(
        QStringLiteral("SELECT episode_key, state FROM action_ledger ORDER BY episode_key"));
    const QStringList expected{QStringLiteral("acknowledged|acknowledged"),
                               QStringLiteral("approved|approved"),
                               QStringLiteral("done_fresh|done"),
                               QStringLiteral("needs_reconciliation|needs_reconciliation"),
                               QStringLiteral("submitting|submitting")};
    if (left != expected)
        return QStringLiteral("after the purge the ledger holds %1")
            .arg(left.join(QLatin1String(", ")));
    const QStringList deliveries =
        m_db.select(QStringLiteral("SELECT delivery_key FROM delivery_log"));
    if (deliveries != QStringList{QStringLiteral("fresh")})
        return QStringLiteral("after the purge the delivery log holds %1")
            .arg(deliveries.join(QLatin1String(", ")));
    return {};
}

QString LedgerCases::stateCheckRefusesUnknownState() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    if (const QString error = firstError(
            m_db.run({call(QStringLiteral("claim_episode"),
                           {{QStringLiteral("episode_key"), QStringLiteral("s1")},
                            {QStringLiteral("flow_id"), m_ledger.flowId},
                            {QStringLiteral("source_event_ids"), QStringLiteral("[]")}})}));
        !error.isEmpty())
        return error;
    if (m_db.execute(QStringLiteral("UPDATE action_ledger SET state = 'sent' WHERE episode_key = "
                                    "'s1'"))
            .isEmpty())
        return QStringLiteral("the state check let an unknown state 'sent' in");
    if (m_db.execute(QStringLiteral("INSERT INTO action_ledger (episode_key, flow_id, state, "
                                    "expires_at) VALUES ('s2', 'f', 'pending', %1)")
                         .arg(m_db.pastMoment()))
            .isEmpty())
        return QStringLiteral("the state check let an unknown state 'pending' in");
    if (const QString state = stateOf(QStringLiteral("s1"));
        !state.startsWith(QLatin1String("approved")))
        return QStringLiteral("the refused update changed the row: %1").arg(state);
    return {};
}

QString LedgerCases::scheduleExistsAfterSchema() {
    ActionLedger scheduled = m_ledger;
    scheduled.schedule = defaultLedgerSchedule(scheduled.dialect);
    scheduled.schema = LedgerStatements::schema(scheduled);
    const QByteArray schema =
        LedgerFiles::schema(scheduled, {QStringLiteral("acme-inventory.yaml"), {}, false});
    if (const QString error = m_db.useFreshDatabase(true); !error.isEmpty())
        return error;
    for (int run = 1; run <= 2; ++run) {
        if (const QString error = m_db.runScript(schema); !error.isEmpty())
            return QStringLiteral("run %1 of the scheduled schema: %2").arg(run).arg(error);
    }
    const QStringList jobs = m_db.scheduledJobs();
    const QString job = QStringLiteral("flowaudit_purge_") + m_ledger.flowId;
    const qsizetype named = std::count_if(jobs.cbegin(), jobs.cend(),
                                          [&](const QString& row) { return row.contains(job); });
    if (scheduled.schedule == LedgerSchedule::None)
        return jobs.isEmpty() && !schema.contains("-- name: schedule_purge")
                   ? QString()
                   : QStringLiteral("a schedule where none was asked for");
    if (named != 1)
        return QStringLiteral("after two runs, %1 jobs named %2: %3")
            .arg(named)
            .arg(job, jobs.join(QLatin1String(" / ")));
    return {};
}

} // namespace FlowAudit::Test
