#include "core/vendors/vendorcatalogue.h"
#include "core/vendors/vendoroverrides.h"
#include "testsupport.h"

#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

VendorCard stripeCard() {
    VendorCard card;
    card.id = QStringLiteral("stripe-webhooks");
    card.vendorId = QStringLiteral("stripe");
    card.vendor = QStringLiteral("Stripe");
    card.product = QStringLiteral("Webhooks");
    card.source = QStringLiteral("docs.stripe.com/webhooks");
    card.checked = QDate(2026, 11, 6);
    card.facts = {QStringLiteral("Retries for up to three days."),
                  QStringLiteral("Dashboard resend up to 15 days.")};
    card.windows = {
        {WindowKind::Retry, Duration::fromDays(3), QStringLiteral("automatic retries")},
        {WindowKind::ManualResend, Duration::fromDays(15), QStringLiteral("Dashboard")}};
    return card;
}

} // namespace

class TestVendorOverrides : public QObject {
    Q_OBJECT
private slots:
    void editsApplyAndAreMarked() {
        const VendorCard bundled = stripeCard();
        VendorOverrides overrides;
        overrides.markChecked(bundled.id, QDate(2026, 11, 30));
        overrides.setFact(bundled, 1, QStringLiteral("Dashboard resend up to 20 days."));
        overrides.setWindow(bundled, 1, Duration::fromDays(20));

        const VendorCard card = overrides.apply(bundled);
        QCOMPARE(card.checked, QDate(2026, 11, 30));
        QCOMPARE(card.facts[0], bundled.facts[0]);
        QCOMPARE(card.facts[1], QStringLiteral("Dashboard resend up to 20 days."));
        QCOMPARE(card.windows[0].duration, Duration::fromDays(3));
        QCOMPARE(card.windows[1].duration, Duration::fromDays(20));
        QVERIFY(!overrides.isFactEdited(bundled, 0));
        QVERIFY(overrides.isFactEdited(bundled, 1));
        QVERIFY(!overrides.isWindowEdited(bundled, 0));
        QVERIFY(overrides.isWindowEdited(bundled, 1));
        QVERIFY(overrides.isCheckedEdited(bundled.id));
    }

    void settingTheBundledValueRemovesTheEdit() {
        const VendorCard bundled = stripeCard();
        VendorOverrides overrides;
        overrides.setFact(bundled, 0, QStringLiteral("changed"));
        overrides.setFact(bundled, 0, bundled.facts[0]);
        overrides.setWindow(bundled, 0, Duration::fromDays(4));
        overrides.setWindow(bundled, 0, Duration::fromDays(3));
        QVERIFY(overrides.isEmpty());
        QCOMPARE(overrides.apply(bundled), bundled);
    }

    void revert() {
        const VendorCard bundled = stripeCard();
        VendorOverrides overrides;
        overrides.setFact(bundled, 0, QStringLiteral("changed"));
        overrides.revert(bundled.id);
        QCOMPARE(overrides.apply(bundled), bundled);
    }

    // Edits follow their fact when a newer card reorders its facts, and are set aside
    // when the bundled fact itself has changed.
    void editsFollowTheirBundledText() {
        const VendorCard bundled = stripeCard();
        VendorOverrides overrides;
        overrides.setFact(bundled, 1, QStringLiteral("yours"));
        VendorCard newer = bundled;
        newer.facts = {bundled.facts[1], bundled.facts[0]};
        QCOMPARE(overrides.apply(newer).facts,
                 (QStringList{QStringLiteral("yours"), bundled.facts[0]}));
        newer.facts[0] = QStringLiteral("Dashboard resend up to 15 days, said differently.");
        QCOMPARE(overrides.apply(newer).facts, newer.facts);
    }

    void fileRoundTrip() {
        const VendorCard bundled = stripeCard();
        VendorOverrides overrides;
        overrides.markChecked(bundled.id, QDate(2026, 11, 30));
        overrides.setFact(bundled, 0, QStringLiteral("Text with: a colon, \"quotes\" and # hash"));
        overrides.setWindow(bundled, 1, Duration::fromSeconds(90));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("vendor-overrides.yaml"));
        QVERIFY(!overrides.writeFile(path));
        const VendorOverrides::ReadResult read = VendorOverrides::readFile(path);
        QVERIFY2(!read.error, qPrintable(read.error ? read.error->toString() : QString()));
        QCOMPARE(read.overrides, overrides);
        QCOMPARE(read.overrides.serialise(), overrides.serialise()); // deterministic
        QVERIFY(Test::readFile(path).contains("windows:"));
    }

    void missingFileIsNoEdits() {
        const VendorOverrides::ReadResult read =
            VendorOverrides::readFile(QStringLiteral("/nonexistent/overrides.yaml"));
        QVERIFY(!read.error);
        QVERIFY(read.overrides.isEmpty());
    }

    void badFiles_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("a list") << QByteArray("- a\n")
                                << "o.yaml:1: expected a map from card IDs to your edits";
        QTest::newRow("bad date") << QByteArray("stripe-webhooks:\n  checked: soon\n")
                                  << "o.yaml:2: `checked` must be a date such as 2026-11-30";
        QTest::newRow("fact without bundled") << QByteArray("s:\n  facts:\n    - {yours: x}\n")
                                              << "o.yaml:3: expected a map with `bundled`";
        QTest::newRow("bad duration")
            << QByteArray("s:\n  windows:\n    - {kind: retry, note: n, bundled: 3 d, yours: 3}\n")
            << "o.yaml:3: expected a duration such as `3 d`, `150 s` or `10 h 35 min`, found `3`";
        QTest::newRow("syntax") << QByteArray("s: [\n")
                                << "o.yaml:2:1: YAML syntax error: end of sequence flow not found";
        QTest::newRow("duplicate card")
            << QByteArray("s: {}\ns: {}\n")
            << "o.yaml:2:1: the key \"s\" appears twice in this map (first on line 1)";
    }
    void badFiles() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        const VendorOverrides::ReadResult read =
            VendorOverrides::parse(yaml, QStringLiteral("o.yaml"));
        QVERIFY(read.error);
        QCOMPARE(read.error->toString(), error);
    }

    void catalogueWithOverrides() {
        const VendorCatalogue catalogue({stripeCard()});
        VendorOverrides overrides;
        overrides.markChecked(QStringLiteral("stripe-webhooks"), QDate(2026, 11, 30));
        const VendorCatalogue edited = catalogue.withOverrides(overrides);
        QCOMPARE(edited.cards().first().checked, QDate(2026, 11, 30));
        QCOMPARE(catalogue.cards().first().checked, QDate(2026, 11, 6));
    }
};

QTEST_GUILESS_MAIN(TestVendorOverrides)
#include "tst_vendoroverrides.moc"
