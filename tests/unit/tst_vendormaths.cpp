// The arithmetic of the ack budget, retry product and replay window panels, one data row
// per case, on flows and cards built here.
#include "core/analysis/ackbudget.h"
#include "core/analysis/backoffschedule.h"
#include "core/analysis/replaywindow.h"
#include "core/analysis/retryproduct.h"
#include "core/model/field.h"
#include "core/model/flow.h"

#include <QTest>

using namespace FlowAudit;

namespace {

// A flow from `field=value` pairs separated by `|`.
Flow flowOf(const QString& fields) {
    Flow flow;
    for (const QString& pair : fields.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const QString name = pair.section(QLatin1Char('='), 0, 0);
        const std::optional<Field> field = FieldCatalogue::byName(name);
        if (!field)
            qFatal("no field %s", qPrintable(name));
        flow.setText(*field, pair.section(QLatin1Char('='), 1));
    }
    return flow;
}

VendorCard card(const char* id, QList<VendorWindow> windows) {
    VendorCard card;
    card.id = QLatin1StringView(id);
    card.vendor = QLatin1StringView(id);
    card.product = QStringLiteral("Card");
    card.checked = QDate(2026, 11, 6);
    card.windows = std::move(windows);
    return card;
}

VendorWindow window(WindowKind kind, const char* duration) {
    return {kind, *Duration::parse(QString::fromLatin1(duration)), QStringLiteral("note")};
}

} // namespace

class TestVendorMaths : public QObject {
    Q_OBJECT
private slots:
    void ackBudget_data() {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<double>("budget");   // -1: none
        QTest::addColumn<double>("headroom"); // -99: none
        QTest::addColumn<int>("offers");
        QTest::newRow("within")
            << "inbound_webhook=yes|sender_timeout_seconds=20|ack_p99_seconds=0.4" << 10.0 << 9.6
            << 1;
        QTest::newRow("over") << "inbound_webhook=yes|sender_timeout_seconds=5|ack_p99_seconds=3"
                              << 2.5 << -0.5 << 0;
        QTest::newRow("exactly half")
            << "inbound_webhook=yes|sender_timeout_seconds=10|ack_p99_seconds=5" << 5.0 << 0.0 << 1;
        QTest::newRow("timeout blank: the card's offered")
            << "inbound_webhook=yes|ack_p99_seconds=1" << -1.0 << -99.0 << 1;
        QTest::newRow("p99 blank")
            << "inbound_webhook=yes|sender_timeout_seconds=5" << 2.5 << -99.0 << 0;
        QTest::newRow("invalid timeout")
            << "inbound_webhook=yes|sender_timeout_seconds=five|ack_p99_seconds=1" << -1.0 << -99.0
            << 1;
    }
    void ackBudget() {
        QFETCH(QString, fields);
        QFETCH(double, budget);
        QFETCH(double, headroom);
        QFETCH(int, offers);
        const VendorCard hubspot =
            card("hubspot-app-webhooks", {window(WindowKind::AckTimeout, "5 s")});
        const AckBudget ack = AckBudget::of(flowOf(fields), {&hubspot});
        QVERIFY(ack.inboundWebhook);
        QCOMPARE(ack.budget().value_or(-1), budget);
        QVERIFY(qAbs(ack.headroom().value_or(-99) - headroom) < 1e-9);
        QCOMPARE(ack.offers().size(), offers);
        QCOMPARE(ack.cardTimeouts.first().window.duration.seconds(), 5.0);
        QCOMPARE(ack.cardTimeouts.first().cardId, QStringLiteral("hubspot-app-webhooks"));
    }

