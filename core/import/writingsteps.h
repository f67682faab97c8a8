#pragma once

#include "core/import/flowdraft.h"

#include <QList>

namespace FlowAudit {

// Whether a step that writes creates records: what both importers tell from an n8n
// node's operation or a Make module's verb.
enum class Creates { Yes, No, Unknown };

// POST and PUT create; PATCH, DELETE and the others do not.
Creates createsByHttpMethod(QStringView method);

// One step of a workflow that writes to another system (an n8n node, a Make module), as
// the importer read it.
struct WritingStep {
    QString label;
    QString system;         // the system it writes to; empty when its URL is made at run time
    QString runtimeUrlNote; // what to say of it when system is empty
    Creates creates = Creates::Unknown;
    QString createsNote; // what to say of it when it is the first step that creates
};

// destination and creates_records from the steps that write, the one derivation of n8n's
// and Make's imports: destination lists the systems in the steps' order; creates_records
// is yes when any step creates, no when every step updates or deletes (then
// everyStepUpdatesNote is said), blank otherwise.
void deriveWrites(FlowDraft& draft, const QList<WritingStep>& steps,
                  const QString& everyStepUpdatesNote);

} // namespace FlowAudit
