#include "ui/dialogs/acceptriskdialog.h"

#include "core/rules/rulecatalogue.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {
const QString OwnerKey = QStringLiteral("waivers/owner");
const QString ApproverKey = QStringLiteral("waivers/approvedBy");
} // namespace

AcceptRiskDialog::AcceptRiskDialog(const Finding& finding, const QString& flowId, QDate today,
                                   QWidget* parent)
    : QDialog(parent)
    , m_finding(finding)
    , m_flowId(flowId)
    , m_today(today)
    , m_justification(new QPlainTextEdit(this))
    , m_owner(new QLineEdit(this))
    , m_approvedBy(new QLineEdit(this))
    , m_expires(new QDateEdit(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("acceptRiskDialog"));
    setWindowTitle(tr("Accept Risk"));
    const RuleInfo* rule = RuleCatalogue::describe(finding.rule);
    auto* what = new QLabel(this);
    what->setObjectName(QStringLiteral("acceptRiskFinding"));
    what->setWordWrap(true);
    what->setTextFormat(Qt::RichText);
    what->setText(tr("<p><b>%1 %2</b> %3 on <b>%4</b>%5</p><p>%6</p>"
                     "<p>An accepted finding stays in every report, marked accepted, and counts "
                     "again the day "
                     "after the waiver expires.</p>")
                      .arg(severityKeyword(finding.severity), finding.rule.toHtmlEscaped(),
                           rule ? RuleCatalogue::title(*rule).toHtmlEscaped() : QString(),
                           flowId.toHtmlEscaped(),
                           finding.field ? tr(" (%1)").arg(
                                               FieldCatalogue::name(*finding.field).toHtmlEscaped())
                                         : QString(),
                           finding.message.toHtmlEscaped()));

    m_justification->setObjectName(QStringLiteral("acceptRiskJustification"));
    m_justification->setTabChangesFocus(true);
    m_justification->setPlaceholderText(
        tr("Why the risk is accepted, and what ends it (a ticket, a migration)"));
    m_justification->setAccessibleName(tr("Justification"));
    m_owner->setObjectName(QStringLiteral("acceptRiskOwner"));
    m_owner->setMaxLength(200);
    m_owner->setText(QSettings().value(OwnerKey).toString());
    m_approvedBy->setObjectName(QStringLiteral("acceptRiskApprovedBy"));
    m_approvedBy->setMaxLength(200);
    m_approvedBy->setPlaceholderText(tr("optional"));
    m_approvedBy->setText(QSettings().value(ApproverKey).toString());
    m_expires->setObjectName(QStringLiteral("acceptRiskExpires"));
    m_expires->setCalendarPopup(true);
    m_expires->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    // Accepted risks are reviewed at least once a year.
    m_expires->setDateRange(today, today.addYears(1));
    m_expires->setDate(today.addDays(DefaultDays));
    m_problem->setObjectName(QStringLiteral("acceptRiskProblem"));
    m_problem->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Justification:"), m_justification);
    form->addRow(tr("&Owner:"), m_owner);
    form->addRow(tr("Approved &by:"), m_approvedBy);
    form->addRow(tr("E&xpires (end of day, UTC):"), m_expires);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Accept Risk"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(what);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_justification, &QPlainTextEdit::textChanged, this, &AcceptRiskDialog::updateState);
    connect(m_owner, &QLineEdit::textChanged, this, &AcceptRiskDialog::updateState);
    updateState();
    m_justification->setFocus();
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 70),
           sizeHint().height());
}

// OK only for a waiver that is valid: WV04 names the same conditions.
void AcceptRiskDialog::updateState() {
    QString problem;
    const qsizetype length = m_justification->toPlainText().size();
    if (m_justification->toPlainText().trimmed().isEmpty())
        problem = tr("Write the justification: why the risk is accepted.");
    else if (length > MaxJustificationChars)
        problem = tr("The justification is %1 characters long; keep it to %2 and link the rest (a "
                     "ticket).")
                      .arg(length)
                      .arg(MaxJustificationChars);
    else if (m_owner->text().trimmed().isEmpty())
        problem = tr("Name the owner: who answers for the risk.");
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

Waiver AcceptRiskDialog::waiver() const {
    Waiver w;
    w.flowId = m_flowId.trimmed();
    w.rule = m_finding.rule;
    w.field = m_finding.field ? FieldCatalogue::name(*m_finding.field) : QString();
    w.justification = m_justification->toPlainText().trimmed();
    w.owner = m_owner->text().trimmed();
    w.approvedBy = m_approvedBy->text().trimmed();
    w.expires = m_expires->date().toString(Qt::ISODate);
    w.created = m_today.toString(Qt::ISODate);
    return w;
}

void AcceptRiskDialog::accept() {
    if (!m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
        return;
    QSettings settings;
    settings.setValue(OwnerKey, m_owner->text().trimmed());
    settings.setValue(ApproverKey, m_approvedBy->text().trimmed());
    QDialog::accept();
}

} // namespace FlowAudit
