// flowaudit-cli merge: a git merge driver that merges inventories flow by flow and field by
// field (git-setup, which installs it and the diff driver, is gitsetupcommand.cpp).
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/outputguard.h"

#include "core/git/gitcommand.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/yaml/inventorytree.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/merge/conflictwriter.h"
#include "core/merge/inventoryfilemerge.h"
#include "core/merge/layoutmerge.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace FlowAudit::Cli {

namespace {

// git hands the driver temporary files without the inventory's name: they are YAML.
const char* const SideNames[] = {QT_TRANSLATE_NOOP("FlowAudit::Cli", "BASE"),
                                 QT_TRANSLATE_NOOP("FlowAudit::Cli", "OURS"),
                                 QT_TRANSLATE_NOOP("FlowAudit::Cli", "THEIRS")};

// The repository's merge.conflictStyle: merge, diff3 or zdiff3.
QByteArray conflictStyle() {
    return GitRun::run({QStringLiteral("config"), QStringLiteral("--get"),
                        QStringLiteral("merge.conflictStyle")})
        .output.trimmed();
}

// git's own line merge of the three files, for anything that is not three inventories, in
// the conflict style the repository asks for. `why` is said when it is not blank: a file
// that is no inventory on any side is merged quietly, as git merges it without the driver.
int lineMerge(const QStringList& files, const QString& output, int markerSize, const QString& why) {
    QStringList arguments{QStringLiteral("merge-file"), QStringLiteral("-p"),
                          QStringLiteral("--marker-size=%1").arg(markerSize)};
    const QByteArray style = conflictStyle();
    if (style == "diff3" || style == "zdiff3")
        arguments.append(QStringLiteral("--") + QString::fromLatin1(style));
    arguments += {QStringLiteral("-L"),
                  QStringLiteral("ours"),
                  QStringLiteral("-L"),
                  QStringLiteral("base"),
                  QStringLiteral("-L"),
                  QStringLiteral("theirs"),
                  files[1],
                  files[0],
                  files[2]};
    const GitRun merged = GitRun::run(arguments);
    // merge-file exits with the number of conflicts, or a negative number (above 127) on an error.
    if (merged.exitCode < 0 || merged.exitCode > 127) {
        printLine(stderr, tr("flowaudit-cli merge: git merge-file could not merge the lines: %1 "
                             "(nothing was written)")
                              .arg(merged.errorText));
        return CommandContext::exit(Exit::NotRun);
    }
    if (const auto written = AtomicFile::write(output, merged.output)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
        return CommandContext::exit(Exit::NotRun);
    }
    if (!why.isEmpty())
        printLine(
            stderr,
            merged.exitCode == 0
                ? tr("flowaudit-cli merge: %1, so the lines were merged by git merge-file, "
                     "cleanly")
                      .arg(why)
                : tr("flowaudit-cli merge: %1, so the lines were merged by git merge-file: %2 "
                     "conflicts left")
                      .arg(why)
                      .arg(merged.exitCode));
    return CommandContext::exit(merged.exitCode == 0 ? Exit::Done : Exit::Found);
}

const OptionSpec mergeOptions[] = {
    Options::valueNamed(
        Options::described(
            Options::output,
            QT_TRANSLATE_NOOP("FlowAudit::Cli", "write the result to FILE instead of over OURS")),
        "FILE"),
    {.name = "marker-size",
     .valueName = "N",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "the conflict markers' length, git's %L, from 7 (default) to 100")}};

// The merge by flow and field, for a line merge whose result cannot stand (a flow ID given
// to two flows, a list broken across a hunk): OURS's bytes with THEIRS's changes patched in.
int mergeByFlow(const std::array<QByteArray, 3>& sideBytes,
                const std::array<InventoryReadResult, 3>& reads, int markerSize,
                const QString& output) {
    std::array<YamlValue, 3> trees;
    for (std::size_t i = 0; i < 3; ++i)
        trees[i] = InventoryTree::of(*reads[i].inventory);
    const MergeResult merged = InventoryMerge::merge(&trees[0], trees[1], trees[2]);
    QByteArray bytes;
    // OURS's own bytes, with THEIRS's changes and comments carried; merging into another
    // file than OURS (--output) patches OURS's bytes too.
    const LayoutMerge::Output layout = LayoutMerge::write(merged,
                                                          {{&sideBytes[0], &*reads[0].inventory},
                                                           {&sideBytes[1], &*reads[1].inventory},
                                                           {&sideBytes[2], &*reads[2].inventory}},
                                                          markerSize, output);
    if (layout.bytes) {
        bytes = *layout.bytes;
    } else if (merged.isClean()) {
        const InventoryReadResult inventory = InventoryTree::toInventory(merged.settle(), output);
        if (!inventory.inventory) {
            printLine(stderr, tr("flowaudit-cli merge: the merged inventory does not read back "
                                 "(%1); nothing was written")
                                  .arg(inventory.error.toString()));
            return CommandContext::exit(Exit::NotRun);
        }
        bytes = YamlWriter::write(*inventory.inventory);
    } else {
        bytes = ConflictWriter::write(merged, markerSize);
    }
    if (const auto written = AtomicFile::write(output, bytes)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
        return CommandContext::exit(Exit::NotRun);
    }
    if (!layout.bytes) {
        // The canonical layout: what it drops of each side, counted as that side has it.
        printLine(stderr, tr("flowaudit-cli merge: OURS cannot be changed in place (%1), so the "
                             "merge is written in the canonical layout")
                              .arg(layout.whyNot));
        for (std::size_t i = 1; i < 3; ++i) {
            if (!reads[i].unkept.isEmpty())
                printLine(stderr, tr("flowaudit-cli merge: %1 has %2, which the canonical layout "
                                     "does not keep")
                                      .arg(tr(SideNames[i]), reads[i].unkept.describe()));
        }
    }
    for (const QString& line : layout.notCarried)
        printLine(stderr, tr("flowaudit-cli merge: %1").arg(line));
    if (!layout.notCarried.isEmpty())
        printLine(stderr, tr("flowaudit-cli merge: %n comment(s) not carried", nullptr,
                             int(layout.notCarried.size())));
    for (const MergeConflict& conflict : merged.conflicts)
        printLine(stderr, tr("flowaudit-cli merge: conflict in %1").arg(conflict.label()));
    return CommandContext::exit(merged.isClean() ? Exit::Done : Exit::Found);
}

