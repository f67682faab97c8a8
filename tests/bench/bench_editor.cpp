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
#include "ui/views/tableclipboard.h"
#include "ui/actions/flowactions.h"
#include "core/io/tabseparatedtext.h"

#include <QApplication>
#include <QStandardPaths>
#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <QItemSelectionModel>

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

// A spreadsheet's copy of the first flows, every column from the flow ID on, with the name
// and retry layers changed (so every row is a real edit that moves findings), grown row by
// row to about `bytes`.
QString largeClipboard(const InventoryDocument& document, const InventoryModel& model, qsizetype bytes)
{
    QList<QStringList> rows;
    qsizetype size = 0;
    for (int flow = 0; flow < document.flowCount() && size < bytes; ++flow) {
        QStringList row;
        for (int column = model.columnOf(Field::FlowId); column < model.columnCount(); ++column) {
            QString text = model.index(flow, column).data(Qt::EditRole).toString();
            if (column == model.columnOf(Field::Name))
                text += QStringLiteral(" (pasted)");
            else if (column == model.columnOf(Field::RetryLayers))
                text = flow % 2 ? QStringLiteral("sdk:3;worker:5") : QStringLiteral("none");
            size += text.size() + 1;
            row.append(text);
        }
        rows.append(row);
    }
    return TabSeparatedText::format(rows);
}

using Clock = std::chrono::steady_clock;
double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// A 2 MB clipboard pasted over the first flows of a 10k-flow inventory, then undone, in the
// shown window until its event queue is empty (what the user waits for), beside the same
// edits on the bare data path (document, engine, undo stack: no model, view or dock). The
// ratios say how much the window adds to the data's own cost; absolute times are printed
// for reference only.
void BM_PasteLargeClipboard(benchmark::State& state)
{
    InventoryReadResult result = YamlReader::readFile(generatedInventory(int(state.range(0))));
    if (!result.inventory) {
        state.SkipWithError(qPrintable(result.error.toString()));
        return;
    }
    const Inventory inventory = *result.inventory;
    DialogPrompts prompts;
    MainWindow window(&prompts);
    window.document()->reset(inventory);
    window.show();
    QCoreApplication::processEvents();
    const QString text = largeClipboard(*window.document(), *window.model(), 2 * 1000 * 1000);
    const QList<QStringList> rows = TabSeparatedText::parse(text);

    // The bare path: the cells the clipboard would set, straight to the editor facade.
    InventoryDocument bare;
    bare.reset(inventory);
    QUndoStack bareStack;
    InventoryEditor bareEditor(&bare, &bareStack);
    QList<CellEdit> edits;
    for (int r = 0; r < rows.size(); ++r) {
        for (int c = 0; c < rows[r].size(); ++c) {
            if (const auto column = window.model()->flowColumn(window.model()->columnOf(Field::FlowId) + c))
                edits.append({r, *column, rows[r][c]});
        }
    }

    double paste = 0, undo = 0, barePaste = 0, bareUndo = 0;
    for (auto _ : state) {
        window.table()->setCurrentIndex(window.proxy()->index(0, window.model()->columnOf(Field::FlowId)));
        QCoreApplication::processEvents();
        auto start = Clock::now();
        if (!window.flowActions()->clipboard()->paste(text))
            state.SkipWithError("the paste changed nothing");
        QCoreApplication::processEvents();
        const double pasted = secondsSince(start);
        start = Clock::now();
        window.undoStack()->undo();
        QCoreApplication::processEvents();
        undo += secondsSince(start);
        paste += pasted;
        state.SetIterationTime(pasted);

        start = Clock::now();
        bareEditor.setCells(edits, {}, 0, QStringLiteral("paste"));
        barePaste += secondsSince(start);
        start = Clock::now();
        bareStack.undo();
        bareUndo += secondsSince(start);
    }
    const double n = double(state.iterations());
    state.counters["clipboard_MB"] = double(text.toUtf8().size()) / 1e6;
    state.counters["rows"] = double(rows.size());
    state.counters["paste_s"] = paste / n;
    state.counters["undo_s"] = undo / n;
    state.counters["paste_per_bare"] = paste / barePaste;
    state.counters["undo_per_bare"] = undo / bareUndo;
    state.counters["undo_per_paste"] = undo / paste;
}

} // namespace

BENCHMARK(BM_PasteLargeClipboard)->Arg(1000)->Arg(10000)->UseManualTime()->Unit(benchmark::kMillisecond)->Iterations(2);
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
