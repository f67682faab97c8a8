#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QMenuBar;

namespace FlowAudit {

// The editor's manual as one HTML page: what FlowAudit checks and why, each panel, editing
// from the keyboard, files, the command line, where it keeps your files, the keyboard
// shortcuts (read from the window's own menus, so they are never out of date) and the rule
// reference. Every section is anchored for the contents list and for F1.
class UserGuide {
    Q_DECLARE_TR_FUNCTIONS(UserGuide)
public:
    struct Section {
        QString anchor;
        QString title;
    };
    static QString html(const QMenuBar* menus);
    // The sections of a page html() made, in the order the text has them: its <h2>
    // headings, the guide's own and the references' alike, so the contents list can never
    // disagree with the page.
    static QList<Section> sections(const QString& html);

    // Anchors F1 uses: the start, and the panels.
    static QString overviewAnchor() { return QStringLiteral("overview"); }
    static QString tableAnchor() { return QStringLiteral("table"); }
    static QString formAnchor() { return QStringLiteral("form"); }
    static QString findingsAnchor() { return QStringLiteral("findings"); }
    static QString waiversAnchor() { return QStringLiteral("waivers"); }
    static QString fixesAnchor() { return QStringLiteral("fixes"); }
    static QString vendorsAnchor() { return QStringLiteral("vendors"); }
    static QString evidenceAnchor() { return QStringLiteral("evidence"); }
    static QString mathsAnchor() { return QStringLiteral("maths"); }
    static QString keyboardAnchor() { return QStringLiteral("keyboard"); }

private:
    // The guide's own sections, in the page's order.
    static QString overviewSection();
    static QString tableSection();
    static QString editingSection();
    static QString formSection();
    static QString findingsSection();
    static QString fixesSection();
    static QString waiversSection();
    static QString vendorsSection();
    static QString evidenceSection();
    static QString mathsSection();
    static QString filesSection();
    static QString reportSection();
    static QString commandLineSection();
    static QString keyboard(const QMenuBar* menus);
    static QString locations();
};

} // namespace FlowAudit
