#include "app/cli/clicommands.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"

#include "core/i18n/translations.h"

#include <QCoreApplication>
#include <QFile>
#include <QGuiApplication>
#include <QTemporaryDir>

#include <cstdio>
#include <cstring>
#include <memory>

int main(int argc, char* argv[]) {
    // Reports, maps and charts draw text, which needs a QGuiApplication; the command line never
    // shows a window, so it draws offscreen unless told otherwise, with or without a display.
    const bool drawing =
        argc > 1 && (std::strcmp(argv[1], "report") == 0 || std::strcmp(argv[1], "map") == 0 ||
                     std::strcmp(argv[1], "chart") == 0);
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

    QStringList arguments = QCoreApplication::arguments().mid(1);
    const QString command = arguments.isEmpty() ? QString() : arguments.takeFirst();
    if (command == QLatin1StringView("lint"))
        return FlowAudit::Cli::lint(arguments);
    if (command == QLatin1StringView("baseline"))
        return FlowAudit::Cli::baseline(arguments);
    if (command == QLatin1StringView("report"))
        return FlowAudit::Cli::report(arguments);
    if (command == QLatin1StringView("convert"))
        return FlowAudit::Cli::convert(arguments);
    if (command == QLatin1StringView("simulate"))
        return FlowAudit::Cli::simulate(arguments);
    if (command == QLatin1StringView("ledger"))
        return FlowAudit::Cli::ledger(arguments);
    if (command == QLatin1StringView("map"))
        return FlowAudit::Cli::map(arguments);
    if (command == QLatin1StringView("chart"))
        return FlowAudit::Cli::chart(arguments);
    if (command == QLatin1StringView("import"))
        return FlowAudit::Cli::import(arguments);
    if (command == QLatin1StringView("diff"))
        return FlowAudit::Cli::diff(arguments);
    if (command == QLatin1StringView("textconv"))
        return FlowAudit::Cli::textconv(arguments);
    if (command == QLatin1StringView("merge"))
        return FlowAudit::Cli::merge(arguments);
    if (command == QLatin1StringView("git-setup"))
        return FlowAudit::Cli::gitSetup(arguments);
    if (command == QLatin1StringView("set"))
        return FlowAudit::Cli::set(arguments);
    if (command == QLatin1StringView("fix"))
        return FlowAudit::Cli::fix(arguments);
    if (command == QLatin1StringView("waive"))
        return FlowAudit::Cli::waive(arguments);
    if (command == QLatin1StringView("format"))
        return FlowAudit::Cli::format(arguments);
    if (command == QLatin1StringView("--version") || command == QLatin1StringView("-v") ||
        command == QLatin1StringView("version"))
        return FlowAudit::Cli::version();
    if (command == QLatin1StringView("help") && !arguments.isEmpty()) {
        if (const auto named = FlowAudit::Cli::commandNamed(arguments.first()))
            return FlowAudit::Cli::commandHelp(*named);
        return FlowAudit::Cli::usageError(
            QCoreApplication::translate(
                "Cli",
                "there is no command \"%1\": the commands are lint, baseline, report, "
                "convert, simulate, ledger, map, chart, import, diff, textconv, merge, git-setup, "
                "set, fix, "
                "waive and format")
                .arg(arguments.first()));
    }
    if (command.isEmpty() || command == QLatin1StringView("--help") ||
        command == QLatin1StringView("-h") || command == QLatin1StringView("help"))
        return FlowAudit::Cli::help();
    std::fprintf(
        stderr, "%s\n",
        qPrintable(QCoreApplication::translate(
                       "Cli", "flowaudit-cli: unknown command \"%1\"; see flowaudit-cli --help")
                       .arg(command)));
    return 2;
}
