#pragma once

#include "core/model/flow.h"
#include "core/rules/finding.h"

#include <QList>

#include <optional>

namespace FlowAudit {

// The mechanical remedies FlowAudit knows. The rule's own fixes (KeepOneRetryLayer,
// CoverReplayWindow, RetryAfterUnit, SenderTimeout) are what "Fix…" offers on a finding;
// the others are the maths panels' what-ifs, kept here too so there is one source.
enum class FixKind : quint8 {
    KeepOneRetryLayer, // RT01: every layer but one tries once
    TurnOffRetryLayer, // RT01's panel: one layer tries once
    CoverReplayWindow, // IP03: the ledger keeps keys through the whole replay window
    ReplayWindow,      // IP03's panel: max_replay_window_days from the vendor cards
    LedgerRetention,   // IP03's panel: ledger_retention_days up to the window
    RetryAfterUnit,    // RT02: the Retry-After unit the source's card states
    SenderTimeout,     // WH01: the sender timeout the source's card states
    RenameKey,         // SC03: a key one typo off a field's name renamed to it
};

// One cell of the flow before and after a fix, as the text written.
struct FieldChange {
    Field field = Field::FlowId;
    QString before;
    QString after;

    bool operator==(const FieldChange& other) const = default;
};

// A fix as a value: what it does in words, the cells it changes, and the flow's findings
// before and after, as the rule engine gives them on a copy of the flow with the change.
struct Fix {
    FixKind kind = FixKind::KeepOneRetryLayer;
    QString rule;        // the rule whose finding it remedies
    QString subject;     // what it names: the layer kept or turned off, the card; else empty
    QString description; // one line, in the user's language: "Keep retries only in worker"
    QString reason;      // why this value, in the user's language; may be empty
    QList<FieldChange> changes;
    // RenameKey: the unknown key whose value becomes the one change's field (the key goes).
    QString renamedKey;
    // False for a what-if a panel shows but a finding's "Fix…" does not offer: turning off
    // the one layer that retries removes RT01 by removing retries altogether.
    bool remedy = true;
    QList<Finding> findingsBefore;
    QList<Finding> findingsAfter;

    // Whether the flow still holds every cell as it was when the fix was made: a fix of
    // another state of the flow must not be applied over it.
    bool fits(const Flow& flow) const;
    // The flow with the changes written.
    Flow appliedTo(const Flow& flow) const;
    // This rule's finding on the flow after the fix (a rule gives at most one per flow; SC03
    // one per key, told apart by `key`).
    std::optional<Finding> findingAfter(const QString& rule, const QString& key = {}) const;
    // The finding is gone afterwards; or, eases: gone or less severe.
    bool removes(const Finding& finding) const;
    bool eases(const Finding& finding) const;
};

} // namespace FlowAudit
