#include "ui/vendors/vendorcardview.h"

#include "core/evidence/cardevidencewriter.h"
#include "core/io/files/bundleddata.h"
#include "core/io/files/fileformats.h"
#include "core/vendors/cardfacts.h"
#include "core/vendors/cardscope.h"
#include "network/cardproposer.h"
#include "network/cardverifier.h"
#include "network/tlstrust.h"
#include "painting/severitystyle.h"
#include "ui/dialogs/userprompts.h"
#include "ui/flowpanel/paneltable.h"
#include "ui/vendors/cardfiledocument.h"
#include "ui/vendors/cardfiledocuments.h"
#include "ui/vendors/evidencetable.h"
#include "ui/vendors/markcheckeddialog.h"
#include "ui/vendors/proposalspanel.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/widgets/relativefont.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QThread>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace FlowAudit {

namespace {

enum WindowColumn { KindColumn, LengthColumn, NoteColumn, WindowColumnCount };

void markEdited(QFont& font, bool edited) {
    font.setItalic(edited);
}

} // namespace

VendorCardView::VendorCardView(VendorCardStore* store, UserPrompts* prompts, QWidget* parent)
    : QWidget(parent)
    , m_store(store)
    , m_prompts(prompts)
    , m_title(new QLabel(this))
    , m_source(new QLabel(this))
    , m_age(new QLabel(this))
    , m_stale(new QLabel(this))
    , m_windows(new PanelTable(0, WindowColumnCount, this))
    , m_retries(new QLabel(this))
    , m_facts(new QListWidget(this))
    , m_factTabs(new QTabWidget(this))
    , m_evidence(new EvidenceTable(this))
    , m_verify(new QPushButton(tr("Verify No&w"), this))
    , m_verifyAll(new QPushButton(tr("Verify A&ll Cards"), this))
    , m_propose(new QPushButton(tr("&Propose Quotes"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_caCertificates(new QPushButton(tr("CA Certificates…"), this))
    , m_markChecked(new QPushButton(tr("Mark Fact as &Checked…"), this))
    , m_progress(new QProgressBar(this))
    , m_proposalsPanel(new ProposalsPanel(this))
    , m_saveCardFile(new QPushButton(tr("Save Car&d File"), this))
    , m_copyToTeam(new QPushButton(tr("Cop&y to Team's Folder"), this))
    , m_recheck(new QPushButton(tr("Mark Re-checked &Today"), this))
    , m_revert(new QPushButton(tr("&Revert My Edits"), this)) {
    m_title->setObjectName(QStringLiteral("cardTitle"));
    m_title->setWordWrap(true);
    RelativeFont::apply(m_title, 1.2); // larger than the body at any zoom
    m_source->setWordWrap(true);
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_age->setObjectName(QStringLiteral("cardAge"));
    // The stale mark is words and an icon on a tint: it reads without colour.
    m_stale->setObjectName(QStringLiteral("cardStale"));
    m_stale->setWordWrap(true);
    m_stale->setAutoFillBackground(true);
    QPalette stalePalette = m_stale->palette();
    stalePalette.setColor(QPalette::Window, SeverityStyle::tint(Severity::Warn));
    stalePalette.setColor(QPalette::WindowText, Qt::black);
    m_stale->setPalette(stalePalette);
    m_stale->setMargin(6);

    m_windows->setObjectName(QStringLiteral("cardWindows"));
    m_windows->setAccessibleName(tr("Windows of the vendor card"));
    m_windows->setHorizontalHeaderLabels({tr("Window"), tr("Length"), tr("What it is")});
    m_windows->setWordWrap(false);
    m_windows->setEditTriggers(QAbstractItemView::DoubleClicked |
                               QAbstractItemView::EditKeyPressed |
                               QAbstractItemView::AnyKeyPressed);
    m_windows->setToolTip(tr("Double-click a length to correct it after checking the vendor's "
                             "page; your edit is kept apart from the bundled card."));
    m_retries->setWordWrap(true);
    m_facts->setObjectName(QStringLiteral("cardFacts"));
    m_facts->setAccessibleName(tr("Facts of the vendor card"));
    m_facts->setWordWrap(true);
    m_facts->setAlternatingRowColors(true);
    m_facts->setToolTip(tr("Double-click a fact to correct it after checking the vendor's page; "
                           "your edit is kept apart from the bundled card."));
    m_recheck->setObjectName(QStringLiteral("cardRecheck"));
    m_recheck->setToolTip(tr("You confirmed this card against the vendor's page today"));
    m_revert->setObjectName(QStringLiteral("cardRevert"));
    m_revert->setToolTip(tr("Drop your edits and re-check date: show the bundled card"));

    m_verify->setObjectName(QStringLiteral("cardVerify"));
    m_verify->setToolTip(tr("Look for each quoted fact of this card on its page, over the "
                            "network, as flowaudit-cli cards verify does"));
    m_verifyAll->setObjectName(QStringLiteral("cardVerifyAll"));
    m_verifyAll->setToolTip(tr("Look for each quoted fact of the team's cards and of the cards "
                               "the inventory's flows rely on, as flowaudit-cli cards verify "
                               "FILE does"));
    m_propose->setObjectName(QStringLiteral("cardPropose"));
    m_propose->setToolTip(tr("Read the pages of this card's facts not yet quoted and propose "
                             "the sentences that state their numbers, as flowaudit-cli cards "
                             "propose does"));
    m_cancel->setObjectName(QStringLiteral("cardVerifyCancel"));
    m_cancel->hide();
    m_caCertificates->setObjectName(QStringLiteral("cardCaCertificates"));
    // A menu: choose a file, or go back to the system's certificates alone.
    auto* trustMenu = new QMenu(m_caCertificates);
    trustMenu->addAction(tr("Trust Certificates From a File…"), this,
                         &VendorCardView::chooseCaCertificates);
    trustMenu->addAction(tr("Trust Only the System's and the Environment's"), this, [this] {
        QSettings().remove(QLatin1StringView(CaCertificatesKey));
        updateTrustTip();
    });
    m_caCertificates->setMenu(trustMenu);
    updateTrustTip();
    m_markChecked->setObjectName(QStringLiteral("cardMarkFactChecked"));
    m_copyToTeam->setObjectName(QStringLiteral("cardCopyToTeam"));
    m_saveCardFile->setObjectName(QStringLiteral("cardSaveFile"));
    m_saveCardFile->setToolTip(tr("Write the checks recorded in this team's card file to it; "
                                  "saving the inventory does not"));
    m_progress->setObjectName(QStringLiteral("cardVerifyProgress"));
    m_progress->setFormat(tr("%v of %m pages"));
    m_progress->hide();
    // The pages' work on one row, the card file's on the next: each reads at a projector's
    // type size without the dock growing wider.
    auto* pageButtons = new QHBoxLayout;
    pageButtons->addWidget(m_verify);
    pageButtons->addWidget(m_verifyAll);
    pageButtons->addWidget(m_propose);
    pageButtons->addWidget(m_cancel);
    pageButtons->addWidget(m_progress, 1);
    pageButtons->addWidget(m_caCertificates);
    auto* fileButtons = new QHBoxLayout;
    fileButtons->addStretch();
    fileButtons->addWidget(m_copyToTeam);
    fileButtons->addWidget(m_markChecked);
    fileButtons->addWidget(m_saveCardFile);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_recheck);
    buttons->addWidget(m_revert);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_source);
    layout->addWidget(m_age);
    layout->addWidget(m_stale);
    layout->addWidget(m_windows);
    layout->addWidget(m_retries);
    // The facts as the card states them, and the evidence behind each, side by side as
    // tabs: both in view without scrolling the dock.
    // The facts above, the selected fact's proposals below, the line between them movable:
    // both read at once, however tall the dock is.
    auto* evidencePage = new QWidget(m_factTabs);
    auto* evidenceLayout = new QVBoxLayout(evidencePage);
    evidenceLayout->setContentsMargins(0, 0, 0, 0);
    auto* split = new QSplitter(Qt::Vertical, evidencePage);
    split->setObjectName(QStringLiteral("cardEvidenceSplit"));
    split->setChildrenCollapsible(false);
    auto* factsPart = new QWidget(split);
    auto* factsLayout = new QVBoxLayout(factsPart);
    factsLayout->setContentsMargins(0, 0, 0, 0);
    factsLayout->addWidget(m_evidence, 1);
    factsLayout->addLayout(pageButtons);
    split->addWidget(factsPart);
    split->addWidget(m_proposalsPanel);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    evidenceLayout->addWidget(split, 1);
    evidenceLayout->addLayout(fileButtons);
    m_factTabs->setObjectName(QStringLiteral("cardFactTabs"));
    m_factTabs->setDocumentMode(true);
    m_factTabs->addTab(m_facts, tr("Facts"));
    m_factTabs->addTab(evidencePage, tr("Evidence"));
    layout->addWidget(m_factTabs, 1);
    layout->addLayout(buttons);

    fitToFont();

    connect(m_windows, &QTableWidget::itemChanged, this, &VendorCardView::windowEdited);
    connect(m_facts, &QListWidget::itemChanged, this, &VendorCardView::factEdited);
    connect(m_recheck, &QPushButton::clicked, this,
            [this] { report(m_store->markChecked(m_cardId)); });
    connect(m_revert, &QPushButton::clicked, this, [this] { report(m_store->revert(m_cardId)); });
    connect(store, &VendorCardStore::changed, this, &VendorCardView::refresh);
    connect(m_verify, &QPushButton::clicked, this, &VendorCardView::verify);
    connect(m_verifyAll, &QPushButton::clicked, this, &VendorCardView::verifyAll);
    connect(m_propose, &QPushButton::clicked, this, &VendorCardView::propose);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_worker)
            QMetaObject::invokeMethod(m_worker, &PageWorker::cancel, Qt::QueuedConnection);
    });
    connect(m_proposalsPanel, &ProposalsPanel::accepted, this, &VendorCardView::acceptProposal);
    connect(m_markChecked, &QPushButton::clicked, this, &VendorCardView::askForCheck);
    connect(m_copyToTeam, &QPushButton::clicked, this,
            [this] { emit copyToTeamRequested(m_cardId); });
    connect(m_saveCardFile, &QPushButton::clicked, this, [this] {
        if (CardFileDocument* document = m_cardFiles ? m_cardFiles->find(teamFile()) : nullptr)
            m_cardFiles->save(document);
    });
    connect(m_evidence, &QTableWidget::currentCellChanged, this,
            &VendorCardView::updateMarkChecked);
    connect(m_evidence, &QTableWidget::currentCellChanged, this, &VendorCardView::refreshProposals);
    refresh();
}

