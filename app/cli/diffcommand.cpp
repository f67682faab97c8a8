// flowaudit-cli diff and textconv: what a change does to an inventory, for reviewers and
// for git's own diff.
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/inventoryversion.h"
#include "app/cli/lintoptions.h"
#include "app/cli/outputguard.h"

#include "core/diff/inventorycomparison.h"
#include "core/diff/textconv.h"

#include <QFile>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

QList<QCommandLineOption> diffOptions() {
    return {Options::format("text"), Options::output(), Options::today()};
}

int runDiff(const QStringList& commandLine) {
    CommandArguments arguments(diffCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 2)
        return usageError(tr("diff needs two inventories: OLD NEW (each a file or REV:PATH)"));
    if (arguments.isSet(Options::Output) && namesAnInput(arguments.value(Options::Output), files))
        return refuseOutputOverInput(QStringLiteral("diff"), arguments.value(Options::Output));
    const QString format = arguments.value(Options::Format);
    if (format != QLatin1String("text") && format != QLatin1String("json") &&
        format != QLatin1String("markdown"))
        return usageError(tr("--format must be text, json or markdown, not \"%1\"").arg(format));
    LintOptionsParser lintOptions;
    int status = 0;
    const std::optional<LintOptions> options = lintOptions.read(arguments, status);
    if (!options)
        return status;

    QList<FileLint> lints;
    for (const QString& file : files) {
        InventoryReadResult read = readInventoryVersion(file);
        if (!read.inventory) {
            printLine(stderr, read.error.toString());
            return 2;
        }
        lints.append(lintInventory(file, std::move(*read.inventory), *options));
    }
    lintOptions.provideCards(lints);
    const InventoryComparison comparison = InventoryComparison::of(lints[0], lints[1]);
    const QByteArray output = format == QLatin1String("json") ? DiffFormat::json(comparison)
                              : format == QLatin1String("markdown")
                                  ? DiffFormat::markdown(comparison)
                                  : DiffFormat::text(comparison);
    if (const int status = writeOutput(arguments, output))
        return status;
    return comparison.isSame() ? 0 : 1;
}

QList<QCommandLineOption> textconvOptions() {
    return {};
}

int runTextconv(const QStringList& commandLine) {
    CommandArguments arguments(textconvCommand);
    if (!arguments.parse(commandLine))
        return arguments.status();
    const QStringList files = arguments.positional();
    if (files.size() != 1)
        return usageError(tr("textconv needs one file"));
    const QString& path = files.first();
    QByteArray bytes;
    const InventoryReadResult read = readInventoryVersion(path, &bytes);
    if (read.inventory) {
        const std::optional<InventoryComments> comments =
            InventoryComments::of(bytes, *read.inventory);
        print(stdout, TextConv::lines(*read.inventory, comments ? &*comments : nullptr));
        return 0;
    }
    // Not an inventory (a workflow's YAML, a file with conflict markers, a half-typed one):
    // its bytes, as git shows a file without a textconv. git stops a whole diff at a failing
    // textconv, so a file that cannot be read at all is one line of text.
    if (bytes.isEmpty()) {
        QFile file(path); // one InventoryFile refused to read (too large, say)
        if (file.open(QIODevice::ReadOnly))
            bytes = file.readAll();
    }
    if (!bytes.isEmpty() || QFileInfo(path).isFile()) {
        print(stdout, bytes);
        return 0;
    }
    print(stdout, TextConv::errorLine(read.error));
    return 0;
}

} // namespace

const CommandSpec textconvCommand{
    "textconv",
    CommandGroup::Git,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "git's diff driver: an inventory as one line per value"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli textconv FILE\n"
        "      git's diff driver: one line per value, flow_id.field: value, flows sorted "
        "by flow_id, so\n"
        "      git diff and git log -p show fields and do not shift when flows move. A "
        "file that cannot\n"
        "      be read prints its error as one line."),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0, also for a file that cannot be read (git shows its error line);\n"
        "2 only for bad usage."),
    textconvOptions,
    runTextconv};

const CommandSpec diffCommand{
    "diff",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "what a change does: findings added and removed, flows changed"),
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "  flowaudit-cli diff OLD NEW [--format text|json|markdown] [--output PATH] "
        "[--today YYYY-MM-DD]\n"
        "      What a change does: first the findings it adds and removes, then the "
        "flows added, removed,\n"
        "      renamed, moved and changed (each field old -> new, reviews and unknown "
        "fields too), the\n"
        "      top-level keys and the waivers. OLD and NEW are files, or REV:PATH for a "
        "version in git\n"
        "      (HEAD:flows.yaml, main:./flows.yaml).\n"
        "      --format   text (default); json; markdown: for a pull-request comment"),
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 the same inventory, 1 they differ, 2 either cannot be read."),
    diffOptions,
    runDiff};

} // namespace FlowAudit::Cli
