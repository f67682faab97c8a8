#include "app/cli/lintoptions.h"

#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commonoptions.h"

#include "core/io/files/bundleddata.h"
#include "core/model/waiver.h"
#include "core/vendors/teamcards.h"
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
        if (!m_cards) {
            VendorCatalogue::LoadResult loaded =
                VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
            for (const IoError& error : loaded.errors)
                printLine(stderr, error.toString());
            m_cards = std::make_shared<VendorCatalogue>(std::move(loaded.catalogue));
        }
        file.options.cards = m_cards.get();
        // The team's cards the inventory names take the bundled ones' place; a folder refused
        // is said, and its advisories come from the bundled cards.
        const TeamCards::Folder folder = TeamCards::folderOf(*file.inventory, file.path);
        if (folder.error) {
            printLine(stderr, tr("warning: %1").arg(folder.error->toString()));
            continue;
        }
        if (folder.path.isEmpty())
            continue;
        TeamCards::Loaded team = TeamCards::load(folder.path);
        for (const IoError& error : team.errors)
            printLine(stderr, tr("warning: %1").arg(error.toString()));
        m_teamCards.push_back(
            std::make_shared<VendorCatalogue>(m_cards->withTeamCards(team.cards)));
        file.options.cards = m_teamCards.back().get();
        sayTeamCards(file.path, *m_cards, *m_teamCards.back());
    }
}

} // namespace FlowAudit::Cli
