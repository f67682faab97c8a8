#include "core/diff/verdictchanges.h"
#include "core/model/field.h"

#include <QHash>

namespace FlowAudit {

namespace {

// A finding that changed severity (IP02 FAIL to WARN) or became accepted is a change of the
// verdicts, said as one finding gone and one added, so the counts never move unexplained.
QString verdictKeyOf(const FileLint& lint, const Finding& f) {
    return lint.flowIdOf(f) + QLatin1Char('\x1f') + f.rule + QLatin1Char('\x1f') +
           (f.field ? FieldCatalogue::name(*f.field) : QString()) + QLatin1Char('\x1f') +
           severityKeyword(f.severity) + (f.accepted() ? QLatin1Char('a') : QLatin1Char('c'));
}

// The findings of `from` that `other` does not match, each match used once.
QList<Finding> unmatched(const FileLint& from, const QList<Finding>& findings,
                         const FileLint& other, const QList<Finding>& otherFindings) {
    QHash<QString, int> available;
    for (const Finding& f : otherFindings)
        ++available[verdictKeyOf(other, f)];
    QList<Finding> left;
    for (const Finding& f : findings) {
        int& count = available[verdictKeyOf(from, f)];
        if (count > 0)
            --count;
        else
            left.append(f);
    }
    return left;
}

} // namespace

VerdictChanges VerdictChanges::between(const FileLint& before, const FileLint& after) {
    const QList<Finding> old = before.allFindings();
    const QList<Finding> now = after.allFindings();
    return {unmatched(after, now, before, old), unmatched(before, old, after, now)};
}

} // namespace FlowAudit
