// flowaudit-cli diff and textconv: what a change does to an inventory, for reviewers and
// for git's own diff.
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/inventoryversion.h"
#include "app/cli/lintoptions.h"
#include "app/cli/outputguard.h"

#include "core/diff/inventorycomparison.h"
#include "core/diff/textconv.h"
#include "core/io/atomicfile.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>

namespace FlowAudit::Cli {

int diff(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Diff);
    QCommandLineParser parser;
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("Output format."),
                                          QStringLiteral("format"), QStringLiteral("text"));
    const QCommandLineOption outputOption(QStringLiteral("output"), tr("Output file."),
                                          QStringLiteral("path"));
    parser.addOptions({formatOption, outputOption});
    LintOptionsParser lintOptions;
    lintOptions.addTo(parser);
    if (!parser.parse(QStringList{QStringLiteral("diff")} + arguments))
        return usageError(parser.errorText());
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2)
        return usageError(tr("diff needs two inventories: OLD NEW (each a file or REV:PATH)"));
    if (parser.isSet(outputOption) && namesAnInput(parser.value(outputOption), files))
        return refuseOutputOverInput(QStringLiteral("diff"), parser.value(outputOption));
    const QString format = parser.value(formatOption);
    if (format != QLatin1String("text") && format != QLatin1String("json") &&
        format != QLatin1String("markdown"))
        return usageError(tr("--format must be text, json or markdown, not \"%1\"").arg(format));
    int status = 0;
    const std::optional<LintOptions> options = lintOptions.read(parser, status);
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
    if (parser.isSet(outputOption)) {
        if (const auto written = AtomicFile::write(parser.value(outputOption), output)) {
            printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
            return 2;
        }
    } else {
        print(stdout, output);
    }
    return comparison.isSame() ? 0 : 1;
}

int textconv(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::TextConv);
    if (arguments.size() != 1)
        return usageError(tr("textconv needs one file"));
    QByteArray bytes;
    const InventoryReadResult read = readInventoryVersion(arguments.first(), &bytes);
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
        QFile file(arguments.first()); // one InventoryFile refused to read (too large, say)
        if (file.open(QIODevice::ReadOnly))
            bytes = file.readAll();
    }
    if (!bytes.isEmpty() || QFileInfo(arguments.first()).isFile()) {
        print(stdout, bytes);
        return 0;
    }
    print(stdout, TextConv::errorLine(read.error));
    return 0;
}

} // namespace FlowAudit::Cli
