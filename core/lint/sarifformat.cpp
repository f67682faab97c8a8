#include "core/lint/lintformat.h"

#include "core/rules/rulecatalogue.h"

#include <QCryptographicHash>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace FlowAudit {

namespace {

QString level(Severity severity)
{
    switch (severity) {
    case Severity::Fail:
        return QStringLiteral("error");
    case Severity::Warn:
        return QStringLiteral("warning");
    case Severity::Info:
        break;
    }
    return QStringLiteral("note");
}

QJsonObject message(const QString& s)
{
    return QJsonObject{{QStringLiteral("text"), s}};
}

QJsonArray rulesArray()
{
    QJsonArray rules;
    for (const RuleInfo& rule : RuleCatalogue::rules()) {
        const QString hint = RuleCatalogue::hint(rule);
        const QString rationale = RuleCatalogue::rationale(rule);
        rules.append(QJsonObject{
            {QStringLiteral("id"), QString::fromLatin1(rule.id)},
            {QStringLiteral("name"), RuleCatalogue::title(rule)},
            {QStringLiteral("shortDescription"), message(RuleCatalogue::title(rule))},
            {QStringLiteral("fullDescription"), message(rationale)},
            {QStringLiteral("help"), QJsonObject{{QStringLiteral("text"), hint},
                                                 {QStringLiteral("markdown"),
                                                  QStringLiteral("**%1**\n\n%2\n\n*How to fix:* %3")
                                                      .arg(RuleCatalogue::title(rule), rationale, hint)}}},
            {QStringLiteral("defaultConfiguration"), QJsonObject{{QStringLiteral("level"), level(rule.severity)}}},
            {QStringLiteral("properties"),
             QJsonObject{{QStringLiteral("tags"), QJsonArray{QStringLiteral("reliability")}}}},
        });
    }
    return rules;
}

int ruleIndex(const QString& id)
{
    const QList<RuleInfo>& rules = RuleCatalogue::rules();
    for (qsizetype i = 0; i < rules.size(); ++i) {
        if (id == QLatin1StringView(rules[i].id))
            return int(i);
    }
    return -1;
}

QJsonObject location(const QString& path, int line, int column)
{
    QJsonObject artifact{{QStringLiteral("uri"), QDir::fromNativeSeparators(path)}};
    if (QDir::isRelativePath(path))
        artifact.insert(QStringLiteral("uriBaseId"), QStringLiteral("%SRCROOT%"));
    QJsonObject physical{{QStringLiteral("artifactLocation"), artifact}};
    if (line > 0) {
        QJsonObject region{{QStringLiteral("startLine"), line}};
        if (column > 0)
            region.insert(QStringLiteral("startColumn"), column);
        physical.insert(QStringLiteral("region"), region);
    }
    return QJsonObject{{QStringLiteral("physicalLocation"), physical}};
}

// Stable across edits elsewhere in the file: the rule, the flow's ID, the field, and which
// occurrence of that triple this is (shared IDs), never the line.
QString fingerprint(const QString& rule, const QString& flowId, const QString& field, int occurrence)
{
    const QString key = QStringLiteral("%1|%2|%3|%4").arg(rule, flowId, field, QString::number(occurrence));
    return QString::fromLatin1(QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(32));
}

} // namespace

QByteArray LintFormat::sarif(const QList<FileLint>& files)
{
    QJsonArray results;
    QJsonArray notifications;
    for (const FileLint& file : files) {
        if (!file.readable()) {
            notifications.append(QJsonObject{
                {QStringLiteral("level"), QStringLiteral("error")},
                {QStringLiteral("message"), message(file.error.message)},
                {QStringLiteral("locations"), QJsonArray{location(file.path, file.error.line, file.error.column)}}});
            continue;
        }
        QHash<QString, int> seen;
        for (const Finding& f : file.allFindings()) {
            const QString field = f.field ? FieldCatalogue::name(*f.field) : QString();
            const QString& flowId = file.flowIdOf(f);
            const int occurrence = seen[f.rule + QLatin1Char('|') + flowId + QLatin1Char('|') + field]++;
            const QString id = flowId.isEmpty() ? QStringLiteral("row %1").arg(f.row) : flowId;
            results.append(QJsonObject{
                {QStringLiteral("ruleId"), f.rule},
                {QStringLiteral("ruleIndex"), ruleIndex(f.rule)},
                {QStringLiteral("level"), level(f.severity)},
                {QStringLiteral("message"), message(QStringLiteral("%1: %2").arg(id, f.message))},
                {QStringLiteral("locations"), QJsonArray{location(file.path, file.lineOf(f), 0)}},
                {QStringLiteral("partialFingerprints"),
                 QJsonObject{{QStringLiteral("flowauditFinding/v1"), fingerprint(f.rule, flowId, field, occurrence)}}},
            });
        }
    }
    QJsonObject driver{{QStringLiteral("name"), QStringLiteral("FlowAudit")},
                       {QStringLiteral("version"), QStringLiteral(FLOWAUDIT_VERSION)},
                       {QStringLiteral("semanticVersion"), QStringLiteral(FLOWAUDIT_VERSION)},
                       {QStringLiteral("rules"), rulesArray()}};
    QJsonObject invocation{{QStringLiteral("executionSuccessful"), notifications.isEmpty()}};
    if (!notifications.isEmpty())
        invocation.insert(QStringLiteral("toolExecutionNotifications"), notifications);
    QJsonObject run{{QStringLiteral("tool"), QJsonObject{{QStringLiteral("driver"), driver}}},
                    {QStringLiteral("invocations"), QJsonArray{invocation}},
                    {QStringLiteral("columnKind"), QStringLiteral("unicodeCodePoints")},
                    {QStringLiteral("results"), results}};
    QJsonObject log{{QStringLiteral("$schema"), QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json")},
                    {QStringLiteral("version"), QStringLiteral("2.1.0")},
                    {QStringLiteral("runs"), QJsonArray{run}}};
    return QJsonDocument(log).toJson(QJsonDocument::Indented);
}

} // namespace FlowAudit
