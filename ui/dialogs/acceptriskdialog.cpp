#include "ui/dialogs/acceptriskdialog.h"

#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "core/waivers/waiverstatus.h"
#include "ui/widgets/problemlabel.h"

#include <QCalendarWidget>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QToolButton>
#include <QVBoxLayout>
#include <QWidgetAction>

namespace FlowAudit {

namespace {
// Only the owner is remembered: an approval is given each time, never recorded for
// someone who did not give it.
const QString OwnerKey = QStringLiteral("waivers/owner");
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
    , m_expires(new QLineEdit(this))
    , m_calendar(new QToolButton(this))
    , m_problem(new ProblemLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("acceptRiskDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
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
    // A line, not a date edit: a QDateEdit moves a typed date into its range section by
    // section (2026-11-20 became 2027-11-20). The date is taken as typed; updateState
    // refuses, in words, one that is not a date or that the waiver checks would flag.
    m_expires->setObjectName(QStringLiteral("acceptRiskExpires"));
    m_expires->setPlaceholderText(
        tr("YYYY-MM-DD", "the format of a date, shown in an empty field"));
    m_expires->setMaxLength(10);
    m_expires->setText(today.addDays(DefaultDays).toString(Qt::ISODate));
    m_calendar->setObjectName(QStringLiteral("acceptRiskCalendar"));
    m_calendar->setText(tr("Calendar…"));
    m_calendar->setToolTip(tr("Choose the date in a calendar"));
    m_calendar->setPopupMode(QToolButton::InstantPopup);
    auto* calendarMenu = new QMenu(m_calendar);
    auto* calendar = new QCalendarWidget(calendarMenu);
    auto* calendarAction = new QWidgetAction(calendarMenu);
    calendarAction->setDefaultWidget(calendar);
    calendarMenu->addAction(calendarAction);
    m_calendar->setMenu(calendarMenu);
    connect(calendarMenu, &QMenu::aboutToShow, this, [this, calendar] {
        const QDate typed = waiverDate(m_expires->text().trimmed());
        calendar->setSelectedDate(typed.isValid() ? typed : m_today.addDays(DefaultDays));
    });
    connect(calendar, &QCalendarWidget::clicked, this, [this, calendarMenu](QDate date) {
        m_expires->setText(date.toString(Qt::ISODate));
        calendarMenu->close();
        m_expires->setFocus();
    });
    m_problem->setObjectName(QStringLiteral("acceptRiskProblem"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Justification:"), m_justification);
    form->addRow(tr("&Owner:"), m_owner);
    form->addRow(tr("Approved &by:"), m_approvedBy);
    auto* expiresRow = new QHBoxLayout;
    expiresRow->addWidget(m_expires, 1);
    expiresRow->addWidget(m_calendar);
    // A row of a layout gets no buddy from the form: without one, the label would show its
    // mnemonic's "&" as it is.
    auto* expiresLabel = new QLabel(tr("E&xpires (end of day, UTC):"), this);
    expiresLabel->setBuddy(m_expires);
    form->addRow(expiresLabel, expiresRow);
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
    connect(m_expires, &QLineEdit::textChanged, this, &AcceptRiskDialog::updateState);
    updateState();
    m_justification->setFocus();
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 70),
           sizeHint().height());
}

// OK only for a waiver that is valid and in force from the start: the waiver checks
// (waiverStatus) decide the date, as they will in every lint.
void AcceptRiskDialog::updateState() {
    QString problem;
    const qsizetype length = m_justification->toPlainText().size();
    if (m_justification->toPlainText().trimmed().isEmpty()) {
        problem = tr("Write the justification: why the risk is accepted.");
    } else if (length > MaxJustificationChars) {
        problem = tr("The justification is %1 characters long; keep it to %2 and link the rest (a "
                     "ticket).")
                      .arg(length)
                      .arg(MaxJustificationChars);
    } else if (m_owner->text().trimmed().isEmpty()) {
        problem = tr("Name the owner: who answers for the risk.");
    } else if (!waiverDate(m_expires->text().trimmed()).isValid()) {
        problem = tr("Write the expiry date as YYYY-MM-DD, such as %1.")
                      .arg(m_today.addDays(DefaultDays).toString(Qt::ISODate));
    } else {
        const WaiverStatus status = waiverStatus(waiver(), m_today);
        if (status.state == WaiverState::Expired)
            problem = tr("Expires %1 is before today (%2): the waiver would be expired from the "
                         "start (WV01). Choose a later date.")
                          .arg(m_expires->text().trimmed(), m_today.toString(Qt::ISODate));
        else if (status.state == WaiverState::Invalid)
            problem = tr("Not accepted: %1 (WV04). Choose an earlier date.").arg(status.problem);
    }
    m_problem->setText(problem);
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
    w.expires = m_expires->text().trimmed();
    w.created = m_today.toString(Qt::ISODate);
    return w;
}

void AcceptRiskDialog::accept() {
    if (!m_buttons->button(QDialogButtonBox::Ok)->isEnabled())
        return;
    QSettings().setValue(OwnerKey, m_owner->text().trimmed());
    QDialog::accept();
}

} // namespace FlowAudit
