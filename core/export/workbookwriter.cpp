#include "core/export/workbookwriter.h"

#include "core/io/files/atomicfile.h"
#include "core/io/table/columnmapping.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/lint/lintrun.h"
#include "core/model/field.h"
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

// The two sheets being written: the Flows sheet with a status column and every cell that
// has a FAIL or WARN filled, and the Findings sheet, one row per finding.
class WorkbookSheets {
public:
    WorkbookSheets(lxw_workbook* workbook, const Inventory& inventory)
        : m_inventory(inventory) {
        m_flows = workbook_add_worksheet(workbook, "Flows");
        m_findings = workbook_add_worksheet(workbook, "Findings");
        m_header = workbook_add_format(workbook);
        format_set_bold(m_header);
        format_set_bg_color(m_header, 0xDDDDDD);
        m_fail = workbook_add_format(workbook);
        format_set_bg_color(m_fail, 0xF4C7C3);
        m_warn = workbook_add_format(workbook);
        format_set_bg_color(m_warn, 0xFCE8B2);
        m_text = workbook_add_format(workbook);
        format_set_num_format(m_text, "@");
        writeTitles();
    }

    void writeFlow(int index, const QList<Finding>& findings) {
        const Flow& flow = m_inventory.flows[index];
        const lxw_row_t row = lxw_row_t(index + 1);
        std::optional<Severity> worst;
        for (const Finding& f : findings) {
            if (!worst || f.severity > *worst)
                worst = f.severity;
        }
        worksheet_write_string(
            m_flows, row, 0,
            (worst ? severityKeyword(*worst) : QStringLiteral("OK")).toUtf8().constData(),
            formatOf(worst));
        for (const FieldInfo& info : FieldCatalogue::all()) {
            const YamlValue* structured = flow.structuredValue(info.field);
            const QString text = structured
                                     ? QString::fromUtf8(YamlWriter::writeCompact(*structured))
                                     : flow.text(info.field);
            put(row, 1 + int(info.field), text, formatOf(worstOn(findings, info.field)),
                info.kind == FieldKind::Number && !structured);
        }
        for (const YamlMapEntry& entry : flow.extraFields()) {
            const QString text = entry.value.isScalar() ? entry.value.text()
                                 : entry.value.isNull()
                                     ? QString()
                                     : QString::fromUtf8(YamlWriter::writeCompact(entry.value));
            put(row, 1 + FieldCount + int(m_extraKeys.indexOf(entry.key)), text, nullptr, false);
        }
        if (m_anyReviews && !flow.reviews().isNull())
            put(row, int(m_titles.size()) - 1,
                QString::fromUtf8(YamlWriter::writeCompact(flow.reviews())), nullptr, false);
        for (const Finding& f : findings)
            writeFinding(flow, f);
    }

    // The frozen header rows, the autofilter, the column widths and the drop-down lists.
    void finish() {
        worksheet_freeze_panes(m_flows, 1, 0);
        worksheet_autofilter(m_flows, 0, 0,
                             lxw_row_t(std::max<qsizetype>(1, m_inventory.flows.size())),
                             lxw_col_t(m_titles.size() - 1));
        for (int c = 0; c < m_titles.size(); ++c)
            worksheet_set_column(m_flows, lxw_col_t(c), lxw_col_t(c), m_widths[c], nullptr);
        worksheet_freeze_panes(m_findings, 1, 0);
        worksheet_set_column(m_findings, 0, 4, 14, nullptr);
        worksheet_set_column(m_findings, 5, 6, 60, nullptr);
        for (const FieldInfo& info : FieldCatalogue::all())
            addDropDown(info);
    }

private:
    // Columns: status, the known fields, every extra field in order of appearance, reviews.
    void writeTitles() {
        for (const Flow& flow : m_inventory.flows) {
            for (const YamlMapEntry& entry : flow.extraFields()) {
                if (!m_extraKeys.contains(entry.key))
                    m_extraKeys.append(entry.key);
            }
            m_anyReviews = m_anyReviews || !flow.reviews().isNull();
        }
        m_titles = QStringList{ColumnMapping::statusTitle()};
        for (const FieldInfo& info : FieldCatalogue::all())
            m_titles.append(QString::fromLatin1(info.name));
        m_titles.append(m_extraKeys);
        if (m_anyReviews)
            m_titles.append(FieldCatalogue::reviewsKey());
        m_widths = QList<double>(m_titles.size(), 8);
        for (int c = 0; c < m_titles.size(); ++c) {
            worksheet_write_string(m_flows, 0, lxw_col_t(c), m_titles[c].toUtf8().constData(),
                                   m_header);
            m_widths[c] = std::max<double>(m_widths[c], m_titles[c].size() + 2);
        }
        const char* findingTitles[] = {"row",   "flow_id", "rule", "severity",
                                       "field", "message", "hint"};
        for (int c = 0; c < 7; ++c)
            worksheet_write_string(m_findings, 0, lxw_col_t(c), findingTitles[c], m_header);
    }

