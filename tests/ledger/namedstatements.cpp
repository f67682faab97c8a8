#include "namedstatements.h"

namespace FlowAudit::Test {

QMap<QString, NamedStatement> readNamedStatements(const QByteArray& file) {
    QMap<QString, NamedStatement> statements;
    QString name;
    for (const QString& line : QString::fromUtf8(file).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("-- name: "))) {
            name = line.mid(9).trimmed();
            statements.insert(name, {});
        } else if (name.isEmpty()) {
            continue;
        } else if (line.startsWith(QLatin1String("-- params: "))) {
            statements[name].params = line.mid(11).split(QLatin1String(", "));
        } else if (!line.startsWith(QLatin1String("--")) && !line.trimmed().isEmpty()) {
            statements[name].sql += line + QLatin1Char('\n');
        }
    }
    return statements;
}

StatementCall namedCall(const QMap<QString, NamedStatement>& file, const QString& name,
                        const QMap<QString, QString>& values) {
    const NamedStatement statement = file.value(name);
    StatementCall call{statement.sql, {}};
    for (const QString& param : statement.params)
        call.params.append(values.value(param));
    return call;
}

} // namespace FlowAudit::Test
