#pragma once

#include "core/ledger/ledgerdialect.h"

#include <QList>
#include <QProcess>
#include <QStringList>

#include <memory>
#include <optional>

namespace FlowAudit::Test {

// What one statement did: the rows it returned (first column, as text), the rows it
// changed, or the error it gave.
struct StatementOutcome {
    QStringList rows;
    qint64 affected = -1;
    QString error;
    double elapsedMs = -1; // how long it ran, waits included, as its client measured it
};

// A statement of a ledger file with the values of its parameters, in the file's order; a
// null QString is SQL's NULL.
struct StatementCall {
    QString sql;
    QStringList params;
};

// A real database of one dialect, driven as its users drive it: SQLite through the library,
// PostgreSQL through psql, MariaDB through the mariadb client. One server for the whole
// test program; a fresh database for each case.
class LedgerDatabase {
public:
    virtual ~LedgerDatabase() = default;
    virtual LedgerDialect dialect() const = 0;
    // Why the database cannot be used (its server is missing or did not start); empty when
    // it can.
    virtual QString unavailable() const = 0;
    // A new, empty database for the next case, with the schedule's prerequisites (pg_cron's
    // extension) when `scheduled`.
    virtual QString useFreshDatabase(bool scheduled) = 0;
    // A whole file, as its client runs it (psql -f, mariadb < file); the error, or empty.
    virtual QString runScript(const QByteArray& file) = 0;
    // The calls in order on one connection: by default, one of runConcurrently's.
    virtual QList<StatementOutcome> run(const QList<StatementCall>& calls) {
        return runConcurrently(calls, 1).first();
    }
    // The same calls on `connections` connections started together.
    QList<QList<StatementOutcome>> runConcurrently(const QList<StatementCall>& calls,
                                                   int connections) {
        return runEach(QList<QList<StatementCall>>(connections, calls));
    }
    // Each list of calls on a connection of its own, all started together.
    virtual QList<QList<StatementOutcome>>
    runEach(const QList<QList<StatementCall>>& perConnection) = 0;
    // A worker as a receiver runs one, in a process of its own: the calls on its connection,
    // then a wait until the process is killed (a crash after them). Null with *error when it
    // cannot start.
    virtual std::unique_ptr<QProcess> startWorker(const QList<StatementCall>& calls,
                                                  QString* error) = 0;
    // The test's own SQL: rows as `a|b|c`, or the error in `error`.
    virtual QStringList select(const QString& sql, QString* error = nullptr) = 0;
    // The test's own statement; its error, or empty: by default, a select that returns none.
    virtual QString execute(const QString& sql) {
        QString error;
        select(sql, &error);
        return error;
    }
    // How many times a statement has waited for a row lock since the server started, where
    // the server counts it (InnoDB); nullopt elsewhere.
    virtual std::optional<qint64> rowLockWaits() { return std::nullopt; }
    // A moment already past in the dialect: the expiry the purge tests give rows.
    virtual QString pastMoment() const = 0;
    // What the schema made, to compare before and after a second run.
    virtual QStringList describeSchema() = 0;
    // The purge's job (pg_cron) or event, as `name|schedule`; empty for none.
    virtual QStringList scheduledJobs() = 0;
};

} // namespace FlowAudit::Test
