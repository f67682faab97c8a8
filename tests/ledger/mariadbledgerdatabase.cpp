#include "mariadbledgerdatabase.h"

#include "clientprocess.h"

#include <QElapsedTimer>
#include <QHash>
#include <QStandardPaths>
#include <QThread>

namespace FlowAudit::Test {

namespace {

QString mariadbLiteral(const QString& value) {
    if (value.isNull())
        return QStringLiteral("NULL");
    QString quoted = value;
    quoted.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    quoted.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// Each call announced by `@@N`, then its statement prepared from the file's text, executed
// with user variables for the `?`s, and its count of changed rows said as `@@affected N`.
QByteArray mariadbScript(const QList<StatementCall>& calls) {
    QString text;
    // Each distinct statement prepared once on the connection, as a driver caches it.
    QHash<QString, int> prepared;
    for (int i = 0; i < calls.size(); ++i) {
        QStringList variables;
        QStringList assignments;
        for (int p = 0; p < calls[i].params.size(); ++p) {
            variables.append(QStringLiteral("@p%1").arg(p));
            assignments.append(
                QStringLiteral("@p%1 = %2").arg(p).arg(mariadbLiteral(calls[i].params[p])));
        }
        if (calls[i].params.isEmpty() && calls[i].sql.startsWith(QLatin1String("SET "))) {
            // A session's setting, run as the application runs it (SET TRANSACTION cannot be
            // prepared).
            const QString setting = calls[i].sql.trimmed();
            text += QStringLiteral("SELECT '@@%1';\n%2%3\nSELECT '@@affected 0 0';\n")
                        .arg(i)
                        .arg(setting, setting.endsWith(u';') ? QString() : QStringLiteral(";"));
            continue;
        }
        text += QStringLiteral("SELECT '@@%1';\n").arg(i);
        int statement = prepared.value(calls[i].sql, -1);
        if (statement < 0) {
            statement = int(prepared.size());
            prepared.insert(calls[i].sql, statement);
            text += QStringLiteral("PREPARE s%1 FROM %2;\n")
                        .arg(statement)
                        .arg(mariadbLiteral(calls[i].sql));
        }
        if (!assignments.isEmpty())
            text += QStringLiteral("SET %1;\n").arg(assignments.join(QLatin1String(", ")));
        // The server's own clock around the EXECUTE: how long it ran, waits included.
        text += QStringLiteral("SET @started = NOW(6);\n");
        text += variables.isEmpty() ? QStringLiteral("EXECUTE s%1;\n").arg(statement)
                                    : QStringLiteral("EXECUTE s%1 USING %2;\n")
                                          .arg(statement)
                                          .arg(variables.join(QLatin1String(", ")));
        text += QStringLiteral("SELECT CONCAT('@@affected ', ROW_COUNT(), ' ', "
                               "TIMESTAMPDIFF(MICROSECOND, @started, NOW(6)));\n");
    }
    return text.toUtf8();
}

QList<StatementOutcome> parseMariadbOutcomes(const QByteArray& output, int calls) {
    QList<StatementOutcome> outcomes(calls);
    int current = -1;
    for (const QString& line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("@@affected "))) {
            const QStringList parts = line.mid(11).split(QLatin1Char(' '));
            if (current >= 0 && current < calls) {
                outcomes[current].affected = parts.value(0).toLongLong();
                outcomes[current].elapsedMs = parts.value(1).toDouble() / 1000.0;
            }
        } else if (line.startsWith(QLatin1String("@@"))) {
            current = line.mid(2).toInt();
        } else if (!line.isEmpty() && current >= 0 && current < calls) {
            outcomes[current].rows.append(line);
        }
    }
    return outcomes;
}

} // namespace

MariadbLedgerDatabase::MariadbLedgerDatabase() {
    for (const char* tool : {"mariadb-install-db", "mariadbd", "mariadb", "mariadb-admin"}) {
        const QString name = QString::fromLatin1(tool);
        if (QStandardPaths::findExecutable(name).isEmpty() &&
            QStandardPaths::findExecutable(name, {QStringLiteral("/usr/sbin")}).isEmpty()) {
            m_unavailable = QStringLiteral("MariaDB is not installed (%1 is missing): "
                                           "scripts/install-deps.sh installs mariadb-server")
                                .arg(name);
            return;
        }
    }
    m_unavailable = startServer();
}

