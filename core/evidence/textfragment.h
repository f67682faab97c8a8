#pragma once

#include "core/vendors/factevidence.h"

namespace FlowAudit {

// A link to a fact's page that lands on its sentence: the URL with a text fragment
// (`#:~:text=prefix-,quote,-suffix`, the WICG Text Fragments syntax that browsers follow),
// each part percent-encoded, the characters the syntax uses (`-`, `,`, `&`) included. A page
// with a fragment of its own keeps it (`#retries:~:text=…`). The page alone when unquoted.
namespace TextFragment {
QString linkTo(const FactEvidence& evidence);
} // namespace TextFragment

} // namespace FlowAudit
