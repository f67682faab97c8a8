// The fixes as core values, one data row per case: the bundled vendor cards, flows built
// here, the exact cells each fix changes and the findings the engine gives afterwards.
#include "core/fixes/flowfixes.h"
#include "core/model/field.h"
#include "core/rules/flowchecks.h"
#include "core/vendors/vendorcatalogue.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {

// A flow from `field=value` pairs separated by `|`; the fields not named keep the flow
// free of other findings (no effect, not a webhook), so a test sees its own rule only.
Flow flowOf(const QString& fields) {
    Flow flow;
    flow.setText(Field::FlowId, QStringLiteral("f"));
    flow.setText(Field::CreatesRecords, QStringLiteral("no"));
    flow.setText(Field::SideEffect, QStringLiteral("none"));
    flow.setText(Field::RetryLayers, QStringLiteral("none"));
    flow.setText(Field::InboundWebhook, QStringLiteral("no"));
    for (const QString& pair : fields.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const QString name = pair.section(QLatin1Char('='), 0, 0);
        const std::optional<Field> field = FieldCatalogue::byName(name);
        if (!field)
            qFatal("no field %s", qPrintable(name));
        flow.setText(*field, pair.section(QLatin1Char('='), 1));
    }
    return flow;
}

const VendorCatalogue& bundledCards() {
    static const VendorCatalogue cards = [] {
        VendorCatalogue::LoadResult loaded = VendorCatalogue::loadDirectory(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"));
        if (!loaded.errors.isEmpty())
            qFatal("a bundled card does not read: %s", qPrintable(loaded.errors.first().message));
        return loaded.catalogue;
    }();
    return cards;
}

FixContext contextFor(const Flow& flow) {
    FixContext context;
    context.cards = bundledCards().forFlow(flow);
    context.today = QDate(2026, 12, 1);
    return context;
}

// "field: before → after" for each change, joined by "; ".
QString changesOf(const Fix& fix) {
    QStringList changes;
    for (const FieldChange& change : fix.changes)
        changes.append(QStringLiteral("%1: %2 → %3")
                           .arg(FieldCatalogue::name(change.field), change.before, change.after));
    return changes.join(QStringLiteral("; "));
}

Finding findingOf(const Flow& flow, const QString& rule) {
    for (const Finding& f : checkFlow(flow, 1, 1)) {
        if (f.rule == rule)
            return f;
    }
    qFatal("the flow has no %s finding", qPrintable(rule));
}

} // namespace

