#include "core/io/files/inventoryfile.h"
#include "core/lint/lintformat.h"
#include "core/rules/rulecatalogue.h"
#include "core/waivers/waiverstatus.h"

#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {

// Two flows: `storm` fails RT01 (retry_layers) only; `keyless` fails IP01 (idempotency_key).
const QByteArray Flows =
    "flows:\n"
    "  - flow_id: storm\n"
    "    method: native\n    creates_records: no\n    side_effect: none\n"
    "    retry_layers: sdk:3;worker:5\n"
    "  - flow_id: keyless\n"
    "    method: native\n    creates_records: yes\n    side_effect: none\n"
    "    ledger_retention_days: 30\n    max_replay_window_days: 7\n    retry_layers: none\n";

QByteArray waiverYaml(const QString& fields) {
    QByteArray yaml = "waivers:\n  - ";
    bool first = true;
    for (const QString& pair : fields.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        yaml += (first ? "" : "    ") + pair.left(eq).toUtf8() + ": " + pair.mid(eq + 1).toUtf8() +
                "\n";
        first = false;
    }
    return yaml;
}

const QString Valid = QStringLiteral("flow_id=storm|rule=RT01|justification=SuiteTalk retries stay "
                                     "until v2|owner=ts|expires=2027-03-31|created=2026-12-01");

// "RT01 FAIL accepted, WV02 INFO": each finding with its state.
QString describeLint(const FileLint& lint) {
    QStringList out;
    for (const Finding& f : lint.allFindings())
        out.append(
            QStringLiteral("%1 %2%3").arg(f.rule, severityKeyword(f.severity),
                                          f.accepted() ? QStringLiteral(" accepted") : QString()));
    return out.join(QStringLiteral(", "));
}

} // namespace

class TestWaivers : public QObject {
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
    // docs/spec/accepted-risks-and-git.md: IP01, IP02, IP03, RT01, RT02, WH01 and the vendor
    // advisories (any VA followed by two digits); never SC01, SC02 or a waiver's own WV.
    void waivableRules_data() {
        QTest::addColumn<QString>("rule");
        QTest::addColumn<bool>("waivable");
        for (const char* rule :
             {"IP01", "IP02", "IP03", "RT01", "RT02", "WH01", "VA01", "VA05", "VA42"})
            QTest::newRow(rule) << QString::fromLatin1(rule) << true;
        for (const char* rule :
             {"SC01", "SC02", "WV01", "WV04", "IP04", "VA1", "VA001", "va01", "XX01", ""})
            QTest::newRow(rule) << QString::fromLatin1(rule) << false;
    }
    void waivableRules() {
        QFETCH(QString, rule);
        QFETCH(bool, waivable);
        QCOMPARE(RuleCatalogue::isWaivable(rule), waivable);
    }

    void matching_data() {
        QTest::addColumn<QString>("waiver");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rule, no field: every finding of the rule")
            << Valid << "RT01 FAIL accepted, IP01 FAIL";
        QTest::newRow("the finding's own field") << Valid + "|field=retry_layers"
                                                 << "RT01 FAIL accepted, IP01 FAIL";
        QTest::newRow("another field covers nothing") << Valid + "|field=idempotency_key"
                                                      << "RT01 FAIL, IP01 FAIL, WV03 WARN";
        QTest::newRow("another rule covers nothing")
            << QString(Valid).replace("RT01", "RT02") << "RT01 FAIL, IP01 FAIL, WV03 WARN";
        QTest::newRow("another flow covers nothing")
            << QString(Valid).replace("storm", "keyless") << "RT01 FAIL, IP01 FAIL, WV03 WARN";
        QTest::newRow("flow_id and rule compared after trimming")
            << QString(Valid).replace("flow_id=storm|rule=RT01",
                                      "flow_id=\"  storm \"|rule=\" RT01\"")
            << "RT01 FAIL accepted, IP01 FAIL";
        QTest::newRow("case matters") << QString(Valid).replace("flow_id=storm", "flow_id=Storm")
                                      << "RT01 FAIL, IP01 FAIL, WV03 WARN";
        QTest::newRow("SC01 cannot be waived")
            << QString(Valid).replace("RT01", "SC01") << "RT01 FAIL, IP01 FAIL, WV04 FAIL";
        QTest::newRow("SC02 cannot be waived")
            << QString(Valid).replace("RT01", "SC02") << "RT01 FAIL, IP01 FAIL, WV04 FAIL";
    }

    void matching() {
        QFETCH(QString, waiver);
        QFETCH(QString, expected);
        const FileLint result = lint(Flows + waiverYaml(waiver));
        QCOMPARE(describeLint(result), expected);
    }

