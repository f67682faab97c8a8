#include "core/vendors/teamcards.h"

#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

QString TeamCards::shownPath(const QString& teamFile, const QString& inventoryPath) {
    const QFileInfo inventory(inventoryPath);
    const QString folder = inventory.canonicalPath();
    return QDir(folder.isEmpty() ? inventory.absolutePath() : folder).relativeFilePath(teamFile);
}

} // namespace FlowAudit
