#include "core/ledger/ledgerfiles.h"

#include "core/ledger/ledgerdays.h"
#include "core/ledger/ledgernames.h"

#include <QCryptographicHash>
#include <QFileInfo>

namespace FlowAudit::LedgerFiles {

namespace {

// A flow's text inside a `--` comment: a line break would end the comment and let the rest
// run as SQL, so every control or separator character becomes a space.
QString commentSafe(QString text) {
    for (QChar& c : text) {
        const char16_t u = c.unicode();
        if (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || u == 0x2028 || u == 0x2029)
            c = QLatin1Char(' ');
    }
    return text;
}

QString checked(const CardWindow& window) {
    return window.checked.isValid()
               ? QStringLiteral("checked %1").arg(window.checked.toString(Qt::ISODate))
               : QStringLiteral("UNDATED: the card has no checked date");
}

QString windowLine(const LedgerWindow& entry) {
    const CardWindow& w = entry.window;
    const QString what =
        w.cardId.isEmpty()
            ? QStringLiteral("backfill_overlap_days of the flow: %1")
                  .arg(w.window.duration.toString())
            : QStringLiteral("%1, %2 %3: %4 (%5)")
                  .arg(commentSafe(w.cardTitle), windowKindKeyword(w.window.kind),
                       w.window.duration.toString(), commentSafe(w.window.note), checked(w));
    return entry.covered ? what : QStringLiteral("NOT covered: %1").arg(what);
}

QStringList header(const ActionLedger& ledger, const LedgerInventory& inventory, bool schemaFile) {
    const QString schemaName = LedgerNames::schemaFile(ledger.flowId);
    const QString queriesName = LedgerNames::queriesFile(ledger.flowId);
    QStringList lines;
    lines.append(schemaFile ? QStringLiteral("FlowAudit action ledger: the tables, the index and "
                                             "the purge's schedule (%1).")
                                  .arg(schemaName)
                            : QStringLiteral("FlowAudit action ledger: the statements application "
                                             "code runs by name (%1).")
                                  .arg(queriesName));
    QString source = QStringLiteral("Inventory: %1").arg(commentSafe(inventory.name));
    if (!inventory.sha256.isEmpty())
        source += QStringLiteral(" (SHA-256 %1)").arg(QString::fromLatin1(inventory.sha256));
    if (inventory.edited)
        source += QStringLiteral(", with edits not saved yet");
    lines.append(source);
    lines.append(
        // One call: a `%2` in the flow's own text is never taken for a placeholder.
        QStringLiteral("Flow: %1 (line %2), from %3 to %4")
            .arg(commentSafe(ledger.flowId), QString::number(ledger.flowLine),
                 ledger.source.isEmpty() ? QStringLiteral("(blank)") : commentSafe(ledger.source),
                 ledger.destination.isEmpty() ? QStringLiteral("(blank)")
                                              : commentSafe(ledger.destination)));
    switch (ledger.dialect) {
    case LedgerDialect::PostgreSql:
        lines.append(QStringLiteral("Dialect: PostgreSQL 13 or later; run with psql -f %1.")
                         .arg(schemaFile ? schemaName : queriesName));
        break;
    case LedgerDialect::MySql:
        lines.append(QStringLiteral("Dialect: MySQL 8 or MariaDB 10.6 and later; run with the "
                                    "mysql or mariadb client%1.")
                         .arg(schemaFile && ledger.schedule == LedgerSchedule::Event
                                  ? QStringLiteral(", whose DELIMITER the event's body needs")
                                  : QString()));
        break;
    case LedgerDialect::Sqlite:
        lines.append(QStringLiteral("Dialect: SQLite 3.35 or later (RETURNING)."));
        break;
    }
    lines.append(QStringLiteral("Retention: %1 (%2), against every window a replay can come "
                                "in (IP03):")
                     .arg(ledgerDays(ledger.retentionDays),
                          ledger.retentionFromOption ? QStringLiteral("--retention-days")
                                                     : QStringLiteral("ledger_retention_days")));
    lines.append(QStringLiteral("  max_replay_window_days of the flow: %1")
                     .arg(ledgerDays(ledger.maxReplayWindowDays)));
    for (const LedgerWindow& window : ledger.windows)
        lines.append(QStringLiteral("  ") + windowLine(window));
    if (ledger.deliveryWindow)
        lines.append(QStringLiteral("Deliveries are kept %1: the longest retry or resend "
                                    "window of the source's cards, %2, %3 %4 (%5).")
                         .arg(ledgerDays(double(ledger.deliveryDays)),
                              commentSafe(ledger.deliveryWindow->cardTitle),
                              windowKindKeyword(ledger.deliveryWindow->window.kind),
                              ledger.deliveryWindow->window.duration.toString(),
                              checked(*ledger.deliveryWindow)));
    else
        lines.append(QStringLiteral("Deliveries are kept %1: the flow's "
                                    "max_replay_window_days, since no card of its source states "
                                    "a retry or resend window; the windows are the flow's own.")
                         .arg(ledgerDays(double(ledger.deliveryDays))));
    QString leaseFrom = QStringLiteral("sender_timeout_seconds, the flow's ack budget: the sender "
                                       "has given up on a request older than it");
    if (ledger.leaseFromOption)
        leaseFrom = QStringLiteral("--lease-seconds");
    else if (ledger.leaseWindow)
        leaseFrom =
            QStringLiteral("sender_timeout_seconds is blank: the longest acknowledgement "
                           "timeout of the source's cards, %1 %2 (%3)")
                .arg(commentSafe(ledger.leaseWindow->cardTitle),
                     ledger.leaseWindow->window.duration.toString(), checked(*ledger.leaseWindow));
    lines.append(QStringLiteral("Lease: %1 s (%2); past it the next claimant takes the episode "
                                "over.")
                     .arg(QString::number(ledger.leaseSeconds), leaseFrom));
    lines.append(QStringLiteral("Episode key: idempotency_key \"%1\" is %2, joined by \":\": %3")
                     .arg(commentSafe(ledger.idempotencyKey),
                          commentSafe(ledger.keyParts.join(QLatin1String(", "))),
                          commentSafe(ledger.keyPattern)));
    for (const QString& warning : ledger.warnings)
        lines.append(QStringLiteral("Warning: %1").arg(commentSafe(warning)));
    if (schemaFile) {
        switch (ledger.schedule) {
        case LedgerSchedule::PgCron:
            lines.append(QStringLiteral("Needs pg_cron (CREATE EXTENSION pg_cron, by a superuser) "
                                        "in the database cron.database_name names: run this file "
                                        "there, or schedule the job with "
                                        "cron.schedule_in_database."));
            break;
        case LedgerSchedule::Event:
            break;
        case LedgerSchedule::None:
            lines.append(QStringLiteral("No schedule: the application runs "
                                        "purge_expired_episodes and purge_expired_deliveries (%1), "
                                        "every hour for example.")
                             .arg(queriesName));
            break;
        }
    }
    return lines;
}

QByteArray render(const QStringList& header, const QList<LedgerStatement>& statements) {
    QString text;
    for (const QString& line : header)
        text += QStringLiteral("-- ") + line + QLatin1Char('\n');
    for (const LedgerStatement& statement : statements) {
        text += QStringLiteral("\n-- name: ") + statement.name + QLatin1Char('\n');
        if (!statement.params.isEmpty())
            text += QStringLiteral("-- params: ") + statement.params.join(QLatin1String(", ")) +
                    QLatin1Char('\n');
        for (const QString& line : statement.comment)
            text += QStringLiteral("-- ") + line + QLatin1Char('\n');
        text += statement.sql + QLatin1Char('\n');
    }
    return text.toUtf8();
}

} // namespace

QByteArray schema(const ActionLedger& ledger, const LedgerInventory& inventory) {
    return render(header(ledger, inventory, true), ledger.schema);
}

QByteArray queries(const ActionLedger& ledger, const LedgerInventory& inventory) {
    return render(header(ledger, inventory, false), ledger.queries);
}

QByteArray both(const ActionLedger& ledger, const LedgerInventory& inventory) {
    return "-- file: " + LedgerNames::schemaFile(ledger.flowId).toUtf8() + '\n' +
           schema(ledger, inventory) +
           "\n-- file: " + LedgerNames::queriesFile(ledger.flowId).toUtf8() + '\n' +
           queries(ledger, inventory);
}

LedgerInventory inventoryOf(const QString& path, const QByteArray& bytes) {
    return {QFileInfo(path).fileName(),
            QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex(), false};
}

} // namespace FlowAudit::LedgerFiles
