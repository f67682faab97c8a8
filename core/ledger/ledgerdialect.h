#pragma once

#include <QString>

#include <optional>

namespace FlowAudit {

// The databases the action ledger is written for (docs/spec/ledger.md): `mysql` covers MySQL 8 and
// MariaDB 10.6 and later, `sqlite` needs SQLite 3.35 or later (RETURNING).
enum class LedgerDialect : quint8 { PostgreSql, MySql, Sqlite };
inline constexpr LedgerDialect AllLedgerDialects[] = {LedgerDialect::PostgreSql,
                                                      LedgerDialect::MySql, LedgerDialect::Sqlite};

// How the two purges run: pg_cron (PostgreSQL), the event scheduler (MySQL), or the
// application itself.
enum class LedgerSchedule : quint8 { PgCron, Event, None };
inline constexpr LedgerSchedule AllLedgerSchedules[] = {
    LedgerSchedule::PgCron, LedgerSchedule::Event, LedgerSchedule::None};

// The command line's words: postgresql, mysql, sqlite; pg_cron, event, none.
QString ledgerDialectKeyword(LedgerDialect dialect);
std::optional<LedgerDialect> ledgerDialectFromKeyword(QStringView keyword);
QString ledgerScheduleKeyword(LedgerSchedule schedule);
std::optional<LedgerSchedule> ledgerScheduleFromKeyword(QStringView keyword);
// "PostgreSQL", "MySQL/MariaDB", "SQLite": a product's name, the same in every language.
QString ledgerDialectName(LedgerDialect dialect);

// pg_cron for PostgreSQL, the event scheduler for MySQL, none for SQLite.
LedgerSchedule defaultLedgerSchedule(LedgerDialect dialect);
// Whether the dialect can run the schedule: pg_cron needs PostgreSQL, an event MySQL.
bool ledgerScheduleFits(LedgerDialect dialect, LedgerSchedule schedule);

} // namespace FlowAudit
