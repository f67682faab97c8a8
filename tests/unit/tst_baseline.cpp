#include "core/baseline/baseline.h"
#include "core/lint/lintformat.h"

#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

QByteArray flowYaml(const char* id, const char* layers) {
    return QByteArray("  - {flow_id: ") + id +
           ", method: native, creates_records: no, side_effect: none, retry_layers: '" + layers +
           "'}\n";
}

// Each flow with its findings' states: "a RT01 unchanged".
QString states(const FileLint& lint) {
    QStringList out;
    lint.forEachFlow([&](int, const QList<Finding>& findings) {
        for (const Finding& f : findings)
            out.append(QStringLiteral("%1 %2 %3")
                           .arg(lint.flowIdOf(f), f.rule, baselineStateKeyword(f.baseline)));
    });
    for (const BaselineEntry& e : lint.baseline->absent)
        out.append(QStringLiteral("%1 %2 absent").arg(e.flowId, e.rule));
    return out.join(QStringLiteral(", "));
}

} // namespace

class TestBaseline : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    FileLint lint(const QByteArray& yaml, QDate today = QDate(2026, 12, 1)) {
        const QString path = m_dir.filePath(QStringLiteral("inv%1.yaml").arg(++m_files));
        Test::writeFile(path, yaml);
        LintOptions options;
        options.today = today;
        return lintFile(path, options);
    }