int runMerge(CommandContext& context) {
    const CommandContext& arguments = context;
    const QStringList files = context.operands();
    bool sizeOk = !arguments.isSet(QLatin1StringView("marker-size"));
    const int markerSize = sizeOk
                               ? ConflictWriter::DefaultMarkerSize
                               : arguments.value(QLatin1StringView("marker-size")).toInt(&sizeOk);
    if (!sizeOk || markerSize < 7 || markerSize > 100)
        return usageError(tr("--marker-size must be a whole number from 7 to 100, not \"%1\"")
                              .arg(arguments.value(QLatin1StringView("marker-size"))));
    const QString output =
        arguments.isSet(Options::Output) ? arguments.value(Options::Output) : files[1];
    // The driver writes its result over OURS, as git asks; never over BASE or THEIRS.
    if (namesOneOf(output, {files[0], files[2]}))
        return refuseOutputOverInput(QStringLiteral("merge"), output);

    std::array<QByteArray, 3> sideBytes;
    std::array<InventoryReadResult, 3> reads;
    for (std::size_t i = 0; i < 3; ++i) {
        if (const auto error = InventoryFile::readBytes(files[int(i)], &sideBytes[i])) {
            // Not text FlowAudit reads (too large, not UTF-8): git's own line merge, as
            // without the driver.
            return lineMerge(files, output, markerSize, QString());
        }
        reads[i] = InventoryFile::parse(sideBytes[i], InventoryFile::Format::Yaml, files[int(i)]);
    }
    // A file that is not an inventory on any side (a workflow's YAML a pattern caught) is
    // merged as git merges it without the driver, and quietly; an inventory that one side
    // broke is said.
    const bool anyInventory = std::any_of(
        reads.begin(), reads.end(), [](const auto& read) { return read.inventory.has_value(); });
    for (std::size_t i = 0; i < 3; ++i) {
        if (!reads[i].inventory) {
            if (!anyInventory)
                return lineMerge(files, output, markerSize, QString());
            const QString why = sideBytes[i].trimmed().isEmpty()
                                    ? tr("%1 is empty (a file added on both sides has no base)")
                                          .arg(tr(SideNames[i]))
                                    : tr("%1 is not an inventory (%2)")
                                          .arg(tr(SideNames[i]), reads[i].error.toString());
            return lineMerge(files, output, markerSize, why);
        }
    }

    // git's line merge first: where it stands, its bytes are the answer.
    const InventoryFileMerge::Result lines = InventoryFileMerge::merge(
        sideBytes[0], {&sideBytes[1], &*reads[1].inventory}, {&sideBytes[2], &*reads[2].inventory},
        {markerSize, conflictStyle() == "zdiff3", output});
    if (lines.bytes) {
        if (const auto written = AtomicFile::write(output, *lines.bytes))
            return context.notRun(tr("%1 (nothing was written)").arg(written->toString()));
        if (lines.resolved > 0)
            printLine(stderr, tr("flowaudit-cli merge: %n conflict(s) of git's line merge resolved "
                                 "by flow and field",
                                 nullptr, lines.resolved));
        for (const QString& conflict : lines.conflicts)
            printLine(stderr, tr("flowaudit-cli merge: conflict in %1").arg(conflict));
        return context.found(!lines.isClean());
    }
    printLine(stderr, tr("flowaudit-cli merge: %1, so the flows are merged by flow_id and field")
                          .arg(lines.whyNot));
    return mergeByFlow(sideBytes, reads, markerSize, output);
}

} // namespace

extern const CommandSpec mergeCommand{
    "merge",
    CommandGroup::Git,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "git's merge driver for inventories"),
    {"BASE OURS THEIRS", 3, 3},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "git's merge driver, line merge first: git's own three-way line merge; where it is clean\n"
        "and reads as an inventory, its bytes are the result, every comment and blank line of\n"
        "both sides kept. Where lines conflict, the conflict is resolved by flow and field where\n"
        "the inventories' merge allows it (neighbouring fields, flows added at one place, a value\n"
        "changed on one side and its comment on the other); what is left is written with git's\n"
        "markers around each side's own lines, labelled with the flow and field. Writes over\n"
        "OURS unless --output is given. A side that is not an inventory (or an empty BASE) is\n"
        "merged line by line by git merge-file, and said so."),
    mergeOptions,
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Exit status: 0 merged cleanly, 1 conflicts left in the output, 2 could not run."),
    runMerge};

} // namespace FlowAudit::Cli
