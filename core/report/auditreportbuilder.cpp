#include "core/report/auditreportbuilder.h"

#include "core/ledger/actionledger.h"
#include "core/ledger/ledgerfiles.h"
#include "core/rules/ruleid.h"

#include "core/document/ruleengine.h"
#include "core/map/legiblemap.h"
#include "core/report/reportdocument.h"
#include "core/rules/flowchecks.h"
#include "core/rules/rulecatalogue.h"
#include "core/simulation/destinationstorm.h"
#include "core/simulation/stormexport.h"
#include "core/simulation/stormscenariobuilder.h"
#include "core/simulation/stormstudy.h"
#include "core/vendors/teamcards.h"

#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <numeric>

namespace FlowAudit {

namespace {

Finding asFinding(const Advisory& advisory, int row) {
    Finding finding;
    finding.row = row;
    finding.rule = advisory.id;
    finding.severity = advisory.severity;
    finding.message = advisory.message;
    return finding;
}

// Flows whose scenarios give the same series share one study, whatever their iPaaS label
// or the card a schedule came from: a large inventory repeats a few patterns, and each
// study is four runs of the model. Keyed by StormScenario::seriesKey().
using StormMemo = QHash<QString, std::shared_ptr<const StormStudy>>;

std::shared_ptr<const StormStudy> stormOf(const Flow& flow, const QList<Finding>& findings,
                                          const VendorCatalogue& catalogue, StormMemo& memo) {
    const bool rt01 = std::any_of(findings.begin(), findings.end(), [](const Finding& f) {
        return f.rule == RuleId::RT01 &&
               (f.severity == Severity::Fail || f.severity == Severity::Warn);
    });
    if (!rt01 || flow.isBlank(Field::RetryLayers))
        return nullptr;
    const StormScenarioBuild build = StormScenarioBuilder::build(flow, &catalogue);
    if (!build.ok())
        return nullptr;
    const QString key = build.scenario->seriesKey();
    if (const auto found = memo.constFind(key); found != memo.constEnd())
        return *found;
    std::shared_ptr<const StormStudy> study;
    if (std::optional<StormStudy> run = StormStudy::run(*build.scenario))
        study = std::make_shared<const StormStudy>(std::move(*run));
    memo.insert(key, study);
    return study;
}

ReportFlow reportFlow(const Flow& flow, int index, const RuleEngine& engine,
                      const VendorCatalogue& catalogue, StormMemo& memo) {
    ReportFlow report;
    report.row = index + 1;
    report.flow = flow;
    report.findings = engine.findings(index);
    report.verdicts = AuditReportBuilder::verdictsOf(flow, report.findings);
    const FlowVendorCards cards = catalogue.forFlow(flow);
    for (const VendorCard* card : cards.all())
        report.cardIds.append(card->id);
    report.advisories = VendorAdvisories::of(flow, cards);
    if (!engine.waivers().isEmpty()) {
        // An advisory is accepted like a finding of its rule, with no field.
        for (const Advisory& advisory : report.advisories)
            report.advisoriesAcceptedBy.append(
                engine.waivers().acceptingWaiver(report.flowId(), asFinding(advisory, report.row)));
        report.findingsExpiredWaiver.fill(0, report.findings.size());
        report.advisoriesExpiredWaiver.fill(0, report.advisories.size());
    }
    report.ackBudget = AckBudget::of(flow, cards.source);
    report.retryProduct = RetryProduct::of(flow);
    report.replayWindow = ReplayWindow::of(flow, cards);
    report.storm = stormOf(flow, report.findings, catalogue, memo);
    report.reviewsReadable = ReviewChecklist::isEditable(flow.reviews());
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules())
        report.reviews.append(
            ReviewChecklist::review(flow.reviews(), QString::fromLatin1(rule.id)));
    return report;
}

// Each waiver with its state, the findings and advisories it names (whether it accepts
// them or has expired), and WV01…WV04, all as the waiver engine decides them over the
// report's own findings and advisories; an expired waiver's findings are marked on their
// flows. Only the flows a waiver names are looked at.
void addWaivers(const Inventory& inventory, const RuleEngine& engine, AuditReport& report) {
    const WaiverEngine& waivers = engine.waivers();
    const WaiverSubjects subjects{
        inventory.flows, [&report](int index) { return report.flows[index].findings; },
        [&report](const Flow&, int row, QDate) {
            QList<Finding> advisories;
            for (const Advisory& advisory : report.flows[row - 1].advisories)
                advisories.append(asFinding(advisory, row));
            return advisories;
        }};
    for (int position = 1; position <= waivers.size(); ++position) {
        ReportWaiver waiver;
        waiver.position = position;
        waiver.waiver = inventory.waivers[position - 1];
        waiver.status = waivers.status(position);
        for (int i : waivers.flowsWithId(waiver.waiver.flowId))
            report.flows[i].namedByWaiver = true;
        const bool expired = waiver.status.state == WaiverState::Expired;
        for (const WaiverMatch& match : waivers.named(position, subjects)) {
            ReportFlow& flow = report.flows[match.index];
            waiver.named.append({flow.row, match.finding, match.advisory});
            if (!expired)
                continue;
            if (match.advisory && flow.advisoriesExpiredWaiver[match.finding] == 0 &&
                flow.advisoriesAcceptedBy[match.finding] == 0)
                flow.advisoriesExpiredWaiver[match.finding] = position;
            if (!match.advisory && flow.findingsExpiredWaiver[match.finding] == 0 &&
                !flow.findings[match.finding].accepted())
                flow.findingsExpiredWaiver[match.finding] = position;
        }
        waiver.findings = waivers.findingsAbout(position, !waiver.named.isEmpty());
        report.waivers.append(std::move(waiver));
    }
}

// Each distinct study once, numbered in the order of the first flow that has it.
void numberStorms(AuditReport& report) {
    QHash<const StormStudy*, int> numbers;
    for (ReportFlow& flow : report.flows) {
        if (!flow.storm)
            continue;
        int& number = numbers[flow.storm.get()];
        if (number == 0) {
            report.storms.append({flow.storm, {}});
            number = int(report.storms.size());
        }
        flow.stormStudy = number;
        report.storms[number - 1].rows.append(flow.row);
    }
}

} // namespace

