#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"
#include "core/rules/flowchecks.h"

#include <QDate>

namespace FlowAudit {

class VendorCatalogue;

// The vendor advisories of one flow as findings (VA01…, WARN or INFO), for the command
// line's --advisories: each message names its card and the date it was checked. They never
// take part in docs/spec/rules.md's verdicts.
QList<Finding> advisoryFindings(const Flow& flow, int row, const VendorCatalogue& cards,
                                QDate today, Messages messages = Messages::Include);

} // namespace FlowAudit