    void writeFinding(const Flow& flow, const Finding& f) {
        const lxw_row_t r = lxw_row_t(m_findingRow++);
        worksheet_write_number(m_findings, r, 0, f.row, nullptr);
        worksheet_write_string(m_findings, r, 1, flow.text(Field::FlowId).toUtf8().constData(),
                               m_text);
        worksheet_write_string(m_findings, r, 2, f.rule.toUtf8().constData(), nullptr);
        worksheet_write_string(m_findings, r, 3, severityKeyword(f.severity).toUtf8().constData(),
                               formatOf(f.severity));
        worksheet_write_string(m_findings, r, 4,
                               f.field ? FieldCatalogue::name(*f.field).toUtf8().constData() : "",
                               nullptr);
        worksheet_write_string(m_findings, r, 5, f.message.toUtf8().constData(), m_text);
        worksheet_write_string(m_findings, r, 6, RuleCatalogue::hint(f.rule).toUtf8().constData(),
                               m_text);
    }

    void put(lxw_row_t row, int column, const QString& text, lxw_format* format, bool mayBeNumber) {
        if (text.isEmpty()) {
            if (format)
                worksheet_write_blank(m_flows, row, lxw_col_t(column), format);
            return;
        }
        m_widths[column] = std::min(60.0, std::max(m_widths[column], double(text.size()) + 2));
        if (mayBeNumber) {
            if (const auto number = asNumber(text)) {
                worksheet_write_number(m_flows, row, lxw_col_t(column), *number, format);
                return;
            }
        }
        // A string cell: Excel never evaluates it, whatever it starts with.
        worksheet_write_string(m_flows, row, lxw_col_t(column), text.toUtf8().constData(),
                               format ? format : m_text);
    }

    // The allowed values of a yes/no or enum field as its column's drop-down list.
    void addDropDown(const FieldInfo& info) {
        if (info.allowedValues.isEmpty())
            return;
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
        worksheet_data_validation_range(m_flows, 1, column, LXW_ROW_MAX - 1, column, &validation);
    }

    static std::optional<Severity> worstOn(const QList<Finding>& findings, Field field) {
        std::optional<Severity> worst;
        for (const Finding& f : findings) {
            if (f.field == field && (!worst || f.severity > *worst))
                worst = f.severity;
        }
        return worst;
    }

    lxw_format* formatOf(std::optional<Severity> severity) const {
        return severity == Severity::Fail ? m_fail : severity == Severity::Warn ? m_warn : nullptr;
    }

    const Inventory& m_inventory;
    lxw_worksheet* m_flows = nullptr;
    lxw_worksheet* m_findings = nullptr;
    lxw_format* m_header = nullptr;
    lxw_format* m_fail = nullptr;
    lxw_format* m_warn = nullptr;
    lxw_format* m_text = nullptr;
    QStringList m_extraKeys;
    bool m_anyReviews = false;
    QStringList m_titles;
    QList<double> m_widths;
    int m_findingRow = 1;
};

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
    WorkbookSheets sheets(workbook, inventory);
    FileLint lint;
    lint.inventory = inventory;
    for (const Flow& flow : inventory.flows)
        ++lint.flowsPerId[flow.text(Field::FlowId)];
    lint.forEachFlow(
        [&](int index, const QList<Finding>& findings) { sheets.writeFlow(index, findings); });
    sheets.finish();

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
