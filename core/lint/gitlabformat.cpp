// GitLab's code quality report:
// https://docs.gitlab.com/ee/ci/testing/code_quality.html#code-quality-report-format
#include "core/lint/lintformat.h"

#include "core/lint/findingwords.h"
#include "core/lint/trackingfingerprints.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace FlowAudit {

namespace {

QString severity(Severity severity) {
    switch (severity) {
    case Severity::Fail:
        return QStringLiteral("major");
    case Severity::Warn:
        return QStringLiteral("minor");
    case Severity::Info:
        break;
    }
    return QStringLiteral("info");
}

QJsonObject issue(const QString& check, const QString& description, const QString& severity,
                  const QString& fingerprint, const QString& path, int line) {
    return QJsonObject{
        {QStringLiteral("type"), QStringLiteral("issue")},
        {QStringLiteral("check_name"), check},
        {QStringLiteral("description"), description},
        {QStringLiteral("categories"), QJsonArray{QStringLiteral("Bug Risk")}},
        {QStringLiteral("severity"), severity},
        {QStringLiteral("fingerprint"), fingerprint},
        {QStringLiteral("location"),
         QJsonObject{
             {QStringLiteral("path"), path},
             {QStringLiteral("lines"), QJsonObject{{QStringLiteral("begin"), std::max(line, 1)}}}}},
    };
}

} // namespace

QByteArray LintFormat::gitlab(const QList<FileLint>& files) {
    QJsonArray issues;
    for (const FileLint& file : files) {
        TrackingFingerprints fingerprints(file.path);
        if (!file.readable()) {
            issues.append(issue(QStringLiteral("unreadable"),
                                QCoreApplication::translate("LintFormat", "Not an inventory: %1")
                                    .arg(file.error.message),
                                QStringLiteral("blocker"),
                                fingerprints.of(QStringLiteral("unreadable"), {}, {}), file.path,
                                file.error.line));
            continue;
        }
        const auto add = [&](const QList<Finding>& findings) {
            for (const Finding& f : findings) {
                if (f.accepted())
                    continue;
                issues.append(issue(
                    f.rule,
                    QStringLiteral("%1 %2 %3: %4%5")
                        .arg(severityKeyword(f.severity), f.rule, findingSubject(file, f),
                             f.message, findingDecision(file, f)),
                    severity(f.severity), fingerprints.of(file, f), file.path, file.lineOf(f)));
            }
        };
        file.forEachFlow([&](int, const QList<Finding>& findings) { add(findings); });
        add(file.waiverFindings());
    }
    return QJsonDocument(issues).toJson(QJsonDocument::Indented);
}

} // namespace FlowAudit
