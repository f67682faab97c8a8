#pragma once

#include "ledgerdatabase.h"

#include <QTemporaryDir>

namespace FlowAudit::Test {

// A PostgreSQL 15 server of its own, with pg_cron preloaded, in a temporary folder: reached
// through a socket there only (no TCP), run by the postgres user when the tests run as root,
// stopped when the object goes. Driven with psql.
class PostgresqlLedgerDatabase : public LedgerDatabase {
public:
    PostgresqlLedgerDatabase();
    ~PostgresqlLedgerDatabase() override;

    LedgerDialect dialect() const override { return LedgerDialect::PostgreSql; }
    QString unavailable() const override { return m_unavailable; }
    QString useFreshDatabase(bool scheduled) override;
    QString runScript(const QByteArray& file) override;
    QList<QList<StatementOutcome>>
    runEach(const QList<QList<StatementCall>>& perConnection) override;
    std::unique_ptr<QProcess> startWorker(const QList<StatementCall>& calls,
                                          QString* error) override;
    QStringList select(const QString& sql, QString* error = nullptr) override;
    QString pastMoment() const override { return QStringLiteral("now() - interval '1 day'"); }
    QStringList describeSchema() override;
    QStringList scheduledJobs() override;

private:
    QStringList psql(const QString& database) const;
    QString startServer();

    QTemporaryDir m_folder;
    QString m_bin;
    QString m_unavailable;
    bool m_started = false;
    QString m_database;
    int m_cases = 0;
};

} // namespace FlowAudit::Test
