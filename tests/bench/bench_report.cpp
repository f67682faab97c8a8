// The audit report of a generated inventory, stage by stage: the data (rule engine, vendor
// maths, reviews), its wording, the HTML, and the PDF (laid out and drawn). The PDF
// reports its pages and pages per second; the sizes' ratio shows how the cost grows.
#include "inventorygenerator.h"

#include "core/document/ruleengine.h"
#include "core/io/bundleddata.h"
#include "core/io/yamlreader.h"
#include "core/report/auditreportbuilder.h"
#include "core/report/htmlreportwriter.h"
#include "core/report/reportcomposer.h"
#include "ui/painting/pdfreportwriter.h"
#include "ui/painting/reportpages.h"

#include <QGuiApplication>

#include <benchmark/benchmark.h>

using namespace FlowAudit;

namespace {

const VendorCatalogue& cards() {
    static const VendorCatalogue catalogue =
        VendorCatalogue::loadDirectory(BundledData::vendorsDirectory()).catalogue;
    return catalogue;
}

std::optional<Inventory> inventoryOf(benchmark::State& state) {
    InventoryReadResult result = YamlReader::readFile(generatedInventory(int(state.range(0))));
    if (!result.inventory)
        state.SkipWithError(qPrintable(result.error.toString()));
    return result.inventory;
}

AuditReport reportOf(const Inventory& inventory) {
    AuditReportInput input;
    input.fileName = QStringLiteral("generated.yaml");
    return *AuditReportBuilder::build(inventory, cards(), input);
}

void BM_ReportData(benchmark::State& state) {
    const auto inventory = inventoryOf(state);
    if (!inventory)
        return;
    for (auto _ : state)
        benchmark::DoNotOptimize(reportOf(*inventory));
}

// The same data with a waiver for every tenth flow, accepting its first finding: set beside
// BM_ReportData, what the accepted risks cost.
void BM_ReportDataWithWaivers(benchmark::State& state) {
    auto inventory = inventoryOf(state);
    if (!inventory)
        return;
    const RuleEngine engine(*inventory);
    for (int i = 0; i < inventory->flows.size(); i += 10) {
        if (engine.verdicts(i).isEmpty())
            continue;
        Waiver waiver;
        waiver.flowId = inventory->flows[i].text(Field::FlowId);
        waiver.rule = engine.verdicts(i).first().rule;
        waiver.justification = QStringLiteral("benchmark");
        waiver.owner = QStringLiteral("bench");
        waiver.expires = utcToday().addDays(90).toString(Qt::ISODate);
        inventory->waivers.append(waiver);
    }
    state.counters["waivers"] = double(inventory->waivers.size());
    for (auto _ : state)
        benchmark::DoNotOptimize(reportOf(*inventory));
}

void BM_ReportWording(benchmark::State& state) {
    const auto inventory = inventoryOf(state);
    if (!inventory)
        return;
    const AuditReport report = reportOf(*inventory);
    for (auto _ : state)
        benchmark::DoNotOptimize(ReportComposer::compose(report));
}

void BM_ReportHtml(benchmark::State& state) {
    const auto inventory = inventoryOf(state);
    if (!inventory)
        return;
    const ReportDocument document = ReportComposer::compose(reportOf(*inventory));
    for (auto _ : state)
        benchmark::DoNotOptimize(HtmlReportWriter::write(document, ReportPaper::A4));
}

// The pages alone: the text laid out and cut into pages, what the preview waits for.
void BM_ReportLayout(benchmark::State& state) {
    const auto inventory = inventoryOf(state);
    if (!inventory)
        return;
    const ReportDocument document = ReportComposer::compose(reportOf(*inventory));
    int pages = 0;
    for (auto _ : state)
        pages = ReportPages::lay(document, ReportPaper::A4)->pageCount();
    state.counters["pages"] = pages;
}

// The whole PDF as the command line writes it: data, wording, layout and drawing.
void BM_ReportPdf(benchmark::State& state) {
    const auto inventory = inventoryOf(state);
    if (!inventory)
        return;
    int pages = 0;
    for (auto _ : state) {
        const ReportDocument document = ReportComposer::compose(reportOf(*inventory));
        const auto laid = ReportPages::lay(document, ReportPaper::A4);
        pages = laid->pageCount();
        benchmark::DoNotOptimize(PdfReportWriter::write(*laid, document, false));
    }
    state.counters["pages"] = pages;
    state.counters["pages_per_second"] =
        benchmark::Counter(double(pages), benchmark::Counter::kIsIterationInvariantRate);
}

} // namespace

BENCHMARK(BM_ReportData)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportDataWithWaivers)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportWording)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportHtml)->Arg(20)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ReportLayout)->Arg(20)->Arg(1000)->Unit(benchmark::kSecond)->Iterations(1);
BENCHMARK(BM_ReportPdf)->Arg(20)->Arg(1000)->Unit(benchmark::kSecond)->Iterations(1);

int main(int argc, char** argv) {
    // PDF needs a QGuiApplication; it never shows a window.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
