#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>

#include <optional>

namespace FlowAudit {

// Writes a file the user owns all at once or not at all: through QSaveFile, checking that
// every byte was written (QSaveFile can commit a truncated file on a full disk), then
// reading it back. On failure the old file is untouched and the error says why.
//
// Every file FlowAudit writes for the user goes through here: inventories, CSV exports,
// lint outputs, recovery copies, and (for other features) reports and override files.
class AtomicFile {
public:
    struct Options {
        // Keep the version being replaced as a backup (one, the latest) in backupFolder().
        bool keepBackup = false;
    };

    static std::optional<IoError> write(const QString& path, const QByteArray& bytes);
    static std::optional<IoError> write(const QString& path, const QByteArray& bytes,
                                        Options options);
    // Where the backup of `path` is kept: `<folder>/<file name>.<hash of its path>.bak`.
    static QString backupPath(const QString& path);
    static QString backupFolder();

private:
    static std::optional<IoError> keepBackupOf(const QString& path, const QByteArray& newBytes);
};

} // namespace FlowAudit
