#include "core/lint/lintformat.h"

#include "core/lint/findingwords.h"
#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>

namespace FlowAudit {

QString baselineStateKeyword(BaselineState state) {
    switch (state) {
    case BaselineState::New:
        return QStringLiteral("new");
    case BaselineState::Unchanged:
        return QStringLiteral("unchanged");
    case BaselineState::Updated:
        return QStringLiteral("updated");
    case BaselineState::None:
        break;
    }
    return {};
}

QString baselineKeywordOf(const Finding& finding) {
    if (finding.baseline == BaselineState::None)
        return {};
    return finding.accepted() ? QStringLiteral("accepted") : baselineStateKeyword(finding.baseline);
}

void LintFormat::text(const QList<FileLint>& files, const Sink& sink,
                      const LintFormatOptions& options) {
    constexpr qsizetype ChunkChars = 32 * 1024;
    QString out;
    const auto flushIfFull = [&] {
        if (out.size() >= ChunkChars) {
            sink(out.toUtf8());
            out.resize(0);
        }
    };
    for (const FileLint& file : files) {
        if (!file.readable()) {
            out += file.error.toString() + QLatin1Char('\n');
            continue;
        }
        QStringList rulesSeen;
        const auto write = [&](const QList<Finding>& findings) {
            for (const Finding& f : findings) {
                if (options.hideAccepted && f.accepted())
                    continue;
                out += QStringLiteral("%1:%2: %3 %4 %5: %6%7\n")
                           .arg(file.path, QString::number(file.lineOf(f)),
                                severityKeyword(f.severity), f.rule, findingSubject(file, f),
                                f.message, findingDecision(file, f));
                if (!rulesSeen.contains(f.rule))
                    rulesSeen.append(f.rule);
            }
            flushIfFull();
        };
        file.forEachFlow([&](int, const QList<Finding>& findings) { write(findings); });
        write(file.waiverFindings());
        if (file.baseline) {
            for (const BaselineEntry& entry : file.baseline->absent)
                out +=
                    QCoreApplication::translate(
                        "LintFormat", "%1: absent since the baseline (fixed): %2 %3 %4%5\n")
                        .arg(file.path, severityKeyword(entry.severity), entry.rule, entry.flowId,
                             entry.field.isEmpty() ? QString() : QLatin1Char(' ') + entry.field);
        }
        rulesSeen.sort();
        for (const QString& ruleId : rulesSeen) {
            if (const RuleInfo* rule = RuleCatalogue::describe(ruleId))
                out += QCoreApplication::translate("LintFormat", "  how to fix %1 (%2): %3\n")
                           .arg(ruleId, RuleCatalogue::title(*rule), RuleCatalogue::hint(*rule));
        }
        out += QCoreApplication::translate("LintFormat", "%1: flows %2, FAIL %3, WARN %4, INFO %5")
                   .arg(file.path, QString::number(file.inventory->flows.size()),
                        QString::number(file.counts().count(Severity::Fail)),
                        QString::number(file.counts().count(Severity::Warn)),
                        QString::number(file.counts().count(Severity::Info)));
        if (file.hasWaivers())
            out += QCoreApplication::translate("LintFormat", ", accepted %1")
                       .arg(file.acceptedCount());
        if (file.baseline)
            out += QCoreApplication::translate(
                       "LintFormat",
                       "; against the baseline: new %1, unchanged %2, updated %3, absent %4")
                       .arg(file.baselineCount(BaselineState::New))
                       .arg(file.baselineCount(BaselineState::Unchanged))
                       .arg(file.baselineCount(BaselineState::Updated))
                       .arg(file.baseline->absent.size());
        out += QLatin1Char('\n');
    }
    sink(out.toUtf8());
}

} // namespace FlowAudit
