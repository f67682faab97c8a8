// flowaudit-cli fix: the fixes the editor's "Fix…" offers for an inventory's findings, each
// as a unified diff of the file; --apply writes the chosen ones as the editor saves.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/fixdiffs.h"
#include "app/cli/flowlookup.h"
#include "app/cli/patchedsave.h"

#include "core/diff/unifieddiff.h"
#include "core/document/ruleengine.h"
#include "core/fixes/flowfixes.h"
#include "core/io/files/inventoryfile.h"
#include "core/rules/rulecatalogue.h"

namespace FlowAudit::Cli {

namespace {

// A finding with the fixes offered for it, in the editor's order.
struct Fixable {
    int index = 0; // of the flow, 0-based
    Finding finding;
    QList<Fix> fixes;
};

FixContext contextFor(const Inventory& inventory, const RuleEngine& engine,
                      const VendorCatalogue& cards, int index) {
    const Flow& flow = inventory.flows[index];
    FixContext context;
    context.row = index + 1;
    context.flowsSharingId = engine.flowsSharingId(flow.text(Field::FlowId));
    context.cards = cards.forFlow(flow);
    return context;
}

// The fixes of the flow's findings of `rule` (every rule when blank) that a waiver does not
// accept: an accepted risk is the team's decision, not a defect to fix.
QList<Fixable> fixablesOf(const Inventory& inventory, const RuleEngine& engine,
                          const VendorCatalogue& cards, int index, const QString& rule) {
    QList<Fixable> fixables;
    QList<Fix> all;
    bool made = false;
    for (const Finding& finding : engine.findings(index)) {
        if (finding.accepted() || (!rule.isEmpty() && finding.rule != rule))
            continue;
        if (!made) {
            all =
                FlowFixes::of(inventory.flows[index], contextFor(inventory, engine, cards, index));
            made = true;
        }
        QList<Fix> fixes = FlowFixes::remediesFor(all, finding);
        if (!fixes.isEmpty())
            fixables.append({index, finding, std::move(fixes)});
    }
    return fixables;
}

QString findingLine(const QString& file, const Inventory& inventory, const Fixable& fixable) {
    const Flow& flow = inventory.flows[fixable.index];
    const int line = fixable.finding.field ? flow.lineOf(*fixable.finding.field) : flow.line();
    return tr("%1:%2: %3 %4 %5: %6")
        .arg(file, QString::number(line), severityKeyword(fixable.finding.severity),
             fixable.finding.rule, flow.text(Field::FlowId), fixable.finding.message);
}

// Each finding with its fixes (only fix `choice` when given), each with its diff.
void printFixes(const QString& file, const ReadInventory& original, const QList<Fixable>& fixables,
                int choice) {
    const Inventory& inventory = *original.read.inventory;
    QList<ListedFix> listed;
    for (const Fixable& fixable : fixables) {
        for (int n = 1; n <= int(fixable.fixes.size()); ++n) {
            if (choice == 0 || n == choice)
                listed.append({fixable.index,
                               fixable.fixes[n - 1].appliedTo(inventory.flows[fixable.index])});
        }
    }
    const QList<FixDiff> diffs = diffsOfFixes(file, original, listed);
    qsizetype next = 0;
    for (const Fixable& fixable : fixables) {
        printLine(stdout, findingLine(file, inventory, fixable));
        for (int n = 1; n <= int(fixable.fixes.size()); ++n) {
            if (choice > 0 && n != choice)
                continue;
            const Fix& fix = fixable.fixes[n - 1];
            printLine(stdout, fix.reason.isEmpty()
                                  ? tr("Fix %1: %2").arg(n).arg(fix.description)
                                  : tr("Fix %1: %2 (%3)").arg(n).arg(fix.description, fix.reason));
            const FixDiff& diff = diffs[next++];
            if (!diff.whyNotPatched.isEmpty())
                printLine(stdout, tr("(the file cannot be changed in place: %1; --apply needs "
                                     "--reformat, and writes it in the canonical layout)")
                                      .arg(diff.whyNotPatched));
            print(stdout, diff.diff);
        }
    }
}

const OptionSpec fixOptions[] = {
    Options::described(Options::flow,
                       QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                         "only that flow's findings: its ID or its position @N "
                                         "(@1 for the\nfirst flow of the file)")),
    {.name = "rule",
     .valueName = "RULE",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "only that rule's findings")},
    {.name = "choice",
     .valueName = "N",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "only fix N of each finding; the findings without a fix N are listed and left")},
    {.name = "apply",
     .help = QT_TRANSLATE_NOOP(
         "FlowAudit::Cli",
         "write, for each finding, fix N (default: the first, as the editor offers it),\n"
         "one after the other on the same flow; prints the diff written")},
    Options::reformat};

