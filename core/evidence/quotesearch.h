#pragma once

#include "core/evidence/worddiff.h"

namespace FlowAudit {

// Where a quote stands in a page's text, both normalised (normaliseForMatching): found, or
// the page's closest passage of as many words with the word diff against the quote, or
// nothing like it (fewer than half its words together anywhere).
struct QuoteMatch {
    bool found = false;
    QString passage; // the closest passage, when not found; empty when nothing is like it
    QList<WordDiffSegment> diff;
};

namespace QuoteSearch {
// `prefix` and `suffix` pick among repeated passages; a quote found without them is found.
QuoteMatch find(const QString& pageText, const QString& quote, const QString& prefix = {},
                const QString& suffix = {});
} // namespace QuoteSearch

} // namespace FlowAudit
