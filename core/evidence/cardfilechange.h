#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>

#include <optional>

namespace FlowAudit {

// A card file's new bytes, or why it is left as it was (then `text` is the old bytes).
struct CardFileChange {
    QByteArray text;
    std::optional<IoError> error;
};

} // namespace FlowAudit
