// The systems map in the editor (issue 26): the example's systems and flows with their
// verdicts, laid out on the worker and shown; a click on an arrow selects its flow, on a
// system filters the table to its flows; a drag places the system as one undo step that
// writes `at` and is undone whole; Reset Layout removes the positions; an edit reaches the
// map; the map items paint what MapPainter paints.
#include "core/document/inventorydocument.h"
#include "core/map/legiblemap.h"
#include "core/model/systemsblock.h"
#include "guitestsupport.h"
#include "painting/figurefile.h"
#include "painting/mappainter.h"
#include "testsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/mainwindow.h"
#include "ui/map/mapdock.h"
#include "ui/map/mapitems.h"
#include "ui/map/mapscene.h"
#include "ui/map/mapview.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/views/inventorytableview.h"
#include "ui/widgets/presentationwindow.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFontInfo>
#include <QGraphicsSceneMouseEvent>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QPointer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

// The dock with the room of a real one, floating: at a strip's height the map would be
// narrowed to a part whose names read (opensOnAPartThatReads).
void showWithRoom(MapDock* dock) {
    dock->setFloating(true);
    dock->resize(1400, 900);
    dock->show();
    dock->raise();
}

bool waitForMap(MapDock* dock) {
    QSignalSpy shown(dock, &MapDock::mapShown);
    return dock->scene()->graph() && !dock->layingOut() ? true : shown.wait(20000);
}

int systemNamed(const MapGraph& graph, const QString& id) {
    for (qsizetype i = 0; i < graph.systems.size(); ++i) {
        if (graph.systems[i].id == id)
            return int(i);
    }
    return -1;
}

template <typename Item> QList<Item*> itemsOf(QGraphicsScene* scene) {
    QList<Item*> found;
    for (QGraphicsItem* item : scene->items()) {
        if (auto* typed = dynamic_cast<Item*>(item))
            found.append(typed);
    }
    return found;
}

// A press and release on a scene item, as the view delivers them.
void clickItem(QGraphicsView* view, QPointF scenePoint) {
    const QPoint at = view->mapFromScene(scenePoint);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
}

} // namespace

class TestMapDock : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void showsTheExampleAndFollowsClicksDragsAndEdits() {
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        MapDock* dock = window.mapDock();
        QVERIFY(dock);
        QVERIFY(!dock->isVisible()); // asked for through View
        showWithRoom(dock);
        QVERIFY(waitForMap(dock));
        MapScene* scene = dock->scene();
        QCOMPARE(scene->graph()->systems.size(), 13);
        QCOMPARE(itemsOf<MapSystemItem>(scene).size(), 13);
        QCOMPARE(itemsOf<MapArrowItem>(scene).size(), scene->graph()->arrows.size());
        QVERIFY(dock->statusText().contains(QStringLiteral("13 systems")));

        // A click on an arrow selects its flow in the table.
        const int arrow = int(scene->graph()->arrows.size()) - 1;
        const MapArrowItem* arrowItem = nullptr;
        for (MapArrowItem* item : itemsOf<MapArrowItem>(scene))
            if (item->arrow() == arrow)
                arrowItem = item;
        QVERIFY(arrowItem);
        dock->view()->fitAll();
        const QPointF onArrow = scene->layout()->arrows[arrow].labelAt;
        clickItem(dock->view(), onArrow);
        QCOMPARE(window.table()->currentIndex().row() >= 0, true);
        const int flow = scene->graph()->arrows[arrow].flow();
        QCOMPARE(window.proxy()->mapToSource(window.table()->currentIndex()).row(), flow);

        // A click on a system shows only its flows.
        const int stripe = systemNamed(*scene->graph(), QStringLiteral("stripe"));
        QVERIFY(stripe >= 0);
        int stripeFlows = 0;
        for (int i = 0; i < window.document()->flowCount(); ++i) {
            const Flow& f = window.document()->flow(i);
            if (f.text(Field::Source).contains(QStringLiteral("stripe"), Qt::CaseInsensitive) ||
                f.text(Field::Destination).contains(QStringLiteral("stripe"), Qt::CaseInsensitive))
                ++stripeFlows;
        }
        QVERIFY(stripeFlows > 0);
        clickItem(dock->view(), scene->layout()->systems[stripe].center());
        QCOMPARE(window.proxy()->system(), QStringLiteral("stripe"));
        QCOMPARE(window.proxy()->rowCount(), stripeFlows);

