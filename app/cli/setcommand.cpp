// flowaudit-cli set: a scriptable edit of one flow's fields and reviews, saved as the
// editor saves (the file patched, its comments and layout kept).
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/flowlookup.h"
#include "app/cli/patchedsave.h"

#include "core/document/flowassignment.h"

#include <QSet>

#include <algorithm>

namespace FlowAudit::Cli {

namespace {

const OptionSpec setOptions[] = {Options::reformat};

int runSet(CommandContext& context) {
    const QStringList positional = context.operands();
    const QString& file = positional[0];
    const QString& flowId = positional[1];
    const auto refuse = [&file, &context](const QString& problem) {
        return context.notRun(tr("%1: %2; nothing was written").arg(file, problem));
    };

    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
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
        return context.done();
    }
    Inventory saved = inventory;
    saved.flows[*index] = flow;
    if (const int status = savePatched(QStringLiteral("set"), file, *original, saved,
                                       context.isSet(Options::Reformat)))
        return status;
    for (const QString& line : said)
        printLine(stderr, line);
    return context.done();
}

} // namespace

const char* const editExitStatus = QT_TRANSLATE_NOOP(
    "FlowAudit::Cli",
    "Exit status: 0 done (also when the file already read so), whatever the file's "
    "findings;\n"
    "2 refused or not done (bad usage, a file that cannot be read, an unknown flow "
    "or field,\n"
    "a value refused, a file that cannot be changed in place without --reformat), "
    "the file\n"
    "untouched.");

extern const CommandSpec setCommand{
    "set",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "set fields of one flow, keeping the file's layout"),
    {"FILE FLOW FIELD=VALUE...", 3, -1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Set fields of one flow, as a script would (yq -i, git config): any field of\n"
        "inventory-format.md or one the inventory already has, and reviews.RULE.status|note|by|on\n"
        "for the manual reviews. FIELD= clears it. Only the keys given are written: a review is\n"
        "not dated unless reviews.RULE.on is given. Values are checked as the editor's cells "
        "check\n"
        "them (a number, yes or no, one of an enum's values, valid retry_layers); a number is "
        "read\n"
        "as the language writes it (0,5 in German is saved as 0.5; 2.000 could be 2000 there, and "
        "a\n"
        "thousands separator such as 1 234 is refused anywhere); anything refused leaves the file\n"
        "untouched, and so is a flow_id that is blank or another flow's (SC01).\n"
        "FLOW is the flow's ID, or its position @N in the file (@1 the first), which reaches a\n"
        "flow whose ID is blank or shared, to give it its own (set FILE @3 flow_id=new_id).\n"
        "The file is changed only where the flow changed: comments and layout stay."),
    setOptions,
    editExitStatus,
    runSet};

} // namespace FlowAudit::Cli
