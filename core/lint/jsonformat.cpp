#include "core/lint/lintformat.h"

#include "core/rules/rulecatalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace FlowAudit {

namespace {

QJsonObject fileObject(const FileLint& file)
{
    QJsonObject object;
    object.insert(QStringLiteral("inventory"), file.path);
    object.insert(QStringLiteral("rules_version"), QStringLiteral(FLOWAUDIT_RULES_VERSION));
    QJsonArray findings;
    if (!file.readable()) {
        object.insert(QStringLiteral("flows"), 0);
        object.insert(QStringLiteral("error"), QJsonObject{{QStringLiteral("line"), file.error.line},
                                                           {QStringLiteral("column"), file.error.column},
                                                           {QStringLiteral("message"), file.error.message}});
    } else {
        object.insert(QStringLiteral("flows"), int(file.inventory->flows.size()));
        for (const Finding& f : file.findings) {
            QJsonObject finding{{QStringLiteral("row"), f.row},
                                {QStringLiteral("flow_id"), file.flowIdOf(f)},
                                {QStringLiteral("rule"), f.rule},
                                {QStringLiteral("severity"), severityKeyword(f.severity)},
                                {QStringLiteral("line"), file.lineOf(f)},
                                {QStringLiteral("message"), f.message},
                                {QStringLiteral("hint"), RuleCatalogue::hint(f.rule)}};
            if (f.field)
                finding.insert(QStringLiteral("field"), FieldCatalogue::name(*f.field));
            findings.append(finding);
        }
    }
    object.insert(QStringLiteral("findings"), findings);
    object.insert(QStringLiteral("summary"), QJsonObject{{QStringLiteral("FAIL"), file.counts.count(Severity::Fail)},
                                                         {QStringLiteral("WARN"), file.counts.count(Severity::Warn)},
                                                         {QStringLiteral("INFO"), file.counts.count(Severity::Info)}});
    return object;
}

} // namespace

QByteArray LintFormat::json(const QList<FileLint>& files)
{
    if (files.size() == 1)
        return QJsonDocument(fileObject(files.first())).toJson(QJsonDocument::Indented);
    QJsonArray all;
    for (const FileLint& file : files)
        all.append(fileObject(file));
    return QJsonDocument(all).toJson(QJsonDocument::Indented);
}

} // namespace FlowAudit
