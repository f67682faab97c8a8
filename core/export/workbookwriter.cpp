#include "core/export/workbookwriter.h"

#include "core/io/atomicfile.h"
#include "core/io/workbookreader.h"
#include "core/io/yamlwriter.h"
#include "core/lint/lintrun.h"
#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>

#include <xlsxwriter.h>

namespace FlowAudit {

namespace {

// A number cell only where Excel shows the same text: 30, 0.4, not 007 or 2.50.
std::optional<double> asNumber(const QString& text) {
    bool ok = false;
    const double value = text.toDouble(&ok);
    if (!ok || text.size() > 15 || QString::number(value, 'g', 15) != text)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<QByteArray> WorkbookWriter::write(const Inventory& inventory, QString* error) {
    QTemporaryDir dir;
    if (!dir.isValid()) {
        *error =
            QCoreApplication::translate("Import", "no folder for the workbook's temporary file: %1")
                .arg(dir.errorString());
        return std::nullopt;
    }
    const QByteArray path = QFile::encodeName(dir.filePath(QStringLiteral("inventory.xlsx")));
    const QByteArray tmp = QFile::encodeName(dir.path());
    lxw_workbook_options options{};
    options.tmpdir = const_cast<char*>(tmp.constData());
    lxw_workbook* workbook = workbook_new_opt(path.constData(), &options);
    if (!workbook) {
        *error = QCoreApplication::translate("Import", "libxlsxwriter could not start a workbook");
        return std::nullopt;
    }
    lxw_worksheet* flows = workbook_add_worksheet(workbook, "Flows");
    lxw_worksheet* findingsSheet = workbook_add_worksheet(workbook, "Findings");
    lxw_format* header = workbook_add_format(workbook);
    format_set_bold(header);
    format_set_bg_color(header, 0xDDDDDD);
    lxw_format* failFormat = workbook_add_format(workbook);
    format_set_bg_color(failFormat, 0xF4C7C3);
    lxw_format* warnFormat = workbook_add_format(workbook);
    format_set_bg_color(warnFormat, 0xFCE8B2);
    lxw_format* textFormat = workbook_add_format(workbook);
    format_set_num_format(textFormat, "@");

    // Columns: status, the known fields, every extra field in order of appearance, reviews.
    QStringList extraKeys;
    bool anyReviews = false;
    for (const Flow& flow : inventory.flows) {
        for (const YamlMapEntry& entry : flow.extraFields()) {
            if (!extraKeys.contains(entry.key))
                extraKeys.append(entry.key);
        }
        anyReviews = anyReviews || !flow.reviews().isNull();
    }
    QStringList titles{WorkbookReader::statusTitle()};
    for (const FieldInfo& info : FieldCatalogue::all())
        titles.append(QString::fromLatin1(info.name));
    titles.append(extraKeys);
    if (anyReviews)
        titles.append(FieldCatalogue::reviewsKey());
    for (int c = 0; c < titles.size(); ++c)
        worksheet_write_string(flows, 0, lxw_col_t(c), titles[c].toUtf8().constData(), header);

    FileLint lint;
    lint.inventory = inventory;
    for (const Flow& flow : inventory.flows)
        ++lint.flowsPerId[flow.text(Field::FlowId)];
    QList<double> widths(titles.size(), 8);
    for (int c = 0; c < titles.size(); ++c)
        widths[c] = std::max<double>(widths[c], titles[c].size() + 2);
    int findingRow = 1;
    const char* findingTitles[] = {"row",   "flow_id", "rule", "severity",
                                   "field", "message", "hint"};
    for (int c = 0; c < 7; ++c)
        worksheet_write_string(findingsSheet, 0, lxw_col_t(c), findingTitles[c], header);
    lint.forEachFlow([&](int index, const QList<Finding>& findings) {
        const Flow& flow = inventory.flows[index];
        const lxw_row_t row = lxw_row_t(index + 1);
        std::optional<Severity> worst;
        for (const Finding& f : findings) {
            if (!worst || f.severity > *worst)
                worst = f.severity;
        }
        lxw_format* statusFormat = worst == Severity::Fail   ? failFormat
                                   : worst == Severity::Warn ? warnFormat
                                                             : nullptr;
        worksheet_write_string(
            flows, row, 0,
            (worst ? severityKeyword(*worst) : QStringLiteral("OK")).toUtf8().constData(),
            statusFormat);
        auto cellFormat = [&](std::optional<Field> field) -> lxw_format* {
            std::optional<Severity> cellWorst;
            for (const Finding& f : findings) {
                if (field && f.field == field && (!cellWorst || f.severity > *cellWorst))
                    cellWorst = f.severity;
            }
            return cellWorst == Severity::Fail   ? failFormat
                   : cellWorst == Severity::Warn ? warnFormat
                                                 : nullptr;
        };
        auto put = [&](int column, const QString& text, lxw_format* format, bool mayBeNumber) {
            if (text.isEmpty()) {
                if (format)
                    worksheet_write_blank(flows, row, lxw_col_t(column), format);
                return;
            }
            widths[column] = std::min(60.0, std::max(widths[column], double(text.size()) + 2));
            if (mayBeNumber) {
                if (const auto number = asNumber(text)) {
                    worksheet_write_number(flows, row, lxw_col_t(column), *number, format);
                    return;
                }
            }
            // A string cell: Excel never evaluates it, whatever it starts with.
            worksheet_write_string(flows, row, lxw_col_t(column), text.toUtf8().constData(),
                                   format ? format : textFormat);
        };
        for (const FieldInfo& info : FieldCatalogue::all()) {
            const YamlValue* structured = flow.structuredValue(info.field);
            const QString text = structured
                                     ? QString::fromUtf8(YamlWriter::writeCompact(*structured))
                                     : flow.text(info.field);
            put(1 + int(info.field), text, cellFormat(info.field),
                info.kind == FieldKind::Number && !structured);
        }
        for (const YamlMapEntry& entry : flow.extraFields()) {
            const QString text = entry.value.isScalar() ? entry.value.text()
                                 : entry.value.isNull()
                                     ? QString()
                                     : QString::fromUtf8(YamlWriter::writeCompact(entry.value));
            put(1 + FieldCount + int(extraKeys.indexOf(entry.key)), text, nullptr, false);
        }
        if (anyReviews && !flow.reviews().isNull())
            put(int(titles.size()) - 1, QString::fromUtf8(YamlWriter::writeCompact(flow.reviews())),
                nullptr, false);
        for (const Finding& f : findings) {
            const lxw_row_t r = lxw_row_t(findingRow++);
            worksheet_write_number(findingsSheet, r, 0, f.row, nullptr);
            worksheet_write_string(findingsSheet, r, 1,
                                   flow.text(Field::FlowId).toUtf8().constData(), textFormat);
            worksheet_write_string(findingsSheet, r, 2, f.rule.toUtf8().constData(), nullptr);
            worksheet_write_string(findingsSheet, r, 3,
                                   severityKeyword(f.severity).toUtf8().constData(),
                                   f.severity == Severity::Fail   ? failFormat
                                   : f.severity == Severity::Warn ? warnFormat
                                                                  : nullptr);
            worksheet_write_string(
                findingsSheet, r, 4,
                f.field ? FieldCatalogue::name(*f.field).toUtf8().constData() : "", nullptr);
            worksheet_write_string(findingsSheet, r, 5, f.message.toUtf8().constData(), textFormat);
            worksheet_write_string(findingsSheet, r, 6,
                                   RuleCatalogue::hint(f.rule).toUtf8().constData(), textFormat);
        }
    });

    worksheet_freeze_panes(flows, 1, 0);
    worksheet_autofilter(flows, 0, 0, lxw_row_t(std::max<qsizetype>(1, inventory.flows.size())),
                         lxw_col_t(titles.size() - 1));
    for (int c = 0; c < titles.size(); ++c)
        worksheet_set_column(flows, lxw_col_t(c), lxw_col_t(c), widths[c], nullptr);
    worksheet_freeze_panes(findingsSheet, 1, 0);
    worksheet_set_column(findingsSheet, 0, 4, 14, nullptr);
    worksheet_set_column(findingsSheet, 5, 6, 60, nullptr);
    // Drop-down lists: the allowed values of the yes/no and enum fields.
    for (const FieldInfo& info : FieldCatalogue::all()) {
        if (info.allowedValues.isEmpty())
            continue;
        QList<QByteArray> values;
        for (const QString& value : info.allowedValues)
            values.append(value.toUtf8());
        std::vector<char*> list;
        for (QByteArray& value : values)
            list.push_back(value.data());
        list.push_back(nullptr);
        lxw_data_validation validation{};
        validation.validate = LXW_VALIDATION_TYPE_LIST;
        validation.value_list = list.data();
        validation.ignore_blank = LXW_VALIDATION_ON;
        validation.error_type =
            LXW_VALIDATION_ERROR_TYPE_WARNING; // spellings such as y and true stay allowed
        const lxw_col_t column = lxw_col_t(1 + int(info.field));
        worksheet_data_validation_range(flows, 1, column, LXW_ROW_MAX - 1, column, &validation);
    }
    const lxw_error closed = workbook_close(workbook);
    if (closed != LXW_NO_ERROR) {
        *error =
            QCoreApplication::translate("Import", "libxlsxwriter could not write the workbook: %1")
                .arg(QString::fromUtf8(lxw_strerror(closed)));
        return std::nullopt;
    }
    QFile file(QFile::decodeName(path));
    if (!file.open(QIODevice::ReadOnly)) {
        *error =
            QCoreApplication::translate("Import", "the written workbook cannot be read back: %1")
                .arg(file.errorString());
        return std::nullopt;
    }
    return file.readAll();
}

std::optional<IoError> WorkbookWriter::save(const Inventory& inventory, const QString& path) {
    QString error;
    const std::optional<QByteArray> bytes = write(inventory, &error);
    if (!bytes)
        return IoError{path, 0, 0, error};
    return AtomicFile::write(path, *bytes);
}

} // namespace FlowAudit
