#pragma once

#include "network/pagegatherer.h"

#include <optional>

namespace FlowAudit::Cli {

class CommandContext;

// How cards verify and cards propose have their pages: --saved-pages, --timeout,
// --deadline and --ca-certificates (else the environment's certificates, as in the editor).
// Nullopt when one is wrong, said as a usage error; *exit is then the command's exit.
std::optional<PageGatherer::Options> pageOptions(const CommandContext& context, int* exit);

} // namespace FlowAudit::Cli
