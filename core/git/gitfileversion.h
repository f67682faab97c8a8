#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>

namespace FlowAudit {

// A committed version of a file, named as git names it (`HEAD:flows.yaml`, `main~2:./a.yaml`).
class GitFileVersion {
public:
    // REV:PATH rather than a file: it has a colon and no file of that name exists.
    static bool isRevisionSpec(const QString& argument);
    // The bytes of that version, read with `git show` in `workingDirectory` (the current one
    // when blank), or why not.
    static std::optional<QByteArray> read(const QString& spec, IoError* error,
                                          const QString& workingDirectory = QString());
    // The PATH part of REV:PATH: it decides the format.
    static QString pathOf(const QString& spec);
    // The revisions that changed the file, newest first: `hash<TAB>date<TAB>subject`.
    static QStringList logOf(const QString& filePath, int limit);
};

} // namespace FlowAudit
