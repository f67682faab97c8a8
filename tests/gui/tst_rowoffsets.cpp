#include "ui/models/rowoffsets.h"

#include <QRandomGenerator>
#include <QTest>

using namespace FlowAudit;

class TestRowOffsets : public QObject {
    Q_OBJECT
private slots:
    void smallExample() {
        RowOffsets rows;
        rows.reset({2, 0, 3, 1});
        QCOMPARE(rows.total(), 6);
        QCOMPARE(rows.firstRow(2), 2);
        QCOMPARE(rows.locate(0), std::make_pair(0, 0));
        QCOMPARE(rows.locate(1), std::make_pair(0, 1));
        QCOMPARE(rows.locate(2), std::make_pair(2, 0)); // flow 1 has no rows
        QCOMPARE(rows.locate(5), std::make_pair(3, 0));
        rows.setCount(1, 4);
        QCOMPARE(rows.total(), 10);
        QCOMPARE(rows.locate(2), std::make_pair(1, 0));
        QCOMPARE(rows.firstRow(3), 9);
    }

    // Against the obvious prefix sums, through many random changes.
    void agreesWithPrefixSums() {
        QRandomGenerator random(7);
        QList<int> counts(1000);
        for (int& c : counts)
            c = random.bounded(4);
        RowOffsets rows;
        rows.reset(counts);
        for (int round = 0; round < 200; ++round) {
            const int flow = random.bounded(int(counts.size()));
            counts[flow] = random.bounded(5);
            rows.setCount(flow, counts[flow]);
            int first = 0;
            for (int f = 0; f < counts.size(); ++f) {
                if (round % 50 == 0 || f == flow) {
                    QCOMPARE(rows.firstRow(f), first);
                    for (int k = 0; k < counts[f]; ++k)
                        QCOMPARE(rows.locate(first + k), std::make_pair(f, k));
                }
                first += counts[f];
            }
            QCOMPARE(rows.total(), first);
        }
    }
};

QTEST_GUILESS_MAIN(TestRowOffsets)
#include "tst_rowoffsets.moc"
