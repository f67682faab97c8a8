#pragma once

#include "core/import/importedflow.h"

#include <QMap>

namespace FlowAudit {

// What both importers share while they derive a flow: each field set once with the
// sentence that says where it came from; the sentences become the flow's notes.
class FlowDraft {
public:
    FlowDraft(QString kind, QString origin);

    void set(Field field, const QString& value);
    void note(const QString& sentence) { m_notes.append(sentence); }
    void warn(const QString& warning) { m_flow.warnings.append(warning); }
    void setIdMadeUp() { m_flow.idMadeUp = true; }
    // A manual review the export already answers as failed (RT07 for an error handler that
    // marks a failed run successful), with its evidence; several evidences join in one note.
    void failReview(const QString& rule, const QString& evidence);
    // A key of the flow beside its fields (retry_storm settings the export states).
    void setExtra(const QString& key, YamlValue value);
    const Flow& flow() const { return m_flow.flow; }

    // The flow with its notes; notes are derived too.
    ImportedFlow finish();

private:
    ImportedFlow m_flow;
    QStringList m_notes;
    QMap<QString, QStringList> m_failedReviews; // rule → evidence
};

// Host of a URL for a destination, or empty when the URL is an expression (a template
// only says where it goes at run time).
QString hostOfUrl(const QString& url);
// Whether a header name is an idempotency key header (Idempotency-Key, idempotency_key …).
bool isIdempotencyHeader(QStringView name);

} // namespace FlowAudit
