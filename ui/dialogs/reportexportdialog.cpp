#include "ui/dialogs/reportexportdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>

namespace FlowAudit {

namespace {

const QString FormatKey = QStringLiteral("report/format");
const QString PaperKey = QStringLiteral("report/paper");
const QString PdfAKey = QStringLiteral("report/pdfA");
const QString DetailKey = QStringLiteral("report/detail");
const QString LedgersKey = QStringLiteral("report/ledgers");

QString paperKeyword(ReportPaper paper) {
    return paper == ReportPaper::Letter ? QStringLiteral("letter") : QStringLiteral("a4");
}

} // namespace

ReportExportDialog::ReportExportDialog(QWidget* parent)
    : QDialog(parent)
    , m_format(new QComboBox(this))
    , m_paper(new QComboBox(this))
    , m_pdfA(new QCheckBox(tr("PDF/A-1b for &archiving"), this))
    , m_detail(new QComboBox(this))
    , m_ledgers(new QComboBox(this)) {
    setObjectName(QStringLiteral("reportExportDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setWindowTitle(tr("Export Audit Report"));
    m_format->setObjectName(QStringLiteral("reportFormat"));
    m_format->addItem(tr("PDF"), QVariant::fromValue(int(ReportFormat::Pdf)));
    m_format->addItem(tr("HTML"), QVariant::fromValue(int(ReportFormat::Html)));
    m_format->setAccessibleName(tr("Format"));
    m_paper->setObjectName(QStringLiteral("reportPaper"));
    m_paper->addItem(tr("A4"), QVariant::fromValue(int(ReportPaper::A4)));
    m_paper->addItem(tr("US Letter"), QVariant::fromValue(int(ReportPaper::Letter)));
    m_paper->setAccessibleName(tr("Paper"));
    m_pdfA->setObjectName(QStringLiteral("reportPdfA"));
    m_pdfA->setToolTip(
        tr("Embeds everything a reader needs decades from now; for files kept as records."));

    m_detail->setObjectName(QStringLiteral("reportDetail"));
    m_detail->addItem(tr("Flows with something to report; the others in one table"),
                      QVariant::fromValue(int(ReportDetail::Flagged)));
    m_detail->addItem(tr("Every flow, each on pages of its own"),
                      QVariant::fromValue(int(ReportDetail::All)));
    m_detail->setAccessibleName(tr("Flow sections"));
    // Off by default: a ledger's SQL is a page or two per flow.
    m_ledgers->setObjectName(QStringLiteral("reportLedgers"));
    m_ledgers->addItem(tr("None"), QVariant());
    for (const LedgerDialect dialect : AllLedgerDialects)
        m_ledgers->addItem(tr("Each flow's, as %1 SQL").arg(ledgerDialectName(dialect)),
                           QVariant::fromValue(int(dialect)));
    m_ledgers->setAccessibleName(tr("Action ledgers appendix"));
    m_ledgers->setToolTip(tr("An appendix with each flow's action ledger as SQL, as flowaudit-cli "
                             "ledger writes it, and the flows that cannot have one yet"));

    auto* note = new QLabel(
        tr("The report uses the editor's language. You see a preview before anything is saved."),
        this);
    note->setObjectName(QStringLiteral("reportNote"));
    note->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(QStringLiteral("reportExportButtons"));
    QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
    ok->setText(tr("&Preview…"));
    ok->setObjectName(QStringLiteral("reportPreviewButton"));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("reportCancelButton"));

    auto* form = new QFormLayout(this);
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Paper:"), m_paper);
    form->addRow(QString(), m_pdfA);
    form->addRow(tr("Flow &sections:"), m_detail);
    form->addRow(tr("Action ledgers:"), m_ledgers);
    form->addRow(note);
    form->addRow(buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &ReportExportDialog::updatePdfA);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        remember();
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setOptions(lastOptions());
    setMinimumWidth(fontMetrics().averageCharWidth() * 56); // the note in two lines, not four
}

ReportOptions ReportExportDialog::options() const {
    ReportOptions options;
    options.format = ReportFormat(m_format->currentData().toInt());
    options.paper = ReportPaper(m_paper->currentData().toInt());
    options.pdfA = options.format == ReportFormat::Pdf && m_pdfA->isChecked();
    options.detail = ReportDetail(m_detail->currentData().toInt());
    if (m_ledgers->currentData().isValid())
        options.ledgers = LedgerDialect(m_ledgers->currentData().toInt());
    return options;
}

void ReportExportDialog::setOptions(const ReportOptions& options) {
    m_format->setCurrentIndex(m_format->findData(int(options.format)));
    m_paper->setCurrentIndex(m_paper->findData(int(options.paper)));
    m_pdfA->setChecked(options.pdfA);
    m_detail->setCurrentIndex(m_detail->findData(int(options.detail)));
    m_ledgers->setCurrentIndex(options.ledgers ? m_ledgers->findData(int(*options.ledgers)) : 0);
    updatePdfA();
}

void ReportExportDialog::updatePdfA() {
    m_pdfA->setEnabled(ReportFormat(m_format->currentData().toInt()) == ReportFormat::Pdf);
}

ReportOptions ReportExportDialog::lastOptions() {
    const QSettings settings;
    ReportOptions options;
    options.format = ReportOptions::formatFromKeyword(settings.value(FormatKey).toString())
                         .value_or(ReportFormat::Pdf);
    options.paper = ReportOptions::paperFromKeyword(settings.value(PaperKey).toString())
                        .value_or(ReportPaper::A4);
    options.pdfA = settings.value(PdfAKey, false).toBool();
    options.detail = ReportOptions::detailFromKeyword(settings.value(DetailKey).toString())
                         .value_or(ReportDetail::Flagged);
    options.ledgers = ledgerDialectFromKeyword(settings.value(LedgersKey).toString());
    return options;
}

void ReportExportDialog::remember() const {
    QSettings settings;
    const ReportOptions chosen = options();
    settings.setValue(FormatKey, ReportOptions::suffix(chosen.format));
    settings.setValue(PaperKey, paperKeyword(chosen.paper));
    // The box as ticked, even for HTML: it is the next PDF's setting.
    settings.setValue(PdfAKey, m_pdfA->isChecked());
    settings.setValue(LedgersKey, chosen.ledgers ? ledgerDialectKeyword(*chosen.ledgers)
                                                 : QStringLiteral("none"));
    settings.setValue(DetailKey, chosen.detail == ReportDetail::All ? QStringLiteral("all")
                                                                    : QStringLiteral("flagged"));
}

} // namespace FlowAudit
