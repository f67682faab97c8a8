#pragma once

#include "core/model/flow.h"

#include <QList>
#include <QStringList>

namespace FlowAudit {

// One flow an importer derived from an iPaaS export: the flow (only the fields the file
// says, with notes naming the node each came from), which fields were derived, and what
// the user should hear (an ID made up, a part of the file ignored).
struct ImportedFlow {
    Flow flow;
    QList<Field> derived;  // the fields the importer set, in catalogue order
    QString origin;        // the file it came from
    QString kind;          // "n8n", "make" or "spreadsheet"
    bool idMadeUp = false; // flow_id is a slug of the name, not an ID from the file
    // Values a person wrote (a spreadsheet's rows): they update a flow with the same
    // flow_id wherever they are not blank, and are never recorded as derived.
    bool fromPeople = false;
    QStringList warnings;
};

} // namespace FlowAudit
