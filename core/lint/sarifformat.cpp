#include "core/lint/lintformat.h"

#include "core/lint/trackingfingerprints.h"
#include "core/rules/rulecatalogue.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace FlowAudit {

namespace {

QString level(Severity severity) {
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

QJsonObject message(const QString& s) {
    return QJsonObject{{QStringLiteral("text"), s}};
}

QJsonObject ruleDescriptor(const RuleInfo& rule) {
    const QString title = RuleCatalogue::title(rule);
    const QString rationale = RuleCatalogue::rationale(rule);
    const QString hint = RuleCatalogue::hint(rule);
    return QJsonObject{
        {QStringLiteral("id"), rule.idText},
        {QStringLiteral("name"), title},
        {QStringLiteral("shortDescription"), message(title)},
        {QStringLiteral("fullDescription"), message(rationale)},
        {QStringLiteral("help"),
         QJsonObject{
             {QStringLiteral("text"), hint},
             {QStringLiteral("markdown"),
              QStringLiteral("**%1**\n\n%2\n\n*How to fix:* %3").arg(title, rationale, hint)}}},
        {QStringLiteral("defaultConfiguration"),
         QJsonObject{{QStringLiteral("level"), level(rule.severity)}}},
        {QStringLiteral("properties"),
         QJsonObject{{QStringLiteral("tags"), QJsonArray{QStringLiteral("reliability")}}}},
    };
}

// docs/spec/rules.md's rules, then the waivers' and the advisories' when the run has them: the
// rules array of a run without waivers or advisories stays as it was.
QList<const RuleInfo*> describedRules(bool waivers, bool advisories) {
    QList<const RuleInfo*> rules;
    for (const QList<RuleInfo>* group :
         {&RuleCatalogue::rules(), &RuleCatalogue::waiverRules(), &RuleCatalogue::advisories()}) {
        if ((group == &RuleCatalogue::waiverRules() && !waivers) ||
            (group == &RuleCatalogue::advisories() && !advisories))
            continue;
        for (const RuleInfo& rule : *group)
            rules.append(&rule);
    }
    return rules;
}

int ruleIndex(const QList<const RuleInfo*>& rules, const QString& id) {
    for (qsizetype i = 0; i < rules.size(); ++i) {
        if (rules[i]->idText == id)
            return int(i);
    }
    return -1;
}

// The path as SARIF's artifactLocation.uri: an RFC 3986 URI, so spaces, %, # and ? and
// non-ASCII letters percent-encoded; an absolute path as a file: URI, a relative one as a
// relative reference (its first segment kept from reading as a scheme), based on %SRCROOT%.
QString artifactUri(const QString& path) {
    const QString slashed = QDir::fromNativeSeparators(path);
    if (!QDir::isRelativePath(path))
        return QUrl::fromLocalFile(slashed).toString(QUrl::FullyEncoded);
    QUrl relative;
    const QString first = slashed.section(QLatin1Char('/'), 0, 0);
    relative.setPath(first.contains(QLatin1Char(':')) ? QStringLiteral("./") + slashed : slashed,
                     QUrl::DecodedMode);
    return relative.toString(QUrl::FullyEncoded);
}

QJsonObject location(const QString& path, int line, int column) {
    QJsonObject artifact{{QStringLiteral("uri"), artifactUri(path)}};
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

QJsonObject suppression(const FileLint& file, int position) {
    const Waiver& waiver = file.waiverOf(position);
    QJsonObject properties{{QStringLiteral("waiver"), position},
                           {QStringLiteral("owner"), waiver.owner},
                           {QStringLiteral("expires"), waiver.expires}};
    if (!waiver.approvedBy.isEmpty())
        properties.insert(QStringLiteral("approved_by"), waiver.approvedBy);
    return QJsonObject{{QStringLiteral("kind"), QStringLiteral("external")},
                       {QStringLiteral("status"), QStringLiteral("accepted")},
                       {QStringLiteral("justification"), waiver.justification},
                       {QStringLiteral("location"), location(file.path, waiver.line, 0)},
                       {QStringLiteral("properties"), properties}};
}

} // namespace

QByteArray LintFormat::sarif(const QList<FileLint>& files, const LintFormatOptions& options) {
    // SARIF: suppressions and baselineState are on every result of a run or on none.
    // A baseline's absent waiver finding (its waiver removed since) needs the waiver rules too.
    const bool anyWaivers = std::any_of(files.begin(), files.end(), [](const FileLint& f) {
        return f.hasWaivers() ||
               (f.baseline && std::any_of(f.baseline->absent.begin(), f.baseline->absent.end(),
                                          [](const BaselineEntry& e) {
                                              return RuleCatalogue::isWaiverRule(e.rule);
                                          }));
    });
    const bool anyBaseline = std::any_of(files.begin(), files.end(),
                                         [](const FileLint& f) { return f.baseline.has_value(); });
    const bool anyAdvisories = std::any_of(files.begin(), files.end(),
                                           [](const FileLint& f) { return f.options.advisories; });
    const QList<const RuleInfo*> rules = describedRules(anyWaivers, anyAdvisories);
    QJsonArray results;
    QJsonArray notifications;
    for (const FileLint& file : files) {
        if (!file.readable()) {
            notifications.append(
                QJsonObject{{QStringLiteral("level"), QStringLiteral("error")},
                            {QStringLiteral("message"), message(file.error.message)},
                            {QStringLiteral("locations"),
                             QJsonArray{location(file.path, file.error.line, file.error.column)}}});
            continue;
        }
        TrackingFingerprints fingerprints;
        for (const Finding& f : file.allFindings()) {
            if (options.sarifOmitAccepted && f.accepted())
                continue;
            const QString& flowId = file.flowIdOf(f);
            const QString id = !flowId.isEmpty() ? flowId
                               : f.aboutWaiver() ? QStringLiteral("waiver %1").arg(f.waiver)
                                                 : QStringLiteral("row %1").arg(f.row);
            QJsonObject result{
                {QStringLiteral("ruleId"), f.rule},
                {QStringLiteral("ruleIndex"), ruleIndex(rules, f.rule)},
                {QStringLiteral("level"), level(f.severity)},
                {QStringLiteral("message"), message(QStringLiteral("%1: %2").arg(id, f.message))},
                {QStringLiteral("locations"), QJsonArray{location(file.path, file.lineOf(f), 0)}},
                {QStringLiteral("partialFingerprints"),
                 QJsonObject{{QStringLiteral("flowauditFinding/v1"), fingerprints.of(file, f)}}},
            };
            if (anyWaivers)
                result.insert(QStringLiteral("suppressions"),
                              f.accepted() ? QJsonArray{suppression(file, f.acceptedBy)}
                                           : QJsonArray{});
            if (anyBaseline)
                result.insert(QStringLiteral("baselineState"),
                              baselineStateKeyword(f.baseline == BaselineState::None
                                                       ? BaselineState::New
                                                       : f.baseline));
            results.append(result);
        }
        if (!file.baseline)
            continue;
        // What the baseline had and today's lint has not: fixed since, reported as passes.
        for (const BaselineEntry& entry : file.baseline->absent) {
            QJsonObject result{
                {QStringLiteral("ruleId"), entry.rule},
                {QStringLiteral("ruleIndex"), ruleIndex(rules, entry.rule)},
                {QStringLiteral("kind"), QStringLiteral("pass")},
                {QStringLiteral("level"), QStringLiteral("none")},
                {QStringLiteral("message"),
                 message(QStringLiteral("%1: %2 %3 is absent since the baseline (fixed)")
                             .arg(entry.flowId, severityKeyword(entry.severity), entry.rule))},
                {QStringLiteral("locations"), QJsonArray{location(file.path, 0, 0)}},
                {QStringLiteral("partialFingerprints"),
                 QJsonObject{
                     {QStringLiteral("flowauditFinding/v1"), fingerprints.ofAbsent(entry)}}},
                {QStringLiteral("baselineState"), QStringLiteral("absent")},
            };
            if (anyWaivers)
                result.insert(QStringLiteral("suppressions"), QJsonArray{});
            results.append(result);
        }
    }
    QJsonArray rulesJson;
    for (const RuleInfo* rule : rules)
        rulesJson.append(ruleDescriptor(*rule));
    QJsonObject driver{{QStringLiteral("name"), QStringLiteral("FlowAudit")},
                       {QStringLiteral("version"), QStringLiteral(FLOWAUDIT_VERSION)},
                       {QStringLiteral("semanticVersion"), QStringLiteral(FLOWAUDIT_VERSION)},
                       {QStringLiteral("rules"), rulesJson}};
    QJsonObject invocation{{QStringLiteral("executionSuccessful"), notifications.isEmpty()}};
    if (!notifications.isEmpty())
        invocation.insert(QStringLiteral("toolExecutionNotifications"), notifications);
    QJsonObject run{{QStringLiteral("tool"), QJsonObject{{QStringLiteral("driver"), driver}}},
                    {QStringLiteral("invocations"), QJsonArray{invocation}},
                    {QStringLiteral("columnKind"), QStringLiteral("unicodeCodePoints")},
                    {QStringLiteral("results"), results}};
    QJsonObject log{{QStringLiteral("$schema"),
                     QStringLiteral("https://json.schemastore.org/sarif-2.1.0.json")},
                    {QStringLiteral("version"), QStringLiteral("2.1.0")},
                    {QStringLiteral("runs"), QJsonArray{run}}};
    return QJsonDocument(log).toJson(QJsonDocument::Indented);
}

} // namespace FlowAudit
