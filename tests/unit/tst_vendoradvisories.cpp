// The vendor advisories on the bundled cards: each fires where its card says it should,
// names the card with its checked date, and stays silent otherwise.
#include "core/analysis/vendoradvisories.h"
#include "core/model/field.h"
#include "core/model/flow.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/vendorcatalogue.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {

const VendorCatalogue& bundled() {
    static const VendorCatalogue catalogue =
        VendorCatalogue::loadDirectory(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
            .catalogue;
    return catalogue;
}

Flow flowOf(const QString& fields) {
    return Test::flowFromFields(fields);
}

} // namespace

class TestVendorAdvisories : public QObject {
    Q_OBJECT
private slots:
    void advisories_data() {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QStringList>("expected"); // "ID SEVERITY card"
        QTest::newRow("Stripe, replay window below the CLI resend")
            << "source=stripe|destination=salesforce|max_replay_window_days=7|creates_records=no|"
               "side_effect=none"
            << QStringList{"VA01 WARN stripe-webhooks"};
        QTest::newRow("Stripe, replay window covering it")
            << "source=stripe|max_replay_window_days=30|creates_records=no|side_effect=none"
            << QStringList{};
        QTest::newRow("Zapier's 60-day replay") << "source=webshop|ipaas=zapier|max_replay_window_"
                                                   "days=30|creates_records=no|side_effect=none"
                                                << QStringList{"VA01 WARN zapier"};
        QTest::newRow("HubSpot workflow named, seconds")
            << "source=hubspot_workflow_webhook_action|inbound_webhook=yes|retry_after_unit="
               "seconds|creates_records=no|side_effect=none"
            << QStringList{"VA02 WARN hubspot-workflow-webhook-action"};
        QTest::newRow("HubSpot by vendor, seconds")
            << "source=hubspot|inbound_webhook=yes|retry_after_unit=seconds|sender_timeout_seconds="
               "5|creates_records=no|side_effect=none"
            << QStringList{"VA02 INFO hubspot-workflow-webhook-action"};
        QTest::newRow("HubSpot workflow, milliseconds")
            << "source=hubspot-workflow-webhook-action|inbound_webhook=yes|retry_after_unit="
               "milliseconds|creates_records=no|side_effect=none"
            << QStringList{};
        QTest::newRow("not a receiver")
            << "source=hubspot-workflow-webhook-action|inbound_webhook=no|retry_after_unit=seconds|"
               "creates_records=no|side_effect=none"
            << QStringList{};
        QTest::newRow("Pipedrive timeout longer than the card")
            << "source=pipedrive|inbound_webhook=yes|sender_timeout_seconds=30|creates_records=no|"
               "side_effect=none"
            << QStringList{"VA03 WARN pipedrive-webhooks-v2"};
        QTest::newRow("Pipedrive timeout shorter than the card")
            << "source=pipedrive|inbound_webhook=yes|sender_timeout_seconds=5|creates_records=no|"
               "side_effect=none"
            << QStringList{"VA03 INFO pipedrive-webhooks-v2"};
        QTest::newRow("Pipedrive timeout as the card")
            << "source=pipedrive|inbound_webhook=yes|sender_timeout_seconds=10|creates_records=no|"
               "side_effect=none"
            << QStringList{};
        QTest::newRow("Stripe SDK under a retrying worker")
            << "destination=stripe|retry_layers=sdk:3;worker:5|creates_records=no|side_effect=none"
            << QStringList{"VA04 WARN stripe-idempotency"};
        QTest::newRow("Stripe SDK at 1")
            << "destination=stripe|retry_layers=sdk:1;worker:5|creates_records=no|side_effect=none"
            << QStringList{};
        QTest::newRow("SDK retries, no Stripe") << "destination=salesforce|retry_layers=sdk:3;"
                                                   "worker:5|creates_records=no|side_effect=none"
                                                << QStringList{};
        QTest::newRow("Segment dedupe outlived by a replay")
            << "source=webshop|destination=segment|creates_records=yes|max_replay_window_days=3"
            << QStringList{"VA05 INFO segment"};
        QTest::newRow("no effect, no dedupe advice")
            << "source=webshop|destination=segment|creates_records=no|side_effect=none|max_replay_"
               "window_days=3"
            << QStringList{};
        QTest::newRow("no cards") << "source=webshop|destination=netsuite|max_replay_window_days=1|"
                                     "inbound_webhook=yes|sender_timeout_seconds=99"
                                  << QStringList{};
    }
    void advisories() {
        QFETCH(QString, fields);
        QFETCH(QStringList, expected);
        const Flow flow = flowOf(fields);
        QStringList found;
        for (const Advisory& advisory : VendorAdvisories::of(flow, bundled().forFlow(flow))) {
            found.append(advisory.id + QLatin1Char(' ') + severityKeyword(advisory.severity) +
                         QLatin1Char(' ') + advisory.cardId);
            const VendorCard* card = bundled().find(advisory.cardId);
            QVERIFY(card);
            QCOMPARE(advisory.checked, card->checked);
            const QString reference =
                card->checked.isValid()
                    ? QStringLiteral("(%1, checked %2)")
                          .arg(card->title(), card->checked.toString(Qt::ISODate))
                    : QStringLiteral("(%1, no checked date stated)").arg(card->title());
            QVERIFY2(advisory.message.endsWith(reference), qPrintable(advisory.message));
            QVERIFY(!RuleCatalogue::title(advisory.id).isEmpty());
        }
        QCOMPARE(found, expected);
    }

    void messageHasTheNumbers() {
        const Flow flow = flowOf(QStringLiteral(
            "source=stripe|max_replay_window_days=7|creates_records=no|side_effect=none"));
        const QList<Advisory> advisories = VendorAdvisories::of(flow, bundled().forFlow(flow));
        QCOMPARE(advisories.size(), 1);
        QCOMPARE(
            advisories.first().message,
            QStringLiteral(
                "max_replay_window_days is 7, below a window of the card (Manual resend window: 30 "
                "d, CLI `stripe events resend` up to 30 days): "
                "events can still arrive after the window (Stripe Webhooks, checked 2026-11-06)"));
    }

    void catalogueHasUniqueIds() {
        QStringList ids;
        for (const RuleInfo& info : RuleCatalogue::advisories()) {
            QVERIFY(!ids.contains(info.idText));
            QVERIFY(!RuleCatalogue::title(info).isEmpty() &&
                    !RuleCatalogue::rationale(info).isEmpty());
            ids.append(info.idText);
        }
        QCOMPARE(ids.size(), 5);
    }
};

QTEST_GUILESS_MAIN(TestVendorAdvisories)
#include "tst_vendoradvisories.moc"
