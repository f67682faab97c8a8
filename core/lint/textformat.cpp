#include "core/lint/lintformat.h"

#include "core/rules/rulecatalogue.h"

#include <QCoreApplication>

namespace FlowAudit {

void LintFormat::text(const QList<FileLint>& files, const Sink& sink)
{
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
        file.forEachFlow([&](int, const QList<Finding>& findings) {
            for (const Finding& f : findings) {
                const QString& id = file.flowIdOf(f);
                out += QStringLiteral("%1:%2: %3 %4 %5: %6\n")
                           .arg(file.path, QString::number(file.lineOf(f)), severityKeyword(f.severity), f.rule,
                                id.isEmpty() ? QCoreApplication::translate("LintFormat", "(row %1)").arg(f.row) : id, f.message);
                if (!rulesSeen.contains(f.rule))
                    rulesSeen.append(f.rule);
            }
            flushIfFull();
        });
        rulesSeen.sort();
        for (const QString& ruleId : rulesSeen) {
            const RuleInfo* rule = RuleCatalogue::find(ruleId);
            out += QCoreApplication::translate("LintFormat", "  how to fix %1 (%2): %3\n").arg(ruleId, RuleCatalogue::title(*rule), RuleCatalogue::hint(*rule));
        }
        out += QCoreApplication::translate("LintFormat", "%1: flows %2, FAIL %3, WARN %4, INFO %5\n")
                   .arg(file.path, QString::number(file.inventory->flows.size()),
                        QString::number(file.counts().count(Severity::Fail)), QString::number(file.counts().count(Severity::Warn)),
                        QString::number(file.counts().count(Severity::Info)));
    }
    sink(out.toUtf8());
}

} // namespace FlowAudit
