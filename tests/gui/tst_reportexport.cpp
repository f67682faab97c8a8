// File → Export Audit Report… through the real menu action and dialogs: PDF and HTML
// written atomically after a preview of the same pages, the draft question, a cancel that
// writes nothing, and a save that fails with the reason shown.
#include "core/report/auditreportbuilder.h"
#include "core/report/reportcomposer.h"
#include "guitestsupport.h"
#include "painting/reportpages.h"
#include "testsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/mainwindow.h"
#include "ui/maths/vendorpanels.h"
#include "ui/report/reportexporter.h"
#include "ui/report/reportpageview.h"
#include "ui/report/reportpreviewdialog.h"
#include "ui/vendors/vendorcardstore.h"

#include "core/ledger/ledgerdialect.h"
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>

#include <QTest>
#include <QTimer>
#include <QToolButton>

using namespace FlowAudit;

namespace {

QAction* exportAction(MainWindow& window) {
    for (QAction* top : window.menuBar()->actions()) {
        const QList<QAction*> actions = top->menu()->actions();
        for (qsizetype i = 0; i < actions.size(); ++i) {
            if (actions[i]->objectName() == QLatin1StringView("actionExportAuditReport")) {
                // Right after Export as CSV, in the File menu.
                if (i == 0 || !actions[i - 1]->text().contains(QLatin1StringView("CSV")))
                    return nullptr;
                return actions[i];
            }
        }
    }
    return nullptr;
}

// The options dialog: the format and paper chosen, then Preview.
std::function<void(QWidget*)> choose(const QString& format,
                                     const QString& paper = QStringLiteral("A4")) {
    return [format, paper](QWidget* dialog) {
        auto* formats = dialog->findChild<QComboBox*>(QStringLiteral("reportFormat"));
        auto* papers = dialog->findChild<QComboBox*>(QStringLiteral("reportPaper"));
        formats->setCurrentIndex(formats->findText(format));
        papers->setCurrentIndex(papers->findText(paper));
        QTest::mouseClick(dialog->findChild<QPushButton*>(QStringLiteral("reportPreviewButton")),
                          Qt::LeftButton);
    };
}

void click(QWidget* dialog, const QString& button) {
    QTest::mouseClick(dialog->findChild<QPushButton*>(button), Qt::LeftButton);
}

// The example inventory many times over, each flow with its own ID: long enough to work on
// that a cancel lands while the report is being made.
Inventory bigInventory(const Inventory& example, int copies) {
    Inventory big = example;
    big.flows.clear();
    for (int copy = 0; copy < copies; ++copy) {
        for (Flow flow : example.flows) {
            flow.setText(Field::FlowId, flow.text(Field::FlowId) + QStringLiteral("_%1").arg(copy));
            big.flows.append(flow);
        }
    }
    return big;
}

} // namespace

