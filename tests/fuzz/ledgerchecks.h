#pragma once

#include "core/ledger/actionledger.h"
#include "core/ledger/ledgerfiles.h"
#include "core/ledger/ledgernames.h"
#include "core/ledger/ledgerstatements.h"
#include "core/model/inventory.h"
#include "core/vendors/vendorcatalogue.h"

#include <QSet>

#include <sqlite3.h>

namespace FlowAudit::FuzzChecks {

// The ledger generator for any flow (fuzz_ledger; tst_fuzzregressions replays its finds).
// The input's lines are a flow's flow_id, idempotency_key, ledger_retention_days,
// max_replay_window_days, backfill_overlap_days, source and creates_records, then a
// --retention-days, each blank when missing, then sender_timeout_seconds and a
// --lease-seconds (30 when the input has no such line, so older seeds still reach the SQL;
// none when it is blank). For every dialect: a ledger or a refusal
// naming only the rules that may block one; no text of the flow in the SQL but the job's
// safe name; and on SQLite the files run, creating only the ledger's own tables and index,
// with every named statement valid.
inline QByteArray checkLedger(const QByteArray& bytes, const VendorCatalogue& cards) {
    const QStringList lines = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    const auto line = [&](int i) { return i < lines.size() ? lines[i] : QString(); };
    Flow flow;
    const Field fields[] = {Field::FlowId,
                            Field::IdempotencyKey,
                            Field::LedgerRetentionDays,
                            Field::MaxReplayWindowDays,
                            Field::BackfillOverlapDays,
                            Field::Source,
                            Field::CreatesRecords};
    for (int i = 0; i < int(std::size(fields)); ++i)
        flow.setText(fields[i], line(i));
    flow.setText(Field::SenderTimeoutSeconds, line(8));
    bool leaseOk = false;
    const double lease = lines.size() > 9 ? line(9).toDouble(&leaseOk) : 30;
    leaseOk = leaseOk || lines.size() <= 9;
    Inventory inventory;
    inventory.flows.append(flow);
    bool numberOk = false;
    const double option = line(7).toDouble(&numberOk);
    static const QSet<QString> blocking{QStringLiteral("SC01"), QStringLiteral("SC02"),
                                        QStringLiteral("IP01"), QStringLiteral("IP02"),
                                        QStringLiteral("IP03"), QStringLiteral("IP05")};
    for (const LedgerDialect dialect : AllLedgerDialects) {
        LedgerOptions options{dialect, {}, {}, {}};
        if (numberOk && option >= 0 && option < 1e9)
            options.retentionDays = option;
        if (leaseOk && lease > 0 && lease < 1e9)
            options.leaseSeconds = lease;
        const LedgerPlan plan = LedgerPlan::of(inventory, 0, cards, options);
        if (!plan.ok()) {
            if (plan.blocks.isEmpty() || plan.refusal().isEmpty())
                return "neither a ledger nor a refusal";
            for (const LedgerBlock& block : plan.blocks) {
                if (!blocking.contains(block.rule))
                    return "refused by " + block.rule.toUtf8() + ", which cannot block a ledger";
            }
            continue;
        }
        // The same ledger for a flow named `flow`: its SQL differs only in the job's name.
        ActionLedger plain = *plan.ledger;
        plain.flowId = QStringLiteral("flow");
        const QList<LedgerStatement> plainStatements =
            LedgerStatements::schema(plain) + LedgerStatements::queries(plain);
        const QList<LedgerStatement> statements = plan.ledger->schema + plan.ledger->queries;
        if (statements.size() != plainStatements.size())
            return "the flow's text changed which statements there are";
        for (qsizetype i = 0; i < statements.size(); ++i) {
            QString sql = statements[i].sql;
            sql.replace(LedgerNames::purgeJob(plan.ledger->flowId), LedgerNames::purgeJob(u"flow"));
            if (sql != plainStatements[i].sql)
                return "the flow's text reached the SQL of " + statements[i].name.toUtf8() + ":\n" +
                       statements[i].sql.toUtf8();
        }
        const LedgerInventory source{QStringLiteral("fuzz.yaml"), "00", false};
        for (const QByteArray& file : {LedgerFiles::schema(*plan.ledger, source),
                                       LedgerFiles::queries(*plan.ledger, source)}) {
            for (const QByteArray& fileLine : file.split('\n')) {
                for (const char c : fileLine) {
                    if (!fileLine.startsWith("--") && (c < 0x20 || c > 0x7E))
                        return "a line of SQL holds a character that is not plain ASCII:\n" +
                               fileLine;
                }
            }
        }
        if (dialect != LedgerDialect::Sqlite)
            continue;
        sqlite3* db = nullptr;
        sqlite3_open(":memory:", &db);
        QByteArray problem;
        char* message = nullptr;
        if (sqlite3_exec(db, LedgerFiles::schema(*plan.ledger, source).constData(), nullptr,
                         nullptr, &message) != SQLITE_OK)
            problem = "the schema does not run on SQLite: " + QByteArray(message ? message : "");
        sqlite3_free(message);
        sqlite3_stmt* names = nullptr;
        sqlite3_prepare_v2(db, "SELECT name FROM sqlite_master ORDER BY name", -1, &names, nullptr);
        static const QSet<QByteArray> own{"action_ledger", "action_ledger_expires_at",
                                          "delivery_log", "sqlite_autoindex_action_ledger_1",
                                          "sqlite_autoindex_delivery_log_1"};
        while (problem.isEmpty() && sqlite3_step(names) == SQLITE_ROW) {
            const QByteArray name(reinterpret_cast<const char*>(sqlite3_column_text(names, 0)));
            if (!own.contains(name))
                problem = "the schema made " + name + ", which is not the ledger's";
        }
        sqlite3_finalize(names);
        for (const LedgerStatement& statement : plan.ledger->queries) {
            sqlite3_stmt* prepared = nullptr;
            const QByteArray sql = statement.sql.toUtf8();
            if (problem.isEmpty() && sqlite3_prepare_v2(db, sql.constData(), int(sql.size()),
                                                        &prepared, nullptr) != SQLITE_OK)
                problem =
                    statement.name.toUtf8() + " is not valid on SQLite: " + sqlite3_errmsg(db);
            sqlite3_finalize(prepared);
        }
        sqlite3_close(db);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

} // namespace FlowAudit::FuzzChecks
