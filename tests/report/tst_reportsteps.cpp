// A report's steps as a progress bar sees them: the bar moves with the time each step
// takes, never back and never to its end before the work's end.
#include "core/report/reportsteps.h"

#include <QTest>

using namespace FlowAudit;

class TestReportSteps : public QObject {
    Q_OBJECT
private slots:
    // A long last step does not start at two thirds of the bar.
    void barFollowsTheStepsWeights() {
        const ReportSteps steps({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                                {3, 2, 95});
        QCOMPARE(steps.count(), 3);
        QCOMPARE(steps.label(2), QStringLiteral("c"));
        QCOMPARE(steps.barValue(0, 0, 10), 0);
        QCOMPARE(steps.barValue(0, 5, 10), 15);
        QCOMPARE(steps.barValue(2, 0, 10), 50);
        QCOMPARE(steps.barValue(2, 5, 10), 525);
        QCOMPARE(steps.barValue(2, 10, 10), 999);
        QCOMPARE(steps.barValue(1, 20, 10), 50); // done beyond total counts as total
        QCOMPARE(steps.barValue(1, 3, 0), 30);   // nothing counted yet: the step's start
    }

    void withoutWeightsEachStepHasAnEqualShare() {
        const ReportSteps equal({QStringLiteral("a"), QStringLiteral("b")});
        QCOMPARE(equal.barValue(1, 0, 1), 500);
        const ReportSteps mismatched({QStringLiteral("a"), QStringLiteral("b")}, {1});
        QCOMPARE(mismatched.barValue(1, 0, 1), 500);
    }

    // The bar never goes back as the work goes on, step after step.
    void barNeverGoesBack() {
        const ReportSteps steps({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                                {1, 7, 2});
        int last = -1;
        for (int step = 0; step < steps.count(); ++step) {
            for (int done = 0; done <= 13; ++done) {
                const int value = steps.barValue(step, done, 13);
                QVERIFY2(value >= last, qPrintable(QStringLiteral("%1/%2").arg(step).arg(done)));
                QVERIFY(value < ReportSteps::Scale);
                last = value;
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestReportSteps)
#include "tst_reportsteps.moc"
