// The one waiver engine (core/waivers/waiverengine) and its users: lint (and with it the
// language server), the editor's RuleEngine, fresh and through its document's edits, and
// the report must give every waiver case the same verdicts: which finding a waiver
// accepts, and what is said about each waiver (WV01…WV04,
// docs/spec/accepted-risks-and-git.md).
#include "core/analysis/advisoryfinding.h"
#include "core/document/inventorydocument.h"
#include "core/document/ruleengine.h"
#include "core/lint/lintrun.h"
#include "core/model/field.h"
#include "core/report/auditreportbuilder.h"
#include "core/vendors/vendorcatalogue.h"
#include "core/waivers/waiverengine.h"

#include "testsupport.h"

#include <QTest>

using namespace FlowAudit;

Q_DECLARE_METATYPE(FlowAudit::Waiver)
Q_DECLARE_METATYPE(FlowAudit::Finding)

namespace {

// storm: RT01 FAIL (retry_layers); keyless: IP01 FAIL (idempotency_key); spaced: RT01,
// its ID given blanks around it in memory; twice: two flows sharing an ID, each RT01 and SC01;
// stripe_in: the card's VA01 (a replay window below Stripe's resend).
const QByteArray Flows =
    "flows:\n"
    "  - {flow_id: storm, method: native, creates_records: no, side_effect: none,\n"
    "     retry_layers: 'sdk:3;worker:5'}\n"
    "  - {flow_id: keyless, method: native, creates_records: yes, side_effect: none,\n"
    "     ledger_retention_days: 30, max_replay_window_days: 7, retry_layers: none}\n"
    "  - {flow_id: spaced, method: native, creates_records: no, side_effect: none,\n"
    "     retry_layers: 'sdk:3;worker:5'}\n"
    "  - {flow_id: twice, method: native, creates_records: no, side_effect: none,\n"
    "     retry_layers: 'a:3;b:5'}\n"
    "  - {flow_id: twice, method: native, creates_records: no, side_effect: none,\n"
    "     retry_layers: 'a:4;b:4'}\n"
    "  - {flow_id: stripe_in, source: stripe, destination: salesforce, method: native,\n"
    "     max_replay_window_days: 7, creates_records: no, side_effect: none,\n"
    "     retry_layers: none}\n";

const QDate Today(2026, 12, 1);

// One waiver as a line of `waivers:`: "flow_id=storm|rule=RT01|…" over a valid default.
QByteArray waiver(const QString& fields) {
    QMap<QString, QString> keys{{QStringLiteral("flow_id"), QStringLiteral("storm")},
                                {QStringLiteral("rule"), QStringLiteral("RT01")},
                                {QStringLiteral("justification"), QStringLiteral("v2 in March")},
                                {QStringLiteral("owner"), QStringLiteral("ts")},
                                {QStringLiteral("expires"), QStringLiteral("2027-03-31")},
                                {QStringLiteral("created"), QStringLiteral("2026-12-01")}};
    for (const QString& pair : fields.split(QLatin1Char('|'), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq < 0)
            keys.remove(pair);
        else
            keys[pair.left(eq)] = pair.mid(eq + 1);
    }
    QStringList written;
    for (auto it = keys.cbegin(); it != keys.cend(); ++it)
        written.append(it.key() + QStringLiteral(": ") + it.value());
    return "  - {" + written.join(QStringLiteral(", ")).toUtf8() + "}\n";
}

QString describe(const Finding& f) {
    return QStringLiteral("%1 %2 %3 %4%5")
        .arg(f.row)
        .arg(f.rule, severityKeyword(f.severity),
             f.field ? FieldCatalogue::name(*f.field) : QStringLiteral("-"),
             f.accepted() ? QStringLiteral(" accepted by %1").arg(f.acceptedBy) : QString());
}

// Every finding of every flow, then each waiver's findings with their sentences.
struct Verdicts {
    QStringList flows;
    QStringList waivers;
    QStringList advisories; // which waiver accepts each vendor advisory, where it is asked

