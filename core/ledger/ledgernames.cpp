#include "core/ledger/ledgernames.h"

#include <QCryptographicHash>

namespace FlowAudit::LedgerNames {

namespace {

constexpr int FileStemLength = 120; // with the suffixes, well within a file system's 255 bytes
constexpr int MySqlNameLength = 64;
const QString JobPrefix = QStringLiteral("flowaudit_purge_");

bool isSafe(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9') || u == '_' ||
           u == '.' || u == '-';
}

} // namespace

QString safe(QStringView flowId, int maxLength) {
    QString name;
    name.reserve(flowId.size());
    for (const QChar c : flowId)
        name.append(isSafe(c) ? c : QLatin1Char('_'));
    if (name.size() <= maxLength)
        return name;
    const QByteArray hash =
        QCryptographicHash::hash(flowId.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    return name.left(maxLength - 9) + QLatin1Char('_') + QString::fromLatin1(hash);
}

QString schemaFile(QStringView flowId) {
    return safe(flowId, FileStemLength) + QStringLiteral(".schema.sql");
}

QString queriesFile(QStringView flowId) {
    return safe(flowId, FileStemLength) + QStringLiteral(".queries.sql");
}

QString purgeJob(QStringView flowId) {
    return JobPrefix + safe(flowId, MySqlNameLength - int(JobPrefix.size()));
}

} // namespace FlowAudit::LedgerNames
