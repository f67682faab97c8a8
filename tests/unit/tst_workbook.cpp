// Excel workbooks: YAML → XLSX → YAML keeps every value and verdict; a workbook another
// program wrote (openpyxl) reads; hostile and wrong files are refused in words, with the
// sheet and cell where one is to blame.
#include "testsupport.h"

#include "core/export/workbookwriter.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/table/spreadsheetreader.h"
#include "core/io/table/workbookreader.h"
#include "core/io/table/workbookstyles.h"
#include "core/lint/lintrun.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <ctime>

#include <zip.h>

using namespace FlowAudit;

namespace {

// A zip made in memory from (name, bytes) entries, deflated (or stored: a large entry
// that deflates more than 100 to 1 would be refused as a bomb before what it tests).
QByteArray zipOf(const QList<std::pair<QByteArray, QByteArray>>& entries, bool stored = false) {
    QTemporaryDir dir;
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("t.zip")));
    int error = 0;
    zip_t* zip = zip_open(path.constData(), ZIP_CREATE | ZIP_TRUNCATE, &error);
    for (const auto& [name, bytes] : entries) {
        zip_source_t* source =
            zip_source_buffer(zip, bytes.constData(), zip_uint64_t(bytes.size()), 0);
        const zip_int64_t index = zip_file_add(zip, name.constData(), source, ZIP_FL_OVERWRITE);
        zip_set_file_compression(zip, zip_uint64_t(index), stored ? ZIP_CM_STORE : ZIP_CM_DEFLATE,
                                 stored ? 0 : 9);
    }
    zip_close(zip);
    return Test::readFile(QFile::decodeName(path));
}

// The smallest workbook: one sheet, Flows, with this sheetData.
QByteArray workbookWithSheet(const QByteArray& sheetData, const QByteArray& sharedStrings = {},
                             bool stored = false) {
    QList<std::pair<QByteArray, QByteArray>> entries{
        {"[Content_Types].xml",
         "<Types xmlns=\"http://schemas.openxmlformats.org/package/2006/content-types\"/>"},
        {"xl/workbook.xml",
         "<workbook xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\" "
         "xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/relationships\">"
         "<sheets><sheet name=\"Flows\" sheetId=\"1\" r:id=\"rId1\"/></sheets></workbook>"},
        {"xl/_rels/workbook.xml.rels",
         "<Relationships xmlns=\"http://schemas.openxmlformats.org/package/2006/relationships\">"
         "<Relationship Id=\"rId1\" Type=\"x\" Target=\"worksheets/sheet1.xml\"/></Relationships>"},
        {"xl/worksheets/sheet1.xml",
         "<worksheet "
         "xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\"><sheetData>" +
             sheetData + "</sheetData></worksheet>"}};
    if (!sharedStrings.isEmpty())
        entries.append(
            {"xl/sharedStrings.xml",
             "<sst xmlns=\"http://schemas.openxmlformats.org/spreadsheetml/2006/main\">" +
                 sharedStrings + "</sst>"});
    return zipOf(entries, stored);
}

QString refusal(const QByteArray& bytes) {
    const InventoryReadResult result =
        SpreadsheetReader::read(bytes, QStringLiteral("t.xlsx"), SpreadsheetReader::Kind::Workbook);
    return result.inventory ? QStringLiteral("opens") : result.error.toString();
}

QStringList verdicts(const Inventory& inventory) {
    FileLint lint;
    lint.inventory = inventory;
    for (const Flow& flow : inventory.flows)
        ++lint.flowsPerId[flow.text(Field::FlowId)];
    QStringList all;
    for (const Finding& f : lint.allFindings())
        all.append(QStringLiteral("%1 %2 %3").arg(f.row).arg(f.rule, severityKeyword(f.severity)));
    return all;
}

} // namespace

