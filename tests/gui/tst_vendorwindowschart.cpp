// The vendor windows chart on the bundled cards: a vendor's cards are checked on dates of
// their own, so a group heading names the vendor only and every row its own card's date
// and STALE or UNDATED mark (Stripe: webhooks dated, v1 idempotency undated).
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorwindowschart.h"

#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString BundledCards = QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors");

// The rows of one vendor's group, heading first.
QStringList groupOf(const VendorWindowsChart& chart, const QString& vendor)
{
    QStringList rows;
    for (int row = 0; row < chart.rowCount(); ++row) {
        const QString text = chart.rowText(row);
        if (!rows.isEmpty() && !text.contains(QStringLiteral(" · ")))
            break; // the next vendor's heading
        if (!rows.isEmpty() || text == vendor)
            rows.append(text);
    }
    return rows;
}

} // namespace

class TestVendorWindowsChart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void eachRowNamesItsOwnCardsDate_data()
    {
        QTest::addColumn<QDate>("today");
        QTest::addColumn<QString>("webhooksStamp");
        QTest::newRow("webhooks current") << QDate(2026, 11, 29) << QStringLiteral("checked 2026-11-06");
        QTest::newRow("webhooks stale") << QDate(2027, 1, 15) << QStringLiteral("checked 2026-11-06 · STALE");
    }

    void eachRowNamesItsOwnCardsDate()
    {
        QFETCH(QDate, today);
        QFETCH(QString, webhooksStamp);
        QTemporaryDir dir;
        VendorCardStore store(BundledCards, dir.filePath(QStringLiteral("vendor-overrides.yaml")));
        VendorWindowsChart chart;
        chart.setCards(store.cards().cards(), today, 30);

        const QStringList stripe = groupOf(chart, QStringLiteral("Stripe"));
        QVERIFY2(stripe.size() == 1 + 4 + 1, qPrintable(stripe.join(QLatin1Char('\n'))));
        QCOMPARE(stripe.first(), QStringLiteral("Stripe")); // the heading merges no dates
        int webhooks = 0;
        int idempotency = 0;
        for (const QString& row : stripe.mid(1)) {
            if (row.startsWith(QStringLiteral("Webhooks · "))) {
                QVERIFY2(row.endsWith(QStringLiteral(" · ") + webhooksStamp), qPrintable(row));
                ++webhooks;
            } else {
                QVERIFY2(row.startsWith(QStringLiteral("v1 idempotency · ")), qPrintable(row));
                QVERIFY2(row.endsWith(QStringLiteral(" · no checked date · UNDATED")), qPrintable(row));
                ++idempotency;
            }
        }
        QCOMPARE(webhooks, 4);
        QCOMPARE(idempotency, 1);

        // No heading of any vendor carries a date; every window row carries its card's.
        for (int row = 0; row < chart.rowCount(); ++row) {
            const QString text = chart.rowText(row);
            if (text.contains(QStringLiteral(" · ")))
                QVERIFY2(text.contains(QStringLiteral("checked ")), qPrintable(text));
            else
                QVERIFY2(!text.contains(QStringLiteral("checked")), qPrintable(text));
        }
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral("v1 idempotency · Idempotency key lifetime: 1 d, no checked date · UNDATED")));
    }
};

QTEST_MAIN(TestVendorWindowsChart)
#include "tst_vendorwindowschart.moc"
