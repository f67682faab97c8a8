// View → Zoom for a projector: at +5 every panel's rows, labels and titles are at least as
// tall as their text in the zoomed font, the table headers grow with the cells, and the
// vendor windows chart (a window of its own) grows too.
#include "core/document/inventorydocument.h"
#include "guitestsupport.h"
#include "ui/dialogs/fixpreviewdialog.h"
#include "ui/dialogs/reportexportdialog.h"
#include "ui/docks/findingsdock.h"
#include "ui/help/aboutdialog.h"
#include "ui/mainwindow.h"
#include "ui/maths/ackbudgetdock.h"
#include "ui/maths/replaywindowdock.h"
#include "ui/maths/retryproductdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/vendors/vendorcardsdock.h"
#include "ui/vendors/vendorcardview.h"
#include "ui/vendors/vendorwindowschart.h"
#include "ui/vendors/vendorwindowsdialog.h"
#include "ui/views/inventorytableview.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QTabBar>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

#include <algorithm>

using namespace FlowAudit;

namespace {

QAction* action(QWidget* window, const char* name) {
    return window->findChild<QAction*>(QLatin1StringView(name));
}

// An item's text needs a line of the view's font per line it holds.
int linesOf(const QString& text) {
    return int(text.count(QLatin1Char('\n'))) + 1;
}

// Why a list's items are not as tall as their lines in the list's own (zoomed) font, or
// not all in view; empty when they are.
QString listProblem(const QListWidget* list) {
    const QFontMetrics metrics(list->font());
    if (list->count() == 0)
        return QStringLiteral("%1 is empty").arg(list->objectName());
    for (int i = 0; i < list->count(); ++i) {
        const QListWidgetItem* item = list->item(i);
        const QRect rect = list->visualItemRect(item);
        if (rect.height() < metrics.height() * linesOf(item->text()))
            return QStringLiteral("%1 row %2: %3 px for %4 line(s) of %5 px")
                .arg(list->objectName())
                .arg(i)
                .arg(rect.height())
                .arg(linesOf(item->text()))
                .arg(metrics.height());
        if (!list->viewport()->rect().contains(rect))
            return QStringLiteral("%1 row %2 at %3..%4 of a %5 px list")
                .arg(list->objectName())
                .arg(i)
                .arg(rect.top())
                .arg(rect.bottom())
                .arg(list->viewport()->height());
    }
    return {};
}

// Why a table's header or rows are not as tall as their text, or (whole) the table not as
// tall as its rows; empty when they are.
QString tableProblem(const QTableView* table, bool whole) {
    const QFontMetrics cells(table->font());
    const QFontMetrics header(table->horizontalHeader()->font());
    if (header.height() < cells.height() || table->horizontalHeader()->height() < header.height())
        return QStringLiteral("%1: the header did not zoom").arg(table->objectName());
    int rows = 0;
    for (int row = 0; row < table->model()->rowCount(); ++row) {
        if (table->rowHeight(row) < cells.height())
            return QStringLiteral("%1 row %2: %3 px, text %4 px")
                .arg(table->objectName())
                .arg(row)
                .arg(table->rowHeight(row))
                .arg(cells.height());
        rows += table->rowHeight(row);
    }
    if (whole && table->viewport()->height() < rows)
        return QStringLiteral("%1: %2 px for %3 px of rows")
            .arg(table->objectName())
            .arg(table->viewport()->height())
            .arg(rows);
    return {};
}

} // namespace

