#include "ui/models/reviewchecklistmodel.h"

#include "core/document/inventorydocument.h"
#include "core/model/reviewchecklist.h"
#include "core/rules/rulecatalogue.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/helprole.h"

#include <QDate>

namespace FlowAudit {

ReviewChecklistModel::ReviewChecklistModel(InventoryDocument* document, InventoryEditor* editor,
                                           QObject* parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_editor(editor) {
    connect(document, &InventoryDocument::flowsChanged, this, [this](const QList<int>& flows) {
        if (m_flow >= 0 && flows.contains(m_flow) && rowCount() > 0)
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    });
}

void ReviewChecklistModel::setFlow(int flowIndex) {
    if (flowIndex == m_flow)
        return;
    beginResetModel();
    m_flow = flowIndex >= 0 && flowIndex < m_document->flowCount() ? flowIndex : -1;
    endResetModel();
}

bool ReviewChecklistModel::isEditable() const {
    return m_flow >= 0 && ReviewChecklist::isEditable(m_document->flow(m_flow).reviews());
}

int ReviewChecklistModel::openCount() const {
    if (m_flow < 0)
        return 0;
    int open = 0;
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        const ManualReview review = ReviewChecklist::review(m_document->flow(m_flow).reviews(),
                                                            QString::fromLatin1(rule.id));
        if (review.status == ManualReview::Status::Open && review.statusText.isEmpty())
            ++open;
    }
    return open;
}

QString ReviewChecklistModel::statusLabel(int status) {
    switch (ManualReview::Status(status)) {
    case ManualReview::Status::Open:
        return tr("open");
    case ManualReview::Status::Pass:
        return tr("pass");
    case ManualReview::Status::Fail:
        return tr("fail");
    case ManualReview::Status::NotApplicable:
        return tr("n/a");
    }
    return {};
}

int ReviewChecklistModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || m_flow < 0 ? 0 : int(RuleCatalogue::manualRules().size());
}

int ReviewChecklistModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReviewChecklistModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const ManualRuleInfo& rule = RuleCatalogue::manualRules()[index.row()];
    const QString ruleId = QString::fromLatin1(rule.id);
    const YamlValue& reviews = m_document->flow(m_flow).reviews();
    const ManualReview review = ReviewChecklist::review(reviews, ruleId);
    if (role == Qt::ToolTipRole)
        return QStringLiteral("%1: %2").arg(QString::fromLatin1(rule.id),
                                            RuleCatalogue::meaning(rule));
    if (role == HelpRuleRole)
        return ruleId;
    if (role == StatusChoicesRole) {
        QStringList choices;
        for (int s = 0; s <= int(ManualReview::Status::NotApplicable); ++s)
            choices.append(statusLabel(s));
        return choices;
    }
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case RuleColumn:
        return QString::fromLatin1(rule.id);
    case StatusColumn:
        if (!ReviewChecklist::isEditable(reviews, ruleId))
            return role == Qt::EditRole ? QVariant(UnknownStatus)
                                        : QVariant(tr("(not a review; kept as written)"));
        if (role == Qt::EditRole)
            return review.statusText.isEmpty() ? int(review.status) : UnknownStatus;
        return review.statusText.isEmpty() ? statusLabel(int(review.status)) : review.statusText;
    case NoteColumn:
        return review.note;
    case ByColumn:
        return review.by;
    case OnColumn:
        return review.on;
    case MeaningColumn:
        return RuleCatalogue::meaning(rule);
    default:
        return {};
    }
}

QVariant ReviewChecklistModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RuleColumn:
        return tr("Rule");
    case StatusColumn:
        return tr("Status");
    case NoteColumn:
        return tr("Note");
    case ByColumn:
        return tr("Reviewer");
    case OnColumn:
        return tr("Date");
    case MeaningColumn:
        return tr("Meaning");
    default:
        return {};
    }
}

Qt::ItemFlags ReviewChecklistModel::flags(const QModelIndex& index) const {
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    const bool editableColumn = index.column() != RuleColumn && index.column() != MeaningColumn;
    const QString ruleId = QString::fromLatin1(RuleCatalogue::manualRules()[index.row()].id);
    if (editableColumn && ReviewChecklist::isEditable(m_document->flow(m_flow).reviews(), ruleId))
        flags |= Qt::ItemIsEditable;
    return flags;
}

bool ReviewChecklistModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (role != Qt::EditRole || !(flags(index) & Qt::ItemIsEditable))
        return false;
    const ManualRuleInfo& rule = RuleCatalogue::manualRules()[index.row()];
    ManualReview review =
        ReviewChecklist::review(m_document->flow(m_flow).reviews(), QString::fromLatin1(rule.id));
    switch (index.column()) {
    case StatusColumn: {
        // UnknownStatus: the status the file holds and FlowAudit does not know, left alone.
        const int chosen = value.toInt();
        if (chosen < 0 || chosen > int(ManualReview::Status::NotApplicable))
            return false;
        const auto status = ManualReview::Status(chosen);
        if (status == review.status && review.statusText.isEmpty())
            return false;
        review.status = status;
        review.statusText.clear();
        // A decision is dated the day it is made, unless the reviewer gave a date.
        if (status != ManualReview::Status::Open && review.on.isEmpty())
            review.on = QDate::currentDate().toString(Qt::ISODate);
        break;
    }
    case NoteColumn:
        review.note = value.toString();
        break;
    case ByColumn:
        review.by = value.toString();
        break;
    case OnColumn:
        review.on = value.toString();
        break;
    default:
        return false;
    }
    return m_editor->setReview(m_flow, review);
}

} // namespace FlowAudit
