// Every rule and every decision of docs/spec/rules.md, one data row each, on one flow.
#include "core/i18n/translations.h"
#include "core/model/field.h"
#include "core/rules/flowchecks.h"
#include "testsupport.h"

#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace FlowAudit;

namespace {

// A flow with no finding: no effect, no webhook, no retries, native method.
const QList<QPair<QString, QString>> CleanFlow = {
    {"flow_id", "orders_sync"}, {"method", "native"},     {"creates_records", "no"},
    {"side_effect", "none"},    {"retry_layers", "none"},
};

// The clean flow with some fields replaced, added or (value "<absent>") removed, as YAML.
QByteArray flowYaml(const QString& overrides) {
    QList<QPair<QString, QString>> fields = CleanFlow;
    for (const QString& line : overrides.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        const QString key = line.left(colon).trimmed();
        const QString value = line.mid(colon + 1).trimmed();
        auto it = std::find_if(fields.begin(), fields.end(),
                               [&](const auto& f) { return f.first == key; });
        if (it != fields.end())
            fields.erase(it);
        if (value != QLatin1StringView("<absent>"))
            fields.append({key, value});
    }
    QByteArray yaml = "flows:\n  - ";
    for (const auto& [key, value] : fields)
        yaml += (key + QStringLiteral(": ") + value).toUtf8() + "\n    ";
    return yaml;
}

} // namespace

