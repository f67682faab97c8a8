#include "ledgercases.h"

#include "core/io/files/inventoryfile.h"
#include "core/ledger/ledgerfiles.h"
#include "core/ledger/ledgerstatements.h"
#include "core/vendors/vendorcatalogue.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSet>
#include <QThread>

#include <algorithm>

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
            LedgerPlan::of(*read.inventory, i, cards, {dialect, LedgerSchedule::None, {}, {}});
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
    return namedCall(m_queries, name, values);
}

QList<StatementCall> LedgerCases::session(bool strict) const {
    if (m_db.dialect() != LedgerDialect::MySql)
        return {};
    QList<StatementCall> calls;
    if (strict)
        calls.append(call(QStringLiteral("set_strict_mode"), {}));
    else
        calls.append({QStringLiteral("SET SESSION sql_mode = ''"), {}});
    calls.append(call(QStringLiteral("set_read_committed"), {}));
    return calls;
}

QList<StatementOutcome> LedgerCases::run(const QList<StatementCall>& calls, bool strict) {
    const QList<StatementCall> settings = session(strict);
    QList<StatementOutcome> outcomes = m_db.run(settings + calls);
    // A setting's error is the first call's: the calls did not run as asked.
    for (qsizetype i = 0; i < settings.size() && i < outcomes.size(); ++i) {
        if (!outcomes[i].error.isEmpty() && outcomes.size() > settings.size())
            outcomes[settings.size()].error = outcomes[i].error;
    }
    return outcomes.mid(settings.size());
}

QMap<QString, QString> LedgerCases::episode(const QString& key, const QString& token,
                                            const QString& hash) const {
    return {{QStringLiteral("flow_id"), m_ledger.flowId},
            {QStringLiteral("episode_key"), key},
            {QStringLiteral("source_event_ids"), QStringLiteral("[\"evt_%1\"]").arg(key.left(20))},
            {QStringLiteral("request_hash"), hash},
            {QStringLiteral("claim_token"), token},
            {QStringLiteral("destination_ref"), QStringLiteral("SF-0042")}};
}

bool LedgerCases::claimed(const StatementOutcome& outcome) const {
    return m_db.dialect() == LedgerDialect::MySql ? outcome.affected == 1 || outcome.affected == 2
                                                  : outcome.rows.size() == 1;
}

bool LedgerCases::inserted(const StatementOutcome& outcome) const {
    return m_db.dialect() == LedgerDialect::MySql ? outcome.affected == 1
                                                  : outcome.rows.size() == 1;
}

QString LedgerCases::answer(const QMap<QString, QString>& values) {
    const QList<StatementOutcome> outcomes = run({call(QStringLiteral("claim_answer"), values)});
    if (outcomes.isEmpty() || !outcomes.first().error.isEmpty())
        return QStringLiteral("(error: %1)")
            .arg(outcomes.isEmpty() ? QString() : outcomes.first().error);
    if (outcomes.first().rows.isEmpty())
        return QStringLiteral("(no row)");
    static const QRegularExpression separator(QStringLiteral("[|\t]"));
    return outcomes.first().rows.first().split(separator).first();
}

QString LedgerCases::stateOf(const QString& episode) {
    const QStringList rows = m_db.select(
        QStringLiteral("SELECT state, attempts, destination_ref FROM action_ledger WHERE "
                       "flow_id = '%1' AND episode_key = '%2'")
            .arg(m_ledger.flowId, episode));
    return rows.isEmpty() ? QStringLiteral("(none)") : rows.first();
}

bool LedgerCases::waitForState(const QString& episode, const QString& state) {
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 30'000) {
        if (stateOf(episode).startsWith(state + QLatin1Char('|')))
            return true;
        QThread::msleep(50);
    }
    return false;
}

QString LedgerCases::schemaRunTwiceChangesNothing() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    if (const QString error =
            firstError(run({call(QStringLiteral("claim_episode"),
                                 episode(QStringLiteral("e1"), QStringLiteral("t1")))}));
        !error.isEmpty())
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

