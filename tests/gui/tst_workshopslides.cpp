// Workshop views that fit (issue 26): each slide Presentation Mode and `chart` show (the
// vendor windows chart, the retry storm, the systems map) at 1024×768, 1280×720 and
// 1920×1080 and at every zoom step up to 150 %, checked from the painters' own layout, not
// from pixels: every text and the plot inside the slide with no sideways scrolling, the plot
// not squeezed, no two texts overlapping, no line crossing a text; windows longer than the
// ledger say so in words; a storm the capacity cannot clear never says "recovered".
#include "core/lint/lintrun.h"
#include "core/map/maplayout.h"
#include "core/map/mapstyle.h"
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormstudy.h"
#include "core/vendors/vendorcatalogue.h"
#include "painting/vendorwindowspainter.h"
#include "painting/workshopslide.h"
#include "testsupport.h"
#include "ui/widgets/presentationwindow.h"

#include <QFile>
#include <QImage>
#include <QSet>
#include <QTest>

using namespace FlowAudit;

namespace {

// A line crosses a text when it passes through the text's box (a pixel of slack).
bool crosses(const QLineF& line, const QRectF& box) {
    const QRectF inner = box.adjusted(1, 1, -1, -1);
    if (inner.isEmpty())
        return false;
    const QRectF span =
        QRectF(line.p1(), line.p2()).normalized().adjusted(-0.01, -0.01, 0.01, 0.01);
    return inner.intersects(span);
}

QString problemsOf(const WorkshopSlide& slide, QSize size, int page, const QPaintDevice* device) {
    const WorkshopSlide::Layout layout = slide.layoutOf(size, page, device);
    const QRectF whole(QPointF(0, 0), QSizeF(size));
    QStringList problems;
    if (layout.plot.isEmpty())
        problems << QStringLiteral("no plot");
    if (!whole.adjusted(-1, -1, 1, 1).contains(layout.plot))
        problems << QStringLiteral("the plot leaves the slide");
    if (layout.plot.width() < size.width() * 0.3)
        problems << QStringLiteral("the plot is squeezed to %1 px").arg(layout.plot.width());
    for (qsizetype a = 0; a < layout.texts.size(); ++a) {
        const WorkshopSlide::Text& t = layout.texts[a];
        if (!whole.adjusted(-1, -1, 1, 1).contains(t.rect))
            problems << QStringLiteral("\"%1\" leaves the slide").arg(t.text);
        for (qsizetype b = a + 1; b < layout.texts.size(); ++b) {
            if (t.rect.adjusted(1, 1, -1, -1)
                    .intersects(layout.texts[b].rect.adjusted(1, 1, -1, -1)))
                problems
                    << QStringLiteral("\"%1\" overlaps \"%2\"").arg(t.text, layout.texts[b].text);
        }
        for (const QLineF& line : layout.lines) {
            if (crosses(line, t.rect))
                problems << QStringLiteral("a line crosses \"%1\"").arg(t.text);
        }
    }
    return problems.join(u'\n');
}

// The bundled example, as the editor opens it.
QByteArray exampleYaml() {
    QFile file(QStringLiteral(":/examples/acme-inventory.yaml"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("the bundled example is missing");
    return file.readAll();
}

const Flow& flowWithId(const Inventory& inventory, const QString& id) {
    for (const Flow& flow : inventory.flows)
        if (flow.text(Field::FlowId) == id)
            return flow;
    qFatal("no flow %s", qPrintable(id));
}

// A real estate's size: 1,000 flows among 300 systems in 12 groups, a third of them
// failing, one arrow per pair of systems.
MapGraph largeEstate() {
    QByteArray yaml = Test::estateFlowsYaml(1000, 300);
    yaml += "systems:\n";
    for (int s = 0; s < 300; ++s)
        yaml += "  system_" + QByteArray::number(s) + ": {group: Domain " +
                QByteArray::number(s % 12 + 1) + "}\n";
    const Inventory inventory = Test::inventoryFromYaml(yaml);
    const FileLint lint = lintInventory(QStringLiteral("estate.yaml"), inventory, {});
    return MapGraph::of(
               inventory, [&lint](int i) { return lint.findingsOf(i); }, &Test::bundledCards())
        .perSystemPair();
}

// Rows of rooms, each at the zooms a workshop uses.
void roomsAndZooms(std::initializer_list<QSize> rooms) {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("zoom");
    for (const QSize size : rooms)
        for (const double zoom : {1.0, 1.25, 1.5})
            QTest::addRow("%dx%d at %d%%", size.width(), size.height(), int(zoom * 100))
                << size << zoom;
}

// Every text of the windows slide's pages in a room at a zoom.
QStringList windowsSlideTexts(QSize size, double zoom) {
    WorkshopSlide slide =
        WorkshopSlide::windowsOf(nullptr, Test::bundledCards(), QDate(2026, 12, 3), 30);
    slide.font = WorkshopSlide::baseFont(zoom);
    QImage device(size, QImage::Format_ARGB32_Premultiplied);
    QStringList texts;
    for (int page = 0; page < slide.pageCount(size, &device); ++page)
        for (const WorkshopSlide::Text& text : slide.layoutOf(size, page, &device).texts)
            texts.append(text.text);
    return texts;
}

} // namespace

class TestWorkshopSlides : public QObject {
    Q_OBJECT
private slots:
    void everySlideFitsEveryRoom_data() {
        roomsAndZooms({QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080)});
    }

    void everySlideFitsEveryRoom() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        const Inventory inventory = Test::inventoryFromYaml(exampleYaml());
        QImage device(size, QImage::Format_ARGB32_Premultiplied);
        QFont base(QStringLiteral("DejaVu Sans"));
        base.setPointSizeF(10 * zoom);

        QList<WorkshopSlide> slides;
        // Every card, and one flow's cards with its ledger and replay lines; then a flow whose
        // ledger equals its replay window, where the two lines meet.
        slides << WorkshopSlide::windowsOf(nullptr, Test::bundledCards(), QDate(2026, 12, 3), 30);
        slides << WorkshopSlide::windowsOf(
            &flowWithId(inventory, QStringLiteral("stripe_payouts_to_netsuite")),
            Test::bundledCards(), QDate(2026, 12, 3), 30);
        const Inventory equal = Test::inventoryFromYaml(
            "flows:\n  - {flow_id: hubspot_sync, source: hubspot, destination: klaviyo,\n"
            "     ledger_retention_days: 3, max_replay_window_days: 3}\n");
        slides << WorkshopSlide::windowsOf(&equal.flows[0], Test::bundledCards(),
                                           QDate(2026, 12, 3), 30);
        QString error;
        const std::optional<WorkshopSlide> storm = WorkshopSlide::stormOf(
            flowWithId(inventory, QStringLiteral("stripe_payouts_to_netsuite")),
            Test::bundledCards(), &error);
        QVERIFY2(storm, qPrintable(error));
        slides << *storm;
        // As the Retry Storm panel may present it: no jitter, RT01's fix as an outline (one
        // more legend entry).
        WorkshopSlide asSet = *storm;
        asSet.stormJitter = false;
        asSet.stormOneLayerOnly = true;
        slides << asSet;
        // Every flow into NetSuite, a band each.
        const std::optional<DestinationStorm> netsuite = DestinationStorm::ofSystem(
            inventory, QStringLiteral("netsuite"), &Test::bundledCards(), 120, 600, &error);
        QVERIFY2(netsuite, qPrintable(error));
        slides << WorkshopSlide::destinationStormOf(
            QStringLiteral("netsuite"), std::make_shared<const StormStudy>(netsuite->study()),
            StormExport::headline(*netsuite, QStringLiteral("netsuite")));
        const FileLint lint = lintInventory(QStringLiteral("acme.yaml"), inventory, {});
        auto graph = std::make_shared<MapGraph>(MapGraph::of(
            inventory, [&lint](int i) { return lint.findingsOf(i); }, &Test::bundledCards()));
        std::optional<MapLayout> layout = MapLayout::of(*graph, &error);
        QVERIFY2(layout, qPrintable(error));
        slides << WorkshopSlide::mapOf(graph, std::make_shared<const MapLayout>(*layout),
                                       QStringLiteral("acme-inventory.yaml"));

        for (WorkshopSlide& slide : slides) {
            slide.font = base;
            const int pages = slide.pageCount(size, &device);
            QVERIFY(pages >= 1);
            for (int page = 0; page < pages; ++page) {
                const QString problems = problemsOf(slide, size, page, &device);
                QVERIFY2(problems.isEmpty(),
                         qPrintable(slide.title + QStringLiteral(", page ") +
                                    QString::number(page + 1) + u'\n' + problems));
            }
        }
    }