    void retryProduct_data() {
        QTest::addColumn<QString>("retryLayers");
        QTest::addColumn<quint64>("product");
        QTest::addColumn<QStringList>("whatIfs"); // "text=product" for each retrying layer
        QTest::newRow("source example") << "sdk:3;worker:5" << quint64(15)
                                        << QStringList{"sdk:1;worker:5=5", "sdk:3;worker:1=3"};
        QTest::newRow("one layer retries")
            << "sdk:1;worker:6" << quint64(6) << QStringList{"sdk:1;worker:1=1"};
        QTest::newRow("three layers")
            << "sdk:2;http:2;worker:3" << quint64(12)
            << QStringList{"sdk:1;http:2;worker:3=6", "sdk:2;http:1;worker:3=6",
                           "sdk:2;http:2;worker:1=4"};
        QTest::newRow("attempts as written")
            << "sdk:03;worker:2" << quint64(6)
            << QStringList{"sdk:1;worker:2=2", "sdk:03;worker:1=3"};
        QTest::newRow("saturated")
            << "a:4294967296;b:4294967296" << quint64(RetryLayers::Saturation)
            << QStringList{QStringLiteral("a:1;b:4294967296=%1").arg(RetryLayers::Saturation),
                           QStringLiteral("a:4294967296;b:1=%1").arg(RetryLayers::Saturation)};
        QTest::newRow("none") << "none" << quint64(1) << QStringList{};
        QTest::newRow("invalid") << "sdk:x" << quint64(0) << QStringList{};
    }
    void retryProduct() {
        QFETCH(QString, retryLayers);
        QFETCH(quint64, product);
        QFETCH(QStringList, whatIfs);
        const RetryProduct retry =
            RetryProduct::of(flowOf(QStringLiteral("retry_layers=") + retryLayers));
        QVERIFY(!retry.blank);
        if (retry.layers.valid)
            QCOMPARE(retry.layers.product(), product);
        QStringList found;
        for (const RetryProduct::WhatIf& whatIf : retry.whatIfs())
            found.append(whatIf.retryLayers + QLatin1Char('=') + QString::number(whatIf.product));
        QCOMPARE(found, whatIfs);
    }

    void retryProductBlank() {
        QVERIFY(RetryProduct::of(Flow()).blank);
        QVERIFY(RetryProduct::of(Flow()).whatIfs().isEmpty());
    }

    void theAwsExample() { QCOMPARE(RetryProduct::exampleProduct(), quint64(243)); }

    void backoff_data() {
        QTest::addColumn<double>("cap");
        QTest::addColumn<int>("attempts");
        QTest::addColumn<QList<double>>("sleeps");
        QTest::addColumn<double>("total");
        QTest::newRow("RT04 default") << 60.0 << 6 << QList<double>{1, 2, 4, 8, 16} << 31.0;
        QTest::newRow("cap reached")
            << 60.0 << 9 << QList<double>{1, 2, 4, 8, 16, 32, 60, 60} << 183.0;
        QTest::newRow("one attempt") << 60.0 << 1 << QList<double>{} << 0.0;
        QTest::newRow("low cap") << 3.0 << 4 << QList<double>{1, 2, 3} << 6.0;
    }
    void backoff() {
        QFETCH(double, cap);
        QFETCH(int, attempts);
        QFETCH(QList<double>, sleeps);
        QFETCH(double, total);
        BackoffSchedule schedule;
        schedule.capSeconds = cap;
        schedule.attempts = attempts;
        QCOMPARE(schedule.longestSleeps(), sleeps);
        QCOMPARE(schedule.worstCaseTotal(), total);
    }

    void redrive() {
        const QList<Duration> redrive = BackoffSchedule::redrive();
        QCOMPARE(redrive.size(), 3);
        QCOMPARE(redrive[0].toString(), QStringLiteral("15 min"));
        QCOMPARE(redrive[1].toString(), QStringLiteral("1 h"));
        QCOMPARE(redrive[2].toString(), QStringLiteral("6 h"));
    }