LedgerCases::Race LedgerCases::race(const QString& keyPrefix, const QString& tokenPrefix,
                                    int episodes, int connections) {
    const QList<StatementCall> settings = session(true);
    QList<QList<StatementCall>> perConnection;
    for (int c = 0; c < connections; ++c) {
        QList<StatementCall> calls = settings;
        // A receiver's claim: the insert, then the takeover an expired answer would run; the
        // takeover changes nothing where the lease runs, so each worker runs both.
        for (int i = 0; i < episodes; ++i) {
            const QMap<QString, QString> values =
                episode(QStringLiteral("%1_%2").arg(keyPrefix).arg(i),
                        QStringLiteral("%1%2_%3").arg(tokenPrefix).arg(c).arg(i));
            calls.append(call(QStringLiteral("claim_episode"), values));
            calls.append(call(QStringLiteral("take_over_episode"), values));
        }
        perConnection.append(calls);
    }
    const QList<QList<StatementOutcome>> results = m_db.runEach(perConnection);
    Race race;
    for (int i = 0; i < episodes; ++i) {
        int wins = 0;
        for (const QList<StatementOutcome>& connection : results) {
            const StatementOutcome& claim = connection.value(settings.size() + 2 * i);
            const StatementOutcome& takeover = connection.value(settings.size() + 2 * i + 1);
            if (const QString error = firstError({claim, takeover}); !error.isEmpty()) {
                race.error = error;
                return race;
            }
            wins += claimed(claim) || claimed(takeover) ? 1 : 0;
        }
        race.doubleWins += wins > 1 ? 1 : 0;
        race.unwon += wins == 0 ? 1 : 0;
    }
    return race;
}

QString LedgerCases::concurrentClaimsClaimOnce(int episodes, int connections) {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const Race race =
        this->race(QStringLiteral("race"), QStringLiteral("worker"), episodes, connections);
    if (!race.error.isEmpty())
        return race.error;
    if (race.doubleWins > 0 || race.unwon > 0)
        return QStringLiteral("%1 connections claiming %2 keys at once: %3 keys won twice or more, "
                              "%4 won by nobody")
            .arg(connections)
            .arg(episodes)
            .arg(race.doubleWins)
            .arg(race.unwon);
    const QStringList rows = m_db.select(QStringLiteral("SELECT COUNT(*) FROM action_ledger"));
    if (rows != QStringList{QString::number(episodes)})
        return QStringLiteral("the ledger holds %1 rows, not %2")
            .arg(rows.join(QLatin1Char(',')))
            .arg(episodes);
    return {};
}

QString LedgerCases::concurrentTakeoversTakeOnce(int episodes, int connections) {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    // Episodes a crashed worker claimed, whose leases ran out a day ago.
    QList<StatementCall> first;
    for (int i = 0; i < episodes; ++i)
        first.append(call(QStringLiteral("claim_episode"),
                          episode(QStringLiteral("stale_%1").arg(i), QStringLiteral("dead"))));
    if (const QString error = firstError(run(first)); !error.isEmpty())
        return error;
    if (const QString error =
            m_db.execute(QStringLiteral("UPDATE action_ledger SET lease_expires_at = %1")
                             .arg(m_db.pastMoment()));
        !error.isEmpty())
        return error;
    const Race race =
        this->race(QStringLiteral("stale"), QStringLiteral("next"), episodes, connections);
    if (!race.error.isEmpty())
        return race.error;
    if (race.doubleWins > 0 || race.unwon > 0)
        return QStringLiteral("%1 connections taking over %2 expired episodes at once: %3 taken "
                              "twice or more, %4 by nobody")
            .arg(connections)
            .arg(episodes)
            .arg(race.doubleWins)
            .arg(race.unwon);
    const QStringList claims =
        m_db.select(QStringLiteral("SELECT COUNT(*) FROM action_ledger WHERE claims = 2"));
    if (claims != QStringList{QString::number(episodes)})
        return QStringLiteral("%1 episodes count two claims, not %2")
            .arg(claims.join(u','))
            .arg(episodes);
    return {};
}