    // One waiver covers the finding of every flow that shares its flow_id.
    void flowsSharingAnId() {
        const QByteArray twice = "flows:\n"
                                 "  - {flow_id: storm, method: native, creates_records: no, "
                                 "side_effect: none, retry_layers: 'a:3;b:5'}\n"
                                 "  - {flow_id: storm, method: native, creates_records: no, "
                                 "side_effect: none, retry_layers: 'a:4;b:4'}\n";
        const FileLint result = lint(twice + waiverYaml(Valid));
        QCOMPARE(describeLint(result),
                 QStringLiteral("RT01 FAIL accepted, SC01 FAIL, RT01 FAIL accepted, SC01 FAIL"));
        QCOMPARE(result.acceptedCount(), 2);
        QCOMPARE(result.counts().count(Severity::Fail), 2); // the two SC01
    }

    // In force through the last day in UTC; WV02 from 14 days before; WV01 the day after.
    void expiry_data() {
        QTest::addColumn<QDate>("today");
        QTest::addColumn<QString>("expected");
        QTest::newRow("15 days left") << QDate(2027, 3, 16) << "RT01 FAIL accepted, IP01 FAIL";
        QTest::newRow("14 days left: WV02")
            << QDate(2027, 3, 17) << "RT01 FAIL accepted, IP01 FAIL, WV02 INFO";
        QTest::newRow("the last day: still in force")
            << QDate(2027, 3, 31) << "RT01 FAIL accepted, IP01 FAIL, WV02 INFO";
        QTest::newRow("the day after: expired")
            << QDate(2027, 4, 1) << "RT01 FAIL, IP01 FAIL, WV01 WARN";
    }

    void expiry() {
        QFETCH(QDate, today);
        QFETCH(QString, expected);
        const FileLint result = lint(Flows + waiverYaml(Valid), today);
        QCOMPARE(describeLint(result), expected);
        const bool inForce = today <= QDate(2027, 3, 31);
        QCOMPARE(result.countingCounts().count(Severity::Fail), inForce ? 1 : 2);
    }

    void utcTodayIsTheUtcDate() { QCOMPARE(utcToday(), QDateTime::currentDateTimeUtc().date()); }

    void invalid_data() {
        QTest::addColumn<QString>("waiver");
        QTest::addColumn<QString>("problem");
        QTest::newRow("justification blank")
            << QString(Valid).replace("justification=SuiteTalk retries stay until v2",
                                      "justification=\"  \"")
            << "justification is blank";
        QTest::newRow("owner missing") << QString(Valid).remove("|owner=ts") << "owner is blank";
        QTest::newRow("expires missing")
            << QString(Valid).remove("|expires=2027-03-31") << "expires is blank";
        QTest::newRow("expires not ISO") << QString(Valid).replace("2027-03-31", "31.03.2027")
                                         << "is not a date written YYYY-MM-DD";
        QTest::newRow("expires no such day") << QString(Valid).replace("2027-03-31", "2027-02-30")
                                             << "is not a date written YYYY-MM-DD";
        QTest::newRow("rule unknown")
            << QString(Valid).replace("RT01", "XX99") << "cannot be accepted as a risk";
        QTest::newRow("rule blank")
            << QString(Valid).replace("rule=RT01", "rule=''") << "rule is blank";
        QTest::newRow("flow_id blank")
            << QString(Valid).replace("flow_id=storm", "flow_id=''") << "flow_id is blank";
        QTest::newRow("367 days after created")
            << QString(Valid).replace("2027-03-31", "2027-12-03")
            << "more than 366 days after created";
        QTest::newRow("367 days after today, no created")
            << QString(Valid).remove("|created=2026-12-01").replace("2027-03-31", "2027-12-03")
            << "more than 366 days from today";
    }

    void invalid() {
        QFETCH(QString, waiver);
        QFETCH(QString, problem);
        const FileLint result = lint(Flows + waiverYaml(waiver));
        QCOMPARE(describeLint(result), QStringLiteral("RT01 FAIL, IP01 FAIL, WV04 FAIL"));
        const Finding wv04 = result.waiverFindings().first();
        QVERIFY2(wv04.message.contains(problem), qPrintable(wv04.message));
        QCOMPARE(wv04.row, 1);
        QCOMPARE(wv04.waiver, 1);
        QCOMPARE(result.lineOf(wv04), 15); // the waiver's line
        QCOMPARE(lintExitStatus({result}, FailOn::Fail), 1);
    }

    // Exactly a year and a day (366 days) is allowed.
    void longestTermIsAllowed() {
        const FileLint result =
            lint(Flows + waiverYaml(QString(Valid).replace("2027-03-31", "2027-12-02")));
        QCOMPARE(describeLint(result), QStringLiteral("RT01 FAIL accepted, IP01 FAIL"));
    }

