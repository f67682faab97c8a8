#include "core/io/files/recoverystore.h"

#include "core/io/files/atomicfile.h"
#include "core/io/yaml/yamlwriter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>

namespace FlowAudit {

RecoveryStore::RecoveryStore(const QString& folder)
    : m_folder(folder) {}

RecoveryStore::~RecoveryStore() = default;

QString RecoveryStore::defaultFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("recovery"));
}

QString RecoveryStore::filePath(const QString& id, const char* suffix) const {
    return QDir(m_folder).filePath(id + QLatin1String(suffix));
}

bool RecoveryStore::lock(const QString& id) {
    if (m_locks.count(id))
        return true;
    QDir().mkpath(m_folder);
    auto lock = std::make_unique<QLockFile>(filePath(id, ".lock"));
    // Only a running editor keeps its copy: a lock is stale when its process is gone,
    // however old it is.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return false;
    m_locks.emplace(id, std::move(lock));
    return true;
}

QString RecoveryStore::newId() {
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    lock(id);
    return id;
}

std::optional<IoError> RecoveryStore::write(const RecoveryCopy& copy,
                                            const Inventory& inventory) const {
    if (!QDir().mkpath(m_folder))
        return IoError{m_folder, 0, 0,
                       QCoreApplication::translate("RecoveryStore",
                                                   "cannot create the folder for recovery copies")};
    if (std::optional<IoError> error =
            AtomicFile::write(filePath(copy.id, ".yaml"), YamlWriter::write(inventory)))
        return error;
    QJsonObject meta;
    meta.insert(QStringLiteral("originalPath"), copy.originalPath);
    meta.insert(QStringLiteral("documentName"), copy.documentName);
    meta.insert(QStringLiteral("taken"), copy.taken.toUTC().toString(Qt::ISODateWithMs));
    meta.insert(QStringLiteral("diskHash"), QString::fromLatin1(copy.diskHash.toHex()));
    meta.insert(QStringLiteral("flowCount"), copy.flowCount);
    return AtomicFile::write(filePath(copy.id, ".json"), QJsonDocument(meta).toJson());
}

QList<RecoveryCopy> RecoveryStore::orphans() {
    QList<RecoveryCopy> copies;
    const QStringList metas = QDir(m_folder).entryList({QStringLiteral("*.json")}, QDir::Files);
    for (const QString& name : metas) {
        const QString id = name.chopped(5);
        if (m_locks.count(id) || !lock(id))
            continue; // ours, or a running editor's
        QFile file(filePath(id, ".json"));
        const QJsonObject meta = file.open(QIODevice::ReadOnly)
                                     ? QJsonDocument::fromJson(file.readAll()).object()
                                     : QJsonObject();
        if (meta.isEmpty() || !QFile::exists(filePath(id, ".yaml"))) {
            remove(id); // a copy cut short before it was complete holds nothing to offer
            continue;
        }
        RecoveryCopy copy;
        copy.id = id;
        copy.originalPath = meta.value(QStringLiteral("originalPath")).toString();
        copy.documentName = meta.value(QStringLiteral("documentName")).toString();
        copy.taken = QDateTime::fromString(meta.value(QStringLiteral("taken")).toString(),
                                           Qt::ISODateWithMs);
        copy.diskHash =
            QByteArray::fromHex(meta.value(QStringLiteral("diskHash")).toString().toLatin1());
        copy.flowCount = meta.value(QStringLiteral("flowCount")).toInt();
        copies.append(copy);
    }
    std::sort(copies.begin(), copies.end(),
              [](const RecoveryCopy& a, const RecoveryCopy& b) { return a.taken < b.taken; });
    return copies;
}

InventoryReadResult RecoveryStore::read(const RecoveryCopy& copy,
                                        const ReadProgress& progress) const {
    return YamlReader::readFile(filePath(copy.id, ".yaml"), progress);
}

void RecoveryStore::remove(const QString& id) {
    QFile::remove(filePath(id, ".json"));
    QFile::remove(filePath(id, ".yaml"));
    m_locks.erase(id); // unlocks and deletes the lock file
}

void RecoveryStore::release(const QString& id) {
    m_locks.erase(id);
}

} // namespace FlowAudit
