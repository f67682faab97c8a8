#include "core/rules/idempotencykey.h"

#include <QTest>

using FlowAudit::IdempotencyKey;

class TestIdempotencyKey : public QObject {
    Q_OBJECT
private slots:
    void parts_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QStringList>("parts");
        QTest::newRow("three parts")
            << "billing_to_crm + invoice.id + invoice.revision"
            << QStringList{"billing_to_crm", "invoice.id", "invoice.revision"};
        QTest::newRow("trimmed") << "  a +b  " << QStringList{"a", "b"};
        QTest::newRow("empty pieces dropped") << "a++b+" << QStringList{"a", "b"};
        QTest::newRow("only plus signs") << "+ + +" << QStringList{};
    }
    void parts() {
        QFETCH(QString, key);
        QFETCH(QStringList, parts);
        QCOMPARE(IdempotencyKey::parts(key), parts);
    }

    void tokens_data() {
        QTest::addColumn<QString>("part");
        QTest::addColumn<QStringList>("tokens");
        QTest::newRow("camel case") << "receivedAt" << QStringList{"received", "At"};
        QTest::newRow("dots and underscores")
            << "order.attempt_no" << QStringList{"order", "attempt", "no"};
        QTest::newRow("digits stay") << "uuid4" << QStringList{"uuid4"};
        QTest::newRow("upper run stays") << "HTTPRetry" << QStringList{"HTTPRetry"};
        QTest::newRow("lower then upper") << "XMLHttpRetry" << QStringList{"XMLHttp", "Retry"};
        QTest::newRow("non-ascii cuts") << QStringLiteral("now\u00e9x") << QStringList{"now", "x"};
        QTest::newRow("function call") << "uuid4()" << QStringList{"uuid4"};
        QTest::newRow("digit then upper") << "a1B" << QStringList{"a1B"};
    }
    void tokens() {
        QFETCH(QString, part);
        QFETCH(QStringList, tokens);
        QCOMPARE(IdempotencyKey::tokens(part), tokens);
    }

    void classification() {
        QVERIFY(IdempotencyKey::isBannedToken(u"Retries"));
        QVERIFY(IdempotencyKey::isBannedToken(u"NOW"));
        QVERIFY(!IdempotencyKey::isBannedToken(u"known"));
        QVERIFY(!IdempotencyKey::isBannedToken(u"attempt2"));
        QVERIFY(IdempotencyKey::isDeliveryKeyPart(u"DeliveryId"));
        QVERIFY(IdempotencyKey::isDeliveryKeyPart(u"message_id"));
        QVERIFY(!IdempotencyKey::isDeliveryKeyPart(u"delivery.id"));
        QVERIFY(!IdempotencyKey::isDeliveryKeyPart(u"stripe_event_id"));
        QVERIFY(IdempotencyKey::isFlowPart(u"FLOW", u"x"));
        QVERIFY(IdempotencyKey::isFlowPart(u"Retry_Dispatcher", u"retry_dispatcher"));
        QVERIFY(!IdempotencyKey::isFlowPart(u"retry_dispatcher", u"other"));
        QVERIFY(!IdempotencyKey::isFlowPart(u"", u""));
    }
};

QTEST_GUILESS_MAIN(TestIdempotencyKey)
#include "tst_idempotencykey.moc"
