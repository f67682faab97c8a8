#include "ui/conflicts/conflictresolutiondialog.h"

#include "core/io/yaml/yamlwriter.h"
#include "ui/conflicts/conflictresolution.h"
#include "ui/widgets/relativefont.h"
#include "ui/widgets/undoshortcuts.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QFontDatabase>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTableWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {

enum ConflictColumn { AboutColumn, DecisionColumn };

// A side's value as a save writes it; a side without the unit says so.
QString valueText(const std::optional<YamlValue>& value) {
    return value ? QString::fromUtf8(YamlWriter::writeBlock(*value)) : QString();
}

QString noneText(const MergeConflict& conflict) {
    return conflict.isWholeUnit()
               ? ConflictResolutionDialog::tr("(not in this version: deleted, or never added)")
               : ConflictResolutionDialog::tr("(blank in this version)");
}

// One line for the table: "Ours: 5", "Edited: none".
QString decisionText(const std::optional<ConflictChoice>& choice) {
    if (!choice)
        return ConflictResolutionDialog::tr("open");
    QString value = choice->value ? QString::fromUtf8(YamlWriter::writeCompact(*choice->value))
                                  : ConflictResolutionDialog::tr("none");
    if (value.size() > 60)
        value = value.left(59) + QChar(0x2026);
    switch (choice->side) {
    case ConflictChoice::Side::Ours:
        return ConflictResolutionDialog::tr("Ours: %1").arg(value);
    case ConflictChoice::Side::Theirs:
        return ConflictResolutionDialog::tr("Theirs: %1").arg(value);
    case ConflictChoice::Side::Edited:
        return ConflictResolutionDialog::tr("Edited: %1").arg(value);
    }
    return {};
}

// A fixed-width family at the window's size: View → Zoom still reaches it.
void setMonospace(QWidget* widget) {
    QFont mono;
    mono.setFamilies(QFontDatabase::systemFont(QFontDatabase::FixedFont).families());
    mono.setStyleHint(QFont::Monospace);
    widget->setFont(mono);
}

QPlainTextEdit* valueView(const QString& name, const QString& accessibleName, QWidget* parent) {
    auto* view = new QPlainTextEdit(parent);
    view->setObjectName(name);
    view->setAccessibleName(accessibleName);
    view->setReadOnly(true);
    setMonospace(view);
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    view->setTabChangesFocus(true);
    return view;
}

QLabel* sideTitle(const QString& text, QWidget* parent) {
    auto* label = new QLabel(text, parent);
    RelativeFont::apply(label, 1.0, true);
    return label;
}

} // namespace

