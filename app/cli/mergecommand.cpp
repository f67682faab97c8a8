// flowaudit-cli merge and git-setup: a git merge driver that merges inventories flow by
// flow and field by field, and the one command that installs it and the diff driver.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/outputguard.h"
#include "core/io/inventorypatch.h"

#include "core/git/gitcommand.h"
#include "core/git/gitsetup.h"
#include "core/io/atomicfile.h"
#include "core/io/inventoryfile.h"
#include "core/io/inventorytree.h"
#include "core/io/yamlwriter.h"
#include "core/merge/conflictwriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace FlowAudit::Cli {

namespace {

// git's own line merge of the three files, for anything that is not three inventories.
int lineMerge(const QStringList& files, const QString& output, int markerSize, const QString& why) {
    const GitRun merged =
        GitRun::run({QStringLiteral("merge-file"), QStringLiteral("-p"),
                     QStringLiteral("--marker-size=%1").arg(markerSize), QStringLiteral("-L"),
                     QStringLiteral("ours"), QStringLiteral("-L"), QStringLiteral("base"),
                     QStringLiteral("-L"), QStringLiteral("theirs"), files[1], files[0], files[2]});
    // merge-file exits with the number of conflicts, or a negative number (above 127) on an error.
    if (merged.exitCode < 0 || merged.exitCode > 127) {
        printLine(stderr, tr("flowaudit-cli merge: %1, and git merge-file could not merge the "
                             "lines: %2 (nothing was written)")
                              .arg(why, merged.errorText));
        return 2;
    }
    if (const auto written = AtomicFile::write(output, merged.output)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
        return 2;
    }
    printLine(
        stderr,
        merged.exitCode == 0
            ? tr("flowaudit-cli merge: %1, so the lines were merged by git merge-file, cleanly")
                  .arg(why)
            : tr("flowaudit-cli merge: %1, so the lines were merged by git merge-file: %2 "
                 "conflicts left")
                  .arg(why)
                  .arg(merged.exitCode));
    return merged.exitCode == 0 ? 0 : 1;
}

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

} // namespace

