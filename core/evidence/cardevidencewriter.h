#pragma once

#include "core/evidence/cardfilechange.h"
#include "core/vendors/cardfacts.h"

namespace FlowAudit {

// A manual check recorded in a team's card file: the page, the quote pasted from it and who
// read it when, written as the fact's `evidence`. Only that fact's lines change: its evidence
// block is written anew (or added below the fact), and a fact written as plain text becomes
// `text:` with the same words plus its evidence. Where the page and the quote are the ones the
// file holds already, only `checked` and `checked_by` change, as CardStamp writes them.
namespace CardEvidenceWriter {
// `fact` is the fact as the file was read; a file changed since is left as it is.
CardFileChange record(const QByteArray& cardText, const QString& fileName, const CardFact& fact,
                      const FactEvidence& evidence);
} // namespace CardEvidenceWriter

} // namespace FlowAudit
