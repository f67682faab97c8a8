// flowaudit-cli chart: a workshop slide (the vendor windows chart, a flow's retry storm, the
// systems map) at a given size, exactly what the editor's Presentation Mode shows there.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/flowlookup.h"
#include "app/cli/laidoutmap.h"
#include "app/cli/mapfocusoptions.h"
#include "app/cli/outputguard.h"
#include "app/cli/progressline.h"

#include "core/io/files/atomicfile.h"
#include "core/lint/lintrun.h"
#include "core/map/mapsvg.h"
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormstudy.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcatalogue.h"
#include "painting/figurefile.h"
#include "painting/workshopslide.h"

#include <QDate>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>

namespace FlowAudit::Cli {

namespace {

// "1280x720" (or with ×): both at least 200 and at most 8000 pixels.
std::optional<QSize> sizeNamed(const QString& text) {
    static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[x×X](\\d{1,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    if (size.width() < 200 || size.height() < 200 || size.width() > 8000 || size.height() > 8000)
        return std::nullopt;
    return size;
}

const OptionSpec chartOptions[] = {
    {.name = "kind",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "windows: the vendor windows chart; storm: the flow's retry storm\n"
                               "(or the destination's); map: the systems map"),
     .choices = "windows|storm|map",
     .required = true},
    Options::exclusive(
        Options::described(Options::flow,
                           QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                             "the flow whose cards (windows) or storm (storm) to "
                                             "show, by its ID or\nits position @N")),
        'f'),
    {.name = "destination",
     .valueName = "SYSTEM",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli", "with --kind storm: every flow whose destination names SYSTEM during\n"
                           "one outage of it (10 min from 2 min, as the report's), a band a flow,\n"
                           "added up against its normal load"),
     .oneOf = 'f'},
    {.name = "page",
     .valueName = "N",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "the page of the windows chart or the map to write, from 1\n(default 1)"),
     .defaultValue = "1"},
    {.name = "size",
     .valueName = "WxH",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "the slide's size in pixels, each from 200 to 8000, such as "
                               "1280x720"),
     .required = true},
    Options::required(Options::valueNamed(
        Options::described(Options::output,
                           QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                             "the chart to write (atomically); its extension "
                                             "names the format")),
        "CHART.png|pdf|svg")),
    MapFocusOptions::only,
    MapFocusOptions::around,
    MapFocusOptions::depth,
    MapFocusOptions::group,
    MapFocusOptions::arrows};

