#pragma once

#include "core/evidence/fetchedpage.h"

namespace FlowAudit {

// Pages saved from a browser or by `wget --force-directories --adjust-extension`, for teams
// whose CI cannot reach the vendors: https://docs.stripe.com/webhooks is read from
// DIR/docs.stripe.com/webhooks.html, DIR/docs.stripe.com/webhooks or
// DIR/docs.stripe.com/webhooks/index.html (a path ending in / from its index.html).
namespace SavedPages {
FetchedPage read(const QString& folder, const QString& url);
// The files tried for the URL, in order, relative to the folder.
QStringList candidates(const QString& url);
} // namespace SavedPages

} // namespace FlowAudit
