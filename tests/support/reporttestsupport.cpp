#include "reporttestsupport.h"

#include "testsupport.h"

#include "core/io/files/inventoryfile.h"

#include <QFile>
#include <QTest>

namespace FlowAudit::Test {

AuditReportInput reportInput(const QString& fileName) {
    AuditReportInput input;
    input.fileName = fileName;
    input.sha256 =
        QByteArray::fromHex("548ca0f4f437036336abcd87ddfc6b10289edb614e5d5cd16c236eedc6b9dacb");
    input.generated = QDateTime(QDate(2026, 11, 30), QTime(9, 30));
    return input;
}

namespace {

AuditReport reportOf(const Inventory& inventory, const QString& fileName) {
    return *AuditReportBuilder::build(inventory, bundledCards(), reportInput(fileName));
}

} // namespace

QString examplePath() {
    return QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml");
}

AuditReport reportOfFile(const QString& path) {
    const InventoryReadResult read = InventoryFile::load(path);
    if (!read.inventory)
        qFatal("%s", qPrintable(read.error.toString()));
    return reportOf(*read.inventory, path);
}

AuditReport reportOfYaml(const QByteArray& yaml) {
    return reportOf(inventoryFromYaml(yaml), QStringLiteral("generated.yaml"));
}

QByteArray inventoryOfFlows(int count, const QString& name) {
    QByteArray yaml = "title: Generated\nowner: Tests\nflows:\n";
    for (int i = 1; i <= count; ++i) {
        const QByteArray n = QByteArray::number(i);
        yaml +=
            "  - flow_id: flow_" + n + "\n    name: '" + name.toUtf8().replace('\'', "''") + "'\n" +
            "    source: " + (i % 2 ? "stripe" : "hubspot") +
            "\n    destination: salesforce\n    method: custom\n" +
            "    creates_records: yes\n    idempotency_key: " +
            (i % 3 ? "flow_id + invoice.id" : "") + "\n" +
            "    ledger_retention_days: 30\n    max_replay_window_days: " + (i % 4 ? "30" : "45") +
            "\n" + "    retry_layers: " + (i % 5 ? "sdk:3;worker:2" : "sdk:3;worker:5") +
            "\n    retry_after_unit: seconds\n" +
            "    inbound_webhook: yes\n    ack_p99_seconds: " + (i % 7 ? "0.5" : "4") +
            "\n    sender_timeout_seconds: 5\n";
    }
    return yaml;
}

QByteArray exampleWithWaivers() {
    return exampleWithWaivers({});
}

QByteArray exampleWithWaivers(const QByteArray& extra) {
    QFile file(examplePath());
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(examplePath()));
    // The example ends with its flows: waivers follow them, where a save writes them.
    return file.readAll() +
           "waivers:\n"
           "  - flow_id: stripe_payouts_to_netsuite\n    rule: RT01\n    field: retry_layers\n"
           "    justification: SuiteTalk's client retries cannot be turned off before the v2 move "
           "(INT-482)\n"
           "    owner: ts\n    approved_by: Head of integration\n    expires: 2027-03-31\n    "
           "created: 2026-11-30\n"
           "  - flow_id: hubspot_contacts_to_salesforce\n    rule: WH01\n"
           "    justification: The receiver moves to a queue in November\n    owner: ao\n    "
           "expires: 2026-11-15\n"
           "    created: 2026-06-01\n"
           "  - flow_id: billing_to_crm\n    rule: RT01\n    justification: Worker retries are "
           "bounded by the SDK\n"
           "    owner: jd\n    expires: 2027-02-28\n    created: 2026-11-30\n" +
           extra;
}

QString hostileName() {
    return QStringLiteral("<img src=x onerror=alert(1)>");
}

} // namespace FlowAudit::Test