class TestFlowChecks : public QObject {
    Q_OBJECT
private slots:
    void rules_data() {
        QTest::addColumn<QString>("overrides");
        QTest::addColumn<QString>("expected");

        QTest::newRow("clean") << ""
                               << "";
        // Cells
        QTest::newRow("trimmed quoted values")
            << "method: \"  custom \"\nretry_after_unit: ' seconds'"
            << "";
        QTest::newRow("yes spellings: TRUE") << "creates_records: TRUE"
                                             << "IP01 FAIL, IP03 WARN";
        QTest::newRow("yes spellings: Y")
            << "creates_records: Y\nidempotency_key: orders_sync + order.id\n"
               "ledger_retention_days: 1\nmax_replay_window_days: 1"
            << "";
        QTest::newRow("no spellings: false") << "creates_records: false"
                                             << "";
        QTest::newRow("blank creates_records is not yes") << "creates_records: <absent>"
                                                          << "";
        QTest::newRow("on is not yes") << "creates_records: on"
                                       << "SC02 FAIL creates_records";
        QTest::newRow("1 is not yes") << "inbound_webhook: 1"
                                      << "SC02 FAIL inbound_webhook";
        QTest::newRow("number with unit") << "ledger_retention_days: 45d"
                                          << "SC02 FAIL ledger_retention_days";
        QTest::newRow("number with sign") << "backfill_overlap_days: \"+1\""
                                          << "SC02 FAIL backfill_overlap_days";
        QTest::newRow("number exponent") << "ack_p99_seconds: 1e3"
                                         << "SC02 FAIL ack_p99_seconds";
        QTest::newRow("number leading zeros ok") << "backfill_overlap_days: 007"
                                                 << "";
        QTest::newRow("timeout zero") << "sender_timeout_seconds: 0"
                                      << "SC02 FAIL sender_timeout_seconds";
        QTest::newRow("timeout 0.000") << "sender_timeout_seconds: 0.000"
                                       << "SC02 FAIL sender_timeout_seconds";
        QTest::newRow("ack zero ok") << "ack_p99_seconds: 0"
                                     << "";
        QTest::newRow("method case-insensitive") << "method: Reverse_ETL"
                                                 << "";
        QTest::newRow("method unknown") << "method: zapier"
                                        << "SC02 FAIL method";
        QTest::newRow("unit ms invalid") << "retry_after_unit: ms"
                                         << "SC02 FAIL retry_after_unit";
        QTest::newRow("retry_layers invalid") << "retry_layers: sdk:0"
                                              << "SC02 FAIL retry_layers";
        QTest::newRow("list in text field") << "notes: [a, b]"
                                            << "SC02 FAIL notes";
        QTest::newRow("map in text field") << "name: {en: x}"
                                           << "SC02 FAIL name";
        QTest::newRow("reviews hold anything") << "reviews: [not, a, map]"
                                               << "";
        QTest::newRow("quoted null is text") << "method: \"null\""
                                             << "SC02 FAIL method";
        QTest::newRow("plain Null is blank") << "method: Null"
                                             << "";
        QTest::newRow("several invalid cells")
            << "method: x\ncreates_records: x\nretry_layers: x"
            << "SC02 FAIL method, SC02 FAIL creates_records, SC02 FAIL retry_layers";
        // SC01
        QTest::newRow("blank flow_id") << "flow_id: \"  \""
                                       << "SC01 FAIL";
        QTest::newRow("absent flow_id") << "flow_id: <absent>"
                                        << "SC01 FAIL";
        QTest::newRow("list flow_id is blank, not SC02") << "flow_id: [a, b]"
                                                         << "SC01 FAIL";
        // IP01
        QTest::newRow("IP01 creates without key")
            << "creates_records: yes\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "IP01 FAIL";
        QTest::newRow("IP01 blank side effect is an effect")
            << "side_effect: <absent>\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "IP01 FAIL";
        QTest::newRow("IP01 side effect text")
            << "side_effect: n/a\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "IP01 FAIL";
        QTest::newRow("IP01 NONE is no effect") << "side_effect: NONE"
                                                << "";
        QTest::newRow("IP01 key of plus signs is not blank")
            << "creates_records: yes\nidempotency_key: \"+\"\n"
               "ledger_retention_days: 30\nmax_replay_window_days: 30"
            << "";
        QTest::newRow("IP01 not evaluated: invalid creates")
            << "creates_records: maybe\nside_effect: sends email"
            << "SC02 FAIL creates_records";
        // IP02
        QTest::newRow("IP02 attempt token") << "idempotency_key: order.id + attempt"
                                            << "IP02 FAIL";
        QTest::newRow("IP02 camel case received") << "idempotency_key: order.receivedAt"
                                                  << "IP02 FAIL";
        QTest::newRow("IP02 inside a word passes") << "idempotency_key: known_id + snowflake_id"
                                                   << "";
        QTest::newRow("IP02 uuid4 whole") << "idempotency_key: uuid4()"
                                          << "IP02 FAIL";
        QTest::newRow("IP02 attempt2 passes") << "idempotency_key: attempt2"
                                              << "";
        QTest::newRow("IP02 FAIL needs no effect") << "idempotency_key: now"
                                                   << "IP02 FAIL";
        QTest::newRow("IP02 own flow id is not tokenised")
            << "flow_id: retry_dispatcher\nidempotency_key: RETRY_DISPATCHER + order.id"
            << "";
        QTest::newRow("IP02 delivery_id part is not tokenised")
            << "idempotency_key: order.id + delivery_id"
            << "";
        QTest::newRow("IP02 delivery.id is tokenised") << "idempotency_key: delivery.id"
                                                       << "IP02 FAIL";
        QTest::newRow("IP02 WARN delivery key only")
            << "creates_records: yes\nidempotency_key: orders_sync + "
               "event_id\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "IP02 WARN";
        QTest::newRow("IP02 WARN flow + WebhookId")
            << "side_effect: sends email\nidempotency_key: FLOW + "
               "WebhookId\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "IP02 WARN";
        QTest::newRow("IP02 no WARN with business part")
            << "creates_records: yes\nidempotency_key: event_id + order.id\nledger_retention_days: "
               "30\nmax_replay_window_days: 30"
            << "";
        QTest::newRow("IP02 no WARN with flow parts only")
            << "creates_records: yes\nidempotency_key: flow + orders_sync\nledger_retention_days: "
               "30\nmax_replay_window_days: 30"
            << "";
        QTest::newRow("IP02 no WARN for event_pipeline")
            << "method: EVENT_PIPELINE\ncreates_records: yes\nidempotency_key: "
               "message_id\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "";
        QTest::newRow("IP02 WARN with blank method")
            << "method: <absent>\ncreates_records: yes\nidempotency_key: "
               "message_id\nledger_retention_days: 30\nmax_replay_window_days: 30"
            << "IP02 WARN";
        QTest::newRow("IP02 no WARN without effect") << "idempotency_key: event_id"
                                                     << "";
        QTest::newRow("IP02 not evaluated: invalid method")
            << "method: zapier\nidempotency_key: attempt"
            << "SC02 FAIL method";
        // IP03
        QTest::newRow("IP03 FAIL below") << "ledger_retention_days: 10\nmax_replay_window_days: 30"
                                         << "IP03 FAIL";
        QTest::newRow("IP03 equal passes")
            << "ledger_retention_days: 30.0\nmax_replay_window_days: 30"
            << "";
        QTest::newRow("IP03 exact decimals")
            << "ledger_retention_days: 0.15\nmax_replay_window_days: 0.15000000000000001"
            << "IP03 FAIL";
        QTest::newRow("IP03 WARN blank with effect")
            << "creates_records: yes\nidempotency_key: orders_sync + o.id\nledger_retention_days: "
               "30"
            << "IP03 WARN";
        QTest::newRow("IP03 nothing blank without effect") << "ledger_retention_days: 30"
                                                           << "";
        QTest::newRow("IP03 invalid is not blank")
            << "creates_records: yes\nidempotency_key: orders_sync + o.id\nledger_retention_days: "
               "30 days\nmax_replay_window_days: 30"
            << "SC02 FAIL ledger_retention_days";
        // RT01
        QTest::newRow("RT01 FAIL product 15") << "retry_layers: sdk:3;worker:5"
                                              << "RT01 FAIL";
        QTest::newRow("RT01 FAIL one layer of 11") << "retry_layers: worker:11"
                                                   << "RT01 FAIL";
        QTest::newRow("RT01 one layer of 10 passes") << "retry_layers: worker:10"
                                                     << "";
        QTest::newRow("RT01 WARN nested") << "retry_layers: sdk:2;worker:5"
                                          << "RT01 WARN";
        QTest::newRow("RT01 sdk:1 does not retry") << "retry_layers: sdk:1;worker:6"
                                                   << "";
        QTest::newRow("RT01 WARN blank") << "retry_layers: <absent>"
                                         << "RT01 WARN";
        QTest::newRow("RT01 WARN tilde") << "retry_layers: ~"
                                         << "RT01 WARN";
        QTest::newRow("RT01 saturating") << "retry_layers: a:65536;b:65536;c:65536;d:65536"
                                         << "RT01 FAIL";
        // RT02
        QTest::newRow("RT02 custom blank unit") << "method: custom"
                                                << "RT02 WARN";
        QTest::newRow("RT02 ipaas blank unit") << "method: IPAAS"
                                               << "RT02 WARN";
        QTest::newRow("RT02 none is not blank") << "method: custom\nretry_after_unit: none"
                                                << "";
        QTest::newRow("RT02 native blank unit") << "retry_after_unit: <absent>"
                                                << "";
        // WH01
        QTest::newRow("WH01 FAIL above half")
            << "inbound_webhook: yes\nack_p99_seconds: 3.2\nsender_timeout_seconds: 5"
            << "WH01 FAIL";
        QTest::newRow("WH01 exactly half passes")
            << "inbound_webhook: yes\nack_p99_seconds: 0.15\nsender_timeout_seconds: 0.30"
            << "";
        QTest::newRow("WH01 just above half") << "inbound_webhook: yes\nack_p99_seconds: "
                                                 "2.5000000000000001\nsender_timeout_seconds: 5"
                                              << "WH01 FAIL";
        QTest::newRow("WH01 WARN blank ack") << "inbound_webhook: y\nsender_timeout_seconds: 5"
                                             << "WH01 WARN";
        QTest::newRow("WH01 WARN blank timeout") << "inbound_webhook: yes\nack_p99_seconds: 1"
                                                 << "WH01 WARN";
        QTest::newRow("WH01 nothing when not inbound")
            << "inbound_webhook: no\nack_p99_seconds: 9\nsender_timeout_seconds: 5"
            << "";
        QTest::newRow("WH01 invalid is not blank")
            << "inbound_webhook: yes\nack_p99_seconds: fast\nsender_timeout_seconds: 5"
            << "SC02 FAIL ack_p99_seconds";
        // SC03: a key one typo off a known key; the field it meant stays blank for the rules.
        QTest::newRow("SC03 misspelt retention")
            << "creates_records: yes\nidempotency_key: k + o.id\nmax_replay_window_days: 30\n"
               "ledger_retension_days: 90"
            << "IP03 WARN, SC03 WARN ledger_retension_days→ledger_retention_days";
        QTest::newRow("SC03 case only") << "Retry_Layers: none\nretry_layers: none"
                                        << "SC03 WARN Retry_Layers→retry_layers";
        QTest::newRow("SC03 swap, reviews") << "reveiws: {IP04: pass}"
                                            << "SC03 WARN reveiws→reviews";
        QTest::newRow("SC03 two edits in a long key")
            << "ledger_retnetion_dys: 3"
            << "SC03 WARN ledger_retnetion_dys→ledger_retention_days";
        QTest::newRow("SC03 one per key")
            << "idempotency_keys: a\nsidee_effect: none\nMETHOD: custom"
            << "SC03 WARN METHOD→method, SC03 WARN sidee_effect→side_effect, "
               "SC03 WARN idempotency_keys→idempotency_key";
        QTest::newRow("SC03 nothing: far, short or the team's own")
            << "source_id: 7\ndate: x\nx_idempotency_key: k\nX-method: custom\ntags: [a]\n"
               "retry: 3\ndestination_url: u"
            << "";
        QTest::newRow("SC03 even where SC02 stops other rules")
            << "ledger_retention_days: soon\nledger_retension_days: 90"
            << "SC02 FAIL ledger_retention_days, SC03 WARN "
               "ledger_retension_days→ledger_retention_days";
        // Order: by rule ID, SC02 by field order
        QTest::newRow("order") << "flow_id: <absent>\nmethod: custom\nretry_layers: "
                                  "a:3;b:4\ninbound_webhook: yes\nnotes: [x]"
                               << "RT01 FAIL, RT02 WARN, SC01 FAIL, SC02 FAIL notes, WH01 WARN";
    }
    void rules() {
        QFETCH(QString, overrides);
        QFETCH(QString, expected);
        const Inventory inventory = Test::inventoryFromYaml(flowYaml(overrides));
        QCOMPARE(inventory.flows.size(), 1);
        QCOMPARE(Test::describe(checkFlow(inventory.flows.first(), 1, 1)), expected);
    }

