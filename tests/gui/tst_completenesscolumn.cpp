// The completeness column (what is left to fill per flow, sortable, following edits) and
// the line in the flow form.
#include "guitestsupport.h"
#include "testsupport.h"

#include "core/analysis/completeness.h"
#include "ui/docks/flowformdock.h"

#include <QAbstractItemModelTester>
#include <QLabel>
#include <QTest>

using namespace FlowAudit;

namespace {
const QByteArray twoFlows = "flows:\n"
                            "  - {flow_id: bare}\n"
                            "  - {flow_id: known, creates_records: no, side_effect: none, method: "
                            "native, inbound_webhook: no,"
                            " reviews: {IP04: pass, RT03: {status: n/a}}}\n";
} // namespace

class TestCompletenessColumn : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void showsWhatIsLeftAndFollowsEdits() {
        Test::EditorFixture f(twoFlows);
        QAbstractItemModelTester tester(&f.model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int column = f.model.completenessColumn();
        QCOMPARE(f.model.headerData(column, Qt::Horizontal).toString(),
                 QStringLiteral("Completeness"));
        QCOMPARE(f.model.index(0, column).data().toString(),
                 QStringLiteral("0/11 fields · 0/18 reviews"));
        QCOMPARE(f.model.index(1, column).data().toString(),
                 QStringLiteral("4/5 fields · 2/18 reviews"));
        QVERIFY(f.model.index(1, column)
                    .data(Qt::ToolTipRole)
                    .toString()
                    .contains(QLatin1StringView("retry_layers")));
        QVERIFY(!(f.model.flags(f.model.index(0, column)) & Qt::ItemIsEditable));
        QVERIFY(!f.model.setData(f.model.index(0, column), QStringLiteral("x")));

        QVERIFY(f.model.setData(f.cell(1, Field::RetryLayers), QStringLiteral("none")));
        QCOMPARE(f.model.index(1, column).data().toString(),
                 QStringLiteral("5/5 fields · 2/18 reviews"));
        QVERIFY(f.model.setData(f.cell(0, Field::InboundWebhook), QStringLiteral("no")));
        QCOMPARE(f.model.index(0, column).data().toString(),
                 QStringLiteral("1/9 fields · 0/18 reviews"));
        f.stack.undo();
        QCOMPARE(f.model.index(0, column).data().toString(),
                 QStringLiteral("0/11 fields · 0/18 reviews"));
    }

    void sortsByWhatIsLeft() {
        Test::TableFixture f(twoFlows);
        const int column = f.model.completenessColumn();
        f.proxy.sort(column, Qt::AscendingOrder);
        QCOMPARE(f.proxy.index(0, column).data().toString(),
                 QStringLiteral("4/5 fields · 2/18 reviews"));
        f.proxy.sort(column, Qt::DescendingOrder);
        QCOMPARE(f.proxy.index(0, column).data().toString(),
                 QStringLiteral("0/11 fields · 0/18 reviews"));
    }

    void flowFormSaysIt() {
        Test::ExampleWindow f;
        f.window.table()->setCurrentIndex(f.cell(0, Field::Name));
        auto* line =
            f.window.flowFormDock()->findChild<QLabel*>(QStringLiteral("flowCompleteness"));
        QVERIFY(line);
        const int flow = f.window.proxy()->mapToSource(f.window.table()->currentIndex()).row();
        const Completeness expected = Completeness::of(f.window.document()->flow(flow));
        QCOMPARE(line->text(), expected.summary());
        QVERIFY(line->text().endsWith(QLatin1StringView(" of 18 reviews")));
        QVERIFY(line->isVisible());
    }
};

QTEST_MAIN(TestCompletenessColumn)
#include "tst_completenesscolumn.moc"
