#include "core/i18n/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace FlowAudit {

namespace {
// The translators install() put in place, taken out by the next install(): a command that
// chooses its own language (report --lang) after the environment's must not keep the
// first, whose texts would fill every gap of the second. They stay the application's
// children (deleted with it), so no pointer to them dangles. QPointer: whoever owns the
// application may have deleted one since (the tests do).
QList<QPointer<QTranslator>>& installedTranslators() {
    static QList<QPointer<QTranslator>> installed;
    return installed;
}
} // namespace

bool Translations::install(QCoreApplication* application, const QString& code) {
    for (const QPointer<QTranslator>& translator : installedTranslators()) {
        if (translator)
            QCoreApplication::removeTranslator(translator);
    }
    installedTranslators().clear();
    QLocale::setDefault(QLocale(code));
    auto* own = new QTranslator(application);
    const bool found = own->load(QStringLiteral(":/i18n/flowaudit_%1.qm").arg(code));
    if (found) {
        QCoreApplication::installTranslator(own);
        installedTranslators().append(own);
    } else {
        delete own;
    }
    // Qt's own dialogs and buttons (Save, Discard, Cancel) in the same language.
    auto* qt = new QTranslator(application);
    if (qt->load(QLocale(code), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt);
        installedTranslators().append(qt);
    } else {
        delete qt;
    }
    return found || code == QLatin1StringView("en");
}

void Translations::installEnglishPlurals(QCoreApplication* application) {
    auto* plurals = new QTranslator(application);
    if (plurals->load(QStringLiteral(":/i18n/flowaudit_en.qm"))) {
        QCoreApplication::installTranslator(plurals);
        installedTranslators().append(plurals);
    } else {
        delete plurals;
    }
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
