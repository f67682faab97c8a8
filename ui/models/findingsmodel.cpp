#include "ui/models/findingsmodel.h"

#include "core/document/inventorydocument.h"
#include "core/model/field.h"
#include "core/rules/rulecatalogue.h"
#include "painting/severitystyle.h"
#include "ui/models/findingtooltip.h"
#include "ui/models/helprole.h"

#include <QColor>

#include <algorithm>

namespace FlowAudit {

FindingsModel::FindingsModel(InventoryDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document) {
    rebuild();
    // Inserting, removing and moving renumber the flows: the model resets around the change.
    const auto begin = [this] { beginResetModel(); };
    const auto end = [this] {
        rebuild();
        endResetModel();
        emit countsChanged();
    };
    connect(document, &InventoryDocument::aboutToReset, this, begin);
    connect(document, &InventoryDocument::aboutToInsertFlows, this, begin);
    connect(document, &InventoryDocument::aboutToRemoveFlows, this, begin);
    connect(document, &InventoryDocument::aboutToMoveFlow, this, begin);
    connect(document, &InventoryDocument::wasReset, this, end);
    connect(document, &InventoryDocument::findingsRenumbered, this, end);
    connect(document, &InventoryDocument::flowsChanged, this, [this](const QList<int>& flows) {
        // Each flow's rows are inserted or removed in place; for a paste of many flows that is
        // one view update a flow, each costing as much as all of them: then one reset.
        if (flows.size() > BulkChange) {
            beginResetModel();
            rebuild();
            endResetModel();
        } else {
            for (int flow : flows)
                refreshFlow(flow);
        }
        emit countsChanged();
    });
}

void FindingsModel::count(const Counted& counted, int delta) {
    if (counted.accepted)
        m_accepted += delta;
    else
        m_countsBySeverity[std::size_t(counted.severity)] += delta;
    auto it = m_countsByRule.find(counted.rule);
    if (it == m_countsByRule.end())
        it = m_countsByRule.insert(counted.rule, 0);
    *it += delta;
    if (*it == 0)
        m_countsByRule.erase(it);
}

int FindingsModel::count(Severity severity) const {
    return m_countsBySeverity[std::size_t(severity)];
}

int FindingsModel::totalCount() const {
    return count(Severity::Fail) + count(Severity::Warn) + count(Severity::Info) + m_accepted;
}

QString FindingsModel::countsText(const std::array<int, 3>& extra) const {
    const auto with = [&](Severity severity) {
        return count(severity) + extra[std::size_t(severity)];
    };
    const QString counts = tr("%1 FAIL · %2 WARN · %3 INFO")
                               .arg(with(Severity::Fail))
                               .arg(with(Severity::Warn))
                               .arg(with(Severity::Info));
    return m_accepted > 0 ? tr("%1 · %2 accepted").arg(counts).arg(m_accepted) : counts;
}

void FindingsModel::setFilter(const FindingsFilter& filter) {
    if (filter == m_filter)
        return;
    beginResetModel();
    m_filter = filter;
    rebuild();
    endResetModel();
}

QList<FindingsModel::Entry> FindingsModel::entriesOf(int flow) const {
    const QList<Finding>& verdicts = m_document->engine().verdicts(flow);
    QList<Finding> withMessages; // only a text filter needs the sentences
    if (!m_filter.text.isEmpty())
        withMessages = m_document->engine().findings(flow);
    const QString& id = m_document->flow(flow).text(Field::FlowId);
    QList<Entry> entries;
    for (int v = 0; v < verdicts.size(); ++v) {
        const Finding& f = verdicts[v];
        if (m_filter.severity && (f.severity != *m_filter.severity || f.accepted()))
            continue;
        if (m_filter.acceptedOnly && !f.accepted())
            continue;
        if (!m_filter.rule.isEmpty() && f.rule != m_filter.rule)
            continue;
        if (!m_filter.text.isEmpty()) {
            const auto has = [this](const QString& text) {
                return text.contains(m_filter.text, Qt::CaseInsensitive);
            };
            const bool matches = has(id) || has(f.rule) ||
                                 (f.field && has(FieldCatalogue::label(*f.field))) ||
                                 (v < withMessages.size() && has(withMessages[v].message));
            if (!matches)
                continue;
        }
        entries.append({v, f.rule, f.severity, f.field, f.acceptedBy});
    }
    return entries;
}

void FindingsModel::rebuild() {
    m_countsByRule.clear();
    m_countsBySeverity = {};
    m_accepted = 0;
    m_cachedFlow = -1;
    const int flows = m_document->flowCount();
    m_entries.clear();
    m_entries.resize(flows);
    QList<int> counts(flows);
    m_counted.clear();
    m_counted.resize(flows);
    for (int flow = 0; flow < flows; ++flow) {
        for (const Finding& f : m_document->engine().verdicts(flow)) {
            m_counted[flow].append({f.rule, f.severity, f.accepted()});
            count(m_counted[flow].last(), +1);
        }
        m_entries[flow] = entriesOf(flow);
        counts[flow] = int(m_entries[flow].size());
    }
    m_rows.reset(counts);
}

// Rows that stay are updated in place; only the difference is removed or inserted, at the
// end of the flow's rows, so views keep their selection and scroll position.
void FindingsModel::refreshFlow(int flow) {
    if (flow == m_cachedFlow)
        m_cachedFlow = -1;
    QList<Entry>& entries = m_entries[flow];
    // The engine has already forgotten the old verdicts: the counts of all findings are kept
    // per flow (m_counted), the entries shown may be fewer.
    for (const Counted& counted : std::as_const(m_counted[flow]))
        count(counted, -1);
    const QList<Finding>& verdicts = m_document->engine().verdicts(flow);
    m_counted[flow].clear();
    for (const Finding& f : verdicts) {
        m_counted[flow].append({f.rule, f.severity, f.accepted()});
        count(m_counted[flow].last(), +1);
    }
    const QList<Entry> fresh = entriesOf(flow);

    const int first = m_rows.firstRow(flow);
    const int oldCount = int(entries.size());
    const int newCount = int(fresh.size());
    const int kept = std::min(oldCount, newCount);
    if (oldCount > newCount) {
        beginRemoveRows({}, first + newCount, first + oldCount - 1);
        entries.resize(newCount);
        m_rows.setCount(flow, newCount);
        endRemoveRows();
    }
    for (int v = 0; v < kept; ++v)
        entries[v] = fresh[v];
    if (kept > 0)
        emit dataChanged(index(first, 0), index(first + kept - 1, ColumnCount - 1));
    if (newCount > oldCount) {
        beginInsertRows({}, first + oldCount, first + newCount - 1);
        for (int v = oldCount; v < newCount; ++v)
            entries.append(fresh[v]);
        m_rows.setCount(flow, newCount);
        endInsertRows();
    }
}

QString FindingsModel::severityText(Severity severity, bool accepted) {
    return accepted ? tr("%1 accepted").arg(severityKeyword(severity)) : severityKeyword(severity);
}

int FindingsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows.total();
}

int FindingsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::message(int flow, int verdict) const {
    if (m_cachedFlow != flow) {
        m_cachedFindings = m_document->engine().findings(flow);
        m_cachedFlow = flow;
    }
    return verdict < m_cachedFindings.size() ? m_cachedFindings[verdict].message : QString();
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const auto [flow, place] = m_rows.locate(index.row());
    const Entry& f = m_entries[flow][place];
    const int verdict = f.verdict;
    switch (role) {
    case FlowIndexRole:
        return flow;
    case FieldRole:
        return f.field ? QVariant(int(*f.field)) : QVariant();
    case SeverityRole:
        return int(f.severity);
    case AcceptedByRole:
        return f.acceptedBy;
    case RuleRole:
    case HelpRuleRole:
        return f.rule;
    default:
        break;
    }
    if (role == Qt::BackgroundRole && f.acceptedBy)
        return SeverityStyle::acceptedTint();
    if (role == Qt::ForegroundRole && f.acceptedBy)
        return SeverityStyle::acceptedColour();
    switch (index.column()) {
    case SeverityColumn:
        // An accepted finding keeps its severity, with its own word and shape.
        if (role == Qt::DisplayRole)
            return severityText(f.severity, f.acceptedBy > 0);
        if (role == Qt::DecorationRole)
            return f.acceptedBy ? SeverityStyle::acceptedIcon() : SeverityStyle::icon(f.severity);
        break;
    case FlowColumnIndex:
        if (role == Qt::DisplayRole) {
            const QString id = m_document->flow(flow).text(Field::FlowId);
            return id.isEmpty() ? tr("(row %1)").arg(flow + 1) : id;
        }
        break;
    case RuleColumn:
        if (role == Qt::DisplayRole)
            return f.rule;
        if (role == Qt::ToolTipRole) {
            if (const RuleInfo* rule = RuleCatalogue::describe(f.rule))
                return RuleCatalogue::title(*rule);
        }
        break;
    case FieldColumn:
        if (role == Qt::DisplayRole)
            return f.field ? FieldCatalogue::label(*f.field) : QString();
        break;
    case MessageColumn:
        if (role == Qt::DisplayRole)
            return message(flow, verdict);
        if (role == Qt::ToolTipRole) {
            const bool accepted = f.acceptedBy && f.acceptedBy <= m_document->waiverCount();
            return FindingToolTip::of(f.rule, f.severity, message(flow, verdict),
                                      accepted ? &m_document->waiver(f.acceptedBy) : nullptr);
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case FlowColumnIndex:
        return tr("Flow");
    case RuleColumn:
        return tr("Rule");
    case FieldColumn:
        return tr("Field");
    case MessageColumn:
        return tr("Finding");
    default:
        return {};
    }
}

} // namespace FlowAudit