    // An accepted FAIL counts for no exit status; the JSON says who accepted it.
    void acceptedFindingsInEveryFormat() {
        const QByteArray yaml =
            Flows + waiverYaml(Valid) +
            waiverYaml(QString(Valid).replace("RT01", "IP01").replace("storm", "keyless")).mid(9);
        const FileLint result = lint(yaml);
        QCOMPARE(describeLint(result), QStringLiteral("RT01 FAIL accepted, IP01 FAIL accepted"));
        QCOMPARE(lintExitStatus({result}, FailOn::Fail), 0);
        QCOMPARE(result.flowsFailing(), 0);

        const QString text = QString::fromUtf8(LintFormat::text({result}));
        QVERIFY2(text.contains(QStringLiteral(
                     "FAIL RT01 storm: retry layers sdk:3 × worker:5 make 15 attempts")),
                 qPrintable(text));
        QVERIFY(text.contains(
            QStringLiteral("(accepted until 2027-03-31, ts: SuiteTalk retries stay until v2)")));
        QVERIFY(text.contains(QStringLiteral(": flows 2, FAIL 0, WARN 0, INFO 0, accepted 2")));
        LintFormatOptions hide;
        hide.hideAccepted = true;
        const QString hidden = QString::fromUtf8(LintFormat::text({result}, hide));
        QVERIFY(!hidden.contains(QStringLiteral("RT01 storm")));
        QVERIFY(hidden.contains(QStringLiteral("accepted 2")));

        const QJsonObject json = QJsonDocument::fromJson(LintFormat::json({result})).object();
        const QJsonObject accepted = json[QStringLiteral("findings")]
                                         .toArray()[0]
                                         .toObject()[QStringLiteral("accepted")]
                                         .toObject();
        QCOMPARE(accepted[QStringLiteral("waiver")].toInt(), 1);
        QCOMPARE(accepted[QStringLiteral("owner")].toString(), QStringLiteral("ts"));
        QCOMPARE(accepted[QStringLiteral("expires")].toString(), QStringLiteral("2027-03-31"));
        QCOMPARE(accepted[QStringLiteral("justification")].toString(),
                 QStringLiteral("SuiteTalk retries stay until v2"));
        QCOMPARE(json[QStringLiteral("summary")].toObject()[QStringLiteral("accepted")].toInt(), 2);
        QCOMPARE(QJsonDocument::fromJson(LintFormat::json({result}, hide))
                     .object()[QStringLiteral("findings")]
                     .toArray()
                     .size(),
                 0);

        const QJsonObject sarif = QJsonDocument::fromJson(LintFormat::sarif({result})).object();
        const QJsonArray results = sarif[QStringLiteral("runs")]
                                       .toArray()[0]
                                       .toObject()[QStringLiteral("results")]
                                       .toArray();
        QCOMPARE(results.size(), 2);
        const QJsonObject suppression =
            results[0].toObject()[QStringLiteral("suppressions")].toArray()[0].toObject();
        QCOMPARE(suppression[QStringLiteral("kind")].toString(), QStringLiteral("external"));
        QCOMPARE(suppression[QStringLiteral("status")].toString(), QStringLiteral("accepted"));
        QCOMPARE(suppression[QStringLiteral("location")]
                     .toObject()[QStringLiteral("physicalLocation")]
                     .toObject()[QStringLiteral("region")]
                     .toObject()[QStringLiteral("startLine")]
                     .toInt(),
                 15);
        LintFormatOptions omit;
        omit.sarifOmitAccepted = true;
        QCOMPARE(QJsonDocument::fromJson(LintFormat::sarif({result}, omit))
                     .object()[QStringLiteral("runs")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("results")]
                     .toArray()
                     .size(),
                 0);

        const QString junit = QString::fromUtf8(LintFormat::junit({result}));
        QVERIFY2(junit.contains(QStringLiteral("<skipped message=\"accepted until 2027-03-31 (ts: "
                                               "SuiteTalk retries stay until v2)")),
                 qPrintable(junit));
        QVERIFY(junit.contains(QStringLiteral("failures=\"0\"")));
        QVERIFY(!junit.contains(QStringLiteral("<failure")));
    }

    // An unaccepted finding beside an accepted one: every SARIF result has suppressions.
    void sarifSuppressionsOnEveryResult() {
        const FileLint result = lint(Flows + waiverYaml(Valid));
        const QJsonArray results = QJsonDocument::fromJson(LintFormat::sarif({result}))
                                       .object()[QStringLiteral("runs")]
                                       .toArray()[0]
                                       .toObject()[QStringLiteral("results")]
                                       .toArray();
        QCOMPARE(results.size(), 2);
        for (const QJsonValue& r : results)
            QVERIFY(r.toObject()[QStringLiteral("suppressions")].isArray());
        QCOMPARE(results[1].toObject()[QStringLiteral("suppressions")].toArray().size(), 0);
    }

