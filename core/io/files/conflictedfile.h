#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>
#include <QList>

#include <optional>

namespace FlowAudit {

// A file with git's conflict markers (from `flowaudit-cli merge` or a plain line merge),
// split into the versions it holds: the text outside the conflicts with each conflict's
// ours, theirs or base lines. Each version remembers which line of the file each of its
// lines came from, so an error in it points into the file the user opened.
struct ConflictedFile {
    struct Version {
        QByteArray text;
        QList<int> fileLines; // fileLines[i]: the file's line (1-based) of the version's line i + 1
        int fileLineOf(int versionLine) const;
    };
    Version ours;
    Version theirs;
    Version base; // when every conflict has a base section (git's diff3 style)
    bool hasBase = false;
    // The file in pieces: text outside the conflicts, or one conflict's three sections, so
    // a version can be put together with each conflict's side chosen on its own.
    struct Piece {
        bool conflict = false;
        QByteArray outside;
        QByteArray ours, base, theirs;
    };
    QList<Piece> pieces;
    int conflictCount = 0;

    // Whether the bytes hold a conflict marker line at all (`<<<<<<< `, at a line's start).
    static bool hasMarkers(const QByteArray& bytes) { return firstMarkerLine(bytes) > 0; }
    // The line of the first conflict's opening marker; 0 when there is none.
    static int firstMarkerLine(const QByteArray& bytes);
    // What a reader says of such a file instead of a YAML syntax error.
    static IoError markersError(const QString& fileName, int line);
    // What every reader of an inventory (lint, convert, report, the editor) says of bytes
    // with conflict markers: where the markers do not balance, or that the conflicts must be
    // resolved first; nothing when the bytes hold no marker.
    static std::optional<IoError> readError(const QByteArray& bytes, const QString& fileName);
    // The versions, or where the markers are broken (an opened conflict never closed, a
    // separator outside one); `fileName` names the file in that error.
    static std::optional<ConflictedFile> split(const QByteArray& bytes, const QString& fileName,
                                               IoError* error);
};

} // namespace FlowAudit
