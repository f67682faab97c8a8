#pragma once

#include <QWidget>

class QLineEdit;
class QListWidget;
class QMenuBar;
class QTextBrowser;

namespace FlowAudit {

// The program's own help: the user guide and the rule reference in one browser, a
// contents list beside it and a find field above. It opens at a section or a rule.
class HelpWindow : public QWidget {
    Q_OBJECT
public:
    // `menus`: the main window's menus, listed in the keyboard section; not owned.
    explicit HelpWindow(const QMenuBar* menus, QWidget* parent = nullptr);

    // Shows the section or rule with this anchor (a rule's anchor is its ID).
    void showAnchor(const QString& anchor);
    QString currentAnchor() const { return m_anchor; }
    QTextBrowser* browser() const { return m_browser; }

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void find(bool backwards);
    void fitToScreen();

    const QMenuBar* m_menus;
    QListWidget* m_contents;
    QLineEdit* m_find;
    QTextBrowser* m_browser;
    QString m_anchor;
    bool m_placed = false;
};

} // namespace FlowAudit
