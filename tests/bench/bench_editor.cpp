// Edit latency of the editor at 1k and 100k flows: one cell set through the model as a
// view does it (setData → undo command → document → engine → dataChanged). First the data
// path alone, up to dataChanged; then in the whole window (hidden), up to the moment every
// listener (filter proxy, findings dock, flow form, status bar) is done. The ratio of the
// two sizes shows whether an edit's cost grows with the inventory (see README, "Speed").
#include "inventorygenerator.h"

#include "core/document/inventorydocument.h"
#include "core/io/yamlreader.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/findingsmodel.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/models/inventorymodel.h"
#include "ui/dialogs/userprompts.h"
#include "ui/mainwindow.h"
#include "ui/views/inventorytableview.h"

#include <QApplication>
#include <QStandardPaths>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <chrono>

using namespace FlowAudit;

namespace {

void BM_EditToDataChanged(benchmark::State& state)
{
    InventoryReadResult result = YamlReader::readFile(generatedInventory(int(state.range(0))));
    if (!result.inventory) {
        state.SkipWithError(qPrintable(result.error.toString()));
        return;
    }
    InventoryDocument document;
    document.reset(std::move(*result.inventory));
    QUndoStack stack;
    InventoryEditor editor(&document, &stack);
    InventoryModel model(&document, &editor);
    FlowFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    FindingsModel findings(&document);

    const int row = document.flowCount() / 2;
    const QModelIndex cell = model.index(row, model.columnOf(Field::RetryLayers));
    std::chrono::steady_clock::time_point changedAt;
    int changes = 0;
    QObject::connect(&model, &QAbstractItemModel::dataChanged, [&] {
        changedAt = std::chrono::steady_clock::now();
        ++changes;
    });
    const QString values[] = {QStringLiteral("sdk:3;worker:5"), QStringLiteral("none")};
    int i = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        model.setData(cell, values[i++ % 2]);
        state.SetIterationTime(std::chrono::duration<double>(changedAt - start).count());
    }
    if (changes < int(state.iterations()))
        state.SkipWithError("an edit did not reach dataChanged");
    state.counters["flows"] = document.flowCount();
}

void BM_EditInWindow(benchmark::State& state)
{
    InventoryReadResult result = YamlReader::readFile(generatedInventory(int(state.range(0))));
    if (!result.inventory) {
        state.SkipWithError(qPrintable(result.error.toString()));
        return;
    }
    DialogPrompts prompts; // never asked: nothing here opens or closes a file
    MainWindow window(&prompts);
    window.document()->reset(std::move(*result.inventory));
    InventoryModel* model = window.model();
    const int row = window.document()->flowCount() / 2;
    const QModelIndex cell = model->index(row, model->columnOf(Field::RetryLayers));
    window.table()->setCurrentIndex(window.proxy()->mapFromSource(cell)); // the form shows this flow
    const QString values[] = {QStringLiteral("sdk:3;worker:5"), QStringLiteral("none")};
    int i = 0;
    for (auto _ : state) {
        const auto start = std::chrono::steady_clock::now();
        if (!model->setData(cell, values[i++ % 2]))
            state.SkipWithError("the edit was refused");
        state.SetIterationTime(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    }
    state.counters["flows"] = window.document()->flowCount();
}

} // namespace

BENCHMARK(BM_EditToDataChanged)->Arg(1000)->Arg(100000)->UseManualTime()->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_EditInWindow)->Arg(1000)->Arg(100000)->UseManualTime()->Unit(benchmark::kMicrosecond);

int main(int argc, char** argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QStandardPaths::setTestModeEnabled(true); // the window's settings and recovery folder are not the user's
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
