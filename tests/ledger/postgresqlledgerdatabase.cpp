#include "postgresqlledgerdatabase.h"

#include "clientprocess.h"

#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QStandardPaths>

namespace FlowAudit::Test {

namespace {

const QString CronDatabase = QStringLiteral("flowaudit_cron");
const QString Port = QStringLiteral("54329"); // the socket's name; no TCP port is opened

QString psqlLiteral(const QString& value) {
    if (value.isNull())
        return QStringLiteral("NULL");
    QString quoted = value;
    return QLatin1Char('\'') + quoted.replace(QLatin1Char('\''), QLatin1String("''")) +
           QLatin1Char('\'');
}

QString withoutSemicolon(QString sql) {
    sql = sql.trimmed();
    if (sql.endsWith(QLatin1Char(';')))
        sql.chop(1);
    return sql;
}

// psql's output of a script whose calls are each announced by `@@N`: the returned rows, the
// command tag's count of each and \\timing's time of the EXECUTE (the line after its tag).
QList<StatementOutcome> parsePsqlOutcomes(const QByteArray& output, int calls) {
    static const QRegularExpression tag(
        QStringLiteral("^(?:INSERT \\d+|UPDATE|DELETE|SELECT) (\\d+)$"));
    static const QRegularExpression timing(QStringLiteral("^Time: ([0-9.]+) ms"));
    QList<StatementOutcome> outcomes(calls);
    int current = -1;
    bool afterTag = false;
    for (const QString& line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("@@"))) {
            current = line.mid(2).toInt();
            afterTag = false;
            continue;
        }
        if (current < 0 || current >= calls || line.isEmpty() || line == QLatin1String("PREPARE") ||
            line == QLatin1String("DEALLOCATE"))
            continue;
        if (const QRegularExpressionMatch m = timing.match(line); m.hasMatch()) {
            if (afterTag)
                outcomes[current].elapsedMs = m.captured(1).toDouble();
            afterTag = false;
        } else if (const QRegularExpressionMatch t = tag.match(line); t.hasMatch()) {
            outcomes[current].affected = t.captured(1).toLongLong();
            afterTag = true;
        } else {
            outcomes[current].rows.append(line);
        }
    }
    return outcomes;
}

// Each distinct statement prepared once on the connection, as a driver caches it, then
// executed for each call announced by `@@N`.
QByteArray psqlScript(const QList<StatementCall>& calls) {
    QString text = QStringLiteral("\\timing on\n");
    QHash<QString, int> prepared;
    for (int i = 0; i < calls.size(); ++i) {
        text += QStringLiteral("\\echo @@%1\n").arg(i);
        int statement = prepared.value(calls[i].sql, -1);
        if (statement < 0) {
            statement = int(prepared.size());
            prepared.insert(calls[i].sql, statement);
            text += QStringLiteral("PREPARE s%1 AS %2;\n")
                        .arg(statement)
                        .arg(withoutSemicolon(calls[i].sql));
        }
        QStringList values;
        for (const QString& p : calls[i].params)
            values.append(psqlLiteral(p));
        text += QStringLiteral("EXECUTE s%1%2;\n")
                    .arg(statement)
                    .arg(values.isEmpty()
                             ? QString()
                             : QStringLiteral("(%1)").arg(values.join(QLatin1String(", "))));
    }
    return text.toUtf8();
}

} // namespace

PostgresqlLedgerDatabase::PostgresqlLedgerDatabase() {
    m_bin = QStringLiteral("/usr/lib/postgresql/15/bin");
    if (!QFile::exists(m_bin + QStringLiteral("/initdb")) ||
        !QFile::exists(m_bin + QStringLiteral("/pg_ctl")) ||
        QStandardPaths::findExecutable(QStringLiteral("psql")).isEmpty()) {
        m_unavailable = QStringLiteral("PostgreSQL 15 is not installed (initdb and pg_ctl in %1, "
                                       "psql): scripts/install-deps.sh installs postgresql")
                            .arg(m_bin);
        return;
    }
    if (!QFile::exists(QStringLiteral("/usr/lib/postgresql/15/lib/pg_cron.so"))) {
        m_unavailable = QStringLiteral("pg_cron is not installed: scripts/install-deps.sh installs "
                                       "postgresql-15-cron");
        return;
    }
    m_unavailable = startServer();
}