class TestZoom : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    // The dialogs the window opens take its zoomed type, as its panels do.
    void dialogsFollowZoom() {
        Test::ExampleWindow f;
        for (int step = 0; step < 5; ++step)
            action(&f.window, "actionZoomIn")->trigger();
        const double zoomed = f.window.font().pointSizeF();
        const int flow = f.flowWithId(QStringLiteral("make_pipedrive_to_klaviyo"));
        const Finding finding = f.window.document()->engine().findings(flow).first();
        FixPreviewDialog fix(QStringLiteral("make_pipedrive_to_klaviyo"), finding, {}, &f.window);
        ReportExportDialog report(&f.window);
        AboutDialog about(&f.window);
        for (QDialog* dialog : std::initializer_list<QDialog*>{&fix, &report, &about})
            QVERIFY2(qAbs(dialog->font().pointSizeF() - zoomed) < 0.01,
                     qPrintable(dialog->objectName() + QStringLiteral(": ") +
                                QString::number(dialog->font().pointSizeF())));
        action(&f.window, "actionZoomReset")->trigger();
    }

    void everyPanelFollowsZoom() {
        Test::ExampleWindow f;
        f.window.resize(1600, 1000);
        VendorPanels* panels = f.window.vendorPanels();
        VendorCardsDock* cards = f.window.dock<VendorCardsDock>();
        cards->raise();
        f.window.dock<RetryProductDock>()->raise();
        // billing_to_crm: Stripe's dated webhooks card and its undated idempotency card.
        f.window.table()->setCurrentIndex(
            f.cell(f.flowWithId(QStringLiteral("billing_to_crm")), Field::FlowId));
        cards->showCard(QStringLiteral("stripe-webhooks"));
        VendorWindowsDialog* windows = panels->windowsDialog();
        windows->show();
        const double bodyBefore = f.window.font().pointSizeF();
        const double chartBefore = windows->chart()->chartFont().pointSizeF();
        const int chartHeightBefore = windows->chart()->sizeHint().height();
        // Shown small first, so the larger type has room to make the window larger too.
        windows->resize(500, 300);
        const QSize windowBefore = windows->size();

        for (int step = 0; step < 5; ++step)
            action(&f.window, "actionZoomIn")->trigger();
        const double body = f.window.font().pointSizeF();
        QVERIFY(body >= bodyBefore * 1.45);

        // The chart is a window of its own, and follows all the same.
        QVERIFY2(windows->chart()->chartFont().pointSizeF() >= chartBefore * 1.45,
                 qPrintable(QString::number(windows->chart()->chartFont().pointSizeF())));
        QVERIFY(windows->chart()->sizeHint().height() > chartHeightBefore * 1.3);
        // While open, the window itself fits the larger chart again (up to the screen).
        QTRY_VERIFY2(
            windows->width() > windowBefore.width() && windows->height() > windowBefore.height(),
            qPrintable(QStringLiteral("%1x%2").arg(windows->width()).arg(windows->height())));

        // Findings: several whole rows, each as tall as its text.
        auto* findings = f.window.findChild<QTableView*>(QStringLiteral("findingsView"));
        QTRY_VERIFY2(tableProblem(findings, false).isEmpty(),
                     qPrintable(tableProblem(findings, false)));
        const QRect third = findings->visualRect(findings->model()->index(2, 0));
        QVERIFY2(findings->viewport()->rect().contains(third),
                 "the findings show three whole rows");

        // The cards: the list with its marked line, the advice, the windows table, the title.
        // (Lists lay their items out again a moment after a change of size.)
        QTRY_VERIFY2(listProblem(cards->cardList()).isEmpty(),
                     qPrintable(listProblem(cards->cardList())));
        QTRY_VERIFY2(listProblem(cards->advisoryList()).isEmpty(),
                     qPrintable(listProblem(cards->advisoryList())));
        // The undated card is marked as the chart marks it: UNDATED, not STALE.
        const QListWidgetItem* undated =
            cards->cardList()
                ->findItems(QStringLiteral("Stripe v1 idempotency"), Qt::MatchContains)
                .value(0);
        QVERIFY(undated);
        QVERIFY2(undated->text().endsWith(QStringLiteral(" · UNDATED")),
                 qPrintable(undated->text()));
        QTableWidget* windowsTable = cards->cardView()->windowsTable();
        QVERIFY(windowsTable->rowCount() >= 3);
        QTRY_VERIFY2(tableProblem(windowsTable, true).isEmpty(),
                     qPrintable(tableProblem(windowsTable, true)));
        const QFontMetrics tableMetrics(windowsTable->horizontalHeader()->font());
        QVERIFY(windowsTable->columnWidth(1) >=
                tableMetrics.horizontalAdvance(QStringLiteral("Length")));
        auto* title = cards->cardView()->findChild<QLabel*>(QStringLiteral("cardTitle"));
        QVERIFY(title->font().pointSizeF() >= body * 1.15);
        QVERIFY(title->height() >= QFontMetrics(title->font()).height());
        QTableView* layers = f.window.dock<RetryProductDock>()->layers();
        QTRY_VERIFY2(tableProblem(layers, true).isEmpty(), qPrintable(tableProblem(layers, true)));
        QVERIFY(f.window.dock<RetryProductDock>()->product()->font().pointSizeF() >= body * 1.5);

        // The maths panels wrap their text to the dock's width instead of running past it
        // (text cut at the right, a sideways scroll bar), and their tabs are not elided.
        for (RuleMathsDock* panel : std::initializer_list<RuleMathsDock*>{
                 f.window.dock<AckBudgetDock>(), f.window.dock<RetryProductDock>(),
                 f.window.dock<RetryStormDock>(), f.window.dock<ReplayWindowDock>()}) {
            panel->raise();
            auto* scroll = qobject_cast<QScrollArea*>(panel->widget());
            QVERIFY(scroll);
            QTRY_VERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
                         qPrintable(QStringLiteral("%1: %2 px of text in a %3 px panel; %4")
                                        .arg(panel->objectName())
                                        .arg(scroll->widget()->width())
                                        .arg(scroll->viewport()->width())
                                        .arg(Test::widestPanel(scroll->widget()))));
        }
        const QList<QTabBar*> bars = f.window.findChildren<QTabBar*>();
        const QString ackTitle = f.window.dock<AckBudgetDock>()->windowTitle();
        const auto panelTabs =
            std::find_if(bars.begin(), bars.end(), [&ackTitle](const QTabBar* bar) {
                for (int i = 0; i < bar->count(); ++i) {
                    if (bar->isVisible() && bar->tabText(i) == ackTitle)
                        return true;
                }
                return false;
            });
        QVERIFY(panelTabs != bars.end());
        for (int i = 0; i < (*panelTabs)->count(); ++i) {
            const int text =
                QFontMetrics((*panelTabs)->font()).horizontalAdvance((*panelTabs)->tabText(i));
            QVERIFY2((*panelTabs)->tabRect(i).width() >= text,
                     qPrintable(QStringLiteral("tab %1: %2 px for %3 px of text")
                                    .arg((*panelTabs)->tabText(i))
                                    .arg((*panelTabs)->tabRect(i).width())
                                    .arg(text)));
        }

        Test::keepScreenshot(&f.window, QStringLiteral("zoom-window.png"));
        Test::keepScreenshot(windows, QStringLiteral("zoom-chart.png"));

        action(&f.window, "actionZoomReset")->trigger();
        QVERIFY(qAbs(f.window.font().pointSizeF() - bodyBefore) < 0.01);
        QVERIFY(title->font().pointSizeF() < body);
    }
};

QTEST_MAIN(TestZoom)
#include "tst_zoom.moc"
