#pragma once

#include <QString>

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
};

} // namespace FlowAudit
