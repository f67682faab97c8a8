// flowaudit-cli waive: what the editor's Accept Risk does, for a script: one finding
// accepted as a known risk, added to the inventory's waivers as the editor saves it.
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"
#include "app/cli/flowlookup.h"
#include "app/cli/patchedsave.h"
#include "core/model/field.h"

#include "core/analysis/advisoryfinding.h"
#include "core/document/ruleengine.h"
#include "core/io/celltextlimit.h"
#include "core/io/files/inventoryfile.h"
#include "core/model/closestname.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/vendorcatalogue.h"
#include "core/waivers/waiverstatus.h"

namespace FlowAudit::Cli {

namespace {

// The flow's findings the waiver would match: the engine's, and for an advisory the vendor
// cards' (the editor's Accept Risk is offered on either).
QList<Finding> matchingFindings(const Inventory& inventory, int index, const Waiver& waiver,
                                const VendorCatalogue& cards, QDate today) {
    QList<Finding> findings;
    if (isAdvisoryRule(waiver.rule)) {
        findings = advisoryFindings(inventory.flows[index], index + 1, cards, today);
    } else {
        findings = RuleEngine(inventory, today).findings(index);
    }
    const std::optional<Field> field = FieldCatalogue::byName(waiver.field);
    findings.removeIf([&](const Finding& f) {
        return f.rule != waiver.rule || (!waiver.field.isEmpty() && f.field != field);
    });
    return findings;
}

const OptionSpec waiveOptions[] = {
    Options::required(Options::described(
        Options::flow,
        QT_TRANSLATE_NOOP("FlowAudit::Cli",
                          "the flow's ID, or its position @N (@1 for the first flow); the waiver\n"
                          "names the flow by ID, so its ID must be its own (SC01)"))),
    {.name = "rule",
     .valueName = "RULE",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "the rule whose finding is accepted"),
     .required = true},
    {.name = "field",
     .valueName = "FIELD",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "accept the finding on this field only")},
    {.name = "justification",
     .valueName = "TEXT",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "why the risk is accepted"),
     .required = true},
    {.name = "owner",
     .valueName = "NAME",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "who owns the risk"),
     .required = true},
    {.name = "approved-by",
     .valueName = "NAME",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "who approved it")},
    {.name = "expires",
     .valueName = "YYYY-MM-DD",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "the last day the waiver holds"),
     .required = true},
    Options::described(
        Options::today,
        QT_TRANSLATE_NOOP("FlowAudit::Cli", "the day it is accepted (default: today in UTC)")),
    Options::reformat};