    void addFlow(const QList<Finding>& findings) {
        for (const Finding& f : findings)
            flows.append(describe(f));
    }
    void addWaiver(const QList<Finding>& findings) {
        for (const Finding& f : findings)
            waivers.append(QStringLiteral("%1 %2 %3: %4")
                               .arg(f.waiver)
                               .arg(f.rule, severityKeyword(f.severity), f.message));
    }
    // What a row expects: the accepted findings and the waivers' rules.
    QString summary() const {
        QStringList out;
        for (const QString& f : flows) {
            if (f.contains(QStringLiteral("accepted")))
                out.append(f);
        }
        for (const QString& a : advisories) {
            if (a.contains(QStringLiteral("accepted")))
                out.append(a);
        }
        for (const QString& w : waivers)
            out.append(w.section(QLatin1Char(':'), 0, 0));
        return out.join(QStringLiteral(", "));
    }
    bool operator==(const Verdicts&) const = default;
};

char* toString(const Verdicts& v) {
    return QTest::toString(v.flows.join(u'\n') + QStringLiteral("\n--\n") + v.waivers.join(u'\n') +
                           QStringLiteral("\n--\n") + v.advisories.join(u'\n'));
}

WaiverSubjects::Advisories cardsAdvisories() {
    return [](const Flow& flow, int row, QDate today) {
        return advisoryFindings(flow, row, Test::bundledCards(), today, Messages::Omit);
    };
}

// lint without --advisories (its cards only for the waivers of advisories), and with.
Verdicts ofLint(const Inventory& inventory) {
    LintOptions options;
    options.today = Today;
    options.cards = &Test::bundledCards();
    const FileLint lint = lintInventory(QStringLiteral("inventory.yaml"), inventory, options);
    Verdicts v;
    for (int i = 0; i < lint.flowCount(); ++i)
        v.addFlow(lint.findingsOf(i));
    options.advisories = true;
    const FileLint advised = lintInventory(QStringLiteral("inventory.yaml"), inventory, options);
    for (int i = 0; i < advised.flowCount(); ++i) {
        for (const Finding& f : advised.findingsOf(i)) {
            if (f.isAdvisory())
                v.advisories.append(describe(f));
        }
    }
    for (int position = 1; position <= int(inventory.waivers.size()); ++position) {
        QList<Finding> about;
        for (const Finding& f : lint.waiverFindings())
            if (f.waiver == position)
                about.append(f);
        v.addWaiver(about);
    }
    return v;
}

Verdicts ofEngine(const RuleEngine& engine, const Inventory& inventory) {
    const int flows = int(inventory.flows.size());
    const int waivers = int(inventory.waivers.size());
    Verdicts v;
    for (int i = 0; i < flows; ++i)
        v.addFlow(engine.findings(i));
    for (int i = 0; i < flows; ++i) {
        const Flow& flow = inventory.flows[i];
        QList<Finding> advisories = cardsAdvisories()(flow, i + 1, engine.today());
        engine.waivers().accept(flow.text(Field::FlowId), advisories);
        for (const Finding& f : advisories)
            v.advisories.append(describe(f));
    }
    for (int position = 1; position <= waivers; ++position)
        v.addWaiver(engine.waiverFindings(position));
    return v;
}

// The editor as it opens a file.
Verdicts ofEditor(const Inventory& inventory) {
    RuleEngine engine(inventory, Today);
    engine.setAdvisorySource(cardsAdvisories());
    return ofEngine(engine, inventory);
}

// The editor's document as edits reach it: every flow renamed back to its ID one by one,
// then the waivers inserted naming another flow, then each changed to what it says.
Verdicts ofEditedDocument(const Inventory& target) {
    Inventory start = target;
    for (int i = 0; i < start.flows.size(); ++i)
        start.flows[i].setText(Field::FlowId, QStringLiteral("old_%1").arg(i));
    start.waivers.clear();
    InventoryDocument document;
    document.setToday(Today);
    document.setAdvisorySource(cardsAdvisories());
    document.reset(start);
    for (int i = 0; i < target.flows.size(); ++i)
        document.replaceFlow(i, target.flows[i]);
    for (int position = 1; position <= target.waivers.size(); ++position) {
        Waiver elsewhere = target.waivers[position - 1];
        elsewhere.flowId = QStringLiteral("old_0");
        document.insertWaiver(position, elsewhere);
    }
    for (int position = 1; position <= target.waivers.size(); ++position)
        document.replaceWaiver(position, target.waivers[position - 1]);
    return ofEngine(document.engine(), document.inventory());
}

Verdicts ofReport(const Inventory& inventory) {
    AuditReportInput input;
    input.fileName = QStringLiteral("inventory.yaml");
    input.generated = QDateTime(Today, QTime(12, 0), Qt::UTC);
    const std::optional<AuditReport> report =
        AuditReportBuilder::build(inventory, Test::bundledCards(), input);
    Verdicts v;
    if (!report)
        return v;
    for (const ReportFlow& flow : report->flows) {
        v.addFlow(flow.findings);
        for (qsizetype a = 0; a < flow.advisories.size(); ++a) {
            Finding f;
            f.row = flow.row;
            f.rule = flow.advisories[a].id;
            f.severity = flow.advisories[a].severity;
            f.acceptedBy = flow.advisoriesAcceptedBy.value(a);
            v.advisories.append(describe(f));
        }
    }
    for (const ReportWaiver& w : report->waivers)
        v.addWaiver(w.findings);
    return v;
}

// For the engine's own tests: a valid waiver of flow_id and rule (and field).
Waiver waiverOf(const QString& flowId, const QString& rule, const QString& field = {},
                const QString& expires = QStringLiteral("2027-03-31")) {
    Waiver w;
    w.flowId = flowId;
    w.rule = rule;
    w.field = field;
    w.justification = QStringLiteral("j");
    w.owner = QStringLiteral("ts");
    w.expires = expires;
    w.created = QStringLiteral("2026-12-01");
    return w;
}

Finding findingOf(const QString& rule, std::optional<Field> field = std::nullopt) {
    Finding f;
    f.rule = rule;
    f.field = field;
    return f;
}

// Flows a, " a ", b, a (0…3): a's flows have RT01 on retry_layers and IP01, b only IP01;
// each flow has the advisory VA01 when asked.
struct Subjects {
    QList<Flow> flows;
    Subjects() {
        for (const char* id : {"a", " a ", "b", "a"})
            flows.append(Test::flowFromFields(QStringLiteral("flow_id=") + QLatin1String(id)));
    }
    WaiverSubjects with(bool advisories) const {
        WaiverSubjects subjects{
            flows,
            [this](int index) {
                QList<Finding> out;
                if (flows[index].text(Field::FlowId).trimmed() == u"a")
                    out.append(findingOf(QStringLiteral("RT01"), Field::RetryLayers));
                out.append(findingOf(QStringLiteral("IP01"), Field::IdempotencyKey));
                return out;
            },
            {}};
        if (advisories)
            subjects.advisories = [](const Flow&, int, QDate) {
                return QList<Finding>{findingOf(QStringLiteral("VA01"))};
            };
        return subjects;
    }
};

QString describe(const QList<WaiverMatch>& matches) {
    QStringList out;
    for (const WaiverMatch& m : matches)
        out.append(QStringLiteral("%1:%2%3").arg(m.index).arg(m.finding).arg(
            m.advisory ? QStringLiteral("a") : QString()));
    return out.join(u' ');
}

} // namespace

