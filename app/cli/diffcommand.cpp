// flowaudit-cli diff and textconv: what a change does to an inventory, for reviewers and
// for git's own diff.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/inventoryversion.h"
#include "app/cli/outputguard.h"

#include "core/diff/inventorycomparison.h"
#include "core/diff/textconv.h"

#include <QFile>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

const OptionSpec diffOptions[] = {
    {.name = "format",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "text (default); json; markdown: for a pull-request comment"),
     .choices = "text|json|markdown",
     .defaultValue = "text"},
    Options::output,
    Options::today};

int runDiff(CommandContext& context) {
    const QStringList files = context.operands();
    if (context.isSet(Options::Output) && namesOneOf(context.value(Options::Output), files))
        return refuseOutputOverInput(QStringLiteral("diff"), context.value(Options::Output));
    const QString format = context.value(Options::Format);
    LintOptions options;
    options.today = context.date(Options::Today);

    QList<FileLint> lints;
    for (const QString& file : files) {
        const ReadInventory* read = context.inventoryVersion(file);
        if (!read)
            return context.notRun();
        lints.append(lintInventory(file, *read->read.inventory, options));
    }
    context.provideCards(lints);
    const InventoryComparison comparison = InventoryComparison::of(lints[0], lints[1]);
    const QByteArray output = format == QLatin1String("json") ? DiffFormat::json(comparison)
                              : format == QLatin1String("markdown")
                                  ? DiffFormat::markdown(comparison)
                                  : DiffFormat::text(comparison);
    if (const int status = writeOutput(context, output))
        return status;
    return context.found(!comparison.isSame());
}

int runTextconv(CommandContext& context) {
    const QStringList files = context.operands();
    const QString& path = files.first();
    QByteArray bytes;
    const InventoryReadResult read = readInventoryVersion(path, &bytes);
    if (read.inventory) {
        const std::optional<InventoryComments> comments =
            InventoryComments::of(bytes, *read.inventory);
        print(stdout, TextConv::lines(*read.inventory, comments ? &*comments : nullptr));
        return context.done();
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
        return context.done();
    }
    print(stdout, TextConv::errorLine(read.error));
    return context.done();
}

} // namespace

extern const CommandSpec textconvCommand{
    "textconv",
    CommandGroup::Git,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "git's diff driver: an inventory as one line per value"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "git's diff driver: one line per value, flow_id.field: value, flows sorted by flow_id, so\n"
        "git diff and git log -p show fields and do not shift when flows move. A file that cannot\n"
        "be read prints its error as one line."),
    {},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0, also for a file that cannot be read (git shows its error line);\n"
        "2 only for bad usage."),
    runTextconv};

extern const CommandSpec diffCommand{
    "diff",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "what a change does: findings added and removed, flows changed"),
    {"OLD NEW", 2, 2},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "What a change does: first the findings it adds and removes, then the flows added, "
        "removed,\n"
        "renamed, moved and changed (each field old -> new, reviews and unknown fields too), the\n"
        "top-level keys and the waivers. OLD and NEW are files, or REV:PATH for a version in git\n"
        "(HEAD:flows.yaml, main:./flows.yaml)."),
    diffOptions,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 the same inventory, 1 they differ, 2 either cannot be read."),
    runDiff};

} // namespace FlowAudit::Cli
