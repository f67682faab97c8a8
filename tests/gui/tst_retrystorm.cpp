// The Retry Storm panel on the bundled example: the workshop's path (suitetalk:3;worker:5,
// a ten-minute outage, 15× the load, "retry in one layer only" brings it to 5×), its inputs
// kept in the flow's retry_storm (undoable), the PNG export, Presentation Mode, and the
// chart's layout: no two labels overlap or read the same, the axis shows on a projector.
#include "core/document/inventorydocument.h"
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormsettings.h"
#include "guitestsupport.h"
#include "painting/stormchartpainter.h"
#include "testsupport.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/maths/vendorpanels.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/simulation/stormchartview.h"
#include "ui/widgets/presentationwindow.h"

#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace FlowAudit;

namespace {

RetryStormDock* stormDock(MainWindow& window) {
    return window.findChild<RetryStormDock*>(QStringLiteral("retryStormDock"));
}

void select(Test::ExampleWindow& w, const QString& id) {
    const int row = w.flowWithId(id);
    QVERIFY(row >= 0);
    w.window.findChild<VendorPanels*>()->selectFlow(row);
}

void type(QLineEdit* edit, const QString& text) {
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

// No two labels overlap or read the same, and all lie inside the chart.
void checkLabels(const QList<QPair<QRectF, QString>>& labels, const QSize& size) {
    QVERIFY(labels.size() >= 8);
    for (int i = 0; i < labels.size(); ++i) {
        const QRectF& a = labels[i].first;
        QVERIFY2(QRectF(QPointF(0, 0), size).contains(a),
                 qPrintable(QStringLiteral("%1 outside").arg(labels[i].second)));
        for (int j = i + 1; j < labels.size(); ++j) {
            QVERIFY2(!a.intersects(labels[j].first),
                     qPrintable(QStringLiteral("\"%1\" overlaps \"%2\"")
                                    .arg(labels[i].second, labels[j].second)));
            QVERIFY2(labels[i].second != labels[j].second,
                     qPrintable(QStringLiteral("two labels read \"%1\"").arg(labels[i].second)));
        }
    }
}

} // namespace

class TestRetryStorm : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(QStringLiteral("tst_retrystorm")); }

    void workshopPath() {
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        QVERIFY(dock);
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        dock->show();
        dock->raise();
        QVERIFY2(
            dock->headline()->text().contains(QStringLiteral("10 min outage sends 15× the load")),
            qPrintable(dock->headline()->text()));
        QVERIFY(dock->chart()->study());
        QCOMPARE(dock->chart()->study()->product, quint64(15));
        QVERIFY(dock->figures()->text().contains(
            QStringLiteral("Retrying in worker only: <b>5× normal</b>")));

        // The ghost outline of RT01's fix: one click.
        QVERIFY(!dock->chart()->oneLayerOnly());
        dock->oneLayerOnly()->click();
        QVERIFY(dock->chart()->oneLayerOnly());
        const auto labels = dock->chart()->labelsAt(QSize(900, 420));
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](const auto& l) {
            return l.second == QStringLiteral("retry in worker only");
        }));
        dock->jitter()->click();
        QVERIFY(!dock->chart()->jitter());
        Test::keepScreenshot(dock, QStringLiteral("retry-storm-panel.png"));

        // Inputs land in the flow's retry_storm, one undo step each.
        const int row = w.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
        QUndoStack* stack = w.window.findChild<QUndoStack*>();
        const int before = stack->count();
        type(dock->rate(), QStringLiteral("250"));
        StormSettings::ReadResult read = StormSettings::read(w.window.document()->flow(row));
        QVERIFY(read.ok());
        QCOMPARE(read.settings.rate, std::optional<double>(250));
        QCOMPARE(stack->count(), before + 1);
        QVERIFY2(dock->figures()->text().contains(QStringLiteral("3,750 attempts/s")),
                 qPrintable(dock->figures()->text()));
        type(dock->outage(), QStringLiteral("5m"));
        QVERIFY(dock->headline()->text().contains(QStringLiteral("5 min outage")));
        type(dock->capacity(), QStringLiteral("2000"));
        QVERIFY(dock->figures()->text().contains(QStringLiteral("Vulnerable")));
        QCOMPARE(stack->count(), before + 3);

        // A value the simulator cannot read is said, and changes nothing.
        type(dock->outage(), QStringLiteral("soon"));
        QVERIFY(!dock->problem()->isHidden());
        QVERIFY(dock->problem()->text().contains(QStringLiteral("soon")));
        QCOMPARE(stack->count(), before + 3);

        stack->undo();
        stack->undo();
        stack->undo();
        QVERIFY(StormSettings::read(w.window.document()->flow(row)).settings.isEmpty());
        QVERIFY(dock->headline()->text().contains(QStringLiteral("10 min outage sends 15×")));
    }

    // The workshop's scenario with a worker that waits minutes between tries: the panel,
    // its PNG export and the ghost of RT01's fix, as docs/user-guide.md shows them (kept where
    // FLOWAUDIT_SCREENSHOT_DIR says, else only checked).
    void workshopPictures() {
        Test::ExampleWindow w;
        w.window.resize(1600, 1000);
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        const int row = w.flowWithId(QStringLiteral("stripe_payouts_to_netsuite"));
        StormSettings settings;
        settings.rate = 100;
        settings.outageLength = 600;
        settings.capacity = 2000;
        StormLayerSettings worker;
        worker.name = QStringLiteral("worker");
        worker.kind = ScheduleKind::Exponential;
        worker.base = 30;
        worker.cap = 600;
        settings.layers = {worker};
        InventoryEditor* editor = w.window.editor();
        QVERIFY(editor);
        QVERIFY(editor->setExtraFields(
            row, settings.appliedTo(w.window.document()->flow(row)).extraFields(),
            QStringLiteral("test")));
        QVERIFY2(dock->headline()->text().contains(QStringLiteral("15× the load")),
                 qPrintable(dock->headline()->text()));
        QVERIFY(dock->chart()->study()->recoveryTime.value_or(0) >
                60); // the worker's minutes of backlog
        dock->oneLayerOnly()->click();
        dock->show();
        dock->raise();
        dock->resize(760, 900);
        QTemporaryDir tmp;
        const QString dir = qEnvironmentVariableIsSet("FLOWAUDIT_SCREENSHOT_DIR")
                                ? qEnvironmentVariable("FLOWAUDIT_SCREENSHOT_DIR")
                                : tmp.path();
        dock->chart()->resize(1100, 520);
        QCOMPARE(dock->exportPng(QDir(dir).filePath(QStringLiteral("retry-storm.png"))), QString());
        QVERIFY(!QImage(QDir(dir).filePath(QStringLiteral("retry-storm.png"))).isNull());
    }

    void blankLayersSayWhy() {
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("segment_events_to_braze"));
        QVERIFY(!dock->chart()->study());
        QVERIFY(!dock->problem()->isHidden());
        QVERIFY(dock->problem()->text().contains(QStringLiteral("retry_layers is blank")));
    }

    // Where other flows write to the same destination, the panel adds them all up for the
    // flow's outage, each with its own settings; a destination with one flow offers nothing.
    void addsUpEveryFlowIntoTheDestination() {
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("segment_tracks_to_snowflake"));
        QVERIFY(dock->destination()->isHidden()); // the only flow into Snowflake
        select(w, QStringLiteral("pipedrive_won_deals_to_netsuite"));
        QVERIFY(!dock->destination()->isHidden());
        QCOMPARE(dock->destination()->text(), QStringLiteral("Every flow into netsuite (3)"));
        QVERIFY(dock->destinationFigures()->isHidden());
        dock->destination()->click();
        QVERIFY(!dock->destinationFigures()->isHidden());
        const QString figures = dock->destinationFigures()->text();
        QVERIFY2(figures.startsWith(QStringLiteral("netsuite: 3 flows into it")),
                 qPrintable(figures));
        QVERIFY2(figures.contains(QStringLiteral("= 9× normal")), qPrintable(figures));
        QVERIFY(figures.contains(QStringLiteral("stripe_payouts_to_netsuite (row 2)")));
        // Selecting another flow into it keeps the sum; the flow's own outage sets its length.
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        QCOMPARE(dock->destinationFigures()->text(), figures);
        type(dock->outage(), QStringLiteral("20m"));
        QVERIFY2(dock->destinationFigures()->text().contains(QStringLiteral("outage of 20 min")),
                 qPrintable(dock->destinationFigures()->text()));
    }

    // Asked for, the destination's storm takes the chart (a band a flow), the headline and
    // Presentation Mode's slide; the flow's own toggles are greyed, saying why. Switched
    // off, the flow's storm is back.
    void theDestinationsStormTakesTheChartAndTheSlide() {
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        const QString flowHeadline = dock->headline()->text();
        QVERIFY(dock->jitter()->isEnabled());
        dock->destination()->click();
        QVERIFY(dock->chart()->study());
        QCOMPARE(dock->chart()->study()->bandNames.size(), 3);
        QVERIFY2(dock->headline()->text().startsWith(QStringLiteral("3 flows into netsuite")),
                 qPrintable(dock->headline()->text()));
        QVERIFY(dock->figures()->isHidden());
        QVERIFY(!dock->jitter()->isEnabled());
        QVERIFY(!dock->oneLayerOnly()->isEnabled());
        QVERIFY2(dock->jitter()->toolTip().contains(QStringLiteral("Every flow into netsuite")),
                 qPrintable(dock->jitter()->toolTip()));
        dock->presentation()->click();
        QPointer<PresentationWindow> show = dock->presentationWindow();
        QVERIFY(show);
        QCOMPARE(show->currentSlide()->title,
                 QStringLiteral("Retry storm · every flow into netsuite"));
        QCOMPARE(show->currentSlide()->storm->bandNames.size(), 3);
        Test::keepScreenshot(show, QStringLiteral("destination-storm-presentation.png"));
        // Switched off while presenting: the flow's storm, on the panel and on the slide.
        dock->destination()->click();
        QCOMPARE(dock->headline()->text(), flowHeadline);
        QVERIFY(dock->jitter()->isEnabled());
        QVERIFY(show->currentSlide()->title.endsWith(QStringLiteral("stripe_payouts_to_netsuite")));
        QTest::keyClick(show, Qt::Key_Escape);
        QTRY_VERIFY(show.isNull());
    }

    // A destination storm is drawn by the same chart: its legend names a band per flow
    // instead of first tries and layers, and every text keeps clear of every other.
    void destinationStormChartNamesItsFlows() {
        Test::ExampleWindow w;
        const DestinationStorm::Flows into = DestinationStorm::into(
            w.window.document()->inventory(), QStringLiteral("netsuite"), &Test::bundledCards());
        const std::optional<DestinationStorm> storm = DestinationStorm::run(into.inputs, 120, 600);
        QVERIFY(storm);
        const StormStudy study = storm->study();
        QImage device(QSize(900, 420), QImage::Format_ARGB32_Premultiplied);
        QFont font(QStringLiteral("DejaVu Sans"));
        font.setPointSizeF(9);
        const StormChartPainter::Layout layout =
            StormChartPainter(study, {true, false, font}).layout(QRectF(0, 0, 900, 420), &device);
        QStringList texts;
        for (const StormChartPainter::Label& label : layout.labels)
            texts.append(label.text);
        for (const QString& flow : study.bandNames)
            QVERIFY2(texts.contains(flow), qPrintable(texts.join(u'|')));
        QVERIFY(!texts.contains(QStringLiteral("first tries")));
        QList<QPair<QRectF, QString>> labels;
        for (const StormChartPainter::Label& label : layout.labels)
            labels.append({label.rect, label.text});
        checkLabels(labels, QSize(900, 420));
    }

    void exportsPng() {
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("storm.png"));
        w.prompts.pathAnswers = {path};
        dock->findChild<QPushButton*>(QStringLiteral("stormExportPng"))->click();
        QVERIFY(w.prompts.errors.isEmpty());
        QImage image(path);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= dock->chart()->sizeHint().width());
    }

    // The panel's button shows this chart as it is set, full screen with no window chrome
    // (the slide F5 shows), follows the panel while open and leaves on Esc.
    void presentationMode() {
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        dock->oneLayerOnly()->click();
        dock->presentation()->click();
        QPointer<PresentationWindow> show = dock->presentationWindow();
        QVERIFY(show);
        QVERIFY(show->isVisible());
        QVERIFY(show->windowState() & Qt::WindowFullScreen);
        QVERIFY(show->windowFlags() & Qt::FramelessWindowHint);
        QCOMPARE(show->slideCount(), 1);
        const WorkshopSlide* slide = show->currentSlide();
        QCOMPARE(slide->kind, WorkshopSlide::Kind::Storm);
        QVERIFY(slide->title.contains(QStringLiteral("stripe_payouts_to_netsuite")));
        QCOMPARE(slide->subtitle, dock->headline()->text());
        QVERIFY(slide->subtitle.contains(QStringLiteral("15×")));
        QVERIFY(slide->stormOneLayerOnly);
        QVERIFY(slide->stormJitter);
        // The editor's type as F5 takes it; on a projector's screen, far larger than the panel's.
        QCOMPARE(slide->font, PresentationWindow::slideFontFor(&w.window));
        QVERIFY(slide->chartFont(QSize(1920, 1080), show).pointSizeF() >=
                dock->chart()->font().pointSizeF() * 1.7);
        // The panel's settings reach the open slide.
        dock->jitter()->click();
        QVERIFY(!show->currentSlide()->stormJitter);
        Test::keepScreenshot(show, QStringLiteral("retry-storm-presentation.png"));
        QTest::keyClick(show, Qt::Key_Escape);
        QVERIFY(!dock->presentation()->isChecked());
        // Pressed again before the window left is deleted: a new one shows, and stays.
        dock->presentation()->click();
        QPointer<PresentationWindow> again = dock->presentationWindow();
        QVERIFY(again && again != show && again->isVisible());
        QTRY_VERIFY(show.isNull()); // deleted when left
        QVERIFY(again && again->isVisible());
        QVERIFY(dock->presentation()->isChecked());
        QTest::keyClick(again, Qt::Key_Escape);
        QTRY_VERIFY(again.isNull());
    }

    // In the panel, and maximised on a large screen in large type, the chart's labels stay
    // apart and the time axis is inside the chart (Presentation Mode's slides are checked
    // in tst_workshopslides).
    void chartGeometry_data() {
        QTest::addColumn<QSize>("screen");
        QTest::addColumn<bool>("ghost");
        QTest::newRow("1600x1000") << QSize(1600, 1000) << false;
        QTest::newRow("1920x1080") << QSize(1920, 1080) << true;
        QTest::newRow("panel") << QSize(560, 380) << true;
    }
    void chartGeometry() {
        QFETCH(QSize, screen);
        QFETCH(bool, ghost);
        Test::ExampleWindow w;
        RetryStormDock* dock = stormDock(w.window);
        select(w, QStringLiteral("stripe_payouts_to_netsuite"));
        StormChartView view;
        view.setStudy(dock->chart()->study());
        view.setOneLayerOnly(ghost);
        if (screen.width() >= 1600) // large type
            view.setFont(WorkshopSlide::baseFont(WorkshopSlide::Scale));
        // The chart below a headline: most of the screen.
        const QSize size(screen.width() - 40, int(screen.height() * 0.8));
        checkLabels(view.labelsAt(size), size);
        const QRectF plot = view.plotAt(size);
        QVERIFY(plot.height() > size.height() / 3);
        const auto labels = view.labelsAt(size);
        const int timeLabels = int(std::count_if(labels.begin(), labels.end(), [&](const auto& l) {
            return l.first.top() >= plot.bottom() && l.first.bottom() <= size.height() &&
                   l.second.contains(QLatin1Char(':'));
        }));
        QVERIFY2(timeLabels >= 3, qPrintable(QString::number(timeLabels)));
        view.resize(size);
        Test::keepScreenshot(&view, QStringLiteral("retry-storm-chart-%1.png")
                                        .arg(QString::fromLatin1(QTest::currentDataTag())));
    }
};

QTEST_MAIN(TestRetryStorm)
#include "tst_retrystorm.moc"