class TestWaiverEngine : public QObject {
    Q_OBJECT

private slots:
    // Each case through each user of the engine: the same verdicts everywhere, and the ones
    // the spec asks for.
    void everyUserAgrees_data() {
        QTest::addColumn<QByteArray>("waivers");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rule-scoped, in force")
            << waiver({}) << "1 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("field-scoped, its field") << waiver(QStringLiteral("field=retry_layers"))
                                                 << "1 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("field-scoped, another field")
            << waiver(QStringLiteral("field=idempotency_key")) << "1 WV03 WARN";
        QTest::newRow("expired yesterday")
            << waiver(QStringLiteral("expires=2026-11-30|created=2026-01-01")) << "1 WV01 WARN";
        QTest::newRow("expires today: in force, WV02")
            << waiver(QStringLiteral("expires=2026-12-01"))
            << "1 RT01 FAIL retry_layers accepted by 1, 1 WV02 INFO";
        QTest::newRow("future, 366 days after created")
            << waiver(QStringLiteral("expires=2027-12-02"))
            << "1 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("future, 367 days after created")
            << waiver(QStringLiteral("expires=2027-12-03")) << "1 WV04 FAIL";
        QTest::newRow("future, no created: counted from today")
            << waiver(QStringLiteral("expires=2027-12-03|created")) << "1 WV04 FAIL";
        QTest::newRow("flow-scoped: every flow sharing the ID")
            << waiver(QStringLiteral("flow_id=twice"))
            << "4 RT01 FAIL retry_layers accepted by 1, 5 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("a flow's ID written with blanks")
            << waiver(QStringLiteral("flow_id=spaced")) << "3 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("the waiver's ID written with blanks")
            << waiver(QStringLiteral("flow_id='  storm '|rule=' RT01'"))
            << "1 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("unmatched flow") << waiver(QStringLiteral("flow_id=gone")) << "1 WV03 WARN";
        QTest::newRow("unmatched rule") << waiver(QStringLiteral("rule=WH01")) << "1 WV03 WARN";
        QTest::newRow("case matters") << waiver(QStringLiteral("flow_id=Storm")) << "1 WV03 WARN";
        QTest::newRow("malformed: SC01 is not waivable")
            << waiver(QStringLiteral("flow_id=twice|rule=SC01")) << "1 WV04 FAIL";
        QTest::newRow("malformed: blank owner")
            << waiver(QStringLiteral("owner=''")) << "1 WV04 FAIL";
        QTest::newRow("malformed: no justification")
            << waiver(QStringLiteral("justification")) << "1 WV04 FAIL";
        QTest::newRow("malformed: expires not a date")
            << waiver(QStringLiteral("expires=31.03.2027")) << "1 WV04 FAIL";
        QTest::newRow("malformed: blank flow_id")
            << waiver(QStringLiteral("flow_id=''")) << "1 WV04 FAIL";
        QTest::newRow("an advisory") << waiver(QStringLiteral("flow_id=stripe_in|rule=VA01"))
                                     << "6 VA01 WARN - accepted by 1";
        QTest::newRow("an advisory the flow does not have")
            << waiver(QStringLiteral("flow_id=stripe_in|rule=VA02")) << "1 WV03 WARN";
        QTest::newRow("two waivers of one finding: the first accepts, both cover")
            << waiver({}) + waiver(QStringLiteral("field=retry_layers"))
            << "1 RT01 FAIL retry_layers accepted by 1";
        QTest::newRow("an expired waiver and one in force: the one in force accepts")
            << waiver(QStringLiteral("expires=2026-11-30|created=2026-01-01")) + waiver({})
            << "1 RT01 FAIL retry_layers accepted by 2, 1 WV01 WARN";
        QTest::newRow("an invalid waiver and a valid one")
            << waiver(QStringLiteral("owner=''")) +
                   waiver(QStringLiteral("flow_id=keyless|rule=IP01"))
            << "2 IP01 FAIL idempotency_key accepted by 2, 1 WV04 FAIL";
    }