ConflictResolutionDialog::ConflictResolutionDialog(ConflictResolution* resolution, QWidget* parent)
    : QDialog(parent)
    , m_resolution(resolution)
    , m_table(new QTableWidget(resolution->count(), 2, this))
    , m_about(new QLabel(this))
    , m_base(valueView(QStringLiteral("baseValue"), tr("Base"), this))
    , m_ours(valueView(QStringLiteral("oursValue"), tr("Ours"), this))
    , m_theirs(valueView(QStringLiteral("theirsValue"), tr("Theirs"), this))
    , m_baseTitle(sideTitle(tr("Base (before both branches)"), this))
    , m_takeOurs(new QPushButton(tr("Take &Ours"), this))
    , m_takeTheirs(new QPushButton(tr("Take &Theirs"), this))
    , m_edited(new QPlainTextEdit(this))
    , m_useEdited(new QPushButton(tr("&Use Edited Value"), this))
    , m_editError(new QLabel(this))
    , m_progress(new QLabel(this))
    , m_open(nullptr) {
    resolution->setParent(this);
    const QString name = QFileInfo(resolution->fileName()).fileName();
    setObjectName(QStringLiteral("conflictResolutionDialog"));
    setAttribute(Qt::WA_WindowPropagation); // the window's font: its zoom reaches the dialog
    setAttribute(Qt::WA_WindowPropagation); // the editor's font: View → Zoom reaches it too
    setWindowTitle(tr("Resolve Merge Conflicts — %1").arg(name));
    auto* intro = new QLabel(
        tr("<b>%1</b> holds the conflicts a merge left (%n marked in the file). Decide each one: "
           "ours, theirs, or a value of your own. The inventory opens once none is left; the "
           "file is written only when you save it.",
           nullptr, resolution->conflicted().markedConflicts())
            .arg(name.toHtmlEscaped()),
        this);
    intro->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("conflictTable"));
    m_table->setAccessibleName(tr("Conflicts"));
    m_table->setHorizontalHeaderLabels({tr("Conflict"), tr("Decision")});
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_table->horizontalHeader()->setSectionResizeMode(AboutColumn, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(DecisionColumn, QHeaderView::Interactive);
    m_table->horizontalHeader()->resizeSection(DecisionColumn,
                                               fontMetrics().averageCharWidth() * 40);
    for (int i = 0; i < resolution->count(); ++i)
        fillRow(i);
    // Several conflicts in view at once, however the splitter is dragged.
    m_table->setMinimumHeight(m_table->horizontalHeader()->sizeHint().height() +
                              m_table->verticalHeader()->defaultSectionSize() *
                                  std::min(resolution->count() + 1, 5) +
                              2 * m_table->frameWidth());

    m_about->setObjectName(QStringLiteral("conflictAbout"));
    m_about->setWordWrap(true);
    RelativeFont::apply(m_about, 1.15, true);

    auto* details = new QWidget(this);
    auto* detailsLayout = new QVBoxLayout(details);
    detailsLayout->setContentsMargins(0, 0, 0, 0);
    detailsLayout->addWidget(m_about);
    detailsLayout->addWidget(createSides(), 3);
    detailsLayout->addWidget(createEditor(), 2);
    details->setMinimumHeight(fontMetrics().height() * 16);
    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(details);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setChildrenCollapsible(false);

    // Undo and redo of the decisions, here and not in the window's stack: the inventory
    // is not open yet.
    QUndoStack* stack = resolution->undoStack();
    QAction* undo = stack->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndoDecision"));
    undo->setShortcuts(QKeySequence::Undo);
    QAction* redo = stack->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedoDecision"));
    redo->setShortcuts(QKeySequence::Redo);
    addAction(undo);
    addAction(redo);
    new UndoShortcuts(this); // the edited value's field keeps the keys only for its own typing
    auto* undoButton = new QToolButton(this);
    undoButton->setObjectName(QStringLiteral("undoDecision"));
    undoButton->setDefaultAction(undo);
    undoButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    auto* redoButton = new QToolButton(this);
    redoButton->setObjectName(QStringLiteral("redoDecision"));
    redoButton->setDefaultAction(redo);
    redoButton->setToolButtonStyle(Qt::ToolButtonTextOnly);

    m_progress->setObjectName(QStringLiteral("conflictProgress"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_open = buttons->addButton(tr("&Open Inventory"), QDialogButtonBox::AcceptRole);
    m_open->setObjectName(QStringLiteral("openResolved"));
    buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelResolution"));
    connect(buttons, &QDialogButtonBox::accepted, this, &ConflictResolutionDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(undoButton);
    bottom->addWidget(redoButton);
    bottom->addWidget(m_progress, 1);
    bottom->addWidget(buttons);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(splitter, 1);
    layout->addLayout(bottom);

    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int row) { showConflict(row); });
    connect(m_takeOurs, &QPushButton::clicked, this,
            [this] { decided(&ConflictResolution::takeOurs); });
    connect(m_takeTheirs, &QPushButton::clicked, this,
            [this] { decided(&ConflictResolution::takeTheirs); });
    connect(m_useEdited, &QPushButton::clicked, this, &ConflictResolutionDialog::useEdited);
    connect(resolution, &ConflictResolution::choiceChanged, this, [this](int index) {
        fillRow(index);
        updateProgress();
        setCurrent(index); // an undo shows what it took back
    });

    updateProgress();
    setCurrent(resolution->count() > 0 ? 0 : -1);
    showConflict(current());
    resize(fontMetrics().averageCharWidth() * 140, fontMetrics().height() * 44);
}

QWidget* ConflictResolutionDialog::createSides() {
    auto* sides = new QWidget(this);
    auto* grid = new QGridLayout(sides);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_baseTitle, 0, 0);
    grid->addWidget(sideTitle(tr("Ours (the branch merged into)"), sides), 0, 1);
    grid->addWidget(sideTitle(tr("Theirs (the branch merged in)"), sides), 0, 2);
    grid->addWidget(m_base, 1, 0);
    grid->addWidget(m_ours, 1, 1);
    grid->addWidget(m_theirs, 1, 2);
    m_takeOurs->setObjectName(QStringLiteral("takeOurs"));
    m_takeTheirs->setObjectName(QStringLiteral("takeTheirs"));
    grid->addWidget(m_takeOurs, 2, 1, Qt::AlignLeft);
    grid->addWidget(m_takeTheirs, 2, 2, Qt::AlignLeft);
    for (int column = 0; column < 3; ++column)
        grid->setColumnStretch(column, 1);
    grid->setRowStretch(1, 1);
    return sides;
}