QString LedgerCases::transitionsOutOfOrderChangeNoRow() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QMap<QString, QString> values = episode(QStringLiteral("t1"), QStringLiteral("owner"));
    // Each step with the rows it must change: 0 where the state does not allow it.
    const QList<std::pair<QString, qint64>> steps{{QStringLiteral("mark_done"), 0},
                                                  {QStringLiteral("mark_acknowledged"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 0},
                                                  {QStringLiteral("begin_attempt"), 1},
                                                  {QStringLiteral("begin_attempt"), 0},
                                                  {QStringLiteral("mark_done"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 1},
                                                  {QStringLiteral("mark_done"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 0},
                                                  {QStringLiteral("begin_attempt"), 1},
                                                  {QStringLiteral("mark_acknowledged"), 1},
                                                  {QStringLiteral("begin_attempt"), 0},
                                                  {QStringLiteral("mark_unknown_outcome"), 0},
                                                  {QStringLiteral("mark_done"), 1},
                                                  {QStringLiteral("mark_acknowledged"), 0},
                                                  {QStringLiteral("begin_attempt"), 0},
                                                  {QStringLiteral("mark_done"), 0}};
    QList<StatementCall> calls{call(QStringLiteral("claim_episode"), values)};
    for (const auto& [name, expected] : steps)
        calls.append(call(name, values));
    const QList<StatementOutcome> outcomes = run(calls);
    if (const QString error = firstError(outcomes); !error.isEmpty())
        return error;
    if (!claimed(outcomes.first()))
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

QString LedgerCases::onlyTheClaimantActsOnItsEpisode() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QMap<QString, QString> owner = episode(QStringLiteral("o1"), QStringLiteral("token_a"));
    const QMap<QString, QString> stranger =
        episode(QStringLiteral("o1"), QStringLiteral("token_b"));
    const QList<std::tuple<QString, QMap<QString, QString>, qint64>> steps{
        {QStringLiteral("begin_attempt"), stranger, 0},
        {QStringLiteral("mark_unknown_outcome"), stranger, 0},
        {QStringLiteral("mark_acknowledged"), stranger, 0},
        {QStringLiteral("begin_attempt"), owner, 1},
        {QStringLiteral("mark_unknown_outcome"), stranger, 0},
        {QStringLiteral("mark_acknowledged"), stranger, 0},
        {QStringLiteral("mark_acknowledged"), owner, 1},
        {QStringLiteral("mark_done"), stranger, 0},
        {QStringLiteral("mark_done"), owner, 1}};
    QList<StatementCall> calls{call(QStringLiteral("claim_episode"), owner),
                               call(QStringLiteral("claim_episode"), stranger)};
    for (const auto& [name, values, expected] : steps)
        calls.append(call(name, values));
    const QList<StatementOutcome> outcomes = run(calls);
    if (const QString error = firstError(outcomes); !error.isEmpty())
        return error;
    if (!claimed(outcomes[0]))
        return QStringLiteral("the first claim did not claim");
    if (claimed(outcomes[1]))
        return QStringLiteral("a second claim won the episode while the first's lease ran");
    for (int i = 0; i < steps.size(); ++i) {
        const auto& [name, values, expected] = steps[i];
        if (outcomes[i + 2].affected != expected)
            return QStringLiteral("step %1, %2 by %3, changed %4 rows, not %5")
                .arg(i + 1)
                .arg(name, values.value(QStringLiteral("claim_token")))
                .arg(outcomes[i + 2].affected)
                .arg(expected);
    }
    if (const QString said = answer(stranger); said != QLatin1String("done"))
        return QStringLiteral("claim_answer tells the loser %1 after the effect, not done")
            .arg(said);
    return {};
}

QString LedgerCases::twoFlowsClaimOneMessageIdEach() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    QMap<QString, QString> snowflake = episode(QStringLiteral("msg_0001"), QStringLiteral("t1"));
    QMap<QString, QString> braze = snowflake;
    braze.insert(QStringLiteral("flow_id"), QStringLiteral("segment_events_to_braze"));
    braze.insert(QStringLiteral("claim_token"), QStringLiteral("t2"));
    const QList<StatementOutcome> outcomes = run({call(QStringLiteral("claim_episode"), snowflake),
                                                  call(QStringLiteral("claim_episode"), braze),
                                                  call(QStringLiteral("begin_attempt"), braze)});
    if (const QString error = firstError(outcomes); !error.isEmpty())
        return error;
    if (!claimed(outcomes[0]) || !claimed(outcomes[1]))
        return QStringLiteral("one message ID claimed by two flows: %1 and %2 claimed")
            .arg(claimed(outcomes[0]) ? QStringLiteral("yes") : QStringLiteral("no"),
                 claimed(outcomes[1]) ? QStringLiteral("yes") : QStringLiteral("no"));
    if (outcomes[2].affected != 1)
        return QStringLiteral("the second flow's claimant could not begin its attempt");
    if (const QString state = stateOf(QStringLiteral("msg_0001"));
        !state.startsWith(QLatin1String("approved|")))
        return QStringLiteral("the second flow's attempt changed the first flow's episode: %1")
            .arg(state);
    return {};
}

QString LedgerCases::keysAreExact(bool strict) {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QString mode = strict ? QStringLiteral("strict") : QStringLiteral("non-strict");
    // Each its own episode: a key is never cut, padded or folded into another.
    const QStringList keys{QString(255, u'k'),        QString(256, u'k'),
                           QString(1000, u'k'),       QStringLiteral("key"),
                           QStringLiteral("key "),    QStringLiteral("Billing"),
                           QStringLiteral("billing"), QString(512, u'é')};
    QList<StatementCall> calls;
    for (qsizetype i = 0; i < keys.size(); ++i)
        calls.append(call(QStringLiteral("claim_episode"),
                          episode(keys[i], QStringLiteral("token_%1").arg(i))));
    const QList<StatementOutcome> outcomes = run(calls, strict);
    if (const QString error = firstError(outcomes); !error.isEmpty())
        return mode + QStringLiteral(": ") + error;
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (!claimed(outcomes[i]))
            return QStringLiteral("%1: the key of %2 characters \"%3…\" was taken for another")
                .arg(mode)
                .arg(keys[i].size())
                .arg(keys[i].left(12));
        if (const QString said = answer(episode(keys[i], QStringLiteral("token_%1").arg(i)));
            said != QLatin1String("claimed"))
            return QStringLiteral("%1: the key of %2 characters reads back as %3, not claimed")
                .arg(mode)
                .arg(keys[i].size())
                .arg(said);
    }
    // Refused in words, never stored changed: past the column (in bytes: 513 é are 1,026),
    // blank, missing; a flow ID missing or blank.
    QMap<QString, QString> noFlow = episode(QStringLiteral("x"), QStringLiteral("t"));
    noFlow.insert(QStringLiteral("flow_id"), QString());
    QMap<QString, QString> blankFlow = noFlow;
    blankFlow.insert(QStringLiteral("flow_id"), QStringLiteral(""));
    const QList<std::pair<QString, QMap<QString, QString>>> refused{
        {QStringLiteral("a key of 1,025 bytes"), episode(QString(1025, u'k'), QStringLiteral("t"))},
        {QStringLiteral("a key of 513 é (1,026 bytes)"),
         episode(QString(513, u'é'), QStringLiteral("t"))},
        {QStringLiteral("a blank key"), episode(QStringLiteral(""), QStringLiteral("t"))},
        {QStringLiteral("a missing key"), episode(QString(), QStringLiteral("t"))},
        {QStringLiteral("a missing flow ID"), noFlow},
        {QStringLiteral("a blank flow ID"), blankFlow}};
    for (const auto& [what, values] : refused) {
        const QList<StatementOutcome> out =
            run({call(QStringLiteral("claim_episode"), values)}, strict);
        if (firstError(out).isEmpty())
            return QStringLiteral("%1: %2 was not refused").arg(mode, what);
    }
    QMap<QString, QString> longDelivery{{QStringLiteral("flow_id"), m_ledger.flowId},
                                        {QStringLiteral("delivery_key"), QString(1025, u'd')},
                                        {QStringLiteral("episode_key"), QStringLiteral("e")}};
    if (firstError(run({call(QStringLiteral("record_delivery"), longDelivery)}, strict)).isEmpty())
        return QStringLiteral("%1: a delivery key of 1,025 bytes was not refused").arg(mode);
    const QStringList rows = m_db.select(QStringLiteral("SELECT COUNT(*) FROM action_ledger"));
    if (rows != QStringList{QString::number(keys.size())})
        return QStringLiteral("%1: the ledger holds %2 rows, not %3: a refused key was stored")
            .arg(mode, rows.join(QLatin1Char(',')))
            .arg(keys.size());
    return {};
}

