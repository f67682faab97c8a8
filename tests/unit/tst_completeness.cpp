// Completeness: the fields the rules read for a flow (narrowed by what it already says),
// the blank ones among them, and the manual reviews done; and its key in lint's JSON.
#include "testsupport.h"

#include "core/analysis/completeness.h"
#include "core/lint/lintformat.h"
#include "core/lint/lintrun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

class TestCompleteness : public QObject {
    Q_OBJECT
private slots:
    void fields_data() {
        QTest::addColumn<QByteArray>("flow");
        QTest::addColumn<QString>("summary");
        QTest::addColumn<QString>("blank");
        QTest::newRow("empty flow: everything may be read")
            << QByteArray("{flow_id: a}")
            << QStringLiteral("0 of 11 fields the rules read; 0 of 18 reviews")
            << QStringLiteral(
                   "method, creates_records, side_effect, idempotency_key, ledger_retention_days, "
                   "max_replay_window_days, retry_layers, retry_after_unit, inbound_webhook, "
                   "ack_p99_seconds, sender_timeout_seconds");
        QTest::newRow("no effect needs no key or ledger")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, method: native, "
                          "inbound_webhook: no, retry_layers: none}")
            << QStringLiteral("5 of 5 fields the rules read; 0 of 18 reviews") << QString();
        QTest::newRow("creating webhook flow, ipaas")
            << QByteArray("{flow_id: a, creates_records: yes, method: ipaas, inbound_webhook: yes, "
                          "retry_layers: 'retry_on_fail:3', "
                          "idempotency_key: a + b, ack_p99_seconds: 0.4}")
            << QStringLiteral("6 of 11 fields the rules read; 0 of 18 reviews")
            << QStringLiteral("side_effect, ledger_retention_days, max_replay_window_days, "
                              "retry_after_unit, sender_timeout_seconds");
        QTest::newRow("event pipeline needs no Retry-After unit")
            << QByteArray("{flow_id: a, method: event_pipeline, inbound_webhook: no}")
            << QStringLiteral("2 of 8 fields the rules read; 0 of 18 reviews")
            << QStringLiteral("creates_records, side_effect, idempotency_key, "
                              "ledger_retention_days, max_replay_window_days, retry_layers");
        QTest::newRow("an invalid value is not blank")
            << QByteArray("{flow_id: a, creates_records: maybe, side_effect: none, "
                          "inbound_webhook: no, method: native, retry_layers: none}")
            << QStringLiteral("5 of 8 fields the rules read; 0 of 18 reviews")
            << QStringLiteral("idempotency_key, ledger_retention_days, max_replay_window_days");
        QTest::newRow("reviews: pass, fail and n/a are done, open is not")
            << QByteArray("{flow_id: a, creates_records: no, side_effect: none, method: native, "
                          "inbound_webhook: no, retry_layers: none, "
                          "reviews: {IP04: {status: pass}, RT03: fail, WH02: {status: n/a}, OR01: "
                          "{status: open}, XX99: pass}}")
            << QStringLiteral("5 of 5 fields the rules read; 3 of 18 reviews") << QString();
    }
    void fields() {
        QFETCH(QByteArray, flow);
        QFETCH(QString, summary);
        QFETCH(QString, blank);
        const Inventory inventory = Test::inventoryFromYaml("flows:\n  - " + flow + "\n");
        const Completeness c = Completeness::of(inventory.flows.first());
        QCOMPARE(c.summary(), summary);
        QCOMPARE(c.blankNames(), blank);
    }

    void lintJsonHasAKeyPerFlow() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("i.yaml"));
        Test::writeFile(path, "flows:\n  - {flow_id: a}\n  - {flow_id: b, creates_records: no, "
                              "side_effect: none, method: native, "
                              "inbound_webhook: no, retry_layers: none}\n");
        QByteArray out;
        LintFormat::json({lintFile(path)}, [&](const QByteArray& chunk) { out += chunk; });
        const QJsonObject doc = QJsonDocument::fromJson(out).object();
        QVERIFY(doc.value(QStringLiteral("findings")).isArray()); // docs/spec/rules.md's keys stay
        const QJsonArray completeness = doc.value(QStringLiteral("completeness")).toArray();
        QCOMPARE(completeness.size(), 2);
        const QJsonObject first = completeness[0].toObject();
        QCOMPARE(first.value(QStringLiteral("row")).toInt(), 1);
        QCOMPARE(first.value(QStringLiteral("flow_id")).toString(), QStringLiteral("a"));
        QCOMPARE(first.value(QStringLiteral("fields_read")).toInt(), 11);
        QCOMPARE(first.value(QStringLiteral("fields_filled")).toInt(), 0);
        QCOMPARE(first.value(QStringLiteral("blank")).toArray().size(), 11);
        QCOMPARE(first.value(QStringLiteral("reviews_total")).toInt(), 18);
        const QJsonObject second = completeness[1].toObject();
        QCOMPARE(second.value(QStringLiteral("fields_read")).toInt(), 5);
        QCOMPARE(second.value(QStringLiteral("blank")).toArray().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCompleteness)
#include "tst_completeness.moc"
