#include "core/ledger/ledgerdialect.h"

namespace FlowAudit {

QString ledgerDialectKeyword(LedgerDialect dialect) {
    switch (dialect) {
    case LedgerDialect::PostgreSql:
        return QStringLiteral("postgresql");
    case LedgerDialect::MySql:
        return QStringLiteral("mysql");
    case LedgerDialect::Sqlite:
        return QStringLiteral("sqlite");
    }
    return {};
}

std::optional<LedgerDialect> ledgerDialectFromKeyword(QStringView keyword) {
    for (const LedgerDialect dialect : AllLedgerDialects) {
        if (keyword.compare(ledgerDialectKeyword(dialect), Qt::CaseInsensitive) == 0)
            return dialect;
    }
    return std::nullopt;
}

QString ledgerScheduleKeyword(LedgerSchedule schedule) {
    switch (schedule) {
    case LedgerSchedule::PgCron:
        return QStringLiteral("pg_cron");
    case LedgerSchedule::Event:
        return QStringLiteral("event");
    case LedgerSchedule::None:
        return QStringLiteral("none");
    }
    return {};
}

std::optional<LedgerSchedule> ledgerScheduleFromKeyword(QStringView keyword) {
    for (const LedgerSchedule schedule : AllLedgerSchedules) {
        if (keyword.compare(ledgerScheduleKeyword(schedule), Qt::CaseInsensitive) == 0)
            return schedule;
    }
    return std::nullopt;
}

QString ledgerDialectName(LedgerDialect dialect) {
    switch (dialect) {
    case LedgerDialect::PostgreSql:
        return QStringLiteral("PostgreSQL");
    case LedgerDialect::MySql:
        return QStringLiteral("MySQL/MariaDB");
    case LedgerDialect::Sqlite:
        return QStringLiteral("SQLite");
    }
    return {};
}

LedgerSchedule defaultLedgerSchedule(LedgerDialect dialect) {
    switch (dialect) {
    case LedgerDialect::PostgreSql:
        return LedgerSchedule::PgCron;
    case LedgerDialect::MySql:
        return LedgerSchedule::Event;
    case LedgerDialect::Sqlite:
        return LedgerSchedule::None;
    }
    return LedgerSchedule::None;
}

bool ledgerScheduleFits(LedgerDialect dialect, LedgerSchedule schedule) {
    switch (schedule) {
    case LedgerSchedule::PgCron:
        return dialect == LedgerDialect::PostgreSql;
    case LedgerSchedule::Event:
        return dialect == LedgerDialect::MySql;
    case LedgerSchedule::None:
        return true;
    }
    return false;
}

} // namespace FlowAudit
