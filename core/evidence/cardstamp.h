#pragma once

#include "core/evidence/cardfilechange.h"
#include "core/vendors/cardfacts.h"

#include <QDate>

namespace FlowAudit {

// Today's date and the checker's name written into the evidence of confirmed facts, in the
// card file's own bytes: the `checked` and `checked_by` lines of each are replaced, or added
// above the evidence's first key, and no other byte changes.
namespace CardStamp {
using Result = CardFileChange; // a fact whose evidence is not a block map: nothing stamped
Result stamp(const QByteArray& cardText, const QString& fileName, const QList<CardFact>& facts,
             QDate date, const QString& checkedBy);
} // namespace CardStamp

} // namespace FlowAudit
