#include "core/io/files/atomicfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace FlowAudit {

std::optional<IoError> AtomicFile::write(const QString& path, const QByteArray& bytes) {
    return write(path, bytes, Options{});
}

// Backups are kept in FlowAudit's own data folder, never beside the file: a FILE.bak in a
// git work tree is an untracked file the team did not ask for. The name carries a hash of
// the file's full path, so two inventories of one name keep a backup each.
QString AtomicFile::backupPath(const QString& path) {
    const QFileInfo file(path);
    const QByteArray where =
        QCryptographicHash::hash(file.absoluteFilePath().toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(12);
    return QDir(backupFolder())
        .filePath(file.fileName() + QLatin1Char('.') + QString::fromLatin1(where) +
                  QStringLiteral(".bak"));
}

QString AtomicFile::backupFolder() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("backups"));
}

// The backup is written (atomically too) before the file is replaced: if it cannot be, the
// save stops there and both the file and the earlier backup are as they were.
std::optional<IoError> AtomicFile::keepBackupOf(const QString& path, const QByteArray& newBytes) {
    if (!QFileInfo(path).isFile())
        return std::nullopt; // a new file has no earlier version
    QFile old(path);
    if (!old.open(QIODevice::ReadOnly))
        return IoError{
            path, 0, 0,
            QCoreApplication::translate(
                "AtomicFile",
                "cannot read the current file to keep it as a backup (%1); the file is unchanged")
                .arg(old.errorString())};
    const QByteArray previous = old.readAll();
    if (previous == newBytes)
        return std::nullopt; // saving the same bytes again: the older backup is the useful one
    QDir().mkpath(backupFolder());
    if (std::optional<IoError> error = write(backupPath(path), previous)) {
        return IoError{
            path, 0, 0,
            QCoreApplication::translate(
                "AtomicFile", "the backup %1 could not be written (%2); the file is unchanged")
                .arg(QDir::toNativeSeparators(backupPath(path)), error->message)};
    }
    return std::nullopt;
}

std::optional<IoError> AtomicFile::write(const QString& path, const QByteArray& bytes,
                                         Options options) {
    auto failure = [&](const QString& message) { return IoError{path, 0, 0, message}; };
    if (options.keepBackup) {
        if (std::optional<IoError> error = keepBackupOf(path, bytes))
            return error;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failure(QCoreApplication::translate("AtomicFile", "cannot write the file: %1")
                           .arg(file.errorString()));
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return failure(
                QCoreApplication::translate(
                    "AtomicFile",
                    "the file could not be written completely (%1); the old file is unchanged")
                    .arg(reason));
        }
        written += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return failure(
            QCoreApplication::translate(
                "AtomicFile",
                "the file could not be written completely (%1); the old file is unchanged")
                .arg(reason));
    }
    if (!file.commit())
        return failure(
            QCoreApplication::translate(
                "AtomicFile", "the file could not be saved (%1); the old file is unchanged")
                .arg(file.errorString()));
    QFile check(path);
    if (!check.open(QIODevice::ReadOnly) || check.readAll() != bytes)
        return failure(QCoreApplication::translate(
            "AtomicFile", "the saved file does not read back as written: check the disk"));
    return std::nullopt;
}

} // namespace FlowAudit
