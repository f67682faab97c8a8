#include "ui/views/fielddelegate.h"

#include "core/model/cellreading.h"
#include "core/model/field.h"
#include "core/model/retrylayers.h"
#include "core/model/typednumber.h"
#include "core/rules/rulecatalogue.h"
#include "ui/models/inventorymodel.h"
#include "ui/views/explainedlineedit.h"

#include <QApplication>
#include <QComboBox>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPointer>
#include <QTimer>

namespace FlowAudit {

FieldDelegate::FieldDelegate(QObject* parent)
    : QStyledItemDelegate(parent) {}

std::optional<Field> FieldDelegate::fieldOf(const QModelIndex& index) {
    const QVariant field = index.data(InventoryModel::FieldRole);
    return field.isValid() ? std::optional<Field>(Field(field.toInt())) : std::nullopt;
}

QString FieldDelegate::explainNumber(Field field, const QString& text, bool* acceptable,
                                     const QString& stored) {
    *acceptable = true;
    if (text.trimmed().isEmpty())
        return tr("Blank: the rules treat it as missing.");
    TypedNumber::Cell typed{text, std::nullopt, false};
    if (text != stored)
        typed = TypedNumber::forField(field, text, TypedNumber::userMarks());
    if (typed.refusal) {
        *acceptable = false;
        return tr("Not accepted: %1. Esc keeps the old value.").arg(*typed.refusal);
    }
    Flow probe;
    probe.setText(field, typed.text);
    if (const auto problem = CellReading::problem(probe, field)) {
        *acceptable = false;
        return tr("Not accepted: %1. Esc keeps the old value.").arg(*problem);
    }
    if (typed.converted)
        return tr("Saved as %1, the form the file holds.").arg(typed.text);
    return {};
}

QString FieldDelegate::storedText(Field field, const QString& text) {
    return TypedNumber::forField(field, text, TypedNumber::userMarks()).text;
}

QString FieldDelegate::explainRetryLayers(const QString& text, bool* acceptable) {
    *acceptable = true;
    if (text.trimmed().isEmpty())
        return tr("Blank: the rules treat it as missing.");
    const RetryLayers layers = RetryLayers::parse(text);
    if (!layers.valid) {
        *acceptable = false;
        return tr("Not valid: %1.").arg(layers.error);
    }
    if (layers.none)
        return tr("No retries anywhere: product 1.");
    const quint64 product = layers.product();
    const QString productText = product >= RetryLayers::Saturation
                                    ? tr("more than %L1").arg(RetryLayers::Saturation)
                                    : QStringLiteral("%L1").arg(product);
    const QString verdict =
        product > RuleCatalogue::RetryProductLimit
            ? tr("above the limit of %1 (RT01)").arg(RuleCatalogue::RetryProductLimit)
            : tr("within the limit of %1").arg(RuleCatalogue::RetryProductLimit);
    return tr("%1 = %2 attempts, %3").arg(layers.describe(), productText, verdict);
}

// Every typed cell gets a line that can say why it refuses: numbers and retry layers what
// they read, any text that it is over the cell's limit (CellTextLimit).
ExplainedLineEdit* FieldDelegate::explainedEditor(ExplainedLineEdit::Explainer explainer,
                                                  bool refuseUnacceptable, const QString& name,
                                                  QWidget* parent) const {
    auto* editor = new ExplainedLineEdit(std::move(explainer), refuseUnacceptable, parent);
    editor->lineEdit()->setAccessibleName(name);
    editor->lineEdit()->installEventFilter(
        const_cast<FieldDelegate*>(this)); // keys and focus reach the line
    return editor;
}

QWidget* FieldDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& /*option*/,
                                     const QModelIndex& index) const {
    const std::optional<Field> field = fieldOf(index);
    const auto plainText = [](const QString&) { return Explanation(); };
    if (!field) {
        // A field FlowAudit does not know: named after its column, so a screen reader says
        // what is being edited.
        const QString column = index.model()->headerData(index.column(), Qt::Horizontal).toString();
        return explainedEditor(plainText, true, column, parent);
    }
    const FieldInfo& info = FieldCatalogue::info(*field);
    const QString label = FieldCatalogue::label(*field);
    switch (info.kind) {
    case FieldKind::Enum:
    case FieldKind::YesNo: {
        auto* combo = new QComboBox(parent);
        combo->addItem(QString()); // blank: the field left out
        combo->addItems(info.allowedValues);
        combo->setAccessibleName(label);
        return combo;
    }
    case FieldKind::Number: {
        const Field f = *field;
        const QString stored = index.data(Qt::EditRole).toString();
        return explainedEditor(
            [f, stored](const QString& text) {
                Explanation e;
                e.text = explainNumber(f, text, &e.acceptable, stored);
                return e;
            },
            true, label, parent);
    }
    case FieldKind::RetryLayers:
        return explainedEditor(
            [](const QString& text) {
                Explanation e;
                e.text = explainRetryLayers(text, &e.acceptable);
                return e;
            },
            false, label, parent);
    case FieldKind::Text:
        break;
    }
    return explainedEditor(plainText, true, label, parent);
}

void FieldDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    const QString text = index.data(Qt::EditRole).toString();
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        int at = combo->findText(text, Qt::MatchFixedString | Qt::MatchCaseSensitive);
        if (at < 0) {
            // Text the list does not hold (a typo, "Yes " from a spreadsheet) stays choosable.
            combo->addItem(text);
            at = combo->count() - 1;
        }
        combo->setCurrentIndex(at);
        return;
    }
    if (auto* explained = qobject_cast<ExplainedLineEdit*>(editor)) {
        explained->setText(text);
        explained->lineEdit()->selectAll();
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void FieldDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                 const QModelIndex& index) const {
    if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        model->setData(index, combo->currentText());
        return;
    }
    if (auto* explained = qobject_cast<ExplainedLineEdit*>(editor)) {
        if (!explained->isAcceptable())
            return;
        const std::optional<Field> field = fieldOf(index);
        const QString text = explained->text();
        model->setData(index, field && text != index.data(Qt::EditRole).toString()
                                  ? storedText(*field, text)
                                  : text);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

// The sentence under the line needs room: the editor grows below and beyond the cell, but
// never past the view's right edge (a cell at the edge would have its reason cut off):
// there it grows to the left instead, still covering the cell.
void FieldDelegate::updateEditorGeometry(QWidget* editor, const QStyleOptionViewItem& option,
                                         const QModelIndex& index) const {
    if (auto* explained = qobject_cast<ExplainedLineEdit*>(editor)) {
        QRect rect = option.rect;
        explained->lineEdit()->setMinimumHeight(rect.height()); // the line sits on the cell
        rect.setWidth(
            std::max(rect.width(), option.fontMetrics.horizontalAdvance(QLatin1Char('m')) * 28));
        if (const QWidget* area = editor->parentWidget()) {
            const int right = std::max(option.rect.right(), area->width() - 1);
            if (rect.right() > right)
                rect.moveRight(right);
            if (rect.left() < 0 && option.rect.left() >= 0)
                rect.setLeft(std::min(0, option.rect.left()));
        }
        rect.setHeight(explained->heightFor(rect.width()));
        explained->setGeometry(rect);
        return;
    }
    QStyledItemDelegate::updateEditorGeometry(editor, option, index);
}

// Keys and focus go to the line inside the editor, not to the editor the view knows: the
// filter answers for it. Enter or Tab on a refused number keeps the editor open (the
// sentence says why); leaving it by a click elsewhere drops the typing, as Esc does.
bool FieldDelegate::eventFilter(QObject* object, QEvent* event) {
    // Alt+Down and Alt+Up open and close a drop-down's list, as in any drop-down: the
    // window's Move Flow Down/Up shortcuts must not take them from an open editor.
    if (event->type() == QEvent::ShortcutOverride && qobject_cast<QComboBox*>(object)) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::AltModifier &&
            (key->key() == Qt::Key_Down || key->key() == Qt::Key_Up)) {
            event->accept();
            return true;
        }
    }
    auto* explained = qobject_cast<ExplainedLineEdit*>(object);
    if (explained) {
        // Keys the line does not take (Enter, Esc) come up to the editor: Enter on a refused
        // number stays here, the rest is the standard delegate's.
        if (event->type() == QEvent::KeyPress && !explained->isAcceptable()) {
            const int key = static_cast<QKeyEvent*>(event)->key();
            if (key == Qt::Key_Return || key == Qt::Key_Enter)
                return true;
        }
        return QStyledItemDelegate::eventFilter(object, event);
    }
    explained = object ? qobject_cast<ExplainedLineEdit*>(object->parent()) : nullptr;
    if (!explained)
        return QStyledItemDelegate::eventFilter(object, event);

    // The line inside the editor: Tab and focus never reach the editor the view knows.
    if (event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Tab || key == Qt::Key_Backtab) {
            if (explained->isAcceptable()) {
                emit commitData(explained);
                emit closeEditor(explained, key == Qt::Key_Tab ? EditNextItem : EditPreviousItem);
            }
            return true;
        }
    }
    // Checked once the focus has settled, on the delegate's own queue (a view closing the
    // editor flushes the editor's): by then an editor the view closed itself (another cell
    // clicked, Enter) is hidden or gone, and there is nothing to do.
    if (event->type() == QEvent::FocusOut) {
        QTimer::singleShot(0, this, [this, editor = QPointer<ExplainedLineEdit>(explained)] {
            if (!editor || !editor->isVisible())
                return;
            const QWidget* focus = QApplication::focusWidget();
            if (focus && (focus == editor || editor->isAncestorOf(focus)))
                return;
            if (editor->isAcceptable())
                emit commitData(editor);
            emit closeEditor(editor, editor->isAcceptable() ? NoHint : RevertModelCache);
        });
    }
    return false;
}

} // namespace FlowAudit