void VendorCardView::chooseCaCertificates() {
    const QString current = QSettings().value(QLatin1StringView(CaCertificatesKey)).toString();
    const QString file =
        m_prompts->askOpenPath(this, tr("Trust CA Certificates"), QFileInfo(current).path(),
                               FileFormats::dialogFilter(FileFormats::Purpose::TrustCertificates));
    if (file.isEmpty())
        return;
    // Refused now, not at the next Verify Now: the same check Verify Now makes.
    const TlsTrust trust = TlsTrust::decide(file);
    if (!trust.error.isEmpty()) {
        m_prompts->showError(this, tr("Trust CA Certificates"), trust.error);
        return;
    }
    QSettings().setValue(QLatin1StringView(CaCertificatesKey), file);
    updateTrustTip();
}

void VendorCardView::updateTrustTip() {
    const QString file = QSettings().value(QLatin1StringView(CaCertificatesKey)).toString();
    m_caCertificates->setToolTip(
        file.isEmpty()
            ? tr("Verify Now trusts the system's certificates, and those %1, SSL_CERT_FILE and "
                 "SSL_CERT_DIR name; a company proxy's own CA can be added here")
                  .arg(QLatin1StringView(TlsTrust::EnvironmentVariable))
            : tr("Verify Now trusts the certificates in %1 besides the system's")
                  .arg(QDir::toNativeSeparators(file)));
}

