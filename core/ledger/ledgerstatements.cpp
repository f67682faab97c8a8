#include "core/ledger/ledgerstatements.h"

#include "core/ledger/ledgerdays.h"
#include "core/ledger/ledgernames.h"
#include "core/rules/rulecatalogue.h"
#include "core/rules/ruleid.h"

#include <cmath>
#include <utility>

namespace FlowAudit::LedgerStatements {

namespace {

using D = LedgerDialect;

const QString States =
    QStringLiteral("'approved', 'submitting', 'acknowledged', 'needs_reconciliation', 'done'");
constexpr int PurgeBatch = 10'000;
// The longest values, in bytes (UTF-8): a longer one is refused, never cut (docs/spec/ledger.md).
constexpr int FlowIdBytes = 255;
constexpr int KeyBytes = 1'024;
constexpr int TokenBytes = 64;
constexpr int HashBytes = 128;
constexpr int StalledBatch = 1'000;
// The states whose outcome is open: a claim, an attempt, an unknown outcome.
const QString OpenStates = QStringLiteral("'approved', 'submitting', 'needs_reconciliation'");

// A manual rule's meaning from the one catalogue, in the source's words: the files are the
// same bytes whatever the user's language.
QString ruleSays(QLatin1StringView id) {
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        if (id == QLatin1StringView(rule.id))
            return QStringLiteral("%1: %2").arg(id, QString::fromUtf8(rule.meaning));
    }
    return {};
}

// The dialect's words for what the statements need.
class Sql {
public:
    explicit Sql(D dialect)
        : m_d(dialect) {}