class TestFixes : public QObject {
    Q_OBJECT
private slots:
    // For a finding: the fixes offered in order, each as its changes, and the flow's
    // findings after each (the targeted finding gone, or less severe).
    void fixesForAFinding_data() {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QString>("before");      // the flow's findings before any fix
        QTest::addColumn<QStringList>("changes"); // one entry per fix offered
        QTest::addColumn<QStringList>("after");   // the findings after each

        // RT01: every layer but one tries once; the outermost (last written) is kept first.
        QTest::newRow("RT01 FAIL, two layers: keep the outer, then the inner")
            << "retry_layers=retry_handler:3;incomplete_executions:9"
            << "RT01"
            << "RT01 FAIL"
            << QStringList{"retry_layers: retry_handler:3;incomplete_executions:9 → "
                           "retry_handler:1;incomplete_executions:9",
                           "retry_layers: retry_handler:3;incomplete_executions:9 → "
                           "retry_handler:3;incomplete_executions:1"}
            << QStringList{"", ""};
        QTest::newRow(
            "RT01 FAIL, three layers: keeping one removes it, turning one off only eases it")
            << "retry_layers=sdk:3;worker:5;queue:2"
            << "RT01"
            << "RT01 FAIL"
            << QStringList{"retry_layers: sdk:3;worker:5;queue:2 → sdk:1;worker:1;queue:2",
                           "retry_layers: sdk:3;worker:5;queue:2 → sdk:1;worker:5;queue:1",
                           "retry_layers: sdk:3;worker:5;queue:2 → sdk:3;worker:1;queue:1",
                           "retry_layers: sdk:3;worker:5;queue:2 → sdk:1;worker:5;queue:2",
                           "retry_layers: sdk:3;worker:5;queue:2 → sdk:3;worker:1;queue:2"}
            << QStringList{"", "", "", "RT01 WARN", "RT01 WARN"};
        QTest::newRow("RT01 FAIL: the layer kept alone must be within the limit")
            << "retry_layers=sdk:2;worker:20"
            << "RT01"
            << "RT01 FAIL" << QStringList{"retry_layers: sdk:2;worker:20 → sdk:2;worker:1"}
            << QStringList{""};
        QTest::newRow("RT01 WARN, two small layers")
            << "retry_layers=sdk:2;worker:3"
            << "RT01"
            << "RT01 WARN"
            << QStringList{"retry_layers: sdk:2;worker:3 → sdk:1;worker:3",
                           "retry_layers: sdk:2;worker:3 → sdk:2;worker:1"}
            << QStringList{"", ""};
        QTest::newRow("RT01 FAIL, one layer: no mechanical fix")
            << "retry_layers=worker:20"
            << "RT01"
            << "RT01 FAIL" << QStringList{} << QStringList{};
        QTest::newRow("RT01 WARN, blank: nothing to turn off")
            << "retry_layers="
            << "RT01"
            << "RT01 WARN" << QStringList{} << QStringList{};

        // IP03: the ledger keeps keys through the window.
        QTest::newRow("IP03 FAIL: the ledger up to the flow's window")
            << "creates_records=yes|idempotency_key=f + "
               "order.id|ledger_retention_days=10|max_replay_window_days=30"
            << "IP03"
            << "IP03 FAIL" << QStringList{"ledger_retention_days: 10 → 30"} << QStringList{""};
        QTest::newRow("IP03 FAIL: a fraction of a day rounds up")
            << "creates_records=yes|idempotency_key=f + "
               "order.id|ledger_retention_days=2|max_replay_window_days=2.5"
            << "IP03"
            << "IP03 FAIL" << QStringList{"ledger_retention_days: 2 → 3"} << QStringList{""};
        QTest::newRow(
            "IP03 WARN, ledger blank: up to Stripe's 30-day resend, longer than the flow's window")
            << "source=stripe|creates_records=yes|idempotency_key=f + "
               "order.id|max_replay_window_days=7"
            << "IP03"
            << "IP03 WARN" << QStringList{"ledger_retention_days:  → 30"} << QStringList{""};
        QTest::newRow("IP03 WARN, both blank: the window from the cards, and the ledger to it")
            << "source=stripe|creates_records=yes|idempotency_key=f + order.id"
            << "IP03"
            << "IP03 WARN"
            << QStringList{"max_replay_window_days:  → 30; ledger_retention_days:  → 30"}
            << QStringList{""};
        QTest::newRow("IP03 WARN, both blank and no card: no window to cover")
            << "creates_records=yes|idempotency_key=f + order.id"
            << "IP03"
            << "IP03 WARN" << QStringList{} << QStringList{};

        // RT02: the unit the source's card states.
        QTest::newRow("RT02: HubSpot's workflow webhook action reads milliseconds")
            << "source=hubspot-workflow-webhook-action|method=custom|inbound_webhook=yes|ack_p99_"
               "seconds=0.1|sender_timeout_seconds=10"
            << "RT02"
            << "RT02 WARN" << QStringList{"retry_after_unit:  → milliseconds"} << QStringList{""};
        QTest::newRow("RT02: a vendor with several cards could be any of them")
            << "source=hubspot|method=custom|inbound_webhook=yes|ack_p99_seconds=0.1|sender_"
               "timeout_seconds=10"
            << "RT02"
            << "RT02 WARN" << QStringList{} << QStringList{};
        QTest::newRow("RT02: the card states no unit")
            << "source=pipedrive|method=ipaas|inbound_webhook=yes|ack_p99_seconds=0.1|sender_"
               "timeout_seconds=10"
            << "RT02"
            << "RT02 WARN" << QStringList{} << QStringList{};
        QTest::newRow("RT02: not a receiver, so the sender's reading does not apply")
            << "source=hubspot-workflow-webhook-action|method=custom"
            << "RT02"
            << "RT02 WARN" << QStringList{} << QStringList{};

        // WH01: the sender timeout the card states, only where it states one.
        QTest::newRow("WH01 WARN, timeout blank: Pipedrive's 10 s")
            << "source=pipedrive|inbound_webhook=yes|ack_p99_seconds=0.3"
            << "WH01"
            << "WH01 WARN" << QStringList{"sender_timeout_seconds:  → 10"} << QStringList{""};
        QTest::newRow("WH01 FAIL against a timeout the card does not state")
            << "source=pipedrive|inbound_webhook=yes|ack_p99_seconds=4|sender_timeout_seconds=6"
            << "WH01"
            << "WH01 FAIL" << QStringList{"sender_timeout_seconds: 6 → 10"} << QStringList{""};
        QTest::newRow("WH01: both of Standard Webhooks' stated timeouts")
            << "source=standard-webhooks|inbound_webhook=yes|ack_p99_seconds=2"
            << "WH01"
            << "WH01 WARN"
            << QStringList{"sender_timeout_seconds:  → 15", "sender_timeout_seconds:  → 30"}
            << QStringList{"", ""};
        QTest::newRow("WH01: the card's timeout would make it FAIL, so it is no fix")
            << "source=hubspot-app-webhooks|inbound_webhook=yes|ack_p99_seconds=3"
            << "WH01"
            << "WH01 WARN" << QStringList{} << QStringList{};
        QTest::newRow("WH01: the card states no timeout")
            << "source=stripe-webhooks|inbound_webhook=yes|ack_p99_seconds=0.3"
            << "WH01"
            << "WH01 WARN" << QStringList{} << QStringList{};
        QTest::newRow("WH01: the p99 is blank, a timeout cannot settle it")
            << "source=pipedrive|inbound_webhook=yes"
            << "WH01"
            << "WH01 WARN" << QStringList{} << QStringList{};
    }
    void fixesForAFinding() {
        QFETCH(QString, fields);
        QFETCH(QString, rule);
        QFETCH(QString, before);
        QFETCH(QStringList, changes);
        QFETCH(QStringList, after);
        const Flow flow = flowOf(fields);
        QCOMPARE(Test::describe(checkFlow(flow, 1, 1)), before);
        const Finding finding = findingOf(flow, rule);
        const QList<Fix> fixes = FlowFixes::forFinding(flow, contextFor(flow), finding);
        QStringList gotChanges, gotAfter;
        for (const Fix& fix : fixes) {
            gotChanges.append(changesOf(fix));
            gotAfter.append(Test::describe(fix.findingsAfter));
            QCOMPARE(fix.rule, rule);
            QVERIFY(!fix.description.isEmpty());
            QVERIFY(!fix.reason.isEmpty());
            QCOMPARE(Test::describe(fix.findingsBefore), before);
            // The findings after are the engine's on the flow with the change.
            QVERIFY(fix.fits(flow));
            QCOMPARE(fix.findingsAfter, checkFlow(fix.appliedTo(flow), 1, 1));
            QVERIFY(fix.eases(finding));
        }
        QCOMPARE(gotChanges, changes);
        QCOMPARE(gotAfter, after);
    }

