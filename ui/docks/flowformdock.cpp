#include "ui/docks/flowformdock.h"

#include "core/analysis/completeness.h"
#include "core/document/inventorydocument.h"
#include "core/io/celltextlimit.h"
#include "core/model/field.h"
#include "core/model/reviewchecklist.h"
#include "core/rules/rulecatalogue.h"
#include "painting/severitystyle.h"
#include "ui/actions/findingactions.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/models/inventorymodel.h"
#include "ui/models/reviewchecklistmodel.h"
#include "ui/views/fielddelegate.h"
#include "ui/views/reviewstatusdelegate.h"
#include "ui/views/rowheight.h"
#include "ui/views/textcolumnwidth.h"

#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <limits>

namespace FlowAudit {

FlowFormDock::FlowFormDock(InventoryDocument* document, InventoryEditor* editor,
                           InventoryModel* model, QWidget* parent)
    : QDockWidget(tr("Flow"), parent)
    , m_document(document)
    , m_editor(editor)
    , m_model(model)
    , m_heading(new QLabel(this))
    , m_completeness(new QLabel(this))
    , m_form(new QWidget(this))
    , m_checklist(new ReviewChecklistModel(document, editor, this))
    , m_checklistView(new QTableView(this))
    , m_checklistSummary(new QLabel(this)) {
    setWhatsThis(tr(
        "<p><b>The flow</b> selected in the table, as a form: every field with the findings under "
        "it, and the manual review checklist of the rules applied by hand. Changes here are undo "
        "steps like the table's.</p>"));
    fitHeadingToFont();
    m_heading->setWordWrap(true);

    auto* form = new QFormLayout(m_form);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const FieldInfo& info : FieldCatalogue::all()) {
        QWidget* fieldEditor = makeEditor(info.field);
        m_editors[std::size_t(info.field)] = fieldEditor;
        auto* findings = new QLabel(m_form);
        findings->setObjectName(
            QStringLiteral("formFindings_%1").arg(FieldCatalogue::name(info.field)));
        findings->setWordWrap(true);
        findings->setTextFormat(Qt::RichText);
        findings->setObjectName(QStringLiteral("formFindings_") + FieldCatalogue::name(info.field));
        findings->setTextInteractionFlags(Qt::LinksAccessibleByMouse |
                                          Qt::LinksAccessibleByKeyboard);
        connect(findings, &QLabel::linkActivated, this, [this](const QString& link) {
            if (m_findingActions)
                m_findingActions->activateLink(link, flow());
        });
        findings->hide();
        m_findingLabels[std::size_t(info.field)] = findings;
        auto* cell = new QWidget(m_form);
        auto* cellLayout = new QVBoxLayout(cell);
        cellLayout->setContentsMargins(0, 0, 0, 0);
        cellLayout->setSpacing(2);
        cellLayout->addWidget(fieldEditor);
        cellLayout->addWidget(findings);
        auto* label = new QLabel(FieldCatalogue::label(info.field) + QLatin1Char(':'), m_form);
        label->setBuddy(fieldEditor);
        label->setToolTip(FieldCatalogue::meaning(info.field));
        form->addRow(label, cell);
    }
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(m_form);

    m_checklistView->setObjectName(QStringLiteral("reviewChecklist"));
    m_checklistView->setAccessibleName(tr("Manual review checklist"));
    m_checklistView->setWhatsThis(
        tr("<p><b>Manual review</b>: the rules no file can show, checked by a "
           "reviewer. Set each rule's status (open, pass, fail, n/a), with a note and "
           "your name; the date is set for you. F1 on a row opens its rule.</p>"));
    m_checklistView->setModel(m_checklist);
    m_checklistView->setItemDelegate(new ReviewStatusDelegate(m_checklistView));
    m_checklistView->verticalHeader()->hide();
    fitChecklistToFont();
    m_checklistView->horizontalHeader()->setStretchLastSection(true);
    m_checklistView->setEditTriggers(QAbstractItemView::AllEditTriggers);

    auto* checklistBox = new QWidget(this);
    auto* checklistLayout = new QVBoxLayout(checklistBox);
    checklistLayout->setContentsMargins(0, 0, 0, 0);
    auto* checklistTitle =
        new QLabel(tr("<b>Manual review</b>: the rules applied by hand"), checklistBox);
    checklistLayout->addWidget(checklistTitle);
    checklistLayout->addWidget(m_checklistSummary);
    checklistLayout->addWidget(m_checklistView);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(scroll);
    splitter->addWidget(checklistBox);
    // The checklist gets the larger share: its 18 rows are read top to bottom, while
    // the form scrolls to the field in hand. With stretch factors set, a splitter shares
    // its height in proportion to the sizes it holds: 1 to 2.
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({400, 800});

