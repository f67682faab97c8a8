// set's FIELD=VALUE: which fields it knows, which values it refuses (as the editor's cells
// do), and the names it suggests for a typo.
#include "core/document/flowassignment.h"
#include "core/model/closestname.h"
#include "core/model/reviewchecklist.h"

#include <QTest>

using namespace FlowAudit;

class TestFlowAssignment : public QObject {
    Q_OBJECT

    static Inventory inventory() {
        Inventory inventory;
        Flow flow;
        flow.setText(Field::FlowId, QStringLiteral("billing_to_crm"));
        flow.setText(Field::LedgerRetentionDays, QStringLiteral("45"));
        flow.appendExtraField(QStringLiteral("team"), YamlValue::scalar(QStringLiteral("finance")));
        YamlValue list = YamlValue::sequence();
        list.append(YamlValue::scalar(QStringLiteral("a")));
        flow.appendExtraField(QStringLiteral("tags"), list);
        inventory.flows.append(flow);
        return inventory;
    }

private slots:
    void closestNames() {
        const QStringList ids = {QStringLiteral("billing_to_crm"), QStringLiteral("meta_capi"),
                                 QStringLiteral("billing_to_erp")};
        QCOMPARE(closestName(QStringLiteral("bilingg_to_crm"), ids),
                 QStringLiteral("billing_to_crm"));
        QCOMPARE(closestName(QStringLiteral("Billing_To_CRM"), ids),
                 QStringLiteral("billing_to_crm"));
        QCOMPARE(closestName(QStringLiteral("meta_cpai"), ids), QStringLiteral("meta_capi"));
        QCOMPARE(closestName(QStringLiteral("warehouse"), ids), std::nullopt);
        QCOMPARE(closestName(QStringLiteral("x"), ids), std::nullopt);
    }

    void parsesKnownFieldsAndSuggests() {
        const Inventory inv = inventory();
        QString problem;
        QVERIFY(FlowAssignment::parse(QStringLiteral("ledger_retention_days=90"), inv, &problem));
        QVERIFY(FlowAssignment::parse(QStringLiteral("team=ops"), inv, &problem));
        QVERIFY(FlowAssignment::parse(QStringLiteral("reviews.IP04.note=ok"), inv, &problem));
        QVERIFY(!FlowAssignment::parse(QStringLiteral("ledger_retention_day=90"), inv, &problem));
        QVERIFY2(problem.contains(QStringLiteral("did you mean ledger_retention_days?")),
                 qPrintable(problem));
        // A key no flow has is a typo more likely than a new column.
        QVERIFY(!FlowAssignment::parse(QStringLiteral("colour=red"), inv, &problem));
        QVERIFY(!FlowAssignment::parse(QStringLiteral("reviews.XX01.status=pass"), inv, &problem));
        QVERIFY(!FlowAssignment::parse(QStringLiteral("reviews.IP04=pass"), inv, &problem));
        QVERIFY(!FlowAssignment::parse(QStringLiteral("reviews.IP04.stauts=pass"), inv, &problem));
        QVERIFY2(problem.contains(QStringLiteral("did you mean status?")), qPrintable(problem));
        QVERIFY(!FlowAssignment::parse(QStringLiteral("novalue"), inv, &problem));
    }