    // A WARN about a blank field points at that field, not at the one that is filled in.
    void warningsPointAtTheBlankField_data() {
        QTest::addColumn<QString>("overrides");
        QTest::addColumn<QString>("field");
        QTest::newRow("WH01 blank timeout") << "inbound_webhook: yes\nack_p99_seconds: 1"
                                            << "sender_timeout_seconds";
        QTest::newRow("WH01 blank ack") << "inbound_webhook: yes\nsender_timeout_seconds: 5"
                                        << "ack_p99_seconds";
        QTest::newRow("IP03 blank window")
            << "creates_records: yes\nidempotency_key: k + o.id\nledger_retention_days: 30"
            << "max_replay_window_days";
        QTest::newRow("IP03 blank retention")
            << "creates_records: yes\nidempotency_key: k + o.id\nmax_replay_window_days: 30"
            << "ledger_retention_days";
    }
    void warningsPointAtTheBlankField() {
        QFETCH(QString, overrides);
        QFETCH(QString, field);
        const Inventory inventory = Test::inventoryFromYaml(flowYaml(overrides));
        const QList<Finding> findings = checkFlow(inventory.flows.first(), 1, 1);
        QCOMPARE(findings.size(), 1);
        QCOMPARE(FieldCatalogue::name(*findings.first().field), field);
    }

