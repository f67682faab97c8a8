// flowaudit-cli chart: a workshop slide (the vendor windows chart, a flow's retry storm, the
// systems map) at a given size, exactly what the editor's Presentation Mode shows there.
#include "app/cli/clicommands.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/flowlookup.h"
#include "app/cli/laidoutmap.h"
#include "app/cli/outputguard.h"

#include "core/io/atomicfile.h"
#include "core/lint/lintrun.h"
#include "core/map/mapsvg.h"
#include "core/vendors/cardage.h"
#include "core/vendors/vendorcatalogue.h"
#include "ui/painting/figurefile.h"
#include "ui/painting/workshopslide.h"

#include <QCommandLineParser>
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

} // namespace

int chart(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Chart);
    QCommandLineParser parser;
    const QCommandLineOption kindOption(QStringLiteral("kind"), tr("windows, storm or map."),
                                        QStringLiteral("kind"));
    const QCommandLineOption flowOption(QStringLiteral("flow"), tr("The flow."),
                                        QStringLiteral("id"));
    const QCommandLineOption pageOption(QStringLiteral("page"), tr("The page."),
                                        QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), tr("WxH pixels."),
                                        QStringLiteral("size"));
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("The chart to write."),
                                          QStringLiteral("path"));
    parser.addOptions({kindOption, flowOption, pageOption, sizeOption, outputOption});
    if (!parser.parse(QStringList{QStringLiteral("chart")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 1)
        return usageError(tr("chart takes one inventory file"));
    const QString kind = parser.value(kindOption);
    if (kind != u"windows" && kind != u"storm" && kind != u"map")
        return usageError(parser.isSet(kindOption)
                              ? tr("--kind takes windows, storm or map, not \"%1\"").arg(kind)
                              : tr("chart needs --kind windows|storm|map"));
    if (kind == u"storm" && !parser.isSet(flowOption))
        return usageError(tr("chart --kind storm needs --flow ID"));
    const std::optional<QSize> size = sizeNamed(parser.value(sizeOption));
    if (!size)
        return usageError(parser.isSet(sizeOption)
                              ? tr("--size takes WxH in pixels, each from 200 to 8000, such as "
                                   "1280x720, not \"%1\"")
                                    .arg(parser.value(sizeOption))
                              : tr("chart needs --size WxH, such as 1280x720"));
    bool pageOk = false;
    const int page = parser.value(pageOption).toInt(&pageOk);
    if (!pageOk || page < 1)
        return usageError(tr("--page takes a page number from 1"));
    if (!parser.isSet(outputOption))
        return usageError(tr("chart needs --output CHART.png|pdf|svg"));
    const QString output = parser.value(outputOption);
    const QString format = QFileInfo(output).suffix().toLower();
    if (format != u"png" && format != u"pdf" && format != u"svg")
        return usageError(tr("%1: chart writes PNG, PDF or SVG (.png, .pdf, .svg), and cannot "
                             "tell a format from this name")
                              .arg(output));
    if (format == u"svg" && kind != u"map")
        return usageError(tr("%1: only the map is written as SVG; write the %2 chart as .png or "
                             ".pdf")
                              .arg(output, kind));
    if (namesAnInput(output, files))
        return refuseOutputOverInput(QStringLiteral("chart"), output);

    const QString& file = files.first();
    const FileLint lint = lintFile(file, LintOptions{});
    if (!lint.readable()) {
        printLine(stderr, lint.error.toString());
        return 2;
    }
    const VendorCatalogue cards = bundledCards();
    const Flow* flow = nullptr;
    if (parser.isSet(flowOption)) {
        QString problem;
        const std::optional<int> index =
            flowNamed(*lint.inventory, parser.value(flowOption), &problem);
        if (!index)
            return usageError(tr("%1: %2").arg(file, problem));
        flow = &lint.inventory->flows[*index];
    }

    WorkshopSlide slide;
    QByteArray svg;
    if (kind == u"windows") {
        slide = WorkshopSlide::windowsOf(flow, cards, QDate::currentDate(),
                                         CardAge::DefaultStaleAfterDays);
    } else if (kind == u"storm") {
        QString problem;
        std::optional<WorkshopSlide> storm = WorkshopSlide::stormOf(*flow, cards, &problem);
        if (!storm) {
            printLine(stderr, tr("%1: %2: %3").arg(file, flow->text(Field::FlowId), problem));
            return 2;
        }
        slide = std::move(*storm);
    } else {
        std::optional<LaidOutMap> map = laidOutMap(file, lint, cards);
        if (!map)
            return 2;
        auto graph = std::make_shared<const MapGraph>(std::move(map->graph));
        auto shared = std::make_shared<const MapLayout>(std::move(map->layout));
        if (format == u"svg")
            svg = MapSvg::write(*graph, *shared);
        slide =
            WorkshopSlide::mapOf(std::move(graph), std::move(shared), QFileInfo(file).fileName());
    }
    // The editor's base type at View → Actual Size.
    slide.font = WorkshopSlide::baseFont();

    // Pages are counted on the device the slide is drawn on (its resolution sets the type).
    QImage probe(*size, QImage::Format_ARGB32_Premultiplied);
    probe.setDevicePixelRatio(1);
    const int pages = slide.pageCount(*size, &probe);
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
    if (bytes.isEmpty()) {
        printLine(stderr, tr("%1: the chart could not be drawn; nothing was written").arg(output));
        return 2;
    }
    if (const auto error = AtomicFile::write(output, bytes)) {
        printLine(stderr, error->toString());
        return 2;
    }
    printLine(stderr, tr("%1: written, %2 at %3×%4, page %5 of %6")
                          .arg(output, kind)
                          .arg(size->width())
                          .arg(size->height())
                          .arg(page)
                          .arg(pages));
    return 0;
}

} // namespace FlowAudit::Cli
