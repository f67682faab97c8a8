#include "ui/import/columnmappingdialog.h"

#include "core/import/spreadsheetimport.h"
#include "core/io/workbookreader.h"
#include "core/lint/lintrun.h"
#include "ui/painting/severitystyle.h"

#include <QComboBox>
#include <QCryptographicHash>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
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

} // namespace

ColumnMappingDialog::ColumnMappingDialog(const ColumnMapping& mapping,
                                         const QList<QStringList>& rows, QWidget* parent)
    : QDialog(parent)
    , m_mapping(mapping)
    , m_rows(rows.mid(0, PreviewRows))
    , m_columns(new QTableWidget(this))
    , m_preview(new QTableWidget(this)) {
    setObjectName(QStringLiteral("columnMappingDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setWindowTitle(tr("Map the columns"));
    auto* intro = new QLabel(
        tr("The file's column titles are not FlowAudit's field names. Choose where each column "
           "goes; the guesses come from the titles. The preview shows the first rows with the "
           "verdicts they would get."),
        this);
    intro->setWordWrap(true);
    m_columns->setObjectName(QStringLiteral("mappingColumns"));
    m_columns->setColumnCount(3);
    m_columns->setHorizontalHeaderLabels({tr("Column"), tr("Goes to"), tr("First values")});
    m_columns->horizontalHeader()->setStretchLastSection(true);
    m_columns->verticalHeader()->hide();
    m_preview->setObjectName(QStringLiteral("mappingPreview"));
    m_preview->setColumnCount(3);
    m_preview->setHorizontalHeaderLabels({tr("Verdict"), tr("flow_id"), tr("Findings")});
    m_preview->horizontalHeader()->setStretchLastSection(true);
    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("mappingImport"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_columns, 3);
    layout->addWidget(new QLabel(tr("Preview"), this));
    layout->addWidget(m_preview, 2);
    layout->addWidget(buttons);
    resize(760, 560);
    fillColumns();
    refreshPreview();
}

void ColumnMappingDialog::fillColumns() {
    const QList<ColumnTarget> all = choices();
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
        for (const QStringList& row : std::as_const(m_rows)) {
            if (c < row.size() && !row[c].isEmpty())
                values.append(row[c].left(40));
        }
        m_columns->setItem(c, 2, new QTableWidgetItem(values.join(QLatin1StringView(" · "))));
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
    SheetRows sheet;
    sheet.rows.append(m_mapping.header());
    sheet.rows.append(m_rows);
    const SpreadsheetImportResult read =
        SpreadsheetImport::readCsv(WorkbookReader::toCsv(sheet), QString(), m_mapping);
    m_preview->setRowCount(0);
    if (read.error) {
        m_preview->setRowCount(1);
        m_preview->setItem(0, 0, new QTableWidgetItem(tr("cannot read")));
        m_preview->setItem(0, 2, new QTableWidgetItem(read.error->message));
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
        m_preview->setItem(index, 1,
                           new QTableWidgetItem(lint.inventory->flows[index].text(Field::FlowId)));
        m_preview->setItem(index, 2, new QTableWidgetItem(rules.join(QLatin1StringView(", "))));
    });
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