VendorCardView::~VendorCardView() {
    if (m_thread) { // a verification still running: stopped, and waited for
        QMetaObject::invokeMethod(m_worker, &PageWorker::cancel, Qt::QueuedConnection);
        m_thread->quit();
        m_thread->wait();
    }
}

std::optional<PageGatherer::Options> VendorCardView::pageOptions(const QString& title) {
    // The trust cards verify has, the setting in the place of --ca-certificates.
    const TlsTrust trust =
        TlsTrust::decide(QSettings().value(QLatin1StringView(CaCertificatesKey)).toString());
    if (!trust.error.isEmpty()) {
        m_prompts->showError(this, title, tr("The pages were not fetched: %1").arg(trust.error));
        return std::nullopt;
    }
    PageGatherer::Options options;
    options.fetch.extraCertificates = trust.extraCertificates;
    return options;
}

void VendorCardView::startJob(PageWorker* worker, std::function<void(PageWorker*)> begin) {
    m_thread = new QThread(this);
    m_worker = worker;
    worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, worker, &QObject::deleteLater);
    connect(worker, &PageWorker::progress, this, [this](int done, int total) {
        m_progress->setRange(0, total);
        m_progress->setValue(done);
    });
    // The page it waits on, named: a slow page is not a silent bar.
    connect(worker, &PageWorker::waitingOn, this, [this](const QStringList& urls) {
        m_progress->setFormat(tr("%v of %m pages · waiting on %1").arg(QUrl(urls.value(0)).host()));
        m_progress->setToolTip(urls.join(u'\n'));
    });
    m_progress->setFormat(tr("%v of %m pages"));
    m_progress->setToolTip(QString());
    m_progress->setRange(0, 0);
    m_progress->show();
    m_cancel->show();
    for (QPushButton* button : {m_verify, m_verifyAll, m_propose})
        button->setEnabled(false);
    m_thread->start();
    QMetaObject::invokeMethod(
        worker, [worker, begin = std::move(begin)] { begin(worker); }, Qt::QueuedConnection);
}

