#pragma once

#include "core/report/auditreport.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"
#include "testsupport.h"

#include <QString>

namespace FlowAudit::Test {

QString examplePath();
// What the tests' reports are of: a fixed checksum, dated 2026-11-30 09:30.
AuditReportInput reportInput(const QString& fileName);
// The report of an inventory file (or YAML text) on the bundled cards, dated 2026-11-30.
AuditReport reportOfFile(const QString& path);
AuditReport reportOfYaml(const QByteArray& yaml);
// An inventory of `count` flows, each with a different ID and every rule's outcome mixed.
QByteArray inventoryOfFlows(int count, const QString& name = QStringLiteral("generated flow"));
// The example with three waivers, on the tests' date (2026-11-30): 1 accepts the RT01 of
// stripe_payouts_to_netsuite until 2027-03-31, 2 (WH01 of hubspot_contacts_to_salesforce)
// expired on 2026-11-15, 3 (RT01 of billing_to_crm) covers nothing.
QByteArray exampleWithWaivers();
// `extra` waivers after those three, each a YAML list item.
QByteArray exampleWithWaivers(const QByteArray& extra);
// The flow name that would run script if a writer forgot to escape it.
QString hostileName();

} // namespace FlowAudit::Test