class TestWorkbook : public QObject {
    Q_OBJECT
private slots:
    void roundTripKeepsEveryValueAndVerdict_data() {
        QTest::addColumn<QString>("path");
        QTest::newRow("example") << Test::testData(
            QStringLiteral("../../resources/examples/acme-inventory.yaml"));
        QTest::newRow("tricky") << QString();
    }
    void roundTripKeepsEveryValueAndVerdict() {
        QFETCH(QString, path);
        const Inventory inventory =
            path.isEmpty()
                ? Test::inventoryFromYaml(
                      "flows:\n"
                      "  - flow_id: '007'\n    name: \"=SUM(A1:A3)\"\n    source: '+49 30'\n    "
                      "destination: \"@crm\"\n"
                      "    ledger_retention_days: '2.50'\n    max_replay_window_days: 30\n    "
                      "ack_p99_seconds: 0.4\n"
                      "    sender_timeout_seconds: 1e3\n    creates_records: 'TRUE'\n    notes: "
                      "\"two\\nlines, \\\"quoted\\\" ✓ Größe\"\n"
                      "    retry_layers: [sdk, 3]\n    team: Finanzen\n    tags: [a, b]\n"
                      "    reviews: {IP04: {status: pass, note: 'checked, ok', by: jd, on: "
                      "2026-11-20}}\n"
                      "  - {flow_id: second, inbound_webhook: yes, method: ipaas}\n")
                : *InventoryFile::load(path).inventory;
        QString error;
        const std::optional<QByteArray> bytes = WorkbookWriter::write(inventory, &error);
        QVERIFY2(bytes, qPrintable(error));
        const InventoryReadResult back = SpreadsheetReader::read(*bytes, QStringLiteral("t.xlsx"),
                                                                 SpreadsheetReader::Kind::Workbook);
        QVERIFY2(back.inventory, qPrintable(back.error.toString()));
        QCOMPARE(back.inventory->flows.size(), inventory.flows.size());
        for (qsizetype i = 0; i < inventory.flows.size(); ++i)
            QVERIFY2(back.inventory->flows[i] == inventory.flows[i],
                     qPrintable(QStringLiteral("flow %1 differs").arg(i + 1)));
        QCOMPARE(verdicts(*back.inventory), verdicts(inventory));
    }

    void inventoryFileNamesXlsx() {
        QCOMPARE(InventoryFile::formatNamedBy(QStringLiteral("a.XLSX")),
                 InventoryFile::Format::Xlsx);
        QCOMPARE(InventoryFile::formatOf(QStringLiteral("a.xlsx")), InventoryFile::Format::Xlsx);
        QVERIFY(InventoryFile::holdsFlowsOnly(InventoryFile::Format::Xlsx));
    }

    // What the writer promises a person who opens it: checked through openpyxl.
    void openpyxlReadsOurWorkbookAndWeReadItsOwn() {
        const QString python = QStringLiteral("/usr/bin/python3");
        if (QProcess::execute(python, {QStringLiteral("-c"), QStringLiteral("import openpyxl")}) !=
            0)
            QSKIP("python3-openpyxl is not installed (scripts/install-deps.sh installs it)");
        QTemporaryDir dir;
        const Inventory inventory =
            *InventoryFile::load(
                 Test::testData(QStringLiteral("../../resources/examples/acme-inventory.yaml")))
                 .inventory;
        QVERIFY(!WorkbookWriter::save(inventory, dir.filePath(QStringLiteral("ours.xlsx"))));
        const QString script = QStringLiteral(R"(
import openpyxl, sys
wb = openpyxl.load_workbook(sys.argv[1] + '/ours.xlsx')
ws = wb['Flows']
assert wb.sheetnames == ['Flows', 'Findings'], wb.sheetnames
assert ws.freeze_panes == 'A2', ws.freeze_panes
assert ws.auto_filter.ref.startswith('A1:'), ws.auto_filter.ref
assert ws['A1'].value == 'FlowAudit status' and ws['B1'].value == 'flow_id'
assert not any(isinstance(c.value, str) and c.data_type == 'f' for row in ws.iter_rows() for c in row)
statuses = [ws.cell(row=r, column=1).value for r in range(2, ws.max_row + 1)]
fails = [r for r in range(2, ws.max_row + 1) if ws.cell(row=r, column=1).value == 'FAIL']
assert fails and all(ws.cell(row=r, column=1).fill.fgColor.rgb.endswith('F4C7C3') for r in fails)
assert len(ws.data_validations.dataValidation) == 4
print(len(wb['Findings']['A']) - 1)
# A workbook of its own: a notes sheet first, the inventory on a sheet named Flows.
theirs = openpyxl.Workbook()
theirs.active.title = 'Notes'
theirs.active['A1'] = 'read the other sheet'
flows = theirs.create_sheet('Flows')
flows.append(['flow_id', 'Quelle', 'ledger_retention_days', 'ack_p99_seconds', 'inbound_webhook', 'notes'])
flows.append(['a', 'stripe', 45, 0.4, True, 'x'])
flows.append(['b', None, None, None, False, 'ü, "q"'])
theirs.save(sys.argv[1] + '/theirs.xlsx')
bad = openpyxl.Workbook()
bad.active.title = 'Flows'
bad.active.append(['flow_id', 'name'])
bad.active.append(['a', '=1+1'])
bad.save(sys.argv[1] + '/formula.xlsx')
)");
        QProcess run;
        run.start(python, {QStringLiteral("-c"), script, dir.path()});
        QVERIFY(run.waitForFinished(60000));
        QVERIFY2(run.exitCode() == 0, run.readAllStandardError().constData());
        QCOMPARE(run.readAllStandardOutput().trimmed().toInt(), verdicts(inventory).size());

        const InventoryReadResult theirs =
            InventoryFile::load(dir.filePath(QStringLiteral("theirs.xlsx")));
        QVERIFY2(theirs.inventory, qPrintable(theirs.error.toString()));
        QCOMPARE(theirs.inventory->flows.size(), 2);
        const Flow& a = theirs.inventory->flows[0];
        QCOMPARE(a.text(Field::LedgerRetentionDays), QStringLiteral("45"));
        QCOMPARE(a.text(Field::AckP99Seconds), QStringLiteral("0.4"));
        QCOMPARE(a.text(Field::InboundWebhook), QStringLiteral("true"));
        // Quelle is source, as an import maps it: the same front door.
        QCOMPARE(a.text(Field::Source), QStringLiteral("stripe"));
        QVERIFY(a.extraFields().empty());
        QCOMPARE(theirs.inventory->flows[1].text(Field::Notes), QStringLiteral("ü, \"q\""));
        QCOMPARE(theirs.inventory->flows[1].text(Field::InboundWebhook), QStringLiteral("false"));

        const InventoryReadResult formula =
            InventoryFile::load(dir.filePath(QStringLiteral("formula.xlsx")));
        QVERIFY(!formula.inventory);
        QVERIFY2(formula.error.message.startsWith(
                     QLatin1StringView("Flows!B2: a formula without a saved value")),
                 qPrintable(formula.error.toString()));
    }

