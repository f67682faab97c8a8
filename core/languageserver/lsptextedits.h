#pragma once

#include <QJsonArray>
#include <QString>

namespace FlowAudit {

// The TextEdits that turn `before` into `after`, line by line: the lines both share at the
// start and the end are left out, and where the rest has as many lines on each side, each
// run of changed lines is an edit of its own; otherwise the rest is one edit. A save that
// changes two cells of a flow is two one-line edits, and no line it kept is touched.
QJsonArray lspTextEdits(const QString& before, const QString& after);

} // namespace FlowAudit
