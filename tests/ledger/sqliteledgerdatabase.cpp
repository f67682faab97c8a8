#include "sqliteledgerdatabase.h"

#include <sqlite3.h>

#include "clientprocess.h"

#include <QElapsedTimer>

#include <thread>

namespace FlowAudit::Test {

namespace {

// One connection, closed when it goes.
class Connection {
public:
    explicit Connection(const QString& path) {
        if (sqlite3_open_v2(path.toUtf8().constData(), &m_db,
                            SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                            nullptr) != SQLITE_OK)
            m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_busy_timeout(m_db, 30'000); // another connection's write waits, as in a server
    }
    ~Connection() { sqlite3_close(m_db); }
    Connection(const Connection&) = delete;
    Connection& operator=(const Connection&) = delete;

    QString error() const { return m_error; }

    QString exec(const QString& sql) {
        char* message = nullptr;
        if (sqlite3_exec(m_db, sql.toUtf8().constData(), nullptr, nullptr, &message) == SQLITE_OK)
            return {};
        const QString error = QString::fromUtf8(message ? message : "error");
        sqlite3_free(message);
        return error;
    }

    StatementOutcome call(const StatementCall& call, int columns = 1) {
        StatementOutcome outcome;
        sqlite3_stmt* statement = nullptr;
        const QByteArray sql = call.sql.toUtf8();
        if (sqlite3_prepare_v2(m_db, sql.constData(), int(sql.size()), &statement, nullptr) !=
            SQLITE_OK) {
            outcome.error = QString::fromUtf8(sqlite3_errmsg(m_db));
            return outcome;
        }
        QList<QByteArray> values;
        for (int i = 0; i < call.params.size(); ++i) {
            values.append(call.params[i].toUtf8());
            if (call.params[i].isNull())
                sqlite3_bind_null(statement, i + 1);
            else
                sqlite3_bind_text(statement, i + 1, values.last().constData(),
                                  int(values.last().size()), SQLITE_STATIC);
        }
        QElapsedTimer clock;
        clock.start();
        int step = SQLITE_ROW;
        while ((step = sqlite3_step(statement)) == SQLITE_ROW) {
            QStringList row;
            for (int c = 0; c < std::min(columns, sqlite3_column_count(statement)); ++c) {
                const auto* text = reinterpret_cast<const char*>(sqlite3_column_text(statement, c));
                row.append(text ? QString::fromUtf8(text) : QStringLiteral("NULL"));
            }
            outcome.rows.append(row.join(QLatin1Char('|')));
        }
        outcome.elapsedMs = double(clock.nsecsElapsed()) / 1e6;
        if (step != SQLITE_DONE)
            outcome.error = QString::fromUtf8(sqlite3_errmsg(m_db));
        else
            outcome.affected = sqlite3_changes(m_db);
        sqlite3_finalize(statement);
        return outcome;
    }

private:
    sqlite3* m_db = nullptr;
    QString m_error;
};

} // namespace

SqliteLedgerDatabase::SqliteLedgerDatabase() = default;
SqliteLedgerDatabase::~SqliteLedgerDatabase() = default;

QString SqliteLedgerDatabase::unavailable() const {
    // RETURNING needs 3.35 (docs/spec/ledger.md).
    if (sqlite3_libversion_number() < 3'035'000)
        return QStringLiteral("SQLite %1 is older than 3.35")
            .arg(QLatin1StringView(sqlite3_libversion()));
    return m_folder.isValid() ? QString() : QStringLiteral("no temporary folder");
}

QString SqliteLedgerDatabase::useFreshDatabase(bool) {
    m_path = m_folder.filePath(QStringLiteral("case%1.sqlite").arg(++m_cases));
    Connection connection(m_path);
    return connection.error();
}

QString SqliteLedgerDatabase::runScript(const QByteArray& file) {
    Connection connection(m_path);
    return connection.exec(QString::fromUtf8(file));
}

QList<StatementOutcome> SqliteLedgerDatabase::run(const QList<StatementCall>& calls) {
    Connection connection(m_path);
    QList<StatementOutcome> outcomes;
    for (const StatementCall& call : calls)
        outcomes.append(connection.call(call));
    return outcomes;
}

QList<QList<StatementOutcome>>
SqliteLedgerDatabase::runEach(const QList<QList<StatementCall>>& perConnection) {
    QList<QList<StatementOutcome>> outcomes(perConnection.size());
    std::vector<std::thread> threads;
    for (qsizetype i = 0; i < perConnection.size(); ++i)
        threads.emplace_back(
            [this, &perConnection, &outcomes, i] { outcomes[i] = run(perConnection[i]); });
    for (std::thread& thread : threads)
        thread.join();
    return outcomes;
}

// The sqlite3 shell, as a worker process: each call with its values written in as literals
// (the ledger's statements hold no ? of their own), then a wait that holds no lock.
std::unique_ptr<QProcess> SqliteLedgerDatabase::startWorker(const QList<StatementCall>& calls,
                                                            QString* error) {
    QString script = QStringLiteral(".timeout 30000\n");
    for (const StatementCall& call : calls) {
        QString sql;
        qsizetype next = 0;
        for (const QChar c : call.sql) {
            if (c != u'?') {
                sql += c;
                continue;
            }
            const QString value = call.params.value(next++);
            sql += value.isNull()
                       ? QStringLiteral("NULL")
                       : QLatin1Char('\'') + QString(value).replace(u'\'', QLatin1String("''")) +
                             QLatin1Char('\'');
        }
        script += sql + QLatin1Char('\n');
    }
    script += QStringLiteral(".shell sleep 600\n");
    return startProcess(QStringLiteral("sqlite3"), {QStringLiteral("-batch"), m_path},
                        script.toUtf8(), error);
}

QStringList SqliteLedgerDatabase::select(const QString& sql, QString* error) {
    Connection connection(m_path);
    const StatementOutcome outcome = connection.call({sql, {}}, 16);
    if (error)
        *error = outcome.error;
    return outcome.rows;
}

QString SqliteLedgerDatabase::execute(const QString& sql) {
    Connection connection(m_path);
    return connection.exec(sql);
}

QStringList SqliteLedgerDatabase::describeSchema() {
    return select(QStringLiteral("SELECT type, name, sql FROM sqlite_master ORDER BY name"));
}

} // namespace FlowAudit::Test