    // What a fix says: which layer it keeps and why, where its number comes from.
    void descriptionsSayWhatAndWhy() {
        const Flow flow =
            flowOf(QStringLiteral("retry_layers=retry_handler:3;incomplete_executions:9"));
        const QList<Fix> fixes =
            FlowFixes::forFinding(flow, contextFor(flow), findingOf(flow, QStringLiteral("RT01")));
        QCOMPARE(fixes.size(), 2);
        QCOMPARE(fixes[0].subject, QStringLiteral("incomplete_executions"));
        QCOMPARE(fixes[0].description,
                 QStringLiteral("Keep retries only in incomplete_executions (9 attempts); every "
                                "other layer tries once"));
        QVERIFY(fixes[0].reason.startsWith(
            QStringLiteral("incomplete_executions is the outermost layer that retries")));
        QVERIFY(fixes[1].reason.contains(
            QStringLiteral("instead of the outermost retrying layer, incomplete_executions")));

        const Flow webhook =
            flowOf(QStringLiteral("source=pipedrive|inbound_webhook=yes|ack_p99_seconds=0.3"));
        const QList<Fix> timeouts = FlowFixes::forFinding(
            webhook, contextFor(webhook), findingOf(webhook, QStringLiteral("WH01")));
        QCOMPARE(timeouts.size(), 1);
        QCOMPARE(timeouts[0].description,
                 QStringLiteral("Use 10 s from Pipedrive Webhooks v2 (checked 2026-11-06)"));
        QCOMPARE(timeouts[0].subject, QStringLiteral("pipedrive-webhooks-v2"));
    }