int runWaive(CommandContext& context) {
    const CommandContext& arguments = context;
    const QString file = context.operands().first();
    if (InventoryFile::holdsFlowsOnly(InventoryFile::formatOf(file)))
        return usageError(
            tr("%1: waivers are kept in a YAML inventory; CSV and Excel hold the flows only")
                .arg(file));
    // A waiver without these is invalid from the start (WV04): refused, not written.
    for (const QLatin1StringView required :
         {Options::Flow, QLatin1StringView("rule"), QLatin1StringView("justification"),
          QLatin1StringView("owner"), QLatin1StringView("expires")}) {
        if (arguments.value(required).trimmed().isEmpty())
            return usageError(
                tr("waive needs --%1: a waiver without it is invalid (WV04)").arg(required));
    }
    const QDate today = context.date(Options::Today);
    Waiver waiver;
    waiver.flowId = arguments.value(Options::Flow).trimmed();
    waiver.rule = arguments.value(QLatin1StringView("rule")).trimmed().toUpper();
    waiver.field = arguments.value(QLatin1StringView("field")).trimmed();
    waiver.justification = arguments.value(QLatin1StringView("justification")).trimmed();
    waiver.owner = arguments.value(QLatin1StringView("owner")).trimmed();
    waiver.approvedBy = arguments.value(QLatin1StringView("approved-by")).trimmed();
    waiver.expires = arguments.value(QLatin1StringView("expires")).trimmed();
    waiver.created = today.toString(Qt::ISODate);
    const auto refuse = [&file, &context](const QString& problem) {
        return context.notRun(tr("%1: %2; nothing was written").arg(file, problem));
    };
    if (!waiver.field.isEmpty() && !FieldCatalogue::byName(waiver.field))
        return refuse(withClosestName(tr("no field '%1'").arg(waiver.field), waiver.field,
                                      FieldCatalogue::names()));
    for (const QString* text : {&waiver.justification, &waiver.owner, &waiver.approvedBy}) {
        if (const auto tooLong = CellTextLimit::problem(*text))
            return refuse(*tooLong);
    }
    const WaiverStatus standing = waiverStatus(waiver, today);
    if (standing.state == WaiverState::Invalid)
        return refuse(tr("the waiver would be invalid (WV04): %1").arg(standing.problem));
    if (standing.state == WaiverState::Expired)
        return refuse(tr("expires %1 is before today (%2): the waiver would be expired from the "
                         "start (WV01)")
                          .arg(waiver.expires, today.toString(Qt::ISODate)));

    const ReadInventory* original = context.inventory(file);
    if (!original)
        return context.notRun();
    const Inventory& inventory = *original->read.inventory;
    QString problem;
    bool usage = false;
    const std::optional<int> index = flowNamed(inventory, waiver.flowId, &problem, &usage);
    if (!index)
        return usage ? usageError(problem) : refuse(problem);
    // A waiver names its flow by ID (a flow named by position included), so the ID must
    // name that flow alone.
    const QString named = waiver.flowId;
    waiver.flowId = inventory.flows[*index].text(Field::FlowId);
    if (waiver.flowId.trimmed().isEmpty())
        return refuse(tr("flow %1 has no flow_id, and a waiver names its flow by ID; give it one "
                         "first with set %2 %1 flow_id=… (SC01)")
                          .arg(named, file));
    if (named != waiver.flowId) {
        const auto sharing =
            std::count_if(inventory.flows.begin(), inventory.flows.end(), [&](const Flow& flow) {
                return flow.text(Field::FlowId) == waiver.flowId;
            });
        if (sharing > 1)
            return refuse(tr("flow %1's ID '%2' is shared by %3 flows, so a waiver for it would "
                             "accept their findings too; give each its own ID first with set "
                             "%4 %1 flow_id=… (SC01)")
                              .arg(named, waiver.flowId, QString::number(sharing), file));
    }
    // An advisory is the vendor cards' word: the team's cards, as lint reads them.
    const VendorCatalogue none;
    const VendorCatalogue* cards =
        isAdvisoryRule(waiver.rule) ? context.cards(file, inventory) : &none;
    if (!cards)
        return context.notRun();
    const QList<Finding> findings = matchingFindings(inventory, *index, waiver, *cards, today);
    if (findings.isEmpty())
        return refuse(
            tr("flow %1 has no %2 finding%3 to accept; a waiver that covers nothing is WV03")
                .arg(waiver.flowId, waiver.rule,
                     waiver.field.isEmpty() ? QString() : tr(" on %1").arg(waiver.field)));
    if (std::all_of(findings.begin(), findings.end(),
                    [](const Finding& f) { return f.accepted(); })) {
        const Waiver& by = inventory.waivers[findings.first().acceptedBy - 1];
        return refuse(tr("flow %1's %2 finding is already accepted, by the waiver of line %3 "
                         "(expires %4)")
                          .arg(waiver.flowId, waiver.rule, QString::number(by.line), by.expires));
    }
    Inventory saved = inventory;
    saved.waivers.append(waiver);
    if (const int status = savePatched(QStringLiteral("waive"), file, *original, saved,
                                       arguments.isSet(Options::Reformat)))
        return status;
    printLine(stderr, tr("%1: %2 on flow %3 accepted as a risk until %4 (owner %5)")
                          .arg(file, waiver.rule, waiver.flowId, waiver.expires, waiver.owner));
    return context.done();
}

} // namespace

extern const CommandSpec waiveCommand{
    "waive",
    CommandGroup::Edit,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "accept a finding as a risk: add a waiver"),
    {"FILE", 1, 1},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "What the editor's Accept Risk does: adds a waiver of the flow's finding of RULE (on "
        "FIELD\n"
        "only, when given), created today. Refused when it would be invalid (WV04: a missing\n"
        "justification, owner or date, a rule that cannot be waived, more than 366 days),\n"
        "expired from the start (WV01: a past date), when the flow has no such finding (WV03),\n"
        "or when a waiver already accepts it."),
    waiveOptions,
    editExitStatus,
    runWaive};

} // namespace FlowAudit::Cli
