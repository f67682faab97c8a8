#include "core/io/files/conflictedfile.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace FlowAudit {

namespace {

constexpr int MinMarkerSize = 7;

enum class Marker { None, Ours, Base, Separator, Theirs };

// A marker is a run of at least seven of one character at the line's start, then the end
// of the line or a space and a label; a separator has no label.
Marker markerOf(QByteArrayView line) {
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.size() < MinMarkerSize)
        return Marker::None;
    const char c = line.front();
    if (c != '<' && c != '|' && c != '=' && c != '>')
        return Marker::None;
    qsizetype run = 0;
    while (run < line.size() && line[run] == c)
        ++run;
    if (run < MinMarkerSize || (run < line.size() && line[run] != ' '))
        return Marker::None;
    switch (c) {
    case '<':
        return Marker::Ours;
    case '|':
        return Marker::Base;
    case '=':
        return run == line.size() ? Marker::Separator : Marker::None;
    default:
        return Marker::Theirs;
    }
}

void append(ConflictedFile::Version& version, QByteArrayView line, int fileLine) {
    version.text += line;
    version.text += '\n';
    version.fileLines.append(fileLine);
}

} // namespace

int ConflictedFile::Version::fileLineOf(int versionLine) const {
    return versionLine >= 1 && versionLine <= fileLines.size() ? fileLines[versionLine - 1] : 0;
}

int ConflictedFile::firstMarkerLine(const QByteArray& bytes) {
    qsizetype start = 0;
    int line = 1;
    while (start < bytes.size()) {
        qsizetype end = bytes.indexOf('\n', start);
        if (end < 0)
            end = bytes.size();
        if (bytes[start] == '<' &&
            markerOf(QByteArrayView(bytes).sliced(start, end - start)) == Marker::Ours)
            return line;
        start = end + 1;
        ++line;
    }
    return 0;
}

IoError ConflictedFile::markersError(const QString& fileName, int line) {
    return {fileName, line, 1,
            QCoreApplication::translate(
                "ConflictedFile", "merge conflict markers (<<<<<<<): resolve the conflicts first "
                                  "(the editor opens this file and offers each one)")};
}

std::optional<IoError> ConflictedFile::readError(const QByteArray& bytes, const QString& fileName) {
    const int line = firstMarkerLine(bytes);
    if (line == 0) {
        // A separator or a closing marker left behind without its opening one.
        static const QRegularExpression stray(
            QStringLiteral("(^|\\n)(=======|>>>>>>>|\\|\\|\\|\\|\\|\\|\\|)([ \\t\\r]|\\n|$)"));
        if (!stray.match(QString::fromUtf8(bytes)).hasMatch())
            return std::nullopt;
        IoError stranded;
        if (!split(bytes, fileName, &stranded))
            return stranded;
        return std::nullopt;
    }
    IoError unbalanced;
    if (!split(bytes, fileName, &unbalanced))
        return unbalanced;
    return markersError(fileName, line);
}

std::optional<ConflictedFile> ConflictedFile::split(const QByteArray& bytes,
                                                    const QString& fileName, IoError* error) {
    ConflictedFile file;
    enum class Part { Outside, Ours, Base, Theirs } part = Part::Outside;
    bool everyHasBase = true;
    bool thisHasBase = false;
    int openedAt = 0;
    auto fail = [&](int line, const char* what) {
        if (error)
            *error = {fileName, line, 1, QCoreApplication::translate("ConflictedFile", what)};
        return std::nullopt;
    };

    const QByteArrayView all(bytes);
    qsizetype start = 0;
    int lineNumber = 0;
    while (start < all.size()) {
        qsizetype end = all.indexOf('\n', start);
        if (end < 0)
            end = all.size();
        const QByteArrayView line = all.sliced(start, end - start);
        start = end + 1;
        ++lineNumber;
        const Marker marker = markerOf(line);
        switch (marker) {
        case Marker::Ours:
            if (part != Part::Outside)
                return fail(lineNumber,
                            QT_TRANSLATE_NOOP("ConflictedFile",
                                              "a conflict opens (<<<<<<<) inside another one"));
            part = Part::Ours;
            thisHasBase = false;
            openedAt = lineNumber;
            file.pieces.append(ConflictedFile::Piece{true, {}, {}, {}, {}});
            continue;
        case Marker::Base:
            if (part != Part::Ours)
                return fail(
                    lineNumber,
                    QT_TRANSLATE_NOOP("ConflictedFile",
                                      "a base section (|||||||) outside a conflict's ours side"));
            part = Part::Base;
            thisHasBase = true;
            continue;
        case Marker::Separator:
            if (part != Part::Ours && part != Part::Base)
                return fail(lineNumber,
                            QT_TRANSLATE_NOOP("ConflictedFile",
                                              "a separator (=======) outside a conflict"));
            part = Part::Theirs;
            continue;
        case Marker::Theirs:
            if (part != Part::Theirs)
                return fail(lineNumber,
                            QT_TRANSLATE_NOOP(
                                "ConflictedFile",
                                "a conflict closes (>>>>>>>) before its separator (=======)"));
            part = Part::Outside;
            everyHasBase = everyHasBase && thisHasBase;
            ++file.conflictCount;
            continue;
        case Marker::None:
            break;
        }
        QByteArray* piece = nullptr;
        if (part == Part::Outside) {
            if (file.pieces.isEmpty() || file.pieces.last().conflict)
                file.pieces.append(ConflictedFile::Piece{});
            piece = &file.pieces.last().outside;
        } else {
            ConflictedFile::Piece& conflict = file.pieces.last();
            piece = part == Part::Ours   ? &conflict.ours
                    : part == Part::Base ? &conflict.base
                                         : &conflict.theirs;
        }
        *piece += line;
        *piece += '\n';
        switch (part) {
        case Part::Outside:
            append(file.ours, line, lineNumber);
            append(file.theirs, line, lineNumber);
            append(file.base, line, lineNumber);
            break;
        case Part::Ours:
            append(file.ours, line, lineNumber);
            break;
        case Part::Base:
            append(file.base, line, lineNumber);
            break;
        case Part::Theirs:
            append(file.theirs, line, lineNumber);
            break;
        }
    }
    if (part != Part::Outside)
        return fail(openedAt,
                    QT_TRANSLATE_NOOP("ConflictedFile", "this conflict is never closed (>>>>>>>)"));
    file.hasBase = file.conflictCount > 0 && everyHasBase;
    if (!file.hasBase)
        file.base = {};
    return file;
}

} // namespace FlowAudit