int runChart(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    const QString kind = arguments.value(QLatin1StringView("kind"));
    const bool destination = arguments.isSet(QLatin1StringView("destination"));
    const QString system = arguments.value(QLatin1StringView("destination")).trimmed();
    if (kind == u"storm" && !arguments.isSet(Options::Flow) && !destination)
        return usageError(tr("chart --kind storm needs --flow ID or --destination SYSTEM"));
    if (destination && kind != u"storm")
        return usageError(tr("--destination draws a destination's storm: give it with --kind "
                             "storm"));
    if (destination && system.isEmpty())
        return usageError(tr("--destination needs a system's name, as the flows' destination "
                             "writes it"));
    MapFocus focus;
    if (const int status = readMapFocus(arguments, &focus))
        return status;
    if (kind != u"map" && (!focus.isWholeEstate() || focus.perFlow))
        return usageError(tr("--only, --around, --group and --arrows choose what the map shows: "
                             "give them with --kind map"));
    const std::optional<QSize> size = sizeNamed(arguments.value(QLatin1StringView("size")));
    if (!size)
        return usageError(tr("--size takes WxH in pixels, each from 200 to 8000, such as "
                             "1280x720, not \"%1\"")
                              .arg(arguments.value(QLatin1StringView("size"))));
    bool pageOk = false;
    const int page = arguments.value(QLatin1StringView("page")).toInt(&pageOk);
    if (!pageOk || page < 1)
        return usageError(tr("--page takes a page number from 1"));
    const QString output = arguments.value(Options::Output);
    const QString format = QFileInfo(output).suffix().toLower();
    if (format != u"png" && format != u"pdf" && format != u"svg")
        return usageError(tr("%1: chart writes PNG, PDF or SVG (.png, .pdf, .svg), and cannot "
                             "tell a format from this name")
                              .arg(output));
    if (format == u"svg" && kind != u"map")
        return usageError(tr("%1: only the map is written as SVG; write the %2 chart as .png or "
                             ".pdf")
                              .arg(output, kind));
    if (namesOneOf(output, files))
        return refuseOutputOverInput(QStringLiteral("chart"), output);

    // A storm's runs or Graphviz on a large estate take seconds: a terminal is told which
    // step is running.
    ProgressLine progress(ReportSteps(
        {tr("Checking the flows…"), tr("Simulating or laying out…"), tr("Drawing the chart…")},
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
    const Flow* flow = nullptr;
    if (arguments.isSet(Options::Flow)) {
        QString problem;
        const std::optional<int> index =
            flowNamed(*lint.inventory, arguments.value(Options::Flow), &problem);
        if (!index)
            return usageError(tr("%1: %2").arg(file, problem));
        flow = &lint.inventory->flows[*index];
    }

    // The device the slide is drawn on: its resolution sets the type, so pages are counted
    // and the map is fitted on it.
    QImage probe(*size, QImage::Format_ARGB32_Premultiplied);
    probe.setDevicePixelRatio(1);
    progress.report(1, 0, 1);
    WorkshopSlide slide;
    QByteArray svg;
    if (kind == u"windows") {
        slide = WorkshopSlide::windowsOf(flow, cards, QDate::currentDate(),
                                         CardAge::DefaultStaleAfterDays);
        slide.font = WorkshopSlide::baseFont();
        QString problem;
        if (!slide.fittedTo(*size, &probe, &problem))
            return context.notRun(tr("%1: %2; nothing was written").arg(file, problem));
    } else if (destination) {
        const StormScenario defaults;
        QString problem;
        const std::optional<DestinationStorm> storm = DestinationStorm::ofSystem(
            *lint.inventory, system, &cards, defaults.outageStart, defaults.outageLength, &problem);
        if (!storm)
            return context.notRun(tr("%1: %2").arg(file, problem));
        slide = WorkshopSlide::destinationStormOf(
            system, std::make_shared<const StormStudy>(storm->study()),
            StormExport::headline(*storm, system));
    } else if (kind == u"storm") {
        QString problem;
        std::optional<WorkshopSlide> storm = WorkshopSlide::stormOf(*flow, cards, &problem);
        if (!storm)
            return context.notRun(tr("%1: %2: %3").arg(file, flow->text(Field::FlowId), problem));
        slide = std::move(*storm);
    } else {
        const std::optional<MapGraph> graph = focusedMap(file, lint, cards, focus);
        if (!graph)
            return context.notRun();
        QString problem;
        // At the base type, as below: the map is cut to what reads at this size.
        std::optional<WorkshopSlide> map =
            WorkshopSlide::mapOf(std::make_shared<const MapGraph>(*graph), nullptr,
                                 QFileInfo(file).fileName())
                .fittedTo(*size, &probe, &problem);
        if (!map)
            return context.notRun(tr("%1: %2; nothing was written").arg(file, problem));
        slide = std::move(*map);
        if (format == u"svg") {
            const WorkshopSlide shown = slide.onPage(page - 1);
            svg = MapSvg::write(*shown.graph, *shown.layout);
        }
    }
    // The editor's base type at View → Actual Size.
    slide.font = WorkshopSlide::baseFont();

    const int pages = slide.pageCount(*size, &probe);
    progress.report(2, 0, 1);
    if (page > pages)
        return usageError(tr("--page %1 is past the chart's last page (%2) at %3×%4")
                              .arg(page)
                              .arg(pages)
                              .arg(size->width())
                              .arg(size->height()));
    const auto paint = [&](QPainter& painter, const QRectF& area) {
        // A PDF's device has its own resolution: the slide is drawn at W×H and scaled.
        painter.scale(area.width() / size->width(), area.height() / size->height());
        slide.paint(painter, *size, page - 1);
    };
    const QByteArray bytes = format == u"svg" ? svg
                             : format == u"png"
                                 ? FigureFile::png(*size, paint)
                                 : FigureFile::pdf(QSizeF(*size), slide.title, paint);
    if (bytes.isEmpty())
        return context.notRun(
            tr("%1: the chart could not be drawn; nothing was written").arg(output));
    if (const auto error = AtomicFile::write(output, bytes))
        return context.notRun(error->toString());
    printLine(stderr, tr("%1: written, %2 at %3×%4, page %5 of %6")
                          .arg(output, kind)
                          .arg(size->width())
                          .arg(size->height())
                          .arg(page)
                          .arg(pages));
    return context.done();
}

} // namespace

extern const CommandSpec chartCommand{
    "chart",
    CommandGroup::Show,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "a workshop slide at a given size"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "A workshop slide, exactly what the editor's Presentation Mode (F5) shows full screen\n"
        "at that size: the vendor windows chart (the flow's cards with its ledger and replay\n"
        "lines, or every card without --flow; --page picks a page), the flow's retry storm\n"
        "or every flow's into one destination (--destination), one band a flow,\n"
        "or the systems map (focused as map's options say; where the whole estate cannot be\n"
        "read at that size, every failing flow, on up to four pages, with the busiest others\n"
        "that fit, and the slide says what it leaves out). A PNG is exactly\n"
        "W×H pixels; a PDF one page of W×H points; SVG is the map's own (--kind map)."),
    chartOptions,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 the chart was written, 2 it was not (bad usage, a file that "
                      "cannot be read,\n"
                      "a flow that cannot be simulated, a chart that cannot be drawn or written)."),
    runChart,
    true};

} // namespace FlowAudit::Cli
