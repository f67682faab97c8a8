#pragma once

#include "core/report/auditreport.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/reportdocument.h"

#include <QString>

namespace FlowAudit::Test {

QString examplePath();
const VendorCatalogue& bundledCards();
// What the tests' reports are of: a fixed checksum, dated 2026-11-30 09:30.
AuditReportInput reportInput(const QString& fileName);
// The report of an inventory file (or YAML text) on the bundled cards, dated 2026-11-30.
AuditReport reportOfFile(const QString& path);
AuditReport reportOfYaml(const QByteArray& yaml);
// An inventory of `count` flows, each with a different ID and every rule's outcome mixed.
QByteArray inventoryOfFlows(int count, const QString& name = QStringLiteral("generated flow"));
// The flow name that would run script if a writer forgot to escape it.
QString hostileName();

} // namespace FlowAudit::Test
