// Every input the fuzzers found a bug with (tests/fuzz/regressions) stays fixed: replayed
// through the same checks the fuzzers make.
#include "fuzzchecks.h"
#include "ledgerchecks.h"
#include "linemergechecks.h"
#include "lspchecks.h"
#include "patchchecks.h"
#include "testsupport.h"

#include <QDir>
#include <QTest>

using namespace FlowAudit;

class TestFuzzRegressions : public QObject {
    Q_OBJECT
private slots:
    void replay_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(FLOWAUDIT_SOURCE_DIR "/tests/fuzz/regressions"));
        const QStringList names = dir.entryList(
            {QStringLiteral("*.yaml"), QStringLiteral("*.csv"), QStringLiteral("*.json"),
             QStringLiteral("*.conflict"), QStringLiteral("*.xlsx"), QStringLiteral("*.patch"),
             QStringLiteral("*.ledger"), QStringLiteral("*.import"), QStringLiteral("*.systems"),
             QStringLiteral("*.merge"), QStringLiteral("*.linemerge"), QStringLiteral("*.lsp")},
            QDir::Files);
        QVERIFY(!names.isEmpty());
        for (const QString& name : names)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void replay() {
        QFETCH(QString, path);
        const QByteArray bytes = Test::readFile(path);
        static const VendorCatalogue cards =
            VendorCatalogue::loadDirectory(
                QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/vendors"))
                .catalogue;
        const QByteArray problem =
            path.endsWith(QLatin1StringView(".ledger"))    ? FuzzChecks::checkLedger(bytes, cards)
            : path.endsWith(QLatin1StringView(".import"))  ? FuzzChecks::checkImportSource(bytes)
            : path.endsWith(QLatin1StringView(".systems")) ? FuzzChecks::checkSystems(bytes)
            : path.endsWith(QLatin1StringView(".lsp"))
                ? FuzzChecks::checkLanguageServer(bytes, cards)
            : path.endsWith(QLatin1StringView(".merge"))     ? FuzzChecks::checkLayoutMerge(bytes)
            : path.endsWith(QLatin1StringView(".linemerge")) ? FuzzChecks::checkLineMerge(bytes)
            : path.endsWith(QLatin1StringView(".patch"))     ? FuzzChecks::checkPatch(bytes)
            : path.endsWith(QLatin1StringView(".xlsx"))      ? FuzzChecks::checkWorkbook(bytes)
            : path.endsWith(QLatin1StringView(".csv"))       ? FuzzChecks::checkCsv(bytes)
            : path.endsWith(QLatin1StringView(".json"))      ? FuzzChecks::checkIpaas(bytes)
            : path.endsWith(QLatin1StringView(".conflict"))  ? FuzzChecks::checkConflicted(bytes)
                                                             : FuzzChecks::checkYaml(bytes);
        QVERIFY2(problem.isEmpty(), problem.constData());
    }
};

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "tst_fuzzregressions.moc"