int runFix(CommandContext& context) {
    const CommandContext& arguments = context;
    const QString file = context.operands().first();
    int choice = 0;
    if (arguments.isSet(QLatin1StringView("choice"))) {
        bool ok = false;
        choice = arguments.value(QLatin1StringView("choice")).toInt(&ok);
        if (!ok || choice < 1)
            return usageError(tr("--choice takes a fix's number, from 1"));
    }
    const QString rule = arguments.value(QLatin1StringView("rule")).trimmed().toUpper();
    if (!rule.isEmpty() && !RuleCatalogue::describe(rule))
        return usageError(tr("there is no rule %1").arg(rule));

    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
    const Inventory& inventory = *original->read.inventory;
    const auto refuse = [&file, &context](const QString& problem) {
        return context.notRun(tr("%1: %2; nothing was written").arg(file, problem));
    };
    QList<int> indexes;
    if (arguments.isSet(Options::Flow)) {
        QString problem;
        bool usage = false;
        const std::optional<int> index =
            flowNamed(inventory, arguments.value(Options::Flow), &problem, &usage);
        if (!index)
            return usage ? usageError(problem) : refuse(problem);
        indexes.append(*index);
    } else {
        for (int i = 0; i < int(inventory.flows.size()); ++i)
            indexes.append(i);
    }
    // The team's cards the inventory names, as every command reads them: a folder refused
    // or a card unread stops the fix rather than fixing by older numbers.
    const VendorCatalogue* cards = context.cards(file, inventory);
    if (!cards)
        return context.notRun();
    const RuleEngine engine(inventory);
    QList<Fixable> fixables;
    for (const int index : indexes)
        fixables.append(fixablesOf(inventory, engine, *cards, index, rule));
    if (fixables.isEmpty()) {
        printLine(stderr, tr("%1: no finding there has a mechanical fix").arg(file));
        return context.done();
    }
    // --choice N: the findings that have no fix N are listed and left; only when none has
    // one is the run refused.
    QStringList withoutChoice;
    const auto lacking = [choice](const Fixable& f) { return choice > int(f.fixes.size()); };
    for (const Fixable& fixable : fixables) {
        if (lacking(fixable))
            withoutChoice.append(tr("%1\n  not fixed: it has %2 fix(es), not fix %3")
                                     .arg(findingLine(file, inventory, fixable))
                                     .arg(fixable.fixes.size())
                                     .arg(choice));
    }
    if (int(withoutChoice.size()) == int(fixables.size()))
        return refuse(tr("%1 has %2 fixes, not %3")
                          .arg(findingLine(file, inventory, fixables.first()))
                          .arg(fixables.first().fixes.size())
                          .arg(choice));
    fixables.removeIf(lacking);
    if (!arguments.isSet(QLatin1StringView("apply"))) {
        printFixes(file, *original, fixables, choice);
        for (const QString& line : withoutChoice)
            printLine(stderr, line);
        return context.done();
    }

    // Each finding's chosen fix, on the flow as the fixes before it left it: two findings of
    // one flow are fixed one after the other, as in the editor.
    Inventory saved = inventory;
    QStringList applied;
    for (const Fixable& fixable : fixables) {
        Flow& flow = saved.flows[fixable.index];
        const QList<Fix> now = FlowFixes::remediesFor(
            FlowFixes::of(flow, contextFor(saved, engine, *cards, fixable.index)), fixable.finding);
        const QString line = findingLine(file, inventory, fixable);
        const int n = choice > 0 ? choice : 1;
        if (n > int(now.size())) {
            applied.append(tr("%1\n  not fixed: fix %2 no longer applies after the fixes before it")
                               .arg(line)
                               .arg(n));
            continue;
        }
        const Fix& chosen = now[n - 1];
        flow = chosen.appliedTo(flow);
        applied.append(tr("%1\n  fixed: %2").arg(line, chosen.description));
    }
    if (saved == inventory) {
        for (const QString& line : std::as_const(withoutChoice))
            printLine(stderr, line);
        printLine(stderr, tr("%1: the fixes change nothing; the file is unchanged").arg(file));
        return context.done();
    }
    QByteArray written;
    if (const int status = savePatched(QStringLiteral("fix"), file, *original, saved,
                                       arguments.isSet(Options::Reformat), &written))
        return status;
    applied.append(withoutChoice);
    for (const QString& line : std::as_const(applied))
        printLine(stderr, line);
    print(stdout, unifiedDiff(original->bytes, written, file, file));
    return context.done();
}

} // namespace

extern const CommandSpec fixCommand{
    "fix",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "the mechanical fixes of the findings, as diffs or applied"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "The mechanical fixes the editor's Fix… offers for the findings (not those a waiver\n"
        "accepts), numbered from 1 in the editor's order, each as a unified diff of the file."),
    fixOptions,
    editExitStatus,
    runFix};

} // namespace FlowAudit::Cli