    // The storm of every flow into a destination (issue 52): one slide, a band for each of
    // the three flows into NetSuite named on it, the headline's peak against normal load.
    void aDestinationStormSlideDrawsABandPerFlow() {
        const Inventory inventory = Test::inventoryFromYaml(exampleYaml());
        QString error;
        const std::optional<DestinationStorm> storm = DestinationStorm::ofSystem(
            inventory, QStringLiteral("netsuite"), &Test::bundledCards(), 120, 600, &error);
        QVERIFY2(storm, qPrintable(error));
        QCOMPARE(storm->flows.size(), 3);
        WorkshopSlide slide = WorkshopSlide::destinationStormOf(
            QStringLiteral("netsuite"), std::make_shared<const StormStudy>(storm->study()),
            StormExport::headline(*storm, QStringLiteral("netsuite")));
        QCOMPARE(slide.storm->bandNames.size(), 3);
        QCOMPARE(slide.title, QStringLiteral("Retry storm · every flow into netsuite"));
        QVERIFY2(slide.subtitle.contains(QStringLiteral("× normal")), qPrintable(slide.subtitle));
        const QSize size(1280, 720);
        QImage device(size, QImage::Format_ARGB32_Premultiplied);
        QCOMPARE(slide.pageCount(size, &device), 1);
        QStringList texts;
        for (const WorkshopSlide::Text& text : slide.layoutOf(size, 0, &device).texts)
            texts.append(text.text);
        for (const DestinationStormFlow& flow : storm->flows)
            QVERIFY2(texts.contains(flow.flowId), qPrintable(texts.join(u'|')));
    }

