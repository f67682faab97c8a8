// File → Import… in the editor: the mapping step for a spreadsheet with its own titles
// (guesses, a choice, the preview's verdicts, remembered for the same header), and the
// re-import preview (changes first, what a person wrote kept), each import one undo step.
#include "guitestsupport.h"
#include "testsupport.h"

#include "core/analysis/completeness.h"
#include "ui/import/columnmappingdialog.h"
#include "ui/import/flowimporter.h"
#include "ui/import/importpreviewdialog.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace FlowAudit;

namespace {
const QStringList germanHeader{QStringLiteral("Schnittstellen-ID"), QStringLiteral("Intern"),
                               QStringLiteral("Quelle"), QStringLiteral("Ziel"),
                               QStringLiteral("Wiederholungen")};
const QByteArray germanSheet = "Schnittstellen-ID,Intern,Quelle,Ziel,Wiederholungen\n"
                               "bill_sync,x,stripe,sap,sdk:3;worker:5\n";

SpreadsheetLayout layoutOf(const QByteArray& csv) {
    IoError error;
    return *SpreadsheetReader::layout(csv, QStringLiteral("alt.csv"), SpreadsheetReader::Kind::Csv,
                                      {}, &error);
}

} // namespace

class TestImportFlow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { Test::isolateSettings(); }

    void mappingStepGuessesPreviewsAndRemembers() {
        ColumnMappingDialog dialog(layoutOf(germanSheet), ColumnMapping::guess(germanHeader));
        auto* source = dialog.findChild<QComboBox*>(QStringLiteral("mappingTarget2"));
        QVERIFY(source);
        QCOMPARE(dialog.mapping().targetName(2), QStringLiteral("source"));
        QVERIFY(source->currentText().startsWith(QLatin1StringView("source")));
        auto* preview = dialog.findChild<QTableWidget*>(QStringLiteral("mappingPreview"));
        QCOMPARE(preview->rowCount(), 1);
        QCOMPARE(preview->item(0, 1)->text(), QStringLiteral("bill_sync"));
        // sdk:3;worker:5 is 15 attempts: the preview shows the verdict the row would get.
        QCOMPARE(preview->item(0, 0)->text(), QStringLiteral("FAIL"));
        const int findings = preview->columnCount() - 1;
        QVERIFY(preview->item(0, findings)->text().contains(QLatin1StringView("RT01")));
        // The whole flow as it will be written: every column that goes somewhere, by its name.
        QStringList titles;
        for (int c = 0; c < preview->columnCount(); ++c)
            titles.append(preview->horizontalHeaderItem(c)->text());
        QCOMPARE(titles, (QStringList{QStringLiteral("Verdict"), QStringLiteral("flow_id"),
                                      QStringLiteral("Intern"), QStringLiteral("source"),
                                      QStringLiteral("destination"), QStringLiteral("retry_layers"),
                                      QStringLiteral("Findings")}));
        QCOMPARE(preview->item(0, 5)->text(), QStringLiteral("sdk:3;worker:5"));
        // First values are said as they are, with a middle dot between them.
        auto* columns = dialog.findChild<QTableWidget*>(QStringLiteral("mappingColumns"));
        QCOMPARE(columns->item(3, 2)->text(), QStringLiteral("sap"));

        // The user sends Wiederholungen nowhere: RT01 now warns of blank retry layers.
        auto* retries = dialog.findChild<QComboBox*>(QStringLiteral("mappingTarget4"));
        retries->setCurrentIndex(retries->count() - 1); // leave out
        emit retries->activated(retries->count() - 1);
        QCOMPARE(dialog.mapping().targets()[4].kind, ColumnTarget::Kind::Ignore);
        QVERIFY(!preview->item(0, preview->columnCount() - 1)
                     ->text()
                     .contains(QLatin1StringView("FAIL RT01")));
        // Choosing source for another column takes it from Quelle.
        dialog.choose(1, ColumnTarget::toField(Field::Source));
        QCOMPARE(dialog.mapping().targets()[2].kind, ColumnTarget::Kind::Extra);
        QVERIFY(dialog.findChild<QComboBox*>(QStringLiteral("mappingTarget2"))
                    ->currentText()
                    .startsWith(QLatin1StringView("keep as it is")));

        ColumnMappingDialog::remember(dialog.mapping());
        QCOMPARE(ColumnMappingDialog::rememberedOrGuessed(germanHeader).targets(),
                 dialog.mapping().targets());
        QStringList other = germanHeader;
        other.append(QStringLiteral("Neu"));
        QCOMPARE(ColumnMappingDialog::rememberedOrGuessed(other).targets()[2],
                 ColumnTarget::toField(Field::Source));
    }

    void spreadsheetThroughTheWindow() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("alt.csv"));
        Test::writeFile(path, "Kennung;Bezeichnung;Ziel\nneu_1;Neu;sap\n");
        int mappingShown = 0;
        f.window.importer()->runMapping = [&](ColumnMappingDialog& dialog) {
            ++mappingShown;
            return dialog.mapping().targetName(0) == u"flow_id";
        };
        f.window.importer()->runPreview = [](ImportPreviewDialog&) { return true; };
        const int before = f.window.document()->flowCount();
        QVERIFY(f.window.importer()->importFiles({path}));
        QCOMPARE(mappingShown, 1);
        QCOMPARE(f.window.document()->flowCount(), before + 1);
        const int row = Test::flowWithId(*f.window.document(), QStringLiteral("neu_1"));
        QVERIFY(row >= 0);
        QCOMPARE(f.window.document()->flow(row).text(Field::Destination), QStringLiteral("sap"));
        // What is left to fill shows at once.
        const QModelIndex completeness =
            f.window.model()->index(row, f.window.model()->completenessColumn());
        QCOMPARE(completeness.data().toString(), QStringLiteral("0/11 fields · 0/18 reviews"));
    }

    void reimportShowsChangesFirstAndIsOneUndoStep() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("orders.json"));
        const QByteArray workflow =
            Test::readFile(Test::testData(QStringLiteral("import/n8n/write-retries.json")));
        Test::writeFile(path, workflow);
        QStringList shown;
        f.window.importer()->runPreview = [&](ImportPreviewDialog& dialog) {
            shown = dialog.lines();
            return true;
        };
        const int before = f.window.document()->flowCount();
        const int steps = f.window.undoStack()->count();
        QVERIFY(f.window.importer()->importFiles({path}));
        QCOMPARE(shown.value(0), QStringLiteral("orders01: added from %1").arg(path));
        QCOMPARE(f.window.document()->flowCount(), before + 1);
        QCOMPARE(f.window.undoStack()->count(), steps + 1);

        // A person renames the destination; the workflow changes its retries.
        const int row = Test::flowWithId(*f.window.document(), QStringLiteral("orders01"));
        QVERIFY(f.window.editor()->setCell(row, FlowColumn::known(Field::Destination),
                                           QStringLiteral("fulfilment")));
        QByteArray changed = workflow;
        changed.replace("\"maxTries\": 10", "\"maxTries\": 3");
        Test::writeFile(path, changed);
        const Inventory beforeReimport = f.window.document()->inventory();
        QVERIFY(f.window.importer()->importFiles({path}));
        QCOMPARE(shown.value(0),
                 QStringLiteral("orders01: retry_layers retry_on_fail:5 → retry_on_fail:3"));
        QVERIFY2(shown.indexOf(
                     QStringLiteral("orders01: destination kept as a person wrote it (fulfilment; "
                                    "the import says api.fulfil.example.com)")) > 0,
                 qPrintable(shown.join(u'\n')));
        QCOMPARE(f.window.document()->flow(row).text(Field::Destination),
                 QStringLiteral("fulfilment"));
        QCOMPARE(f.window.document()->flow(row).text(Field::RetryLayers),
                 QStringLiteral("retry_on_fail:3"));
        f.window.undoStack()->undo();
        QCOMPARE(f.window.document()->inventory(), beforeReimport);

        // Cancelled in the preview: nothing changes.
        f.window.importer()->runPreview = [](ImportPreviewDialog&) { return false; };
        QVERIFY(!f.window.importer()->importFiles({path}));
        QCOMPARE(f.window.document()->inventory(), beforeReimport);
    }

    // File → Import… takes several files at once: a team's workbook (its title rows left
    // out, its header found, shown in the mapping step) and an n8n workflow, one undo step.
    void severalFilesAndAWorkbookInOneImport() {
        Test::ExampleWindow f;
        const QString team = Test::testData(QStringLiteral("import/workbooks/team-inventory.xlsx"));
        const QString n8n = Test::testData(QStringLiteral("import/n8n/write-retries.json"));
        f.prompts.pathAnswers.append(team + u'\n' + n8n);
        int headerRow = 0;
        QString placement;
        f.window.importer()->runMapping = [&](ColumnMappingDialog& dialog) {
            headerRow = dialog.findChild<QSpinBox*>(QStringLiteral("mappingHeaderRow"))->value();
            placement = dialog.findChild<QLabel*>(QStringLiteral("mappingPlacement"))->text();
            return true;
        };
        QStringList shown;
        f.window.importer()->runPreview = [&](ImportPreviewDialog& dialog) {
            shown = dialog.lines();
            return true;
        };
        const int before = f.window.document()->flowCount();
        const int steps = f.window.undoStack()->count();
        QVERIFY(f.window.importer()->importFromDialog());
        QVERIFY2(f.prompts.errors.isEmpty(), qPrintable(f.prompts.errors.join(u'\n')));
        QCOMPARE(headerRow, 3);
        QCOMPARE(placement,
                 QStringLiteral("sheet Integrations, header in row 3 (left out above "
                                "it: row 1 “Integrations inventory 2026”, row 2 blank)"));
        // billing_to_crm is the example's: the sheet's row updates it.
        QCOMPARE(f.window.document()->flowCount(), before + 2);
        QCOMPARE(f.window.undoStack()->count(), steps + 1);
        QVERIFY(shown.contains(QStringLiteral("crm_push: added from %1").arg(team)));
        QVERIFY(shown.contains(QStringLiteral("orders01: added from %1").arg(n8n)));
        QVERIFY2(std::any_of(shown.begin(), shown.end(),
                             [](const QString& line) {
                                 return line.startsWith(u"billing_to_crm: name ") &&
                                        line.endsWith(u"→ Rechnungen");
                             }),
                 qPrintable(shown.join(u'\n')));
        const Flow& billing = f.window.document()->flow(
            Test::flowWithId(*f.window.document(), QStringLiteral("billing_to_crm")));
        QCOMPARE(billing.text(Field::Source), QStringLiteral("stripe"));
        QCOMPARE(billing.text(Field::InboundWebhook), QStringLiteral("yes"));
        QCOMPARE(billing.extraFields()[0].value.text(), QStringLiteral("2026-11-14"));
    }

    // The header row chosen in the mapping step: a row that names no field maps nothing, a
    // blank row is refused and said, the found row maps again.
    void headerRowChosenInTheDialog() {
        IoError error;
        const std::optional<SpreadsheetLayout> layout = SpreadsheetReader::layout(
            Test::readFile(Test::testData(QStringLiteral("import/workbooks/team-inventory.xlsx"))),
            QStringLiteral("team-inventory.xlsx"), SpreadsheetReader::Kind::Workbook, {}, &error);
        QVERIFY(layout);
        ColumnMappingDialog dialog(*layout, ColumnMapping::guess(layout->header()));
        auto* placement = dialog.findChild<QLabel*>(QStringLiteral("mappingPlacement"));
        auto* preview = dialog.findChild<QTableWidget*>(QStringLiteral("mappingPreview"));
        QCOMPARE(preview->rowCount(), 2);
        QVERIFY(dialog.chooseHeaderRow(1));
        QCOMPARE(dialog.mapping().header(),
                 QStringList{QStringLiteral("Integrations inventory 2026")});
        QCOMPARE(preview->item(0, 0)->text(), QStringLiteral("cannot read"));
        auto* import = dialog.findChild<QPushButton*>(QStringLiteral("mappingImport"));
        QVERIFY(!import->isEnabled()); // what cannot be read is not imported
        // The box's arrows choose as typing does: row 2 is blank, and said so.
        auto* box = dialog.findChild<QSpinBox*>(QStringLiteral("mappingHeaderRow"));
        box->stepUp();
        QCOMPARE(placement->text(),
                 QStringLiteral("Integrations!A2: the header row 2 holds no cells; the nearest "
                                "rows that do are 1 and 3"));
        QVERIFY(!import->isEnabled());
        box->stepUp();
        QCOMPARE(dialog.layout().headerLine(), 3);
        QVERIFY(import->isEnabled());
        // Back to the header after a blank row: readable again.
        box->stepDown();
        QVERIFY(!import->isEnabled());
        box->stepUp();
        QVERIFY(import->isEnabled());
        QCOMPARE(placement->text(), dialog.layout().placement());
        QVERIFY(dialog.chooseHeaderRow(3));
        QCOMPARE(dialog.mapping().targetName(0), QStringLiteral("flow_id"));
        QCOMPARE(preview->rowCount(), 2);
        QCOMPARE(preview->item(1, 1)->text(), QStringLiteral("crm_push"));
    }

    void refusalsAreSaid() {
        Test::ExampleWindow f;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("zaps.json"));
        Test::writeFile(path, "{\"zaps\": []}");
        QVERIFY(!f.window.importer()->importFiles({path}));
        QCOMPARE(f.prompts.errors.size(), 1);
        QVERIFY(f.prompts.errors.first().contains(QLatin1StringView("Zapier publishes no schema")));
    }
};

QTEST_MAIN(TestImportFlow)
#include "tst_importflow.moc"
