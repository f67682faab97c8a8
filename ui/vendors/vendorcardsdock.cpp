#include "ui/vendors/vendorcardsdock.h"

#include "core/analysis/vendoradvisories.h"
#include "core/document/inventorydocument.h"
#include "core/evidence/factstate.h"
#include "core/model/flow.h"
#include "core/rules/rulecatalogue.h"
#include "painting/severitystyle.h"
#include "ui/flowpanel/panellist.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/models/helprole.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorcardview.h"

#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {

constexpr int CardIdRole = Qt::UserRole;
// Lines the advice and the card list show before they scroll: all of a usual flow's.
constexpr int AdviceLines = 14;
constexpr int CardListLines = 12;

} // namespace

VendorCardsDock::VendorCardsDock(SelectedFlow* selected, VendorCardStore* store,
                                 UserPrompts* prompts, QWidget* parent)
    : QDockWidget(tr("Vendor Cards"), parent)
    , m_selected(selected)
    , m_store(store)
    , m_problems(new QLabel(this))
    , m_advisories(new PanelList(AdviceLines, this))
    , m_search(new QLineEdit(this))
    , m_list(new PanelList(CardListLines, this))
    , m_view(new VendorCardView(store, prompts, this))
    , m_staleAfter(new QSpinBox(this)) {
    setWhatsThis(tr(
        "The delivery contracts of the selected flow's vendors, each with the date it was checked: "
        "confirm a number on the vendor's page before you quote it when the card is marked STALE. "
        "Your re-checks and edits are kept apart from the bundled cards."));
    // Verify All Cards looks at the cards the open inventory's flows rely on.
    m_view->setInventorySource([selected] { return &selected->document()->inventory(); });
    m_problems->setWordWrap(true);
    m_problems->setObjectName(QStringLiteral("vendorCardProblems"));
    m_advisories->setObjectName(QStringLiteral("vendorAdvisories"));
    m_advisories->setAccessibleName(tr("Advice from the vendor cards"));
    m_advisories->setWordWrap(true);
    m_advisories->setToolTip(tr(
        "Advice from the vendor cards on the selected flow. It never changes the flow's verdict."));
    m_search->setObjectName(QStringLiteral("vendorSearch"));
    m_search->setAccessibleName(tr("Search all vendor cards"));
    m_search->setPlaceholderText(tr("Search all vendor cards…"));
    m_search->setClearButtonEnabled(true);
    m_list->setObjectName(QStringLiteral("vendorCardList"));
    m_list->setAccessibleName(tr("Vendor cards"));
    m_staleAfter->setObjectName(QStringLiteral("vendorStaleAfter"));
    m_staleAfter->setAccessibleName(tr("Stale after days"));
    // 0, the lowest, is each card's own review period: what the team keeping it chose.
    m_staleAfter->setRange(CardAge::EachCardsReview, 3650);
    m_staleAfter->setSpecialValueText(tr("each card's review period"));
    m_staleAfter->setSuffix(tr(" days"));
    m_staleAfter->setValue(store->staleAfterDays());
    m_staleAfter->setToolTip(tr("A card checked longer ago than this is marked stale: confirm its "
                                "numbers live before quoting them. At the lowest, each card's "
                                "own review_every (90 days unless the card sets another)."));

    auto* cardScroll = new QScrollArea(this);
    cardScroll->setWidgetResizable(true);
    cardScroll->setWidget(m_view);

    auto* footer = new QFormLayout;
    footer->addRow(tr("&Stale after:"), m_staleAfter);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_problems);
    // The advice and the card list as tall as their text (PanelList); the card takes the rest.
    layout->addWidget(new QLabel(tr("<b>Advice</b> for the selected flow"), body));
    layout->addWidget(m_advisories);
    layout->addWidget(m_search);
    layout->addWidget(m_list);
    layout->addWidget(cardScroll, 1);
    layout->addLayout(footer);
    setWidget(body);

    refreshProblems();

    connect(m_search, &QLineEdit::textChanged, this, &VendorCardsDock::refresh);
    connect(m_list, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        m_view->showCard(item ? item->data(CardIdRole).toString() : QString());
    });
    // An advice leads to the card it comes from.
    connect(m_advisories, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        const QString cardId = item->data(CardIdRole).toString();
        if (!cardId.isEmpty())
            showCard(cardId);
    });
    connect(m_staleAfter, &QSpinBox::valueChanged, store, &VendorCardStore::setStaleAfterDays);
    connect(store, &VendorCardStore::changed, this, [this] {
        m_listedFor.clear(); // ages, dates or facts changed
        refreshProblems();
        refresh();
    });
    connect(selected, &SelectedFlow::changed, this, &VendorCardsDock::refresh);
    refresh();
}

void VendorCardsDock::refreshProblems() {
    QStringList text;
    if (!m_store->problems().isEmpty()) {
        QStringList problems;
        for (const IoError& problem : m_store->problems())
            problems.append(problem.toString().toHtmlEscaped());
        text.append(tr("<b>Some vendor cards could not be read:</b><br>%1")
                        .arg(problems.join(QStringLiteral("<br>"))));
    }
    // Never a silent fallback: the numbers shown are the bundled ones, and this says so
    // until the team's folder or card is fixed (the command line stops instead).
    if (!m_store->teamProblems().isEmpty()) {
        QStringList problems;
        for (const IoError& problem : m_store->teamProblems())
            problems.append(problem.toString().toHtmlEscaped());
        text.append(tr("<b>Your team's vendor cards are not used:</b><br>%1<br>Until this is "
                       "fixed the bundled cards stand in their place, and the command line "
                       "refuses to run on this inventory.")
                        .arg(problems.join(QStringLiteral("<br>"))));
    }
    m_problems->setText(text.join(QStringLiteral("<br><br>")));
    m_problems->setVisible(!text.isEmpty());
}

