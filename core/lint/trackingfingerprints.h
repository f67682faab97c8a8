#pragma once

#include "core/baseline/baselinecomparison.h"
#include "core/lint/lintrun.h"

#include <QHash>

namespace FlowAudit {

// How a CI system follows one finding from commit to commit (SARIF's partialFingerprints,
// GitLab's code quality fingerprint): the rule, the flow's ID, the field (or the waiver's
// position), and which occurrence of that triple this is in the file (shared IDs); never
// the line, so an edit elsewhere in the file keeps every key. One instance per file, asked
// in the output's order. A scope (the file's path) keeps two files' keys apart where one
// list holds them all.
class TrackingFingerprints {
public:
    explicit TrackingFingerprints(QString scope = {})
        : m_scope(std::move(scope)) {}
    QString of(const FileLint& file, const Finding& finding);
    // A finding the baseline had and today's lint has not.
    QString ofAbsent(const BaselineEntry& entry);
    // Anything else an output reports (a file that is not an inventory, say).
    QString of(const QString& rule, const QString& flowId, const QString& field);

private:
    QString m_scope;
    QHash<QString, int> m_seen;
};

} // namespace FlowAudit
