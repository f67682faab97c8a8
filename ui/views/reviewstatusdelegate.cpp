#include "ui/views/reviewstatusdelegate.h"

#include "ui/models/reviewchecklistmodel.h"

#include <QComboBox>

namespace FlowAudit {

QWidget* ReviewStatusDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                            const QModelIndex& index) const {
    if (index.column() != ReviewChecklistModel::StatusColumn)
        return FieldDelegate::createEditor(parent, option,
                                           index); // named "Note", "Reviewer"… as the column
    auto* combo = new QComboBox(parent);
    combo->addItems(index.data(ReviewChecklistModel::StatusChoicesRole).toStringList());
    combo->setAccessibleName(tr("Review status"));
    return combo;
}

void ReviewStatusDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const int status = index.data(Qt::EditRole).toInt();
        if (status == ReviewChecklistModel::UnknownStatus) {
            // Shown as written and chosen unless the user picks one of the four.
            combo->addItem(index.data(Qt::DisplayRole).toString(),
                           ReviewChecklistModel::UnknownStatus);
            combo->setCurrentIndex(combo->count() - 1);
        } else {
            combo->setCurrentIndex(status);
        }
        return;
    }
    FieldDelegate::setEditorData(editor, index);
}

void ReviewStatusDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                        const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        const QVariant unknown = combo->currentData();
        model->setData(index, unknown.isValid() ? unknown.toInt() : combo->currentIndex());
        return;
    }
    FieldDelegate::setModelData(editor, model, index);
}

void ReviewStatusDelegate::updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                                                const QModelIndex& index) const {
    if (qobject_cast<QComboBox*>(editor))
        QStyledItemDelegate::updateEditorGeometry(editor, option, index);
    else
        FieldDelegate::updateEditorGeometry(editor, option, index);
}

} // namespace FlowAudit