void VendorCardsDock::refresh() {
    refreshAdvisories();
    const Flow* flow = m_selected->flow();
    const QString listFor =
        m_search->text() + QLatin1Char('\n') +
        (flow ? QStringList{flow->text(Field::Source), flow->text(Field::Destination),
                            flow->text(Field::Ipaas)}
                    .join(QLatin1Char('\n'))
              : QStringLiteral("\n\n\n"));
    if (!m_listedFor.isNull() && listFor == m_listedFor)
        return;
    m_listedFor = listFor;
    const QString current = m_view->cardId();
    const QSignalBlocker block(m_list);
    m_list->clear();
    const VendorCatalogue& catalogue = m_store->cards();
    const auto add = [&](const VendorCard& card, const QString& role) {
        const CardAge age = m_store->age(card);
        // The card's mark is the worst of its facts' states (a card none of whose facts is
        // quoted is "not yet quoted", never ✓), and STALE or UNDATED by its own date, as the
        // chart and the card say.
        const FactState state =
            FactStates::ofCard(card, m_store->today(), m_store->verifications());
        // The fact state's word, then the card's own date's (STALE or UNDATED), or STALE for a
        // stale fact on a card dated within its period.
        QStringList marks;
        if (state != FactState::Confirmed && state != FactState::Stale)
            marks.append(FactStates::word(state).toUpper());
        if (age.isStale())
            marks.append(age.mark());
        else if (state == FactState::Stale)
            marks.append(FactStates::word(state).toUpper());
        const bool standsIn = m_store->isTeamCardUnread(card.id);
        if (standsIn)
            marks.prepend(tr("YOUR CARD UNREAD: BUNDLED SHOWN"));
        QString text = role.isEmpty()
                           ? QStringLiteral("%1\n%2").arg(card.title(), age.describe())
                           : QStringLiteral("%1 · %2\n%3").arg(role, card.title(), age.describe());
        if (!marks.isEmpty())
            text += QStringLiteral(" · ") + marks.join(QStringLiteral(" · "));
        auto* item = new QListWidgetItem(text, m_list);
        item->setData(CardIdRole, card.id);
        const bool failed = FactStates::foundOtherwise(state);
        item->setIcon(failed || standsIn ? SeverityStyle::icon(Severity::Fail)
                      : marks.isEmpty()  ? SeverityStyle::passIcon()
                                         : SeverityStyle::icon(Severity::Warn));
        item->setToolTip(standsIn ? tr("Your team's card of this ID could not be read (see "
                                       "above): these are the bundled card's numbers")
                         : failed ? tr("The last verification did not find a quote of this card "
                                       "as it stands: see the Evidence tab")
                         : marks.isEmpty()
                             ? card.source
                             : tr("Confirm live before quoting a number from this card"));
    };
    if (!m_search->text().trimmed().isEmpty() || !flow) {
        for (int index : catalogue.search(m_search->text()))
            add(catalogue.cards()[index], QString());
    } else {
        const FlowVendorCards cards = catalogue.forFlow(*flow);
        for (const auto& [role, list] : {std::pair{tr("Source"), &cards.source},
                                         {tr("Destination"), &cards.destination},
                                         {tr("iPaaS"), &cards.ipaas}}) {
            // Dated contracts first: they hold the windows the panels use.
            QList<const VendorCard*> sorted = *list;
            std::stable_sort(sorted.begin(), sorted.end(),
                             [](const VendorCard* a, const VendorCard* b) {
                                 return a->checked.isValid() && !b->checked.isValid();
                             });
            for (const VendorCard* card : sorted)
                add(*card, role);
        }
        if (m_list->count() == 0) {
            auto* none = new QListWidgetItem(
                tr("No vendor card for %1 → %2. Search to see all cards.")
                    .arg(flow->text(Field::Source), flow->text(Field::Destination)),
                m_list);
            none->setFlags(Qt::NoItemFlags);
        }
    }
    int row = 0;
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(CardIdRole).toString() == current)
            row = i;
    }
    QListWidgetItem* item = m_list->item(row);
    const bool selectable = item && (item->flags() & Qt::ItemIsSelectable);
    m_list->setCurrentRow(selectable ? row : -1);
    m_view->showCard(selectable ? item->data(CardIdRole).toString() : QString());
}

void VendorCardsDock::showCard(const QString& cardId) {
    for (int i = 0; i < m_list->count(); ++i) {
        if (m_list->item(i)->data(CardIdRole).toString() == cardId) {
            m_list->setCurrentRow(i);
            return;
        }
    }
    // Not among the flow's cards or the search results: the view shows it all the same.
    m_list->setCurrentRow(-1);
    m_view->showCard(cardId);
}

void VendorCardsDock::refreshAdvisories() {
    m_advisories->clear();
    const Flow* flow = m_selected->flow();
    if (!flow) {
        m_advisories->addItem(tr("No flow selected"));
        return;
    }
    const QList<Advisory> advisories = VendorAdvisories::of(*flow, m_store->cards().forFlow(*flow));
    for (const Advisory& advisory : advisories) {
        auto* item =
            new QListWidgetItem(SeverityStyle::icon(advisory.severity),
                                QStringLiteral("%1 %2 · %3\n%4")
                                    .arg(advisory.id, severityKeyword(advisory.severity),
                                         RuleCatalogue::title(advisory.id), advisory.message),
                                m_advisories);
        item->setData(CardIdRole, advisory.cardId);
        item->setData(HelpRuleRole, advisory.id); // F1 opens the advisory in the help
    }
    if (advisories.isEmpty())
        m_advisories->addItem(tr("No advice from the cards on this flow"));
}

} // namespace FlowAudit
