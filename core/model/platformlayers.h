#pragma once

#include <QList>
#include <QString>

namespace FlowAudit {

// The retry layers an iPaaS runs itself, by the one name the inventory uses for each: the
// importers write them, the simulator finds their schedule on the platform's vendor card
// under the same words, and the README and the example use them. A layer written under
// another name falls back to the custom-code default, so there is one list.
struct PlatformLayer {
    QString ipaas; // the vendor card's vendor_id
    QString name;  // as written in retry_layers
};

namespace PlatformLayers {

// Make's Retry handler (a Break error handler with automatic retry).
inline QString makeRetryHandler() {
    return QStringLiteral("retry_handler");
}
// Make's own retries of stored incomplete executions.
inline QString makeIncompleteExecutions() {
    return QStringLiteral("incomplete_executions");
}
// n8n's Retry On Fail of a node.
inline QString n8nRetryOnFail() {
    return QStringLiteral("retry_on_fail");
}
// Zapier's Autoreplay.
inline QString zapierAutoreplay() {
    return QStringLiteral("autoreplay");
}

const QList<PlatformLayer>& all();

} // namespace PlatformLayers

} // namespace FlowAudit
