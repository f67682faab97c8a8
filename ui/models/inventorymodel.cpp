#include "ui/models/inventorymodel.h"

#include "core/analysis/completeness.h"
#include "core/document/inventorydocument.h"
#include "core/model/decimal.h"
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "painting/severitystyle.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/findingtooltip.h"
#include "ui/models/helprole.h"

#include <QSet>

#include <algorithm>

namespace FlowAudit {

InventoryModel::InventoryModel(InventoryDocument* document, InventoryEditor* editor,
                               QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_editor(editor) {
    rebuildColumns();
    connect(document, &InventoryDocument::aboutToReset, this, [this] { beginResetModel(); });
    connect(document, &InventoryDocument::wasReset, this, [this] {
        rebuildColumns();
        endResetModel();
    });
    connect(document, &InventoryDocument::flowsChanged, this, &InventoryModel::onFlowsChanged);
    connect(document, &InventoryDocument::aboutToInsertFlows, this,
            [this](int first, int last) { beginInsertRows({}, first, last); });
    connect(document, &InventoryDocument::flowsInserted, this, [this](int first, int last) {
        endInsertRows();
        addColumnsForNewFields(first, last);
    });
    connect(document, &InventoryDocument::aboutToRemoveFlows, this,
            [this](int first, int last) { beginRemoveRows({}, first, last); });
    connect(document, &InventoryDocument::flowsRemoved, this, [this] { endRemoveRows(); });
    connect(document, &InventoryDocument::aboutToMoveFlow, this, [this](int from, int to) {
        // Qt counts the destination before the move: one further when moving down.
        beginMoveRows({}, from, from, {}, to > from ? to + 1 : to);
    });
    connect(document, &InventoryDocument::flowMoved, this, [this] { endMoveRows(); });
    // Moves and removals change other flows' verdicts (duplicate IDs): refresh the status.
    connect(document, &InventoryDocument::findingsRenumbered, this, [this] {
        if (rowCount() > 0) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
            emit headerDataChanged(Qt::Vertical, 0, rowCount() - 1);
        }
    });
}

// Unknown fields become columns in the order they first appear. Columns are set when an
// inventory is opened; flows added later carry only fields that already have a column.
void InventoryModel::rebuildColumns() {
    m_columns.clear();
    for (const FieldInfo& info : FieldCatalogue::all())
        m_columns.append(FlowColumn::known(info.field));
    QSet<QString> seen;
    for (const Flow& flow : m_document->inventory().flows) {
        for (const YamlMapEntry& entry : flow.extraFields()) {
            if (!seen.contains(entry.key)) {
                seen.insert(entry.key);
                m_columns.append(FlowColumn::extra(entry.key));
            }
        }
    }
}

// Flows pasted or imported may bring unknown fields no column shows yet.
void InventoryModel::addColumnsForNewFields(int first, int last) {
    QSet<QString> known;
    for (const FlowColumn& column : std::as_const(m_columns)) {
        if (!column.field)
            known.insert(column.extraKey);
    }
    QList<FlowColumn> added;
    for (int row = first; row <= last; ++row) {
        for (const YamlMapEntry& entry : m_document->flow(row).extraFields()) {
            if (!known.contains(entry.key)) {
                known.insert(entry.key);
                added.append(FlowColumn::extra(entry.key));
            }
        }
    }
    if (added.isEmpty())
        return;
    beginInsertColumns({}, completenessColumn(), completenessColumn() + int(added.size()) - 1);
    m_columns.append(added);
    endInsertColumns();
}

int InventoryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_document->flowCount();
}

int InventoryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : 2 + int(m_columns.size());
}

std::optional<FlowColumn> InventoryModel::flowColumn(int column) const {
    if (column <= StatusColumn || column > m_columns.size())
        return std::nullopt;
    return m_columns[column - 1];
}

// One pass over the flow's cached verdicts, no list built: this runs for every painted cell.
std::optional<Severity> InventoryModel::worst(int row,
                                              const std::optional<FlowColumn>& column) const {
    if (column && !column->field)
        return std::nullopt; // unknown fields have no rules
    std::optional<Severity> result;
    for (const Finding& f : m_document->engine().verdicts(row)) {
        if (!f.accepted() && (!column || f.field == column->field) &&
            (!result || f.severity > *result))
            result = f.severity;
    }
    return result;
}

