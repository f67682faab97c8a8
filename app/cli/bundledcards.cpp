#include "app/cli/bundledcards.h"

#include "app/cli/clioutput.h"

#include "core/vendors/teamcards.h"

namespace FlowAudit::Cli {

void sayCardProblems(const QList<CardResolution::Problem>& problems) {
    for (const CardResolution::Problem& problem : problems)
        printLine(stderr, problem.stops ? problem.error.toString()
                                        : tr("warning: %1").arg(problem.error.toString()));
}

void sayTeamCards(const QString& file, const CardResolution::Resolved& resolved) {
    QStringList team;
    for (const VendorCard& card : resolved.cards.cards()) {
        const CardResolution::Origin origin = resolved.origins.value(card.id);
        if (origin.source != CardResolution::Source::Team)
            continue;
        const QString where = TeamCards::shownPath(origin.file, file);
        team.append(origin.inPlaceOfBundled
                        ? tr("%1 (%2, in place of the bundled card)").arg(card.id, where)
                        : tr("%1 (%2)").arg(card.id, where));
    }
    if (!team.isEmpty())
        printLine(stderr,
                  tr("%1: the team's vendor cards: %2").arg(file, team.join(QStringLiteral(", "))));
}

std::optional<VendorCatalogue> inventoryCards(const QString& file, const Inventory& inventory) {
    const CardResolution::Resolved resolved = CardResolution::installed().forInventory(
        inventory, file, CardResolution::Refusal::StopOnTeamProblem);
    sayCardProblems(resolved.problems);
    if (resolved.stopped())
        return std::nullopt;
    sayTeamCards(file, resolved);
    return resolved.cards;
}

} // namespace FlowAudit::Cli