QString LedgerCases::requestFingerprintAnswers() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QString h1 = QStringLiteral("sha256:1111"), h2 = QStringLiteral("sha256:2222");
    const QMap<QString, QString> first = episode(QStringLiteral("p1"), QStringLiteral("a"), h1);
    const QMap<QString, QString> otherBody = episode(QStringLiteral("p1"), QStringLiteral("b"), h2);
    const QMap<QString, QString> sameBody = episode(QStringLiteral("p1"), QStringLiteral("c"), h1);
    const QMap<QString, QString> noHash = episode(QStringLiteral("p1"), QStringLiteral("d"));
    const QList<StatementOutcome> claims = run({call(QStringLiteral("claim_episode"), first),
                                                call(QStringLiteral("claim_episode"), otherBody),
                                                call(QStringLiteral("claim_episode"), sameBody)});
    if (const QString error = firstError(claims); !error.isEmpty())
        return error;
    if (!claimed(claims[0]) || claimed(claims[1]) || claimed(claims[2]))
        return QStringLiteral("only the first claim may win while its lease runs");
    const QList<std::pair<QMap<QString, QString>, QString>> whileInFlight{
        {first, QStringLiteral("claimed")},
        {otherBody, QStringLiteral("mismatch")},
        {sameBody, QStringLiteral("in_progress")},
        {noHash, QStringLiteral("in_progress")}};
    for (const auto& [values, expected] : whileInFlight) {
        if (const QString said = answer(values); said != expected)
            return QStringLiteral("in flight, claim_answer tells %1 %2, not %3")
                .arg(values.value(QStringLiteral("claim_token")), said, expected);
    }
    if (const QString error = firstError(run({call(QStringLiteral("begin_attempt"), first),
                                              call(QStringLiteral("mark_acknowledged"), first),
                                              call(QStringLiteral("mark_done"), first)}));
        !error.isEmpty())
        return error;
    const QList<std::pair<QMap<QString, QString>, QString>> afterwards{
        {otherBody, QStringLiteral("mismatch")},
        {sameBody, QStringLiteral("done")},
        {noHash, QStringLiteral("done")}};
    for (const auto& [values, expected] : afterwards) {
        if (const QString said = answer(values); said != expected)
            return QStringLiteral("when done, claim_answer tells %1 %2, not %3")
                .arg(values.value(QStringLiteral("claim_token")), said, expected);
    }
    // An expired lease is taken over only with the same fingerprint, or none.
    const QMap<QString, QString> stale = episode(QStringLiteral("p2"), QStringLiteral("e"), h1);
    const QMap<QString, QString> staleOther =
        episode(QStringLiteral("p2"), QStringLiteral("f"), h2);
    const QMap<QString, QString> staleSame = episode(QStringLiteral("p2"), QStringLiteral("g"), h1);
    if (const QString error = firstError(run({call(QStringLiteral("claim_episode"), stale)}));
        !error.isEmpty())
        return error;
    if (const QString error = m_db.execute(
            QStringLiteral(
                "UPDATE action_ledger SET lease_expires_at = %1 WHERE episode_key = 'p2'")
                .arg(m_db.pastMoment()));
        !error.isEmpty())
        return error;
    const QList<StatementOutcome> takeovers =
        run({call(QStringLiteral("take_over_episode"), staleOther),
             call(QStringLiteral("take_over_episode"), staleSame)});
    if (const QString error = firstError(takeovers); !error.isEmpty())
        return error;
    if (claimed(takeovers[0]) || !claimed(takeovers[1]))
        return QStringLiteral("an expired lease was taken over by %1, not by the same fingerprint")
            .arg(claimed(takeovers[0]) ? QStringLiteral("another fingerprint")
                                       : QStringLiteral("nobody"));
    if (const QString said = answer(staleOther); said != QLatin1String("mismatch"))
        return QStringLiteral("after the takeover, claim_answer tells another fingerprint %1, not "
                              "mismatch")
            .arg(said);
    return {};
}

