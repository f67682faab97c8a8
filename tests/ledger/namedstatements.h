#pragma once

#include <QByteArray>
#include <QMap>
#include <QStringList>

namespace FlowAudit::Test {

// A ledger file read back as application code reads it: each `-- name:` with its
// `-- params:` and its SQL (the comment lines left out).
struct NamedStatement {
    QStringList params;
    QString sql;
};

QMap<QString, NamedStatement> readNamedStatements(const QByteArray& file);

} // namespace FlowAudit::Test