    // Excel's serial days as ISO text: the 1900 system with Lotus's 29 February, the 1904
    // one, times of day, and numbers no date can be.
    void isoDates_data() {
        QTest::addColumn<double>("serial");
        QTest::addColumn<bool>("date1904");
        QTest::addColumn<int>("shown");
        QTest::addColumn<QString>("expected");
        const int date = int(WorkbookStyles::Shown::Date);
        const int dateTime = int(WorkbookStyles::Shown::DateTime);
        const int time = int(WorkbookStyles::Shown::Time);
        QTest::newRow("first day") << 1.0 << false << date << QStringLiteral("1900-01-01");
        QTest::newRow("before the false leap day")
            << 59.0 << false << date << QStringLiteral("1900-02-28");
        QTest::newRow("false leap day") << 60.0 << false << date << QString();
        QTest::newRow("after it") << 61.0 << false << date << QStringLiteral("1900-03-01");
        QTest::newRow("issue's date") << 46340.0 << false << date << QStringLiteral("2026-11-14");
        QTest::newRow("issue's date-time")
            << 46295.604166666664 << false << dateTime << QStringLiteral("2026-09-30T14:30:00");
        QTest::newRow("a time under a date format")
            << 46295.5 << false << date << QStringLiteral("2026-09-30T12:00:00");
        QTest::newRow("1904") << 44878.0 << true << date << QStringLiteral("2026-11-14");
        QTest::newRow("1904 day 0") << 0.0 << true << date << QStringLiteral("1904-01-01");
        QTest::newRow("1900 day 0, shown as 1900-01-00") << 0.0 << false << date << QString();
        QTest::newRow("a time of day") << 0.75 << false << time << QStringLiteral("18:00:00");
        QTest::newRow("rounds to the next day")
            << 46339.999999999 << false << dateTime << QStringLiteral("2026-11-14T00:00:00");
        QTest::newRow("last day") << 2958465.0 << false << date << QStringLiteral("9999-12-31");
        QTest::newRow("past the last day") << 2958466.0 << false << date << QString();
        QTest::newRow("negative") << -1.0 << false << date << QString();
        QTest::newRow("the day clocks change in Berlin")
            << 46110.5 << false << dateTime << QStringLiteral("2026-03-29T12:00:00");
    }
    void isoDates() {
        // A serial is a wall-clock reading: no time zone shifts it (the machine's is Berlin's
        // here, whose clocks go forward on 2026-03-29).
        qputenv("TZ", "Europe/Berlin");
        tzset();
        QFETCH(double, serial);
        QFETCH(bool, date1904);
        QFETCH(int, shown);
        QFETCH(QString, expected);
        QCOMPARE(WorkbookStyles::isoText(serial, date1904, WorkbookStyles::Shown(shown))
                     .value_or(QString()),
                 expected);
    }

