// The systems map as data (docs/spec/inventory-format.md, "Systems"): each distinct source and
// destination one system, each flow an arrow per source and destination, coloured by its
// verdict as lint counts it; the `systems:` block's labels, groups and positions, and its
// malformed entries warned about, never refused; IDs made safe and numbered. One arrow per
// pair of systems, the focus views (only, around, group) and the cut to what can be read.
#include "testsupport.h"

#include "core/io/yaml/yamlreader.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/lint/lintrun.h"
#include "core/map/legiblemap.h"
#include "core/map/mapfocus.h"
#include "core/map/mapgraph.h"
#include "core/map/maplayout.h"
#include "core/map/mapstyle.h"
#include "core/map/mapsvg.h"
#include "core/vendors/vendorcatalogue.h"

#include <QTest>

using namespace FlowAudit;

namespace {

MapGraph graphOf(const Inventory& inventory) {
    const FileLint lint = lintInventory(QStringLiteral("t.yaml"), inventory, {});
    return MapGraph::of(
        inventory, [&lint](int i) { return lint.findingsOf(i); }, &Test::bundledCards());
}

QStringList labels(const MapGraph& graph) {
    QStringList all;
    for (const MapSystem& s : graph.systems)
        all.append(s.label);
    return all;
}

} // namespace

class TestMapGraph : public QObject {
    Q_OBJECT
private slots:
    void systemsArrowsAndVerdicts() {
        const Inventory inventory = Test::inventoryFromYaml(
            "flows:\n"
            "  - {flow_id: a, source: Stripe, destination: 'hubspot, Slack', ipaas: make,\n"
            "     method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
            "  - {flow_id: b, source: ' stripe ', destination: netsuite, retry_layers: "
            "'sdk:3;worker:5'}\n"
            "  - {flow_id: a, destination: netsuite, method: native, creates_records: no,\n"
            "     side_effect: none, retry_layers: none}\n"
            "systems:\n"
            "  netsuite: {label: NetSuite ERP, group: Finance, at: [120, 40]}\n"
            "  stripe: {group: Finance}\n"
            "  warehouse: {label: Snowflake}\n"
            "waivers: []\n");
        const MapGraph graph = graphOf(inventory);
        QVERIFY(graph.warnings.isEmpty());
        // Stripe's label is its card's vendor; netsuite's the entry's; Slack as written; an
        // unknown box for the third flow's blank source; the unused entry last.
        QCOMPARE(labels(graph),
                 (QStringList{QStringLiteral("Stripe"), QStringLiteral("HubSpot"),
                              QStringLiteral("Slack"), QStringLiteral("NetSuite ERP"),
                              QStringLiteral("unknown"), QStringLiteral("Snowflake")}));
        QCOMPARE(graph.systems[3].at, std::optional<QPoint>(QPoint(120, 40)));
        QVERIFY(graph.systems[4].unknown);
        QCOMPARE(graph.systems[4].safeId, QStringLiteral("unknown-a-2-source"));
        QCOMPARE(graph.groups.size(), 1);
        QCOMPARE(graph.groups[0].name, QStringLiteral("Finance"));
        QCOMPARE(graph.groups[0].systems, (QList<int>{0, 3}));
        // a draws two arrows; the second flow named a is a-2.
        QCOMPARE(graph.arrows.size(), 4);
        QCOMPARE(graph.arrows[0].flowSafeId(), QStringLiteral("a"));
        QCOMPARE(graph.arrows[1].to, 2);
        QCOMPARE(graph.arrows[0].label(), QStringLiteral("make"));
        QCOMPARE(graph.arrows[3].flowSafeId(), QStringLiteral("a-2"));
        // b retries 15 times: FAIL RT01 colours it.
        QCOMPARE(graph.arrows[2].verdict(), MapVerdict::Fail);
        QVERIFY2(graph.arrows[2].flows.first().rules.contains(QStringLiteral("FAIL RT01")),
                 qPrintable(graph.arrows[2].flows.first().rules.join(u',')));
        // The same inventory gives the same graph.
        const MapGraph again = graphOf(inventory);
        QCOMPARE(labels(again), labels(graph));
    }

