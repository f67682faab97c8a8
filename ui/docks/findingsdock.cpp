#include "ui/docks/findingsdock.h"

#include "core/document/inventorydocument.h"
#include "core/rules/rulecatalogue.h"
#include "ui/models/findingsmodel.h"
#include "ui/views/itemcontextmenu.h"
#include "ui/views/rowheight.h"
#include "ui/views/textcolumnwidth.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QTableView>
#include <QVBoxLayout>

namespace FlowAudit {

FindingsDock::FindingsDock(InventoryDocument* document, QWidget* parent)
    : QDockWidget(tr("Findings"), parent)
    , m_document(document)
    , m_model(new FindingsModel(document, this))
    , m_view(new QTableView(this))
    , m_summary(new QLabel(this))
    , m_severity(new QComboBox(this))
    , m_rule(new QComboBox(this))
    , m_text(new QLineEdit(this)) {
    setWhatsThis(tr(
        "<p><b>Findings</b>: every finding of the inventory, with the counts per severity and per "
        "rule in the lists above it. Choose a severity or a rule, or type, to filter. Enter or a "
        "double click shows the flow and field in the table; F1 opens the finding's rule.</p>"));
    m_view->setObjectName(QStringLiteral("findingsView"));
    m_view->setAccessibleName(tr("Findings"));
    m_view->setWhatsThis(whatsThis());
    m_view->setTabKeyNavigation(false); // a list to read: Tab goes on to the next panel
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    fitToFont();
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);

    m_severity->setObjectName(QStringLiteral("findingsSeverity"));
    // Its counts grow after the first show (a large file is read in the background): "All
    // severities (15714)" must not be cut to "(15".
    m_severity->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_severity->setAccessibleName(tr("Severity"));
    m_rule->setObjectName(QStringLiteral("findingsRule"));
    m_rule->setAccessibleName(tr("Rule"));
    m_text->setObjectName(QStringLiteral("findingsText"));
    m_text->setAccessibleName(tr("Search findings"));
    m_text->setPlaceholderText(tr("Search findings…"));
    m_text->setClearButtonEnabled(true);
    m_summary->setObjectName(QStringLiteral("findingsSummary"));

    auto* filters = new QHBoxLayout;
    filters->addWidget(m_severity);
    filters->addWidget(m_rule, 1);
    filters->addWidget(m_text, 1);
    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addLayout(filters);
    layout->addWidget(m_view);
    setWidget(body);

    connect(m_severity, &QComboBox::currentIndexChanged, this, &FindingsDock::applyFilter);
    connect(m_rule, &QComboBox::currentIndexChanged, this, &FindingsDock::applyFilter);
    connect(m_text, &QLineEdit::textChanged, this, &FindingsDock::applyFilter);
    connect(m_model, &FindingsModel::countsChanged, this, &FindingsDock::updateCounts);
    // The first flow, or the last one gone, changes what the summary says of no findings.
    connect(document, &InventoryDocument::flowsInserted, this, &FindingsDock::updateCounts);
    connect(document, &InventoryDocument::flowsRemoved, this, &FindingsDock::updateCounts);
    connect(document, &InventoryDocument::wasReset, this, &FindingsDock::updateCounts);
    connect(m_model, &QAbstractItemModel::modelReset, this, &FindingsDock::updateTitle);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &FindingsDock::updateTitle);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &FindingsDock::updateTitle);
    connect(m_view, &QTableView::activated, this, [this](const QModelIndex& index) {
        const QVariant field = index.data(FindingsModel::FieldRole);
        emit findingActivated(index.data(FindingsModel::FlowIndexRole).toInt(),
                              field.isValid() ? std::optional<Field>(Field(field.toInt()))
                                              : std::nullopt);
    });
    connect(new ItemContextMenu(m_view), &ItemContextMenu::requested, this,
            [this](const QModelIndex& index, const QPoint& at) {
                m_view->setCurrentIndex(index);
                const QVariant field = index.data(FindingsModel::FieldRole);
                emit findingMenuRequested(
                    index.data(FindingsModel::FlowIndexRole).toInt(),
                    index.data(FindingsModel::RuleRole).toString(),
                    field.isValid() ? std::optional<Field>(Field(field.toInt())) : std::nullopt,
                    at);
            });
    updateCounts();
}

void FindingsDock::setLoadingName(const QString& name) {
    m_loadingName = name;
    updateCounts();
}