bool VendorCardView::endJob() {
    if (!m_thread) // a second answer of a job already ended
        return false;
    m_thread->quit();
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_worker = nullptr;
    m_progress->hide();
    m_cancel->hide();
    for (QPushButton* button : {m_verify, m_verifyAll, m_propose})
        button->setEnabled(true);
    return true;
}

void VendorCardView::verify() {
    if (const VendorCard* card = m_store->cards().find(m_cardId))
        verifyFacts(cardFacts(*card), tr("Verify Now"));
}

void VendorCardView::verifyAll() {
    const VendorCatalogue& cards = m_store->cards();
    const QSet<QString> scope =
        CardScope::inScope(cards, m_inventory ? m_inventory() : nullptr, false);
    QList<CardFact> facts;
    for (const VendorCard& card : cards.cards())
        if (scope.contains(card.id))
            facts += cardFacts(card);
    verifyFacts(facts, tr("Verify All Cards"));
}

void VendorCardView::verifyFacts(const QList<CardFact>& facts, const QString& title) {
    if (m_thread)
        return;
    const std::optional<PageGatherer::Options> options = pageOptions(title);
    if (!options)
        return;
    qRegisterMetaType<QList<FlowAudit::FactVerification>>();
    auto* verifier = new CardVerifier(*options);
    connect(verifier, &CardVerifier::finished, this, &VendorCardView::verified);
    startJob(verifier,
             [facts](PageWorker* worker) { static_cast<CardVerifier*>(worker)->verify(facts); });
}

void VendorCardView::verified(const QList<FactVerification>& results) {
    if (!endJob())
        return;
    // The cards verified get their new outcomes; the other cards keep their last.
    QSet<QString> verifiedCards;
    for (const FactVerification& r : results)
        verifiedCards.insert(r.fact.cardId);
    QList<FactVerification> kept;
    for (const FactVerification& v : m_store->verifications())
        if (!verifiedCards.contains(v.fact.cardId))
            kept.append(v);
    m_store->setVerifications(kept + results);
}

void VendorCardView::setInventorySource(std::function<const Inventory*()> inventory) {
    m_inventory = std::move(inventory);
}

void VendorCardView::propose() {
    const VendorCard* card = m_store->cards().find(m_cardId);
    if (!card || m_thread)
        return;
    const std::optional<PageGatherer::Options> options = pageOptions(tr("Propose Quotes"));
    if (!options)
        return;
    qRegisterMetaType<QList<FlowAudit::FactProposals>>();
    auto* proposer = new CardProposer(*options);
    connect(proposer, &CardProposer::finished, this, &VendorCardView::proposed);
    startJob(proposer,
             [cards = QList<VendorCard>{*card}, facts = cardFacts(*card)](PageWorker* worker) {
                 static_cast<CardProposer*>(worker)->propose(cards, facts);
             });
}

