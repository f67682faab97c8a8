#include "ui/files/inventoryloader.h"

#include "core/document/ruleengine.h"
#include "core/io/files/conflictedfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/io/files/recoverystore.h"
#include "ui/files/filetask.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

namespace FlowAudit {

namespace {

QString megabytes(qint64 bytes) {
    return QLocale().toString(double(bytes) / (1024.0 * 1024.0), 'f', 1);
}

// The dialog's line while a file of `name` is read.
FileTask::Describe describeReading(const QString& name) {
    return [name](const FileTask::Done& done) {
        if (done.totalBytes <= 0)
            return InventoryLoader::tr("Reading %1…").arg(name);
        return InventoryLoader::tr("Reading %1: %2 of %3 MB, %n flow(s) so far", nullptr,
                                   done.flows)
            .arg(name, megabytes(done.bytes), megabytes(done.totalBytes));
    };
}

} // namespace

std::optional<LoadedFile> InventoryLoader::read(QWidget* window, const QString& path,
                                                InventoryFile::Format format) {
    const QString name = QFileInfo(path).fileName();
    FileTask task(window, tr("Opening %1").arg(name), true);
    LoadedFile loaded;
    // The bytes are read once: what is parsed is what the hash says the editor has.
    const bool finished = task.run(describeReading(name), [&] {
        QByteArray bytes;
        if (std::optional<IoError> error = InventoryFile::readBytes(path, &bytes)) {
            loaded.result.error = *error;
            return;
        }
        task.setTotalBytes(bytes.size());
        if (format == InventoryFile::Format::Yaml && ConflictedFile::hasMarkers(bytes)) {
            loaded.conflicted = ConflictedInventory::read(bytes, path, &loaded.result.error);
            if (loaded.conflicted)
                loaded.hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
            return;
        }
        // The flows are checked beside the parser, on the reader's second thread.
        const FlowRead precheck = [&prechecked = loaded.prechecked](const Flow& flow) {
            prechecked.append(RuleEngine::precheck(flow, int(prechecked.size()) + 1));
        };
        loaded.result = InventoryFile::parse(bytes, format, path, task.progress(), precheck);
        if (loaded.result.inventory) {
            loaded.hash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha256);
            if (format == InventoryFile::Format::Yaml)
                loaded.bytes = std::move(bytes);
        }
    });
    if (!finished)
        return std::nullopt;
    return loaded;
}

std::optional<LoadedRecovery> InventoryLoader::readRecovery(QWidget* window,
                                                            const RecoveryStore& store,
                                                            const RecoveryCopy& copy,
                                                            const QString& name) {
    FileTask task(window, tr("Recovering %1").arg(name), true);
    LoadedRecovery loaded;
    const bool finished = task.run(describeReading(name), [&] {
        task.setTotalBytes(
            QFileInfo(QDir(store.folder()).filePath(copy.id + QStringLiteral(".yaml"))).size());
        loaded.result = store.read(copy, task.progress());
        // The original file decides what a save over it would drop.
        QByteArray bytes;
        if (loaded.result.inventory && !copy.originalPath.isEmpty() &&
            QFileInfo::exists(copy.originalPath) &&
            !InventoryFile::readBytes(copy.originalPath, &bytes)) {
            task.setTotalBytes(bytes.size());
            loaded.originalUnkept =
                InventoryFile::parse(bytes, InventoryFile::formatOf(copy.originalPath),
                                     copy.originalPath, task.progress())
                    .unkept;
        }
    });
    if (!finished)
        return std::nullopt;
    return loaded;
}

} // namespace FlowAudit