    // The maths panels' fixes come from here too, offered whatever the findings say.
    void panelFixes_data() {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QStringList>("descriptions");
        QTest::addColumn<QStringList>("changes");
        QTest::newRow("turn off each retrying layer")
            << "retry_layers=sdk:3;worker:5;queue:1" << int(FixKind::TurnOffRetryLayer)
            << QStringList{"Turn off sdk retries: product 5", "Turn off worker retries: product 3"}
            << QStringList{"retry_layers: sdk:3;worker:5;queue:1 → sdk:1;worker:5;queue:1",
                           "retry_layers: sdk:3;worker:5;queue:1 → sdk:3;worker:1;queue:1"};
        QTest::newRow("the replay window from the cards")
            << "source=stripe|max_replay_window_days=7" << int(FixKind::ReplayWindow)
            << QStringList{"Set max_replay_window_days to 30"}
            << QStringList{"max_replay_window_days: 7 → 30"};
        QTest::newRow("the window already the cards'")
            << "source=stripe|max_replay_window_days=30" << int(FixKind::ReplayWindow)
            << QStringList{} << QStringList{};
        QTest::newRow("the ledger to the longer window")
            << "source=stripe|max_replay_window_days=7|ledger_retention_days=10"
            << int(FixKind::LedgerRetention) << QStringList{"Set ledger_retention_days to 30"}
            << QStringList{"ledger_retention_days: 10 → 30"};
        QTest::newRow("the ledger already long enough")
            << "max_replay_window_days=7|ledger_retention_days=10" << int(FixKind::LedgerRetention)
            << QStringList{} << QStringList{};
        QTest::newRow("the card's timeout, not the same as the flow's")
            << "source=hubspot-app-webhooks|sender_timeout_seconds=30"
            << int(FixKind::SenderTimeout)
            << QStringList{"Use 5 s from HubSpot App webhook subscriptions (checked 2026-11-01)"}
            << QStringList{"sender_timeout_seconds: 30 → 5"};
        QTest::newRow("the card's timeout already written")
            << "source=hubspot-app-webhooks|sender_timeout_seconds=5" << int(FixKind::SenderTimeout)
            << QStringList{} << QStringList{};
    }
    void panelFixes() {
        QFETCH(QString, fields);
        QFETCH(int, kind);
        QFETCH(QStringList, descriptions);
        QFETCH(QStringList, changes);
        const Flow flow = flowOf(fields);
        QStringList gotDescriptions, gotChanges;
        for (const Fix& fix : FlowFixes::ofKind(flow, contextFor(flow), FixKind(kind))) {
            gotDescriptions.append(fix.description);
            gotChanges.append(changesOf(fix));
        }
        QCOMPARE(gotDescriptions, descriptions);
        QCOMPARE(gotChanges, changes);
    }

