#include "ui/vendors/evidencetable.h"

#include "core/vendors/cardfacts.h"
#include "core/vendors/evidenceage.h"
#include "painting/severitystyle.h"

#include <QDesktopServices>
#include <QHeaderView>
#include <QUrl>

namespace FlowAudit {

namespace {

enum Column { FactColumn, QuoteColumn, ConfirmedColumn, VerifiedColumn, ColumnCount };

} // namespace

EvidenceTable::EvidenceTable(QWidget* parent)
    : QTableWidget(0, ColumnCount, parent) {
    setObjectName(QStringLiteral("cardEvidence"));
    setAccessibleName(tr("Evidence of the vendor card's facts"));
    setHorizontalHeaderLabels({tr("Fact"), tr("Quote"), tr("Confirmed"), tr("Last verification")});
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    // A tab of its own in a narrow dock: the columns share its width and their text wraps,
    // each row as tall as its text (from the font, at any zoom); the rows scroll.
    setWordWrap(true);
    verticalHeader()->hide();
    verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setToolTip(tr("Double-click or press Enter on a fact to open its page in your browser"));
    connect(this, &QTableWidget::cellActivated, this, [this](int row, int) { openPage(row); });
}

void EvidenceTable::showCard(const VendorCard& card, const QList<FactVerification>& verifications,
                             QDate today) {
    m_facts = cardFacts(card);
    setRowCount(int(m_facts.size()));
    for (int row = 0; row < m_facts.size(); ++row) {
        const CardFact& fact = m_facts[row];
        const EvidenceAge age{fact.evidence, card.reviewEveryDays, today};
        auto* said = new QTableWidgetItem(fact.place() + QStringLiteral(": ") + fact.text);
        said->setToolTip(fact.evidence.url);
        auto* quote = new QTableWidgetItem(
            fact.evidence.isQuoted() ? QChar(u'“') + fact.evidence.quote + QChar(u'”')
                                     : EvidenceAge::stateWord(EvidenceState::NotYetQuoted));
        quote->setToolTip(fact.evidence.url);
        // The quote column says NOT YET QUOTED already: not said twice in a row.
        auto* confirmed = new QTableWidgetItem(
            age.state() == EvidenceState::NotYetQuoted ? tr("nothing to confirm yet")
            : age.mark().isEmpty()                     ? age.describe()
                                   : age.mark() + QStringLiteral(" · ") + age.describe());
        if (age.state() != EvidenceState::Current)
            confirmed->setIcon(SeverityStyle::icon(Severity::Warn));
        QString last = tr("not run");
        const auto verified = std::find_if(verifications.begin(), verifications.end(),
                                           [&](const FactVerification& v) { return v.isOf(fact); });
        auto* outcome = new QTableWidgetItem;
        if (verified != verifications.end()) {
            last = verified->summary();
            if (!verified->passage.isEmpty())
                outcome->setToolTip(tr("On the page: “%1”").arg(verified->passage));
            else if (!verified->places.isEmpty())
                outcome->setToolTip(tr("On the page:\n%1").arg(verified->places.join(u'\n')));
            // Cancelled is not a failure: grey, like a fact with nothing to look for.
            if (FactVerification::foundOtherwise(verified->outcome))
                outcome->setIcon(SeverityStyle::icon(Severity::Fail));
        }
        outcome->setText(last);
        setItem(row, FactColumn, said);
        setItem(row, QuoteColumn, quote);
        setItem(row, ConfirmedColumn, confirmed);
        setItem(row, VerifiedColumn, outcome);
    }
}

std::optional<CardFact> EvidenceTable::currentFact() const {
    const int row = currentRow();
    if (row < 0 || row >= m_facts.size())
        return std::nullopt;
    return m_facts[row];
}

bool EvidenceTable::selectFact(const CardFact& fact) {
    for (int row = 0; row < m_facts.size(); ++row) {
        const CardFact& shown = m_facts[row];
        if (shown.cardId == fact.cardId && shown.part == fact.part && shown.index == fact.index) {
            setCurrentCell(row, 0);
            return true;
        }
    }
    return false;
}

void EvidenceTable::openPage(int row) {
    if (row >= 0 && row < m_facts.size())
        QDesktopServices::openUrl(QUrl(m_facts[row].evidence.url));
}

} // namespace FlowAudit