        // A drag places the system: one undo step writing `at`, the others where they were.
        const QRectF before = scene->layout()->systems[stripe];
        const int hubspot = systemNamed(*scene->graph(), QStringLiteral("hubspot"));
        const QRectF hubspotBefore = scene->layout()->systems[hubspot];
        const int steps = window.undoStack()->count();
        MapSystemItem* stripeItem = nullptr;
        for (MapSystemItem* item : itemsOf<MapSystemItem>(scene))
            if (item->system() == stripe)
                stripeItem = item;
        QVERIFY(stripeItem);
        const QPoint from = dock->view()->mapFromScene(before.center());
        const QPoint to = dock->view()->mapFromScene(before.center() + QPointF(0, 80));
        QTest::mousePress(dock->view()->viewport(), Qt::LeftButton, {}, from);
        for (int step = 1; step <= 4; ++step) {
            QMouseEvent move(QEvent::MouseMove, from + (to - from) * step / 4,
                             dock->view()->viewport()->mapToGlobal(from + (to - from) * step / 4),
                             Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(dock->view()->viewport(), &move);
        }
        // The arrows follow while the box moves, with no layout asked for.
        QVERIFY(!dock->layingOut());
        QSignalSpy laidOutAgain(dock, &MapDock::mapShown);
        QTest::mouseRelease(dock->view()->viewport(), Qt::LeftButton, {}, to);
        QCOMPARE(window.undoStack()->count(), steps + 1);
        const SystemsBlock block = SystemsBlock::read(window.document()->inventory());
        const SystemEntry* placed = block.find(u"stripe");
        QVERIFY(placed && placed->at);
        QVERIFY(std::abs(placed->at->y() - (before.center().y() + 80)) <= 3);
        QVERIFY(laidOutAgain.wait(20000));
        const int stripeAfter = systemNamed(*scene->graph(), QStringLiteral("stripe"));
        QCOMPARE(scene->layout()->systems[stripeAfter].center(), QPointF(*placed->at));
        const int hubspotAfter = systemNamed(*scene->graph(), QStringLiteral("hubspot"));
        QCOMPARE(scene->layout()->systems[hubspotAfter], hubspotBefore);

        // Undo takes the whole drag back.
        window.undoStack()->undo();
        QVERIFY(!SystemsBlock::read(window.document()->inventory()).find(u"stripe"));
        window.undoStack()->redo();
        QVERIFY(SystemsBlock::read(window.document()->inventory()).find(u"stripe"));
        // Reset Layout removes every position, as one step.
        auto* reset = dock->findChild<QAbstractButton*>(QStringLiteral("mapResetLayout"));
        QVERIFY(reset);
        QSignalSpy resetShown(dock, &MapDock::mapShown);
        reset->click();
        QVERIFY(SystemsBlock::read(window.document()->inventory()).entries.isEmpty());
        QCOMPARE(window.undoStack()->count(), steps + 2);
        QVERIFY(resetShown.wait(20000));

        // An edit of a flow reaches the map: a new destination is a new system.
        const int systemsBefore = int(scene->graph()->systems.size());
        window.editor()->setCell(0, FlowColumn{Field::Destination}, QStringLiteral("zendesk"));
        QTRY_VERIFY_WITH_TIMEOUT(!dock->layingOut() &&
                                     systemNamed(*scene->graph(), QStringLiteral("zendesk")) >= 0,
                                 20000);
        QVERIFY(int(scene->graph()->systems.size()) >= systemsBefore);
        Test::keepScreenshot(&window, QStringLiteral("map-dock.png"));
    }