// The choices carry their counts ("IP01 — 3"), so the combo boxes are the per-rule tally.
void FindingsDock::updateCounts() {
    const QSignalBlocker blockSeverity(m_severity), blockRule(m_rule);
    const QVariant severity = m_severity->currentData();
    const QVariant rule = m_rule->currentData();

    m_severity->clear();
    const int total = m_model->totalCount();
    m_severity->addItem(tr("All severities (%1)").arg(total));
    for (Severity s : {Severity::Fail, Severity::Warn, Severity::Info})
        m_severity->addItem(
            QStringLiteral("%1 (%2)").arg(severityKeyword(s)).arg(m_model->count(s)), int(s));
    // Accepted findings are a choice of their own: FAIL above lists only those that count.
    if (m_model->acceptedCount() > 0 || severity == AcceptedChoice)
        m_severity->addItem(tr("accepted (%1)").arg(m_model->acceptedCount()), AcceptedChoice);
    m_severity->setCurrentIndex(std::max(0, m_severity->findData(severity)));

    m_rule->clear();
    m_rule->addItem(tr("All rules"));
    for (const RuleInfo& info : RuleCatalogue::rules()) {
        const int n = m_model->countsByRule().value(info.idText);
        m_rule->addItem(
            QStringLiteral("%1 — %2 (%3)").arg(info.idText, RuleCatalogue::title(info)).arg(n),
            info.idText);
    }
    m_rule->setCurrentIndex(std::max(0, m_rule->findData(rule)));

    // With no flow (a new file, or the window behind a file still loading) no rule has
    // passed anything: it is not said to.
    m_summary->setText(!m_loadingName.isEmpty()
                           ? tr("Opening %1: its findings show once it is read.").arg(m_loadingName)
                       : total > 0                    ? m_model->countsText()
                       : m_document->flowCount() == 0 ? tr("No flows yet: the rules check each "
                                                           "flow as it is added.")
                                                      : tr("No findings: every rule passes for "
                                                           "every flow."));
    updateTitle();
}

// The tab says how many findings the list shows when a choice or a search hides some.
void FindingsDock::updateTitle() {
    const int total = m_model->totalCount();
    const int shown = m_model->rowCount();
    setWindowTitle(shown == total ? tr("Findings (%1)").arg(total)
                                  : tr("Findings (%1 of %2)").arg(shown).arg(total));
}

void FindingsDock::changeEvent(QEvent* event) {
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

void FindingsDock::fitToFont() {
    fitRowHeightToFont(m_view);
    // Never narrower than the column's title in the language in use ("Schweregrad").
    QHeaderView* header = m_view->horizontalHeader();
    const int character = m_view->fontMetrics().averageCharWidth();
    const auto fit = [&](int column, int characters) {
        m_view->setColumnWidth(column,
                               std::max(character * characters, header->sectionSizeHint(column)));
    };
    // The severity's words as the language writes them ("FAIL akzeptiert"), with the icon
    // and the cell's margins: measured, not guessed from the average character.
    QStringList severities;
    for (const Severity severity : {Severity::Fail, Severity::Warn, Severity::Info}) {
        for (const bool accepted : {false, true})
            severities.append(FindingsModel::severityText(severity, accepted));
    }
    m_view->setColumnWidth(FindingsModel::SeverityColumn,
                           std::max(textColumnWidth(m_view, severities, true),
                                    header->sectionSizeHint(FindingsModel::SeverityColumn)));
    fit(FindingsModel::FlowColumnIndex, 30);
    fit(FindingsModel::RuleColumn, 8);
    fit(FindingsModel::FieldColumn, 26);
    // Room for a few findings at any zoom: the dock grows with its text, not the other way.
    m_view->setMinimumHeight(viewHeightForRows(MinimumRows));
}

int FindingsDock::viewHeightForRows(int rows) const {
    return m_view->horizontalHeader()->sizeHint().height() +
           m_view->verticalHeader()->defaultSectionSize() * rows + 2 * m_view->frameWidth();
}

int FindingsDock::heightForRows(int rows) const {
    // The title, counts, filters and margins, from the dock's own size hint.
    const int chrome =
        sizeHint().height() - std::max(m_view->sizeHint().height(), m_view->minimumHeight());
    return chrome + viewHeightForRows(rows);
}

void FindingsDock::applyFilter() {
    FindingsFilter filter;
    const QVariant severity = m_severity->currentData();
    filter.acceptedOnly = severity == AcceptedChoice;
    filter.severity = severity.isValid() && !filter.acceptedOnly
                          ? std::optional<Severity>(Severity(severity.toInt()))
                          : std::nullopt;
    filter.rule = m_rule->currentData().toString();
    filter.text = m_text->text().trimmed();
    m_model->setFilter(filter);
}

} // namespace FlowAudit
