#include "core/lint/trackingfingerprints.h"
#include "core/model/field.h"

#include <QCryptographicHash>

namespace FlowAudit {

QString TrackingFingerprints::of(const FileLint& file, const Finding& finding) {
    // A waiver's findings are keyed by its position too: two waivers of one flow and rule
    // are two alerts.
    const QString field = finding.aboutWaiver() ? QStringLiteral("waiver %1").arg(finding.waiver)
                          : finding.field       ? FieldCatalogue::name(*finding.field)
                                                : QString();
    return of(finding.rule, file.flowIdOf(finding), field);
}

QString TrackingFingerprints::ofAbsent(const BaselineEntry& entry) {
    return of(entry.rule, entry.flowId, entry.field);
}

QString TrackingFingerprints::of(const QString& rule, const QString& flowId, const QString& field) {
    const QString triple = rule + QLatin1Char('|') + flowId + QLatin1Char('|') + field;
    const int occurrence = m_seen[triple]++;
    QString key = triple + QLatin1Char('|') + QString::number(occurrence);
    if (!m_scope.isEmpty())
        key.prepend(m_scope + QLatin1Char('|'));
    return QString::fromLatin1(
        QCryptographicHash::hash(key.toUtf8(), QCryptographicHash::Sha256).toHex().left(32));
}

} // namespace FlowAudit