    // F5: the selected flow's vendor windows, its retry storm, every flow's into its
    // destination and the map, full screen with no window chrome; Page Down goes through the
    // pages and slides, Esc leaves.
    void presentationModeGoesFullScreen() {
        Test::ExampleWindow example;
        MainWindow& window = example.window;
        window.table()->setCurrentIndex(example.cell(
            example.flowWithId(QStringLiteral("stripe_payouts_to_netsuite")), Field::FlowId));
        QCOMPARE(window.presentAction()->shortcut(), QKeySequence(Qt::Key_F5));
        QSignalSpy mapShown(window.mapDock(), &MapDock::mapShown);
        PresentationWindow* show = window.startPresentation();
        QVERIFY(show);
        QVERIFY(show->isVisible());
        QVERIFY(show->windowState() & Qt::WindowFullScreen);
        QVERIFY(show->windowFlags() & Qt::FramelessWindowHint);
        // Windows, the flow's storm and NetSuite's; the map comes from its worker.
        QCOMPARE(show->slideCount(), 3);
        QVERIFY(show->currentSlide()->title.contains(QStringLiteral("stripe_payouts_to_netsuite")));
        QVERIFY(mapShown.wait(20000));
        QCOMPARE(show->slideCount(), 4);
        QCOMPARE(show->currentSlide()->kind, WorkshopSlide::Kind::Windows);
        // Through every page of every slide, then no further.
        int steps = 0;
        while (show->slideIndex() < show->slideCount() - 1 && steps < 200) {
            QTest::keyClick(show, Qt::Key_PageDown);
            ++steps;
        }
        QCOMPARE(show->currentSlide()->kind, WorkshopSlide::Kind::Map);
        QTest::keyClick(show, Qt::Key_PageDown);
        QCOMPARE(show->slideIndex(), 3);
        QTest::keyClick(show, Qt::Key_PageUp);
        QCOMPARE(show->currentSlide()->kind, WorkshopSlide::Kind::Storm);
        QCOMPARE(show->currentSlide()->title,
                 QStringLiteral("Retry storm · every flow into netsuite"));
        QVERIFY(!show->currentLayout().texts.isEmpty());
        Test::keepScreenshot(show, QStringLiteral("presentation-destination-storm.png"));
        QTest::keyClick(show, Qt::Key_PageUp);
        QCOMPARE(show->currentSlide()->kind, WorkshopSlide::Kind::Storm);
        QVERIFY(show->currentSlide()->title.endsWith(QStringLiteral("stripe_payouts_to_netsuite")));
        Test::keepScreenshot(show, QStringLiteral("presentation-storm.png"));
        QPointer<PresentationWindow> gone(show);
        QTest::keyClick(show, Qt::Key_Escape);
        QTRY_VERIFY(gone.isNull()); // deleted when left
    }

    // From the painter's own layout, not from pixels: each system's name inside its box and
    // clear of every other text, the legend's words apart and under the map, and a figure
    // file exactly the pixels asked for.
    void labelsStayInsideTheirBoxesAndApart() {
        Test::ExampleWindow example;
        MapDock* dock = example.window.mapDock();
        dock->show();
        QVERIFY(waitForMap(dock));
        const MapGraph& graph = *dock->scene()->graph();
        const MapLayout& layout = *dock->scene()->layout();
        const QList<MapPainter::Label> labels = dock->scene()->painter()->labels();
        QVERIFY(labels.size() > graph.systems.size() + 3);
        for (qsizetype i = 0; i < graph.systems.size(); ++i) {
            QVERIFY2(layout.systems[i].contains(labels[i].rect), qPrintable(labels[i].text));
            QVERIFY(!labels[i].text.isEmpty());
        }
        for (qsizetype a = 0; a < labels.size(); ++a) {
            QVERIFY2(MapStyle::figureBounds(layout).contains(labels[a].rect),
                     qPrintable(labels[a].text));
            for (qsizetype b = a + 1; b < labels.size(); ++b)
                QVERIFY2(!labels[a].rect.intersects(labels[b].rect),
                         qPrintable(labels[a].text + QStringLiteral(" / ") + labels[b].text));
        }
        const QByteArray png = FigureFile::png(QSize(640, 360), [&](QPainter& p, const QRectF& r) {
            dock->scene()->painter()->paint(p, r);
        });
        const QImage image = QImage::fromData(png, "PNG");
        QCOMPARE(image.size(), QSize(640, 360));
        // Drawn: the boxes' borders and the arrows darken a share of the page.
        int dark = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                dark += qGray(image.pixel(x, y)) < 160;
        QVERIFY2(dark > 2000, qPrintable(QString::number(dark)));
    }

