#include "ui/dialogs/fixpreviewdialog.h"

#include "core/model/field.h"
#include "core/rules/ruleid.h"
#include "painting/severitystyle.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {

QTableWidget* previewTable(const QString& objectName, const QString& accessibleName,
                           const QStringList& headers, QWidget* parent) {
    auto* table = new QTableWidget(0, int(headers.size()), parent);
    table->setObjectName(objectName);
    table->setAccessibleName(accessibleName);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    // The rule or field reads whole; before and after share the rest.
    table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int column = 1; column < headers.size(); ++column)
        table->horizontalHeader()->setSectionResizeMode(column, QHeaderView::Stretch);
    // One line a field change, cut with "…" (the whole value is in the tooltip); findings
    // wrap instead (wholeTextRows).
    table->setWordWrap(false);
    table->setTextElideMode(Qt::ElideRight);
    return table;
}

// A finding's message reads whole: its row as tall as its wrapped words.
void wholeTextRows(QTableWidget* table) {
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideNone);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

// A finding in a cell of the findings table: its severity's icon and word, then its message.
QTableWidgetItem* findingItem(const std::optional<Finding>& finding, const QString& none) {
    auto* item = new QTableWidgetItem;
    if (!finding) {
        item->setText(none);
        item->setIcon(SeverityStyle::passIcon());
        return item;
    }
    item->setText(
        QStringLiteral("%1: %2").arg(severityKeyword(finding->severity), finding->message));
    item->setIcon(SeverityStyle::icon(finding->severity));
    item->setToolTip(finding->message);
    return item;
}

bool sameFinding(const Finding& a, const Finding& b) {
    return a.rule == b.rule && a.field == b.field;
}

} // namespace

FixPreviewDialog::FixPreviewDialog(const QString& flowId, const Finding& finding, QList<Fix> fixes,
                                   QWidget* parent)
    : FixPreviewDialog(flowId, finding.rule,
                       tr("<b>%1 %2</b> %3")
                           .arg(severityKeyword(finding.severity), finding.rule,
                                finding.message.toHtmlEscaped()),
                       std::move(fixes), parent) {}

FixPreviewDialog::FixPreviewDialog(const QString& flowId, const QString& rule, QList<Fix> fixes,
                                   QWidget* parent)
    : FixPreviewDialog(flowId, rule,
                       tr("<b>%1</b> has no finding on this flow: this is what the change would "
                          "do.")
                           .arg(rule),
                       std::move(fixes), parent) {}