    QString text() const {
        return m_d == D::PostgreSql ? QStringLiteral("text") : QStringLiteral("TEXT");
    }
    QString time() const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("timestamptz");
        case D::MySql:
            return QStringLiteral("DATETIME(6)");
        case D::Sqlite:
            return QStringLiteral("TEXT"); // datetime('now')'s text, which sorts as time does
        }
        return {};
    }
    QString json() const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("jsonb");
        case D::MySql:
            return QStringLiteral("JSON");
        case D::Sqlite:
            return QStringLiteral("TEXT");
        }
        return {};
    }
    // A key column: exact bytes, 1 to `bytes` of them, never cut. PostgreSQL's "C" collation
    // and SQLite's BINARY compare bytes; MySQL's VARBINARY does too (no collation, no PAD SPACE,
    // case kept), one byte wider than the CHECK allows, so a server outside strict mode that
    // cuts a longer value to the column still fails the CHECK rather than storing it changed.
    QString keyColumn(const QString& name, int bytes, bool required = true) const {
        const QString notNull = required ? QStringLiteral(" NOT NULL") : QString();
        const QString range = QStringLiteral("BETWEEN 1 AND %1").arg(bytes);
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("%1 text COLLATE \"C\"%2 CHECK (octet_length(%1) %3)")
                .arg(name, notNull, range);
        case D::MySql:
            return QStringLiteral("%1 VARBINARY(%2)%3 CHECK (LENGTH(%1) %4)")
                .arg(name, QString::number(bytes + 1), notNull, range);
        case D::Sqlite:
            return QStringLiteral("%1 TEXT%2 CHECK (length(CAST(%1 AS BLOB)) %3)")
                .arg(name, notNull, range);
        }
        return {};
    }
    // Now to the microsecond (SQLite: the millisecond, as text that sorts as time does): a
    // lease of seconds is told apart within its second.
    QString preciseNow() const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("statement_timestamp()"); // now() is the transaction's start
        case D::MySql:
            return now();
        case D::Sqlite:
            return QStringLiteral("strftime('%Y-%m-%d %H:%M:%f', 'now')");
        }
        return {};
    }
    QString preciseNowPlusSeconds(qint64 seconds) const {
        const QString n = QString::number(seconds);
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("statement_timestamp() + interval '%1 seconds'").arg(n);
        case D::MySql:
            return QStringLiteral("UTC_TIMESTAMP(6) + INTERVAL %1 SECOND").arg(n);
        case D::Sqlite:
            return QStringLiteral("strftime('%Y-%m-%d %H:%M:%f', 'now', '+%1 seconds')").arg(n);
        }
        return {};
    }
    QString integer() const {
        return m_d == D::PostgreSql ? QStringLiteral("integer") : QStringLiteral("INTEGER");
    }
    // MySQL's in UTC: NOW() is the session's time zone, which a pool's connections, or a
    // change to summer time, would make differ between a lease's writer and its reader.
    QString now() const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("now()");
        case D::MySql:
            return QStringLiteral("UTC_TIMESTAMP(6)");
        case D::Sqlite:
            return QStringLiteral("datetime('now')");
        }
        return {};
    }
    QString nowDefault() const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("now()");
        case D::MySql:
            return QStringLiteral("(UTC_TIMESTAMP(6))");
        case D::Sqlite:
            return QStringLiteral("CURRENT_TIMESTAMP");
        }
        return {};
    }
    // Now plus a number of days; a part of a day in whole seconds, rounded up, so a key is
    // never dropped early.
    QString nowPlus(double days) const {
        const bool whole = days == std::floor(days);
        const qint64 amount = whole ? qint64(days) : qint64(std::ceil(days * 86'400.0));
        const QString n = QString::number(amount);
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("now() + interval '%1 %2'")
                .arg(n, whole ? QStringLiteral("days") : QStringLiteral("seconds"));
        case D::MySql:
            return QStringLiteral("UTC_TIMESTAMP(6) + INTERVAL %1 %2")
                .arg(n, whole ? QStringLiteral("DAY") : QStringLiteral("SECOND"));
        case D::Sqlite:
            return QStringLiteral("datetime('now', '+%1 %2')")
                .arg(n, whole ? QStringLiteral("days") : QStringLiteral("seconds"));
        }
        return {};
    }
    // The next placeholder, $1, $2 … for PostgreSQL, ? for the others, for the parameter
    // `name`: the statement's `-- params:` line lists the names in the order they were asked.
    QString p(const char* name) {
        m_params.append(QString::fromLatin1(name));
        return m_d == D::PostgreSql ? QStringLiteral("$%1").arg(m_params.size())
                                    : QStringLiteral("?");
    }
    bool isPostgreSql() const { return m_d == D::PostgreSql; }
    QString jsonParam(const char* name) {
        return m_d == D::PostgreSql ? p(name) + QStringLiteral("::jsonb") : p(name);
    }
    // The statement that inserts a row only when its key is new, and says whether it did.
    // MySQL's without IGNORE, which would make a too long or missing value a warning: a row
    // already there is updated to itself, which changes no row.
    QString insertIfNew(const QString& table, const QString& columns, const QString& values,
                        const QString& conflict, const QString& returning,
                        const QString& unchanged) const {
        if (m_d == D::MySql)
            return QStringLiteral("INSERT INTO %1 (%2)\nVALUES (%3)\nON DUPLICATE KEY UPDATE %4 = "
                                  "%4;")
                .arg(table, columns, values, unchanged);
        return QStringLiteral("INSERT INTO %1 (%2)\nVALUES (%3)\nON CONFLICT (%4) DO NOTHING\n"
                              "RETURNING %5;")
            .arg(table, columns, values, conflict, returning);
    }
    QStringList newnessComment(const QString& what) const {
        if (m_d == D::MySql)
            return {QStringLiteral("%1 when the affected row count is 1; 0: it was already there "
                                   "(connect without CLIENT_FOUND_ROWS, which counts it as 1).")
                        .arg(what)};
        return {QStringLiteral("%1 when a row comes back; none: it was already there.").arg(what)};
    }
    // Deletes at most PurgeBatch rows matching `where` in one run.
    QString purge(const QString& table, const QString& key, const QString& where) const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("DELETE FROM %1\nWHERE %2 IN (\n    SELECT %3 FROM %1\n    WHERE "
                                  "%4\n    LIMIT %5\n);")
                .arg(table, key.contains(QLatin1Char(',')) ? QStringLiteral("(%1)").arg(key) : key,
                     key, where, QString::number(PurgeBatch));
        case D::MySql:
            return QStringLiteral("DELETE FROM %1\nWHERE %2\nLIMIT %3;")
                .arg(table, where, QString::number(PurgeBatch));
        case D::Sqlite:
            return QStringLiteral("DELETE FROM %1\nWHERE rowid IN (\n    SELECT rowid FROM %1\n    "
                                  "WHERE %2\n    LIMIT %3\n);")
                .arg(table, where, QString::number(PurgeBatch));
        }
        return {};
    }
    // The parameters asked for since the last call, for the statement just written.
    QStringList takeParams() { return std::exchange(m_params, {}); }

