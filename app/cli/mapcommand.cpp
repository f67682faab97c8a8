// flowaudit-cli map: the systems map of an inventory as SVG, PNG or PDF
// (docs/spec/inventory-format.md, "Systems").
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/laidoutmap.h"
#include "app/cli/mapfocusoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/progressline.h"

#include "core/io/files/atomicfile.h"
#include "core/lint/lintrun.h"
#include "core/vendors/vendorcatalogue.h"
#include "ui/painting/mapimage.h"

#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> mapOptions() {
    return QList<QCommandLineOption>{Options::output()} + mapFocusOptions();
}

int runMap(const QStringList& commandLine) {
    CommandArguments arguments(mapCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("map takes one inventory file"));
    if (!arguments.isSet(Options::Output))
        return usageError(tr("map needs --output MAP.svg"));
    const QString output = arguments.value(Options::Output);
    const QString format = QFileInfo(output).suffix().toLower();
    if (!MapImage::writes(format))
        return usageError(tr("%1: map writes SVG, PNG or PDF (.svg, .png, .pdf), and cannot tell a "
                             "format from this name")
                              .arg(output));
    MapFocus focus;
    if (const int status = readMapFocus(arguments, &focus))
        return status;
    if (namesAnInput(output, files))
        return refuseOutputOverInput(QStringLiteral("map"), output);

    // Graphviz on a large estate takes seconds: a terminal is told which step is running.
    ProgressLine progress(
        ReportSteps({tr("Checking the flows…"), tr("Laying out the map with Graphviz…"),
                     tr("Drawing the map…")},
                    {20, 60, 20}));
    progress.report(0, 0, 1);
    const QString& file = files.first();
    const FileLint lint = lintFile(file, LintOptions{});
    if (!lint.readable()) {
        printLine(stderr, lint.error.toString());
        return 2;
    }
    const std::optional<VendorCatalogue> teamCards = inventoryCards(file, *lint.inventory);
    if (!teamCards)
        return 2;
    const VendorCatalogue& cards = *teamCards;
    const std::optional<LaidOutMap> map =
        laidOutMap(file, lint, cards, focus, [&progress] { progress.report(1, 0, 1); });
    if (!map)
        return 2;
    progress.report(2, 0, 1);
    const MapGraph& graph = map->graph;
    const QByteArray bytes = MapImage::file(
        graph, map->layout, format, tr("Systems map of %1").arg(QFileInfo(file).fileName()));
    if (bytes.isEmpty()) {
        printLine(stderr, tr("%1: the map could not be drawn; nothing was written").arg(output));
        return 2;
    }
    if (const auto error = AtomicFile::write(output, bytes)) {
        printLine(stderr, error->toString());
        return 2;
    }
    QString said = tr("%1: written, %2, %3, %4")
                       .arg(output, tr("%n system(s)", nullptr, int(graph.systems.size())),
                            tr("%n flow(s)", nullptr, int(graph.flowCount())),
                            tr("%n arrow(s)", nullptr, int(graph.arrows.size())));
    if (const QString shown = focus.describe(); !shown.isEmpty())
        said += u' ' + tr("(%1)").arg(shown);
    printLine(stderr, said);
    return 0;
}

} // namespace

const CommandSpec mapCommand{
    "map",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "the systems map as SVG, PNG or PDF"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli map FILE --output MAP.svg|png|pdf [--only fail|warn]\n"
        "        [--around SYSTEM [--depth N]] [--group NAME] [--arrows pairs|flows]\n"
        "      The systems map: each system a box (named, grouped and placed by the "
        "inventory's\n"
        "      optional systems: block), one arrow for each pair of systems with the number "
        "of flows\n"
        "      on it, coloured and drawn by the worst verdict of its flows as lint counts "
        "it (fail\n"
        "      thick, warn dashed, accepted dotted, ok thin); laid out by Graphviz. In the SVG "
        "each\n"
        "      system is <g id=\"system-ID\" class=\"system\">, each pair's arrow <g "
        "class=\"flow pair fail|warn|ok|accepted\"\n"
        "      data-flows=\"flow-ID ...\">, its flows listed in its <title>.\n"
        "      --only     fail: only failing flows; warn: failing and warning ones\n"
        "      --around   only the systems at most --depth arrows (default 1) from this "
        "system (its\n"
        "                 ID or its name), and the flows between them\n"
        "      --group    only the flows into, out of or inside this group of the systems: "
        "block\n"
        "      --arrows   flows: one arrow per flow, its iPaaS on it, each flow <g "
        "id=\"flow-FLOW_ID\">\n"
        "      A malformed systems: entry is warned about with its line, never refused."),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 the map was written, whatever the findings; 2 it was not (bad "
        "usage, an\n"
        "output name that is not .svg, .png or .pdf, a file that cannot be read, a system or "
        "group\n"
        "the map does not have, a map that cannot be written)."),
    mapOptions,
    runMap,
    true};

} // namespace FlowAudit::Cli