    void sharedIdIsSc01() {
        const Inventory inventory = Test::inventoryFromYaml(flowYaml(QString()));
        const QList<Finding> findings = checkFlow(inventory.flows.first(), 4, 2);
        QCOMPARE(Test::describe(findings), QStringLiteral("SC01 FAIL"));
        QCOMPARE(findings.first().row, 4);
        QVERIFY(findings.first().message.contains(QStringLiteral("shared by 2 flows")));
    }

    // Findings say what is wrong with the numbers involved.
    void messagesCarryTheNumbers_data() {
        QTest::addColumn<QString>("overrides");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("WH01")
            << "inbound_webhook: yes\nack_p99_seconds: 3.2\nsender_timeout_seconds: 5"
            << "ack p99 3.2 s is above half of the 5 s sender timeout (2.5 s)";
        QTest::newRow("RT01") << "retry_layers: sdk:3;worker:5"
                              << "sdk:3 × worker:5 make 15 attempts";
        QTest::newRow("IP03") << "ledger_retention_days: 10\nmax_replay_window_days: 30"
                              << "retention of 10 days is below the 30-day";
        QTest::newRow("RT01 saturated, as written")
            << "retry_layers: a:3;b:99999999999999999999"
            << "a:3 × b:99999999999999999999 make more than";
        QTest::newRow("IP02") << "idempotency_key: order.id + receivedAt"
                              << "\"receivedAt\" holds \"received\"";
        QTest::newRow("SC02") << "method: zapier"
                              << "method \"zapier\" is not one of custom, ipaas";
    }
    void messagesCarryTheNumbers() {
        QFETCH(QString, overrides);
        QFETCH(QString, fragment);
        const Inventory inventory = Test::inventoryFromYaml(flowYaml(overrides));
        const QList<Finding> findings = checkFlow(inventory.flows.first(), 1, 1);
        QCOMPARE(findings.size(), 1);
        QVERIFY2(findings.first().message.contains(fragment), qPrintable(findings.first().message));
    }

