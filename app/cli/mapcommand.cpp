// flowaudit-cli map: the systems map of an inventory as SVG, PNG or PDF
// (docs/spec/inventory-format.md, "Systems").
#include "app/cli/clicommands.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/laidoutmap.h"
#include "app/cli/outputguard.h"

#include "core/io/atomicfile.h"
#include "core/lint/lintrun.h"
#include "core/vendors/vendorcatalogue.h"
#include "ui/painting/mapimage.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace FlowAudit::Cli {

int map(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Map);
    QCommandLineParser parser;
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("The map to write."),
                                          QStringLiteral("path"));
    const QCommandLineOption onlyOption(QStringLiteral("only"), tr("fail or warn."),
                                        QStringLiteral("verdict"));
    parser.addOptions({outputOption, onlyOption});
    if (!parser.parse(QStringList{QStringLiteral("map")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(tr("map takes one inventory file"));
    if (!parser.isSet(outputOption))
        return usageError(tr("map needs --output MAP.svg"));
    const QString output = parser.value(outputOption);
    const QString format = QFileInfo(output).suffix().toLower();
    if (!MapImage::writes(format))
        return usageError(tr("%1: map writes SVG, PNG or PDF (.svg, .png, .pdf), and cannot tell a "
                             "format from this name")
                              .arg(output));
    std::optional<MapVerdict> only;
    if (parser.isSet(onlyOption)) {
        const QString verdict = parser.value(onlyOption);
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

} // namespace FlowAudit::Cli
