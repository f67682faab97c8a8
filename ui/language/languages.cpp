#include "ui/language/languages.h"

#include "core/i18n/translations.h"

#include <QLocale>
#include <QSettings>

namespace FlowAudit {

namespace {
const QString LanguageKey = QStringLiteral("ui/language");
}

QStringList Languages::available() {
    return Translations::available();
}

QString Languages::nativeName(const QString& code) {
    // Each language named in itself, as language menus do.
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString Languages::chosen() {
    const QString code = QSettings().value(LanguageKey).toString();
    return available().contains(code) ? code : QString();
}

void Languages::setChosen(const QString& code) {
    if (code.isEmpty())
        QSettings().remove(LanguageKey);
    else
        QSettings().setValue(LanguageKey, code);
}

QString Languages::effective() {
    return chosen().isEmpty() ? Translations::systemLanguage() : chosen();
}

void Languages::install(QCoreApplication* application) {
    Translations::install(application, effective());
}

} // namespace FlowAudit
