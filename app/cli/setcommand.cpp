// flowaudit-cli set: a scriptable edit of one flow's fields and reviews, saved as the
// editor saves (the file patched, its comments and layout kept).
#include "app/cli/clicommands.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandusage.h"
#include "app/cli/flowlookup.h"
#include "app/cli/patchedsave.h"

#include "core/document/flowassignment.h"

#include <QCommandLineParser>
#include <QSet>

#include <algorithm>

namespace FlowAudit::Cli {

int set(const QStringList& arguments) {
    if (asksForHelp(arguments))
        return commandHelp(Command::Set);
    QCommandLineParser parser;
    const QCommandLineOption reformatOption(
        QStringLiteral("reformat"),
        tr("Write the file in the canonical layout where it cannot be changed in place."));
    parser.addOption(reformatOption);
    if (!parser.parse(QStringList{QStringLiteral("set")} + arguments))
        return usageError(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < 3)
        return usageError(tr("set takes FILE FLOW FIELD=VALUE [FIELD=VALUE …], FLOW being the "
                             "flow's ID or its position @N"));
    const QString& file = positional[0];
    const QString& flowId = positional[1];
    const auto refuse = [&file](const QString& problem) {
        printLine(stderr, tr("%1: %2; nothing was written").arg(file, problem));
        return 2;
    };

    const std::optional<ReadInventory> original = readForPatching(file);
    if (!original)
        return 2;
    const Inventory& inventory = *original->read.inventory;
    QString problem;
    bool usage = false;
    const std::optional<int> index = flowNamed(inventory, flowId, &problem, &usage);
    if (!index)
        return usage ? usageError(problem) : refuse(problem);
    // Every assignment is read and checked before any is made: all or nothing.
    QList<FlowAssignment> assignments;
    QSet<QString> keys;
    for (const QString& argument : positional.mid(2)) {
        std::optional<FlowAssignment> assignment =
            FlowAssignment::parse(argument, inventory, &problem);
        if (!assignment)
            return refuse(problem);
        if (keys.contains(assignment->key()))
            return refuse(tr("%1 is given twice").arg(assignment->key()));
        keys.insert(assignment->key());
        assignments.append(std::move(*assignment));
    }
    Flow flow = inventory.flows[*index];
    QStringList said;
    for (const FlowAssignment& assignment : assignments) {
        const Flow before = flow;
        if (const std::optional<QString> refused = assignment.applyTo(flow))
            return refuse(tr("flow %1: %2").arg(flowId, *refused));
        said.append(flow == before
                        ? tr("%1: flow %2: %3 already reads so").arg(file, flowId, assignment.key())
                    : assignment.value().isEmpty()
                        ? tr("%1: flow %2: %3 cleared").arg(file, flowId, assignment.key())
                        : tr("%1: flow %2: %3 set to %4")
                              .arg(file, flowId, assignment.key(), assignment.value()));
    }
    // The flow's ID checked once all are made: a new ID must be its own (SC01).
    const bool setsId = std::any_of(assignments.begin(), assignments.end(),
                                    [](const FlowAssignment& a) { return a.setsFlowId(); });
    if (setsId) {
        if (const std::optional<QString> refused =
                FlowAssignment::idProblem(inventory, *index, flow))
            return refuse(tr("flow %1: %2").arg(flowId, *refused));
    }
    if (flow == inventory.flows[*index]) {
        printLine(stderr,
                  tr("%1: flow %2 already reads so; the file is unchanged").arg(file, flowId));
        return 0;
    }
    Inventory saved = inventory;
    saved.flows[*index] = flow;
    if (const int status = savePatched(QStringLiteral("set"), file, *original, saved,
                                       parser.isSet(reformatOption)))
        return status;
    for (const QString& line : said)
        printLine(stderr, line);
    return 0;
}

} // namespace FlowAudit::Cli
