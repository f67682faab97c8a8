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

    QString key() const { return m_d == D::MySql ? QStringLiteral("VARCHAR(255)") : text(); }
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
    QString integer() const {
        return m_d == D::PostgreSql ? QStringLiteral("integer") : QStringLiteral("INTEGER");
    }
    QString now() const {
        switch (m_d) {
        case D::PostgreSql:
            return QStringLiteral("now()");
        case D::MySql:
            return QStringLiteral("NOW(6)");
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
            return QStringLiteral("CURRENT_TIMESTAMP(6)");
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
            return QStringLiteral("NOW(6) + INTERVAL %1 %2")
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
    QString jsonParam(const char* name) {
        return m_d == D::PostgreSql ? p(name) + QStringLiteral("::jsonb") : p(name);
    }
    // The statement that inserts a row only when its key is new, and says whether it did.
    QString insertIfNew(const QString& table, const QString& columns, const QString& values,
                        const QString& conflict, const QString& returning) const {
        if (m_d == D::MySql)
            return QStringLiteral("INSERT IGNORE INTO %1 (%2)\nVALUES (%3);")
                .arg(table, columns, values);
        return QStringLiteral("INSERT INTO %1 (%2)\nVALUES (%3)\nON CONFLICT (%4) DO NOTHING\n"
                              "RETURNING %5;")
            .arg(table, columns, values, conflict, returning);
    }
    QStringList newnessComment(const QString& what) const {
        if (m_d == D::MySql)
            return {QStringLiteral("%1 when the affected row count is 1; 0: it was already there.")
                        .arg(what),
                    QStringLiteral("INSERT IGNORE also makes a too long or missing value a warning "
                                   "(a key is cut at 255 characters): refuse such keys first.")};
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
    return sql.purge(QStringLiteral("action_ledger"), QStringLiteral("episode_key"),
                     QStringLiteral("state = 'done' AND expires_at < %1").arg(sql.now()));
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
        QStringLiteral("    %1\n    %2")
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
    const QString primary = mysql || ledger.dialect == D::Sqlite
                                ? QStringLiteral(" NOT NULL PRIMARY KEY")
                                : QStringLiteral(" PRIMARY KEY");
    QStringList ledgerColumns{
        QStringLiteral("episode_key %1%2").arg(sql.key(), primary),
        QStringLiteral("flow_id %1 NOT NULL").arg(sql.key()),
        QStringLiteral("source_event_ids %1").arg(sql.json()),
        QStringLiteral("state %1 NOT NULL CHECK (state IN (%2))")
            .arg(mysql ? QStringLiteral("VARCHAR(32)") : sql.text(), States),
        QStringLiteral("destination_ref %1").arg(sql.text()),
        QStringLiteral("first_seen %1 NOT NULL DEFAULT %2").arg(sql.time(), sql.nowDefault()),
        QStringLiteral("last_attempt %1").arg(sql.time()),
        QStringLiteral("attempts %1 NOT NULL DEFAULT 0").arg(sql.integer()),
        QStringLiteral("expires_at %1 NOT NULL").arg(sql.time()),
    };
    if (mysql)
        ledgerColumns.append(QStringLiteral("INDEX action_ledger_expires_at (expires_at)"));
    const QString indent = QStringLiteral("\n    ");

    QList<LedgerStatement> statements;
    statements.append(
        {QStringLiteral("create_action_ledger"),
         {},
         {QStringLiteral("One row per business effect (episode): its key is the claim of IP05."),
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
        QStringLiteral("flow_id %1 NOT NULL").arg(sql.key()),
        QStringLiteral("delivery_key %1 NOT NULL").arg(sql.key()),
        QStringLiteral("episode_key %1").arg(sql.key()),
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

QList<LedgerStatement> queries(const ActionLedger& ledger) {
    Sql sql(ledger.dialect);
    QList<LedgerStatement> statements;
    const auto add = [&](const char* name, QStringList comment, const QString& text) {
        statements.append({QString::fromLatin1(name), sql.takeParams(), std::move(comment), text});
    };

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
                            QStringLiteral("delivery_key")));
    }
    {
        const QString episode = sql.p("episode_key");
        const QString flow = sql.p("flow_id");
        const QString events = sql.jsonParam("source_event_ids");
        const QString values =
            QStringLiteral("%1, %2, %3, 'approved', %4, %5")
                .arg(episode, flow, events, sql.now(), sql.nowPlus(ledger.retentionDays));
        QStringList comment{ruleSays(RuleId::IP05)};
        comment += sql.newnessComment(QStringLiteral("Claimed"));
        comment.append(
            QStringLiteral("Not claimed: another worker has the episode; skip the side "
                           "effect. source_event_ids is a JSON array of delivery keys."));
        add("claim_episode", comment,
            sql.insertIfNew(QStringLiteral("action_ledger"),
                            QStringLiteral("episode_key, flow_id, source_event_ids, state, "
                                           "first_seen, expires_at"),
                            values, QStringLiteral("episode_key"), QStringLiteral("episode_key")));
    }
    {
        const QString text = QStringLiteral("UPDATE action_ledger\nSET state = 'submitting', "
                                            "last_attempt = %1, attempts = attempts + 1\nWHERE "
                                            "episode_key = %2 AND state IN ('approved', "
                                            "'needs_reconciliation');")
                                 .arg(sql.now(), sql.p("episode_key"));
        add("begin_attempt",
            {QStringLiteral("Before each attempt at the side effect; changes no row in any other "
                            "state."),
             QStringLiteral("attempts + 1 is the ledger's bookkeeping, not an effect (%1)")
                 .arg(ruleSays(RuleId::IP06))},
            text);
    }
    {
        QString text = QStringLiteral("UPDATE action_ledger\nSET state = 'acknowledged', "
                                      "destination_ref = %1\nWHERE episode_key = %2 AND state = "
                                      "'submitting';");
        // PostgreSQL numbers its placeholders, so its params keep docs/spec/ledger.md's order; a
        // `?` dialect's follow the text.
        if (ledger.dialect == D::PostgreSql) {
            const QString episode = sql.p("episode_key");
            text = text.arg(sql.p("destination_ref"), episode);
        } else {
            const QString reference = sql.p("destination_ref");
            text = text.arg(reference, sql.p("episode_key"));
        }
        add("mark_acknowledged",
            {QStringLiteral("The destination accepted the effect: keep its reference.")}, text);
    }
    {
        const QString text = QStringLiteral("UPDATE action_ledger\nSET state = "
                                            "'needs_reconciliation'\nWHERE episode_key = %1 AND "
                                            "state = 'submitting';")
                                 .arg(sql.p("episode_key"));
        add("mark_unknown_outcome",
            {ruleSays(RuleId::IP04),
             QStringLiteral("A timeout or dropped connection after sending leaves the episode "
                            "here until it is reconciled.")},
            text);
    }
    {
        const QString text = QStringLiteral("UPDATE action_ledger\nSET state = 'done'\nWHERE "
                                            "episode_key = %1 AND state = 'acknowledged';")
                                 .arg(sql.p("episode_key"));
        add("mark_done",
            {QStringLiteral("The effect is complete; the key is kept until it expires.")}, text);
    }
    add("purge_expired_episodes",
        {QStringLiteral("Deletes at most %1 expired done episodes a run; never an episode in "
                        "needs_reconciliation, submitting or approved, whose outcome is open.")
             .arg(PurgeBatch)},
        purgeEpisodesSql(sql));
    add("purge_expired_deliveries",
        {QStringLiteral("Deletes at most %1 expired deliveries a run.").arg(PurgeBatch)},
        purgeDeliveriesSql(sql));
    return statements;
}

} // namespace FlowAudit::LedgerStatements