    // Which number formats show a date: d, m, y, h, s once quoted text and [codes] are out.
    void dateFormats_data() {
        QTest::addColumn<QString>("code");
        QTest::addColumn<int>("shown");
        const int number = int(WorkbookStyles::Shown::Number);
        const int date = int(WorkbookStyles::Shown::Date);
        const int dateTime = int(WorkbookStyles::Shown::DateTime);
        const int time = int(WorkbookStyles::Shown::Time);
        QTest::newRow("German") << QStringLiteral("dd.mm.yyyy") << date;
        QTest::newRow("ISO with text section") << QStringLiteral("yyyy-mm-dd;@") << date;
        QTest::newRow("locale and colour") << QStringLiteral("[$-407][Blue]d. mmmm yyyy") << date;
        QTest::newRow("month only") << QStringLiteral("mmmm") << date;
        QTest::newRow("date and time") << QStringLiteral("dd/mm/yyyy hh:mm:ss") << dateTime;
        QTest::newRow("minutes, not months") << QStringLiteral("h:mm") << time;
        QTest::newRow("elapsed hours") << QStringLiteral("[h]:mm:ss") << time;
        QTest::newRow("AM/PM") << QStringLiteral("h AM/PM") << time;
        QTest::newRow("quoted letters") << QStringLiteral("0.00 \"days\"") << number;
        QTest::newRow("escaped d") << QStringLiteral("0\\d") << number;
        QTest::newRow("number") << QStringLiteral("#,##0.00") << number;
        QTest::newRow("scientific") << QStringLiteral("0.00E+00") << number;
        QTest::newRow("scientific, lower case") << QStringLiteral("0.0e+0") << number;
        QTest::newRow("percent") << QStringLiteral("0%") << number;
        QTest::newRow("text") << QStringLiteral("@") << number;
        QTest::newRow("General") << QStringLiteral("General") << number;
    }
    void dateFormats() {
        QFETCH(QString, code);
        QFETCH(int, shown);
        QCOMPARE(int(WorkbookStyles::shownBy(code)), shown);
    }

