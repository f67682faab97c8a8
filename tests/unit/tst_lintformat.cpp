#include "core/io/files/inventoryfile.h"
#include "core/lint/lintformat.h"
#include "core/rules/flowchecks.h"
#include "core/rules/rulecatalogue.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace FlowAudit;

namespace {

const QByteArray Inventory3 =
    "flows:\n"
    "  - flow_id: good\n"
    "    method: native\n    creates_records: no\n    side_effect: none\n    retry_layers: none\n"
    "  - flow_id: storm\n"
    "    method: native\n    creates_records: no\n    side_effect: none\n"
    "    retry_layers: sdk:3;worker:5\n"
    "  - flow_id: bad_cell\n"
    "    method: zapier\n    creates_records: no\n    side_effect: none\n    retry_layers: none\n";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& bytes) {
    QFile file(dir.filePath(name));
    file.open(QIODevice::WriteOnly);
    file.write(bytes);
    return file.fileName();
}

} // namespace

class TestLintFormat : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void textIsCompilerStyle() {
        const FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), Inventory3));
        const QString text = QString::fromUtf8(LintFormat::text({lint}));
        QVERIFY2(text.contains(
                     lint.path +
                     QStringLiteral(
                         ":11: FAIL RT01 storm: retry layers sdk:3 × worker:5 make 15 attempts")),
                 qPrintable(text));
        QVERIFY(text.contains(lint.path +
                              QStringLiteral(":13: FAIL SC02 bad_cell: method \"zapier\"")));
        QVERIFY(text.contains(QStringLiteral("how to fix RT01")));
        QVERIFY(text.contains(QStringLiteral(": flows 3, FAIL 2, WARN 0, INFO 0")));
    }

    // The streamed JSON is laid out and escaped exactly as QJsonDocument::Indented writes
    // it: what consumers compared before the output was streamed still compares.
    void streamedJsonMatchesQtsWriter_data() {
        QTest::addColumn<QString>("files"); // t: the tricky file, c: a clean one, b: a broken one
        QTest::newRow("a file of tricky text") << QStringLiteral("t");
        QTest::newRow("a clean file") << QStringLiteral("c");
        QTest::newRow("three files, one broken") << QStringLiteral("tcb");
    }
    void streamedJsonMatchesQtsWriter() {
        QFETCH(QString, files);
        QString tricky =
            QStringLiteral("a quote \" backslash \\ slash / umlaut \u00e4 euro \u20ac ");
        for (char16_t c = 1; c < 0x20; ++c)
            tricky += QChar(c);
        tricky += QChar(0x7f) + QStringLiteral("z");
        FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("tricky.yaml"),
                                           "flows:\n  - {flow_id: x, method: zapier}\n"));
        lint.inventory->flows[0].setText(Field::FlowId, tricky);
        lint.flowsPerId = {{tricky, 1}};
        lint.path = tricky;
        const FileLint clean =
            lintFile(writeFile(m_dir, QStringLiteral("clean.yaml"), "flows: []\n"));
        const FileLint broken =
            lintFile(writeFile(m_dir, QStringLiteral("broken.yaml"), "flows:\n  - [x]\n"));
        QList<FileLint> linted;
        for (const QChar which : files)
            linted.append(which == u't' ? lint : which == u'c' ? clean : broken);
        const QByteArray streamed = LintFormat::json(linted);
        QJsonParseError error;
        const QJsonDocument parsed = QJsonDocument::fromJson(streamed, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(streamed, parsed.toJson(QJsonDocument::Indented));
        const QJsonObject doc = QJsonDocument::fromJson(LintFormat::json({lint})).object();
        QCOMPARE(doc.value(QStringLiteral("inventory")).toString(), tricky);
        QCOMPARE(doc.value(QStringLiteral("findings"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("flow_id"))
                     .toString(),
                 tricky);
    }

    // A sink is handed the output in pieces; put together, they are the whole output.
    void sinkGetsTheWholeOutputInChunks_data() {
        QTest::addColumn<bool>("json");
        QTest::newRow("json") << true;
        QTest::newRow("text") << false;
    }
    void sinkGetsTheWholeOutputInChunks() {
        QFETCH(bool, json);
        QByteArray yaml = "flows:\n";
        for (int i = 0; i < 2000; ++i)
            yaml += "  - {flow_id: f" + QByteArray::number(i) +
                    ", method: zapier, retry_layers: sdk:3;worker:5}\n";
        const FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("many.yaml"), yaml));
        using Streamed =
            void (*)(const QList<FileLint>&, const LintFormat::Sink&, const LintFormatOptions&);
        using Whole = QByteArray (*)(const QList<FileLint>&, const LintFormatOptions&);
        const Streamed streamed = json ? Streamed(&LintFormat::json) : Streamed(&LintFormat::text);
        const Whole whole = json ? Whole(&LintFormat::json) : Whole(&LintFormat::text);
        QList<QByteArray> chunks;
        streamed({lint}, [&chunks](const QByteArray& chunk) { chunks.append(chunk); }, {});
        QVERIFY2(chunks.size() > 2, "a large output comes in several chunks");
        QCOMPARE(chunks.join(), whole({lint}, {}));
    }

    void jsonAsRulesMdSays() {
        const FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), Inventory3));
        const QJsonObject doc = QJsonDocument::fromJson(LintFormat::json({lint})).object();
        QCOMPARE(doc.value(QStringLiteral("inventory")).toString(), lint.path);
        QCOMPARE(doc.value(QStringLiteral("flows")).toInt(), 3);
        const QJsonArray findings = doc.value(QStringLiteral("findings")).toArray();
        QCOMPARE(findings.size(), 2);
        const QJsonObject first = findings[0].toObject();
        QCOMPARE(first.value(QStringLiteral("row")).toInt(), 2);
        QCOMPARE(first.value(QStringLiteral("flow_id")).toString(), QStringLiteral("storm"));
        QCOMPARE(first.value(QStringLiteral("rule")).toString(), QStringLiteral("RT01"));
        QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("FAIL"));
        QVERIFY(!first.value(QStringLiteral("message")).toString().isEmpty());
        QCOMPARE(first.value(QStringLiteral("hint")).toString(), RuleCatalogue::hint(u"RT01"));
        QCOMPARE(findings[1].toObject().value(QStringLiteral("field")).toString(),
                 QStringLiteral("method"));
        QCOMPARE(
            doc.value(QStringLiteral("summary")).toObject().value(QStringLiteral("FAIL")).toInt(),
            2);
        QCOMPARE(
            doc.value(QStringLiteral("summary")).toObject().value(QStringLiteral("WARN")).toInt(),
            0);
        // Several files: an array of such objects.
        QVERIFY(QJsonDocument::fromJson(LintFormat::json({lint, lint})).isArray());
    }

    void sarifForCodeScanning() {
        const FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), Inventory3));
        const FileLint broken =
            lintFile(writeFile(m_dir, QStringLiteral("b.yaml"), "flows:\n  - [x]\n"));
        const QJsonObject log = QJsonDocument::fromJson(LintFormat::sarif({lint, broken})).object();
        QCOMPARE(log.value(QStringLiteral("version")).toString(), QStringLiteral("2.1.0"));
        const QJsonObject run = log.value(QStringLiteral("runs")).toArray()[0].toObject();
        const QJsonArray rules =
            run[QStringLiteral("tool")][QStringLiteral("driver")][QStringLiteral("rules")]
                .toArray();
        QCOMPARE(rules.size(), RuleCatalogue::rules().size());
        for (const QJsonValue& rule : rules) {
            QVERIFY(!rule[QStringLiteral("shortDescription")][QStringLiteral("text")]
                         .toString()
                         .isEmpty());
            QVERIFY(!rule[QStringLiteral("fullDescription")][QStringLiteral("text")]
                         .toString()
                         .isEmpty());
            QVERIFY(!rule[QStringLiteral("help")][QStringLiteral("text")].toString().isEmpty());
        }
        const QJsonArray results = run.value(QStringLiteral("results")).toArray();
        QCOMPARE(results.size(), 2);
        const QJsonObject storm = results[0].toObject();
        QCOMPARE(storm[QStringLiteral("ruleId")].toString(), QStringLiteral("RT01"));
        QCOMPARE(storm[QStringLiteral("level")].toString(), QStringLiteral("error"));
        QCOMPARE(rules[storm[QStringLiteral("ruleIndex")].toInt()][QStringLiteral("id")].toString(),
                 QStringLiteral("RT01"));
        const QJsonObject region =
            storm[QStringLiteral("locations")][0][QStringLiteral("physicalLocation")]
                 [QStringLiteral("region")]
                     .toObject();
        QCOMPARE(region[QStringLiteral("startLine")].toInt(), 11);
        const QString fingerprint =
            storm[QStringLiteral("partialFingerprints")][QStringLiteral("flowauditFinding/v1")]
                .toString();
        QCOMPARE(fingerprint.size(), 32);
        // The unreadable file is an execution notification, not a result.
        const QJsonObject invocation = run[QStringLiteral("invocations")][0].toObject();
        QCOMPARE(invocation[QStringLiteral("executionSuccessful")].toBool(), false);
        QCOMPARE(invocation[QStringLiteral("toolExecutionNotifications")].toArray().size(), 1);

        // Fingerprints do not move when the flow does.
        QByteArray moved = Inventory3;
        moved.replace("flows:\n", "flows:\n  - {flow_id: first, method: native, creates_records: "
                                  "no, side_effect: none, retry_layers: none}\n");
        const FileLint movedLint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), moved));
        const QJsonObject movedRun = QJsonDocument::fromJson(LintFormat::sarif({movedLint}))
                                         .object()[QStringLiteral("runs")][0]
                                         .toObject();
        const QJsonObject movedStorm = movedRun[QStringLiteral("results")][0].toObject();
        QCOMPARE(movedStorm[QStringLiteral("locations")][0][QStringLiteral("physicalLocation")]
                           [QStringLiteral("region")][QStringLiteral("startLine")]
                               .toInt(),
                 12);
        QCOMPARE(
            movedStorm[QStringLiteral("partialFingerprints")][QStringLiteral("flowauditFinding/v1")]
                .toString(),
            fingerprint);
    }

    // GitHub's workflow commands: one line each, the counting FAIL an error on its line, the
    // message's newlines and a path's commas escaped so the runner reads them back.
    void githubWorkflowCommands() {
        const FileLint lint =
            lintFile(writeFile(m_dir, QStringLiteral("a,b.yaml"), Inventory3 + R"(waivers:
  - flow_id: storm
    rule: RT01
    justification: "two lines:\nsecond, with 100%"
    owner: ts
    expires: 2027-03-31
)"),
                     LintOptions{QDate(2026, 12, 1)});
        const FileLint broken =
            lintFile(writeFile(m_dir, QStringLiteral("b.yaml"), "flows:\n  - [x]\n"));
        const QStringList lines = QString::fromUtf8(LintFormat::github({lint, broken}))
                                      .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        const QString path = QString(lint.path).replace(QLatin1Char(','), QLatin1String("%2C"));
        // Accepted by its waiver: a notice, with the waiver's words escaped.
        QCOMPARE(lines[0],
                 QStringLiteral("::notice file=") + path +
                     QStringLiteral(",line=11,title=FAIL RT01 (accepted) storm::retry layers "
                                    "sdk:3 × worker:5 make 15 attempts per event, above "
                                    "the limit of 10 (accepted until 2027-03-31, ts: two "
                                    "lines:%0Asecond, with 100%25)"));
        QVERIFY2(lines[1].startsWith(
                     QStringLiteral("::error file=%1,line=13,title=FAIL SC02 bad_cell::method "
                                    "\"zapier\"")
                         .arg(path)),
                 qPrintable(lines[1]));
        QVERIFY2(lines[2].startsWith(
                     QStringLiteral("::error file=%1,line=2,col=5,title=FlowAudit%3A not an "
                                    "inventory::")
                         .arg(broken.path)),
                 qPrintable(lines[2]));
        // Hidden when asked: the accepted one goes, the rest stays.
        LintFormatOptions hide;
        hide.hideAccepted = true;
        QCOMPARE(LintFormat::github({lint}, hide).count('\n'), 1);
    }

    // GitLab's code quality report: an issue per finding not accepted, at its line, with a
    // fingerprint that keeps when the flow moves and differs between two files.
    void gitlabCodeQuality() {
        const FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), Inventory3));
        const FileLint copy = lintFile(writeFile(m_dir, QStringLiteral("c.yaml"), Inventory3));
        const FileLint broken =
            lintFile(writeFile(m_dir, QStringLiteral("b.yaml"), "flows:\n  - [x]\n"));
        const QJsonArray issues =
            QJsonDocument::fromJson(LintFormat::gitlab({lint, copy, broken})).array();
        QCOMPARE(issues.size(), 5);
        const QJsonObject storm = issues[0].toObject();
        QCOMPARE(storm[QStringLiteral("check_name")].toString(), QStringLiteral("RT01"));
        QCOMPARE(storm[QStringLiteral("severity")].toString(), QStringLiteral("major"));
        QCOMPARE(storm[QStringLiteral("location")][QStringLiteral("path")].toString(), lint.path);
        QCOMPARE(storm[QStringLiteral("location")][QStringLiteral("lines")][QStringLiteral("begin")]
                     .toInt(),
                 11);
        QVERIFY(storm[QStringLiteral("description")].toString().contains(
            QStringLiteral("FAIL RT01 storm: retry layers sdk:3")));
        QSet<QString> fingerprints;
        for (const QJsonValue& issue : issues)
            fingerprints.insert(issue[QStringLiteral("fingerprint")].toString());
        QCOMPARE(fingerprints.size(), 5);
        QCOMPARE(issues[4][QStringLiteral("severity")].toString(), QStringLiteral("blocker"));
        QCOMPARE(
            issues[4][QStringLiteral("location")][QStringLiteral("lines")][QStringLiteral("begin")]
                .toInt(),
            2);

        QByteArray moved = Inventory3;
        moved.replace("flows:\n", "flows:\n  - {flow_id: first, method: native, creates_records: "
                                  "no, side_effect: none, retry_layers: none}\n");
        const FileLint movedLint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), moved));
        const QJsonArray movedIssues =
            QJsonDocument::fromJson(LintFormat::gitlab({movedLint})).array();
        QCOMPARE(movedIssues[0][QStringLiteral("fingerprint")],
                 storm[QStringLiteral("fingerprint")]);
        QCOMPARE(movedIssues[0][QStringLiteral("location")][QStringLiteral("lines")]
                            [QStringLiteral("begin")]
                                .toInt(),
                 12);
    }

    void junitOneCasePerFlow() {
        const FileLint lint = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), Inventory3));
        QXmlStreamReader xml(LintFormat::junit({lint}));
        int cases = 0, failures = 0;
        QString suiteTests;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            if (xml.name() == QLatin1StringView("testsuite"))
                suiteTests = xml.attributes().value(QLatin1StringView("tests")).toString();
            if (xml.name() == QLatin1StringView("testcase"))
                ++cases;
            if (xml.name() == QLatin1StringView("failure"))
                ++failures;
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(cases, 3);
        QCOMPARE(failures, 2);
        QCOMPARE(suiteTests, QStringLiteral("3"));
    }

    // The findings a lint makes on its second thread while the file is read are the ones
    // the rules give each flow, with SC01 counting the whole inventory: an ID shared by a
    // flow at the start and one at the end, blank IDs, more flows than one batch.
    void findingsCheckedWhileReadingAreTheRules() {
        QByteArray yaml = "flows:\n";
        const char* const methods[] = {"native", "zapier", "custom", "ipaas"};
        for (int i = 0; i < 300; ++i) {
            const QByteArray id =
                i == 299 ? "flow_0" : (i % 97 == 5 ? "" : "flow_" + QByteArray::number(i));
            yaml += "  - flow_id: \"" + id + "\"\n    method: " + methods[i % 4] +
                    "\n    creates_records: " + (i % 3 ? "yes" : "no") +
                    "\n    side_effect: none\n    retry_layers: " +
                    (i % 5 ? "sdk:3;worker:5" : "none") +
                    "\n    idempotency_key: " + (i % 7 ? "event_id" : "") + "\n";
        }
        const QString path = writeFile(m_dir, QStringLiteral("many.yaml"), yaml);
        const FileLint lint = lintFile(path);
        QVERIFY(lint.readable());
        const InventoryReadResult read = InventoryFile::load(path);
        const QList<Flow>& flows = read.inventory->flows;
        QCOMPARE(lint.flowCount(), flows.size());
        QHash<QString, int> perId;
        for (const Flow& flow : flows)
            ++perId[flow.text(Field::FlowId)];
        QList<Finding> expected;
        for (qsizetype i = 0; i < flows.size(); ++i)
            expected += checkFlow(flows[i], int(i) + 1, perId.value(flows[i].text(Field::FlowId)));
        QVERIFY(std::any_of(expected.begin(), expected.end(),
                            [](const Finding& f) { return f.rule == QLatin1StringView("SC01"); }));
        QCOMPARE(lint.findingsOf(0), checkFlow(flows[0], 1, 2));
        QCOMPARE(lint.allFindings(), expected);
        QCOMPARE(lint.allFindings(), expected); // asked twice, the same
        QCOMPARE(lint.counts().count(Severity::Fail),
                 std::count_if(expected.begin(), expected.end(),
                               [](const Finding& f) { return f.severity == Severity::Fail; }));

        // A file that fails late stops the checks and says why.
        const FileLint broken =
            lintFile(writeFile(m_dir, QStringLiteral("late.yaml"), yaml + "  - [not, a, map]\n"));
        QVERIFY(!broken.readable());
        QCOMPARE(broken.error.line, 1802); // 300 flows of six lines after "flows:"
    }

    void exitStatus() {
        const FileLint failing = lintFile(writeFile(m_dir, QStringLiteral("a.yaml"), Inventory3));
        const FileLint warning = lintFile(writeFile(
            m_dir, QStringLiteral("w.yaml"),
            "flows:\n  - {flow_id: w, method: native, creates_records: no, side_effect: none}\n"));
        const FileLint broken = lintFile(writeFile(m_dir, QStringLiteral("b.yaml"), "flows:\n"));
        QCOMPARE(lintExitStatus({warning}, FailOn::Fail), 0);
        QCOMPARE(lintExitStatus({warning}, FailOn::Warn), 1);
        QCOMPARE(lintExitStatus({failing}, FailOn::Fail), 1);
        QCOMPARE(lintExitStatus({failing, broken}, FailOn::Fail), 2);
    }
};

QTEST_GUILESS_MAIN(TestLintFormat)
#include "tst_lintformat.moc"
