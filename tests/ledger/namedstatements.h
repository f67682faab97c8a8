#pragma once

#include "ledgerdatabase.h"

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

// Statement `name` of a file with the values of its parameters, in the order the file's
// `-- params:` line gives: the order of the placeholders (a missing value is NULL).
StatementCall namedCall(const QMap<QString, NamedStatement>& file, const QString& name,
                        const QMap<QString, QString>& values);

} // namespace FlowAudit::Test
