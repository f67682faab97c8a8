#pragma once

#include "core/ledger/ledgerdialect.h"
#include "core/vendors/cardwindow.h"

#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace FlowAudit {

class Inventory;
class VendorCatalogue;

// One named statement of a ledger file (docs/spec/ledger.md): `-- name:`, `-- params:` in the order
// of the dialect's placeholders, the comment lines said above it, and the SQL, ending with `;`.
struct LedgerStatement {
    QString name;
    QStringList params;
    QStringList comment;
    QString sql;

    bool operator==(const LedgerStatement& other) const = default;
};

// A window the ledger's retention must outlive, and whether it does.
struct LedgerWindow {
    CardWindow window; // an empty card ID: the flow's own window
    bool covered = false;
};

// Why a flow cannot have a ledger yet: the rule that blocks it and the sentence that says so.
struct LedgerBlock {
    QString rule;
    QString sentence;

    bool operator==(const LedgerBlock& other) const = default;
};

struct LedgerOptions {
    LedgerDialect dialect = LedgerDialect::PostgreSql;
    std::optional<LedgerSchedule> schedule; // the dialect's default when not given
    std::optional<double> retentionDays;    // laid over the flow's ledger_retention_days
    std::optional<double> leaseSeconds;     // laid over the flow's ack budget
};

// The action ledger of one flow (docs/spec/delivery-reliability.md, "Two keys, one ledger";
// docs/spec/ledger.md): its retention with every window it covers, the delivery log's expiry, how
// the episode key is computed, and the statements of its two files in one dialect.
struct ActionLedger {
    QString flowId;
    int flowLine = 0;
    QString source;
    QString destination;
    QString idempotencyKey;
    QStringList keyParts; // each part of the key said in words, in the key's order
    QString keyPattern;   // `billing_to_crm:{invoice.id}:{invoice.revision}`

    LedgerDialect dialect = LedgerDialect::PostgreSql;
    LedgerSchedule schedule = LedgerSchedule::None;
    double retentionDays = 0;
    bool retentionFromOption = false; // --retention-days rather than the flow's field
    double maxReplayWindowDays = 0;
    QList<LedgerWindow> windows; // the windows of IP03 the retention is held against
    qint64 deliveryDays = 0;     // how long the delivery log keeps a delivery key
    // The card window the delivery log's expiry comes from; nullopt: the flow's
    // max_replay_window_days, since no card of the source states a retry or resend window.
    std::optional<CardWindow> deliveryWindow;
    // How long a claim holds its episode: past it the next claimant takes the episode over
    // (told to reconcile when an attempt was under way). The flow's ack budget, its
    // sender_timeout_seconds: a claim older than it belongs to a request the sender has given
    // up on. Else the longest acknowledgement timeout of the source's cards (leaseWindow);
    // --lease-seconds over either.
    qint64 leaseSeconds = 0;
    bool leaseFromOption = false;
    std::optional<CardWindow> leaseWindow;
    QStringList warnings; // findings that allow a ledger but belong in its header (IP02 WARN)

    QList<LedgerStatement> schema;  // the tables, the index and schedule_purge
    QList<LedgerStatement> queries; // the statements application code reads by name
};

// The ledger of a flow, or every rule that blocks it.
struct LedgerPlan {
    Q_DECLARE_TR_FUNCTIONS(LedgerPlan)

public:
    std::optional<ActionLedger> ledger;
    QList<LedgerBlock> blocks;

    bool ok() const { return ledger.has_value(); }
    // The blocks as one paragraph, each sentence with its rule.
    QString refusal() const;

    // The ledger of flow `flowIndex` of the inventory, its windows from the vendor cards:
    // refused where IP01 or IP02 fail for the flow, where its ID is blank or shared (SC01),
    // where a field it reads is invalid (SC02), where the retention is unknown, not above
    // 0 or below the max_replay_window_days or backfill_overlap_days (IP03), or where no
    // lease can be told (IP05: no sender timeout, no card's and no --lease-seconds).
    static LedgerPlan of(const Inventory& inventory, int flowIndex, const VendorCatalogue& cards,
                         const LedgerOptions& options);
};

} // namespace FlowAudit