    void verdicts_data() {
        QTest::addColumn<QString>(
            "severities"); // each: F, W, I, f (accepted FAIL), V (advisory), X (waiver)
        QTest::addColumn<int>("verdict");
        QTest::newRow("none") << QString() << int(MapVerdict::Ok);
        QTest::newRow("info only") << QStringLiteral("I") << int(MapVerdict::Ok);
        QTest::newRow("warn") << QStringLiteral("IW") << int(MapVerdict::Warn);
        QTest::newRow("fail beats warn") << QStringLiteral("WF") << int(MapVerdict::Fail);
        QTest::newRow("all accepted") << QStringLiteral("f") << int(MapVerdict::Accepted);
        QTest::newRow("accepted and a warn") << QStringLiteral("fW") << int(MapVerdict::Warn);
        QTest::newRow("advisory and waiver findings never colour")
            << QStringLiteral("VX") << int(MapVerdict::Ok);
    }
    void verdicts() {
        QFETCH(QString, severities);
        QFETCH(int, verdict);
        QList<Finding> findings;
        for (const QChar c : severities) {
            Finding f;
            f.rule = QStringLiteral("RT01");
            f.severity = c == u'W' ? Severity::Warn : c == u'I' ? Severity::Info : Severity::Fail;
            if (c == u'f')
                f.acceptedBy = 1;
            if (c == u'V')
                f.rule = QStringLiteral("VA01");
            if (c == u'X') {
                f.rule = QStringLiteral("WV01");
                f.waiver = 1;
            }
            findings.append(f);
        }
        QCOMPARE(int(MapGraph::verdictOf(findings)), verdict);
        QCOMPARE(MapGraph::verdictClass(MapGraph::verdictOf(findings)),
                 (QStringList{QStringLiteral("fail"), QStringLiteral("warn"),
                              QStringLiteral("accepted"), QStringLiteral("ok")})[verdict]);
    }

    // A malformed entry never refuses the file: it is warned about with its line, the map
    // draws that system as if the entry were absent, and a save keeps it as written.
    void malformedEntriesAreWarnedAbout() {
        const QByteArray yaml = "flows:\n"
                                "  - {flow_id: a, source: stripe, destination: hubspot}\n"
                                "systems:\n"
                                "  stripe: {label: Stripe Inc, at: [1, two]}\n"
                                "  hubspot: just text\n"
                                "  slack: {group: [a]}\n"
                                "  Stripe: {label: again}\n"
                                "  zendesk: {at: [10.5, 3]}\n";
        const Inventory inventory = Test::inventoryFromYaml(yaml);
        const MapGraph graph = graphOf(inventory);
        QStringList said;
        for (const SystemsWarning& w : graph.warnings)
            said.append(QStringLiteral("%1: %2").arg(w.line).arg(w.message));
        QCOMPARE(said,
                 (QStringList{QStringLiteral("4: systems.stripe.at: expected [x, y], two whole "
                                             "numbers of points"),
                              QStringLiteral("5: systems.hubspot: expected a map of label, group "
                                             "and at"),
                              QStringLiteral("6: systems.slack.group: expected text"),
                              QStringLiteral("7: systems.Stripe: the system is named twice; the "
                                             "first one counts"),
                              QStringLiteral("8: systems.zendesk.at: expected [x, y], two whole "
                                             "numbers of points")}));
        QCOMPARE(labels(graph), (QStringList{QStringLiteral("Stripe"), QStringLiteral("HubSpot")}));
        QVERIFY(!graph.systems[0].at);
        // Saved canonically, the block comes back as written, after the flows.
        const QByteArray written = YamlWriter::write(inventory);
        QVERIFY2(written.contains("flows:") &&
                     written.indexOf("systems:") > written.indexOf("flows:"),
                 written.constData());
        QCOMPARE(SystemsBlock::read(Test::inventoryFromYaml(written)).warnings.size(), 5);
    }