QList<MatrixVerdict> AuditReportBuilder::verdictsOf(const Flow& flow,
                                                    const QList<Finding>& findings) {
    QList<MatrixVerdict> verdicts;
    const std::bitset<FieldCount> invalid = invalidFields(flow);
    for (const RuleInfo& rule : RuleCatalogue::rules()) {
        MatrixVerdict verdict =
            isEvaluated(rule, invalid) ? MatrixVerdict::Pass : MatrixVerdict::NotEvaluated;
        bool accepted = false;
        std::optional<MatrixVerdict> said; // the worst finding that is not accepted
        for (const Finding& finding : findings) {
            if (finding.rule != rule.idText)
                continue;
            if (finding.accepted()) {
                accepted = true;
                continue;
            }
            const MatrixVerdict of = finding.severity == Severity::Fail   ? MatrixVerdict::Fail
                                     : finding.severity == Severity::Warn ? MatrixVerdict::Warn
                                                                          : MatrixVerdict::Info;
            if (!said || of > *said)
                said = of;
        }
        // A cell is accepted only when every finding of its rule on the flow is.
        verdicts.append(said ? *said : accepted ? MatrixVerdict::Accepted : verdict);
    }
    return verdicts;
}

namespace {

// Each flow's action ledger in the dialect asked for, its files' header naming the report's
// inventory, or the words that refuse it.
void addLedgers(const Inventory& inventory, const VendorCatalogue& catalogue, LedgerDialect dialect,
                AuditReport& report) {
    report.ledgerDialect = dialect;
    const LedgerInventory source{report.cover.fileName, report.cover.sha256.toHex(),
                                 report.cover.unsavedChanges};
    for (int i = 0; i < inventory.flows.size(); ++i) {
        const LedgerPlan plan = LedgerPlan::of(inventory, i, catalogue, {dialect, {}, {}, {}});
        ReportLedger ledger{i + 1, inventory.flows[i].text(Field::FlowId), {}, {}, {}};
        if (plan.ok()) {
            ledger.schema = LedgerFiles::schema(*plan.ledger, source);
            ledger.queries = LedgerFiles::queries(*plan.ledger, source);
        } else {
            ledger.refusal = plan.refusal();
        }
        report.ledgers.append(ledger);
    }
}

// The destination storms drawn as figures: the ones with the most flows into them. On a
// large estate every other destination is a row of the table: hundreds of figures would
// make a report no one reads (and a 1,000-flow HTML report of 35 MB).
constexpr qsizetype DestinationFigures = 10;

// A destination storm for each system more than one simulated flow writes to, with the
// default outage (each flow's own rate, layers and schedules), in the order the flows
// first name the systems; figures for the busiest. One storm is held at a time: each
// keeps a series per flow, and an estate's storms together would take hundreds of MB.
void addDestinationStorms(const Inventory& inventory, const VendorCatalogue& catalogue,
                          AuditReport& report) {
    QSet<QString> seen;
    QList<std::pair<QString, DestinationStorm::Flows>> destinations;
    for (const Flow& flow : inventory.flows) {
        for (const QString& name : MapGraph::systemsIn(flow.text(Field::Destination))) {
            const QString system = name.trimmed();
            if (seen.contains(SystemsBlock::normalisedId(system)))
                continue;
            seen.insert(SystemsBlock::normalisedId(system));
            DestinationStorm::Flows into = DestinationStorm::into(inventory, system, &catalogue);
            if (into.inputs.size() >= 2) // one flow's storm is its own section
                destinations.append({system, std::move(into)});
        }
    }
    // The busiest by their flows, known before any is run.
    QList<qsizetype> busiest(destinations.size());
    std::iota(busiest.begin(), busiest.end(), 0);
    std::stable_sort(busiest.begin(), busiest.end(), [&destinations](qsizetype a, qsizetype b) {
        return destinations[a].second.inputs.size() > destinations[b].second.inputs.size();
    });
    busiest.resize(std::min(DestinationFigures, busiest.size()));
    const StormScenario defaults;
    DestinationStorm::SeriesCache series; // destinations share their flows' series
    for (qsizetype d = 0; d < destinations.size(); ++d) {
        const auto& [system, into] = destinations[d];
        std::optional<DestinationStorm> storm = DestinationStorm::run(
            into.inputs, defaults.outageStart, defaults.outageLength, nullptr, &series);
        if (!storm)
            continue;
        storm->leftOut = into.leftOut;
        const DestinationStormFlow& largest = storm->flows[storm->largest];
        report.destinationStorms.append(
            {system, int(storm->flows.size()), storm->peak, storm->peakTimesNormal(),
             storm->drainTime, QStringLiteral("%1 (row %2)").arg(largest.flowId).arg(largest.row),
             busiest.contains(d) ? std::make_shared<const StormStudy>(storm->study()) : nullptr,
             StormExport::headline(*storm, system)});
    }
}

// The map's room on a page, in points: the text width of A4 and of Letter (the smaller,
// 180 mm) by most of a page's height, and the smallest type a printed page reads well.
constexpr QSizeF MapRoomOnAPage{510, 600};
constexpr double MapTypeOnAPage = 7;

// The summary's systems map, one arrow per pair of systems, verdicts from the report's own
// findings (waivers applied), cut to what a page can show legibly.
void addMap(const Inventory& inventory, const VendorCatalogue& catalogue, AuditReport& report) {
    if (inventory.flows.isEmpty())
        return;
    const MapGraph graph =
        MapGraph::of(
            inventory, [&report](int i) { return report.flows[i].findings; }, &catalogue)
            .perSystemPair();
    std::optional<LegibleMap> legible =
        LegibleMap::fit(graph, MapRoomOnAPage, MapTypeOnAPage, &report.mapProblem);
    if (legible)
        report.map = std::make_shared<const ReportMapFigure>(ReportMapFigure{
            std::move(legible->graph), std::move(legible->layout), std::move(legible->cut)});
}

} // namespace