QString PostgresqlLedgerDatabase::startServer() {
    if (!m_folder.isValid())
        return QStringLiteral("no temporary folder");
    // The postgres user runs the server when the tests run as root: it must reach the folder.
    QFile::setPermissions(m_folder.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                               QFileDevice::ExeOwner | QFileDevice::ReadOther |
                                               QFileDevice::WriteOther | QFileDevice::ExeOther);
    const QString data = m_folder.filePath(QStringLiteral("data"));
    auto [initdb, initArgs] =
        asUser(QStringLiteral("postgres"), m_bin + QStringLiteral("/initdb"),
               {QStringLiteral("-D"), data, QStringLiteral("-U"), QStringLiteral("postgres"),
                QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("--no-sync")});
    if (const ProcessResult r = runProcess(initdb, initArgs); !r.ok())
        return r.problem(QStringLiteral("initdb"));
    const QString options =
        QStringLiteral("-k %1 -c listen_addresses='' -p %2 -c shared_preload_libraries=pg_cron "
                       "-c cron.database_name=%3 -c fsync=off")
            .arg(m_folder.path(), Port, CronDatabase);
    auto [pgctl, ctlArgs] =
        asUser(QStringLiteral("postgres"), m_bin + QStringLiteral("/pg_ctl"),
               {QStringLiteral("-D"), data, QStringLiteral("-l"),
                m_folder.filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
                QStringLiteral("-o"), options, QStringLiteral("start")});
    if (const ProcessResult r = runProcess(pgctl, ctlArgs); !r.ok())
        return r.problem(QStringLiteral("pg_ctl start"));
    m_started = true;
    m_database = QStringLiteral("postgres");
    if (const QString error = execute(QStringLiteral("CREATE DATABASE %1").arg(CronDatabase));
        !error.isEmpty())
        return error;
    m_database = CronDatabase;
    return execute(QStringLiteral("CREATE EXTENSION pg_cron"));
}

PostgresqlLedgerDatabase::~PostgresqlLedgerDatabase() {
    if (!m_started)
        return;
    auto [pgctl, args] = asUser(QStringLiteral("postgres"), m_bin + QStringLiteral("/pg_ctl"),
                                {QStringLiteral("-D"), m_folder.filePath(QStringLiteral("data")),
                                 QStringLiteral("-m"), QStringLiteral("immediate"),
                                 QStringLiteral("-w"), QStringLiteral("stop")});
    runProcess(pgctl, args);
}

QStringList PostgresqlLedgerDatabase::psql(const QString& database) const {
    return {QStringLiteral("-X"), QStringLiteral("-q"),
            QStringLiteral("-h"), m_folder.path(),
            QStringLiteral("-p"), Port,
            QStringLiteral("-U"), QStringLiteral("postgres"),
            QStringLiteral("-d"), database,
            QStringLiteral("-v"), QStringLiteral("ON_ERROR_STOP=1"),
            QStringLiteral("-A"), QStringLiteral("-t"),
            QStringLiteral("-F"), QStringLiteral("|")};
}

QString PostgresqlLedgerDatabase::useFreshDatabase(bool scheduled) {
    if (scheduled) {
        // pg_cron lives in one database: emptied of the last case's tables and jobs.
        m_database = CronDatabase;
        return execute(QStringLiteral("SELECT cron.unschedule(jobid) FROM cron.job; DROP TABLE IF "
                                      "EXISTS action_ledger, delivery_log"));
    }
    const QString name = QStringLiteral("case_%1").arg(++m_cases);
    m_database = QStringLiteral("postgres");
    if (const QString error = execute(QStringLiteral("CREATE DATABASE %1").arg(name));
        !error.isEmpty())
        return error;
    m_database = name;
    return {};
}

QString PostgresqlLedgerDatabase::runScript(const QByteArray& file) {
    const ProcessResult r = runProcess(QStringLiteral("psql"), psql(m_database), file);
    return r.ok() ? QString() : r.problem(QStringLiteral("psql"));
}

QList<QList<StatementOutcome>>
PostgresqlLedgerDatabase::runEach(const QList<QList<StatementCall>>& perConnection) {
    // Without -q: the command tags carry the counts of changed rows.
    QStringList args = psql(m_database);
    args.removeAll(QStringLiteral("-q"));
    return runClientsTogether(QStringLiteral("psql"), args, perConnection, psqlScript,
                              parsePsqlOutcomes);
}

std::unique_ptr<QProcess> PostgresqlLedgerDatabase::startWorker(const QList<StatementCall>& calls,
                                                                QString* error) {
    return startProcess(QStringLiteral("psql"), psql(m_database),
                        psqlScript(calls) + "SELECT pg_sleep(600);\n", error);
}

QStringList PostgresqlLedgerDatabase::select(const QString& sql, QString* error) {
    const ProcessResult r =
        runProcess(QStringLiteral("psql"), psql(m_database) << QStringLiteral("-c") << sql);
    if (error)
        *error = r.ok() ? QString() : r.problem(QStringLiteral("psql"));
    return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

QStringList PostgresqlLedgerDatabase::describeSchema() {
    return select(QStringLiteral(
               "SELECT table_name, column_name, data_type, is_nullable, column_default FROM "
               "information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2")) +
           select(QStringLiteral("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = "
                                 "'public' ORDER BY 1")) +
           select(QStringLiteral("SELECT conname, pg_get_constraintdef(oid) FROM pg_constraint "
                                 "WHERE connamespace = 'public'::regnamespace ORDER BY 1")) +
           scheduledJobs();
}

QStringList PostgresqlLedgerDatabase::scheduledJobs() {
    if (m_database != CronDatabase)
        return {};
    return select(
        QStringLiteral("SELECT jobid, jobname, schedule, command FROM cron.job ORDER BY jobname"));
}

} // namespace FlowAudit::Test
