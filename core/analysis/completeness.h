#pragma once

#include "core/model/flow.h"

#include <QList>

namespace FlowAudit {

// How much of a flow is known: the fields the rules read for this flow (docs/spec/rules.md's table,
// narrowed by what the flow already says: no effect needs no key or ledger, a flow that is
// not a webhook needs no timeouts, a method other than custom or ipaas no Retry-After
// unit), which of them are blank, and how many of the manual reviews are done (pass, fail
// or n/a). What an imported flow shows at once: what is left to fill.
struct Completeness {
    QList<Field> read;  // in catalogue order
    QList<Field> blank; // the blank ones among read
    int reviewsDone = 0;
    int reviewsTotal = 0;

    int filled() const { return int(read.size() - blank.size()); }
    bool isComplete() const { return blank.isEmpty() && reviewsDone == reviewsTotal; }

    static Completeness of(const Flow& flow);
    // "7 of 11 fields the rules read; 3 of 18 reviews", translated.
    QString summary() const;
    // "idempotency_key, sender_timeout_seconds" (field names, as in files).
    QString blankNames() const;
};

} // namespace FlowAudit
