// "Fix…" from a finding, on the bundled example: the findings dock's menu, a table cell's
// menu and the flow form's link open the same preview of the fields and findings before
// and after; Apply is one undo step, the focus stays where the user was, Undo restores.
#include "core/document/inventorydocument.h"
#include "guitestsupport.h"
#include "testsupport.h"
#include "ui/actions/findingactions.h"
#include "ui/dialogs/fixpreviewdialog.h"
#include "ui/docks/findingsdock.h"
#include "ui/docks/flowformdock.h"
#include "ui/models/findingsmodel.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QPushButton>
#include <QRegularExpression>
#include <QStyle>
#include <QTableView>
#include <QTableWidget>
#include <QTest>

using namespace FlowAudit;

namespace {

const QString PipedriveToKlaviyo = QStringLiteral("make_pipedrive_to_klaviyo");
const QString Before = QStringLiteral("retry_handler:3;incomplete_executions:9");

bool hasFinding(const InventoryDocument& document, int flow, const QString& rule,
                Severity severity) {
    const QList<Finding>& verdicts = document.engine().verdicts(flow);
    return std::any_of(verdicts.begin(), verdicts.end(),
                       [&](const Finding& f) { return f.rule == rule && f.severity == severity; });
}

// A context menu asked for on a view's viewport at a point, as a right click (or the menu
// key, which Qt asks at a point of its own) asks.
void askForMenu(QAbstractItemView* view, const QPoint& at,
                QContextMenuEvent::Reason reason = QContextMenuEvent::Mouse) {
    QContextMenuEvent event(reason, at, view->viewport()->mapToGlobal(at));
    QApplication::sendEvent(view->viewport(), &event);
}

QAction* menuAction(const QString& menuName, const QString& actionName) {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    if (!menu || menu->objectName() != menuName)
        return nullptr;
    return menu->findChild<QAction*>(actionName);
}

FixPreviewDialog* openDialog(QWidget* window) {
    for (FixPreviewDialog* dialog : window->findChildren<FixPreviewDialog*>()) {
        if (dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

QStringList rowTexts(const QTableWidget* table, int row) {
    QStringList texts;
    for (int column = 0; column < table->columnCount(); ++column)
        texts.append(table->item(row, column) ? table->item(row, column)->text() : QString());
    return texts;
}

int findingsRow(const QTableWidget* table, const QString& rule) {
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == rule)
            return row;
    }
    return -1;
}

} // namespace

class TestFixPreview : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void fromTheFindingsDock() {
        Test::ExampleWindow f;
        InventoryDocument* document = f.window.document();
        const int flow = f.flowWithId(PipedriveToKlaviyo);
        QVERIFY(flow >= 0);
        QVERIFY(hasFinding(*document, flow, QStringLiteral("RT01"), Severity::Fail));

        QTableView* view = f.window.findingsDock()->view();
        f.window.findingsDock()->show();
        QModelIndex rt01;
        for (int row = 0; row < view->model()->rowCount(); ++row) {
            const QModelIndex index = view->model()->index(row, FindingsModel::RuleColumn);
            if (index.data(FindingsModel::FlowIndexRole).toInt() == flow &&
                index.data(FindingsModel::RuleRole).toString() == QLatin1StringView("RT01"))
                rt01 = index;
        }
        QVERIFY(rt01.isValid());
        view->setCurrentIndex(rt01);
        view->setFocus(Qt::MouseFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), view);
        askForMenu(view, view->visualRect(rt01).center());
        QTRY_VERIFY(menuAction(QStringLiteral("findingMenu"), QStringLiteral("findingAction_fix")));
        QAction* fix =
            menuAction(QStringLiteral("findingMenu"), QStringLiteral("findingAction_fix"));
        QCOMPARE(fix->text(), QStringLiteral("Fix…"));
        QVERIFY(fix->isEnabled());
        QApplication::activePopupWidget()->close();
        // The menu key asks for the current finding, wherever Qt puts the request.
        int other = 0;
        while (view->model()->index(other, 0).data(FindingsModel::RuleRole).toString() ==
               QLatin1StringView("RT01"))
            ++other;
        const QString otherRule =
            view->model()->index(other, 0).data(FindingsModel::RuleRole).toString();
        view->setCurrentIndex(view->model()->index(other, 0));
        askForMenu(view, view->visualRect(rt01).center(), QContextMenuEvent::Keyboard);
        QTRY_VERIFY(menuAction(QStringLiteral("findingMenu"), QStringLiteral("findingAction_fix")));
        const QString toolTip =
            menuAction(QStringLiteral("findingMenu"), QStringLiteral("findingAction_fix"))
                ->toolTip();
        QVERIFY2(toolTip.contains(otherRule) && !toolTip.contains(QStringLiteral("RT01")),
                 qPrintable(toolTip));
        QApplication::activePopupWidget()->close();
        QCOMPARE(view->currentIndex().row(), other);
        // A right click makes the finding under the mouse the current one.
        askForMenu(view, view->visualRect(rt01).center());
        QTRY_VERIFY(menuAction(QStringLiteral("findingMenu"), QStringLiteral("findingAction_fix")));
        QCOMPARE(view->currentIndex().row(), rt01.row());
        fix = menuAction(QStringLiteral("findingMenu"), QStringLiteral("findingAction_fix"));
        QApplication::activePopupWidget()->close();
        fix->trigger();

        FixPreviewDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog(&f.window)));
        QCOMPARE(dialog->windowTitle(), QStringLiteral("Fix RT01 on make_pipedrive_to_klaviyo"));
        // The outermost retrying layer is kept first; the other is the second choice.
        QCOMPARE(dialog->choices()->count(), 2);
        QCOMPARE(dialog->choices()->currentRow(), 0);
        QCOMPARE(dialog->choices()->item(0)->text(),
                 QStringLiteral("Keep retries only in incomplete_executions (9 attempts); every "
                                "other layer tries once"));
        QVERIFY(dialog->findChild<QLabel*>(QStringLiteral("fixReason"))
                    ->text()
                    .startsWith(QStringLiteral("incomplete_executions is the outermost layer")));
        QCOMPARE(dialog->changes()->rowCount(), 1);
        QCOMPARE(rowTexts(dialog->changes(), 0),
                 (QStringList{QStringLiteral("retry_layers"), Before,
                              QStringLiteral("retry_handler:1;incomplete_executions:9")}));
        const int rt01Row = findingsRow(dialog->findings(), QStringLiteral("RT01"));
        QVERIFY(rt01Row >= 0);
        QVERIFY(dialog->findings()
                    ->item(rt01Row, 1)
                    ->text()
                    .startsWith(QStringLiteral("FAIL: retry layers retry_handler:3 × "
                                               "incomplete_executions:9 make 27 attempts")));
        QCOMPARE(dialog->findings()->item(rt01Row, 2)->text(), QStringLiteral("passes"));
        // The flow's other findings are listed, unchanged by this fix.
        const int ip03Row = findingsRow(dialog->findings(), QStringLiteral("IP03"));
        QVERIFY(ip03Row >= 0);
        QCOMPARE(dialog->findings()->item(ip03Row, 1)->text(),
                 dialog->findings()->item(ip03Row, 2)->text());
        // Each finding reads whole: its words wrap in a row as tall as they need, never "…".
        QVERIFY(dialog->isVisible());
        QTableWidget* findings = dialog->findings();
        for (int row = 0; row < findings->rowCount(); ++row) {
            for (int column = 1; column <= 2; ++column) {
                const QTableWidgetItem* item = findings->item(row, column);
                const QRect cell = findings->visualItemRect(item);
                const int icon = findings->style()->pixelMetric(QStyle::PM_SmallIconSize);
                const QRect needed = findings->fontMetrics().boundingRect(
                    QRect(0, 0, cell.width() - icon - 12, 10000), Qt::TextWordWrap, item->text());
                QVERIFY2(needed.height() <= cell.height(),
                         qPrintable(QStringLiteral("%1: %2 px of %3")
                                        .arg(item->text())
                                        .arg(cell.height())
                                        .arg(needed.height())));
            }
        }
        Test::keepScreenshot(dialog, QStringLiteral("fix-preview.png"));

        const int steps = f.window.undoStack()->count();
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        QTRY_VERIFY(!openDialog(&f.window));
        QCOMPARE(document->flow(flow).text(Field::RetryLayers),
                 QStringLiteral("retry_handler:1;incomplete_executions:9"));
        QVERIFY(!hasFinding(*document, flow, QStringLiteral("RT01"), Severity::Fail));
        QCOMPARE(f.window.undoStack()->count(), steps + 1);
        QTRY_COMPARE(QApplication::focusWidget(), view);

        f.window.undoStack()->undo();
        QCOMPARE(document->flow(flow).text(Field::RetryLayers), Before);
        QVERIFY(hasFinding(*document, flow, QStringLiteral("RT01"), Severity::Fail));
    }

    void fromATableCellAndCancelled() {
        Test::ExampleWindow f;
        InventoryDocument* document = f.window.document();
        const int flow = f.flowWithId(PipedriveToKlaviyo);
        InventoryTableView* table = f.window.table();
        const QModelIndex cell = f.cell(flow, Field::RetryLayers);
        table->showCell(cell);
        QTRY_COMPARE(QApplication::focusWidget(), table);
        // A right click inside a selection keeps it, as in a spreadsheet.
        table->selectionModel()->select(f.cell(flow, Field::Name), QItemSelectionModel::Select);
        QCOMPARE(table->selectionModel()->selectedIndexes().size(), 2);
        askForMenu(table, table->visualRect(cell).center());
        QTRY_VERIFY(menuAction(QStringLiteral("cellMenu"), QStringLiteral("findingAction_fix")));
        QCOMPARE(table->selectionModel()->selectedIndexes().size(), 2);
        QApplication::activePopupWidget()->close();
        table->showCell(cell);
        askForMenu(table, table->visualRect(cell).center());
        QTRY_VERIFY(menuAction(QStringLiteral("cellMenu"), QStringLiteral("findingAction_fix")));
        QAction* fix = menuAction(QStringLiteral("cellMenu"), QStringLiteral("findingAction_fix"));
        QVERIFY(fix->isEnabled());
        QApplication::activePopupWidget()->close();
        fix->trigger();
        FixPreviewDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog(&f.window)));
        dialog->reject();
        QTRY_VERIFY(!openDialog(&f.window));
        QCOMPARE(document->flow(flow).text(Field::RetryLayers), Before);
        QCOMPARE(f.window.undoStack()->count(), 0);
        QTRY_COMPARE(QApplication::focusWidget(), table);

        // A finding with no mechanical remedy is offered, but cannot run.
        const int zapier = f.flowWithId(QStringLiteral("zapier_stripe_customers_to_hubspot"));
        QVERIFY(hasFinding(*document, zapier, QStringLiteral("IP01"), Severity::Fail));
        const QModelIndex key = f.cell(zapier, Field::IdempotencyKey);
        table->showCell(key);
        askForMenu(table, table->visualRect(key).center());
        QTRY_VERIFY(menuAction(QStringLiteral("cellMenu"), QStringLiteral("findingAction_fix")));
        QVERIFY(!menuAction(QStringLiteral("cellMenu"), QStringLiteral("findingAction_fix"))
                     ->isEnabled());
        QApplication::activePopupWidget()->close();
    }

    void fromTheFlowFormChoosingTheOtherLayer() {
        Test::ExampleWindow f;
        InventoryDocument* document = f.window.document();
        const int flow = f.flowWithId(PipedriveToKlaviyo);
        f.window.table()->showCell(f.cell(flow, Field::Name));
        QTRY_COMPARE(f.window.flowFormDock()->flow(), flow);
        auto* label = f.window.flowFormDock()->findChild<QLabel*>(
            QStringLiteral("formFindings_retry_layers"));
        QVERIFY(label);
        const QRegularExpressionMatch link =
            QRegularExpression(QStringLiteral("<a href=\"([^\"]+)\">Fix…</a>"))
                .match(label->text());
        QVERIFY2(link.hasMatch(), qPrintable(label->text()));
        Test::keepScreenshot(label, QStringLiteral("fix-form-link.png"));
        emit label->linkActivated(link.captured(1));
        FixPreviewDialog* dialog = nullptr;
        QTRY_VERIFY((dialog = openDialog(&f.window)));
        dialog->choices()->setCurrentRow(1);
        QCOMPARE(rowTexts(dialog->changes(), 0),
                 (QStringList{QStringLiteral("retry_layers"), Before,
                              QStringLiteral("retry_handler:3;incomplete_executions:1")}));
        QTest::mouseClick(dialog->applyButton(), Qt::LeftButton);
        QTRY_VERIFY(!openDialog(&f.window));
        QCOMPARE(document->flow(flow).text(Field::RetryLayers),
                 QStringLiteral("retry_handler:3;incomplete_executions:1"));
        QCOMPARE(f.window.undoStack()->count(), 1);
        // The finding is gone from the form, and with it its link.
        QVERIFY(!label->isVisible() || !label->text().contains(QStringLiteral("RT01")));
        f.window.undoStack()->undo();
        QCOMPARE(document->flow(flow).text(Field::RetryLayers), Before);
        QVERIFY(label->text().contains(QStringLiteral("FAIL RT01")));
    }
};

QTEST_MAIN(TestFixPreview)
#include "tst_fixpreview.moc"