QWidget* ConflictResolutionDialog::createEditor() {
    auto* editor = new QWidget(this);
    auto* layout = new QGridLayout(editor);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* title = sideTitle(tr("&Edited value (YAML; empty leaves it out)"), editor);
    title->setBuddy(m_edited);
    m_edited->setObjectName(QStringLiteral("editedValue"));
    m_edited->setAccessibleName(tr("Edited value"));
    setMonospace(m_edited);
    m_edited->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_edited->setTabChangesFocus(true);
    m_useEdited->setObjectName(QStringLiteral("useEdited"));
    m_editError->setObjectName(QStringLiteral("editError"));
    m_editError->setWordWrap(true);
    m_editError->setTextFormat(Qt::PlainText);
    layout->addWidget(title, 0, 0, 1, 2);
    layout->addWidget(m_edited, 1, 0, 1, 2);
    layout->addWidget(m_useEdited, 2, 0, Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_editError, 2, 1);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(1, 1);
    return editor;
}

int ConflictResolutionDialog::current() const {
    return m_table->currentRow();
}

void ConflictResolutionDialog::setCurrent(int index) {
    if (index < 0 || index >= m_resolution->count())
        return;
    if (index == m_table->currentRow())
        showConflict(index);
    else
        m_table->setCurrentCell(index, AboutColumn);
}

void ConflictResolutionDialog::fillRow(int index) {
    const MergeConflict& conflict = m_resolution->conflict(index);
    auto* about = new QTableWidgetItem(conflict.description());
    about->setToolTip(conflict.description());
    m_table->setItem(index, AboutColumn, about);
    auto* decision = new QTableWidgetItem(decisionText(m_resolution->choice(index)));
    if (!m_resolution->choice(index)) {
        QFont bold = m_table->font();
        bold.setBold(true);
        decision->setFont(bold);
    }
    m_table->setItem(index, DecisionColumn, decision);
}

void ConflictResolutionDialog::showConflict(int index) {
    const bool valid = index >= 0 && index < m_resolution->count();
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_takeOurs, m_takeTheirs, m_edited, m_useEdited})
        w->setEnabled(valid);
    m_editError->clear();
    if (!valid) {
        m_about->setText(m_resolution->count() == 0
                             ? tr("The marked conflicts merge cleanly flow by flow and field by "
                                  "field: nothing is left to decide.")
                             : QString());
        for (QPlainTextEdit* view : {m_base, m_ours, m_theirs, m_edited})
            view->clear();
        return;
    }
    const MergeConflict& conflict = m_resolution->conflict(index);
    m_about->setText(tr("Conflict %1 of %2: %3")
                         .arg(index + 1)
                         .arg(m_resolution->count())
                         .arg(conflict.description()));
    const auto show = [&](QPlainTextEdit* view, const std::optional<YamlValue>& value) {
        view->setPlainText(value ? valueText(value) : noneText(conflict));
    };
    show(m_ours, conflict.ours);
    show(m_theirs, conflict.theirs);
    if (conflict.baseKnown)
        show(m_base, conflict.base);
    else
        m_base->setPlainText(tr("(not known: the markers hold no base section)"));
    m_base->setEnabled(conflict.baseKnown);
    // The edited value starts from the decision, else from ours (or theirs when ours has none).
    const std::optional<ConflictChoice>& choice = m_resolution->choice(index);
    m_edited->setPlainText(choice ? valueText(choice->value)
                                  : valueText(conflict.ours ? conflict.ours : conflict.theirs));
}

void ConflictResolutionDialog::decided(void (ConflictResolution::*take)(int)) {
    const int index = current();
    (m_resolution->*take)(index);
    if (const int next = m_resolution->nextOpen(index); next >= 0)
        setCurrent(next);
}

void ConflictResolutionDialog::useEdited() {
    const int index = current();
    QString error;
    if (!m_resolution->takeEdited(index, m_edited->toPlainText(), &error)) {
        m_editError->setText(tr("Not a YAML value: %1").arg(error));
        return;
    }
    if (const int next = m_resolution->nextOpen(index); next >= 0)
        setCurrent(next);
}

void ConflictResolutionDialog::updateProgress() {
    const int open = m_resolution->openCount();
    m_progress->setText(
        open == 0 ? tr("No conflict is left: Open Inventory opens the merged inventory.")
                  : tr("%n of %1 conflict(s) left", nullptr, open).arg(m_resolution->count()));
    m_open->setEnabled(open == 0);
    m_open->setDefault(open == 0);
}

void ConflictResolutionDialog::accept() {
    if (!m_resolution->isComplete())
        return;
    InventoryReadResult result = m_resolution->resolve();
    if (!result.inventory) {
        m_progress->setText(
            tr("These decisions make no inventory: %1").arg(result.error.toString()));
        return;
    }
    m_inventory = std::move(result.inventory);
    QDialog::accept();
}

} // namespace FlowAudit