    // Export… writes the map as shown: the combo's flows, as SVG (the command line's ids
    // and classes), PNG or PDF by the name's extension; another extension is refused in
    // words and writes nothing.
    void exportWritesTheMapAsShown() {
        Test::ExampleWindow example;
        MapDock* dock = example.window.mapDock();
        dock->show();
        QVERIFY(waitForMap(dock));
        auto* only = dock->findChild<QComboBox*>(QStringLiteral("mapOnly"));
        only->setCurrentIndex(only->findData(int(MapVerdict::Fail)));
        QSignalSpy shown(dock, &MapDock::mapShown);
        QVERIFY(shown.wait(20000));
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("estate.svg"));
        example.prompts.pathAnswers = {svg};
        dock->findChild<QToolButton*>(QStringLiteral("mapExport"))->click();
        QVERIFY2(example.prompts.errors.isEmpty(), qPrintable(example.prompts.errors.join(u'|')));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString drawing = QString::fromUtf8(file.readAll());
        QVERIFY(drawing.contains(QStringLiteral("class=\"flow pair fail\"")));
        for (const char* other : {"ok", "warn", "accepted"})
            QVERIFY(!drawing.contains(
                QStringLiteral("class=\"flow pair %1\"").arg(QLatin1StringView(other))));
        QVERIFY(drawing.contains(QStringLiteral("<g id=\"system-")));

        const QString png = dir.filePath(QStringLiteral("estate.png"));
        QCOMPARE(dock->exportTo(png), QString());
        QVERIFY(!QImage(png).isNull());
        const QString pdf = dir.filePath(QStringLiteral("estate.pdf"));
        QCOMPARE(dock->exportTo(pdf), QString());
        QFile pdfFile(pdf);
        QVERIFY(pdfFile.open(QIODevice::ReadOnly));
        QVERIFY(pdfFile.read(5) == "%PDF-");

