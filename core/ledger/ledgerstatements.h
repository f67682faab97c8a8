#pragma once

#include "core/ledger/actionledger.h"

namespace FlowAudit::LedgerStatements {

// The statements of docs/spec/ledger.md's table in the ledger's dialect, from its numbers alone: no
// text of the flow is ever part of them, only the job name made safe from its ID.
// The schema file's: create_action_ledger, create_action_ledger_expiry_index (not for
// mysql, where the index is declared in the table), create_delivery_log, schedule_purge
// (unless the schedule is none).
QList<LedgerStatement> schema(const ActionLedger& ledger);
// The queries file's: record_delivery, claim_episode, begin_attempt, mark_acknowledged,
// mark_unknown_outcome, mark_done, purge_expired_episodes, purge_expired_deliveries.
QList<LedgerStatement> queries(const ActionLedger& ledger);

} // namespace FlowAudit::LedgerStatements
