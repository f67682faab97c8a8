#include "app/cli/lintoptions.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandarguments.h"
#include "app/cli/commonoptions.h"

#include "core/io/files/bundleddata.h"
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
        if (!m_cards) {
            VendorCatalogue::LoadResult loaded =
                VendorCatalogue::loadDirectory(BundledData::vendorsDirectory());
            for (const IoError& error : loaded.errors)
                printLine(stderr, error.toString());
            m_cards = std::make_shared<VendorCatalogue>(std::move(loaded.catalogue));
        }
        file.options.cards = m_cards.get();
    }
}

} // namespace FlowAudit::Cli
