#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace FlowAudit {

// FlowAudit's own translations (built into the core library under :/i18n) and Qt's, for
// the editor and for the command line's reports.
class Translations {
public:
    // Makes `code` (en, de) the language of numbers, dates and every translated text of
    // the application. False when FlowAudit has no translation for it (English is the
    // source and needs none).
    static bool install(QCoreApplication* application, const QString& code);
    // English's own plural forms ("1 flow", "2 flows") and nothing else: the command line
    // in English keeps the environment's numbers and dates (a C locale's 1000, not 1,000).
    static void installEnglishPlurals(QCoreApplication* application);
    // The languages FlowAudit speaks (en, de).
    static QStringList available();
    // The first of them the environment asks for (LANGUAGE, LC_ALL, LC_MESSAGES, LANG, as
    // QLocale::system() reads them); en when it asks for none of them.
    static QString systemLanguage();
};

} // namespace FlowAudit
