#pragma once

#include "ledgerdatabase.h"

#include <QProcess>
#include <QTemporaryDir>

namespace FlowAudit::Test {

// A MariaDB server of its own in a temporary folder, with the event scheduler on, reached
// through a socket there only (--skip-networking), stopped when the object goes. Driven with
// the mariadb client, which runs the schema file's DELIMITER.
class MariadbLedgerDatabase : public LedgerDatabase {
public:
    MariadbLedgerDatabase();
    ~MariadbLedgerDatabase() override;

    LedgerDialect dialect() const override { return LedgerDialect::MySql; }
    QString unavailable() const override { return m_unavailable; }
    QString useFreshDatabase(bool scheduled) override;
    QString runScript(const QByteArray& file) override;
    QList<QList<StatementOutcome>>
    runEach(const QList<QList<StatementCall>>& perConnection) override;
    std::unique_ptr<QProcess> startWorker(const QList<StatementCall>& calls,
                                          QString* error) override;
    QStringList select(const QString& sql, QString* error = nullptr) override;
    QString pastMoment() const override { return QStringLiteral("NOW(6) - INTERVAL 1 DAY"); }
    QStringList describeSchema() override;
    QStringList scheduledJobs() override;
    std::optional<qint64> rowLockWaits() override;

private:
    QStringList client() const;
    QString startServer();

    QTemporaryDir m_folder;
    QProcess m_server;
    QString m_unavailable;
    QString m_database;
    int m_cases = 0;
};

} // namespace FlowAudit::Test
