// Every file dialog of the editor offers exactly the formats registered for its purpose
// (core/io/files/fileformats): one entry each, with the registered name and extensions,
// after one entry of them all and before "All files" where the dialog reads. Each dialog is
// opened the way the user opens it, and the filter it was given is read back.
#include "core/io/files/fileformats.h"
#include "guitestsupport.h"
#include "ui/files/documentfiles.h"
#include "ui/import/flowimporter.h"
#include "ui/mainwindow.h"
#include "ui/maths/ledgerdock.h"
#include "ui/maths/vendorpanels.h"
#include "ui/simulation/retrystormdock.h"
#include "ui/vendors/vendorwindowsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>

using namespace FlowAudit;
using Purpose = FileFormats::Purpose;

namespace {

using Opener = std::function<void(Test::ExampleWindow&)>;

} // namespace

Q_DECLARE_METATYPE(Purpose)
Q_DECLARE_METATYPE(Opener)

namespace {

void clickButton(QWidget* in, const QString& name) {
    auto* button = in->findChild<QAbstractButton*>(name);
    QVERIFY2(button, qPrintable(name));
    QTRY_VERIFY2(button->isEnabled(), qPrintable(name));
    button->click();
}

// Runs `answer` once on the first top-level widget shown that `which` accepts; modal dialogs
// run their own event loop, so the poll runs there.
void whenShown(std::function<bool(QWidget*)> which, std::function<void(QWidget*)> answer) {
    auto* poll = new QTimer(qApp);
    poll->setInterval(10);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, which, answer] {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            if (w->isVisible() && which(w)) {
                poll->stop();
                poll->deleteLater();
                answer(w);
                return;
            }
        }
    });
    poll->start();
}

std::function<bool(QWidget*)> named(const QString& objectName) {
    return [objectName](QWidget* w) { return w->objectName() == objectName; };
}

QAction* actionNamed(const MainWindow& window, const QString& name) {
    return window.findChild<QAction*>(name);
}

// A filter's entries: "Name (*.a *.b)".
struct FilterEntry {
    QString name;
    QStringList patterns;
};

QList<FilterEntry> entriesOf(const QString& filter) {
    static const QRegularExpression entry(QStringLiteral("^(.*) \\(([^()]*)\\)$"));
    QList<FilterEntry> entries;
    for (const QString& text : filter.split(QStringLiteral(";;"))) {
        const QRegularExpressionMatch match = entry.match(text);
        if (!match.hasMatch())
            return {};
        entries.append({match.captured(1), match.captured(2).split(QLatin1Char(' '))});
    }
    return entries;
}

// The filter lists exactly the formats registered for the purpose, as FileFormats says.
void checkFilter(Purpose purpose, const QString& filter) {
    QList<FilterEntry> entries = entriesOf(filter);
    QVERIFY2(!entries.isEmpty(), qPrintable(filter));

    const QList<FileFormats::Entry> registered = FileFormats::forPurpose(purpose);
    QStringList every;
    for (const FileFormats::Entry& format : registered) {
        for (const QString& suffix : format.suffixes)
            every.append(QStringLiteral("*.") + suffix);
    }
    every.removeDuplicates();
    if (FileFormats::reads(purpose)) {
        QCOMPARE(entries.takeLast().patterns, QStringList{QStringLiteral("*")});
        if (registered.size() > 1)
            QCOMPARE(entries.takeFirst().patterns, every);
    }
    QCOMPARE(entries.size(), registered.size());
    for (qsizetype i = 0; i < entries.size(); ++i) {
        QCOMPARE(entries[i].name, registered[i].name);
        QCOMPARE(entries[i].patterns.join(QLatin1Char(' ')), FileFormats::patterns(registered[i]));
        QCOMPARE(registered[i].readable || !FileFormats::reads(purpose), true);
        QCOMPARE(registered[i].writable || FileFormats::reads(purpose), true);
    }
}

} // namespace

class TestFileDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void eachDialogOffersItsFormats_data() {
        QTest::addColumn<Purpose>("purpose");
        QTest::addColumn<Opener>("open");
        QTest::newRow("File → Open")
            << Purpose::OpenInventory
            << Opener([](Test::ExampleWindow& f) { f.window.files()->open(); });
        QTest::newRow("File → Save As")
            << Purpose::SaveInventory << Opener([](Test::ExampleWindow& f) {
                   actionNamed(f.window, QStringLiteral("actionSaveAs"))->trigger();
               });
        QTest::newRow("File → Import Flows from CSV")
            << Purpose::ImportCsv
            << Opener([](Test::ExampleWindow& f) { f.window.files()->importCsv(); });
        QTest::newRow("File → Import from n8n, Make or a Spreadsheet")
            << Purpose::ImportFlows << Opener([](Test::ExampleWindow& f) {
                   actionNamed(f.window, QStringLiteral("actionImport"))->trigger();
               });
        QTest::newRow("File → Export as CSV")
            << Purpose::ExportCsv
            << Opener([](Test::ExampleWindow& f) { f.window.files()->exportCsv(); });
        QTest::newRow("File → Export as Excel")
            << Purpose::ExportWorkbook << Opener([](Test::ExampleWindow& f) {
                   actionNamed(f.window, QStringLiteral("actionExportExcel"))->trigger();
               });
        const auto report = [](const QString& format) {
            return Opener([format](Test::ExampleWindow& f) {
                // The example was never saved: a draft, made anyway.
                f.prompts.draftAnswers = {UserPrompts::DraftChoice::ExportAnyway};
                whenShown(named(QStringLiteral("reportExportDialog")), [format](QWidget* options) {
                    auto* formats = options->findChild<QComboBox*>(QStringLiteral("reportFormat"));
                    formats->setCurrentIndex(formats->findText(format));
                    whenShown(named(QStringLiteral("reportPreview")), [](QWidget* preview) {
                        clickButton(preview, QStringLiteral("saveReport"));
                        clickButton(preview, QStringLiteral("closePreview"));
                    });
                    clickButton(options, QStringLiteral("reportPreviewButton"));
                });
                actionNamed(f.window, QStringLiteral("actionExportAuditReport"))->trigger();
            });
        };
        QTest::newRow("File → Export Audit Report, PDF")
            << Purpose::ReportPdf << report(QStringLiteral("PDF"));
        QTest::newRow("File → Export Audit Report, HTML")
            << Purpose::ReportHtml << report(QStringLiteral("HTML"));
        QTest::newRow("Systems Map → Export")
            << Purpose::MapImage << Opener([](Test::ExampleWindow& f) {
                   auto* map = f.window.findChild<QDockWidget*>(QStringLiteral("mapDock"));
                   map->show();
                   clickButton(map, QStringLiteral("mapExport"));
               });
        QTest::newRow("Retry Storm → Export")
            << Purpose::ChartImage << Opener([](Test::ExampleWindow& f) {
                   clickButton(f.window.dock<RetryStormDock>(), QStringLiteral("stormExportPng"));
               });
        QTest::newRow("Vendor Windows Chart → Export")
            << Purpose::ChartImage << Opener([](Test::ExampleWindow& f) {
                   VendorWindowsDialog* chart = f.window.vendorPanels()->windowsDialog();
                   chart->show();
                   clickButton(chart, QStringLiteral("exportPng"));
                   chart->close();
               });
        QTest::newRow("Ledger → Save") << Purpose::LedgerSql << Opener([](Test::ExampleWindow& f) {
            clickButton(f.window.dock<LedgerDock>(), QStringLiteral("ledgerSave"));
        });
    }

    void eachDialogOffersItsFormats() {
        QFETCH(Purpose, purpose);
        QFETCH(Opener, open);
        Test::ExampleWindow f;
        open(f);
        QTRY_COMPARE(f.prompts.filters.size(), 1);
        checkFilter(purpose, f.prompts.filters.first());
    }

    // File → Compare With… chooses its file in a file dialog of its own, behind Browse.
    void compareWithOffersInventories() {
        Test::ExampleWindow f;
        QString filter;
        CompareOffer offer;
        offer.documentName = QStringLiteral("acme.yaml");
        offer.folder = QDir::tempPath();
        whenShown(named(QStringLiteral("compareWithDialog")), [&filter](QWidget* dialog) {
            whenShown([](QWidget* w) { return qobject_cast<QFileDialog*>(w) != nullptr; },
                      [&filter](QWidget* files) {
                          filter = static_cast<QFileDialog*>(files)->nameFilters().join(
                              QStringLiteral(";;"));
                          static_cast<QFileDialog*>(files)->reject();
                      });
            clickButton(dialog, QStringLiteral("compareBrowse"));
            static_cast<QDialog*>(dialog)->reject();
        });
        DialogPrompts prompts;
        QVERIFY(!prompts.askCompareSource(&f.window, offer));
        checkFilter(Purpose::CompareWith, filter);
    }
};

QTEST_MAIN(TestFileDialogs)
#include "tst_filedialogs.moc"