private:
    D m_d;
    QStringList m_params;
};

QString purgeEpisodesSql(const Sql& sql) {
    return sql.purge(
        QStringLiteral("action_ledger"), QStringLiteral("flow_id, episode_key"),
        QStringLiteral("state IN ('acknowledged', 'done') AND expires_at < %1").arg(sql.now()));
}

QString purgeDeliveriesSql(const Sql& sql) {
    return sql.purge(QStringLiteral("delivery_log"), QStringLiteral("flow_id, delivery_key"),
                     QStringLiteral("expires_at < %1").arg(sql.now()));
}

// The statement on one line, for a job's command.
QString oneLine(QString statement) {
    statement.replace(QLatin1Char('\n'), QLatin1Char(' '));
    while (statement.contains(QLatin1String("  ")))
        statement.replace(QLatin1String("  "), QLatin1String(" "));
    return statement.replace(QLatin1String("( "), QLatin1String("("))
        .replace(QLatin1String(" )"), QLatin1String(")"));
}

LedgerStatement schedulePurge(const ActionLedger& ledger, const Sql& sql) {
    const QString job = LedgerNames::purgeJob(ledger.flowId);
    if (ledger.schedule == LedgerSchedule::PgCron)
        return {QStringLiteral("schedule_purge"),
                {},
                {QStringLiteral("Both purges every hour, by pg_cron, as the job %1 (run again, it "
                                "replaces the job of that name).")
                     .arg(job)},
                QStringLiteral("SELECT cron.schedule(\n    '%1',\n    '0 * * * *',\n    $purge$%2 "
                               "%3$purge$\n);")
                    .arg(job, oneLine(purgeEpisodesSql(sql)), oneLine(purgeDeliveriesSql(sql)))};
    // MySQL's event body is a compound statement: the client's DELIMITER lets it hold `;`.
    QString body =
        QStringLiteral(
            "    SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;\n    %1\n    %2")
            .arg(purgeEpisodesSql(sql).replace(QLatin1Char('\n'), QLatin1String("\n    ")),
                 purgeDeliveriesSql(sql).replace(QLatin1Char('\n'), QLatin1String("\n    ")));
    return {
        QStringLiteral("schedule_purge"),
        {},
        {QStringLiteral("Both purges every hour, as the event %1. The event scheduler must be ON "
                        "(event_scheduler=ON in the server's configuration).")
             .arg(job)},
        QStringLiteral("DELIMITER $$\nCREATE EVENT IF NOT EXISTS `%1`\nON SCHEDULE EVERY 1 "
                       "HOUR\nDO BEGIN\n%2\nEND$$\nDELIMITER ;")
            .arg(job, body)};
}

} // namespace

