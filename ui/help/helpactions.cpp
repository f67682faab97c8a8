#include "ui/help/helpactions.h"

#include "ui/help/aboutdialog.h"
#include "ui/help/helpwindow.h"
#include "ui/help/rulereference.h"
#include "ui/help/userguide.h"
#include "ui/models/helprole.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMenuBar>
#include <QWhatsThis>

namespace FlowAudit {

HelpActions::HelpActions(QMainWindow* window)
    : QObject(window)
    , contents(new QAction(tr("FlowAudit &Help"), this))
    , ruleReference(new QAction(tr("&Rule Reference"), this))
    , whatsThis(QWhatsThis::createAction(this))
    , about(new QAction(tr("&About FlowAudit"), this))
    , m_window(window) {
    contents->setObjectName(QStringLiteral("actionHelp"));
    contents->setShortcut(QKeySequence::HelpContents);
    contents->setStatusTip(
        tr("Open the help at the rule of the selected cell, finding or review, or at the panel"));
    ruleReference->setObjectName(QStringLiteral("actionRuleReference"));
    ruleReference->setStatusTip(
        tr("Every rule with its meaning, why it matters and how to fix it"));
    whatsThis->setObjectName(QStringLiteral("actionWhatsThis"));
    whatsThis->setText(tr("What's &This?"));
    about->setObjectName(QStringLiteral("actionAbout"));
    about->setMenuRole(QAction::AboutRole);
    // Window-wide: F1 works in every panel and while a cell is being edited.
    for (QAction* action : {contents, ruleReference, whatsThis, about})
        window->addAction(action);

    connect(contents, &QAction::triggered, this, &HelpActions::contextHelp);
    connect(ruleReference, &QAction::triggered, this,
            [this] { showHelp(RuleReference::checkedAnchor()); });
    connect(about, &QAction::triggered, this, &HelpActions::showAbout);
}

HelpWindow* HelpActions::helpWindow() const {
    return m_helpWindow;
}

AboutDialog* HelpActions::aboutDialog() const {
    return m_about;
}

void HelpActions::setTopic(QWidget* panel, const QString& anchor) {
    m_topics.insert(panel, anchor);
}

void HelpActions::showHelp(const QString& anchor) {
    if (!m_helpWindow)
        m_helpWindow = new HelpWindow(m_window->menuBar(), m_window);
    m_helpWindow->showAnchor(anchor);
    m_helpWindow->show();
    m_helpWindow->raise();
    m_helpWindow->activateWindow();
}

void HelpActions::contextHelp() {
    const QString anchor = anchorForFocus();
    showHelp(anchor.isEmpty() ? UserGuide::overviewAnchor() : anchor);
}

void HelpActions::showAbout() {
    if (!m_about) {
        m_about = new AboutDialog(m_window);
        m_about->setAttribute(Qt::WA_DeleteOnClose);
    }
    m_about->open();
}

QString HelpActions::anchorForFocus() const {
    QWidget* focus = QApplication::focusWidget();
    if (!focus || focus->window() != m_window)
        return {};
    // Inside a view (a cell editor too): the rule of its current item.
    for (QWidget* w = focus; w && w != m_window; w = w->parentWidget()) {
        if (auto* view = qobject_cast<QAbstractItemView*>(w)) {
            const QString rule = view->currentIndex().data(HelpRuleRole).toString();
            if (!rule.isEmpty())
                return RuleReference::anchor(rule);
            break;
        }
    }
    for (QWidget* w = focus; w && w != m_window; w = w->parentWidget()) {
        const auto topic = m_topics.constFind(w);
        if (topic != m_topics.constEnd())
            return *topic;
    }
    return {};
}

} // namespace FlowAudit
