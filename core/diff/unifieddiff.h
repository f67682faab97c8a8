#pragma once

#include <QByteArray>
#include <QString>

namespace FlowAudit {

// Two versions of a file as a unified diff (what `diff -u` and `git diff` print, and `git
// apply` and `patch` take): headers, then hunks of the changed lines with `context` lines
// around them; a last line without its line end is marked "\ No newline at end of file".
// Lines are compared with their line ends, so a CRLF file diffs as itself. Empty when the
// two are the same. The edit script is dtl's (Myers' O(ND) algorithm), run on the lines
// between the common start and end, so a one-line change in a large file costs one pass.
// firstLine: the line of both files the texts start at, when they are a window of them
// (the same lines before it in both), for the hunks' line numbers.
QByteArray unifiedDiff(const QByteArray& before, const QByteArray& after, const QString& beforeName,
                       const QString& afterName, int context = 3, qsizetype firstLine = 1);

} // namespace FlowAudit