QList<LedgerStatement> schema(const ActionLedger& ledger) {
    const Sql sql(ledger.dialect);
    const bool mysql = ledger.dialect == D::MySql;
    const QString tableOptions =
        mysql ? QStringLiteral(" ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin")
              : QString();
    QStringList ledgerColumns{
        sql.keyColumn(QStringLiteral("flow_id"), FlowIdBytes),
        sql.keyColumn(QStringLiteral("episode_key"), KeyBytes),
        QStringLiteral("source_event_ids %1").arg(sql.json()),
        sql.keyColumn(QStringLiteral("request_hash"), HashBytes, false),
        sql.keyColumn(QStringLiteral("claim_token"), TokenBytes),
        QStringLiteral("claims %1 NOT NULL DEFAULT 1").arg(sql.integer()),
        QStringLiteral("state %1 NOT NULL CHECK (state IN (%2))")
            .arg(mysql ? QStringLiteral("VARCHAR(32)") : sql.text(), States),
        QStringLiteral("destination_ref %1").arg(sql.text()),
        QStringLiteral("first_seen %1 NOT NULL DEFAULT %2").arg(sql.time(), sql.nowDefault()),
        QStringLiteral("last_attempt %1").arg(sql.time()),
        QStringLiteral("attempts %1 NOT NULL DEFAULT 0").arg(sql.integer()),
        QStringLiteral("lease_expires_at %1 NOT NULL").arg(sql.time()),
        QStringLiteral("expires_at %1 NOT NULL").arg(sql.time()),
        QStringLiteral("PRIMARY KEY (flow_id, episode_key)"),
    };
    if (mysql)
        ledgerColumns.append(QStringLiteral("INDEX action_ledger_expires_at (expires_at)"));
    const QString indent = QStringLiteral("\n    ");

    QList<LedgerStatement> statements;
    statements.append(
        {QStringLiteral("create_action_ledger"),
         {},
         {QStringLiteral("One row per business effect (episode) of a flow: its key is the claim of "
                         "IP05, unique per flow, compared byte for byte."),
          QStringLiteral("claim_token and lease_expires_at tie the episode to the worker that "
                         "claimed it; request_hash is the request's fingerprint, if given."),
          ruleSays(RuleId::IP08)},
         QStringLiteral("CREATE TABLE IF NOT EXISTS action_ledger (%1%2\n)%3;")
             .arg(indent, ledgerColumns.join(QLatin1Char(',') + indent), tableOptions)});
    if (!mysql)
        statements.append(
            {QStringLiteral("create_action_ledger_expiry_index"),
             {},
             {QStringLiteral("The purge finds expired rows by it.")},
             QStringLiteral("CREATE INDEX IF NOT EXISTS action_ledger_expires_at ON action_ledger "
                            "(expires_at);")});
    const QStringList deliveryColumns{
        sql.keyColumn(QStringLiteral("flow_id"), FlowIdBytes),
        sql.keyColumn(QStringLiteral("delivery_key"), KeyBytes),
        sql.keyColumn(QStringLiteral("episode_key"), KeyBytes, false),
        QStringLiteral("received_at %1 NOT NULL DEFAULT %2").arg(sql.time(), sql.nowDefault()),
        QStringLiteral("expires_at %1 NOT NULL").arg(sql.time()),
        QStringLiteral("PRIMARY KEY (flow_id, delivery_key)"),
    };
    statements.append(
        {QStringLiteral("create_delivery_log"),
         {},
         {QStringLiteral("One row per delivery the sender made: the delivery key (its event ID) "
                         "dedupes redeliveries.")},
         QStringLiteral("CREATE TABLE IF NOT EXISTS delivery_log (%1%2\n)%3;")
             .arg(indent, deliveryColumns.join(QLatin1Char(',') + indent), tableOptions)});
    if (ledger.schedule != LedgerSchedule::None)
        statements.append(schedulePurge(ledger, sql));
    return statements;
}