    auto* body = new QWidget(this);
    auto* layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_heading);
    m_completeness->setObjectName(QStringLiteral("flowCompleteness"));
    m_completeness->setWordWrap(true);
    layout->addWidget(m_completeness);
    layout->addWidget(splitter);
    setWidget(body);

    connect(document, &InventoryDocument::flowsChanged, this, [this](const QList<int>& flows) {
        if (flows.contains(flow()))
            refresh();
    });
    // After rows move the persistent index already names the flow's new row (or none).
    const auto follow = [this] {
        m_checklist->setFlow(flow());
        refresh();
    };
    connect(model, &QAbstractItemModel::rowsInserted, this, follow);
    connect(model, &QAbstractItemModel::rowsRemoved, this, follow);
    connect(model, &QAbstractItemModel::rowsMoved, this, follow);
    connect(model, &QAbstractItemModel::modelReset, this, follow);
    refresh();
}

QWidget* FlowFormDock::makeEditor(Field field) {
    const FieldInfo& info = FieldCatalogue::info(field);
    QWidget* widget = nullptr;
    switch (info.kind) {
    case FieldKind::Enum:
    case FieldKind::YesNo: {
        auto* combo = new QComboBox(m_form);
        combo->addItem(QString());
        combo->addItems(info.allowedValues);
        connect(combo, &QComboBox::activated, this, [this, field] { commit(field); });
        widget = combo;
        break;
    }
    case FieldKind::Text:
        if (field == Field::Notes) {
            auto* notes = new QPlainTextEdit(m_form);
            notes->setTabChangesFocus(true);
            notes->setMaximumHeight(fontMetrics().height() * 5);
            notes->installEventFilter(this); // commits when focus leaves
            widget = notes;
            break;
        }
        [[fallthrough]];
    case FieldKind::Number:
    case FieldKind::RetryLayers: {
        auto* line = new QLineEdit(m_form);
        // Not QLineEdit's 32767 characters, which would cut a long paste without a word: the
        // cell's own limit refuses it in commit() with the reason.
        line->setMaxLength(std::numeric_limits<int>::max());
        connect(line, &QLineEdit::editingFinished, this, [this, field] { commit(field); });
        widget = line;
        break;
    }
    }
    widget->setObjectName(QStringLiteral("form_") + FieldCatalogue::name(field));
    widget->setAccessibleName(FieldCatalogue::label(field));
    widget->setToolTip(FieldCatalogue::meaning(field));
    return widget;
}

void FlowFormDock::changeEvent(QEvent* event) {
    QDockWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        fitChecklistToFont();
        fitHeadingToFont();
    }
}

void FlowFormDock::fitChecklistToFont() {
    fitRowHeightToFont(m_checklistView);
    // Never narrower than a column's title or its rule IDs ("WH02"), in any language.
    QHeaderView* header = m_checklistView->horizontalHeader();
    const int character = m_checklistView->fontMetrics().averageCharWidth();
    const auto fit = [&](int column, int characters) {
        m_checklistView->setColumnWidth(
            column,
            std::max(
                {character * characters, header->sectionSizeHint(column),
                 static_cast<QAbstractItemView*>(m_checklistView)->sizeHintForColumn(column)}));
    };
    // The rule IDs measured, not the rows Qt happens to have laid out: before the dock is
    // first shown those are none, and "WH02" was cut to "WH…".
    QStringList rules;
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules())
        rules.append(QString::fromLatin1(rule.id));
    m_checklistView->setColumnWidth(
        ReviewChecklistModel::RuleColumn,
        std::max({textColumnWidth(m_checklistView, rules, false), character * 7,
                  header->sectionSizeHint(ReviewChecklistModel::RuleColumn)}));
    fit(ReviewChecklistModel::StatusColumn, 12);
    m_checklistView->setColumnWidth(
        ReviewChecklistModel::NoteColumn,
        std::max(character * 24, header->sectionSizeHint(ReviewChecklistModel::NoteColumn)));
}

void FlowFormDock::fitHeadingToFont() {
    QFont heading = font();
    heading.setBold(true);
    heading.setPointSizeF(heading.pointSizeF() * 1.2);
    m_heading->setFont(heading);
}

bool FlowFormDock::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::FocusOut && watched == m_editors[std::size_t(Field::Notes)])
        commit(Field::Notes);
    return QDockWidget::eventFilter(watched, event);
}

void FlowFormDock::setFindingActions(FindingActions* actions) {
    m_findingActions = actions;
    connect(actions, &FindingActions::availabilityChanged, this, [this] {
        if (flow() >= 0)
            refreshFindings();
    });
    refresh();
}

void FlowFormDock::setFlow(int flowIndex) {
    m_flow = QPersistentModelIndex(m_model->index(flowIndex, 0)); // invalid when out of range
    m_checklist->setFlow(flow());
    refresh();
}