int merge(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Merge);
    QCommandLineParser parser;
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Output file."),
                                          QStringLiteral("path"));
    const QCommandLineOption markerOption(QStringLiteral("marker-size"),
                                          tr("Conflict marker size."), QStringLiteral("n"),
                                          QString::number(ConflictWriter::DefaultMarkerSize));
    parser.addOptions({outputOption, markerOption});
    if (!parser.parse(QStringList{QStringLiteral("merge")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 3)
        return usageError(tr("merge needs three files: BASE OURS THEIRS"));
    bool sizeOk = false;
    const int markerSize = parser.value(markerOption).toInt(&sizeOk);
    if (!sizeOk || markerSize < 7 || markerSize > 100)
        return usageError(tr("--marker-size must be a whole number from 7 to 100, not \"%1\"")
                              .arg(parser.value(markerOption)));
    const QString output = parser.isSet(outputOption) ? parser.value(outputOption) : files[1];
    // The driver writes its result over OURS, as git asks; never over BASE or THEIRS.
    if (namesAnInput(output, {files[0], files[2]}))
        return refuseOutputOverInput(QStringLiteral("merge"), output);

    // git hands the driver temporary files without the inventory's name: they are YAML.
    const char* sideNames[] = {QT_TRANSLATE_NOOP("FlowAudit::Cli", "BASE"),
                               QT_TRANSLATE_NOOP("FlowAudit::Cli", "OURS"),
                               QT_TRANSLATE_NOOP("FlowAudit::Cli", "THEIRS")};
    std::array<YamlValue, 3> trees;
    std::array<UnkeptSyntax, 3> unkept;
    QByteArray oursBytes;
    std::optional<Inventory> ours;
    for (int i = 0; i < 3; ++i) {
        QByteArray bytes;
        if (const auto error = InventoryFile::readBytes(files[i], &bytes)) {
            printLine(stderr,
                      tr("flowaudit-cli merge: %1 (nothing was written)").arg(error->toString()));
            return 2;
        }
        const InventoryReadResult read =
            InventoryFile::parse(bytes, InventoryFile::Format::Yaml, files[i]);
        if (!read.inventory) {
            const QString why = bytes.trimmed().isEmpty()
                                    ? tr("%1 is empty (a file added on both sides has no base)")
                                          .arg(tr(sideNames[i]))
                                    : tr("%1 is not an inventory (%2)")
                                          .arg(tr(sideNames[i]), read.error.toString());
            return lineMerge(files, output, markerSize, why);
        }
        trees[std::size_t(i)] = InventoryTree::of(*read.inventory);
        unkept[std::size_t(i)] = read.unkept;
        if (i == 1) {
            oursBytes = bytes;
            ours = read.inventory;
        }
    }

    const MergeResult merged = InventoryMerge::merge(&trees[0], trees[1], trees[2]);
    QByteArray bytes;
    bool oursKept = false; // OURS patched: its comments, anchors and tags stay
    if (merged.isClean()) {
        const InventoryReadResult inventory = InventoryTree::toInventory(merged.settle(), output);
        if (!inventory.inventory) {
            printLine(stderr, tr("flowaudit-cli merge: the merged inventory does not read back "
                                 "(%1); nothing was written")
                                  .arg(inventory.error.toString()));
            return 2;
        }
        // OURS patched with THEIRS's changes: OURS's comments and layout stay.
        InventoryPatch::Result patch =
            namesAnInput(output, {files[1]})
                ? InventoryPatch::patch(oursBytes, *ours, *inventory.inventory, output)
                : InventoryPatch::Result();
        oursKept = patch.bytes.has_value();
        bytes = oursKept ? std::move(*patch.bytes) : YamlWriter::write(*inventory.inventory);
    } else {
        bytes = ConflictWriter::write(merged, markerSize);
    }
    if (const auto written = AtomicFile::write(output, bytes)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
        return 2;
    }
    for (int i = oursKept ? 2 : 1; i < 3; ++i) {
        if (!unkept[std::size_t(i)].isEmpty())
            printLine(stderr,
                      tr("flowaudit-cli merge: %1 has %2, which the merge does not keep (it "
                         "writes the inventory as a save does)")
                          .arg(tr(sideNames[i]), unkept[std::size_t(i)].describe()));
    }
    for (const MergeConflict& conflict : merged.conflicts)
        printLine(stderr, tr("flowaudit-cli merge: conflict in %1").arg(conflict.label()));
    return merged.isClean() ? 0 : 1;
}

int gitSetup(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::GitSetup);
    QCommandLineParser parser;
    const QCommandLineOption patternOption(
        QStringLiteral("pattern"), tr("Files to give the drivers."), QStringLiteral("glob"));
    parser.addOption(patternOption);
    if (!parser.parse(QStringList{QStringLiteral("git-setup")} + arguments))
        return usageError(parser.errorText());
    const QStringList dirs = parser.positionalArguments();
    if (dirs.size() > 1)
        return usageError(tr("git-setup takes at most one folder"));
    const QString dir = dirs.isEmpty() ? QDir::currentPath() : dirs.first();
    if (!QFileInfo(dir).isDir())
        return usageError(tr("%1 is not a folder").arg(dir));
    const GitSetup::Result result =
        GitSetup::run(dir, parser.value(patternOption), commandForGit());
    for (const QString& line : result.changes)
        printLine(stdout, line);
    if (!result.ok()) {
        printLine(stderr, tr("flowaudit-cli git-setup: %1").arg(result.error));
        return 2;
    }
    if (result.changes.isEmpty())
        printLine(stdout, tr("Already set up: nothing changed."));
    return 0;
}

} // namespace FlowAudit::Cli