class TestReportExport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }
    void init() { QSettings().remove(QStringLiteral("report")); }

    void exportsPdfAfterAPreviewOfTheSamePages() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("acme.pdf"));
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        f.prompts.pathAnswers = {path};

        // The pages the preview must show, laid out here on their own.
        AuditReportInput input;
        input.unsavedChanges = true;
        const auto report = AuditReportBuilder::build(
            f.window.document()->inventory(), f.window.vendorPanels()->store()->cards(), input);
        const auto expected = ReportPages::lay(ReportComposer::compose(*report), ReportPaper::A4);
        QVERIFY(expected && expected->pageCount() > 1);

        int shownPages = -1;
        QString firstLabel, lastLabel;
        int drawn = -1;
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("PDF")));
        Test::WhenShown preview(QStringLiteral("reportPreview"), [&](QWidget* w) {
            auto* dialog = static_cast<ReportPreviewDialog*>(w);
            shownPages = dialog->view()->pageCount();
            firstLabel = dialog->findChild<QLabel*>(QStringLiteral("pageLabel"))->text();
            // Pages come from the report's thread as they scroll into sight, not all at once.
            if (!QTest::qWaitFor([&] { return dialog->view()->cachedPageCount() > 0; }, 5000))
                return click(dialog, QStringLiteral("closePreview"));
            dialog->view()->showPage(shownPages - 1);
            lastLabel = dialog->findChild<QLabel*>(QStringLiteral("pageLabel"))->text();
            // Painted now, the view asks for the pages in sight; once they are back, nothing
            // more is drawn until it scrolls.
            dialog->view()->viewport()->repaint();
            if (!QTest::qWaitFor([&] { return dialog->view()->isSettled(); }, 10000))
                return click(dialog, QStringLiteral("closePreview"));
            drawn = dialog->view()->cachedPageCount();
            Test::keepScreenshot(dialog, QStringLiteral("report-preview.png"));
            click(dialog, QStringLiteral("saveReport"));
        });
        QAction* action = exportAction(f.window);
        QVERIFY(action);
        action->trigger();

        QVERIFY(options.seen());
        QVERIFY(preview.seen());
        QCOMPARE(shownPages, expected->pageCount());
        QCOMPARE(firstLabel, QStringLiteral("Page 1 of %1").arg(expected->pageCount()));
        QCOMPARE(lastLabel, QStringLiteral("Page %1 of %1").arg(expected->pageCount()));
        QVERIFY2(drawn > 0 && drawn < shownPages,
                 qPrintable(QString::number(drawn))); // drawn lazily
        QVERIFY(
            f.prompts.asked.contains(QStringLiteral("draft-new:acme-inventory.yaml (example)")));
        QVERIFY(f.prompts.asked.contains(QStringLiteral("save:Save Audit Report")));
        QVERIFY(f.prompts.errors.isEmpty());
        const QByteArray bytes = Test::readFile(path);
        QVERIFY(bytes.startsWith("%PDF-"));
        QVERIFY(bytes.contains("/Title"));
        QVERIFY(f.window.statusBar()->currentMessage().contains(QDir::toNativeSeparators(path)));
        QCOMPARE(QSettings().value(QStringLiteral("report/format")).toString(),
                 QStringLiteral("pdf"));
    }

    void exportsHtmlWithEveryFlow() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        f.prompts.pathAnswers = {dir.filePath(QStringLiteral("acme"))}; // the suffix is added
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("HTML"), QStringLiteral("US Letter")));
        Test::WhenShown preview(QStringLiteral("reportPreview"),
                                [](QWidget* w) { click(w, QStringLiteral("saveReport")); });
        exportAction(f.window)->trigger();

        QVERIFY(preview.seen());
        const QByteArray html = Test::readFile(dir.filePath(QStringLiteral("acme.html")));
        QVERIFY(html.startsWith("<!DOCTYPE html>"));
        QVERIFY(html.contains("DRAFT"));
        const Inventory& inventory = f.window.document()->inventory();
        QVERIFY(inventory.flows.size() > 3);
        for (const Flow& flow : inventory.flows)
            QVERIFY2(html.contains(flow.text(Field::FlowId).toUtf8()),
                     qPrintable(flow.text(Field::FlowId)));
        QCOMPARE(QSettings().value(QStringLiteral("report/format")).toString(),
                 QStringLiteral("html"));
        QCOMPARE(QSettings().value(QStringLiteral("report/paper")).toString(),
                 QStringLiteral("letter"));

        // The next export starts from these choices.
        bool remembered = false;
        Test::WhenShown again(QStringLiteral("reportExportDialog"), [&](QWidget* dialog) {
            remembered =
                dialog->findChild<QComboBox*>(QStringLiteral("reportFormat"))->currentText() ==
                    QLatin1StringView("HTML") &&
                dialog->findChild<QComboBox*>(QStringLiteral("reportPaper"))->currentText() ==
                    QLatin1StringView("US Letter") &&
                !dialog->findChild<QCheckBox*>(QStringLiteral("reportPdfA"))->isEnabled();
            click(dialog, QStringLiteral("reportCancelButton"));
        });
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        exportAction(f.window)->trigger();
        QVERIFY(again.seen());
        QVERIFY(remembered);
    }

    // The ledgers' appendix is off until chosen; chosen, the saved report holds each flow's
    // SQL, and the next export starts from it.
    void ledgersAppendixIsAnOption() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        f.prompts.pathAnswers = {dir.filePath(QStringLiteral("acme"))};
        bool offByDefault = false;
        Test::WhenShown options(QStringLiteral("reportExportDialog"), [&](QWidget* dialog) {
            auto* ledgers = dialog->findChild<QComboBox*>(QStringLiteral("reportLedgers"));
            offByDefault = ledgers->currentIndex() == 0;
            ledgers->setCurrentIndex(ledgers->findData(int(LedgerDialect::PostgreSql)));
            choose(QStringLiteral("HTML"))(dialog);
        });
        Test::WhenShown preview(QStringLiteral("reportPreview"),
                                [](QWidget* w) { click(w, QStringLiteral("saveReport")); });
        exportAction(f.window)->trigger();
        QVERIFY(preview.seen());
        QVERIFY(offByDefault);
        const QByteArray html = Test::readFile(dir.filePath(QStringLiteral("acme.html")));
        QVERIFY(html.contains("Appendix: the action ledgers (PostgreSQL)"));
        QVERIFY(html.contains("ON CONFLICT (flow_id, episode_key) DO NOTHING"));
        QCOMPARE(QSettings().value(QStringLiteral("report/ledgers")).toString(),
                 QStringLiteral("postgresql"));
    }

    void cancellingTheProgressWritesNothing() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        f.window.document()->reset(bigInventory(f.window.document()->inventory(), 60));
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        f.prompts.pathAnswers = {dir.filePath(QStringLiteral("big.pdf"))};
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("PDF")));
        Test::WhenShown progress(
            QStringLiteral("reportProgress"),
            [](QWidget* w) {
                w->findChild<QPushButton*>()->click(); // the dialog's Cancel, shown or not yet
            },
            false);
        Test::WhenShown preview(QStringLiteral("reportPreview"),
                                [](QWidget* w) { click(w, QStringLiteral("closePreview")); });
        QElapsedTimer clock;
        clock.start();
        exportAction(f.window)->trigger();

        QVERIFY(progress.seen());
        QVERIFY(!preview.seen());
        QVERIFY(!f.prompts.asked.contains(QStringLiteral("save:Save Audit Report")));
        QVERIFY(QDir(dir.path()).isEmpty());
        QVERIFY(f.window.statusBar()->currentMessage().isEmpty());
        // Made in full, this report takes many seconds; a cancel stops it at the next step.
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
    }

    // Cancelling while the PDF is written keeps the preview open and writes nothing.
    void cancellingThePdfWritesNothing() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("acme.pdf"));
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        f.prompts.pathAnswers = {path};
        bool stillOpen = false;
        bool progressSeen = false;
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("PDF")));
        Test::WhenShown preview(QStringLiteral("reportPreview"), [&](QWidget* w) {
            Test::WhenShown progress(
                QStringLiteral("reportProgress"),
                [](QWidget* p) { p->findChild<QPushButton*>()->click(); }, false);
            click(w, QStringLiteral("saveReport"));
            progressSeen = progress.seen();
            stillOpen = w->isVisible();
            click(w, QStringLiteral("closePreview"));
        });
        exportAction(f.window)->trigger();

        QVERIFY(progressSeen);
        QVERIFY(stillOpen);
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QDir(dir.path()).isEmpty());
        QVERIFY(f.prompts.errors.isEmpty());
        QVERIFY(f.window.statusBar()->currentMessage().isEmpty());
    }

    void thePreviewZoomsAndFitsTheWidth() {
        Test::ExampleWindow f;
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        qreal fitted = 0, zoomedIn = 0, refitted = 0;
        QString zoomText;
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("PDF")));
        Test::WhenShown preview(QStringLiteral("reportPreview"), [&](QWidget* w) {
            auto* dialog = static_cast<ReportPreviewDialog*>(w);
            fitted = dialog->view()->zoom();
            QTest::mouseClick(w->findChild<QToolButton*>(QStringLiteral("zoomIn")), Qt::LeftButton);
            zoomedIn = dialog->view()->zoom();
            zoomText = w->findChild<QLabel*>(QStringLiteral("zoomLabel"))->text();
            QTest::mouseClick(w->findChild<QToolButton*>(QStringLiteral("fitWidth")),
                              Qt::LeftButton);
            refitted = dialog->view()->zoom();
            click(w, QStringLiteral("closePreview"));
        });
        exportAction(f.window)->trigger();

        QVERIFY(preview.seen());
        QVERIFY(zoomedIn > fitted * 1.2);
        QCOMPARE(zoomText, QStringLiteral("%1 %").arg(qRound(zoomedIn * 100)));
        QCOMPARE(refitted, fitted);
    }

    void aSaveThatFailsSaysWhyAndWritesNothing() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("missing/folder/acme.pdf"));
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
        f.prompts.pathAnswers = {path};
        int errorsAfterSave = -1;
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("PDF")));
        Test::WhenShown preview(QStringLiteral("reportPreview"), [&](QWidget* w) {
            click(w, QStringLiteral("saveReport"));
            errorsAfterSave = int(f.prompts.errors.size());
            QVERIFY(w->isVisible()); // still open, to save elsewhere
            click(w, QStringLiteral("closePreview"));
        });
        exportAction(f.window)->trigger();

        QCOMPARE(errorsAfterSave, 1);
        QVERIFY2(f.prompts.errors.first().contains(QDir::toNativeSeparators(path)),
                 qPrintable(f.prompts.errors.first()));
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QDir(dir.path()).isEmpty());
        QVERIFY(f.window.statusBar()->currentMessage().isEmpty());
    }

    // The report's path typed as the inventory's own (or a link to it): refused, the
    // inventory's bytes untouched, and the preview stays open to save elsewhere.
    void theReportNeverReplacesTheInventory_data() {
        QTest::addColumn<bool>("throughALink");
        QTest::newRow("the same path") << false;
        QTest::newRow("a symbolic link to it") << true;
    }
    void theReportNeverReplacesTheInventory() {
        QFETCH(bool, throughALink);
        QTemporaryDir dir;
        const QString inventory = dir.filePath(QStringLiteral("flows.yaml"));
        Test::writeFile(inventory,
                        Test::readFile(QStringLiteral(FLOWAUDIT_SOURCE_DIR
                                                      "/resources/examples/acme-inventory.yaml")));
        const QByteArray before = Test::readFile(inventory);
        QString answer = inventory;
        if (throughALink) {
            answer = dir.filePath(QStringLiteral("report.pdf"));
            QVERIFY(QFile::link(inventory, answer));
        }
        Test::ExampleWindow f;
        QVERIFY(f.window.files()->openPath(inventory));
        f.prompts.pathAnswers = {answer};
        int errorsAfterSave = -1;
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("PDF")));
        Test::WhenShown preview(QStringLiteral("reportPreview"), [&](QWidget* w) {
            click(w, QStringLiteral("saveReport"));
            errorsAfterSave = int(f.prompts.errors.size());
            QVERIFY(w->isVisible());
            click(w, QStringLiteral("closePreview"));
        });
        exportAction(f.window)->trigger();

        QCOMPARE(errorsAfterSave, 1);
        QVERIFY2(f.prompts.errors.first().contains(QStringLiteral("nothing was written")),
                 qPrintable(f.prompts.errors.first()));
        QCOMPARE(Test::readFile(inventory), before);
    }

    void unsavedChangesAreSaidBeforeTheReport() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString inventoryPath = dir.filePath(QStringLiteral("acme.yaml"));
        f.prompts.pathAnswers = {inventoryPath};
        QVERIFY(f.window.files()->saveAs());

        // Saved and unchanged: no question, and the cover carries the file's checksum.
        f.prompts.asked.clear();
        f.prompts.pathAnswers = {dir.filePath(QStringLiteral("saved.html"))};
        Test::WhenShown options(QStringLiteral("reportExportDialog"),
                                choose(QStringLiteral("HTML")));
        Test::WhenShown preview(QStringLiteral("reportPreview"),
                                [](QWidget* w) { click(w, QStringLiteral("saveReport")); });
        exportAction(f.window)->trigger();
        QVERIFY(preview.seen());
        QCOMPARE(f.prompts.asked, QStringList{QStringLiteral("save:Save Audit Report")});
        const QByteArray saved = Test::readFile(dir.filePath(QStringLiteral("saved.html")));
        QVERIFY(saved.contains(f.window.files()->diskHash().toHex()));
        QVERIFY(!saved.contains("DRAFT"));

        // After an edit: asked; Cancel stops before any dialog.
        QVERIFY(f.window.model()->setData(
            f.window.model()->index(0, f.window.model()->columnOf(Field::Name)),
            QStringLiteral("Renamed flow")));
        QVERIFY(f.window.files()->isModified());
        f.prompts.asked.clear();
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::Cancel};
        {
            Test::WhenShown noOptions(QStringLiteral("reportExportDialog"), [](QWidget* w) {
                click(w, QStringLiteral("reportCancelButton"));
            });
            // The whole way, over when it returns: no dialog can come after.
            QVERIFY(!f.window.findChild<ReportExporter*>()->exportReport());
            QCOMPARE(f.prompts.asked, QStringList{QStringLiteral("draft:acme.yaml")});
            QVERIFY(!noOptions.seen());
        }

        // Save First saves the inventory, and the report is of the saved file.
        f.prompts.asked.clear();
        f.prompts.draftAnswers = {UserPrompts::DraftChoice::SaveFirst};
        f.prompts.pathAnswers = {dir.filePath(QStringLiteral("after.html"))};
        Test::WhenShown options2(QStringLiteral("reportExportDialog"),
                                 choose(QStringLiteral("HTML")));
        Test::WhenShown preview2(QStringLiteral("reportPreview"),
                                 [](QWidget* w) { click(w, QStringLiteral("saveReport")); });
        exportAction(f.window)->trigger();
        QVERIFY2(preview2.seen(),
                 qPrintable(f.prompts.asked.join(u',') + f.prompts.errors.join(u',')));
        QVERIFY(!f.window.files()->isModified());
        QVERIFY(Test::readFile(inventoryPath).contains("Renamed flow"));
        const QByteArray after = Test::readFile(dir.filePath(QStringLiteral("after.html")));
        QVERIFY(after.contains(f.window.files()->diskHash().toHex()));
        QVERIFY(!after.contains("DRAFT"));
    }
};

QTEST_MAIN(TestReportExport)
#include "tst_reportexport.moc"