    // systems: is written after the flows and before the waivers.
    void writtenBetweenFlowsAndWaivers() {
        const Inventory inventory = Test::inventoryFromYaml(
            "owner: x\nwaivers: [{flow_id: a, rule: RT01, justification: j, owner: o, expires: "
            "2027-01-01}]\nextra: 1\nsystems: {a: {group: G}}\nflows: []\n");
        const QByteArray written = YamlWriter::write(inventory);
        QVERIFY2(written.indexOf("flows:") < written.indexOf("systems:") &&
                     written.indexOf("systems:") < written.indexOf("waivers:") &&
                     written.indexOf("waivers:") < written.indexOf("extra:"),
                 written.constData());
    }

    // Laid out by Graphviz: a placed system is drawn at its `at`, and stays there when a flow
    // is added; every arrow starts and ends at its systems' boxes; the same graph, the same
    // layout; a flow from a system to itself still gets its arrow.
    void layout() {
        const QByteArray yaml = "flows:\n"
                                "  - {flow_id: a, source: stripe, destination: hubspot}\n"
                                "  - {flow_id: b, source: hubspot, destination: netsuite}\n"
                                "  - {flow_id: c, source: netsuite, destination: netsuite}\n"
                                "systems:\n"
                                "  hubspot: {at: [400, 300], group: Sales}\n";
        const MapGraph graph = graphOf(Test::inventoryFromYaml(yaml));
        QString error;
        const std::optional<MapLayout> first = MapLayout::of(graph, &error);
        QVERIFY2(first, qPrintable(error));
        QCOMPARE(first->systems.size(), graph.systems.size());
        QCOMPARE(first->systems[1].center(), QPointF(400, 300));
        QCOMPARE(first->arrows.size(), graph.arrows.size());
        for (qsizetype i = 0; i < graph.arrows.size(); ++i) {
            const MapLayout::Arrow& arrow = first->arrows[i];
            QVERIFY(arrow.path.size() >= 4);
            const QRectF from = first->systems[graph.arrows[i].from].adjusted(-4, -4, 4, 4);
            const QRectF to = first->systems[graph.arrows[i].to].adjusted(-12, -12, 12, 12);
            QVERIFY2(from.contains(arrow.path.first()), qPrintable(QString::number(i)));
            QVERIFY2(to.contains(arrow.tip), qPrintable(QString::number(i)));
        }
        QVERIFY(first->groups[0].contains(first->systems[1]));
        QVERIFY(first->bounds.contains(first->groups[0]));
        const std::optional<MapLayout> again = MapLayout::of(graph, &error);
        QCOMPARE(again->systems, first->systems);
        QCOMPARE(MapSvg::write(graph, *again), MapSvg::write(graph, *first));
        // A new flow between placed systems moves none of them.
        QByteArray withD = yaml;
        withD.replace("systems:",
                      "  - {flow_id: d, source: zendesk, destination: hubspot}\nsystems:");
        const MapGraph grown = graphOf(Test::inventoryFromYaml(withD));
        QCOMPARE(grown.arrows.size(), graph.arrows.size() + 1);
        const std::optional<MapLayout> grownLayout = MapLayout::of(grown, &error);
        QVERIFY2(grownLayout, qPrintable(error));
        QCOMPARE(grownLayout->systems[1].center(), QPointF(400, 300));
    }

