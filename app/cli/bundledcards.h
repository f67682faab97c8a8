#pragma once

#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit::Cli {

// The bundled vendor cards; a card that cannot be read is a warning on standard error
// ("warning: …"), never a refusal: the commands go on with the others.
VendorCatalogue bundledCards();

} // namespace FlowAudit::Cli
