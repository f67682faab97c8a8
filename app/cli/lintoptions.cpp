#include "app/cli/lintoptions.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commonoptions.h"

#include "core/model/waiver.h"
#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit::Cli {

std::optional<LintOptions> LintOptionsParser::read(const CommandArguments& arguments, int& status) {
    LintOptions options;
    if (!arguments.readDate(Options::Today, &options.today)) {
        status = 2;
        return std::nullopt;
    }
    return options;
}

void LintOptionsParser::provideCards(QList<FileLint>& files) {
    for (FileLint& file : files) {
        const bool waivesAdvisory =
            file.hasWaivers() &&
            std::any_of(file.inventory->waivers.begin(), file.inventory->waivers.end(),
                        [](const Waiver& w) { return isAdvisoryRule(w.rule.trimmed()); });
        if (!file.options.advisories && !waivesAdvisory)
            continue;
        if (!m_resolution) {
            m_resolution.emplace(CardResolution::installed());
            sayCardProblems(m_resolution->baseProblems());
            m_cards = std::make_shared<VendorCatalogue>(m_resolution->bundled());
        }
        // The team's cards the inventory names take the bundled ones' place; each problem is
        // said as a warning, and that card's advisories come from the bundled cards.
        const CardResolution::Resolved resolved = m_resolution->forInventory(
            *file.inventory, file.path, CardResolution::Refusal::WarnAndGoOn);
        sayCardProblems(resolved.teamProblems());
        file.options.cards = m_cards.get();
        if (resolved.teamFolder.isEmpty())
            continue;
        m_teamCards.push_back(std::make_shared<VendorCatalogue>(resolved.cards));
        file.options.cards = m_teamCards.back().get();
        sayTeamCards(file.path, resolved);
    }
}

} // namespace FlowAudit::Cli
