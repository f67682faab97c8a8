#pragma once

#include <QtGlobal>

#include <functional>

namespace FlowAudit {

class Flow;

// How far a read has come, for a progress bar: the bytes of the file read so far and the
// flows read so far. Called every few hundred flows on the thread that builds the flows
// (for YAML, a thread of the reader's own beside the parser's); returning false
// stops the read (the user cancelled), which then fails with a "cancelled" error.
using ReadProgress = std::function<bool(qint64 bytesRead, int flowsRead)>;

// How far a write has come: the bytes made so far and the flows written, every few
// hundred flows on the writing thread; returning false stops the write (nothing is made).
using WriteProgress = std::function<bool(qint64 bytesWritten, int flowsWritten)>;

// Flows between two progress calls of a reader or a writer: rare enough to cost nothing,
// frequent enough for a bar.
inline constexpr int ProgressEveryFlows = 256;

// Each flow as soon as the reader has built it, in order, on the thread that builds the
// flows (as for ReadProgress): for work
// that can start before the whole file is read (the lint checks flows on a second thread
// meanwhile). A flow handed over is complete and never changed by the reader again; the
// read may still fail later, and then the inventory is not used.
using FlowRead = std::function<void(const Flow& flow)>;

} // namespace FlowAudit