namespace {

// The claim: a new episode is inserted, claimed. PostgreSQL and SQLite leave a row already
// there untouched (DO NOTHING), so a losing claim reads and writes nothing: an upsert's
// DO UPDATE … WHERE would lock the row it reads even when it changes nothing, and made a race
// of 8 workers for the same keys 30 % slower. MySQL's ON DUPLICATE KEY UPDATE locks the row
// whatever it assigns, so there the claim also takes an expired lease over (as
// take_over_episode does); its IFs are assigned left to right, the lease last, as each reads
// the ones before.
QString claimSql(const ActionLedger& ledger, Sql& sql) {
    const QString columns = QStringLiteral(
        "flow_id, episode_key, source_event_ids, request_hash, claim_token, state, claims, "
        "first_seen, lease_expires_at, expires_at");
    const QString flow = sql.p("flow_id");
    const QString episode = sql.p("episode_key");
    const QString events = sql.jsonParam("source_event_ids");
    const QString hash = sql.p("request_hash");
    const QString token = sql.p("claim_token");
    const QString values =
        QStringLiteral("%1, %2, %3, %4, %5, 'approved', 1, %6, %7, %8")
            .arg(flow, episode, events, hash, token, sql.now(),
                 sql.preciseNowPlusSeconds(ledger.leaseSeconds), sql.nowPlus(ledger.retentionDays));
    if (ledger.dialect == D::MySql) {
        const QString taken =
            QStringLiteral(
                "state IN (%1) AND lease_expires_at < UTC_TIMESTAMP(6) AND (request_hash IS NULL "
                "OR VALUES(request_hash) IS NULL OR request_hash = "
                "VALUES(request_hash))")
                .arg(OpenStates);
        return QStringLiteral(
                   "INSERT INTO action_ledger (%1)\nVALUES (%2)\nON DUPLICATE KEY UPDATE\n"
                   "    state = IF(%3, IF(state = 'submitting', 'needs_reconciliation', state), "
                   "state),\n"
                   "    claims = IF(%3, claims + 1, claims),\n"
                   "    claim_token = IF(%3, VALUES(claim_token), claim_token),\n"
                   "    lease_expires_at = IF(%3, VALUES(lease_expires_at), lease_expires_at);")
            .arg(columns, values, taken);
    }
    return QStringLiteral("INSERT INTO action_ledger (%1)\nVALUES (%2)\nON CONFLICT (flow_id, "
                          "episode_key) DO NOTHING\nRETURNING state, claims, lease_expires_at;")
        .arg(columns, values);
}

// The takeover of an episode whose lease ran out while its outcome was open (a submitting one
// becomes needs_reconciliation: IP04's unknown outcome); the fingerprint must match. An UPDATE
// locks only the row its WHERE picks, and PostgreSQL and MySQL test that row again once they
// hold its lock (SQLite writes one statement at a time), so of two workers taking over at once
// one does, the other changes nothing.
QString takeOverSql(const ActionLedger& ledger, Sql& sql) {
    const bool pg = ledger.dialect == D::PostgreSql;
    const QString token = sql.p("claim_token");
    const QString lease = sql.preciseNowPlusSeconds(ledger.leaseSeconds);
    const QString flow = sql.p("flow_id");
    const QString episode = sql.p("episode_key");
    const QString hash = sql.p("request_hash") + (pg ? QStringLiteral("::text") : QString());
    const QString returning = ledger.dialect == D::MySql
                                  ? QStringLiteral(";")
                                  : QStringLiteral("\nRETURNING state, claims, lease_expires_at;");
    // A NULL request_hash on either side matches, as at the claim.
    return QStringLiteral(
               "UPDATE action_ledger\nSET state = CASE WHEN state = 'submitting' THEN "
               "'needs_reconciliation' ELSE state END,\n    claims = claims + 1, claim_token = %1, "
               "lease_expires_at = %2\nWHERE flow_id = %3 AND episode_key = %4 AND state IN (%5)\n"
               "    AND lease_expires_at < %6\n    AND (request_hash IS NULL OR request_hash = "
               "COALESCE(%7, request_hash))%8")
        .arg(token, lease, flow, episode, OpenStates, sql.preciseNow(), hash, returning);
}

// One word for what a claim came to, read with the claimant's token: claimed, reconcile,
// mismatch, done, in_progress or expired.
QString claimAnswerSql(Sql& sql) {
    const bool pg = sql.isPostgreSql();
    const QString token = sql.p("claim_token") + (pg ? QStringLiteral("::text") : QString());
    const QString hash = sql.p("request_hash") + (pg ? QStringLiteral("::text") : QString());
    const QString flow = sql.p("flow_id");
    const QString episode = sql.p("episode_key");
    return QStringLiteral(
               "SELECT CASE\n"
               "    WHEN l.claim_token = a.claim_token AND l.state = 'approved' THEN 'claimed'\n"
               "    WHEN l.claim_token = a.claim_token AND l.state = 'needs_reconciliation' THEN "
               "'reconcile'\n"
               "    WHEN l.request_hash IS NOT NULL AND a.request_hash IS NOT NULL AND "
               "l.request_hash <> a.request_hash THEN 'mismatch'\n"
               "    WHEN l.state IN ('acknowledged', 'done') THEN 'done'\n"
               "    WHEN l.lease_expires_at >= %1 THEN 'in_progress'\n"
               "    ELSE 'expired'\n"
               "END AS answer, l.state, l.destination_ref, l.lease_expires_at\n"
               "FROM action_ledger l\nCROSS JOIN (SELECT %2 AS claim_token, %3 AS request_hash) a\n"
               "WHERE l.flow_id = %4 AND l.episode_key = %5;")
        .arg(sql.preciseNow(), token, hash, flow, episode);
}

} // namespace

