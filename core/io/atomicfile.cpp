#include "core/io/atomicfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace FlowAudit {

std::optional<IoError> AtomicFile::write(const QString& path, const QByteArray& bytes)
{
    auto failure = [&](const QString& message) { return IoError{path, 0, 0, message}; };
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return failure(QCoreApplication::translate("AtomicFile", "cannot write the file: %1").arg(file.errorString()));
    qint64 written = 0;
    while (written < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + written, bytes.size() - written);
        if (n <= 0) {
            const QString reason = file.errorString();
            file.cancelWriting();
            return failure(QCoreApplication::translate("AtomicFile", "the file could not be written completely (%1); the old file is unchanged").arg(reason));
        }
        written += n;
    }
    if (!file.flush() || file.error() != QFileDevice::NoError) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return failure(QCoreApplication::translate("AtomicFile", "the file could not be written completely (%1); the old file is unchanged").arg(reason));
    }
    if (!file.commit())
        return failure(QCoreApplication::translate("AtomicFile", "the file could not be saved (%1); the old file is unchanged").arg(file.errorString()));
    QFile check(path);
    if (!check.open(QIODevice::ReadOnly) || check.readAll() != bytes)
        return failure(QCoreApplication::translate("AtomicFile", "the saved file does not read back as written: check the disk"));
    return std::nullopt;
}

} // namespace FlowAudit