bool InventoryModel::hasAccepted(int row, const std::optional<FlowColumn>& column) const {
    if (column && !column->field)
        return false;
    const QList<Finding>& verdicts = m_document->engine().verdicts(row);
    return std::any_of(verdicts.begin(), verdicts.end(), [&](const Finding& f) {
        return f.accepted() && (!column || f.field == column->field);
    });
}

// The rule of the cell's worst finding; without one, the first rule that reads the field,
// so F1 on any cell explains what is checked there. The status column: the flow's worst.
QString InventoryModel::helpRule(int row, const std::optional<FlowColumn>& column) const {
    if (column && !column->field)
        return {};
    const Finding* worstFinding = nullptr;
    for (const Finding& f : m_document->engine().verdicts(row)) {
        if ((!column || f.field == column->field) &&
            (!worstFinding || f.severity > worstFinding->severity))
            worstFinding = &f;
    }
    if (worstFinding)
        return worstFinding->rule;
    if (!column)
        return {};
    for (const RuleInfo& rule : RuleCatalogue::rules()) {
        if (rule.fieldsRead.contains(*column->field) || rule.primaryField == *column->field)
            return rule.idText;
    }
    return {};
}

// Messages are made on hover only: the engine keeps verdicts without them.
QString InventoryModel::toolTip(int row, const std::optional<FlowColumn>& column) const {
    QStringList parts;
    for (const Finding& f : m_document->engine().findings(row)) {
        if (column && f.field != column->field)
            continue;
        parts.append(
            FindingToolTip::of(f.rule, f.severity, f.message,
                               f.accepted() ? &m_document->waiver(f.acceptedBy) : nullptr));
    }
    if (column && column->field) {
        parts.prepend(QStringLiteral("<p><b>%1</b> (<code>%2</code>): %3</p>")
                          .arg(FieldCatalogue::label(*column->field), column->key(),
                               FieldCatalogue::meaning(*column->field)));
    } else if (!column && parts.isEmpty()) {
        return tr("No findings: every rule passes for this flow.");
    }
    return parts.join(QString());
}

// Sorted by what is left to do: blank fields first, then open reviews.
QVariant InventoryModel::completenessData(int row, int role) const {
    const Completeness c = Completeness::of(m_document->flow(row));
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        return tr("%1/%2 fields · %3/%4 reviews")
            .arg(c.filled())
            .arg(c.read.size())
            .arg(c.reviewsDone)
            .arg(c.reviewsTotal);
    case SortRole:
        return int(c.blank.size()) * 1000 + (c.reviewsTotal - c.reviewsDone);
    case Qt::ToolTipRole:
        return c.blank.isEmpty() ? c.summary()
                                 : QStringLiteral("<p>%1</p><p>%2 %3</p>")
                                       .arg(c.summary().toHtmlEscaped(), tr("Left to fill:"),
                                            c.blankNames().toHtmlEscaped());
    default:
        return {};
    }
}

QVariant InventoryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const int row = index.row();
    if (index.column() == completenessColumn())
        return completenessData(row, role);
    const std::optional<FlowColumn> column = flowColumn(index.column());

    if (role == FlowSeverityRole) {
        const auto severity = worst(row, std::nullopt);
        return severity ? QVariant(int(*severity)) : QVariant();
    }
    if (role == FieldRole)
        return column && column->field ? QVariant(int(*column->field)) : QVariant();
    if (role == HelpRuleRole)
        return helpRule(row, column);
    if (role == FlowRulesRole) {
        QStringList rules;
        for (const Finding& f : m_document->engine().verdicts(row))
            rules.append(f.rule);
        return rules;
    }
    // The text roles (asked most, by filtering and sorting too) need no verdict.
    const bool textRole = role == Qt::DisplayRole || role == Qt::EditRole || role == SortRole;
    const std::optional<Severity> severity = column && textRole ? std::nullopt : worst(row, column);
    if (role == SeverityRole)
        return severity ? QVariant(int(*severity)) : QVariant();
    // Findings a waiver accepts show apart, and only where nothing unaccepted is worse.
    const bool accepted = !severity && !(column && textRole) && hasAccepted(row, column);
    if (role == AcceptedRole)
        return accepted;
    if (!column) {
        switch (role) {
        case Qt::DisplayRole:
            return severity ? severityKeyword(*severity) : accepted ? tr("accepted") : tr("OK");
        case Qt::DecorationRole:
            return severity   ? SeverityStyle::icon(*severity)
                   : accepted ? SeverityStyle::acceptedIcon()
                              : SeverityStyle::passIcon();
        case Qt::BackgroundRole:
            return severity   ? QVariant(SeverityStyle::tint(*severity))
                   : accepted ? QVariant(SeverityStyle::acceptedTint())
                              : QVariant();
        case Qt::ToolTipRole:
            return toolTip(row, std::nullopt);
        case SortRole:
            return severity ? int(*severity) + 2 : accepted ? 1 : 0;
        default:
            return {};
        }
    }

    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
    case SortRole:
        return FlowCell::text(m_document->flow(row), *column);
    case Qt::DecorationRole:
        return severity   ? QVariant(SeverityStyle::icon(*severity))
               : accepted ? QVariant(SeverityStyle::acceptedIcon())
                          : QVariant();
    case Qt::BackgroundRole:
        return severity   ? QVariant(SeverityStyle::tint(*severity))
               : accepted ? QVariant(SeverityStyle::acceptedTint())
                          : QVariant();
    case Qt::ToolTipRole:
        return toolTip(row, column);
    case Qt::AccessibleDescriptionRole:
        return severity ? severityKeyword(*severity) : accepted ? tr("accepted") : QString();
    default:
        return {};
    }
}