// Numbers the rules would refuse stay in the form with the reason, uncommitted, as in
// the table; everything else goes to the editor as one undo step.
void FlowFormDock::commit(Field field) {
    const int index = flow();
    if (index < 0)
        return;
    QWidget* widget = m_editors[std::size_t(field)];
    QString text;
    if (auto* combo = qobject_cast<QComboBox*>(widget))
        text = combo->currentText();
    else if (auto* line = qobject_cast<QLineEdit*>(widget))
        text = line->text();
    else if (auto* notes = qobject_cast<QPlainTextEdit*>(widget))
        text = notes->toPlainText();
    const auto refuse = [this, field](const QString& why) {
        QLabel* label = m_findingLabels[std::size_t(field)];
        label->setText(QStringLiteral("<b>%1</b>").arg(why.toHtmlEscaped()));
        label->show();
    };
    if (const auto tooLong = CellTextLimit::problem(text)) {
        refuse(tr("Not accepted: %1.").arg(*tooLong));
        return;
    }
    if (FieldCatalogue::info(field).kind == FieldKind::Number) {
        const QString stored = m_editor->document()->flow(index).text(field);
        bool acceptable = true;
        const QString why = FieldDelegate::explainNumber(field, text, &acceptable, stored);
        if (!acceptable) {
            refuse(why);
            return;
        }
        if (text != stored)
            text = FieldDelegate::storedText(field, text);
    }
    m_editor->setCell(index, FlowColumn::known(field), text);
}

void FlowFormDock::refresh() {
    const int index = flow();
    const bool hasFlow = index >= 0;
    m_form->setEnabled(hasFlow);
    m_checklistView->setEnabled(hasFlow);
    if (!hasFlow) {
        m_heading->setText(tr("No flow selected"));
        for (QWidget* widget : m_editors) {
            if (auto* combo = qobject_cast<QComboBox*>(widget))
                combo->setCurrentIndex(0);
            else if (auto* line = qobject_cast<QLineEdit*>(widget))
                line->clear();
            else if (auto* notes = qobject_cast<QPlainTextEdit*>(widget))
                notes->clear();
        }
        for (QLabel* label : m_findingLabels)
            label->hide();
        m_checklistSummary->clear();
        m_completeness->clear();
        return;
    }
    const Flow& flow = m_document->flow(index);
    const QString id = flow.text(Field::FlowId);
    m_heading->setText(
        tr("Flow %1 (row %2)").arg(id.isEmpty() ? tr("without ID") : id).arg(index + 1));
    const Completeness completeness = Completeness::of(flow);
    m_completeness->setText(completeness.summary());
    m_completeness->setToolTip(completeness.blank.isEmpty()
                                   ? QString()
                                   : tr("Left to fill: %1").arg(completeness.blankNames()));
    for (const FieldInfo& info : FieldCatalogue::all()) {
        QWidget* widget = m_editors[std::size_t(info.field)];
        const QString text = FlowCell::text(flow, FlowColumn::known(info.field));
        const QSignalBlocker block(widget);
        if (auto* combo = qobject_cast<QComboBox*>(widget)) {
            // A value the list does not hold is shown as the last choice, never lost.
            while (combo->count() > info.allowedValues.size() + 1)
                combo->removeItem(combo->count() - 1);
            int at = combo->findText(text, Qt::MatchFixedString | Qt::MatchCaseSensitive);
            if (at < 0) {
                combo->addItem(text);
                at = combo->count() - 1;
            }
            combo->setCurrentIndex(at);
        } else if (auto* line = qobject_cast<QLineEdit*>(widget)) {
            if (line->text() != text) {
                line->setText(text);
                line->setCursorPosition(0); // long text reads from its start
            }
        } else if (auto* notes = qobject_cast<QPlainTextEdit*>(widget)) {
            if (notes->toPlainText() != text)
                notes->setPlainText(text);
        }
    }
    refreshFindings();
    if (!m_checklist->isEditable()) {
        m_checklistSummary->setText(
            tr("The reviews of this flow are not a map of rule IDs; they are kept as written "
               "and can only be edited in the file."));
    } else {
        const int total = int(RuleCatalogue::manualRules().size());
        m_checklistSummary->setText(
            tr("%1 of %2 reviewed").arg(total - m_checklist->openCount()).arg(total));
    }
}

void FlowFormDock::refreshFindings() {
    std::array<QStringList, FieldCount> lines;
    for (const Finding& f : m_document->engine().findings(flow())) {
        const Field field = f.field.value_or(Field::FlowId);
        QString line = QStringLiteral("<b>%1 %2</b> %3")
                           .arg(severityKeyword(f.severity), f.rule, f.message.toHtmlEscaped());
        if (f.accepted()) {
            // The word, not only a colour: accepted, by whom and until when.
            const Waiver& waiver = m_document->waiver(f.acceptedBy);
            line = QStringLiteral("<span style=\"color:#546e7a\">%1 <i>%2</i></span>")
                       .arg(line, tr("accepted until %1 (%2: %3)")
                                      .arg(waiver.expires, waiver.owner, waiver.justification)
                                      .toHtmlEscaped());
        }
        if (m_findingActions) {
            const QString links = m_findingActions->links(flow(), f);
            if (!links.isEmpty())
                line += QStringLiteral(" ") + links;
        }
        lines[std::size_t(field)].append(line);
    }
    for (std::size_t i = 0; i < lines.size(); ++i) {
        m_findingLabels[i]->setText(lines[i].join(QStringLiteral("<br>")));
        m_findingLabels[i]->setVisible(!lines[i].isEmpty());
    }
}

} // namespace FlowAudit