    // docs/spec/rules.md's output, byte for byte, whether or not an empty waivers list is written.
    void noWaiversNoChange() {
        const FileLint plain = lint(Flows);
        const FileLint emptyList = lint(Flows + "waivers: []\n");
        QVERIFY(!emptyList.hasWaivers());
        for (auto format : {&LintFormat::sarif}) {
            QByteArray a = format({plain}, {});
            QByteArray b = format({emptyList}, {});
            QCOMPARE(b.replace(emptyList.path.toUtf8(), "P"), a.replace(plain.path.toUtf8(), "P"));
        }
        QByteArray json = LintFormat::json({plain});
        for (const char* key : {"accepted", "baseline", "waiver", "suppressions"})
            QVERIFY2(!json.contains(QByteArray("\"") + key), key);
        QByteArray sarif = LintFormat::sarif({plain});
        QVERIFY(!sarif.contains("suppressions") && !sarif.contains("baselineState") &&
                !sarif.contains("WV01"));
        QVERIFY(!LintFormat::text({plain}).contains("accepted"));
    }

    void readErrors_data() {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("error");
        QTest::newRow("a map") << QByteArray("flows: []\nwaivers:\n  flow_id: x\n")
                               << "3:3: expected a list of waivers under waivers, found a map";
        QTest::newRow("text")
            << QByteArray("flows: []\nwaivers: all\n")
            << "2:10: expected a list of waivers under waivers, found the text \"all\"";
        QTest::newRow("a list item that is text")
            << QByteArray("flows: []\nwaivers:\n  - x\n")
            << "3:5: expected a map for each waiver, found the text \"x\"";
        QTest::newRow("a list item that is a list")
            << QByteArray("flows: []\nwaivers:\n  - [x]\n")
            << "3:5: expected a map for each waiver, found a list";
        QTest::newRow("a field holding a list")
            << QByteArray("flows: []\nwaivers:\n  - flow_id: x\n    owner: [a, b]\n")
            << "4:12: expected text for the waiver's owner, found a list";
        QTest::newRow("an unknown field holding a map")
            << QByteArray("flows: []\nwaivers:\n  - flow_id: x\n    ticket: {id: 1}\n")
            << "4:13: expected text for the waiver's ticket, found a map";
    }

    void readErrors() {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, error);
        QCOMPARE(Test::yamlError(yaml), error);
    }

    // The canonical place is after flows and before unknown keys; known keys in order,
    // unknown ones kept; a save of a saved file changes no byte.
    void roundTrip() {
        const QByteArray written =
            "format: flow-inventory/1\n"
            "flows:\n"
            "  - flow_id: storm\n"
            "    retry_layers: sdk:3;worker:5\n"
            "waivers:\n"
            "  - flow_id: storm\n"
            "    rule: RT01\n"
            "    field: retry_layers\n"
            "    justification: \"SuiteTalk's client retries cannot be turned off: INT-482\"\n"
            "    owner: ts\n"
            "    approved_by: Head of integration\n"
            "    expires: 2027-03-31\n"
            "    created: 2026-12-01\n"
            "    ticket: INT-482\n"
            "x-team: payments\n";
        const Inventory inventory = Test::inventoryFromYaml(written);
        QCOMPARE(inventory.waivers.size(), 1);
        const Waiver& w = inventory.waivers.first();
        QCOMPARE(w.approvedBy, QStringLiteral("Head of integration"));
        QCOMPARE(w.line, 6);
        QCOMPARE(w.extraKeys.size(), std::size_t(1));
        const QByteArray saved = InventoryFile::serialise(inventory, InventoryFile::Format::Yaml);
        QCOMPARE(saved, written);
        const Inventory back = Test::inventoryFromYaml(saved);
        QVERIFY(back == inventory);
        QCOMPARE(InventoryFile::serialise(back, InventoryFile::Format::Yaml), saved);
    }

    // Keys written out of order, and quoted dates, come back in the canonical form once.
    void canonicalForm() {
        const Inventory inventory =
            Test::inventoryFromYaml("waivers:\n  - {expires: '2027-03-31', owner: ts, rule: RT01, "
                                    "flow_id: '123'}\nflows: []\n");
        const QByteArray saved = InventoryFile::serialise(inventory, InventoryFile::Format::Yaml);
        QCOMPARE(saved,
                 QByteArray("format: flow-inventory/1\nflows: []\nwaivers:\n  - flow_id: \"123\"\n "
                            "   rule: RT01\n    owner: ts\n    expires: 2027-03-31\n"));
        QCOMPARE(
            InventoryFile::serialise(Test::inventoryFromYaml(saved), InventoryFile::Format::Yaml),
            saved);
    }
};

QTEST_GUILESS_MAIN(TestWaivers)
#include "tst_waivers.moc"
