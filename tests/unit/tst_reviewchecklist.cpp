#include "core/io/yaml/yamlwriter.h"
#include "core/model/reviewchecklist.h"
#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

namespace {
YamlValue reviewsOf(const QByteArray& yaml) {
    return Test::inventoryFromYaml(yaml).flows.first().reviews();
}
QString compact(const YamlValue& value) {
    return QString::fromUtf8(YamlWriter::writeCompact(value));
}
} // namespace

class TestReviewChecklist : public QObject {
    Q_OBJECT
private slots:
    void readsEveryKey() {
        const YamlValue reviews = reviewsOf(
            "flows:\n  - flow_id: a\n    reviews:\n"
            "      IP04: {status: pass, note: upsert by external ID, by: jd, on: 2026-11-20}\n"
            "      OR01: {status: open}\n      RT03: N/A\n");
        const ManualReview ip04 = ReviewChecklist::review(reviews, u"IP04");
        QCOMPARE(ip04.status, ManualReview::Status::Pass);
        QCOMPARE(ip04.note, QStringLiteral("upsert by external ID"));
        QCOMPARE(ip04.by, QStringLiteral("jd"));
        QCOMPARE(ip04.on, QStringLiteral("2026-11-20"));
        QCOMPARE(ReviewChecklist::review(reviews, u"RT03").status,
                 ManualReview::Status::NotApplicable);
        QCOMPARE(ReviewChecklist::review(reviews, u"WH02").status, ManualReview::Status::Open);
    }

    void unknownStatusIsKeptAsWritten() {
        const YamlValue reviews =
            reviewsOf("flows:\n  - flow_id: a\n    reviews: {IP05: {status: waived}}\n");
        const ManualReview review = ReviewChecklist::review(reviews, u"IP05");
        QCOMPARE(review.statusText, QStringLiteral("waived"));
        ManualReview edited = review;
        edited.note = QStringLiteral("see ticket");
        QCOMPARE(compact(ReviewChecklist::withReview(reviews, edited)),
                 QStringLiteral("{IP05: {status: waived, note: see ticket}}"));
    }

    void editKeepsOrderAndUnknownKeys() {
        const YamlValue reviews =
            reviewsOf("flows:\n  - flow_id: a\n    reviews:\n"
                      "      OR01: {status: open, ticket: OPS-12}\n"
                      "      IP04: {status: pass}\n      XX99: {anything: kept}\n");
        ManualReview review = ReviewChecklist::review(reviews, u"OR01");
        review.status = ManualReview::Status::Fail;
        review.on = QStringLiteral("2026-11-30");
        // `on` is quoted: YAML 1.1 tools would read it as true.
        QCOMPARE(compact(ReviewChecklist::withReview(reviews, review)),
                 QStringLiteral("{OR01: {status: fail, \"on\": \"2026-11-30\", ticket: OPS-12}, "
                                "IP04: {status: pass}, "
                                "XX99: {anything: kept}}"));
    }

    void theSameReviewChangesNothing() {
        const YamlValue reviews =
            reviewsOf("flows:\n  - flow_id: a\n    reviews: {IP04: {note: x, status: fail}}\n");
        const YamlValue same =
            ReviewChecklist::withReview(reviews, ReviewChecklist::review(reviews, u"IP04"));
        QCOMPARE(compact(same), QStringLiteral("{IP04: {note: x, status: fail}}")); // not reordered
    }

    void newReviewIsAppendedAndAnUntouchedOneRemoved() {
        ManualReview review;
        review.rule = QStringLiteral("WH03");
        review.status = ManualReview::Status::Pass;
        const YamlValue added = ReviewChecklist::withReview(YamlValue(), review);
        QCOMPARE(compact(added), QStringLiteral("{WH03: {status: pass}}"));
        review.status = ManualReview::Status::Open;
        QVERIFY(ReviewChecklist::withReview(added, review).isNull());
    }

    void onlyMapsAreEditable() {
        QVERIFY(ReviewChecklist::isEditable(YamlValue()));
        QVERIFY(ReviewChecklist::isEditable(
            reviewsOf("flows:\n  - {flow_id: a, reviews: {IP04: pass}}\n")));
        QVERIFY(
            !ReviewChecklist::isEditable(reviewsOf("flows:\n  - {flow_id: a, reviews: [IP04]}\n")));
    }
};

QTEST_GUILESS_MAIN(TestReviewChecklist)
#include "tst_reviewchecklist.moc"
