#include "core/model/retrylayers.h"

#include <QTest>

using FlowAudit::RetryLayers;

class TestRetryLayers : public QObject {
    Q_OBJECT
private slots:
    void parse_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("valid");
        QTest::addColumn<bool>("none");
        QTest::addColumn<int>("layers");
        QTest::addColumn<quint64>("product");
        QTest::addColumn<int>("retrying");
        QTest::newRow("none") << "none" << true << true << 0 << quint64(1) << 0;
        QTest::newRow("NONE") << "NONE" << true << true << 0 << quint64(1) << 0;
        QTest::newRow("source example")
            << "sdk:3;worker:5" << true << false << 2 << quint64(15) << 2;
        QTest::newRow("one retrying layer")
            << "sdk:1;worker:6" << true << false << 2 << quint64(6) << 1;
        QTest::newRow("white space everywhere")
            << " sdk : 2 ; worker : 3 " << true << false << 2 << quint64(6) << 2;
        QTest::newRow("trailing semicolon") << "sdk:3;" << true << false << 1 << quint64(3) << 1;
        QTest::newRow("trailing semicolon and space")
            << "sdk:3 ; " << true << false << 1 << quint64(3) << 1;
        QTest::newRow("name characters") << "a.B-c_9:2" << true << false << 1 << quint64(2) << 1;
        QTest::newRow("leading zero attempts") << "sdk:03" << true << false << 1 << quint64(3) << 1;
        QTest::newRow("243") << "a:3;b:3;c:3;d:3;e:3" << true << false << 5 << quint64(243) << 5;
        QTest::newRow("saturates") << "a:4294967296;b:4294967296" << true << false << 2
                                   << quint64(RetryLayers::Saturation) << 2;
        QTest::newRow("huge digits") << "a:99999999999999999999999" << true << false << 1
                                     << quint64(RetryLayers::Saturation) << 1;
        QTest::newRow("sdk:0") << "sdk:0" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("sdk:00") << "sdk:00" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("no attempts") << "sdk" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("word attempts") << "sdk:x" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("no name") << ":3" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("double semicolon")
            << "sdk:3;;worker:2" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("two trailing semicolons")
            << "sdk:3;;" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("space in name") << "my sdk:3" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("two colons") << "sdk:3:4" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("negative") << "sdk:-1" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("none plus layer") << "none;sdk:2" << false << false << 0 << quint64(0) << 0;
        QTest::newRow("only semicolon") << ";" << false << false << 0 << quint64(0) << 0;
    }
    void parse() {
        QFETCH(QString, text);
        QFETCH(bool, valid);
        QFETCH(bool, none);
        QFETCH(int, layers);
        QFETCH(quint64, product);
        QFETCH(int, retrying);
        const RetryLayers parsed = RetryLayers::parse(text);
        QCOMPARE(parsed.valid, valid);
        QCOMPARE(parsed.error.isEmpty(), valid);
        if (!valid)
            return;
        QCOMPARE(parsed.none, none);
        QCOMPARE(int(parsed.layers.size()), layers);
        QCOMPARE(parsed.product(), product);
        QCOMPARE(parsed.retryingLayerCount(), retrying);
    }
};

QTEST_GUILESS_MAIN(TestRetryLayers)
#include "tst_retrylayers.moc"