QList<LedgerStatement> queries(const ActionLedger& ledger) {
    Sql sql(ledger.dialect);
    QList<LedgerStatement> statements;
    const auto add = [&](const char* name, QStringList comment, const QString& text) {
        statements.append({QString::fromLatin1(name), sql.takeParams(), std::move(comment), text});
    };
    // The episode's owner: the flow, the key and the token its claim was given.
    const auto owned = [&] {
        const QString flow = sql.p("flow_id");
        const QString episode = sql.p("episode_key");
        const QString token = sql.p("claim_token");
        return QStringLiteral("flow_id = %1 AND episode_key = %2 AND claim_token = %3")
            .arg(flow, episode, token);
    };

    if (ledger.dialect == D::MySql) {
        add("set_strict_mode",
            {QStringLiteral("Run on each new connection (a pool's connection-init SQL): a missing "
                            "or too long value is an error, not a warning."),
             QStringLiteral("The tables refuse both without it too (NOT NULL and CHECK)."),
             QStringLiteral("Without STRICT_ALL_TABLES in sql_mode's other modes a server may cut "
                            "or blank a value the CHECK then refuses.")},
            QStringLiteral("SET SESSION sql_mode = CONCAT_WS(',', NULLIF(@@SESSION.sql_mode, ''), "
                           "'STRICT_ALL_TABLES');"));
        add("set_read_committed",
            {QStringLiteral(
                 "Run on each new connection too: at READ COMMITTED the purge locks only "
                 "the rows it deletes,"),
             QStringLiteral("so a record_delivery or claim_episode never waits for it (REPEATABLE "
                            "READ would lock the gaps between them).")},
            QStringLiteral("SET SESSION TRANSACTION ISOLATION LEVEL READ COMMITTED;"));
    }
    {
        // One placeholder after the other: the order of a call's arguments is not defined.
        const QString flow = sql.p("flow_id");
        const QString delivery = sql.p("delivery_key");
        const QString episode = sql.p("episode_key");
        const QString values =
            QStringLiteral("%1, %2, %3, %4, %5")
                .arg(flow, delivery, episode, sql.now(), sql.nowPlus(double(ledger.deliveryDays)));
        QStringList comment{ruleSays(RuleId::IP08)};
        comment += sql.newnessComment(QStringLiteral("A new delivery"));
        comment.append(QStringLiteral("Kept %1: as long as the sender can deliver it again.")
                           .arg(ledgerDays(double(ledger.deliveryDays))));
        add("record_delivery", comment,
            sql.insertIfNew(QStringLiteral("delivery_log"),
                            QStringLiteral("flow_id, delivery_key, episode_key, received_at, "
                                           "expires_at"),
                            values, QStringLiteral("flow_id, delivery_key"),
                            QStringLiteral("delivery_key"), QStringLiteral("received_at")));
    }
    {
        QStringList comment{
            ruleSays(RuleId::IP05),
            QStringLiteral("claim_token: a new random value for each claim (a UUID), kept by the "
                           "worker; request_hash: the request's fingerprint, or NULL."),
            QStringLiteral("The lease runs %1 s.").arg(ledger.leaseSeconds)};
        if (ledger.dialect == D::MySql)
            comment += {QStringLiteral("An episode whose lease ran out while its outcome was open "
                                       "is taken over here too, as by take_over_episode."),
                        QStringLiteral("Then ask claim_answer with the token: the affected row "
                                       "count (1 new, 2 taken over, 0 not claimed) holds only "
                                       "without CLIENT_FOUND_ROWS, and a takeover may need "
                                       "reconciling.")};
        else
            comment.append(QStringLiteral("Claimed when a row comes back (state approved: act); "
                                          "none: the key was claimed before, claim_answer says "
                                          "what to do."));
        add("claim_episode", comment, claimSql(ledger, sql));
    }
    add("claim_answer",
        {QStringLiteral("What a claim came to, for the worker holding claim_token: claimed (act), "
                        "reconcile (read the destination first),"),
         QStringLiteral("mismatch (the key was claimed with another request_hash: answer 422), "
                        "in_progress (another worker's lease runs: 409),"),
         QStringLiteral("done (the effect happened: answer with destination_ref) or expired (the "
                        "lease ran out with the outcome open: take_over_episode).")},
        claimAnswerSql(sql));
    {
        QStringList comment{
            QStringLiteral("After an expired answer, with a new claim_token: takes over an "
                           "episode whose lease ran out while its outcome was open,"),
            QStringLiteral("a submitting one as needs_reconciliation (IP04: read the destination "
                           "before acting again). The request_hash must match, or be NULL.")};
        comment.append(
            ledger.dialect == D::MySql
                ? QStringLiteral("Taken over when 1 row is affected; 0: another worker took it "
                                 "first, claim_answer says what to do.")
                : QStringLiteral("Taken over when a row comes back (approved: act; "
                                 "needs_reconciliation: reconcile first); none: another worker "
                                 "took it first, claim_answer says what to do."));
        add("take_over_episode", comment, takeOverSql(ledger, sql));
    }
    {
        const QString now = sql.now();
        const QString lease = sql.preciseNowPlusSeconds(ledger.leaseSeconds);
        const QString where = owned();
        add("begin_attempt",
            {QStringLiteral("Before each attempt at the side effect, by the claim's owner: a new "
                            "lease for the attempt; no row changes in any other state or for "
                            "another token."),
             QStringLiteral("attempts + 1 is the ledger's bookkeeping, not an effect (%1)")
                 .arg(ruleSays(RuleId::IP06))},
            QStringLiteral("UPDATE action_ledger\nSET state = 'submitting', last_attempt = %1, "
                           "attempts = attempts + 1, lease_expires_at = %2\nWHERE %3 AND state IN "
                           "('approved', 'needs_reconciliation');")
                .arg(now, lease, where));
    }
    {
        QString where;
        QString reference;
        // PostgreSQL numbers its placeholders, so its params keep docs/spec/ledger.md's order; a
        // `?` dialect's follow the text.
        if (ledger.dialect == D::PostgreSql) {
            where = owned();
            reference = sql.p("destination_ref");
        } else {
            reference = sql.p("destination_ref");
            where = owned();
        }
        add("mark_acknowledged",
            {QStringLiteral("The destination accepted the effect, or reconciliation found it "
                            "there: keep its reference.")},
            QStringLiteral("UPDATE action_ledger\nSET state = 'acknowledged', destination_ref = "
                           "%1\nWHERE %2 AND state IN ('submitting', 'needs_reconciliation');")
                .arg(reference, where));
    }
    {
        const QString where = owned();
        add("mark_unknown_outcome",
            {ruleSays(RuleId::IP04),
             QStringLiteral("A timeout or dropped connection after sending leaves the episode "
                            "here until it is reconciled.")},
            QStringLiteral("UPDATE action_ledger\nSET state = 'needs_reconciliation'\nWHERE %1 AND "
                           "state = 'submitting';")
                .arg(where));
    }
    {
        const QString where = owned();
        add("mark_done",
            {QStringLiteral("The effect is complete; the key is kept until it expires.")},
            QStringLiteral("UPDATE action_ledger\nSET state = 'done'\nWHERE %1 AND state = "
                           "'acknowledged';")
                .arg(where));
    }
    {
        const QString flow = sql.p("flow_id");
        add("stalled_episodes",
            {QStringLiteral("The flow's episodes whose lease ran out while their outcome was open, "
                            "oldest first, at most %1:")
                 .arg(StalledBatch),
             QStringLiteral("a sweeper takes each over (take_over_episode, a NULL request_hash: a "
                            "redelivery may never come) and reconciles it from its source "
                            "events.")},
            QStringLiteral("SELECT episode_key, state, claims, attempts, lease_expires_at, "
                           "source_event_ids, request_hash\nFROM action_ledger\nWHERE flow_id = "
                           "%1 AND state IN (%2) AND lease_expires_at < %3\nORDER BY "
                           "lease_expires_at\nLIMIT %4;")
                .arg(flow, OpenStates, sql.preciseNow(), QString::number(StalledBatch)));
    }
    add("purge_expired_episodes",
        {QStringLiteral("Deletes at most %1 expired acknowledged or done episodes a run; never an "
                        "episode in needs_reconciliation, submitting or approved, whose outcome is "
                        "open.")
             .arg(PurgeBatch)},
        purgeEpisodesSql(sql));
    add("purge_expired_deliveries",
        {QStringLiteral("Deletes at most %1 expired deliveries a run.").arg(PurgeBatch)},
        purgeDeliveriesSql(sql));
    return statements;
}

} // namespace FlowAudit::LedgerStatements