std::optional<AuditReport> AuditReportBuilder::build(const Inventory& inventory,
                                                     const VendorCatalogue& catalogue,
                                                     const AuditReportInput& input,
                                                     const ReportProgress& progress) {
    AuditReport report;
    report.cover.title = inventory.title;
    report.cover.owner = inventory.owner;
    report.cover.fileName = QFileInfo(input.fileName).fileName();
    report.cover.sha256 = input.sha256;
    report.cover.unsavedChanges = input.unsavedChanges;
    report.cover.generated = input.generated;
    report.staleAfterDays = input.staleAfterDays;

    // Waivers expire against the report's own date, in UTC (docs/spec/accepted-risks-and-git.md).
    report.today = input.generated.toUTC().date();
    RuleEngine engine(inventory, report.today);
    const int total = int(inventory.flows.size());
    report.flows.reserve(total);
    QList<QList<int>> usedBy(catalogue.cards().size());
    StormMemo storms;
    for (int i = 0; i < total; ++i) {
        // Asking costs a call per flow; every 64 keeps it cheap and the bar smooth.
        if (progress && i % 64 == 0 && !progress(i, total))
            return std::nullopt;
        report.flows.append(reportFlow(inventory.flows[i], i, engine, catalogue, storms));
        for (const QString& id : report.flows.last().cardIds)
            usedBy[catalogue.find(id) - catalogue.cards().data()].append(
                i + 1); // forFlow names each card once
    }
    if (!inventory.waivers.isEmpty())
        addWaivers(inventory, engine, report);
    numberStorms(report);
    addDestinationStorms(inventory, catalogue, report);
    addMap(inventory, catalogue, report);
    const QDate today = input.generated.date();
    for (qsizetype c = 0; c < catalogue.cards().size(); ++c) {
        if (usedBy[c].isEmpty())
            continue;
        VendorCard card = catalogue.cards()[c];
        // A team's card is named as the team's repository names it, beside the inventory:
        // a report handed round says nothing of the machine it was made on.
        if (!card.teamFile.isEmpty() && !input.fileName.isEmpty())
            card.teamFile = TeamCards::shownPath(card.teamFile, input.fileName);
        report.cards.append({card, CardAge::of(card, today, input.staleAfterDays), usedBy[c],
                             input.editedCards.contains(card.id)});
    }
    report.verifications = input.verifications;
    if (input.ledgers)
        addLedgers(inventory, catalogue, *input.ledgers, report);
    if (progress && !progress(total, total))
        return std::nullopt;
    return report;
}

} // namespace FlowAudit