    // A workbook made by hand: its styles say which cells are dates (built-in format 14, a
    // custom one), a merged title above a blank row, the header found below them; an error
    // names the sheet's own row.
    void datesTitleRowsAndMergedCells() {
        QList<std::pair<QByteArray, QByteArray>> entries{
            {"xl/workbook.xml",
             "<workbook xmlns:r=\"http://schemas.openxmlformats.org/officeDocument/2006/"
             "relationships\"><workbookPr date1904=\"1\"/><sheets>"
             "<sheet name=\"Read me\" sheetId=\"1\" r:id=\"rId1\"/>"
             "<sheet name=\"Schnittstellen\" sheetId=\"2\" r:id=\"rId2\"/></sheets></workbook>"},
            {"xl/_rels/workbook.xml.rels",
             "<Relationships><Relationship Id=\"rId1\" Target=\"worksheets/sheet1.xml\"/>"
             "<Relationship Id=\"rId2\" Target=\"/xl/worksheets/sheet2.xml\"/></Relationships>"},
            {"xl/styles.xml", "<styleSheet><numFmts count=\"1\"><numFmt numFmtId=\"164\" "
                              "formatCode=\"dd.mm.yyyy&quot; Uhr&quot; hh:mm\"/></numFmts>"
                              "<cellXfs count=\"3\"><xf numFmtId=\"0\"/><xf numFmtId=\"14\"/>"
                              "<xf numFmtId=\"164\"/></cellXfs></styleSheet>"},
            {"xl/worksheets/sheet1.xml",
             "<worksheet><sheetData><row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Read "
             "the other sheet</t></is></c></row></sheetData></worksheet>"},
            {"xl/worksheets/sheet2.xml",
             "<worksheet><sheetData>"
             "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Schnittstellen 2026</t></is></c>"
             "<c r=\"B1\" s=\"1\"/><c r=\"C1\"/></row>"
             "<row r=\"2\"/>"
             "<row r=\"3\"><c r=\"A3\" t=\"inlineStr\"><is><t>Schnittstelle</t></is></c>"
             "<c r=\"B3\" t=\"inlineStr\"><is><t>Geprüft</t></is></c>"
             "<c r=\"C3\" t=\"inlineStr\"><is><t>Geändert</t></is></c>"
             "<c r=\"D3\" t=\"inlineStr\"><is><t>Aufbewahrung</t></is></c></row>"
             "<row r=\"7\"><c r=\"A7\" t=\"inlineStr\"><is><t>a</t></is></c>"
             "<c r=\"B7\" s=\"1\"><v>44878</v></c><c r=\"C7\" s=\"2\"><v>44878.25</v></c>"
             "<c r=\"D7\"><v>45</v></c></row>"
             "</sheetData><mergeCells count=\"1\"><mergeCell ref=\"A1:D1\"/></mergeCells>"
             "</worksheet>"}};
        const QByteArray bytes = zipOf(entries);
        IoError error;
        const std::optional<SpreadsheetLayout> layout = SpreadsheetReader::layout(
            bytes, QStringLiteral("t.xlsx"), SpreadsheetReader::Kind::Workbook, {}, &error);
        QVERIFY2(layout, qPrintable(error.toString()));
        QCOMPARE(layout->table.sheet, QStringLiteral("Schnittstellen")); // the better header
        QCOMPARE(layout->headerLine(), 3);
        QCOMPARE(layout->placement(),
                 QStringLiteral("sheet Schnittstellen, header in row 3 (left out above it: row 1 "
                                "“Schnittstellen 2026”, row 2 blank)"));
        // The merged title is read once, in its first cell.
        QCOMPARE(layout->table.texts(0), QStringList{QStringLiteral("Schnittstellen 2026")});
        const InventoryReadResult read = SpreadsheetReader::read(bytes, QStringLiteral("t.xlsx"),
                                                                 SpreadsheetReader::Kind::Workbook);
        QVERIFY2(read.inventory, qPrintable(read.error.toString()));
        QCOMPARE(read.inventory->flows.size(), 1);
        const Flow& flow = read.inventory->flows.front();
        QCOMPARE(flow.line(), 7);
        QCOMPARE(flow.text(Field::FlowId), QStringLiteral("a"));
        QCOMPARE(flow.text(Field::LedgerRetentionDays), QStringLiteral("45")); // a number stays
        QCOMPARE(flow.extraFields()[0].value.text(), QStringLiteral("2026-11-14"));
        QCOMPARE(flow.extraFields()[1].value.text(), QStringLiteral("2026-11-14T06:00:00"));

        // The other sheet by name, and the header row by number.
        SheetChoice choice;
        choice.sheet = QStringLiteral("Read me");
        QVERIFY(!SpreadsheetReader::read(bytes, QStringLiteral("t.xlsx"),
                                         SpreadsheetReader::Kind::Workbook, choice)
                     .inventory);
        choice = {};
        choice.headerRow = 7;
        const InventoryReadResult fromRow7 = SpreadsheetReader::read(
            bytes, QStringLiteral("t.xlsx"), SpreadsheetReader::Kind::Workbook, choice);
        QVERIFY(!fromRow7.inventory);
        QVERIFY2(fromRow7.error.message.startsWith(QLatin1StringView(
                     "Schnittstellen!A7: no column of the header row names a field")),
                 qPrintable(fromRow7.error.toString()));

        // A date no calendar has is said at its cell.
        entries[4].second.replace("<v>44878.25</v>", "<v>9999999</v>");
        QCOMPARE(refusal(zipOf(entries)),
                 QStringLiteral("t.xlsx: Schnittstellen!C7: a date cell holding 9999999, which is "
                                "no date Excel can show (dates run from 1900-01-01 to "
                                "9999-12-31)"));
    }

