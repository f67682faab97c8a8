#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>

#include <optional>

namespace FlowAudit {

// Writes a file the user owns all at once or not at all: through QSaveFile, checking that
// every byte was written (QSaveFile can commit a truncated file on a full disk), then
// reading it back. On failure the old file is untouched and the error says why.
class AtomicFile {
public:
    static std::optional<IoError> write(const QString& path, const QByteArray& bytes);
};

} // namespace FlowAudit