    // In German a valid number as typed takes the German decimal comma, its digits as typed,
    // as a computed one does; text that is no number is quoted exactly as typed.
    void germanMessagesWriteTypedNumbersTheGermanWay_data() {
        QTest::addColumn<QString>("overrides");
        QTest::addColumn<QString>("fragment");
        QTest::newRow("WH01")
            << "inbound_webhook: yes\nack_p99_seconds: 3.2\nsender_timeout_seconds: 5"
            << QStringLiteral("Ack-p99 von 3,2 s liegt über der Hälfte des "
                              "Sender-Timeouts von 5 s (2,5 s)");
        QTest::newRow("WH01, digits as typed")
            << "inbound_webhook: yes\nack_p99_seconds: 3.20\nsender_timeout_seconds: 5.0"
            << QStringLiteral("Ack-p99 von 3,20 s liegt über der Hälfte des Sender-Timeouts von "
                              "5,0 s (2,5 s)");
        QTest::newRow("IP03") << "ledger_retention_days: 7.5\nmax_replay_window_days: 30"
                              << QStringLiteral("Ledger-Aufbewahrung von 7,5 Tagen liegt unter "
                                                "dem Replay-Fenster von 30 Tagen: ein Replay "
                                                "nach Tag 7,5");
        QTest::newRow("SC02 zero timeout")
            << "sender_timeout_seconds: 0.0" << QStringLiteral("sender_timeout_seconds ist 0,0:");
        QTest::newRow("SC02 quotes the text as typed")
            << "inbound_webhook: yes\nack_p99_seconds: 3,2\nsender_timeout_seconds: 5"
            << QStringLiteral("ack_p99_seconds „3,2“ ist keine");
        QTest::newRow("SC02 a dot in text stays")
            << "ack_p99_seconds: 3.2 s" << QStringLiteral("„3.2 s“");
    }
    void germanMessagesWriteTypedNumbersTheGermanWay() {
        QFETCH(QString, overrides);
        QFETCH(QString, fragment);
        const Inventory inventory = Test::inventoryFromYaml(flowYaml(overrides));
        const QLocale locale;
        QVERIFY(Translations::install(QCoreApplication::instance(), QStringLiteral("de")));
        const QList<Finding> findings = checkFlow(inventory.flows.first(), 1, 1);
        // Back to the source texts and numbers of the other tests.
        for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
            QCoreApplication::removeTranslator(translator);
            delete translator;
        }
        QLocale::setDefault(locale);
        QCOMPARE(findings.size(), 1);
        QVERIFY2(findings.first().message.contains(fragment), qPrintable(findings.first().message));
        // The same flow in English keeps the typed dot.
        const QList<Finding> inEnglish = checkFlow(inventory.flows.first(), 1, 1);
        QVERIFY2(!inEnglish.first().message.contains(QStringLiteral("3,2 s")),
                 qPrintable(inEnglish.first().message));
    }
};

QTEST_GUILESS_MAIN(TestFlowChecks)
#include "tst_flowchecks.moc"
