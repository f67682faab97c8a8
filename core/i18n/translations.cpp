#include "core/i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace FlowAudit {

bool Translations::install(QCoreApplication* application, const QString& code) {
    QLocale::setDefault(QLocale(code));
    auto* own = new QTranslator(application);
    const bool found = own->load(QStringLiteral(":/i18n/flowaudit_%1.qm").arg(code));
    if (found)
        QCoreApplication::installTranslator(own);
    else
        delete own;
    // Qt's own dialogs and buttons (Save, Discard, Cancel) in the same language.
    auto* qt = new QTranslator(application);
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    return found || code == QLatin1StringView("en");
}

QStringList Translations::available() {
    return {QStringLiteral("en"), QStringLiteral("de")};
}

QString Translations::systemLanguage() {
    for (const QString& name : QLocale::system().uiLanguages()) {
        const QString code = QLocale(name).name().section(QLatin1Char('_'), 0, 0);
        if (available().contains(code))
            return code;
    }
    return QStringLiteral("en");
}

} // namespace FlowAudit