QString MariadbLedgerDatabase::startServer() {
    if (!m_folder.isValid())
        return QStringLiteral("no temporary folder");
    const QString data = m_folder.filePath(QStringLiteral("data"));
    QStringList install{QStringLiteral("--no-defaults"), QStringLiteral("--datadir=") + data,
                        QStringLiteral("--auth-root-authentication-method=normal"),
                        QStringLiteral("--skip-test-db")};
    if (runningAsRoot())
        install.append(QStringLiteral("--user=root"));
    if (const ProcessResult r = runProcess(QStringLiteral("mariadb-install-db"), install); !r.ok())
        return r.problem(QStringLiteral("mariadb-install-db"));

    QStringList server{QStringLiteral("--no-defaults"),
                       QStringLiteral("--datadir=") + data,
                       QStringLiteral("--socket=") + m_folder.filePath(QStringLiteral("socket")),
                       QStringLiteral("--skip-networking"),
                       QStringLiteral("--event-scheduler=ON"),
                       QStringLiteral("--pid-file=") + m_folder.filePath(QStringLiteral("pid")),
                       QStringLiteral("--log-error=") +
                           m_folder.filePath(QStringLiteral("error.log")),
                       QStringLiteral("--innodb-flush-log-at-trx-commit=0")};
    if (runningAsRoot())
        server.append(QStringLiteral("--user=root"));
    QString program = QStandardPaths::findExecutable(QStringLiteral("mariadbd"));
    if (program.isEmpty())
        program = QStandardPaths::findExecutable(QStringLiteral("mariadbd"),
                                                 {QStringLiteral("/usr/sbin")});
    m_server.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_server.start(program, server);
    if (!m_server.waitForStarted())
        return QStringLiteral("mariadbd did not start");
    // Ready when it answers a ping, within half a minute.
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 30'000) {
        const ProcessResult ping =
            runProcess(QStringLiteral("mariadb-admin"),
                       {QStringLiteral("--no-defaults"), QStringLiteral("-S"),
                        m_folder.filePath(QStringLiteral("socket")), QStringLiteral("-u"),
                        QStringLiteral("root"), QStringLiteral("ping")});
        if (ping.ok())
            return {};
        if (m_server.state() == QProcess::NotRunning)
            return QStringLiteral("mariadbd stopped: see %1")
                .arg(m_folder.filePath(QStringLiteral("error.log")));
        QThread::msleep(100);
    }
    return QStringLiteral("mariadbd did not answer within 30 s");
}

MariadbLedgerDatabase::~MariadbLedgerDatabase() {
    if (m_server.state() == QProcess::NotRunning)
        return;
    runProcess(QStringLiteral("mariadb-admin"),
               {QStringLiteral("--no-defaults"), QStringLiteral("-S"),
                m_folder.filePath(QStringLiteral("socket")), QStringLiteral("-u"),
                QStringLiteral("root"), QStringLiteral("shutdown")});
    if (!m_server.waitForFinished(30'000))
        m_server.kill();
    m_server.waitForFinished();
}

QStringList MariadbLedgerDatabase::client() const {
    QStringList args{QStringLiteral("--no-defaults"),
                     QStringLiteral("-S"),
                     m_folder.filePath(QStringLiteral("socket")),
                     QStringLiteral("-u"),
                     QStringLiteral("root"),
                     QStringLiteral("-N"),
                     QStringLiteral("-B")};
    if (!m_database.isEmpty())
        args.append(m_database);
    return args;
}

QString MariadbLedgerDatabase::useFreshDatabase(bool) {
    m_database.clear();
    const QString name = QStringLiteral("case_%1").arg(++m_cases);
    if (const QString error = execute(QStringLiteral("CREATE DATABASE %1").arg(name));
        !error.isEmpty())
        return error;
    m_database = name;
    return {};
}

QString MariadbLedgerDatabase::runScript(const QByteArray& file) {
    const ProcessResult r = runProcess(QStringLiteral("mariadb"), client(), file);
    return r.ok() ? QString() : r.problem(QStringLiteral("mariadb"));
}

QList<QList<StatementOutcome>>
MariadbLedgerDatabase::runEach(const QList<QList<StatementCall>>& perConnection) {
    return runClientsTogether(QStringLiteral("mariadb"), client(), perConnection, mariadbScript,
                              parseMariadbOutcomes);
}

std::unique_ptr<QProcess> MariadbLedgerDatabase::startWorker(const QList<StatementCall>& calls,
                                                             QString* error) {
    return startProcess(QStringLiteral("mariadb"), client(),
                        mariadbScript(calls) + "SELECT SLEEP(600);\n", error);
}

QStringList MariadbLedgerDatabase::select(const QString& sql, QString* error) {
    const ProcessResult r =
        runProcess(QStringLiteral("mariadb"), client() << QStringLiteral("-e") << sql);
    if (error)
        *error = r.ok() ? QString() : r.problem(QStringLiteral("mariadb"));
    QStringList rows = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (QString& row : rows)
        row.replace(QLatin1Char('\t'), QLatin1Char('|'));
    return rows;
}

std::optional<qint64> MariadbLedgerDatabase::rowLockWaits() {
    QString error;
    const QStringList rows = select(QStringLiteral("SELECT VARIABLE_VALUE FROM "
                                                   "information_schema.GLOBAL_STATUS WHERE "
                                                   "VARIABLE_NAME = 'INNODB_ROW_LOCK_WAITS'"),
                                    &error);
    bool ok = false;
    const qint64 waits = rows.value(0).toLongLong(&ok);
    return error.isEmpty() && ok ? std::optional<qint64>(waits) : std::nullopt;
}

QStringList MariadbLedgerDatabase::describeSchema() {
    return select(QStringLiteral("SHOW CREATE TABLE action_ledger")) +
           select(QStringLiteral("SHOW CREATE TABLE delivery_log")) + scheduledJobs();
}

QStringList MariadbLedgerDatabase::scheduledJobs() {
    return select(QStringLiteral("SELECT EVENT_NAME, CONCAT(INTERVAL_VALUE, ' ', INTERVAL_FIELD), "
                                 "STATUS, EVENT_DEFINITION FROM information_schema.EVENTS WHERE "
                                 "EVENT_SCHEMA = DATABASE() ORDER BY 1"));
}

} // namespace FlowAudit::Test
