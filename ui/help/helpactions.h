#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QWidget;

namespace FlowAudit {

class AboutDialog;
class HelpWindow;

// The Help menu's commands. F1 is context help: on a cell, a finding or a review row it
// opens that item's rule (the HelpRuleRole of the view's current index), elsewhere the
// guide's section on the panel that has the focus, else the guide's start.
class HelpActions : public QObject {
    Q_OBJECT
public:
    explicit HelpActions(QMainWindow* window);

    // The guide's section for F1 anywhere inside `panel` (a dock, the table, a bar).
    void setTopic(QWidget* panel, const QString& anchor);
    // The section F1 opens inside `panel`; empty when it has none (the guide's start).
    QString topic(QWidget* panel) const { return m_topics.value(panel); }
    // Opens the help window at a section or rule anchor.
    void showHelp(const QString& anchor);
    void contextHelp();
    void showAbout();

    HelpWindow* helpWindow() const;   // null until first shown
    AboutDialog* aboutDialog() const; // null while closed

    QAction* contents;
    QAction* ruleReference;
    QAction* whatsThis;
    QAction* about;

private:
    // The anchor F1 means for the widget with the focus; empty for the guide's start.
    QString anchorForFocus() const;

    QMainWindow* m_window;
    QHash<QWidget*, QString> m_topics;
    QPointer<HelpWindow> m_helpWindow;
    QPointer<AboutDialog> m_about;
};

} // namespace FlowAudit
