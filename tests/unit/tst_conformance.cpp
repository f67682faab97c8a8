// The conformance cases of tests/data/conformance, compared in-process exactly as their
// README says: the multiset of (row, rule, severity, field for SC02 and SC03) over the normative
// rules, and the exit status.
#include "core/lint/lintrun.h"
#include "core/model/field.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace FlowAudit;

namespace {

const QStringList Normative = {"SC01", "SC02", "SC03", "IP01", "IP02",
                               "IP03", "RT01", "RT02", "WH01"};

QString key(int row, const QString& rule, const QString& severity, const QString& field) {
    return QStringLiteral("row %1 %2 %3%4")
        .arg(row)
        .arg(rule, severity,
             rule == QLatin1StringView("SC02") || rule == QLatin1StringView("SC03")
                 ? QLatin1Char(' ') + field
                 : QString());
}

} // namespace

class TestConformance : public QObject {
    Q_OBJECT
private slots:
    void cases_data() {
        QTest::addColumn<QString>("path");
        const QDir dir(Test::testData(QStringLiteral("conformance")));
        const QStringList cases = dir.entryList({QStringLiteral("*.yaml"), QStringLiteral("*.csv")},
                                                QDir::Files, QDir::Name);
        QVERIFY(cases.size() >= 58);
        for (const QString& name : cases)
            QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    void cases() {
        QFETCH(QString, path);
        QFile expectedFile(path.left(path.lastIndexOf(QLatin1Char('.'))) +
                           QStringLiteral(".expected.json"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QJsonObject expected = QJsonDocument::fromJson(expectedFile.readAll()).object();

        QStringList want;
        for (const QJsonValue& f : expected.value(QStringLiteral("findings")).toArray()) {
            const QJsonArray a = f.toArray();
            if (Normative.contains(a[2].toString()))
                want.append(key(a[0].toInt(), a[2].toString(), a[3].toString(), a[4].toString()));
        }
        const FileLint lint = lintFile(path);
        QStringList got;
        for (const Finding& f : lint.allFindings()) {
            if (Normative.contains(f.rule))
                got.append(key(f.row, f.rule, severityKeyword(f.severity),
                               f.field ? FieldCatalogue::name(*f.field) : QString()));
        }
        want.sort();
        got.sort();
        QCOMPARE(got, want);
        QCOMPARE(lintExitStatus({lint}, FailOn::Fail),
                 expected.value(QStringLiteral("exit")).toInt());
        if (!lint.readable())
            QVERIFY(!lint.error.message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
