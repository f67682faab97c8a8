#pragma once

#include <QString>
#include <QStringList>

namespace FlowAudit {

// Whether path names one of files by any path: the same file by device and inode (relative
// paths, symbolic and hard links), or the same absolute path for a file not there yet.
// Nothing FlowAudit writes may replace a file it read for that write (an inventory once
// lost to its own findings): the command line's outputs and the editor's exports ask here.
bool namesOneOf(const QString& path, const QStringList& files);

} // namespace FlowAudit
