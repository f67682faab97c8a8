#include "ui/application/applicationidentity.h"

namespace FlowAudit {

QIcon ApplicationIdentity::icon() {
    QIcon bundled;
    for (int size : {16, 22, 24, 32, 48, 64, 128, 256})
        bundled.addFile(QStringLiteral(":/icons/%1.png").arg(size), QSize(size, size));
    return QIcon::fromTheme(id(), bundled);
}

} // namespace FlowAudit
