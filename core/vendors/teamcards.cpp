#include "core/vendors/teamcards.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

QString TeamCards::folderStamp(const QString& folder) {
    if (folder.isEmpty())
        return {};
    QString stamp;
    for (const QFileInfo& file : QDir(folder).entryInfoList(QDir::Files, QDir::Name))
        stamp += QStringLiteral("%1 %2 %3\n")
                     .arg(file.fileName())
                     .arg(file.size())
                     .arg(file.lastModified().toMSecsSinceEpoch());
    return stamp;
}

QString TeamCards::shownPath(const QString& teamFile, const QString& inventoryPath) {
    const QFileInfo inventory(inventoryPath);
    const QString folder = inventory.canonicalPath();
    return QDir(folder.isEmpty() ? inventory.absolutePath() : folder).relativeFilePath(teamFile);
}

} // namespace FlowAudit