    // Hostile sizes cost bounded memory: a sheet whose every one of Excel's 1,048,576 rows is
    // there but empty reads as its header; more shared strings than rows could use is refused.
    void hostileSizes() {
        QByteArray rows = "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>flow_id</t></is></c>"
                          "</row><row r=\"2\"><c r=\"A2\" t=\"inlineStr\"><is><t>a</t></is></c>"
                          "</row>";
        for (int r = 3; r <= 1048576; ++r)
            rows += "<row r=\"" + QByteArray::number(r) + "\" s=\"1\" customFormat=\"1\"/>";
        const InventoryReadResult empty =
            SpreadsheetReader::read(workbookWithSheet(rows, {}, true), QStringLiteral("t.xlsx"),
                                    SpreadsheetReader::Kind::Workbook);
        QVERIFY2(empty.inventory, qPrintable(empty.error.toString()));
        QCOMPARE(empty.inventory->flows.size(), 1);

        QByteArray strings;
        strings.reserve(5 * (WorkbookReader::MaxSharedStrings + 1));
        for (int i = 0; i <= WorkbookReader::MaxSharedStrings; ++i)
            strings += "<si/>";
        QCOMPARE(refusal(workbookWithSheet("<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c></row>",
                                           strings, true)),
                 QStringLiteral("t.xlsx: xl/sharedStrings.xml holds more than 2000000 strings; an "
                                "inventory's workbook holds fewer"));
    }

    // A sheet whose columns name fields but none the flows' IDs is no inventory: lint,
    // convert and the editor refuse it rather than read flows without IDs.
    void aSheetWithoutFlowIdIsNoInventory() {
        const QByteArray rows =
            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>name</t></is></c>"
            "<c r=\"B1\" t=\"inlineStr\"><is><t>source</t></is></c></row>"
            "<row r=\"2\"><c r=\"A2\" t=\"inlineStr\"><is><t>Billing</t></is></c>"
            "<c r=\"B2\" t=\"inlineStr\"><is><t>stripe</t></is></c></row>";
        QCOMPARE(refusal(workbookWithSheet(rows)),
                 QStringLiteral("t.xlsx: Flows!A1: not an inventory: no column of the header row "
                                "(name, source) is mapped to flow_id, the column that names each "
                                "flow; map the one that holds the flows' IDs: --map "
                                "'COLUMN=flow_id'"));
    }

    // A workbook's number cells are told from its text cells: a number is a number, text is
    // what a person typed (the import reads it as a typed number).
    void numberCellsAreToldFromText() {
        const QByteArray rows =
            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>flow_id</t></is></c>"
            "<c r=\"B1\" t=\"inlineStr\"><is><t>ack_p99_seconds</t></is></c>"
            "<c r=\"C1\" t=\"inlineStr\"><is><t>notes</t></is></c></row>"
            "<row r=\"2\"><c r=\"A2\" t=\"inlineStr\"><is><t>a</t></is></c>"
            "<c r=\"B2\"><v>2.125</v></c><c r=\"C2\" t=\"inlineStr\"><is><t>2.125</t></is>"
            "</c></row>";
        IoError error;
        const std::optional<SpreadsheetLayout> layout =
            SpreadsheetReader::layout(workbookWithSheet(rows), QStringLiteral("t.xlsx"),
                                      SpreadsheetReader::Kind::Workbook, {}, &error);
        QVERIFY2(layout, qPrintable(error.toString()));
        const TableRow& row = layout->table.rows.at(1);
        QVERIFY(!row.isNumberCell(0));
        QVERIFY(row.isNumberCell(1));
        QVERIFY(!row.isNumberCell(2));
        QVERIFY(!row.isNumberCell(3));
    }

    // A formula whose result is empty text (IF(…,"",…)) is a blank cell; one whose number
    // was never saved is refused.
    void formulaResults() {
        const QByteArray header =
            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>flow_id</t></is></c>"
            "<c r=\"B1\" t=\"inlineStr\"><is><t>notes</t></is></c></row>";
        const InventoryReadResult empty = SpreadsheetReader::read(
            workbookWithSheet(header + "<row r=\"2\"><c r=\"A2\" t=\"inlineStr\"><is><t>a</t>"
                                       "</is></c><c r=\"B2\" t=\"str\"><f>IF(1,\"\",1)</f><v>"
                                       "</v></c></row>"),
            QStringLiteral("t.xlsx"), SpreadsheetReader::Kind::Workbook);
        QVERIFY2(empty.inventory, qPrintable(empty.error.toString()));
        QVERIFY(empty.inventory->flows.front().isBlank(Field::Notes));
        QVERIFY(refusal(workbookWithSheet(header + "<row r=\"2\"><c r=\"B2\"><f>1+1</f><v></v>"
                                                   "</c></row>"))
                    .contains(QLatin1StringView("a formula without a saved value")));
    }

