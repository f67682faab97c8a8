#include "core/model/platformlayers.h"

namespace FlowAudit::PlatformLayers {

const QList<PlatformLayer>& all() {
    static const QList<PlatformLayer> layers{
        {QStringLiteral("make"), makeRetryHandler()},
        {QStringLiteral("make"), makeIncompleteExecutions()},
        {QStringLiteral("n8n"), n8nRetryOnFail()},
        {QStringLiteral("zapier"), zapierAutoreplay()},
    };
    return layers;
}

} // namespace FlowAudit::PlatformLayers
