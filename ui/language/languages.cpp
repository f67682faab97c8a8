#include "ui/language/languages.h"

#include "core/i18n/translations.h"

#include <QLocale>
#include <QSettings>

namespace FlowAudit {

namespace {
const QString Key = QStringLiteral("ui/language");
}

QStringList Languages::available()
{
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString Languages::nativeName(const QString& code)
{
    // Each language named in itself, as language menus do.
    if (code == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return code;
}

QString Languages::chosen()
{
    const QString code = QSettings().value(Key).toString();
    return available().contains(code) ? code : QString();
}

void Languages::setChosen(const QString& code)
{
    if (code.isEmpty())
        QSettings().remove(Key);
    else
        QSettings().setValue(Key, code);
}

QString Languages::effective()
{
    if (!chosen().isEmpty())
        return chosen();
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = QLocale(name).name().section(QLatin1Char('_'), 0, 0);
        if (available().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

void Languages::install(QCoreApplication* application)
{
    Translations::install(application, effective());
}

} // namespace FlowAudit