private slots:
    void states_data() {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("expected");
        const QByteArray a = flowYaml("a", "sdk:3;worker:5");
        const QByteArray b = flowYaml("b", "sdk:4;worker:4");
        QTest::newRow("the same findings: unchanged")
            << "flows:\n" + a + b << "flows:\n" + a + b << "a RT01 unchanged, b RT01 unchanged";
        QTest::newRow("moved flows: still unchanged")
            << "flows:\n" + a + b << "flows:\n" + b + a << "b RT01 unchanged, a RT01 unchanged";
        QTest::newRow("other values: updated")
            << "flows:\n" + a << "flows:\n" + flowYaml("a", "sdk:3;worker:6") << "a RT01 updated";
        QTest::newRow("a new flow's finding: new")
            << "flows:\n" + a << "flows:\n" + a + b << "a RT01 unchanged, b RT01 new";
        QTest::newRow("fixed: absent")
            << "flows:\n" + a + b << "flows:\n" + a + flowYaml("b", "worker:5")
            << "a RT01 unchanged, b RT01 absent";
        // The swap ESLint's counts miss: one fixed, another broken, same rule.
        QTest::newRow("same-count swap")
            << "flows:\n" + a + flowYaml("b", "none") << "flows:\n" + flowYaml("a", "none") + b
            << "b RT01 new, a RT01 absent";
        // Two flows sharing an ID: each entry is taken once.
        QTest::newRow("duplicates matched once")
            << "flows:\n" + a << "flows:\n" + a + a
            << "a RT01 unchanged, a SC01 new, a RT01 new, a SC01 new";
        QTest::newRow("an unchanged twin keeps its entry")
            << "flows:\n" + a + flowYaml("a", "x:4;y:4")
            << "flows:\n" + flowYaml("a", "x:2;y:6") + a
            << "a RT01 updated, a SC01 unchanged, a RT01 unchanged, a SC01 unchanged";
    }

    void states() {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QFETCH(QString, expected);
        const Baseline made = lint(before).makeBaseline();
        std::variant<Baseline, IoError> read =
            Baseline::parse(made.serialise(), QStringLiteral("b.json"));
        QVERIFY(std::holds_alternative<Baseline>(read));
        FileLint now = lint(after);
        now.applyBaseline(std::get<Baseline>(read));
        QCOMPARE(::states(now), expected);
    }

    // Only new FAILs count; the summary counts each state.
    void exitStatusCountsOnlyNew() {
        const QByteArray old = "flows:\n" + flowYaml("a", "sdk:3;worker:5");
        const Baseline made = lint(old).makeBaseline();
        FileLint same = lint(old);
        QCOMPARE(lintExitStatus({same}, FailOn::Fail), 1);
        same.applyBaseline(made);
        QCOMPARE(lintExitStatus({same}, FailOn::Fail), 0);
        QCOMPARE(same.counts().count(Severity::Fail), 1); // still reported
        FileLint grown = lint(old + flowYaml("b", "x:5;y:5"));
        grown.applyBaseline(made);
        QCOMPARE(lintExitStatus({grown}, FailOn::Fail), 1);
        const QString text = QString::fromUtf8(LintFormat::text({grown}));
        QVERIFY2(text.contains(QStringLiteral(
                     "against the baseline: new 1, unchanged 1, updated 0, absent 0")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("FAIL RT01 b: ")) &&
                text.contains(QStringLiteral(" [new]")));
        const QJsonObject json = QJsonDocument::fromJson(LintFormat::json({grown})).object();
        QCOMPARE(json[QStringLiteral("findings")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("baseline")]
                     .toString(),
                 QStringLiteral("unchanged"));
        QCOMPARE(json[QStringLiteral("summary")]
                     .toObject()[QStringLiteral("baseline")]
                     .toObject()[QStringLiteral("new")]
                     .toInt(),
                 1);
    }

    void sarifBaselineStates() {
        const Baseline made =
            lint("flows:\n" + flowYaml("a", "sdk:3;worker:5") + flowYaml("gone", "p:4;q:4"))
                .makeBaseline();
        FileLint now =
            lint("flows:\n" + flowYaml("a", "sdk:3;worker:5") + flowYaml("b", "x:5;y:5"));
        now.applyBaseline(made);
        const QJsonArray results = QJsonDocument::fromJson(LintFormat::sarif({now}))
                                       .object()[QStringLiteral("runs")]
                                       .toArray()[0]
                                       .toObject()[QStringLiteral("results")]
                                       .toArray();
        QStringList seen;
        for (const QJsonValue& r : results)
            seen.append(r[QStringLiteral("ruleId")].toString() + QLatin1Char(' ') +
                        r[QStringLiteral("baselineState")].toString() +
                        (r[QStringLiteral("kind")].toString() == QLatin1StringView("pass")
                             ? QStringLiteral(" pass")
                             : QString()));
        QCOMPARE(seen.join(QStringLiteral(", ")),
                 QStringLiteral("RT01 unchanged, RT01 new, RT01 absent pass"));
    }

    // No line, no message, no time: the same findings give the same bytes, in any order of
    // flows, on any day, and sorted by flow_id, rule, field.
    void bytesAreStable() {
        const QByteArray a = flowYaml("zeta", "sdk:3;worker:5") + flowYaml("alpha", "x:4;y:4");
        const QByteArray b = flowYaml("alpha", "x:4;y:4") + "  - {flow_id: pad}\n" +
                             flowYaml("zeta", "sdk:3;worker:5");
        const QByteArray first = lint("flows:\n" + a).makeBaseline().serialise();
        QCOMPARE(lint("flows:\n" + a).makeBaseline().serialise(), first);
        QByteArray padded = lint("flows:\n" + b).makeBaseline().serialise();
        QVERIFY(padded != first); // `pad` has findings of its own
        QVERIFY(first.indexOf("\"alpha\"") < first.indexOf("\"zeta\""));
        QVERIFY(!first.contains("\"line\"") && !first.contains("\"message\""));
        QCOMPARE(first.left(2), QByteArray("{\n"));
        QVERIFY(first.contains("\"format\": \"flowaudit-baseline/1\""));
        // Field order and null fields are laid out once and for all.
        QVERIFY(first.contains("\"field\": \"retry_layers\""));
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("not JSON") << QByteArray(
                                         "{\n  \"format\": \"flowaudit-baseline/1\",\n  oops\n}")
                                  << "b.json:3:4: not a baseline: this is not JSON";
        QTest::newRow("another format")
            << QByteArray("{\"format\": \"sarif\"}") << "not a baseline: its format is \"sarif\"";
        QTest::newRow("no format") << QByteArray("{\"entries\": []}") << "there is no \"format\"";
        QTest::newRow("a newer version")
            << QByteArray("{\"format\": \"flowaudit-baseline/2\", \"entries\": []}")
            << "newer than the flowaudit-baseline/1";
        QTest::newRow("an entry without its keys")
            << QByteArray(
                   "{\"format\": \"flowaudit-baseline/1\", \"entries\": [{\"rule\": \"RT01\"}]}")
            << "entry 1 needs flow_id";
        QTest::newRow("a bad severity")
            << QByteArray("{\"format\": \"flowaudit-baseline/1\", \"entries\": [{\"flow_id\": "
                          "\"a\", \"rule\": \"RT01\", \"field\": null, \"severity\": \"HIGH\", "
                          "\"fingerprint\": \"ab\"}]}")
            << "entry 1 needs";
    }

    void refused() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        const std::variant<Baseline, IoError> read =
            Baseline::parse(bytes, QStringLiteral("b.json"));
        QVERIFY(std::holds_alternative<IoError>(read));
        QVERIFY2(std::get<IoError>(read).toString().contains(error),
                 qPrintable(std::get<IoError>(read).toString()));
    }

    // A waived finding is accepted whatever its state against the baseline.
    void waiversAndBaselineCombine() {
        const QByteArray flows = "flows:\n" + flowYaml("a", "sdk:3;worker:5");
        const QByteArray waiver = "waivers:\n  - {flow_id: a, rule: RT01, justification: j, owner: "
                                  "o, expires: 2027-01-31}\n";
        FileLint now = lint(flows + waiver);
        now.applyBaseline(Baseline{});
        const QList<Finding> findings = now.findingsOf(0);
        QCOMPARE(findings.size(), 1);
        QVERIFY(findings[0].accepted());
        QCOMPARE(findings[0].baseline, BaselineState::New);
        QCOMPARE(lintExitStatus({now}, FailOn::Fail), 0);
    }

    // The accepted risk ends after the baseline was made: its finding is new, and fails CI.
    void waiverExpiredAfterTheBaselineCountsAsNew() {
        const QByteArray yaml = "flows:\n" + flowYaml("a", "sdk:3;worker:5") +
                                "waivers:\n  - {flow_id: a, rule: RT01, justification: j, owner: "
                                "o, expires: 2027-01-31}\n";
        const Baseline made = lint(yaml, QDate(2027, 1, 1)).makeBaseline();
        QVERIFY(made.entries.isEmpty()); // accepted, and the waiver in force covers it
        FileLint inForce = lint(yaml, QDate(2027, 1, 31));
        inForce.applyBaseline(made);
        QCOMPARE(lintExitStatus({inForce}, FailOn::Warn), 0);
        FileLint expired = lint(yaml, QDate(2027, 2, 1));
        expired.applyBaseline(made);
        QCOMPARE(::states(expired), QStringLiteral("a RT01 new"));
        QCOMPARE(expired.waiverFindings().size(), 1);
        QCOMPARE(expired.waiverFindings()[0].rule, QStringLiteral("WV01"));
        QCOMPARE(expired.waiverFindings()[0].baseline, BaselineState::New);
        QCOMPARE(expired.baselineCount(BaselineState::New), 2);
        QCOMPARE(lintExitStatus({expired}, FailOn::Fail), 1);
    }

    // Findings about waivers are old debt like any other: a baseline made today passes
    // --fail-on warn today, and an edited waiver's finding is updated, not unchanged.
    void waiverFindingsAreBaselined() {
        const QByteArray flows = "flows:\n" + flowYaml("a", "sdk:1");
        const QByteArray waiver = "waivers:\n  - {flow_id: a, rule: RT01, justification: j, owner: "
                                  "o, expires: 2027-01-31}\n";
        const FileLint before = lint(flows + waiver);
        QCOMPARE(before.waiverFindings().size(), 1); // WV03: it covers no finding
        const Baseline made = before.makeBaseline();
        QCOMPARE(made.entries.size(), 1);
        QCOMPARE(made.entries[0].rule, QStringLiteral("WV03"));
        QCOMPARE(made.entries[0].flowId, QStringLiteral("a"));
        FileLint today = lint(flows + waiver);
        QCOMPARE(lintExitStatus({today}, FailOn::Warn), 1);
        today.applyBaseline(made);
        QCOMPARE(today.waiverFindings()[0].baseline, BaselineState::Unchanged);
        QCOMPARE(today.baselineCount(BaselineState::New), 0);
        QCOMPARE(today.baselineCount(BaselineState::Unchanged), 1);
        QCOMPARE(lintExitStatus({today}, FailOn::Warn), 0);

        QByteArray edited = waiver;
        edited.replace("owner: o", "owner: p");
        FileLint changed = lint(flows + edited);
        changed.applyBaseline(made);
        QCOMPARE(changed.waiverFindings()[0].baseline, BaselineState::Updated);

        FileLint removed = lint(flows);
        removed.applyBaseline(made);
        QCOMPARE(removed.baseline->absent.size(), 1);
        QCOMPARE(removed.baseline->absent[0].rule, QStringLiteral("WV03"));
    }
};

QTEST_GUILESS_MAIN(TestBaseline)
#include "tst_baseline.moc"
