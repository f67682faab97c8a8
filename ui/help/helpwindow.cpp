#include "ui/help/helpwindow.h"

#include "core/rules/rulecatalogue.h"
#include "ui/help/rulereference.h"
#include "ui/help/userguide.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QScreen>
#include <QShowEvent>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>
#include <QWindow>

namespace FlowAudit {

HelpWindow::HelpWindow(const QMenuBar* menus, QWidget* parent)
    : QWidget(parent, Qt::Window)
    , m_menus(menus)
    , m_contents(new QListWidget(this))
    , m_find(new QLineEdit(this))
    , m_browser(new QTextBrowser(this)) {
    setObjectName(QStringLiteral("helpWindow"));
    setWindowTitle(tr("FlowAudit Help"));
    setAttribute(Qt::WA_QuitOnClose, false); // closing the editor ends the program, help or not
    setAttribute(Qt::WA_WindowPropagation); // the editor's font: View → Zoom reaches the help too

    m_contents->setObjectName(QStringLiteral("helpContents"));
    m_contents->setAccessibleName(tr("Help contents"));
    m_contents->setWordWrap(true);
    m_contents->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_browser->setObjectName(QStringLiteral("helpBrowser"));
    m_browser->setAccessibleName(tr("Help text"));
    m_browser->setOpenLinks(true);
    m_browser->setOpenExternalLinks(false);
    m_find->setObjectName(QStringLiteral("helpFind"));
    m_find->setAccessibleName(tr("Find in help"));
    m_find->setPlaceholderText(tr("Find in help (Enter: next, Shift+Enter: previous)"));
    m_find->setClearButtonEnabled(true);

    auto* findLabel = new QLabel(tr("&Find:"), this);
    findLabel->setBuddy(m_find);
    auto* findRow = new QHBoxLayout;
    findRow->addWidget(findLabel);
    findRow->addWidget(m_find, 1);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_contents);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({260, 640});

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(findRow);
    layout->addWidget(splitter, 1);

    connect(m_contents, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showAnchor(m_contents->item(row)->data(Qt::UserRole).toString());
    });
    connect(m_find, &QLineEdit::returnPressed, this, [this] { find(false); });
    auto* previous = new QAction(this);
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_Return));
    previous->setShortcutContext(Qt::WidgetShortcut);
    m_find->addAction(previous);
    connect(previous, &QAction::triggered, this, [this] { find(true); });
    auto* close = new QAction(this);
    close->setShortcuts({QKeySequence(Qt::Key_Escape), QKeySequence::Close});
    close->setShortcutContext(Qt::WindowShortcut);
    addAction(close);
    connect(close, &QAction::triggered, this, &QWidget::close);

    setTabOrder(m_find, m_contents);
    setTabOrder(m_contents, m_browser);
    rebuild();
}

// Built when shown, so the keyboard section lists the shortcuts as they are now.
void HelpWindow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (event->spontaneous())
        return;
    if (!m_placed) {
        fitToScreen();
        m_placed = true;
    }
    rebuild();
    // The document is laid out for the window's width only once it is shown.
    QTimer::singleShot(0, this, [this] {
        if (!m_anchor.isEmpty())
            m_browser->scrollToAnchor(m_anchor);
    });
}

// The first time it is shown: a comfortable reading size from the font, never more than
// the screen's free area (a 1000-px-high projector screen less its panels), inside it.
void HelpWindow::fitToScreen() {
    const QScreen* on = parentWidget() ? parentWidget()->screen() : screen();
    const QRect available = on->availableGeometry();
    // Before the first show the frame is not known yet: room for a usual title bar.
    const QMargins known = windowHandle() ? windowHandle()->frameMargins() : QMargins();
    const QMargins frame = known.isNull() ? QMargins(8, 32, 8, 8) : known;
    const QSize room = available.size().shrunkBy(frame);
    const int character = fontMetrics().averageCharWidth();
    const QSize wanted(character * 130, fontMetrics().height() * 40);
    const QSize size = wanted.boundedTo(room).expandedTo(minimumSizeHint().boundedTo(room));
    resize(size);
    // Centred on the editor where it fits, moved inside the free area where not.
    QRect placed(QPoint(), size.grownBy(frame));
    placed.moveCenter(parentWidget() ? parentWidget()->window()->frameGeometry().center()
                                     : available.center());
    placed.moveLeft(std::clamp(placed.left(), available.left(),
                               std::max(available.left(), available.right() - placed.width() + 1)));
    placed.moveTop(std::clamp(placed.top(), available.top(),
                              std::max(available.top(), available.bottom() - placed.height() + 1)));
    move(placed.topLeft());
}

void HelpWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        rebuild();
}

void HelpWindow::rebuild() {
    const QSignalBlocker block(m_contents);
    m_contents->clear();
    const QString html = UserGuide::html(m_menus);
    for (const UserGuide::Section& section : UserGuide::sections(html)) {
        auto* item = new QListWidgetItem(section.title, m_contents);
        item->setData(Qt::UserRole, section.anchor);
    }
    m_browser->setHtml(html);
    if (!m_anchor.isEmpty())
        showAnchor(m_anchor);
}

void HelpWindow::showAnchor(const QString& anchor) {
    m_anchor = anchor;
    m_browser->scrollToAnchor(anchor);
    // A rule's anchor is inside its section of the rule reference.
    QString section = anchor;
    if (RuleCatalogue::find(anchor))
        section = RuleReference::checkedAnchor();
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        if (anchor == QLatin1StringView(rule.id))
            section = RuleReference::manualAnchor();
    }
    const QSignalBlocker block(m_contents);
    for (int row = 0; row < m_contents->count(); ++row) {
        if (m_contents->item(row)->data(Qt::UserRole).toString() == section)
            m_contents->setCurrentRow(row);
    }
}

// From the cursor on, wrapping around once at the end.
void HelpWindow::find(bool backwards) {
    const QString text = m_find->text();
    if (text.isEmpty())
        return;
    const QTextDocument::FindFlags flags =
        backwards ? QTextDocument::FindBackward : QTextDocument::FindFlags();
    if (m_browser->find(text, flags))
        return;
    QTextCursor cursor = m_browser->textCursor();
    cursor.movePosition(backwards ? QTextCursor::End : QTextCursor::Start);
    m_browser->setTextCursor(cursor);
    m_browser->find(text, flags);
}

} // namespace FlowAudit
