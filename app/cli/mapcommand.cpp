// flowaudit-cli map: the systems map of an inventory as SVG, PNG or PDF
// (docs/spec/inventory-format.md, "Systems").
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/laidoutmap.h"
#include "app/cli/mapfocusoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/progressline.h"

#include "core/io/files/atomicfile.h"
#include "core/lint/lintrun.h"
#include "core/vendors/vendorcatalogue.h"
#include "painting/mapimage.h"

#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

const OptionSpec mapOptions[] = {
    Options::required(Options::valueNamed(
        Options::described(Options::output,
                           QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                             "the map to write (atomically); its extension names "
                                             "the format")),
        "MAP.svg|png|pdf")),
    MapFocusOptions::only,
    MapFocusOptions::around,
    MapFocusOptions::depth,
    MapFocusOptions::group,
    MapFocusOptions::arrows};

int runMap(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    const QString output = arguments.value(Options::Output);
    const QString format = QFileInfo(output).suffix().toLower();
    if (!MapImage::writes(format))
        return usageError(tr("%1: map writes SVG, PNG or PDF (.svg, .png, .pdf), and cannot tell a "
                             "format from this name")
                              .arg(output));
    MapFocus focus;
    if (const int status = readMapFocus(arguments, &focus))
        return status;
    if (namesOneOf(output, files))
        return refuseOutputOverInput(QStringLiteral("map"), output);

    // Graphviz on a large estate takes seconds: a terminal is told which step is running.
    ProgressLine progress(
        ReportSteps({tr("Checking the flows…"), tr("Laying out the map with Graphviz…"),
                     tr("Drawing the map…")},
                    {20, 60, 20}));
    progress.report(0, 0, 1);
    const QString& file = files.first();
    const ReadInventory* read = context.inventory(file);
    if (!read)
        return context.notRun();
    const FileLint lint = lintInventory(file, *read->read.inventory);
    const VendorCatalogue* teamCards = context.cards(file, *lint.inventory);
    if (!teamCards)
        return context.notRun();
    const VendorCatalogue& cards = *teamCards;
    const std::optional<LaidOutMap> map =
        laidOutMap(file, lint, cards, focus, [&progress] { progress.report(1, 0, 1); });
    if (!map)
        return context.notRun();
    progress.report(2, 0, 1);
    const MapGraph& graph = map->graph;
    const QByteArray bytes = MapImage::file(
        graph, map->layout, format, tr("Systems map of %1").arg(QFileInfo(file).fileName()));
    if (bytes.isEmpty())
        return context.notRun(
            tr("%1: the map could not be drawn; nothing was written").arg(output));
    if (const auto error = AtomicFile::write(output, bytes))
        return context.notRun(error->toString());
    QString said = tr("%1: written, %2, %3, %4")
                       .arg(output, tr("%n system(s)", nullptr, int(graph.systems.size())),
                            tr("%n flow(s)", nullptr, int(graph.flowCount())),
                            tr("%n arrow(s)", nullptr, int(graph.arrows.size())));
    if (const QString shown = focus.describe(); !shown.isEmpty())
        said += u' ' + tr("(%1)").arg(shown);
    printLine(stderr, said);
    return context.done();
}

} // namespace

extern const CommandSpec mapCommand{
    "map",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "the systems map as SVG, PNG or PDF"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "The systems map: each system a box (named, grouped and placed by the inventory's\n"
        "optional systems: block), one arrow for each pair of systems with the number of flows\n"
        "on it, coloured and drawn by the worst verdict of its flows as lint counts it (fail\n"
        "thick, warn dashed, accepted dotted, ok thin); laid out by Graphviz. In the SVG each\n"
        "system is <g id=\"system-ID\" class=\"system\">, each pair's arrow <g class=\"flow pair "
        "fail|warn|ok|accepted\"\n"
        "data-flows=\"flow-ID ...\">, its flows listed in its <title>.\n"
        "A malformed systems: entry is warned about with its line, never refused."),
    mapOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 the map was written, whatever the findings; 2 it was not (bad "
        "usage, an\n"
        "output name that is not .svg, .png or .pdf, a file that cannot be read, a system or "
        "group\n"
        "the map does not have, a map that cannot be written)."),
    runMap,
    true};

} // namespace FlowAudit::Cli