    // docs/spec/accepted-risks-and-git.md, "Match": flow_id and rule equal after trimming,
    // the field if the waiver names one; an invalid waiver covers nothing, nor does any
    // waiver cover a finding about a waiver.
    void matches_data() {
        QTest::addColumn<Waiver>("waiver");
        QTest::addColumn<QString>("flowId");
        QTest::addColumn<Finding>("finding");
        QTest::addColumn<bool>("matches");
        const Waiver rt01 = waiverOf(QStringLiteral("a"), QStringLiteral("RT01"));
        const Finding onLayers = findingOf(QStringLiteral("RT01"), Field::RetryLayers);
        QTest::newRow("rule, no field") << rt01 << "a" << onLayers << true;
        QTest::newRow("rule, no field, a finding without one")
            << rt01 << "a" << findingOf(QStringLiteral("RT01")) << true;
        QTest::newRow("its field")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"), QStringLiteral("retry_layers"))
            << "a" << onLayers << true;
        QTest::newRow("its field, blanks around")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"),
                        QStringLiteral(" retry_layers "))
            << "a" << onLayers << true;
        QTest::newRow("another field") << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"),
                                                   QStringLiteral("idempotency_key"))
                                       << "a" << onLayers << false;
        QTest::newRow("a field, a finding without one")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"), QStringLiteral("retry_layers"))
            << "a" << findingOf(QStringLiteral("RT01")) << false;
        QTest::newRow("another rule") << rt01 << "a" << findingOf(QStringLiteral("RT02")) << false;
        QTest::newRow("another flow") << rt01 << "b" << onLayers << false;
        QTest::newRow("the flow's ID with blanks") << rt01 << " a\t" << onLayers << true;
        QTest::newRow("the waiver's with blanks")
            << waiverOf(QStringLiteral(" a "), QStringLiteral(" RT01 ")) << "a" << onLayers << true;
        QTest::newRow("case matters") << rt01 << "A" << onLayers << false;
        QTest::newRow("expired: matches, accepts nothing")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"), {},
                        QStringLiteral("2026-11-30"))
            << "a" << onLayers << true;
        QTest::newRow("invalid: not waivable")
            << waiverOf(QStringLiteral("a"), QStringLiteral("SC01")) << "a"
            << findingOf(QStringLiteral("SC01")) << false;
        Waiver ownerless = rt01;
        ownerless.owner.clear();
        QTest::newRow("invalid: no owner") << ownerless << "a" << onLayers << false;
        Finding aboutWaiver = findingOf(QStringLiteral("RT01"));
        aboutWaiver.waiver = 1;
        QTest::newRow("a finding about a waiver") << rt01 << "a" << aboutWaiver << false;
    }
    void matches() {
        QFETCH(Waiver, waiver);
        QFETCH(QString, flowId);
        QFETCH(Finding, finding);
        QFETCH(bool, matches);
        const WaiverEngine engine({waiver}, Today);
        QCOMPARE(engine.matches(1, flowId, finding), matches);
        const bool inForce = engine.status(1).accepts();
        QCOMPARE(engine.acceptingWaiver(flowId, finding), matches && inForce ? 1 : 0);
        QList<Finding> findings{finding};
        engine.accept(flowId, findings);
        QCOMPARE(findings[0].acceptedBy, matches && inForce ? 1 : 0);
    }

    // What a waiver names: the findings of every flow whose trimmed ID is its own, an
    // advisory's among the advisories only when there is a source of them.
    void named_data() {
        QTest::addColumn<Waiver>("waiver");
        QTest::addColumn<bool>("advisories");
        QTest::addColumn<QString>("named");
        QTest::addColumn<bool>("covers");
        QTest::addColumn<QString>("said");
        const Waiver rt01 = waiverOf(QStringLiteral("a"), QStringLiteral("RT01"));
        QTest::newRow("every flow of the ID, blanks or not")
            << rt01 << false << "0:0 1:0 3:0" << true << "";
        QTest::newRow("a rule on every flow")
            << waiverOf(QStringLiteral("b"), QStringLiteral("IP01")) << false << "2:0" << true
            << "";
        QTest::newRow("the field of another rule")
            << waiverOf(QStringLiteral("a"), QStringLiteral("IP01"), QStringLiteral("retry_layers"))
            << false << "" << false << "WV03";
        QTest::newRow("no flow") << waiverOf(QStringLiteral("c"), QStringLiteral("RT01")) << false
                                 << "" << false << "WV03";
        QTest::newRow("an advisory, with a source")
            << waiverOf(QStringLiteral("b"), QStringLiteral("VA01")) << true << "2:0a" << true
            << "";
        QTest::newRow("an advisory, without: it covers nothing")
            << waiverOf(QStringLiteral("b"), QStringLiteral("VA01")) << false << "" << false
            << "WV03";
        QTest::newRow("expired: names, covers nothing")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"), {},
                        QStringLiteral("2026-11-30"))
            << false << "0:0 1:0 3:0" << false << "WV01";
        QTest::newRow("expiring: names, covers")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"), {},
                        QStringLiteral("2026-12-15"))
            << false << "0:0 1:0 3:0" << true << "WV02";
        QTest::newRow("expired and naming nothing: only WV01")
            << waiverOf(QStringLiteral("c"), QStringLiteral("RT01"), {},
                        QStringLiteral("2026-11-30"))
            << false << "" << false << "WV01";
        QTest::newRow("invalid: names nothing")
            << waiverOf(QStringLiteral("a"), QStringLiteral("RT01"), {},
                        QStringLiteral("2028-01-01"))
            << false << "" << false << "WV04";
    }
    void named() {
        QFETCH(Waiver, waiver);
        QFETCH(bool, advisories);
        QFETCH(QString, named);
        QFETCH(bool, covers);
        QFETCH(QString, said);
        const Subjects subjects;
        WaiverEngine engine({waiver}, Today);
        engine.setFlows(subjects.flows);
        const WaiverSubjects given = subjects.with(advisories);
        QCOMPARE(describe(engine.named(1, given)), named);
        QCOMPARE(describe(engine.named(1, given, 1)), named.section(u' ', 0, 0));
        QCOMPARE(engine.coversAFinding(1, given), covers);
        QStringList rules;
        for (const Finding& f : engine.findingsAbout(1, given, Messages::Omit)) {
            QCOMPARE(f.waiver, 1);
            rules.append(f.rule);
        }
        QCOMPARE(rules.join(u' '), said);
    }

    // The indexes follow the edits: a flow renamed, a waiver changed in place, the waivers
    // replaced with the flows kept.
    void editsKeepTheIndexes() {
        Subjects subjects;
        WaiverEngine engine({waiverOf(QStringLiteral("b"), QStringLiteral("IP01"))}, Today);
        engine.setFlows(subjects.flows);
        QCOMPARE(engine.flowsWithId(QStringLiteral(" a")), (QList<int>{0, 1, 3}));
        subjects.flows[3].setText(Field::FlowId, QStringLiteral("b "));
        engine.renameFlow(3, QStringLiteral("a"), QStringLiteral("b "));
        QCOMPARE(engine.flowsWithId(QStringLiteral("a")), (QList<int>{0, 1}));
        QCOMPARE(engine.flowsWithId(QStringLiteral("b")), (QList<int>{2, 3}));
        const WaiverSubjects given = subjects.with(false);
        QCOMPARE(describe(engine.named(1, given)), QStringLiteral("2:0 3:0"));
        QCOMPARE(engine.flowIds(), QList<QString>{QStringLiteral("b")});
        engine.update(1, waiverOf(QStringLiteral(" a"), QStringLiteral("RT01")));
        QCOMPARE(engine.flowIds(), QList<QString>{QStringLiteral("a")});
        QCOMPARE(describe(engine.named(1, given)), QStringLiteral("0:0 1:0"));
        QCOMPARE(engine.waiver(1).flowId, QStringLiteral(" a"));
        engine.setWaivers({});
        QVERIFY(engine.isEmpty());
        QVERIFY(engine.flowIds().isEmpty());
        QCOMPARE(engine.flowsWithId(QStringLiteral("b")), (QList<int>{2, 3}));
    }

    void everyUserAgrees() {
        QFETCH(QByteArray, waivers);
        QFETCH(QString, expected);
        Inventory inventory = Test::inventoryFromYaml(Flows + "waivers:\n" + waivers);
        QCOMPARE(inventory.flows.size(), 6);
        // The readers and the editor's cells trim what they are given; an inventory made
        // in memory may not, and the spec compares IDs after trimming all the same.
        inventory.flows[2].setText(Field::FlowId, QStringLiteral(" spaced "));
        const Verdicts lint = ofLint(inventory);
        QCOMPARE(lint.summary(), expected);
        QCOMPARE(ofEditor(inventory), lint);
        QCOMPARE(ofEditedDocument(inventory), lint);
        QCOMPARE(ofReport(inventory), lint);
    }
};

QTEST_GUILESS_MAIN(TestWaiverEngine)
#include "tst_waiverengine.moc"
