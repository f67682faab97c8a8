#include "ui/models/findingsmodel.h"

#include "core/document/inventorydocument.h"
#include "core/rules/rulecatalogue.h"
#include "ui/views/severitystyle.h"

#include <algorithm>

namespace FlowAudit {

FindingsModel::FindingsModel(InventoryDocument* document, QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    rebuild();
    const auto reset = [this] {
        beginResetModel();
        rebuild();
        endResetModel();
        emit countsChanged();
    };
    connect(document, &InventoryDocument::wasReset, this, reset);
    connect(document, &InventoryDocument::findingsRenumbered, this, reset);
    connect(document, &InventoryDocument::flowsChanged, this, [this](const QList<int>& flows) {
        for (int flow : flows)
            refreshFlow(flow);
        emit countsChanged();
    });
}

void FindingsModel::count(const QString& rule, Severity severity, int delta)
{
    m_countsBySeverity[std::size_t(severity)] += delta;
    auto it = m_countsByRule.find(rule);
    if (it == m_countsByRule.end())
        it = m_countsByRule.insert(rule, 0);
    *it += delta;
    if (*it == 0)
        m_countsByRule.erase(it);
}

int FindingsModel::count(Severity severity) const
{
    return m_countsBySeverity[std::size_t(severity)];
}

void FindingsModel::rebuild()
{
    m_entries.clear();
    m_countsByRule.clear();
    m_countsBySeverity = {};
    m_cachedFlow = -1;
    const RuleEngine& engine = m_document->engine();
    for (int flow = 0; flow < m_document->flowCount(); ++flow) {
        const QList<Finding>& verdicts = engine.verdicts(flow);
        for (int v = 0; v < verdicts.size(); ++v) {
            m_entries.append({flow, v, verdicts[v].rule, verdicts[v].severity, verdicts[v].field});
            count(verdicts[v].rule, verdicts[v].severity, +1);
        }
    }
}

// The flow's old rows go and its new ones come in their place: the view keeps its scroll
// position and selection elsewhere.
void FindingsModel::refreshFlow(int flow)
{
    if (flow == m_cachedFlow)
        m_cachedFlow = -1;
    const auto byFlow = [](const Entry& e, int f) { return e.flow < f; };
    const auto first = std::lower_bound(m_entries.begin(), m_entries.end(), flow, byFlow);
    auto last = first;
    while (last != m_entries.end() && last->flow == flow)
        ++last;
    const int firstRow = int(first - m_entries.begin());
    const int oldCount = int(last - first);
    // The engine has already forgotten the old verdicts; the entries remember what they counted.
    for (auto it = first; it != last; ++it)
        count(it->rule, it->severity, -1);
    if (oldCount > 0) {
        beginRemoveRows({}, firstRow, firstRow + oldCount - 1);
        m_entries.erase(first, last);
        endRemoveRows();
    }
    const QList<Finding>& verdicts = m_document->engine().verdicts(flow);
    if (!verdicts.isEmpty()) {
        beginInsertRows({}, firstRow, firstRow + int(verdicts.size()) - 1);
        QList<Entry> added;
        for (int v = 0; v < verdicts.size(); ++v)
            added.append({flow, v, verdicts[v].rule, verdicts[v].severity, verdicts[v].field});
        m_entries.insert(firstRow, added.size(), Entry{});
        std::copy(added.begin(), added.end(), m_entries.begin() + firstRow);
        endInsertRows();
    }
    for (const Finding& f : verdicts)
        count(f.rule, f.severity, +1);
}

int FindingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int FindingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString FindingsModel::message(const Entry& entry) const
{
    if (m_cachedFlow != entry.flow) {
        m_cachedFindings = m_document->engine().findings(entry.flow);
        m_cachedFlow = entry.flow;
    }
    return entry.verdict < m_cachedFindings.size() ? m_cachedFindings[entry.verdict].message : QString();
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Entry& f = m_entries[index.row()];
    const Entry& entry = f;
    switch (role) {
    case FlowIndexRole: return entry.flow;
    case FieldRole: return f.field ? QVariant(int(*f.field)) : QVariant();
    case SeverityRole: return int(f.severity);
    case RuleRole: return f.rule;
    default: break;
    }
    switch (index.column()) {
    case SeverityColumn:
        if (role == Qt::DisplayRole)
            return severityKeyword(f.severity);
        if (role == Qt::DecorationRole)
            return SeverityStyle::icon(f.severity);
        break;
    case FlowColumnIndex:
        if (role == Qt::DisplayRole) {
            const QString id = m_document->flow(entry.flow).text(Field::FlowId);
            return id.isEmpty() ? tr("(row %1)").arg(entry.flow + 1) : id;
        }
        break;
    case RuleColumn:
        if (role == Qt::DisplayRole)
            return f.rule;
        if (role == Qt::ToolTipRole) {
            if (const RuleInfo* rule = RuleCatalogue::find(f.rule))
                return RuleCatalogue::title(*rule);
        }
        break;
    case FieldColumn:
        if (role == Qt::DisplayRole)
            return f.field ? FieldCatalogue::label(*f.field) : QString();
        break;
    case MessageColumn:
        if (role == Qt::DisplayRole)
            return message(entry);
        if (role == Qt::ToolTipRole) {
            const RuleInfo* rule = RuleCatalogue::find(f.rule);
            return QStringLiteral("<p>%1</p>").arg(message(entry).toHtmlEscaped())
                + (rule ? QStringLiteral("<p><i>%1</i> %2</p>")
                              .arg(tr("How to fix:"), RuleCatalogue::hint(*rule).toHtmlEscaped())
                        : QString());
        }
        break;
    default:
        break;
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn: return tr("Severity");
    case FlowColumnIndex: return tr("Flow");
    case RuleColumn: return tr("Rule");
    case FieldColumn: return tr("Field");
    case MessageColumn: return tr("Finding");
    default: return {};
    }
}

} // namespace FlowAudit
