#pragma once

#include "core/model/field.h"
#include "ui/views/explainedlineedit.h"

#include <QStyledItemDelegate>

namespace FlowAudit {

class InventoryModel;

// Editors that fit each field: a list of values for enums and yes/no, a number editor that
// refuses what the rules would call invalid and says why, a retry layers editor that
// shows the parsed layers and their product while typing, and for any text a line that
// refuses more than a cell may hold.
class FieldDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit FieldDelegate(QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
    void updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                              const QModelIndex& index) const override;

    // The explanations the editors show, for the flow form too. A number is read as the user
    // types it (core/model/typednumber, in the language's marks: 0,5 in German is 0.5, 2.000
    // there is refused); `stored`, the text the cell holds now, is no new typing and is read
    // as the file reads it.
    static QString explainNumber(Field field, const QString& text, bool* acceptable,
                                 const QString& stored = QString());
    // What a cell of the field stores for the text typed: a number's decimal comma a point.
    static QString storedText(Field field, const QString& text);
    static QString explainRetryLayers(const QString& text, bool* acceptable);

protected:
    bool eventFilter(QObject* object, QEvent* event) override;

private:
    static std::optional<Field> fieldOf(const QModelIndex& index);
    ExplainedLineEdit* explainedEditor(ExplainedLineEdit::Explainer explainer,
                                       bool refuseUnacceptable, const QString& name,
                                       QWidget* parent) const;
};

} // namespace FlowAudit
