// What the table and the window show around the cells: a refused number's reason stays
// inside the view at its right edge, the row header fits long flow IDs (elided past a
// maximum, the full ID in the tooltip), Save As has its platform's key, and the status bar
// says how many flows a filter shows.
#include "guitestsupport.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/views/explainedlineedit.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/rowheaderfit.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTest>

using namespace FlowAudit;

namespace {

struct TableFixture : Test::EditorFixture {
    explicit TableFixture(const QByteArray& yaml = Test::threeFlowsYaml())
        : EditorFixture(yaml) {
        proxy.setSourceModel(&model);
        view.setModel(&proxy);
        view.resize(700, 400);
        view.show();
        QApplication::processEvents();
    }
    FlowFilterProxyModel proxy;
    InventoryTableView view;
};

QByteArray flowWithId(const QString& id) {
    return QStringLiteral(
               "flows:\n  - {flow_id: %1, method: native}\n  - {flow_id: b, method: native}\n")
        .arg(id)
        .toUtf8();
}

} // namespace

class TestTableLayout : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void aRefusedNumbersReasonStaysInsideTheView() {
        TableFixture f;
        const QModelIndex cell = f.proxy.index(0, f.model.columnOf(Field::SenderTimeoutSeconds));
        f.view.scrollTo(cell); // from the left: the cell ends at the view's right edge
        QApplication::processEvents();
        const QWidget* viewport = f.view.viewport();
        QVERIFY(f.view.visualRect(cell).right() >
                viewport->width() - f.view.columnWidth(cell.column()) - 2);
        f.view.setCurrentIndex(cell);
        f.view.edit(cell);
        QApplication::processEvents();
        auto* editor = viewport->findChild<ExplainedLineEdit*>();
        QVERIFY(editor);
        editor->lineEdit()->selectAll();
        QTest::keyClicks(editor->lineEdit(), QStringLiteral("5s"));
        QVERIFY(!editor->isAcceptable());
        QApplication::processEvents();
        const QRect inView = editor->geometry();
        QVERIFY2(viewport->rect().contains(QRect(inView.topLeft(), QSize(inView.width(), 1))),
                 qPrintable(QStringLiteral("editor %1,%2 %3 wide in a viewport %4 wide")
                                .arg(inView.x())
                                .arg(inView.y())
                                .arg(inView.width())
                                .arg(viewport->width())));
        // Still on the cell, and tall enough for its wrapped reason.
        QVERIFY(inView.left() <= f.view.visualRect(cell).left());
        const QLabel* reason = editor->findChild<QLabel*>();
        QVERIFY(reason && reason->isVisible());
        QVERIFY(reason->geometry().bottom() <= editor->height());
        QVERIFY(reason->height() >= reason->heightForWidth(reason->width()));
    }

    void theRowHeaderFitsALongFlowId() {
        const QString id = QStringLiteral("warehouse_conversions_to_ga4_with_backfill_w");
        TableFixture f(flowWithId(id));
        // The current row's header is drawn bold: the width holds the ID in bold too.
        QFont bold = f.view.verticalHeader()->font();
        bold.setBold(true);
        const int needed = QFontMetrics(bold).horizontalAdvance(QStringLiteral("1  ") + id);
        QVERIFY2(f.view.verticalHeader()->width() >= needed,
                 qPrintable(
                     QStringLiteral("%1 < %2").arg(f.view.verticalHeader()->width()).arg(needed)));
        // Near the bound (49 characters), the current row's ID still fits in bold.
        const QString nearBound =
            QStringLiteral("billing_to_crm_with_a_really_long_identifier_here");
        TableFixture near(flowWithId(nearBound));
        QVERIFY(near.view.verticalHeader()->width() >=
                QFontMetrics(bold).horizontalAdvance(QStringLiteral("1  ") + nearBound));
        // Short IDs give a narrow header.
        TableFixture shortIds;
        QVERIFY(shortIds.view.verticalHeader()->width() < f.view.verticalHeader()->width());
        // An ID typed longer grows it.
        const int before = shortIds.view.verticalHeader()->width();
        QVERIFY(shortIds.editor.setCell(0, FlowColumn::known(Field::FlowId), id));
        QVERIFY(shortIds.view.verticalHeader()->width() > before);
        // and the cells move right with it, at once: none is left under the header.
        QCOMPARE(shortIds.view.viewport()->geometry().left(),
                 shortIds.view.verticalHeader()->geometry().right() + 1);
    }

    void aVeryLongFlowIdIsElidedWithItsFullTextInTheTooltip() {
        const QString id = QString(300, QLatin1Char('w'));
        TableFixture f(flowWithId(id));
        QFont bold = f.view.verticalHeader()->font();
        bold.setBold(true);
        const int maximum = QFontMetrics(bold).averageCharWidth() * RowHeaderFit::MaxCharacters;
        QCOMPARE(f.view.verticalHeader()->width(), maximum);
        QCOMPARE(f.view.verticalHeader()->textElideMode(), Qt::ElideRight);
        QVERIFY(f.proxy.headerData(0, Qt::Vertical, Qt::ToolTipRole).toString().contains(id));
    }

    void saveAsHasCtrlShiftS() {
        Test::ExampleWindow f;
        auto* saveAs = f.window.findChild<QAction*>(QStringLiteral("actionSaveAs"));
        QVERIFY(saveAs);
        QVERIFY(saveAs->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    }

    void theStatusBarSaysHowManyFlowsAreShown() {
        Test::ExampleWindow f;
        auto* counts = f.window.findChild<QLabel*>(QStringLiteral("statusCounts"));
        QVERIFY(counts);
        const int flows = f.window.document()->flowCount();
        QVERIFY(counts->text().startsWith(QStringLiteral("%1 flows ·").arg(flows)));
        f.window.findChild<QCheckBox*>(QStringLiteral("filterOnlyFailing"))->setChecked(true);
        const int shown = f.window.proxy()->rowCount();
        QVERIFY(shown > 0 && shown < flows);
        QVERIFY2(counts->text().startsWith(
                     QStringLiteral("%1 of %2 flows shown ·").arg(shown).arg(flows)),
                 qPrintable(counts->text()));
        f.window.findChild<QCheckBox*>(QStringLiteral("filterOnlyFailing"))->setChecked(false);
        QVERIFY(counts->text().startsWith(QStringLiteral("%1 flows ·").arg(flows)));
    }
};

QTEST_MAIN(TestTableLayout)
#include "tst_tablelayout.moc"
