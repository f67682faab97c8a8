#pragma once

#include "core/model/inventory.h"
#include "core/rules/finding.h"

#include <QByteArray>
#include <QString>

namespace FlowAudit {
class VendorCatalogue;
}

namespace FlowAudit::Test {

// Reads YAML text as an inventory; fails the current test when it is not one.
Inventory inventoryFromYaml(const QByteArray& yaml);
// The error a YAML text gives, as `line:column: message` ("" when it reads fine).
QString yamlError(const QByteArray& yaml);
// Findings as "RULE SEVERITY[ field]" joined by ", ", in docs/spec/rules.md's order.
QString describe(const QList<Finding>& findings);
QString testData(const QString& relative);
// The vendor cards the program ships (resources/vendors), read once.
const VendorCatalogue& bundledCards();
// A flow from `field=value` pairs separated by `|`; an unknown field name stops the test run.
Flow flowFromFields(const QString& fields);
// A file's bytes ("" when it cannot be read), and a file written whole (fails the test run
// when it cannot be).
QByteArray readFile(const QString& path);
void writeFile(const QString& path, const QByteArray& bytes);
// The flows of an estate, as YAML under `flows:`: `flows` flows among `systems` systems
// (system_0…), each to one of the 24 after its source, a third of them failing (IP01).
QByteArray estateFlowsYaml(int flows, int systems);

} // namespace FlowAudit::Test