    void refused_data() {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("xls or encrypted")
            << QByteArray("\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1 rest of an OLE2 file")
            << QStringLiteral("t.xlsx: an Excel 97–2003 workbook (.xls) or an encrypted workbook: "
                              "FlowAudit reads .xlsx workbooks without a password; save it as an "
                              "Excel Workbook (.xlsx) and import that");
        QTest::newRow("not a zip")
            << QByteArray("flow_id,name\n")
            << QStringLiteral(
                   "t.xlsx: not an Excel workbook (.xlsx is a zip file, and this is not one)");
        QTest::newRow("damaged zip")
            << QByteArray("PK\x03\x04 and nothing else")
            << QStringLiteral("t.xlsx: a damaged zip file, not a workbook Excel could open");
        QTest::newRow("zip, not a workbook")
            << zipOf({{"hello.txt", "hi"}})
            << QStringLiteral(
                   "t.xlsx: a zip file that is not an Excel workbook (it has no xl/workbook.xml)");
        QTest::newRow("unknown shared string")
            << workbookWithSheet(
                   "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>flow_id</t></is></c></row>"
                   "<row r=\"7\"><c r=\"B7\" t=\"s\"><v>99</v></c></row>")
            << QStringLiteral("t.xlsx: Flows!B7: refers to shared string 99, which the workbook "
                              "does not have");
        QTest::newRow("error cell")
            << workbookWithSheet("<row r=\"1\"><c r=\"A1\" t=\"s\"><v>0</v></c></row>"
                                 "<row r=\"3\"><c r=\"C3\" t=\"e\"><v>#N/A</v></c></row>",
                                 "<si><t>flow_id</t></si>")
            << QStringLiteral("t.xlsx: Flows!C3: the cell holds the error #N/A");
        QTest::newRow("not xml") << workbookWithSheet("<row><c><v>1</c></row>")
                                 << QStringLiteral("t.xlsx: the sheet Flows is not XML: "
                                                   "Opening and ending tag mismatch. (line 1)");
        QTest::newRow("row past Excel's last")
            << workbookWithSheet("<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>flow_id</t>"
                                 "</is></c></row><row r=\"2147483647\"/><row/>")
            << QStringLiteral("t.xlsx: Flows!A1048576: a row past Excel's last row (1048576)");
        QTest::newRow("empty sheet")
            << workbookWithSheet("<row r=\"1\"/><row r=\"1048576\"/>")
            << QStringLiteral("t.xlsx: the sheet Flows is empty: an inventory's sheet starts with "
                              "a header row");
        QTest::newRow("zip bomb") << zipOf({{"xl/workbook.xml", "<workbook/>"},
                                            {"xl/worksheets/sheet1.xml",
                                             QByteArray(20 * 1024 * 1024, ' ')}})
                                  << QStringLiteral("ratio");
        QList<std::pair<QByteArray, QByteArray>> many;
        for (int i = 0; i <= WorkbookReader::MaxEntries; ++i)
            many.append({"e" + QByteArray::number(i), QByteArray()});
        QTest::newRow("too many entries")
            << zipOf(many)
            << QStringLiteral("t.xlsx: a zip with 10001 entries; a workbook has a few dozen (at "
                              "most 10000 are read)");
        QByteArray rows =
            "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>flow_id</t></is></c></row>";
        for (int r = 2; r <= WorkbookReader::MaxRows + 2; ++r)
            rows += "<row r=\"" + QByteArray::number(r) + "\"><c r=\"A" + QByteArray::number(r) +
                    "\"><v>1</v></c></row>";
        QTest::newRow("too many rows")
            << workbookWithSheet(rows)
            << QStringLiteral(
                   "t.xlsx: Flows!A200002: more than 200000 rows; an inventory holds fewer flows");
    }
    void refused() {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        const QString said = refusal(bytes);
        if (error == u"ratio")
            QVERIFY2(
                said.contains(QLatin1StringView("more than 100 to 1: a zip bomb, not a workbook")),
                qPrintable(said));
        else
            QCOMPARE(said, error);
    }
};

QTEST_GUILESS_MAIN(TestWorkbook)
#include "tst_workbook.moc"
