#include "ui/vendors/markcheckeddialog.h"

#include "core/vendors/quotenumber.h"
#include "ui/widgets/problemlabel.h"

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
const QString CheckedByKey = QStringLiteral("vendors/checkedBy");

// Text pasted from a browser comes with its line breaks and runs of spaces: the card keeps
// one line, as the verification compares it anyway.
QString oneLine(const QString& text) {
    return text.simplified();
}
} // namespace

MarkCheckedDialog::MarkCheckedDialog(const VendorCard& card, const CardFact& fact, QDate today,
                                     QWidget* parent)
    : QDialog(parent)
    , m_card(card)
    , m_fact(fact)
    , m_today(today)
    , m_url(new QLineEdit(this))
    , m_quote(new QPlainTextEdit(this))
    , m_prefix(new QLineEdit(this))
    , m_suffix(new QLineEdit(this))
    , m_checkedBy(new QLineEdit(this))
    , m_problem(new ProblemLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this)) {
    setObjectName(QStringLiteral("markCheckedDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setWindowTitle(tr("Mark Fact as Checked"));
    auto* what = new QLabel(this);
    what->setObjectName(QStringLiteral("markCheckedFact"));
    what->setWordWrap(true);
    what->setTextFormat(Qt::RichText);
    what->setText(tr("<p><b>%1</b>: %2</p><p>Open the page, find the sentence that states "
                     "this number, and paste it below exactly as the page says it. "
                     "<i>cards verify</i> and Verify Now look for these words on the page.</p>")
                      .arg(fact.place().toHtmlEscaped(), fact.text.toHtmlEscaped()));

    m_url->setObjectName(QStringLiteral("markCheckedPage"));
    m_url->setMaxLength(int(FactEvidence::MaxUrl));
    m_url->setText(fact.evidence.url);
    m_quote->setObjectName(QStringLiteral("markCheckedQuote"));
    m_quote->setTabChangesFocus(true);
    m_quote->setPlainText(fact.evidence.quote);
    m_quote->setPlaceholderText(tr("The vendor's exact sentence, pasted from the page"));
    m_quote->setAccessibleName(tr("Quote"));
    m_quote->setMinimumHeight(m_quote->fontMetrics().lineSpacing() * 4);
    m_prefix->setObjectName(QStringLiteral("markCheckedPrefix"));
    m_prefix->setMaxLength(int(FactEvidence::MaxContext));
    m_prefix->setText(fact.evidence.prefix);
    m_prefix->setPlaceholderText(tr("optional: only where the sentence is on the page twice"));
    m_suffix->setObjectName(QStringLiteral("markCheckedSuffix"));
    m_suffix->setMaxLength(int(FactEvidence::MaxContext));
    m_suffix->setText(fact.evidence.suffix);
    m_suffix->setPlaceholderText(m_prefix->placeholderText());
    m_checkedBy->setObjectName(QStringLiteral("markCheckedBy"));
    m_checkedBy->setMaxLength(int(FactEvidence::MaxCheckedBy));
    m_checkedBy->setText(QSettings().value(CheckedByKey, fact.evidence.checkedBy).toString());
    m_problem->setObjectName(QStringLiteral("markCheckedProblem"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Page:"), m_url);
    form->addRow(tr("&Quote:"), m_quote);
    form->addRow(tr("Words &before:"), m_prefix);
    form->addRow(tr("Words &after:"), m_suffix);
    form->addRow(tr("Checked b&y:"), m_checkedBy);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Record Check"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(what);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit* line : {m_url, m_prefix, m_suffix, m_checkedBy})
        connect(line, &QLineEdit::textChanged, this, &MarkCheckedDialog::updateState);
    connect(m_quote, &QPlainTextEdit::textChanged, this, &MarkCheckedDialog::updateState);
    updateState();
    (fact.evidence.isQuoted() ? static_cast<QWidget*>(m_checkedBy) : m_quote)->setFocus();
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 80),
           sizeHint().height());
}

// The card reader's own limits (FactEvidence): what is recorded always reads back.
void MarkCheckedDialog::updateState() {
    const FactEvidence e = evidence();
    QString problem;
    if (!FactEvidence::isPageUrl(e.url))
        problem = tr("The page must be its full https address, such as "
                     "https://docs.stripe.com/webhooks.");
    else if (e.quote.isEmpty())
        problem = tr("Paste the vendor's sentence that states this number.");
    else if (e.quote.size() > FactEvidence::MaxQuote)
        problem = tr("The quote is %1 characters long; keep it to the one sentence, at most %2.")
                      .arg(e.quote.size())
                      .arg(FactEvidence::MaxQuote);
    else if (const QString why = QuoteNumber::whyNotFor(m_card, m_fact, e.quote); !why.isEmpty())
        // The card reader's rule, said now rather than when the card is read back.
        problem = tr("This quote cannot stand for the fact: %1.").arg(why);
    else if (e.checkedBy.isEmpty())
        problem = tr("Name who read the page: your name, for checked_by.");
    m_problem->setText(problem);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

bool MarkCheckedDialog::canRecord() const {
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}

FactEvidence MarkCheckedDialog::evidence() const {
    FactEvidence e;
    e.url = m_url->text().trimmed();
    e.quote = oneLine(m_quote->toPlainText());
    e.prefix = oneLine(m_prefix->text());
    e.suffix = oneLine(m_suffix->text());
    e.checked = m_today;
    e.checkedBy = oneLine(m_checkedBy->text());
    return e;
}

void MarkCheckedDialog::accept() {
    if (!canRecord())
        return;
    QSettings().setValue(CheckedByKey, evidence().checkedBy);
    QDialog::accept();
}

} // namespace FlowAudit