    // A fix made for one state of the flow does not fit another.
    void aFixFitsOnlyTheFlowItWasMadeFor() {
        Flow flow = flowOf(QStringLiteral("retry_layers=sdk:3;worker:5"));
        const QList<Fix> fixes =
            FlowFixes::forFinding(flow, contextFor(flow), findingOf(flow, QStringLiteral("RT01")));
        QVERIFY(!fixes.isEmpty());
        QVERIFY(fixes.first().fits(flow));
        QCOMPARE(fixes.first().appliedTo(flow).text(Field::RetryLayers),
                 QStringLiteral("sdk:1;worker:5"));
        flow.setText(Field::RetryLayers, QStringLiteral("sdk:3;worker:4"));
        QVERIFY(!fixes.first().fits(flow));
    }

    // SC03's fix moves a misspelt key's value into the field it meant, one key at a time:
    // fixing one leaves the other's finding, and a field already written takes no rename.
    void misspeltKeyIsRenamed() {
        Flow flow = flowOf(QStringLiteral("retry_layers=none"));
        flow.appendExtraField(QStringLiteral("ledger_retension_days"),
                              YamlValue::scalar(QStringLiteral(" 90 ")));
        flow.appendExtraField(QStringLiteral("METHOD"),
                              YamlValue::scalar(QStringLiteral("custom")));
        const QList<Finding> sc03 = [&] {
            QList<Finding> found;
            for (const Finding& f : checkFlow(flow, 1, 1))
                if (f.rule == QLatin1StringView("SC03"))
                    found.append(f);
            return found;
        }();
        QCOMPARE(sc03.size(), 2);
        const Finding& retention = sc03[0].key == u"ledger_retension_days" ? sc03[0] : sc03[1];
        const QList<Fix> fixes = FlowFixes::forFinding(flow, contextFor(flow), retention);
        QCOMPARE(fixes.size(), 1);
        const Fix& fix = fixes.first();
        QCOMPARE(fix.description,
                 QStringLiteral("Rename ledger_retension_days to ledger_retention_days"));
        QVERIFY(fix.fits(flow));
        QVERIFY(fix.removes(retention));
        const Flow after = fix.appliedTo(flow);
        QCOMPARE(after.text(Field::LedgerRetentionDays), QStringLiteral("90"));
        QCOMPARE(after.extraFields().size(), std::size_t(1));
        QCOMPARE(after.extraFields().front().key, QStringLiteral("METHOD"));
        QVERIFY(fix.findingAfter(QStringLiteral("SC03"), QStringLiteral("METHOD")).has_value());
        QVERIFY(!fix.fits(after)); // the key is gone: the fix is done
        flow.setText(Field::Method, QStringLiteral("native"));
        const Finding& method = sc03[0].key == u"METHOD" ? sc03[0] : sc03[1];
        QVERIFY(FlowFixes::forFinding(flow, contextFor(flow), method).isEmpty());
    }

    // A rule that reads an invalid cell is not evaluated, so it has no finding to fix; and
    // findings after keep the flow's row and shared ID.
    void findingsAfterKeepTheRowAndSharedId() {
        const Flow flow = flowOf(QStringLiteral("retry_layers=sdk:3;worker:5"));
        FixContext context = contextFor(flow);
        context.row = 7;
        context.flowsSharingId = 2;
        const QList<Fix> fixes =
            FlowFixes::forFinding(flow, context, findingOf(flow, QStringLiteral("RT01")));
        QVERIFY(!fixes.isEmpty());
        QCOMPARE(Test::describe(fixes.first().findingsAfter), QStringLiteral("SC01 FAIL"));
        QCOMPARE(fixes.first().findingsAfter.first().row, 7);
    }
};

QTEST_GUILESS_MAIN(TestFixes)
#include "tst_fixes.moc"