    void refusesWhatTheCellsRefuse_data() {
        QTest::addColumn<QString>("argument");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("number") << "ledger_retention_days=90" << true;
        QTest::newRow("fraction") << "ack_p99_seconds=0.5" << true;
        QTest::newRow("not a number") << "ledger_retention_days=ninety" << false;
        QTest::newRow("zero timeout") << "sender_timeout_seconds=0" << false;
        QTest::newRow("yes") << "creates_records=yes" << true;
        QTest::newRow("neither yes nor no") << "creates_records=maybe" << false;
        QTest::newRow("enum") << "method=ipaas" << true;
        QTest::newRow("not in the enum") << "method=push" << false;
        QTest::newRow("retry layers") << "retry_layers=sdk:1;worker:3" << true;
        QTest::newRow("bad retry layers") << "retry_layers=sdk" << false;
        QTest::newRow("clear") << "ledger_retention_days=" << true;
        QTest::newRow("unknown field as text") << "team=ops" << true;
        QTest::newRow("a list is not flattened") << "tags=b" << false;
        QTest::newRow("review status") << "reviews.IP04.status=n/a" << true;
        QTest::newRow("review status unknown") << "reviews.IP04.status=done" << false;
        QTest::newRow("review date") << "reviews.IP04.on=2026-12-02" << true;
        QTest::newRow("review date unreadable") << "reviews.IP04.on=yesterday" << false;
    }
    void refusesWhatTheCellsRefuse() {
        QFETCH(QString, argument);
        QFETCH(bool, accepted);
        const Inventory inv = inventory();
        QString problem;
        const std::optional<FlowAssignment> assignment =
            FlowAssignment::parse(argument, inv, &problem);
        QVERIFY2(assignment, qPrintable(problem));
        Flow flow = inv.flows.first();
        const std::optional<QString> refused = assignment->applyTo(flow);
        QCOMPARE(!refused, accepted);
        if (refused)
            QVERIFY(flow == inv.flows.first()); // a refusal changes nothing
        else
            QVERIFY(argument.endsWith(QLatin1Char('=')) || !(flow == inv.flows.first()));
    }

    // SC01 at once: a flow_id that another flow has, or a blank one, is refused by name.
    void flowIdMustBeItsOwn() {
        Inventory inv = inventory();
        Flow other;
        other.setText(Field::FlowId, QStringLiteral("meta_capi"));
        inv.flows.append(other);
        QString problem;
        const auto idProblem = [&](const QString& argument) {
            const std::optional<FlowAssignment> assignment =
                FlowAssignment::parse(argument, inv, &problem);
            if (!assignment || !assignment->setsFlowId())
                return std::optional<QString>(QStringLiteral("not a flow_id assignment: ") +
                                              problem);
            Flow flow = inv.flows.first();
            if (const std::optional<QString> refused = assignment->applyTo(flow))
                return refused;
            return FlowAssignment::idProblem(inv, 0, flow);
        };
        const std::optional<QString> shared = idProblem(QStringLiteral("flow_id=meta_capi"));
        QVERIFY(shared);
        QVERIFY2(shared->contains(QStringLiteral("(@2)")) &&
                     shared->contains(QStringLiteral("SC01")),
                 qPrintable(*shared));
        const std::optional<QString> blank = idProblem(QStringLiteral("flow_id="));
        QVERIFY(blank);
        QVERIFY2(blank->contains(QStringLiteral("blank")), qPrintable(*blank));
        QCOMPARE(idProblem(QStringLiteral("flow_id=billing_to_crm")), std::nullopt); // its own
        QCOMPARE(idProblem(QStringLiteral("flow_id=billing_to_erp")), std::nullopt);
        QVERIFY(!FlowAssignment::parse(QStringLiteral("notes=x"), inv, &problem)->setsFlowId());
    }

    // Only the keys given: a status is not dated, as the editor would date it.
    void reviewKeysAreTheOnesGiven() {
        const Inventory inv = inventory();
        QString problem;
        Flow flow = inv.flows.first();
        QVERIFY(!FlowAssignment::parse(QStringLiteral("reviews.IP04.status=pass"), inv, &problem)
                     ->applyTo(flow));
        const ManualReview review = ReviewChecklist::review(flow.reviews(), QStringLiteral("IP04"));
        QCOMPARE(review.status, ManualReview::Status::Pass);
        QVERIFY(review.on.isEmpty());
        QVERIFY(!FlowAssignment::parse(QStringLiteral("reviews.IP04.status="), inv, &problem)
                     ->applyTo(flow));
        QVERIFY(flow.reviews().isNull()); // an open review with nothing else leaves the file
    }
};

QTEST_GUILESS_MAIN(TestFlowAssignment)
#include "tst_flowassignment.moc"