        const QString gif = dir.filePath(QStringLiteral("estate.gif"));
        QVERIFY(dock->exportTo(gif).contains(QStringLiteral("SVG, PNG or PDF")));
        QVERIFY(!QFileInfo::exists(gif));
        // An edit not laid out yet: the old positions are not written as the new map.
        example.window.editor()->setCell(0, FlowColumn{Field::Destination},
                                         QStringLiteral("freshdesk"));
        QVERIFY(dock->exportTo(png).contains(QStringLiteral("laid out")));
    }

    // Issue 52: a map whose names cannot be read at the dock's size opens on a part that
    // can: its failing flows, else the system with the most failing flows, said under the
    // map with how to widen it; the user's own choice then stands. An estate of 400 flows
    // among 120 systems, a third failing, in a dock of 1400×900.
    void opensOnAPartThatReads() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("estate.yaml"));
        Test::writeFile(path, Test::estateFlowsYaml(400, 120));
        Test::ScriptedPrompts prompts;
        MainWindow window(&prompts);
        QVERIFY(window.files()->openPath(path));
        MapDock* dock = window.mapDock();
        showWithRoom(dock);
        auto* only = dock->findChild<QComboBox*>(QStringLiteral("mapOnly"));
        QVERIFY(only);
        // The whole estate, then its failing flows, then (if need be) one system's: each a
        // layout of its own.
        const auto reads = [dock] {
            const QSize room = dock->view()->viewport()->size();
            const double type = QFontInfo(dock->font()).pixelSize();
            return dock->isCurrent() &&
                   LegibleMap::readable(*dock->scene()->layout(), QSizeF(room), type * 0.6);
        };
        QTRY_VERIFY_WITH_TIMEOUT(reads(), 60000);
        QCOMPARE(only->currentData().toInt(), int(MapVerdict::Fail));
        QVERIFY(dock->scene()->graph()->flowCount() < 400);
        if (dock->focusBox()->text().isEmpty())
            QVERIFY(dock->statusText().contains(QStringLiteral("only its failing flows")));
        else
            QVERIFY(dock->statusText().contains(QStringLiteral("the system with the most")));
        Test::keepScreenshot(dock, QStringLiteral("map-dock-estate.png"));
        // All flows, asked for: the whole estate, small, and nothing narrowed again.
        QSignalSpy shown(dock, &MapDock::mapShown);
        dock->focusBox()->clear();
        only->setCurrentIndex(0);
        QTRY_VERIFY_WITH_TIMEOUT(!dock->layingOut() && !shown.isEmpty(), 60000);
        QCOMPARE(only->currentIndex(), 0);
        QVERIFY(dock->focusBox()->text().isEmpty());
        QVERIFY2(!dock->statusText().contains(QStringLiteral("cannot be read")),
                 qPrintable(dock->statusText()));
        QCOMPARE(dock->scene()->graph()->flowCount(), 400);
    }

    // The filter box focuses the map on a system (its own flows) or a group; a double click
    // on a system fills it; a name the map does not have is said and the estate shown. A
    // pair's arrow with several flows offers them in a menu; Per Flow draws each flow.
    void focusesOnASystemAndOffersAPairsFlows() {
        Test::ExampleWindow example;
        MapDock* dock = example.window.mapDock();
        showWithRoom(dock);
        QVERIFY(waitForMap(dock));
        const qsizetype wholeSystems = dock->scene()->graph()->systems.size();
        QSignalSpy shown(dock, &MapDock::mapShown);
        dock->focusBox()->setText(QStringLiteral("Stripe"));
        QVERIFY(shown.wait(20000));
        const MapGraph* graph = dock->scene()->graph();
        const int stripe = systemNamed(*graph, QStringLiteral("stripe"));
        QVERIFY(stripe >= 0);
        QVERIFY(graph->systems.size() < wholeSystems);
        for (const MapArrow& arrow : graph->arrows)
            QVERIFY(arrow.from == stripe || arrow.to == stripe);

        dock->focusBox()->setText(QStringLiteral("nowhere"));
        QVERIFY(shown.wait(20000));
        QVERIFY2(dock->statusText().contains(QStringLiteral("No system or group \"nowhere\"")),
                 qPrintable(dock->statusText()));
        QCOMPARE(dock->scene()->graph()->systems.size(), wholeSystems);

        // A double click on HubSpot's box focuses on it.
        const int hubspot = systemNamed(*dock->scene()->graph(), QStringLiteral("hubspot"));
        dock->view()->fitAll();
        for (MapSystemItem* item : itemsOf<MapSystemItem>(dock->scene())) {
            if (item->system() == hubspot)
                QTest::mouseDClick(dock->view()->viewport(), Qt::LeftButton, {},
                                   dock->view()->mapFromScene(item->box().center()));
        }
        QCOMPARE(dock->focusBox()->text(), dock->scene()->graph()->systems[hubspot].label);
        QVERIFY(shown.wait(20000));
        dock->focusBox()->clear();
        QVERIFY(shown.wait(20000));

        // A second flow from Stripe to Salesforce: one arrow with both, a menu of them.
        const QList<int> billing =
            example.window.document()->engine().flowsWithId(QStringLiteral("billing_to_crm"));
        QCOMPARE(billing.size(), 1);
        const int other = billing.first() == 1 ? 2 : 1;
        example.window.editor()->setCell(other, FlowColumn{Field::Source},
                                         QStringLiteral("stripe"));
        example.window.editor()->setCell(other, FlowColumn{Field::Destination},
                                         QStringLiteral("salesforce"));
        QVERIFY(shown.wait(20000));
        graph = dock->scene()->graph();
        qsizetype pair = -1;
        for (qsizetype i = 0; i < graph->arrows.size(); ++i) {
            if (graph->arrows[i].flows.size() == 2)
                pair = i;
        }
        QVERIFY(pair >= 0);
        QCOMPARE(graph->arrows[pair].label(), QStringLiteral("2 flows"));
        dock->view()->fitAll();
        clickItem(dock->view(), dock->scene()->layout()->arrows[pair].labelAt);
        auto* menu = dock->findChild<QMenu*>(QStringLiteral("mapPairFlows"));
        QVERIFY(menu);
        QCOMPARE(menu->actions().size(), 2);
        menu->actions().last()->trigger();
        QCOMPARE(example.window.proxy()->mapToSource(example.window.table()->currentIndex()).row(),
                 graph->arrows[pair].flows.last().flow);
        menu->close();

        auto* perFlow = dock->findChild<QToolButton*>(QStringLiteral("mapPerFlow"));
        perFlow->click();
        QVERIFY(shown.wait(20000));
        QCOMPARE(dock->scene()->graph()->arrows.size(), dock->scene()->graph()->flowCount());
    }
};

QTEST_MAIN(TestMapDock)
#include "tst_mapdock.moc"
