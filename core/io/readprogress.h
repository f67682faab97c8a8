#pragma once

#include <QtGlobal>

#include <functional>

namespace FlowAudit {

// How far a read has come, for a progress bar: the bytes of the file read so far and the
// flows read so far. Called on the reading thread every few hundred flows; returning false
// stops the read (the user cancelled), which then fails with a "cancelled" error.
using ReadProgress = std::function<bool(qint64 bytesRead, int flowsRead)>;

} // namespace FlowAudit