void VendorCardView::proposed(const QList<FactProposals>& results) {
    if (!endJob())
        return;
    QSet<QString> cards;
    for (const FactProposals& found : results)
        cards.insert(found.fact.cardId);
    m_proposals.removeIf([&](const FactProposals& p) { return cards.contains(p.fact.cardId); });
    m_proposals += results;
    // The first fact with proposals is shown at once: the panel is not empty by surprise.
    if (const std::optional<CardFact> current = m_evidence->currentFact();
        !current || current->evidence.isQuoted()) {
        for (const FactProposals& found : results)
            if (m_evidence->selectFact(found.fact))
                break;
    }
    refreshProposals();
}

void VendorCardView::refreshProposals() {
    const std::optional<CardFact> fact = m_evidence->currentFact();
    std::optional<FactProposals> shown;
    if (fact) {
        for (const FactProposals& found : std::as_const(m_proposals))
            if (found.fact.cardId == fact->cardId && found.fact.part == fact->part &&
                found.fact.index == fact->index && found.fact.text == fact->text &&
                found.fact.evidence == fact->evidence)
                shown = found;
    }
    const bool team = m_store->isTeamCard(m_cardId) && m_cardFiles;
    m_proposalsPanel->showProposals(
        shown, fact && fact->evidence.isQuoted(), team,
        tr("A quote is recorded in the team's own card file, never in a bundled one: Copy to "
           "Team's Folder first"));
}

void VendorCardView::setCardFiles(CardFileDocuments* cardFiles) {
    m_cardFiles = cardFiles;
    connect(cardFiles, &CardFileDocuments::modifiedChanged, this,
            &VendorCardView::updateMarkChecked);
    updateMarkChecked();
    refreshProposals();
}

QString VendorCardView::teamFile() const {
    const VendorCard* card = m_store->cards().find(m_cardId);
    return card && m_store->isTeamCard(m_cardId) ? card->teamFile : QString();
}

void VendorCardView::updateMarkChecked() {
    const bool team = m_store->isTeamCard(m_cardId);
    m_markChecked->setEnabled(m_evidence->currentFact() && team && m_cardFiles);
    const CardFileDocument* document = m_cardFiles ? m_cardFiles->find(teamFile()) : nullptr;
    m_saveCardFile->setVisible(team);
    m_saveCardFile->setEnabled(document && document->isModified());
    // A bundled card is quoted in the team's copy of it: one click makes that copy.
    m_copyToTeam->setVisible(!team && m_store->cards().find(m_cardId) &&
                             m_store->bundled().find(m_cardId));
    m_copyToTeam->setToolTip(
        tr("Copy this bundled card (%1) into the team's folder of cards beside the inventory "
           "(vendor_cards:, or vendor-cards/ named in the inventory), where its facts can be "
           "quoted, checked and stamped")
            .arg(QDir::toNativeSeparators(BundledData::vendorCardFile(m_cardId))));
    // A bundled card is never written: the tooltip says where a check can go instead.
    m_markChecked->setToolTip(
        team ? tr("You read the selected fact on its page today: record the page, the vendor's "
                  "sentence, the date and your name in the team's card file")
             : tr("A check is recorded in the team's own card file, never in a bundled one: "
                  "Copy to Team's Folder first"));
}

void VendorCardView::askForCheck() {
    const std::optional<CardFact> fact = m_evidence->currentFact();
    if (!fact)
        return;
    const VendorCard* card = m_store->cards().find(fact->cardId);
    if (!card)
        return;
    MarkCheckedDialog dialog(*card, *fact, m_store->today(), this);
    // The fact the dialog was opened for, whatever the panel shows by the time it closes.
    if (dialog.exec() == QDialog::Accepted)
        markFactChecked(*fact, dialog.evidence());
}

bool VendorCardView::markFactChecked(const CardFact& fact, const FactEvidence& evidence) {
    const VendorCard* card = m_store->cards().find(fact.cardId);
    return card && recordEvidence(fact, evidence,
                                  tr("Mark %1 of %2 as checked").arg(fact.place(), card->title()));
}

bool VendorCardView::acceptProposal(const CardFact& fact, const QuoteProposal& proposal) {
    const VendorCard* card = m_store->cards().find(fact.cardId);
    // Quoted, not dated: a proposal is not a person's check (Verify Now confirms it).
    FactEvidence evidence;
    evidence.url = fact.evidence.url;
    evidence.quote = proposal.quote;
    evidence.prefix = proposal.prefix;
    evidence.suffix = proposal.suffix;
    return card &&
           recordEvidence(fact, evidence, tr("Quote %1 of %2").arg(fact.place(), card->title()));
}