FixPreviewDialog::FixPreviewDialog(const QString& flowId, const QString& rule,
                                   const QString& headingText, QList<Fix> fixes, QWidget* parent)
    : QDialog(parent)
    , m_fixes(std::move(fixes))
    , m_choices(new QListWidget(this))
    , m_reason(new QLabel(this))
    , m_changes(previewTable(QStringLiteral("fixChanges"), tr("Fields changed"),
                             {tr("Field"), tr("Before"), tr("After")}, this))
    , m_findings(previewTable(QStringLiteral("fixFindings"), tr("Findings of the flow"),
                              {tr("Rule"), tr("Before"), tr("After")}, this)) {
    setObjectName(QStringLiteral("fixPreviewDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    wholeTextRows(m_findings);
    setWindowTitle(
        tr("Fix %1 on %2").arg(rule, flowId.isEmpty() ? tr("the flow without ID") : flowId));
    auto* heading = new QLabel(headingText, this);
    heading->setObjectName(QStringLiteral("fixFinding"));
    heading->setWordWrap(true);

    m_choices->setObjectName(QStringLiteral("fixChoices"));
    m_choices->setAccessibleName(tr("Fixes"));
    for (const Fix& fix : std::as_const(m_fixes))
        m_choices->addItem(fix.description);
    m_choices->setMaximumHeight(m_choices->sizeHintForRow(0) *
                                    int(std::min<qsizetype>(m_fixes.size(), 5) + 1) +
                                2 * m_choices->frameWidth());
    m_reason->setObjectName(QStringLiteral("fixReason"));
    m_reason->setWordWrap(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_apply = buttons->addButton(tr("&Apply"), QDialogButtonBox::AcceptRole);
    m_apply->setObjectName(QStringLiteral("applyFix"));
    m_apply->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading);
    layout->addWidget(new QLabel(tr("Choose a fix:"), this));
    layout->addWidget(m_choices);
    layout->addWidget(m_reason);
    layout->addWidget(new QLabel(tr("<b>Fields</b> (before → after)"), this));
    layout->addWidget(m_changes);
    layout->addWidget(new QLabel(tr("<b>Findings of the flow</b> (before → after)"), this));
    layout->addWidget(m_findings, 1);
    layout->addWidget(new QLabel(tr("Apply is one step: Undo takes it back."), this));
    layout->addWidget(buttons);

    connect(m_choices, &QListWidget::currentRowChanged, this, &FixPreviewDialog::showFix);
    m_choices->setCurrentRow(m_fixes.isEmpty() ? -1 : 0);
    showFix(m_choices->currentRow());
    resize(fontMetrics().averageCharWidth() * 130, fontMetrics().height() * 40);
}

int FixPreviewDialog::chosen() const {
    return m_choices->currentRow();
}

const Fix* FixPreviewDialog::chosenFix() const {
    const int index = chosen();
    return index >= 0 && index < m_fixes.size() ? &m_fixes[index] : nullptr;
}

void FixPreviewDialog::showFix(int index) {
    m_apply->setEnabled(index >= 0 && index < m_fixes.size());
    if (!m_apply->isEnabled()) {
        m_reason->setText(tr("No mechanical fix applies to this finding."));
        m_changes->setRowCount(0);
        m_findings->setRowCount(0);
        return;
    }
    const Fix& fix = m_fixes[index];
    m_reason->setText(fix.reason);
    fillChanges(fix);
    fillFindings(fix);
}

void FixPreviewDialog::fillChanges(const Fix& fix) {
    m_changes->setRowCount(int(fix.changes.size()));
    for (int row = 0; row < fix.changes.size(); ++row) {
        const FieldChange& change = fix.changes[row];
        auto* field = new QTableWidgetItem(FieldCatalogue::name(change.field));
        field->setToolTip(FieldCatalogue::label(change.field));
        m_changes->setItem(row, 0, field);
        m_changes->setItem(
            row, 1, new QTableWidgetItem(change.before.isEmpty() ? tr("(blank)") : change.before));
        m_changes->setItem(
            row, 2, new QTableWidgetItem(change.after.isEmpty() ? tr("(blank)") : change.after));
    }
    // As tall as its rows: the findings below get the rest.
    m_changes->setFixedHeight(m_changes->horizontalHeader()->sizeHint().height() +
                              m_changes->verticalHeader()->defaultSectionSize() *
                                  std::max(1, m_changes->rowCount()) +
                              2 * m_changes->frameWidth());
}

// One row per finding before, matched with the same rule's (and field's) finding after;
// then the findings new after the fix.
void FixPreviewDialog::fillFindings(const Fix& fix) {
    QList<std::pair<std::optional<Finding>, std::optional<Finding>>> rows;
    for (const Finding& before : fix.findingsBefore) {
        const auto after = std::find_if(fix.findingsAfter.begin(), fix.findingsAfter.end(),
                                        [&](const Finding& f) { return sameFinding(f, before); });
        rows.append({before, after == fix.findingsAfter.end() ? std::nullopt
                                                              : std::optional<Finding>(*after)});
    }
    for (const Finding& after : fix.findingsAfter) {
        if (std::none_of(fix.findingsBefore.begin(), fix.findingsBefore.end(),
                         [&](const Finding& f) { return sameFinding(f, after); }))
            rows.append({std::nullopt, after});
    }
    m_findings->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        const auto& [before, after] = rows[row];
        const Finding& any = before ? *before : *after;
        QString rule = any.rule;
        if (any.field && any.rule == RuleId::SC02)
            rule += QLatin1Char(' ') + FieldCatalogue::name(*any.field);
        m_findings->setItem(row, 0, new QTableWidgetItem(rule));
        m_findings->setItem(row, 1, findingItem(before, tr("none")));
        QTableWidgetItem* afterItem = findingItem(after, tr("passes"));
        // What the fix changes stands out from what it leaves as it was.
        if (before != after) {
            QFont bold = afterItem->font();
            bold.setBold(true);
            afterItem->setFont(bold);
        }
        m_findings->setItem(row, 2, afterItem);
    }
}

} // namespace FlowAudit