    // Groups laid out by dot never overlap: dot keeps room for each group's name above its
    // systems, where the label strip goes. In the SVG every label (iPaaS, group name) comes
    // after every arrow, so no arrow is drawn across one.
    void groupsApartAndLabelsOverArrows() {
        const MapGraph graph = graphOf(Test::inventoryFromYaml(
            "flows:\n"
            "  - {flow_id: a, source: stripe, destination: netsuite}\n"
            "  - {flow_id: b, source: stripe, destination: hubspot, ipaas: zapier}\n"
            "  - {flow_id: c, source: pipedrive, destination: klaviyo, ipaas: make}\n"
            "  - {flow_id: d, source: hubspot, destination: salesforce}\n"
            "  - {flow_id: e, source: klaviyo, destination: salesforce}\n"
            "  - {flow_id: f, source: salesforce, destination: netsuite}\n"
            "  - {flow_id: g, source: segment, destination: braze}\n"
            "  - {flow_id: h, source: hubspot, destination: braze}\n"
            "  - {flow_id: i, source: segment, destination: snowflake}\n"
            "  - {flow_id: j, source: pipedrive, destination: netsuite}\n"
            "systems:\n"
            "  stripe: {group: Finance}\n  netsuite: {group: Finance}\n"
            "  hubspot: {group: Sales}\n  salesforce: {group: Sales}\n"
            "  pipedrive: {group: Sales}\n  klaviyo: {group: Marketing}\n"
            "  braze: {group: Marketing}\n  segment: {group: Data}\n"
            "  snowflake: {group: Data}\n"));
        QCOMPARE(graph.groups.size(), 4);
        QString error;
        const std::optional<MapLayout> layout = MapLayout::of(graph, &error);
        QVERIFY2(layout, qPrintable(error));
        for (qsizetype a = 0; a < layout->groups.size(); ++a)
            for (qsizetype b = a + 1; b < layout->groups.size(); ++b)
                QVERIFY2(!layout->groups[a].intersects(layout->groups[b]),
                         qPrintable(graph.groups[a].name + QStringLiteral(" / ") +
                                    graph.groups[b].name));
        const QByteArray svg = MapSvg::write(graph, *layout);
        const qsizetype lastArrow = svg.lastIndexOf("<path");
        QVERIFY(lastArrow > 0);
        QVERIFY(svg.indexOf("class=\"ipaas\" data-flow=\"flow-b\"") > lastArrow);
        QVERIFY(svg.indexOf("class=\"group-label\" data-group=\"group-1\"") > lastArrow);
        QVERIFY(svg.indexOf(">Marketing</text>") > lastArrow);
    }

    void safeIds() {
        QCOMPARE(MapGraph::safeId(u"billing to/crm.v2-ü"), QStringLiteral("billing_to_crm.v2-_"));
        // Every id once, whatever the IDs: a numbered form another ID already is is skipped.
        const MapGraph graph = graphOf(Test::inventoryFromYaml(
            "flows:\n  - {flow_id: x, source: Müller, destination: Möller}\n"
            "  - {flow_id: x-2, source: m_ller}\n  - {flow_id: x, source: \"crm\\x01\"}\n"));
        QStringList flows;
        for (const MapArrow& arrow : graph.arrows)
            flows.append(arrow.flowSafeId());
        QCOMPARE(flows,
                 (QStringList{QStringLiteral("x"), QStringLiteral("x-2"), QStringLiteral("x-3")}));
        QStringList systems;
        for (const MapSystem& system : graph.systems)
            systems.append(system.safeId);
        QCOMPARE(systems.size(), QSet<QString>(systems.begin(), systems.end()).size());
        QCOMPARE(systems.mid(0, 3),
                 (QStringList{QStringLiteral("m_ller"), QStringLiteral("m_ller-2"),
                              QStringLiteral("m_ller-3")}));
        // A control character in a label never reaches the SVG, which XML would refuse.
        QString error;
        const QByteArray svg = MapSvg::write(graph, *MapLayout::of(graph, &error));
        QVERIFY(!svg.contains('\x01'));
        QVERIFY(svg.contains(">crm</text>"));
    }