QVariant InventoryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    // The row header stays in view while the table scrolls sideways: it carries the flow's
    // number, ID and worst verdict.
    if (orientation == Qt::Vertical) {
        if (section < 0 || section >= rowCount())
            return {};
        const auto severity = worst(section, std::nullopt);
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("%1  %2")
                .arg(section + 1)
                .arg(m_document->flow(section).text(Field::FlowId));
        case Qt::DecorationRole:
            return severity                             ? SeverityStyle::icon(*severity)
                   : hasAccepted(section, std::nullopt) ? SeverityStyle::acceptedIcon()
                                                        : SeverityStyle::passIcon();
        case Qt::ToolTipRole:
            // The full ID first: a long one is elided in the header.
            return QStringLiteral("<p><b>%1</b></p>")
                       .arg(m_document->flow(section).text(Field::FlowId).toHtmlEscaped()) +
                   toolTip(section, std::nullopt);
        case Qt::TextAlignmentRole:
            return QVariant(Qt::AlignLeft | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (section == completenessColumn()) {
        if (role == Qt::DisplayRole)
            return tr("Completeness");
        if (role == Qt::ToolTipRole)
            return tr("The fields the rules read for this flow that are filled, and the manual "
                      "reviews done.");
        return {};
    }
    const std::optional<FlowColumn> column = flowColumn(section);
    switch (role) {
    case Qt::DisplayRole:
        if (!column)
            return tr("Status");
        return column->field ? FieldCatalogue::label(*column->field) : column->extraKey;
    case Qt::ToolTipRole:
        if (!column)
            return tr("The flow's worst verdict: FAIL, WARN, INFO or OK.");
        if (column->field) {
            return QStringLiteral("%1 (%2): %3")
                .arg(FieldCatalogue::label(*column->field), column->key(),
                     FieldCatalogue::meaning(*column->field));
        }
        return tr("%1: a field FlowAudit does not know, kept as written.").arg(column->extraKey);
    default:
        return {};
    }
}

Qt::ItemFlags InventoryModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const std::optional<FlowColumn> column = flowColumn(index.column());
    if (column && FlowCell::isEditable(m_document->flow(index.row()), *column))
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool InventoryModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const std::optional<FlowColumn> column = flowColumn(index.column());
    if (!column)
        return false;
    // The editor pushes an undo step; the document's notice brings dataChanged back here.
    return m_editor->setCell(index.row(), *column, value.toString());
}

// One signal a run of neighbouring rows: a pasted block is one dataChanged, not thousands.
void InventoryModel::onFlowsChanged(const QList<int>& indexes) {
    QList<int> rows = indexes;
    std::sort(rows.begin(), rows.end());
    const int lastColumn = columnCount() - 1;
    for (qsizetype start = 0; start < rows.size();) {
        qsizetype end = start + 1;
        while (end < rows.size() && rows[end] <= rows[end - 1] + 1)
            ++end;
        emit dataChanged(index(rows[start], 0), index(rows[end - 1], lastColumn));
        emit headerDataChanged(Qt::Vertical, rows[start], rows[end - 1]);
        start = end;
    }
}

} // namespace FlowAudit
