#pragma once

#include "ledgerdatabase.h"

#include <QTemporaryDir>

namespace FlowAudit::Test {

// SQLite through its own library, a file per case so several connections share it.
class SqliteLedgerDatabase : public LedgerDatabase {
public:
    SqliteLedgerDatabase();
    ~SqliteLedgerDatabase() override;

    LedgerDialect dialect() const override { return LedgerDialect::Sqlite; }
    QString unavailable() const override;
    QString useFreshDatabase(bool scheduled) override;
    QString runScript(const QByteArray& file) override;
    QList<StatementOutcome> run(const QList<StatementCall>& calls) override;
    QList<QList<StatementOutcome>>
    runEach(const QList<QList<StatementCall>>& perConnection) override;
    std::unique_ptr<QProcess> startWorker(const QList<StatementCall>& calls,
                                          QString* error) override;
    QStringList select(const QString& sql, QString* error = nullptr) override;
    QString execute(const QString& sql) override;
    QString pastMoment() const override { return QStringLiteral("datetime('now', '-1 day')"); }
    QStringList describeSchema() override;
    QStringList scheduledJobs() override { return {}; }

private:
    QTemporaryDir m_folder;
    QString m_path;
    int m_cases = 0;
};

} // namespace FlowAudit::Test
