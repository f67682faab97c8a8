#include "core/io/files/bundleddata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace FlowAudit {

namespace {

bool holdsVendorCards(const QString& folder) {
    return !folder.isEmpty() && QFileInfo(folder + QStringLiteral("/vendors")).isDir();
}

} // namespace

QString BundledData::directory() {
    const QString fromEnvironment = qEnvironmentVariable("FLOWAUDIT_DATA_DIR");
    if (!fromEnvironment.isEmpty())
        return QDir::cleanPath(fromEnvironment);
    if (QCoreApplication::instance()) {
        const QString installed = QDir::cleanPath(QCoreApplication::applicationDirPath() +
                                                  QStringLiteral("/../share/flowaudit"));
        if (holdsVendorCards(installed))
            return installed;
    }
    const QString sourceTree = QStringLiteral(FLOWAUDIT_SOURCE_RESOURCES_DIR);
    if (holdsVendorCards(sourceTree))
        return sourceTree;
    return {};
}

QString BundledData::vendorsDirectory() {
    const QString folder = directory();
    return folder.isEmpty() ? QString() : folder + QStringLiteral("/vendors");
}

QString BundledData::vendorCardFile(const QString& cardId) {
    return vendorsDirectory() + QLatin1Char('/') + cardId + QStringLiteral(".yaml");
}

} // namespace FlowAudit
