// What a "Fix…" costs: the fixes of one finding (each a check of the flow with the change)
// beside one check of the flow, and on a flow of a 1k and a 100k inventory, to show the
// cost does not grow with the inventory. Report ratios from one run (see docs/performance.md).
#include "inventorygenerator.h"

#include "core/document/ruleengine.h"
#include "core/fixes/flowfixes.h"
#include "core/io/yaml/yamlreader.h"
#include "core/rules/flowchecks.h"
#include "core/vendors/vendorcatalogue.h"

#include <benchmark/benchmark.h>

using namespace FlowAudit;

namespace {

const VendorCatalogue& cards() {
    static const VendorCatalogue catalogue =
        VendorCatalogue::loadDirectory(QStringLiteral(FLOWAUDIT_VENDOR_DIR)).catalogue;
    return catalogue;
}

// The example's make_pipedrive_to_klaviyo: RT01 FAIL, IP03 WARN, cards at both ends.
void makePipedriveToKlaviyo(Flow& flow) {
    flow.setText(Field::Source, QStringLiteral("pipedrive"));
    flow.setText(Field::Destination, QStringLiteral("klaviyo"));
    flow.setText(Field::Ipaas, QStringLiteral("make"));
    flow.setText(Field::Method, QStringLiteral("ipaas"));
    flow.setText(Field::CreatesRecords, QStringLiteral("yes"));
    flow.setText(Field::IdempotencyKey, QStringLiteral("make_pipedrive_to_klaviyo + person.id"));
    flow.setText(Field::LedgerRetentionDays, QString());
    flow.setText(Field::MaxReplayWindowDays, QStringLiteral("1"));
    flow.setText(Field::RetryLayers, QStringLiteral("retry_handler:3;incomplete_executions:9"));
    flow.setText(Field::InboundWebhook, QStringLiteral("yes"));
    flow.setText(Field::AckP99Seconds, QStringLiteral("0.3"));
    flow.setText(Field::SenderTimeoutSeconds, QStringLiteral("10"));
}

Finding rt01(const Flow& flow) {
    for (const Finding& finding : checkFlow(flow, 1, 1)) {
        if (finding.rule == QLatin1StringView("RT01"))
            return finding;
    }
    return {};
}

void BM_CheckFlow(benchmark::State& state) {
    Flow flow;
    makePipedriveToKlaviyo(flow);
    for (auto _ : state)
        benchmark::DoNotOptimize(checkFlow(flow, 1, 1));
}

void BM_FixesForFinding(benchmark::State& state) {
    InventoryReadResult result = YamlReader::readFile(generatedInventory(int(state.range(0))));
    Inventory& inventory = *result.inventory;
    const int row = int(inventory.flows.size() / 2);
    makePipedriveToKlaviyo(inventory.flows[row]);
    const RuleEngine engine(inventory);
    const Flow& flow = inventory.flows[row];
    const Finding finding = rt01(flow);
    qsizetype offered = 0;
    for (auto _ : state) {
        // As the editor asks: the context from the engine's ID index and the cards.
        FixContext context;
        context.row = row + 1;
        context.flowsSharingId = engine.flowsSharingId(flow.text(Field::FlowId));
        context.cards = cards().forFlow(flow);
        const QList<Fix> fixes = FlowFixes::forFinding(flow, context, finding);
        offered = fixes.size();
        benchmark::DoNotOptimize(fixes);
    }
    state.counters["fixes"] = double(offered);
}

} // namespace

BENCHMARK(BM_CheckFlow)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_FixesForFinding)->Arg(1000)->Arg(100000)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
