#pragma once

#include <QString>

namespace FlowAudit::LedgerNames {

// The flow ID with every character outside `A-Z a-z 0-9 _ . -` written as `_`
// (docs/spec/ledger.md), so a name made from it is never a path outside its folder nor SQL of its
// own. A longer result is cut to maxLength, its end replaced by 8 hex digits of the ID's SHA-256 so
// two long IDs stay apart.
QString safe(QStringView flowId, int maxLength);

// `billing_to_crm.schema.sql` and `billing_to_crm.queries.sql`.
QString schemaFile(QStringView flowId);
QString queriesFile(QStringView flowId);
// `flowaudit_purge_billing_to_crm`: the pg_cron job and the MySQL event, within MySQL's 64
// characters for a name.
QString purgeJob(QStringView flowId);

} // namespace FlowAudit::LedgerNames
