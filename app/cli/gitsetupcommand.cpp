// flowaudit-cli git-setup: the one command that gives inventories, and only them, to
// FlowAudit's merge and diff drivers (docs/spec/accepted-risks-and-git.md, Merge).
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"

#include "core/git/gitsetup.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStandardPaths>

namespace FlowAudit::Cli {

namespace {

const QLatin1StringView PatternOption("pattern");
const QLatin1StringView ForceOption("force");

// How git is to run this program: by name when that name finds it, else by its path.
QString commandForGit() {
    const QString self = QFileInfo(QCoreApplication::applicationFilePath()).canonicalFilePath();
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("flowaudit-cli"));
    if (!onPath.isEmpty() && QFileInfo(onPath).canonicalFilePath() == self)
        return QStringLiteral("flowaudit-cli");
    QString quoted = self;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

const OptionSpec gitSetupOptions[] = {
    {.name = "pattern",
     .valueName = "GLOB",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "write this one pattern instead of each inventory's path; it may "
                               "follow one\nDIR inside the repository")},
    {.name = "force",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "with --pattern: write it though it matches no inventory yet")}};

int runGitSetup(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList paths = context.operands();
    const QString pattern = arguments.value(PatternOption);
    if (arguments.isSet(PatternOption) && pattern.trimmed().isEmpty())
        return usageError(tr("--pattern needs a pattern"));
    if (!pattern.isEmpty() &&
        (paths.size() > 1 || (paths.size() == 1 && !QFileInfo(paths.first()).isDir())))
        return usageError(tr("git-setup takes files or a --pattern, not both (a pattern may "
                             "follow one folder inside the repository)"));
    if (arguments.isSet(ForceOption) && pattern.isEmpty())
        return usageError(tr("--force goes with --pattern: it writes a pattern that matches no "
                             "inventory yet"));
    const GitSetup::Result result = GitSetup::run(
        paths, pattern, commandForGit(),
        arguments.isSet(ForceOption) ? GitSetup::Unmatched::Allowed : GitSetup::Unmatched::Refused);
    for (const QString& line : result.notes)
        printLine(stdout, line);
    for (const QString& line : result.changes)
        printLine(stdout, line);
    if (!result.ok())
        return context.notRun(tr("flowaudit-cli git-setup: %1").arg(result.error));
    if (result.changes.isEmpty())
        printLine(stdout, tr("Already set up: nothing changed."));
    return context.done();
}

} // namespace

extern const CommandSpec gitSetupCommand{
    "git-setup",
    CommandGroup::Git,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "give inventories, and only them, to the drivers"),
    {"[FILE|DIR ...]", 0, -1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Give inventories, and only inventories, to FlowAudit's merge and diff drivers: adds\n"
        "PATH merge=flowaudit diff=flowaudit lines to the repository's .gitattributes for each\n"
        "inventory named or found under each DIR (default: here), and defines both drivers in\n"
        "the repository's git config. A FILE that is not an inventory is refused. --pattern\n"
        "writes one pattern instead: it lists the files the pattern matches (as git matches it)\n"
        "and refuses a pattern that matches a file that is not an inventory (a workflow's .yaml,\n"
        "say), one git would refuse or ignore (!negative, #comment, a folder's DIR/), and one\n"
        "that matches no inventory yet, which would later send whatever file it catches to the\n"
        "drivers; --force writes such a pattern all the same. A pattern with a space is written\n"
        "quoted, as git reads it. Prints what it did; run twice, it changes nothing."),
    gitSetupOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 set up (or already set up), 2 not (bad usage, a folder outside a git\n"
        "repository, a pattern refused, a file that cannot be written); nothing is written\n"
        "when it is refused."),
    runGitSetup};

} // namespace FlowAudit::Cli