    // Three flows from Stripe to HubSpot (ok, warn, fail), one from HubSpot on, one far off.
    static Inventory estate() {
        return Test::inventoryFromYaml(
            "flows:\n"
            "  - {flow_id: ok, source: stripe, destination: hubspot, ipaas: make, method: native,\n"
            "     creates_records: no, side_effect: none, retry_layers: none}\n"
            "  - {flow_id: fails, source: stripe, destination: hubspot, method: webhook,\n"
            "     creates_records: yes, side_effect: create, retry_layers: 'sdk:3;worker:5'}\n"
            "  - {flow_id: next, source: hubspot, destination: netsuite, ipaas: zapier,\n"
            "     method: native, creates_records: no, side_effect: none, retry_layers: none}\n"
            "  - {flow_id: far, source: netsuite, destination: snowflake, method: native,\n"
            "     creates_records: no, side_effect: none, retry_layers: none}\n"
            "  - {flow_id: again, source: stripe, destination: hubspot, method: native,\n"
            "     creates_records: no, side_effect: none, retry_layers: none, ipaas: n8n}\n"
            "systems:\n"
            "  snowflake: {group: Data}\n"
            "  netsuite: {group: Finance}\n");
    }

    void onePairOneArrow() {
        const MapGraph flows = graphOf(estate());
        QCOMPARE(flows.arrows.size(), 5);
        const MapGraph pairs = flows.perSystemPair();
        QVERIFY(pairs.perPair);
        QCOMPARE(pairs.arrows.size(), 3);
        const MapArrow& stripe = pairs.arrows.first();
        QCOMPARE(stripe.flows.size(), 3);
        QCOMPARE(stripe.flows[1].safeId, QStringLiteral("fails"));
        // The worst of its flows colours it; it counts them; the title lists each.
        QCOMPARE(stripe.verdict(), MapVerdict::Fail);
        QCOMPARE(stripe.label(), QStringLiteral("3 flow(s)")); // no translator in this test
        const QString title = pairs.arrowTitle(0);
        QVERIFY2(title.startsWith(QStringLiteral("Stripe → HubSpot")), qPrintable(title));
        QVERIFY(title.contains(QStringLiteral("\nfails: FAIL ")));
        QVERIFY(title.contains(QStringLiteral("\nok")));
        // A pair of one flow keeps its iPaaS on the arrow.
        QCOMPARE(pairs.arrows[1].label(), QStringLiteral("zapier"));
        QCOMPARE(pairs.flowCount(), 5);
        // --only on pairs keeps only the flows as bad as asked, counted anew.
        const MapGraph failing = pairs.only(MapVerdict::Fail);
        QCOMPARE(failing.arrows.size(), 1);
        QCOMPARE(failing.arrows.first().flows.size(), 1);
        QCOMPARE(failing.arrows.first().flowSafeId(), QStringLiteral("fails"));
        QCOMPARE(failing.arrows.first().label(), QString());
        // The SVG: one group per pair naming its flows, their IDs as each flow's own group has.
        QString error;
        const QByteArray svg = MapSvg::write(pairs, *MapLayout::of(pairs, &error));
        QVERIFY(
            svg.contains("<g id=\"pair-1\" class=\"flow pair fail\" data-from=\"system-stripe\" "
                         "data-to=\"system-hubspot\" data-flows=\"flow-ok flow-fails "
                         "flow-again\"><title>"));
        QVERIFY(!svg.contains("id=\"flow-ok\""));
    }