QString LedgerCases::crashedWorkersAreTakenOver() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    const QList<StatementCall> settings = session(true);
    const QMap<QString, QString> crashedAfterClaim =
        episode(QStringLiteral("c1"), QStringLiteral("dead_1"));
    const QMap<QString, QString> crashedAfterBegin =
        episode(QStringLiteral("c2"), QStringLiteral("dead_2"));
    QString error;
    // Each worker is killed once its statements are in: a crash after them.
    for (const auto& [values, calls, state] :
         {std::tuple{crashedAfterClaim, QStringList{QStringLiteral("claim_episode")},
                     QStringLiteral("approved")},
          std::tuple{crashedAfterBegin,
                     QStringList{QStringLiteral("claim_episode"), QStringLiteral("begin_attempt")},
                     QStringLiteral("submitting")}}) {
        QList<StatementCall> work = settings;
        for (const QString& name : calls)
            work.append(call(name, values));
        std::unique_ptr<QProcess> worker = m_db.startWorker(work, &error);
        if (!worker)
            return error;
        if (!waitForState(values.value(QStringLiteral("episode_key")), state))
            return QStringLiteral("the worker never brought %1 to %2")
                .arg(values.value(QStringLiteral("episode_key")), state);
        worker->kill();
        worker->waitForFinished();
    }
    // While the leases run, the next claimant is told to wait.
    const QMap<QString, QString> next1 = episode(QStringLiteral("c1"), QStringLiteral("next_1"));
    const QMap<QString, QString> next2 = episode(QStringLiteral("c2"), QStringLiteral("next_2"));
    const QList<StatementOutcome> early = run({call(QStringLiteral("claim_episode"), next1),
                                               call(QStringLiteral("take_over_episode"), next1),
                                               call(QStringLiteral("claim_episode"), next2),
                                               call(QStringLiteral("take_over_episode"), next2)});
    if (const QString e = firstError(early); !e.isEmpty())
        return e;
    if (std::any_of(early.begin(), early.end(), [&](const auto& o) { return claimed(o); }))
        return QStringLiteral("a crashed worker's episode was taken over before its lease ran out");
    if (const QString said = answer(next1); said != QLatin1String("in_progress"))
        return QStringLiteral("before the lease ran out, the next claimant was told %1").arg(said);
    QThread::msleep(int(m_ledger.leaseSeconds * 1000 + 1200));
    const QList<StatementOutcome> sweep = run(
        {call(QStringLiteral("stalled_episodes"), {{QStringLiteral("flow_id"), m_ledger.flowId}})});
    if (const QString e = firstError(sweep); !e.isEmpty())
        return e;
    const QStringList stalled = sweep.first().rows;
    if (stalled.size() != 2)
        return QStringLiteral(
                   "stalled_episodes lists %1 episodes after the leases ran out, not 2: %2")
            .arg(stalled.size())
            .arg(stalled.join(QLatin1String(" / ")));
    // The receiver's steps: the claim finds the key, the answer says expired, the takeover
    // takes it (MySQL's claim takes it over itself).
    const bool claimTakesOver = m_db.dialect() == LedgerDialect::MySql;
    for (const QMap<QString, QString>& next : {next1, next2}) {
        const QList<StatementOutcome> claim = run({call(QStringLiteral("claim_episode"), next)});
        if (const QString e = firstError(claim); !e.isEmpty())
            return e;
        if (claimed(claim[0]) != claimTakesOver)
            return QStringLiteral("after the lease, claim_episode %1 the episode over")
                .arg(claimTakesOver ? QStringLiteral("did not take") : QStringLiteral("took"));
        if (claimTakesOver)
            continue;
        if (const QString said = answer(next); said != QLatin1String("expired"))
            return QStringLiteral("after the lease ran out, the next claimant was told %1, not "
                                  "expired")
                .arg(said);
        const QList<StatementOutcome> taken =
            run({call(QStringLiteral("take_over_episode"), next)});
        if (const QString e = firstError(taken); !e.isEmpty())
            return e;
        if (!claimed(taken[0]))
            return QStringLiteral("after the lease the next claimant did not take the episode "
                                  "over");
    }
    if (const QString said = answer(next1); said != QLatin1String("claimed"))
        return QStringLiteral("taken over after a crash after the claim, the answer is %1")
            .arg(said);
    // The attempt's outcome is unknown: the new owner is told to read the destination first.
    if (const QString said = answer(next2); said != QLatin1String("reconcile"))
        return QStringLiteral("taken over after a crash during an attempt, the answer is %1")
            .arg(said);
    const QList<StatementOutcome> later =
        run({call(QStringLiteral("begin_attempt"), next2),
             call(QStringLiteral("mark_acknowledged"), crashedAfterBegin)});
    if (const QString e = firstError(later); !e.isEmpty())
        return e;
    if (later[0].affected != 1)
        return QStringLiteral("the new owner could not begin its attempt");
    if (later[1].affected != 0)
        return QStringLiteral("the crashed worker's token still acknowledged the episode");
    if (const QString state = stateOf(QStringLiteral("c2"));
        !state.startsWith(QLatin1String("submitting|2")))
        return QStringLiteral(
                   "after the takeover the episode is %1, not submitting with 2 attempts")
            .arg(state);
    return {};
}

