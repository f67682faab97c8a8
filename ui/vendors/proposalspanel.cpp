#include "ui/vendors/proposalspanel.h"

#include "core/evidence/textfragment.h"

#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

namespace FlowAudit {

ProposalsPanel::ProposalsPanel(QWidget* parent)
    : QWidget(parent)
    , m_said(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_accept(new QPushButton(tr("Accept &Quote"), this))
    , m_openPage(new QPushButton(tr("Show in &Browser"), this)) {
    m_said->setObjectName(QStringLiteral("proposalsSaid"));
    m_said->setWordWrap(true);
    m_list->setObjectName(QStringLiteral("cardProposals"));
    m_list->setAccessibleName(tr("Quotes proposed for the selected fact"));
    m_list->setWordWrap(true);
    m_list->setAlternatingRowColors(true);
    m_accept->setObjectName(QStringLiteral("cardAcceptProposal"));
    m_openPage->setObjectName(QStringLiteral("cardOpenProposalPage"));
    m_openPage->setToolTip(tr("Show the proposed sentence on the vendor's page, in the browser"));
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_openPage);
    buttons->addWidget(m_accept);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_said);
    layout->addWidget(m_list, 1);
    layout->addLayout(buttons);
    connect(m_list, &QListWidget::currentRowChanged, this, &ProposalsPanel::updateButtons);
    connect(m_openPage, &QPushButton::clicked, this, &ProposalsPanel::openPage);
    connect(m_accept, &QPushButton::clicked, this, [this] {
        if (const std::optional<QuoteProposal> proposal = currentProposal())
            emit accepted(m_found->fact, *proposal);
    });
    showProposals(std::nullopt, false, false, {});
    fitToFont();
}

void ProposalsPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

// Three proposals of two lines each, and no more: the rest of the tab is the facts'. Measured
// from the font, so zooming keeps it so.
void ProposalsPanel::fitToFont() {
    const int line = m_list->fontMetrics().lineSpacing();
    m_list->setMinimumHeight(line * 3);
    m_list->setMaximumHeight(line * 8);
}

void ProposalsPanel::showProposals(const std::optional<FactProposals>& found, bool quoted,
                                   bool canAccept, const QString& whyNot) {
    m_found = found;
    m_canAccept = canAccept;
    m_accept->setToolTip(canAccept ? tr("Record the selected sentence as the fact's quote in "
                                        "the team's card file, undated, for Verify Now to "
                                        "confirm")
                                   : whyNot);
    m_list->clear();
    QStringList said;
    if (!found && quoted) {
        said.append(tr("This fact is quoted: Verify Now looks for its quote on the page."));
    } else if (!found) {
        said.append(tr("Propose Quotes reads the pages of the facts not yet quoted and offers "
                       "the sentences that state their numbers."));
    } else if (!found->unreadable.isEmpty()) {
        said.append(tr("The page could not be read: %1").arg(found->unreadable));
    } else if (found->proposals.isEmpty()) {
        said.append(tr("No sentence on the page states this fact's number once."));
    }
    for (const QString& rival : found ? found->rivals : QStringList())
        said.append(tr("The page states it another way too: “%1”").arg(rival));
    m_said->setText(said.join(QLatin1Char('\n')));
    m_said->setVisible(!said.isEmpty());
    if (found) {
        for (const QuoteProposal& p : found->proposals) {
            QString text = QChar(u'“') + p.quote + QChar(u'”');
            if (!p.prefix.isEmpty() || !p.suffix.isEmpty())
                text += QLatin1Char('\n') +
                        tr("where it follows “%1” and precedes “%2”").arg(p.prefix, p.suffix);
            auto* item = new QListWidgetItem(text, m_list);
            item->setToolTip(p.quote);
        }
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    updateButtons();
}

std::optional<QuoteProposal> ProposalsPanel::currentProposal() const {
    const int row = m_list->currentRow();
    if (!m_found || row < 0 || row >= m_found->proposals.size())
        return std::nullopt;
    return m_found->proposals[row];
}

void ProposalsPanel::updateButtons() {
    const bool chosen = currentProposal().has_value();
    m_accept->setEnabled(chosen && m_canAccept);
    m_openPage->setEnabled(chosen);
}

void ProposalsPanel::openPage() {
    const std::optional<QuoteProposal> proposal = currentProposal();
    if (!proposal)
        return;
    FactEvidence evidence = m_found->fact.evidence;
    evidence.quote = proposal->quote;
    evidence.prefix = proposal->prefix;
    evidence.suffix = proposal->suffix;
    QDesktopServices::openUrl(QUrl(TextFragment::linkTo(evidence)));
}

} // namespace FlowAudit
