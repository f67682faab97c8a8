#include "app/cli/commandtable.h"

#include "core/i18n/translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <memory>

int main(int argc, char* argv[]) {
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    // Reports, maps and charts draw text, which needs a QGuiApplication; the command line never
    // shows a window, so it draws offscreen unless told otherwise, with or without a display.
    const bool drawing = FlowAudit::Cli::drawsText(arguments);
    if (drawing && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without XDG_RUNTIME_DIR (CI, cron, a container) Qt's GUI warns on standard error and
    // makes one in /tmp; a private folder of this run's own says nothing and goes with it.
    std::unique_ptr<QTemporaryDir> runtimeDir;
    if (drawing && qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        runtimeDir = std::make_unique<QTemporaryDir>();
        if (runtimeDir->isValid())
            qputenv("XDG_RUNTIME_DIR", QFile::encodeName(runtimeDir->path()));
    }
    const std::unique_ptr<QCoreApplication> application(drawing ? new QGuiApplication(argc, argv)
                                                                : new QCoreApplication(argc, argv));
    QCoreApplication::setApplicationName(QStringLiteral("flowaudit-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(FLOWAUDIT_VERSION));
    // The command line speaks the environment's language where FlowAudit has it.
    if (const QString language = FlowAudit::Translations::systemLanguage();
        language != QLatin1StringView("en"))
        FlowAudit::Translations::install(application.get(), language);
    else
        FlowAudit::Translations::installEnglishPlurals(application.get());
    return FlowAudit::Cli::runCommandLine(QCoreApplication::arguments().mid(1));
}
