#include "ui/vendors/vendorcardview.h"

#include "ui/dialogs/userprompts.h"
#include "ui/flowpanel/paneltable.h"
#include "ui/painting/severitystyle.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/widgets/relativefont.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

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
    layout->addWidget(m_facts, 1);
    layout->addLayout(buttons);

    fitToFont();

    connect(m_windows, &QTableWidget::itemChanged, this, &VendorCardView::windowEdited);
    connect(m_facts, &QListWidget::itemChanged, this, &VendorCardView::factEdited);
    connect(m_recheck, &QPushButton::clicked, this,
            [this] { report(m_store->markChecked(m_cardId)); });
    connect(m_revert, &QPushButton::clicked, this, [this] { report(m_store->revert(m_cardId)); });
    connect(store, &VendorCardStore::changed, this, &VendorCardView::refresh);
    refresh();
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
    const VendorCard* bundled = bundledCard();
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
    m_stale->setText(age.isDated() ? tr("⚠ STALE: checked more than %n day(s) ago. Confirm this "
                                        "number live before you quote it.",
                                        nullptr, age.staleAfterDays)
                                   : tr("⚠ UNDATED: the source states no checked date. Confirm "
                                        "this number live before you quote it."));

    m_windows->setRowCount(int(card->windows.size()));
    for (int row = 0; row < card->windows.size(); ++row) {
        const VendorWindow& window = card->windows[row];
        const bool edited = overrides.isWindowEdited(*bundled, row);
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
        if (overrides.isFactEdited(*bundled, row)) {
            QFont font = item->font();
            markEdited(font, true);
            item->setFont(font);
            item->setToolTip(tr("Your edit. The bundled card says: %1").arg(bundled->facts[row]));
            item->setIcon(SeverityStyle::icon(Severity::Info));
        }
    }
    m_recheck->setEnabled(m_store->canEdit());
    m_revert->setEnabled(m_store->canEdit() && overrides.find(card->id));
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
