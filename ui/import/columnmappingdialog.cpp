#include "ui/import/columnmappingdialog.h"

#include "core/import/spreadsheetimport.h"
#include "core/io/table/headerrow.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/lint/lintrun.h"
#include "core/model/field.h"
#include "painting/severitystyle.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {

constexpr int PreviewRows = 5;

QList<ColumnTarget> choices() {
    QList<ColumnTarget> all;
    for (const FieldInfo& info : FieldCatalogue::all())
        all.append(ColumnTarget::toField(info.field));
    all.append(ColumnTarget::toReviews());
    all.append(ColumnTarget::extra());
    all.append(ColumnTarget::ignored());
    return all;
}

QString settingsKey(const QStringList& header) {
    return QStringLiteral("import/columnMapping/") +
           QString::fromLatin1(
               QCryptographicHash::hash(header.join(QChar(0x1f)).toUtf8(), QCryptographicHash::Sha1)
                   .toHex());
}

// A value as a cell of the preview shows it: a list or map in its compact YAML.
QString shown(const YamlValue& value) {
    return value.isScalar() ? value.text() : QString::fromUtf8(YamlWriter::writeCompact(value));
}

} // namespace

ColumnMappingDialog::ColumnMappingDialog(const SpreadsheetLayout& layout,
                                         const ColumnMapping& mapping, QWidget* parent)
    : QDialog(parent)
    , m_layout(layout)
    , m_mapping(mapping)
    , m_placement(new QLabel(this))
    , m_headerRow(new QSpinBox(this))
    , m_columns(new QTableWidget(this))
    , m_preview(new QTableWidget(this)) {
    setObjectName(QStringLiteral("columnMappingDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setWindowTitle(tr("Map the columns of %1").arg(QFileInfo(layout.table.fileName).fileName()));
    auto* intro = new QLabel(
        tr("The file's column titles are not FlowAudit's field names. Choose the row that holds "
           "the titles and where each column goes; the guesses come from the titles. The "
           "preview shows the first flows as they will be written, with the verdicts they "
           "would get."),
        this);
    intro->setWordWrap(true);
    m_placement->setObjectName(QStringLiteral("mappingPlacement"));
    m_placement->setWordWrap(true);
    m_headerRow->setObjectName(QStringLiteral("mappingHeaderRow"));
    m_headerRow->setRange(1, layout.table.rows.isEmpty() ? 1 : layout.table.rows.last().line);
    m_headerRow->setValue(layout.headerLine());
    // Every value the box shows is the header used: arrows and typing alike.
    connect(m_headerRow, &QSpinBox::valueChanged, this,
            [this](int line) { chooseHeaderRow(line); });
    auto* headerForm = new QFormLayout;
    headerForm->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint); // a row number is short
    headerForm->addRow(tr("&Header row:"), m_headerRow);
    m_columns->setObjectName(QStringLiteral("mappingColumns"));
    m_columns->setColumnCount(3);
    m_columns->setHorizontalHeaderLabels({tr("Column"), tr("Goes to"), tr("First values")});
    m_columns->horizontalHeader()->setStretchLastSection(true);
    m_columns->verticalHeader()->hide();
    m_preview->setObjectName(QStringLiteral("mappingPreview"));
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_import = buttons->button(QDialogButtonBox::Ok);
    m_import->setText(tr("Import"));
    m_import->setObjectName(QStringLiteral("mappingImport"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layoutBox = new QVBoxLayout(this);
    layoutBox->addWidget(intro);
    layoutBox->addLayout(headerForm);
    layoutBox->addWidget(m_placement);
    layoutBox->addWidget(m_columns, 3);
    layoutBox->addWidget(new QLabel(tr("Preview"), this));
    layoutBox->addWidget(m_preview, 2);
    layoutBox->addWidget(buttons);
    resize(900, 620);
    fillColumns();
    refreshPreview();
}

bool ColumnMappingDialog::chooseHeaderRow(int line) {
    IoError error;
    const std::optional<qsizetype> index = HeaderRow::chosen(m_layout.table, line, &error);
    if (!index) {
        m_placement->setText(error.message);
        m_import->setEnabled(false); // until a row that holds cells is the header
        return false;
    }
    if (*index != m_layout.headerIndex) {
        m_layout.headerIndex = *index;
        m_mapping = rememberedOrGuessed(m_layout.header());
    }
    const QSignalBlocker quiet(m_headerRow);
    m_headerRow->setValue(line);
    fillColumns();
    refreshPreview();
    return true;
}

TableRows ColumnMappingDialog::firstRows() const {
    TableRows first = m_layout.table;
    first.rows = m_layout.table.rows.mid(m_layout.headerIndex + 1, PreviewRows);
    return first;
}

void ColumnMappingDialog::fillColumns() {
    m_placement->setText(m_layout.placement());
    const QList<ColumnTarget> all = choices();
    const TableRows rows = firstRows();
    m_columns->setRowCount(int(m_mapping.header().size()));
    for (int c = 0; c < m_mapping.header().size(); ++c) {
        m_columns->setItem(c, 0, new QTableWidgetItem(m_mapping.header()[c]));
        auto* combo = new QComboBox(m_columns);
        combo->setObjectName(QStringLiteral("mappingTarget%1").arg(c));
        for (const ColumnTarget& target : all) {
            const QString text = target.kind == ColumnTarget::Kind::Extra
                                     ? tr("keep as it is (%1)").arg(m_mapping.header()[c])
                                 : target.kind == ColumnTarget::Kind::Ignore ? tr("leave out")
                                 : target.reviews
                                     ? FieldCatalogue::reviewsKey()
                                     : tr("%1 (%2)").arg(FieldCatalogue::name(target.field),
                                                         FieldCatalogue::label(target.field));
            combo->addItem(text);
        }
        combo->setCurrentIndex(int(all.indexOf(m_mapping.targets()[c])));
        connect(combo, &QComboBox::activated, this,
                [this, c](int index) { choose(c, choices()[index]); });
        m_columns->setCellWidget(c, 1, combo);
        QStringList values;
        for (qsizetype r = 0; r < rows.rows.size(); ++r) {
            const QStringList cells = rows.texts(r);
            // A blank keeps its place, so the columns' values line up row by row.
            values.append(c < cells.size() && !cells[c].trimmed().isEmpty() ? cells[c].left(40)
                                                                            : tr("(blank)"));
        }
        m_columns->setItem(c, 2, new QTableWidgetItem(values.join(QStringLiteral(" · "))));
    }
    m_columns->resizeColumnsToContents();
}

void ColumnMappingDialog::choose(int column, const ColumnTarget& target) {
    m_mapping.setTarget(column, target);
    // A field takes one column: another column that had it shows its new choice.
    const QList<ColumnTarget> all = choices();
    for (int c = 0; c < m_mapping.targets().size(); ++c) {
        if (auto* combo = qobject_cast<QComboBox*>(m_columns->cellWidget(c, 1)))
            combo->setCurrentIndex(int(all.indexOf(m_mapping.targets()[c])));
    }
    refreshPreview();
}

void ColumnMappingDialog::refreshPreview() {
    SpreadsheetLayout sample;
    sample.table = m_layout.table;
    sample.table.rows = m_layout.table.rows.mid(m_layout.headerIndex, PreviewRows + 1);
    const SpreadsheetImportResult read = SpreadsheetImport::read(sample, m_mapping);
    // Verdict, then every column that goes somewhere under the name it is written as.
    QStringList names;
    for (qsizetype c = 0; c < m_mapping.targets().size(); ++c) {
        if (!m_mapping.targetName(c).isEmpty())
            names.append(m_mapping.targetName(c));
    }
    m_preview->clear();
    m_preview->setColumnCount(int(names.size()) + 2);
    m_preview->setHorizontalHeaderLabels(QStringList{tr("Verdict")} + names +
                                         QStringList{tr("Findings")});
    m_preview->setRowCount(0);
    // What cannot be read is not imported: the reason shows in the preview.
    m_import->setEnabled(!read.error);
    if (read.error) {
        m_preview->setRowCount(1);
        m_preview->setItem(0, 0, new QTableWidgetItem(tr("cannot read")));
        m_preview->setItem(0, int(names.size()) + 1, new QTableWidgetItem(read.error->toString()));
        m_preview->resizeColumnsToContents();
        return;
    }
    FileLint lint;
    lint.inventory = Inventory{};
    for (const ImportedFlow& flow : read.flows) {
        lint.inventory->flows.append(flow.flow);
        ++lint.flowsPerId[flow.flow.text(Field::FlowId)];
    }
    m_preview->setRowCount(int(read.flows.size()));
    lint.forEachFlow([&](int index, const QList<Finding>& findings) {
        std::optional<Severity> worst;
        QStringList rules;
        for (const Finding& f : findings) {
            if (!worst || f.severity > *worst)
                worst = f.severity;
            rules.append(
                f.field
                    ? QStringLiteral("%1 %2 (%3)")
                          .arg(severityKeyword(f.severity), f.rule, FieldCatalogue::name(*f.field))
                    : QStringLiteral("%1 %2").arg(severityKeyword(f.severity), f.rule));
        }
        auto* verdict = new QTableWidgetItem(worst ? severityKeyword(*worst) : tr("OK"));
        if (worst)
            verdict->setBackground(SeverityStyle::tint(*worst));
        m_preview->setItem(index, 0, verdict);
        const Flow& flow = lint.inventory->flows[index];
        for (qsizetype n = 0; n < names.size(); ++n) {
            QString value;
            if (const std::optional<Field> field = FieldCatalogue::byName(names[n])) {
                value = flow.text(*field);
            } else if (names[n] == FieldCatalogue::reviewsKey()) {
                value = flow.reviews().isNull() ? QString() : shown(flow.reviews());
            } else {
                for (const YamlMapEntry& entry : flow.extraFields()) {
                    if (entry.key == names[n])
                        value = shown(entry.value);
                }
            }
            m_preview->setItem(index, int(n) + 1, new QTableWidgetItem(value));
        }
        m_preview->setItem(index, int(names.size()) + 1,
                           new QTableWidgetItem(rules.join(QLatin1StringView(", "))));
    });
    m_preview->resizeColumnsToContents();
}

ColumnMapping ColumnMappingDialog::rememberedOrGuessed(const QStringList& header) {
    const QString spec = QSettings().value(settingsKey(header)).toString();
    QString error;
    if (!spec.isEmpty()) {
        if (const auto mapping = ColumnMapping::fromFileText(spec, header, &error))
            return *mapping;
    }
    return ColumnMapping::guess(header);
}

void ColumnMappingDialog::remember(const ColumnMapping& mapping) {
    QSettings().setValue(settingsKey(mapping.header()), mapping.spec());
}

} // namespace FlowAudit