    void replayWindow_data() {
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("longest");  // card of the longest reason, "flow" for backfill
        QTest::addColumn<qint64>("suggested"); // -1: none
        QTest::addColumn<QStringList>("outlived");
        QTest::newRow("Stripe's CLI resend is longest")
            << "max_replay_window_days=30|ledger_retention_days=45"
            << "stripe" << qint64(30) << QStringList{"segment", "stripe-keys"};
        QTest::newRow("backfill overlap beyond the cards")
            << "backfill_overlap_days=40|max_replay_window_days=40"
            << "flow" << qint64(40) << QStringList{"segment", "stripe-keys"};
        QTest::newRow("fractional backfill covered by whole days")
            << "backfill_overlap_days=30.5"
            << "flow" << qint64(31) << QStringList{"segment", "stripe-keys"};
        QTest::newRow("a short window outlives nothing") << "max_replay_window_days=0.5"
                                                         << "stripe" << qint64(30) << QStringList{};
        QTest::newRow("a window as long is not outlived")
            << "max_replay_window_days=1"
            << "stripe" << qint64(30) << QStringList{};
        QTest::newRow("just beyond a day")
            << "max_replay_window_days=1.5"
            << "stripe" << qint64(30) << QStringList{"segment", "stripe-keys"};
    }
    void replayWindow() {
        QFETCH(QString, fields);
        QFETCH(QString, longest);
        QFETCH(qint64, suggested);
        QFETCH(QStringList, outlived);
        const VendorCard stripe = card("stripe", {window(WindowKind::Retry, "3 d"),
                                                  window(WindowKind::ManualResend, "15 d"),
                                                  window(WindowKind::ManualResend, "30 d"),
                                                  window(WindowKind::SignatureTolerance, "5 min")});
        const VendorCard stripeKeys =
            card("stripe-keys", {window(WindowKind::KeyLifetime, "24 h")});
        const VendorCard segment =
            card("segment", {window(WindowKind::Dedupe, "24 h"), window(WindowKind::Retry, "4 h")});
        FlowVendorCards cards;
        cards.source = {&stripe, &stripeKeys};
        cards.destination = {&segment};
        const ReplayWindow replay = ReplayWindow::of(flowOf(fields), cards);
        QCOMPARE(replay.reasons.first().cardId.isEmpty() ? QStringLiteral("flow")
                                                         : replay.reasons.first().cardId,
                 longest);
        QCOMPARE(replay.suggestedReplayDays().value_or(-1), suggested);
        // The source's windows and the backfill count; signature tolerance and the
        // destination's retries do not.
        for (const CardWindow& reason : replay.reasons) {
            QVERIFY(reason.window.kind != WindowKind::SignatureTolerance);
            QVERIFY(reason.cardId != QLatin1StringView("segment"));
        }
        QStringList found;
        for (const CardWindow& exposure : replay.outlived)
            found.append(exposure.cardId);
        found.sort();
        QCOMPARE(found, outlived);
    }

    void replayWindowCountsTheIpaas() {
        const VendorCard zapier = card("zapier", {window(WindowKind::Replay, "60 d"),
                                                  window(WindowKind::Retry, "10 h 35 min")});
        FlowVendorCards cards;
        cards.ipaas = {&zapier};
        const ReplayWindow replay =
            ReplayWindow::of(flowOf(QStringLiteral("ledger_retention_days=14")), cards);
        QCOMPARE(replay.suggestedReplayDays(), std::optional<qint64>(60));
        QCOMPARE(replay.ledgerRetentionDays, std::optional<double>(14));
        QCOMPARE(replay.reasons.size(), 2);
    }

    void replayWindowWithoutCards() {
        const ReplayWindow replay =
            ReplayWindow::of(flowOf(QStringLiteral("max_replay_window_days=30")), {});
        QVERIFY(replay.reasons.isEmpty());
        QVERIFY(!replay.suggestedReplayDays());
        QCOMPARE(replay.effectiveReplayDays(), std::optional<double>(30));
    }
};

QTEST_GUILESS_MAIN(TestVendorMaths)
#include "tst_vendormaths.moc"