    void focusViews() {
        const MapGraph whole = graphOf(estate());
        QString problem;
        MapFocus focus;
        focus.around = QStringLiteral("HubSpot"); // the name, whatever the case of its ID
        std::optional<MapGraph> shown = focus.apply(whole, &problem);
        QVERIFY(shown);
        QCOMPARE(shown->arrows.size(), 2); // its own flows: from Stripe, to NetSuite
        QCOMPARE(shown->flowCount(), 4);
        focus.depth = 2;
        QCOMPARE(focus.apply(whole, &problem)->arrows.size(), 3); // NetSuite's flow too
        focus.depth = 1;
        focus.only = MapVerdict::Fail;
        shown = focus.apply(whole, &problem);
        QCOMPARE(shown->flowCount(), 1);
        QCOMPARE(focus.describe(),
                 QStringLiteral("only failing flows, within 1 arrow(s) of HubSpot"));
        // By group: the flows into, out of and inside it.
        MapFocus group;
        group.group = QStringLiteral("data");
        shown = group.apply(whole, &problem);
        QVERIFY(shown);
        QCOMPARE(shown->flowCount(), 1);
        QCOMPARE(shown->arrows.first().flowSafeId(), QStringLiteral("far"));
        // Per flow on request.
        MapFocus perFlow;
        perFlow.perFlow = true;
        QCOMPARE(perFlow.apply(whole, &problem)->arrows.size(), 5);
        // Names the map does not have: nothing, and what it has.
        MapFocus nowhere;
        nowhere.around = QStringLiteral("zendesk");
        QVERIFY(!nowhere.apply(whole, &problem));
        QVERIFY2(problem.contains(QStringLiteral("Stripe, HubSpot, netsuite, snowflake")),
                 qPrintable(problem));
        MapFocus noGroup;
        noGroup.group = QStringLiteral("Sales");
        QVERIFY(!noGroup.apply(whole, &problem));
        QVERIFY2(problem.contains(QStringLiteral("Finance, Data")), qPrintable(problem));
    }

    // A room too small for the whole estate shows the failing flows, then the busiest
    // failing pairs, and says what is left out; a room large enough shows all of it.
    void cutToWhatCanBeRead() {
        QByteArray yaml = "flows:\n";
        for (int i = 0; i < 60; ++i) {
            const bool fails = i % 3 == 0;
            yaml += "  - {flow_id: f" + QByteArray::number(i) + ", source: s" +
                    QByteArray::number(i % 20) + ", destination: d" + QByteArray::number(i % 17) +
                    (fails ? ", method: webhook, creates_records: yes, side_effect: create, "
                             "retry_layers: 'sdk:3;worker:5'}\n"
                           : ", method: native, creates_records: no, side_effect: none, "
                             "retry_layers: none}\n");
        }
        const MapGraph whole = graphOf(Test::inventoryFromYaml(yaml)).perSystemPair();
        QString error;
        const std::optional<LegibleMap> all = LegibleMap::fit(whole, {1e5, 1e5}, 11, &error);
        QVERIFY(all);
        QVERIFY(all->cut.isEmpty());
        QCOMPARE(all->graph.flowCount(), 60);

        const QSizeF slide(1200, 560);
        const double type = 24;
        QVERIFY(!LegibleMap::readable(*MapLayout::of(whole, &error), slide, type));
        const std::optional<LegibleMap> cut = LegibleMap::fit(whole, slide, type, &error);
        QVERIFY(cut);
        QVERIFY(LegibleMap::readable(cut->layout, slide, type));
        QVERIFY2(cut->cut.contains(QStringLiteral("of 60 flows shown")), qPrintable(cut->cut));
        for (const MapArrow& arrow : cut->graph.arrows)
            QCOMPARE(arrow.verdict(), MapVerdict::Fail);
        const qsizetype shown = cut->graph.flowCount();
        QVERIFY(shown >= 1 && shown < 20);
        QVERIFY2(cut->cut.contains(QStringLiteral("%1 left out").arg(60 - shown)),
                 qPrintable(cut->cut));
        // Scaled to fit, the names are at least the type asked for.
        const QRectF figure = MapStyle::figureBounds(cut->layout);
        const double scale =
            std::min(slide.width() / figure.width(), slide.height() / figure.height());
        QVERIFY(scale * MapStyle::FontSize >= type);
    }
};

QTEST_GUILESS_MAIN(TestMapGraph)
#include "tst_mapgraph.moc"
