#pragma once

#include "core/lint/lintrun.h"
#include "core/vendors/cardresolution.h"

#include <memory>
#include <optional>
#include <vector>

namespace FlowAudit::Cli {

class CommandArguments;

// What lint and baseline share: --today (Options::today()), and the vendor cards they read,
// loaded only when some finding or waiver needs them (CardResolution, each problem a warning:
// Refusal::WarnAndGoOn).
class LintOptionsParser {
public:
    // The options, or an exit status of 2 after saying what is wrong.
    std::optional<LintOptions> read(const CommandArguments& arguments, int& status);
    // Advisories and waivers of advisories need the cards: gives them to the files that do.
    void provideCards(QList<FileLint>& files);

private:
    std::optional<CardResolution> m_resolution;
    std::shared_ptr<VendorCatalogue> m_cards; // the bundled ones, for an inventory naming none
    std::vector<std::shared_ptr<VendorCatalogue>> m_teamCards; // one for each inventory naming some
};

} // namespace FlowAudit::Cli
