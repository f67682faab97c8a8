#include "ui/maths/ledgerdock.h"

#include "core/document/inventorydocument.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/fileformats.h"
#include "core/ledger/actionledger.h"
#include "core/ledger/ledgernames.h"
#include "core/rules/rulecatalogue.h"
#include "core/rules/ruleid.h"
#include "ui/dialogs/userprompts.h"
#include "ui/flowpanel/ruleverdictlabel.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/vendors/vendorcardstore.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>

namespace FlowAudit {

namespace {

const QString RuleLink = QStringLiteral("rule:");

QPlainTextEdit* sqlView(const QString& name, const QString& accessibleName, QWidget* parent) {
    auto* view = new QPlainTextEdit(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setReadOnly(true);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Only the family is set: the size follows the panel's, so View → Zoom enlarges the SQL.
    QFont monospace;
    monospace.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    monospace.setStyleHint(QFont::Monospace);
    view->setFont(monospace);
    view->setMinimumHeight(view->fontMetrics().lineSpacing() * 8);
    return view;
}

} // namespace

LedgerDock::LedgerDock(SelectedFlow* selected, VendorCardStore* store, UserPrompts* prompts,
                       QWidget* parent)
    : RuleMathsDock(tr("Ledger"), QString(RuleId::IP03),
                    tr("<b>IP05</b> · claim before the side effect · <b>IP08</b> · two keys, one "
                       "ledger: the action ledger's SQL for this flow"),
                    selected, parent)
    , m_store(store)
    , m_prompts(prompts)
    , m_dialect(new QComboBox(this))
    , m_schedule(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_files(new QTabWidget(this))
    , m_schemaText(sqlView(QStringLiteral("ledgerSchema"), tr("The ledger's schema file"), m_files))
    , m_queriesText(
          sqlView(QStringLiteral("ledgerQueries"), tr("The ledger's queries file"), m_files))
    , m_copy(new QPushButton(tr("Copy"), this))
    , m_save(new QPushButton(tr("Save…"), this)) {
    setWhatsThis(tr("The action ledger of the selected flow as SQL: a table of episodes claimed "
                    "before the side effect (IP05), a log of deliveries (IP08), the state "
                    "transitions and the purges, kept as long as the retention covers every "
                    "replay window (IP03)."));
    verdict()->hide(); // the refusal below names every rule that blocks the ledger
    m_dialect->setObjectName(QStringLiteral("ledgerDialect"));
    for (const LedgerDialect dialect : AllLedgerDialects)
        m_dialect->addItem(ledgerDialectName(dialect), int(dialect));
    m_dialect->setAccessibleName(tr("Database"));
    m_schedule->setObjectName(QStringLiteral("ledgerSchedule"));
    m_schedule->setAccessibleName(tr("Purge schedule"));
    m_summary->setObjectName(QStringLiteral("ledgerSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    m_files->setObjectName(QStringLiteral("ledgerFiles"));
    m_files->addTab(m_schemaText, tr("Schema"));
    m_files->addTab(m_queriesText, tr("Queries"));
    m_copy->setObjectName(QStringLiteral("ledgerCopy"));
    m_copy->setToolTip(tr("Copy the file shown to the clipboard"));
    m_save->setObjectName(QStringLiteral("ledgerSave"));
    m_save->setToolTip(tr("Save the file shown as a .sql file"));

    // The choices on one row and the buttons in the tabs' corner: the maths column is short,
    // and the SQL should start high in it.
    auto* options = new QWidget(this);
    auto* row = new QHBoxLayout(options);
    row->setContentsMargins(0, 0, 0, 0);
    auto* dialectLabel = new QLabel(tr("Database:"), options);
    dialectLabel->setBuddy(m_dialect);
    auto* scheduleLabel = new QLabel(tr("Purge:"), options);
    scheduleLabel->setBuddy(m_schedule);
    row->addWidget(dialectLabel);
    row->addWidget(m_dialect, 1);
    row->addWidget(scheduleLabel);
    row->addWidget(m_schedule, 1);
    auto* buttons = new QWidget(m_files);
    auto* corner = new QHBoxLayout(buttons);
    corner->setContentsMargins(0, 0, 0, 0);
    corner->addWidget(m_copy);
    corner->addWidget(m_save);
    m_files->setCornerWidget(buttons, Qt::TopRightCorner);

    addToBody(options);
    addToBody(m_summary);
    addToBody(m_files);

    fillSchedules();
    connect(m_dialect, &QComboBox::currentIndexChanged, this, [this] {
        fillSchedules();
        refresh();
    });
    connect(m_schedule, &QComboBox::currentIndexChanged, this, &LedgerDock::refresh);
    connect(m_summary, &QLabel::linkActivated, this, [this](const QString& link) {
        const RuleInfo* rule = RuleCatalogue::find(link.mid(RuleLink.size()));
        if (link.startsWith(RuleLink) && rule)
            emit findingActivated(this->selected()->index(), rule->primaryField);
    });
    connect(m_copy, &QPushButton::clicked, this, &LedgerDock::copyShown);
    connect(m_save, &QPushButton::clicked, this, &LedgerDock::saveShown);
    connect(selected, &SelectedFlow::changed, this, &LedgerDock::refresh);
    connect(store, &VendorCardStore::changed, this, &LedgerDock::refresh);
    refresh();
}

void LedgerDock::setInventorySource(std::function<LedgerInventory()> source) {
    m_inventory = std::move(source);
    refresh();
}

// The schedules the dialect can run, its default first.
void LedgerDock::fillSchedules() {
    const QSignalBlocker blocker(m_schedule);
    const auto dialect = LedgerDialect(m_dialect->currentData().toInt());
    m_schedule->clear();
    const auto label = [](LedgerSchedule schedule) {
        switch (schedule) {
        case LedgerSchedule::PgCron:
            return tr("Every hour by pg_cron");
        case LedgerSchedule::Event:
            return tr("Every hour by the event scheduler");
        case LedgerSchedule::None:
            return tr("By the application");
        }
        return QString();
    };
    const LedgerSchedule first = defaultLedgerSchedule(dialect);
    m_schedule->addItem(label(first), int(first));
    for (const LedgerSchedule schedule : AllLedgerSchedules) {
        if (schedule != first && ledgerScheduleFits(dialect, schedule))
            m_schedule->addItem(label(schedule), int(schedule));
    }
}

void LedgerDock::refresh() {
    const Flow* flow = startRefresh();
    const bool known = flow != nullptr;
    std::optional<LedgerPlan> plan;
    if (known) {
        const LedgerOptions options{LedgerDialect(m_dialect->currentData().toInt()),
                                    LedgerSchedule(m_schedule->currentData().toInt()), std::nullopt,
                                    std::nullopt};
        plan = LedgerPlan::of(selected()->document()->inventory(), selected()->index(),
                              m_store->cards(), options);
    }
    const bool ok = plan && plan->ok();
    m_files->setVisible(ok);
    m_copy->setEnabled(ok);
    m_save->setEnabled(ok);
    m_schemaBytes.clear();
    m_queriesBytes.clear();
    if (!known) {
        m_summary->setText(tr("No flow selected"));
        return;
    }
    if (!ok) {
        QStringList reasons;
        for (const LedgerBlock& block : plan->blocks)
            reasons.append(
                tr("• %1 <a href=\"%2\">Show&nbsp;the&nbsp;finding</a>")
                    .arg(block.sentence.toHtmlEscaped(), RuleLink + block.rule.toHtmlEscaped()));
        m_summary->setText(tr("<b>No ledger for this flow yet.</b><br>%1")
                               .arg(reasons.join(QStringLiteral("<br>"))));
        m_schemaText->clear();
        m_queriesText->clear();
        return;
    }
    const ActionLedger& ledger = *plan->ledger;
    const LedgerInventory inventory = m_inventory ? m_inventory() : LedgerInventory{};
    m_summary->setText(
        tr("Episodes kept <b>%1 days</b> (ledger_retention_days), deliveries <b>%2 days</b>; "
           "the episode key is <code>%3</code>.")
            .arg(QLocale().toString(ledger.retentionDays, 'g', 12))
            .arg(ledger.deliveryDays)
            .arg(ledger.keyPattern.toHtmlEscaped()));
    const auto show = [](QPlainTextEdit* view, const QByteArray& text) {
        const QString now = QString::fromUtf8(text);
        if (view->toPlainText() != now) // keeps the reader's scroll position when nothing changed
            view->setPlainText(now);
    };
    m_schemaBytes = LedgerFiles::schema(ledger, inventory);
    m_queriesBytes = LedgerFiles::queries(ledger, inventory);
    show(m_schemaText, m_schemaBytes);
    show(m_queriesText, m_queriesBytes);
    // Short tab titles leave room for the buttons; the file names are their tooltips and
    // what Save… proposes.
    m_files->setTabToolTip(0, LedgerNames::schemaFile(ledger.flowId));
    m_files->setTabToolTip(1, LedgerNames::queriesFile(ledger.flowId));
}

void LedgerDock::copyShown() {
    QApplication::clipboard()->setText(
        QString::fromUtf8(m_files->currentIndex() == 0 ? m_schemaBytes : m_queriesBytes));
}

void LedgerDock::saveShown() {
    const QByteArray& bytes = m_files->currentIndex() == 0 ? m_schemaBytes : m_queriesBytes;
    if (bytes.isEmpty())
        return;
    const QString path = m_prompts->askSavePath(
        this, tr("Save Ledger SQL"), m_files->tabToolTip(m_files->currentIndex()),
        FileFormats::dialogFilter(FileFormats::Purpose::LedgerSql));
    if (path.isEmpty())
        return;
    if (const std::optional<IoError> error = AtomicFile::write(path, bytes))
        m_prompts->showError(this, tr("Save Ledger SQL"), error->toString());
}

} // namespace FlowAudit
