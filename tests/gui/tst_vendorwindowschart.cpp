// The vendor windows chart on the bundled cards: a vendor's cards are checked on dates of
// their own, so a group heading names the vendor only and every row its own card's date
// and STALE or UNDATED mark (Stripe: webhooks dated, v1 idempotency undated).
#include "guitestsupport.h"
#include "painting/vendorwindowspainter.h"
#include "testsupport.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorwindowschart.h"

#include <QImage>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString BundledCards = QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors");

// The rows of one vendor's group, heading first.
QStringList groupOf(const VendorWindowsChart& chart, const QString& vendor) {
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

    void eachRowNamesItsOwnCardsDate_data() {
        QTest::addColumn<QDate>("today");
        QTest::addColumn<QString>("webhooksStamp");
        QTest::newRow("webhooks current")
            << QDate(2026, 11, 29) << QStringLiteral("checked 2026-11-06");
        QTest::newRow("webhooks stale")
            << QDate(2027, 1, 15) << QStringLiteral("checked 2026-11-06 · STALE");
    }

    void eachRowNamesItsOwnCardsDate() {
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
                QVERIFY2(row.endsWith(QStringLiteral(" · no checked date · UNDATED")),
                         qPrintable(row));
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
        QVERIFY(chart.accessibleDescription().contains(QStringLiteral(
            "v1 idempotency · Idempotency key lifetime: 1 d, no checked date · UNDATED")));
    }

    // Every row reads differently: two windows of one kind on a card carry the card's words.
    void noTwoRowsReadTheSame() {
        QTemporaryDir dir;
        VendorCardStore store(BundledCards, dir.filePath(QStringLiteral("vendor-overrides.yaml")));
        VendorWindowsChart chart;
        chart.setCards(store.cards().cards(), QDate(2026, 11, 29), 30);
        QStringList rows;
        for (int row = 0; row < chart.rowCount(); ++row)
            rows.append(chart.rowText(row));
        QCOMPARE(QSet<QString>(rows.begin(), rows.end()).size(), rows.size());
    }

    // The selected flow's ledger and replay window as lines: what outlives the ledger says
    // so, and the legend names every colour and both lines.
    void ledgerLinesAcrossEveryVendor() {
        QTemporaryDir dir;
        VendorCardStore store(BundledCards, dir.filePath(QStringLiteral("vendor-overrides.yaml")));
        VendorWindowsChart chart;
        chart.setCards(store.cards().cards(), QDate(2026, 11, 29), 30);
        QCOMPARE(chart.legendEntries().size(), 3);
        chart.setFlowLines(QStringLiteral("billing_to_crm"), Duration::fromDays(10),
                           Duration::fromDays(7));
        QCOMPARE(chart.legendEntries().size(), 5);
        QVERIFY(chart.legendEntries().contains(QStringLiteral("billing_to_crm: ledger retention")));
        int outlives = 0;
        for (int row = 0; row < chart.rowCount(); ++row) {
            const QString text = chart.rowText(row);
            if (text.startsWith(QStringLiteral("Webhooks · Manual resend window")) &&
                groupOf(chart, QStringLiteral("Stripe")).contains(text))
                QVERIFY2(text.endsWith(QStringLiteral(" · outlives the ledger")),
                         qPrintable(text)); // Stripe: 30 d
            outlives += text.endsWith(QStringLiteral("outlives the ledger")) ? 1 : 0;
        }
        QVERIFY(outlives >= 3);
        chart.setFlowLines(QString(), std::nullopt, std::nullopt);
        for (int row = 0; row < chart.rowCount(); ++row)
            QVERIFY(!chart.rowText(row).contains(QStringLiteral("outlives")));
    }

    // Presentation: pages that each fit the screen, every row on exactly one of them.
    void pagesFitTheScreen_data() {
        QTest::addColumn<int>("height");
        QTest::newRow("1600x1000") << 1000;
        QTest::newRow("1920x1080") << 1080;
    }
    void pagesFitTheScreen() {
        QFETCH(int, height);
        QTemporaryDir dir;
        VendorCardStore store(BundledCards, dir.filePath(QStringLiteral("vendor-overrides.yaml")));
        VendorWindowsChart chart;
        chart.setCards(store.cards().cards(), QDate(2026, 11, 29), 30);
        chart.setFlowLines(QStringLiteral("f"), Duration::fromDays(45), Duration::fromDays(30));
        chart.setScale(1.8);
        chart.resize(1600, height - 80); // as the full-screen dialog lays it out
        const int fullHeight = chart.sizeHint().height();
        chart.setPageHeight(height - 80);
        QVERIFY(fullHeight > height); // the whole chart would not fit: it pages
        QVERIFY(chart.pageCount() > 1);
        QList<int> seen;
        for (int page = 0; page < chart.pageCount(); ++page) {
            chart.setPage(page);
            QVERIFY(!chart.rowsOnPage().isEmpty());
            seen += chart.rowsOnPage();
            QVERIFY(chart.sizeHint().height() <= height - 80);
        }
        QCOMPARE(seen.size(), chart.rowCount());
        for (int i = 0; i < seen.size(); ++i)
            QCOMPARE(seen[i], i);
        chart.setPage(0);
        Test::keepScreenshot(&chart,
                             QStringLiteral("vendor-windows-presentation-%1.png").arg(height));
    }

    // A page that goes on with a vendor's windows starts with that vendor's heading again,
    // "continued": no page shows windows without saying whose they are.
    void continuedPagesRepeatTheirVendor() {
        QTemporaryDir dir;
        VendorCardStore store(BundledCards, dir.filePath(QStringLiteral("vendor-overrides.yaml")));
        const QImage device(16, 16, QImage::Format_RGB32);
        VendorWindowsPainter painter;
        painter.setCards(store.cards().cards(), QDate(2026, 11, 29), 30);
        painter.setFont(QFont(QStringLiteral("DejaVu Sans"), 18));
        painter.setDevice(&device);
        painter.setWidth(1280);
        painter.setPageHeight(520);
        QVERIFY(painter.pageCount() > 3);
        int continuedPages = 0;
        int windows = 0;
        QString lastHeading;
        for (int page = 0; page < painter.pageCount(); ++page) {
            painter.setPage(page);
            const QList<VendorWindowsPainter::ShownRow> rows = painter.layout().rows;
            QVERIFY(!rows.isEmpty());
            QVERIFY2(rows.first().heading, qPrintable(rows.first().label));
            if (rows.first().continued) {
                ++continuedPages;
                QCOMPARE(rows.first().label, lastHeading + QStringLiteral(" (continued)"));
            }
            for (qsizetype r = 0; r < rows.size(); ++r) {
                QVERIFY(r == 0 || !rows[r].continued);
                if (rows[r].heading && !rows[r].continued)
                    lastHeading = rows[r].label;
                windows += rows[r].heading ? 0 : 1;
            }
        }
        QVERIFY(continuedPages > 0);
        // Every window once: the repeated headings add no rows of their own.
        int allWindows = 0;
        painter.setPageHeight(0);
        for (const VendorWindowsPainter::ShownRow& row : painter.layout().rows)
            allWindows += row.heading ? 0 : 1;
        QCOMPARE(windows, allWindows);
    }
};

QTEST_MAIN(TestVendorWindowsChart)
#include "tst_vendorwindowschart.moc"