QString LedgerCases::purgeLetsInsertsGoOn(double* longestInsertMs) {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
    constexpr int Expired = 25'000;
    constexpr int Inserts = 300;
    QString seed;
    switch (m_db.dialect()) {
    case LedgerDialect::PostgreSql:
        seed = QStringLiteral("INSERT INTO delivery_log (flow_id, delivery_key, expires_at) SELECT "
                              "'f', 'old_' || g, now() - interval '1 day' FROM generate_series(1, "
                              "%1) g");
        break;
    case LedgerDialect::MySql:
        seed = QStringLiteral("INSERT INTO delivery_log (flow_id, delivery_key, expires_at) SELECT "
                              "'f', CONCAT('old_', seq), NOW(6) - INTERVAL 1 DAY FROM seq_1_to_%1");
        break;
    case LedgerDialect::Sqlite:
        seed =
            QStringLiteral("WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE "
                           "n < %1) INSERT INTO delivery_log (flow_id, delivery_key, "
                           "expires_at) SELECT 'f', 'old_' || n, datetime('now', '-1 day') FROM g");
        break;
    }
    if (const QString error = m_db.execute(seed.arg(Expired)); !error.isEmpty())
        return error;
    const QList<StatementCall> settings = session(true);
    QList<StatementCall> purges = settings;
    for (int i = 0; i < 3; ++i)
        purges.append(call(QStringLiteral("purge_expired_deliveries"), {}));
    QList<StatementCall> inserts = settings;
    for (int i = 0; i < Inserts; ++i)
        inserts.append(call(QStringLiteral("record_delivery"),
                            {{QStringLiteral("flow_id"), m_ledger.flowId},
                             {QStringLiteral("delivery_key"), QStringLiteral("new_%1").arg(i)},
                             {QStringLiteral("episode_key"), QStringLiteral("e%1").arg(i)}}));
    const std::optional<qint64> waitsBefore = m_db.rowLockWaits();
    const QList<QList<StatementOutcome>> results = m_db.runEach({purges, inserts});
    if (const QString e = firstError(results[0]) + firstError(results[1]); !e.isEmpty())
        return e;
    for (int i = 0; i < Inserts; ++i) {
        const StatementOutcome& outcome = results[1].value(settings.size() + i);
        if (!inserted(outcome))
            return QStringLiteral("delivery new_%1 was not new while the purge ran").arg(i);
        if (longestInsertMs)
            *longestInsertMs = std::max(*longestInsertMs, outcome.elapsedMs);
    }
    // Counted by the server, not timed (bench_ledger times the inserts): InnoDB's row lock
    // waits, which REPEATABLE READ's gap locks would cause.
    if (const std::optional<qint64> waitsAfter = m_db.rowLockWaits();
        waitsBefore && waitsAfter && *waitsAfter != *waitsBefore)
        return QStringLiteral("%1 inserts waited for a row lock while the purge ran")
            .arg(*waitsAfter - *waitsBefore);
    const QStringList left = m_db.select(
        QStringLiteral("SELECT COUNT(*) FROM delivery_log WHERE delivery_key LIKE 'old_%'"));
    if (left != QStringList{QStringLiteral("0")})
        return QStringLiteral("three purges left %1 expired deliveries").arg(left.join(u','));
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
        run({call(QStringLiteral("record_delivery"), delivery),
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

QString LedgerCases::purgeRemovesOnlyExpiredClosedAndDeliveries() {
    if (const QString error = prepare(); !error.isEmpty())
        return error;
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
    const auto owned = [this](const QString& key) { return episode(key, QStringLiteral("w")); };
    for (const QString& key : keys)
        calls.append(call(QStringLiteral("claim_episode"), owned(key)));
    for (const QString& key : keys.mid(1))
        calls.append(call(QStringLiteral("begin_attempt"), owned(key)));
    calls.append(call(QStringLiteral("mark_unknown_outcome"), owned(keys[2])));
    for (const QString& key : keys.mid(3))
        calls.append(call(QStringLiteral("mark_acknowledged"), owned(key)));
    for (const QString& key : keys.mid(4))
        calls.append(call(QStringLiteral("mark_done"), owned(key)));
    calls.append(call(QStringLiteral("record_delivery"), delivery(QStringLiteral("old"))));
    calls.append(call(QStringLiteral("record_delivery"), delivery(QStringLiteral("fresh"))));
    if (const QString error = firstError(run(calls)); !error.isEmpty())
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
        run({call(QStringLiteral("purge_expired_episodes"), {}),
             call(QStringLiteral("purge_expired_deliveries"), {})});
    if (const QString error = firstError(purged); !error.isEmpty())
        return error;
    const QStringList left = m_db.select(
        QStringLiteral("SELECT episode_key, state FROM action_ledger ORDER BY episode_key"));
    const QStringList expected{QStringLiteral("approved|approved"),
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
    if (const QString error = firstError(run({call(
            QStringLiteral("claim_episode"), episode(QStringLiteral("s1"), QStringLiteral("t")))}));
        !error.isEmpty())
        return error;
    if (m_db.execute(QStringLiteral("UPDATE action_ledger SET state = 'sent' WHERE episode_key = "
                                    "'s1'"))
            .isEmpty())
        return QStringLiteral("the state check let an unknown state 'sent' in");
    if (m_db.execute(QStringLiteral("INSERT INTO action_ledger (flow_id, episode_key, claim_token, "
                                    "state, lease_expires_at, expires_at) VALUES ('f', 's2', 't', "
                                    "'pending', %1, %1)")
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
