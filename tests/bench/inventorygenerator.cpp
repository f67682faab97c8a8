#include "inventorygenerator.h"

#include <QDir>
#include <QFile>

QString generatedInventory(int flows) {
    const QString path =
        QDir::temp().filePath(QStringLiteral("flowaudit-bench-%1.yaml").arg(flows));
    if (QFile::exists(path))
        return path;
    static const char* const sources[] = {"stripe",  "hubspot", "pipedrive",
                                          "klaviyo", "segment", "zapier"};
    static const char* const layers[] = {"sdk:1;worker:6", "sdk:3;worker:5", "none",
                                         "retry_on_fail:3;error_workflow:3"};
    static const char* const methods[] = {"custom", "ipaas", "event_pipeline", "native"};
    QByteArray out =
        "format: flow-inventory/1\ntitle: Generated inventory\nowner: Benchmarks\nflows:\n";
    for (int i = 0; i < flows; ++i) {
        const QByteArray id = "flow_" + QByteArray::number(i);
        out += "  - flow_id: " + id + "\n";
        out += "    name: Sync number " + QByteArray::number(i) + " from the source to the CRM\n";
        out += QByteArray("    source: ") + sources[i % 6] + "\n    destination: salesforce\n";
        out += QByteArray("    method: ") + methods[i % 4] + "\n";
        out += QByteArray("    creates_records: ") + (i % 3 ? "yes" : "no") +
               "\n    side_effect: none\n";
        out +=
            "    idempotency_key: " + id +
            (i % 7 ? QByteArray(" + invoice.id + invoice.revision") : QByteArray(" + event_id")) +
            "\n";
        out += "    ledger_retention_days: " + QByteArray::number(30 + i % 20) +
               "\n    max_replay_window_days: 35\n";
        out += "    backfill_overlap_days: 7\n";
        out +=
            QByteArray("    retry_layers: ") + layers[i % 4] + "\n    retry_after_unit: seconds\n";
        out +=
            "    inbound_webhook: yes\n    ack_p99_seconds: " + QByteArray::number(i % 40) + ".5\n";
        out += "    sender_timeout_seconds: 20\n";
        out += "    notes: Refetches the object before every write and keys the effect on its "
               "version.\n";
        out += "    reviews:\n      IP04: {status: pass, note: upsert by external ID, by: jd, on: "
               "2026-11-20}\n";
    }
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(out);
    return path;
}
