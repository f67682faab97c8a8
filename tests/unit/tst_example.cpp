// The bundled example is what new users lint first: it must read cleanly and show every
// rule of docs/spec/rules.md both failing somewhere and passing somewhere, in both severities.
#include "core/lint/lintrun.h"
#include "core/rules/rulecatalogue.h"
#include "core/rules/ruleid.h"

#include <QSet>
#include <QTest>

using namespace FlowAudit;

class TestExample : public QObject {
    Q_OBJECT
private slots:
    void everyRuleFailsAndPassesSomewhere() {
        const FileLint lint = lintFile(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
        QVERIFY2(lint.readable(), qPrintable(lint.error.toString()));
        const qsizetype flows = lint.inventory->flows.size();
        QVERIFY(flows >= 12 && flows <= 20);
        QSet<QString> verdicts;
        QHash<QString, QSet<int>> rowsWithRule;
        for (const Finding& f : lint.allFindings()) {
            verdicts.insert(f.rule + QLatin1Char(' ') + severityKeyword(f.severity));
            rowsWithRule[f.rule].insert(f.row);
        }
        for (const RuleInfo& rule : RuleCatalogue::rules()) {
            const QString id = QString::fromLatin1(rule.id);
            // A misspelt key is no design decision an example teaches: the example's keys are
            // spelt right, and conformance case 059 shows SC03.
            if (id == RuleId::SC03)
                continue;
            QVERIFY2(verdicts.contains(id + QStringLiteral(" ") + severityKeyword(rule.severity)),
                     qPrintable(id));
            QVERIFY2(rowsWithRule.value(id).size() < flows,
                     qPrintable(id + QStringLiteral(" passes nowhere")));
        }
        for (const char* warn : {"IP02 WARN", "IP03 WARN", "RT01 WARN", "WH01 WARN"})
            QVERIFY2(verdicts.contains(QLatin1StringView(warn)), warn);
        QCOMPARE(lintExitStatus({lint}, FailOn::Fail), 1);
    }
};

QTEST_GUILESS_MAIN(TestExample)
#include "tst_example.moc"
