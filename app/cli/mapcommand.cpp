// flowaudit-cli map: the systems map of an inventory as SVG, PNG or PDF
// (docs/spec/inventory-format.md, "Systems").
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/laidoutmap.h"
#include "app/cli/outputguard.h"

#include "core/io/files/atomicfile.h"
#include "core/lint/lintrun.h"
#include "core/vendors/vendorcatalogue.h"
#include "ui/painting/mapimage.h"

#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> mapOptions() {
    return {Options::output(), Options::valued("only")};
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
    std::optional<MapVerdict> only;
    if (arguments.isSet(QLatin1StringView("only"))) {
        const QString verdict = arguments.value(QLatin1StringView("only"));
        if (verdict == u"fail")
            only = MapVerdict::Fail;
        else if (verdict == u"warn")
            only = MapVerdict::Warn;
        else
            return usageError(tr("--only takes fail or warn, not \"%1\"").arg(verdict));
    }
    if (namesAnInput(output, files))
        return refuseOutputOverInput(QStringLiteral("map"), output);

    const QString& file = files.first();
    const FileLint lint = lintFile(file, LintOptions{});
    if (!lint.readable()) {
        printLine(stderr, lint.error.toString());
        return 2;
    }
    const VendorCatalogue cards = bundledCards();
    const std::optional<LaidOutMap> map = laidOutMap(file, lint, cards, only);
    if (!map)
        return 2;
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
    QSet<int> flows;
    for (const MapArrow& arrow : graph.arrows)
        flows.insert(arrow.flow);
    printLine(stderr, tr("%1: written, %2 systems, %3 flows")
                          .arg(output)
                          .arg(graph.systems.size())
                          .arg(flows.size()));
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
        "      The systems map: each system a box (named, grouped and placed by the "
        "inventory's\n"
        "      optional systems: block), each flow an arrow from its source to its "
        "destination,\n"
        "      coloured and drawn by its verdict as lint counts it (fail thick, warn dashed, "
        "accepted\n"
        "      dotted, ok thin), its iPaaS on the arrow; laid out by Graphviz. In the SVG each "
        "system is\n"
        "      <g id=\"system-ID\" class=\"system\">, each flow <g id=\"flow-FLOW_ID\" "
        "class=\"flow fail|warn|ok|accepted\">.\n"
        "      --only     fail: only failing flows; warn: failing and warning ones\n"
        "      A malformed systems: entry is warned about with its line, never refused."),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 the map was written, whatever the findings; 2 it was not (bad "
        "usage, an\n"
        "output name that is not .svg, .png or .pdf, a file that cannot be read, a map "
        "that cannot be "
        "written)."),
    mapOptions,
    runMap,
    true};

} // namespace FlowAudit::Cli