bool VendorCardView::recordEvidence(const CardFact& fact, const FactEvidence& evidence,
                                    const QString& undoText) {
    const VendorCard* card = m_store->cards().find(fact.cardId);
    if (!card || card->teamFile.isEmpty() || !m_cardFiles)
        return false;
    CardFileDocument* document = m_cardFiles->documentFor(card->teamFile);
    if (!document)
        return false; // unreadable: said
    const CardFileChange recorded =
        CardEvidenceWriter::record(document->bytes(), card->teamFile, fact, evidence);
    if (recorded.error) {
        m_prompts->showError(this, tr("Vendor card"), recorded.error->toString());
        return false;
    }
    document->edit(recorded.text, undoText);
    return true;
}

void VendorCardView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

// Zooming changes the inherited font: the facts list is measured again from the new font
// (the title and the windows table follow by themselves).
void VendorCardView::fitToFont() {
    m_facts->setMinimumHeight(m_facts->fontMetrics().height() * 10);
}

void VendorCardView::showCard(const QString& cardId) {
    m_cardId = cardId;
    refresh();
}

const VendorCard* VendorCardView::bundledCard() const {
    return m_store->bundled().find(m_cardId);
}

void VendorCardView::refresh() {
    const QSignalBlocker blockWindows(m_windows);
    const QSignalBlocker blockFacts(m_facts);
    const VendorCard* card = m_store->cards().find(m_cardId);
    // A team's card has no bundled one under it that the user's edits apply to.
    const VendorCard* bundled = m_store->isTeamCard(m_cardId) ? nullptr : bundledCard();
    setEnabled(card != nullptr);
    m_windows->setRowCount(0);
    m_facts->clear();
    if (!card) {
        m_title->setText(tr("No vendor card selected"));
        for (QLabel* label : {m_source, m_age, m_retries})
            label->clear();
        m_stale->hide();
        return;
    }
    const VendorOverrides& overrides = m_store->overrides();
    const CardAge age = m_store->age(*card);
    m_title->setText(card->title());
    m_source->setText(tr("Source: %1").arg(card->source));
    m_age->setText(overrides.isCheckedEdited(card->id)
                       ? tr("%1 (re-checked by you)").arg(age.describe())
                       : age.describe());
    m_stale->setVisible(age.isStale());
    QString staleText = age.isDated() ? tr("⚠ STALE: checked more than %n day(s) ago. Confirm this "
                                           "number live before you quote it.",
                                           nullptr, age.staleAfterDays)
                                      : tr("⚠ UNDATED: the source states no checked date. Confirm "
                                           "this number live before you quote it.");
    // The card's own date is not its facts': those checked one by one are said beside it, so
    // a fact checked today is seen, and the card is still not said to be checked.
    const QList<CardFact> facts = cardFacts(*card);
    QDate lastChecked;
    const auto checkedFacts = std::count_if(facts.begin(), facts.end(), [&](const CardFact& f) {
        if (f.evidence.checked.isValid() && f.evidence.checked > lastChecked)
            lastChecked = f.evidence.checked;
        return f.evidence.checked.isValid();
    });
    if (!age.isDated() && checkedFacts > 0)
        staleText += QLatin1Char(' ') + tr("%1 of its %2 facts are checked one by one, the last "
                                           "on %3: see the Evidence tab.")
                                            .arg(checkedFacts)
                                            .arg(facts.size())
                                            .arg(lastChecked.toString(Qt::ISODate));
    m_stale->setText(staleText);

    m_windows->setRowCount(int(card->windows.size()));
    for (int row = 0; row < card->windows.size(); ++row) {
        const VendorWindow& window = card->windows[row];
        const bool edited = bundled && overrides.isWindowEdited(*bundled, row);
        auto* kind = new QTableWidgetItem(windowKindLabel(window.kind));
        // The card files' units (ms, s, min, h, d): what is shown is what can be typed.
        auto* length = new QTableWidgetItem(window.duration.toString());
        auto* note =
            new QTableWidgetItem(edited ? tr("%1 (your edit)").arg(window.note) : window.note);
        note->setToolTip(window.note);
        kind->setFlags(kind->flags() & ~Qt::ItemIsEditable);
        note->setFlags(note->flags() & ~Qt::ItemIsEditable);
        QFont font = length->font();
        markEdited(font, edited);
        length->setFont(font);
        if (edited) {
            length->setIcon(SeverityStyle::icon(Severity::Info));
            length->setToolTip(tr("Your edit; the bundled card says %1")
                                   .arg(bundled->windows[row].duration.toString()));
        }
        m_windows->setItem(row, KindColumn, kind);
        m_windows->setItem(row, LengthColumn, length);
        m_windows->setItem(row, NoteColumn, note);
    }
    m_windows->fitToContents();
    m_windows->setVisible(!card->windows.isEmpty());

    QStringList retries;
    for (const VendorRetries& stated : card->retries) {
        QStringList schedule;
        for (const Duration& step : stated.schedule)
            schedule.append(step.describe());
        QString line =
            stated.count > 0 ? tr("%1 attempts").arg(stated.count) : tr("no count stated");
        if (!schedule.isEmpty())
            line += QStringLiteral(" · ") + schedule.join(QStringLiteral(", "));
        retries.append(QStringLiteral("• %1: %2").arg(line, stated.note));
    }
    if (!card->retryAfterUnit.isEmpty())
        retries.append(tr("• Reads Retry-After in %1").arg(card->retryAfterUnit));
    m_retries->setText(retries.join(QLatin1Char('\n')));
    m_retries->setVisible(!retries.isEmpty());

    for (int row = 0; row < card->facts.size(); ++row) {
        auto* item = new QListWidgetItem(card->facts[row], m_facts);
        item->setFlags(item->flags() | Qt::ItemIsEditable);
        if (bundled && overrides.isFactEdited(*bundled, row)) {
            QFont font = item->font();
            markEdited(font, true);
            item->setFont(font);
            item->setToolTip(tr("Your edit. The bundled card says: %1").arg(bundled->facts[row]));
            item->setIcon(SeverityStyle::icon(Severity::Info));
        }
    }
    m_evidence->showCard(*card, m_store->verifications(), m_store->today());
    const bool team = m_store->isTeamCard(card->id);
    // A team's card lives in its own file, which the editor's overrides never change.
    // The team's file as the repository names it; the whole path on hover.
    m_source->setText(
        team ? tr("Source: %1 · the team's card %2").arg(card->source, m_store->teamFileName(*card))
             : tr("Source: %1 · bundled").arg(card->source));
    m_source->setToolTip(team ? card->teamFile : QString());
    m_facts->setEditTriggers(team ? QAbstractItemView::NoEditTriggers
                                  : QAbstractItemView::DoubleClicked |
                                        QAbstractItemView::EditKeyPressed);
    m_windows->setEditTriggers(team ? QAbstractItemView::NoEditTriggers
                                    : QAbstractItemView::DoubleClicked |
                                          QAbstractItemView::EditKeyPressed |
                                          QAbstractItemView::AnyKeyPressed);
    updateMarkChecked();
    refreshProposals();
    m_recheck->setEnabled(m_store->canEdit() && !team);
    m_revert->setEnabled(m_store->canEdit() && !team && overrides.find(card->id));
}

void VendorCardView::windowEdited(QTableWidgetItem* item) {
    if (item->column() != LengthColumn)
        return;
    QString why;
    const std::optional<Duration> duration = Duration::parse(item->text(), &why);
    if (!duration) {
        m_prompts->showError(this, tr("Vendor card"), why);
        refresh();
        return;
    }
    report(m_store->setWindow(m_cardId, item->row(), *duration));
}

void VendorCardView::factEdited(QListWidgetItem* item) {
    const QString text = item->text().trimmed();
    const int row = m_facts->row(item);
    if (text.isEmpty()) {
        m_prompts->showError(
            this, tr("Vendor card"),
            tr("A fact cannot be empty: use Revert My Edits to go back to the bundled card."));
        refresh();
        return;
    }
    report(m_store->setFact(m_cardId, row, text));
}

void VendorCardView::report(const std::optional<IoError>& error) {
    if (error) {
        m_prompts->showError(this, tr("Vendor card"),
                             tr("Your edit was not saved: %1").arg(error->toString()));
        refresh();
    }
}

} // namespace FlowAudit
