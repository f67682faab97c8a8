#pragma once

#include "ui/views/fielddelegate.h"

namespace FlowAudit {

// The status of a manual review chosen from its four values (open, pass, fail, n/a); the
// note, the reviewer and the date typed in the table's line, which refuses more than a
// cell may hold and says so under it, as the inventory's cells do.
class ReviewStatusDelegate : public FieldDelegate {
    Q_OBJECT
public:
    using FieldDelegate::FieldDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const override;
};

} // namespace FlowAudit
