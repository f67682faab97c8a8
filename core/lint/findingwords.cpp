#include "core/lint/findingwords.h"

#include "core/lint/lintformat.h"

#include <QCoreApplication>

namespace FlowAudit {

QString findingDecision(const FileLint& file, const Finding& f) {
    QString out;
    if (f.accepted()) {
        const Waiver& waiver = file.waiverOf(f.acceptedBy);
        out += QCoreApplication::translate("LintFormat", " (accepted until %1, %2: %3)")
                   .arg(waiver.expires, waiver.owner, waiver.justification);
    }
    if (f.baseline != BaselineState::None)
        out += QStringLiteral(" [%1]").arg(baselineKeywordOf(f));
    return out;
}

QString findingSubject(const FileLint& file, const Finding& f) {
    const QString& id = file.flowIdOf(f);
    if (!id.isEmpty())
        return id;
    return f.aboutWaiver() ? QCoreApplication::translate("LintFormat", "(waiver %1)").arg(f.waiver)
                           : QCoreApplication::translate("LintFormat", "(row %1)").arg(f.row);
}

} // namespace FlowAudit