    // A real estate's size, 1,000 flows among 300 systems in 12 groups: the map slide shows
    // names at the slide's chart type with the legend, everything inside and nothing over
    // anything, and says what it leaves out, never a thin column.
    void theExamplesMapShowsEveryFailingFlow_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 768), QSize(1280, 720)})
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
    }

    // Issue 52: at a workshop's room, the bundled example's map leaves out no failing flow.
    // Where one slide cannot hold them at the slide's type, they go on over pages, each
    // readable and saying which part it is; nothing that fails is left out in silence.
    void theExamplesMapShowsEveryFailingFlow() {
        QFETCH(QSize, size);
        const Inventory inventory = Test::inventoryFromYaml(exampleYaml());
        const FileLint lint = lintInventory(QStringLiteral("acme.yaml"), inventory, {});
        const MapGraph whole = MapGraph::of(
            inventory, [&lint](int i) { return lint.findingsOf(i); }, &Test::bundledCards());
        QSet<QString> failing;
        for (const MapArrow& arrow : whole.only(MapVerdict::Fail).arrows)
            for (const MapArrowFlow& flow : arrow.flows)
                failing.insert(flow.id);
        QVERIFY(failing.size() > 5);
        QImage device(size, QImage::Format_ARGB32_Premultiplied);
        device.setDevicePixelRatio(1);
        QString error;
        const std::optional<WorkshopSlide> slide =
            WorkshopSlide::mapOf(std::make_shared<const MapGraph>(whole), nullptr,
                                 QStringLiteral("acme-inventory.yaml"))
                .fittedTo(size, &device, &error);
        QVERIFY2(slide, qPrintable(error));
        const int pages = slide->pageCount(size, &device);
        QVERIFY(pages >= 1 && pages <= WorkshopSlide::MaxMapPages);
        QSet<QString> shown;
        const double type =
            slide->chartFont(size, &device).pointSizeF() * device.logicalDpiY() / 72.0;
        for (int page = 0; page < pages; ++page) {
            const WorkshopSlide part = slide->onPage(page);
            const QString problems = problemsOf(*slide, size, page, &device);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
            if (pages > 1)
                QVERIFY2(part.subtitle.contains(
                             QStringLiteral("part %1 of %2").arg(page + 1).arg(pages)),
                         qPrintable(part.subtitle));
            // Each page at the slide's type.
            const WorkshopSlide::Layout layout = slide->layoutOf(size, page, &device);
            QVERIFY(layout.plot.width() / MapStyle::figureBounds(*part.layout).width() *
                        MapStyle::FontSize >=
                    type - 0.01);
            for (const MapArrow& arrow : part.graph->arrows)
                for (const MapArrowFlow& flow : arrow.flows)
                    shown.insert(flow.id);
        }
        for (const QString& flow : std::as_const(failing))
            QVERIFY2(shown.contains(flow), qPrintable(flow + QStringLiteral(" is left out")));
    }

    void aLargeEstatesMapSlideStaysReadable_data() {
        QTest::addColumn<QSize>("size");
        for (const QSize size : {QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080)})
            QTest::addRow("%dx%d", size.width(), size.height()) << size;
    }

    void aLargeEstatesMapSlideStaysReadable() {
        QFETCH(QSize, size);
        const MapGraph whole = largeEstate();
        QImage device(size, QImage::Format_ARGB32_Premultiplied);
        device.setDevicePixelRatio(1);
        QString error;
        const std::optional<WorkshopSlide> slide =
            WorkshopSlide::mapOf(std::make_shared<const MapGraph>(whole), nullptr,
                                 QStringLiteral("estate.yaml"))
                .fittedTo(size, &device, &error);
        QVERIFY2(slide, qPrintable(error));
        const QString problems = problemsOf(*slide, size, 0, &device);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));
        // What is left out is said under the title, with the counts.
        QVERIFY2(slide->subtitle.contains(QStringLiteral("of 1,000 flows shown")),
                 qPrintable(slide->subtitle));
        const WorkshopSlide::Layout layout = slide->layoutOf(size, 0, &device);
        // The names at the slide's chart type: each system's box text at least that tall.
        const double type =
            slide->chartFont(size, &device).pointSizeF() * device.logicalDpiY() / 72.0;
        const QRectF figure = MapStyle::figureBounds(*slide->layout);
        QVERIFY(layout.plot.width() / figure.width() * MapStyle::FontSize >= type - 0.01);
        QStringList texts;
        for (const WorkshopSlide::Text& t : layout.texts)
            texts.append(t.text);
        for (const MapSystem& system : slide->graph->systems)
            QVERIFY2(texts.contains(system.label), qPrintable(system.label));
        for (const char* legend : {"FAIL", "WARN", "OK"})
            QVERIFY2(texts.contains(QLatin1StringView(legend)), legend);
    }

    // Presentation Mode fits the editor's map (laid out for the dock) to the screen as
    // chart does: the estate cut to what reads, said under the title; a small map as it is.
    void presentationFitsTheMapToTheScreen() {
        const MapGraph whole = largeEstate();
        QString error;
        const std::optional<MapLayout> layout = MapLayout::of(whole, &error);
        QVERIFY2(layout, qPrintable(error));
        PresentationWindow show;
        show.resize(1280, 720);
        show.setSlides({WorkshopSlide::mapOf(std::make_shared<const MapGraph>(whole),
                                             std::make_shared<const MapLayout>(*layout),
                                             QStringLiteral("estate.yaml"))});
        const WorkshopSlide* shown = show.currentSlide();
        QVERIFY2(shown->subtitle.contains(QStringLiteral("of 1,000 flows shown")),
                 qPrintable(shown->subtitle));
        QVERIFY(shown->graph->flowCount() < whole.flowCount());
        QCOMPARE(show.currentSlide(), shown); // kept while the size stays
        const QString problems = problemsOf(*shown, show.size(), 0, &show);
        QVERIFY2(problems.isEmpty(), qPrintable(problems));

        const Inventory small = Test::inventoryFromYaml(
            "flows:\n  - {flow_id: a, source: stripe, destination: hubspot}\n"
            "  - {flow_id: b, source: hubspot, destination: netsuite}\n");
        const FileLint lint = lintInventory(QStringLiteral("small.yaml"), small, {});
        auto graph = std::make_shared<const MapGraph>(
            MapGraph::of(
                small, [&lint](int i) { return lint.findingsOf(i); }, &Test::bundledCards())
                .perSystemPair());
        auto smallLayout = std::make_shared<const MapLayout>(*MapLayout::of(*graph, &error));
        show.setSlides({WorkshopSlide::mapOf(graph, smallLayout, QStringLiteral("small.yaml"))});
        QCOMPARE(show.currentSlide()->subtitle, QString());
        QCOMPARE(show.currentSlide()->layout.get(), smallLayout.get()); // not laid out again
    }

    // Slides pack their pages: at 1280×720 the date goes under its label where the label
    // would wrap beside it, so the first slide holds five windows (the measure) and
    // no slide but the last fewer than four (two vendors' headings and labels of two lines
    // take a fifth's room); every window is on exactly one page.
    void aWindowsSlideHoldsFiveWindowsAt1280x720() {
        const WorkshopSlide slide =
            WorkshopSlide::windowsOf(nullptr, Test::bundledCards(), QDate(2026, 12, 3), 30);
        const QSize size(1280, 720);
        QImage device(size, QImage::Format_ARGB32_Premultiplied);
        int windows = 0;
        for (const VendorCard& card : Test::bundledCards().cards())
            windows += int(card.windows.size());
        const int pages = slide.pageCount(size, &device);
        int shown = 0;
        for (int page = 0; page < pages; ++page) {
            const int onPage = slide.layoutOf(size, page, &device).windows;
            if (page + 1 < pages)
                QVERIFY2(onPage >= (page == 0 ? 5 : 4),
                         qPrintable(QStringLiteral("page %1 of %2 shows %3")
                                        .arg(page + 1)
                                        .arg(pages)
                                        .arg(onPage)));
            shown += onPage;
        }
        QCOMPARE(shown, windows);
        QVERIFY2(pages <= (windows + 3) / 4, qPrintable(QString::number(pages)));
    }

    // Below the smallest room that shows every label and bar whole, a windows slide is
    // refused, in words that give that room; at that room it is shown. The rooms a workshop
    // uses are never refused, at any zoom.
    void aWindowsSlideTooSmallIsRefusedWithTheSizeThatFits() {
        const WorkshopSlide slide =
            WorkshopSlide::windowsOf(nullptr, Test::bundledCards(), QDate(2026, 12, 3), 30);
        const QSize tiny(200, 200);
        QImage device(tiny, QImage::Format_ARGB32_Premultiplied);
        QString error;
        QVERIFY(!slide.fittedTo(tiny, &device, &error));
        const QSize needed = slide.smallestWholeSize(tiny, &device);
        QVERIFY2(
            error.contains(
                QStringLiteral("needs at least %1×%2").arg(needed.width()).arg(needed.height())),
            qPrintable(error));
        QVERIFY(needed.width() > tiny.width() || needed.height() > tiny.height());
        QVERIFY(slide.fittedTo(needed, &device, &error));

        // Presentation Mode says the refusal on the slide rather than drawing it cut.
        PresentationWindow show;
        show.setSlides({slide});
        show.resize(tiny);
        QVERIFY(show.refusal().contains(QStringLiteral("needs at least")));
        show.resize(1280, 720);
        QVERIFY(show.refusal().isEmpty());
    }

    // The rooms a workshop uses are never refused, at any zoom.
    void aWorkshopRoomIsNeverRefused_data() {
        roomsAndZooms({QSize(1024, 768), QSize(1280, 720), QSize(1920, 1080)});
    }
    void aWorkshopRoomIsNeverRefused() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        WorkshopSlide slide =
            WorkshopSlide::windowsOf(nullptr, Test::bundledCards(), QDate(2026, 12, 3), 30);
        slide.font = WorkshopSlide::baseFont(zoom);
        QImage device(size, QImage::Format_ARGB32_Premultiplied);
        QString error;
        QVERIFY2(slide.fittedTo(size, &device, &error), qPrintable(error));
    }

    // No room a slide is shown in cuts a label: at 1024×768 the labels' column is narrow
    // at slide type, and narrower still at a large zoom or on a small projector: labels
    // wrap, the date goes under them, and a word too wide for the column ("Acknowledgement")
    // gives way to the window's short label ("Ack timeout"), never an elided word. Where
    // the column is wide enough, the whole words.
    void noWindowLabelIsCutInAnyRoom_data() {
        roomsAndZooms({QSize(1024, 768), QSize(800, 600), QSize(640, 480)});
    }
    void noWindowLabelIsCutInAnyRoom() {
        QFETCH(QSize, size);
        QFETCH(double, zoom);
        const QStringList texts = windowsSlideTexts(size, zoom);
        for (const QString& text : texts)
            QVERIFY2(!text.contains(u'…'), qPrintable(text));
        QVERIFY2(texts.filter(QStringLiteral("Acknowledgement")).size() +
                         texts.filter(QStringLiteral("Ack timeout")).size() >
                     0,
                 qPrintable(texts.join(u'|')));
    }
    void aWideRoomShowsTheWholeWords() {
        QVERIFY(windowsSlideTexts(QSize(1920, 1080), 1.0)
                    .filter(QStringLiteral("Acknowledgement timeout"))
                    .size() > 0);
    }

    // The window's own chart at the narrowest it allows: every text inside the width, none
    // over another (a word wider than its column is elided, never cut mid-glyph).
    void theNarrowestChartKeepsItsTextsWhole() {
        VendorWindowsPainter painter;
        painter.setCards(Test::bundledCards().cards(), QDate(2026, 12, 3), 30);
        painter.setFlowLines(QStringLiteral("f"), Duration::fromDays(45), Duration::fromDays(30));
        painter.setFont(QFont(QStringLiteral("DejaVu Sans"), 12));
        painter.setWidth(painter.minimumWidth());
        const VendorWindowsPainter::Layout layout = painter.layout();
        QVERIFY(layout.plot.width() > 0);
        for (qsizetype a = 0; a < layout.texts.size(); ++a) {
            const QRect& r = layout.texts[a].rect;
            QVERIFY2(r.left() >= -1 && r.right() <= layout.width + 1,
                     qPrintable(layout.texts[a].text));
            for (qsizetype b = a + 1; b < layout.texts.size(); ++b)
                QVERIFY2(!r.adjusted(1, 1, -1, -1)
                              .intersects(layout.texts[b].rect.adjusted(1, 1, -1, -1)),
                         qPrintable(layout.texts[a].text + QStringLiteral(" / ") +
                                    layout.texts[b].text));
        }
    }

    // The words the issue asks for: a window longer than the ledger says so.
    void windowsLongerThanTheLedgerSaySo() {
        const Inventory inventory = Test::inventoryFromYaml(
            "flows:\n  - {flow_id: short_ledger, source: stripe, destination: hubspot,\n"
            "     ledger_retention_days: 1, max_replay_window_days: 1}\n");
        WorkshopSlide slide = WorkshopSlide::windowsOf(&inventory.flows[0], Test::bundledCards(),
                                                       QDate(2026, 12, 3), 30);
        slide.font = QFont(QStringLiteral("DejaVu Sans"), 10);
        QImage device(QSize(1920, 1080), QImage::Format_ARGB32_Premultiplied);
        QStringList said;
        for (int page = 0; page < slide.pageCount(device.size(), &device); ++page)
            for (const WorkshopSlide::Text& t : slide.layoutOf(device.size(), page, &device).texts)
                said << t.text;
        QVERIFY2(said.join(u'|').contains(QStringLiteral("outlives the ledger")),
                 qPrintable(said.join(u'|')));
        QVERIFY(said.contains(QStringLiteral("ledger 1 d")));
    }
};

QTEST_MAIN(TestWorkshopSlides)
#include "tst_workshopslides.moc"
