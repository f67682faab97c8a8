#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace FlowAudit {

// The editor's languages: English (the source) and German. The choice is kept in the
// settings; empty follows the system locale. Translations take effect at the next start.
class Languages {
public:
    static QStringList available();                 // language codes: en, de
    static QString nativeName(const QString& code); // English, Deutsch
    static QString chosen();                        // empty: the system's
    static void setChosen(const QString& code);
    // The language used: the choice, else the system's when FlowAudit speaks it, else en.
    static QString effective();
    // Installs FlowAudit's and Qt's own translations for effective() into the application.
    static void install(QCoreApplication* application);
};

} // namespace FlowAudit
