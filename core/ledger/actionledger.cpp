#include "core/ledger/actionledger.h"

#include "core/analysis/ackbudget.h"
#include "core/analysis/flownumber.h"
#include "core/analysis/replaywindow.h"
#include "core/ledger/ledgerstatements.h"
#include "core/model/inventory.h"
#include "core/rules/flowchecks.h"
#include "core/rules/idempotencykey.h"
#include "core/rules/ruleid.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace FlowAudit {

namespace {

QString days(double value) {
    return LedgerPlan::tr("%1 days").arg(QLocale().toString(value, 'g', 12));
}

// A checked rule's title, or a rule applied by hand's meaning (IP05).
QString ruleTitle(const QString& id) {
    if (const QString title = RuleCatalogue::title(id); !title.isEmpty())
        return title;
    for (const ManualRuleInfo& rule : RuleCatalogue::manualRules()) {
        if (id == QLatin1StringView(rule.id))
            return RuleCatalogue::meaning(rule);
    }
    return {};
}

// What blocks a ledger, gathered by rule: each rule becomes one sentence, why the ledger
// needs what the rule asks (the first reason's), the rule, its title, and every reason.
class Blocks {
public:
    void add(QLatin1StringView rule, const char* why, const QString& reason) {
        const QString id(rule);
        for (Entry& entry : m_entries) {
            if (entry.rule == id) {
                entry.reasons.append(reason);
                return;
            }
        }
        m_entries.append({id, why, {reason}});
    }
    bool has(QLatin1StringView rule) const {
        return std::any_of(m_entries.cbegin(), m_entries.cend(),
                           [&](const Entry& entry) { return entry.rule == rule; });
    }
    QList<LedgerBlock> sentences() const {
        QList<LedgerBlock> blocks;
        for (const Entry& entry : m_entries)
            blocks.append(
                {entry.rule, LedgerPlan::tr("%1: %2 (%3): %4")
                                 .arg(LedgerPlan::tr(entry.why), entry.rule, ruleTitle(entry.rule),
                                      entry.reasons.join(QLatin1String("; ")))});
        return blocks;
    }

private:
    struct Entry {
        QString rule;
        const char* why;
        QStringList reasons;
    };
    QList<Entry> m_entries;
};

constexpr const char* NoKeyWhy =
    QT_TRANSLATE_NOOP("LedgerPlan", "a ledger cannot deduplicate an effect without a stable "
                                    "business key");
constexpr const char* IdWhy =
    QT_TRANSLATE_NOOP("LedgerPlan", "the ledger's rows and the purge's job are named by the "
                                    "flow ID");
constexpr const char* InvalidWhy =
    QT_TRANSLATE_NOOP("LedgerPlan", "a ledger cannot be built from a value that cannot be read");
constexpr const char* RangeWhy =
    QT_TRANSLATE_NOOP("LedgerPlan", "a ledger's expiry must be a date a database holds");
constexpr const char* LeaseWhy =
    QT_TRANSLATE_NOOP("LedgerPlan", "a claim needs a lease, so that a crashed worker's episode "
                                    "is taken over rather than skipped for ever");
constexpr const char* RetentionWhy =
    QT_TRANSLATE_NOOP("LedgerPlan", "a ledger that forgets a key before the last replay lets "
                                    "the replay repeat the effect");

// The longest lease: a day. A claim held longer is not a lease but a lost worker.
constexpr double MaxLeaseSeconds = 86'400;

// The longest retention the files say: 100 years. Past it an expiry date leaves what
// PostgreSQL, MySQL's DATETIME and SQLite's date functions hold (year 9999), and the day
// count what a number of the SQL holds (found by fuzz_ledger).
constexpr double MaxRetentionDays = 36'525;

// The fields the ledger reads: an invalid one blocks it (SC02).
constexpr Field ReadFields[] = {Field::CreatesRecords,      Field::SideEffect,
                                Field::IdempotencyKey,      Field::LedgerRetentionDays,
                                Field::MaxReplayWindowDays, Field::BackfillOverlapDays,
                                Field::SenderTimeoutSeconds};

// Each part of the key in words, and the pattern the application fills in.
void describeKey(ActionLedger& ledger) {
    QStringList pattern;
    for (const QString& part : IdempotencyKey::parts(ledger.idempotencyKey)) {
        if (IdempotencyKey::isFlowPart(part, ledger.flowId)) {
            ledger.keyParts.append(QStringLiteral("the flow ID \"%1\"").arg(ledger.flowId));
            pattern.append(ledger.flowId);
        } else if (IdempotencyKey::isDeliveryKeyPart(part)) {
            ledger.keyParts.append(QStringLiteral("the sender's event ID (%1)").arg(part));
            pattern.append(QStringLiteral("{%1}").arg(part));
        } else {
            ledger.keyParts.append(QStringLiteral("the value of %1").arg(part));
            pattern.append(QStringLiteral("{%1}").arg(part));
        }
    }
    ledger.keyPattern = pattern.join(QLatin1Char(':'));
}

// The longest retry or resend window of the source's cards: how long the sender can still
// deliver an event again, so how long the delivery log must remember it.
std::optional<CardWindow> longestDeliveryWindow(const FlowVendorCards& cards) {
    std::optional<CardWindow> longest;
    for (const VendorCard* card : cards.source) {
        for (const VendorWindow& window : card->windows) {
            const bool delivers =
                window.kind == WindowKind::Retry || window.kind == WindowKind::ManualResend;
            if (delivers && (!longest || window.duration > longest->window.duration))
                longest = CardWindow::of(*card, window);
        }
    }
    return longest;
}

} // namespace

QString LedgerPlan::refusal() const {
    QStringList sentences;
    for (const LedgerBlock& b : blocks)
        sentences.append(b.sentence);
    return sentences.join(QLatin1String("; "));
}

LedgerPlan LedgerPlan::of(const Inventory& inventory, int flowIndex, const VendorCatalogue& cards,
                          const LedgerOptions& options) {
    LedgerPlan plan;
    const Flow& flow = inventory.flows.at(flowIndex);
    const QString id = flow.text(Field::FlowId);
    int sharing = 0;
    for (const Flow& other : inventory.flows)
        sharing += other.text(Field::FlowId) == id ? 1 : 0;

    const QList<Finding> findings = checkFlow(flow, flowIndex + 1, sharing);
    Blocks blocks;
    QStringList warnings;
    for (const Finding& finding : findings) {
        const bool fails = finding.severity == Severity::Fail;
        if (finding.rule == RuleId::SC01)
            blocks.add(RuleId::SC01, IdWhy, finding.message);
        else if (finding.rule == RuleId::SC02 && finding.field &&
                 std::find(std::begin(ReadFields), std::end(ReadFields), *finding.field) !=
                     std::end(ReadFields) &&
                 !(options.retentionDays && *finding.field == Field::LedgerRetentionDays) &&
                 !(options.leaseSeconds && *finding.field == Field::SenderTimeoutSeconds))
            blocks.add(RuleId::SC02, InvalidWhy, finding.message);
        else if (fails && (finding.rule == RuleId::IP01 || finding.rule == RuleId::IP02))
            blocks.add(finding.rule == RuleId::IP01 ? RuleId::IP01 : RuleId::IP02, NoKeyWhy,
                       finding.message);
        else if (finding.rule == RuleId::IP02) {
            // In the catalogue's own words, not the user's language: the files are the same
            // bytes whoever makes them.
            const RuleInfo* ip02 = RuleCatalogue::find(finding.rule);
            warnings.append(QStringLiteral("IP02 WARN (%1) on idempotency_key \"%2\": %3")
                                .arg(QString::fromUtf8(ip02->title),
                                     flow.text(Field::IdempotencyKey),
                                     QString::fromUtf8(ip02->rationale)));
        }
    }
    const bool keyBlocked = blocks.has(RuleId::IP01) || blocks.has(RuleId::IP02);
    // A flow without an effect passes IP01 with no key, but the episode still needs one.
    if (!keyBlocked && flow.isBlank(Field::IdempotencyKey))
        blocks.add(RuleId::IP01, NoKeyWhy, tr("idempotency_key is blank"));

    // IP03, with --retention-days laid over the flow's own retention.
    const std::optional<double> retention = options.retentionDays
                                                ? options.retentionDays
                                                : flowNumber(flow, Field::LedgerRetentionDays);
    const std::optional<double> replay = flowNumber(flow, Field::MaxReplayWindowDays);
    const std::optional<double> backfill = flowNumber(flow, Field::BackfillOverlapDays);
    const QString retentionName = options.retentionDays ? QStringLiteral("--retention-days")
                                                        : QStringLiteral("ledger_retention_days");
    if (!retention) {
        blocks.add(RuleId::IP03, RetentionWhy,
                   flow.isBlank(Field::LedgerRetentionDays)
                       ? tr("ledger_retention_days is blank; write it, or give "
                            "--retention-days")
                       : tr("ledger_retention_days cannot be read, so the "
                            "retention is unknown; correct it, or give "
                            "--retention-days"));
    } else if (*retention > MaxRetentionDays) {
        blocks.add(RuleId::IP03, RangeWhy,
                   tr("a retention of %1 (%2) is beyond the dates a database holds; "
                      "keep keys at most %3")
                       .arg(days(*retention), retentionName, days(MaxRetentionDays)));
    } else if (*retention <= 0) {
        blocks.add(RuleId::IP03, RetentionWhy,
                   tr("a retention of %1 (%2) keeps no key").arg(days(*retention), retentionName));
    } else {
        if (replay && *retention < *replay)
            blocks.add(RuleId::IP03, RetentionWhy,
                       tr("the retention, %1 (%2), is below max_replay_window_days, "
                          "%3")
                           .arg(days(*retention), retentionName, days(*replay)));
        if (backfill && *retention < *backfill)
            blocks.add(RuleId::IP03, RetentionWhy,
                       tr("the retention, %1 (%2), is below backfill_overlap_days, "
                          "%3")
                           .arg(days(*retention), retentionName, days(*backfill)));
    }
    if (!replay)
        blocks.add(RuleId::IP03, RetentionWhy,
                   flow.isBlank(Field::MaxReplayWindowDays)
                       ? tr("max_replay_window_days is blank, so no retention can "
                            "be shown to outlive the replays; write it")
                       : tr("max_replay_window_days cannot be read, so no "
                            "retention can be shown to outlive the replays; "
                            "correct it"));

    // The lease: --lease-seconds, else the flow's sender timeout, else its source's cards'.
    const FlowVendorCards flowCards = cards.forFlow(flow);
    const AckBudget ack = AckBudget::of(flow, flowCards.source);
    std::optional<CardWindow> leaseWindow;
    for (const CardWindow& timeout : ack.cardTimeouts) {
        if (!leaseWindow || timeout.window.duration > leaseWindow->window.duration)
            leaseWindow = timeout;
    }
    std::optional<double> lease = options.leaseSeconds ? options.leaseSeconds : ack.senderTimeout;
    if (!lease && leaseWindow)
        lease = double(leaseWindow->window.duration.milliseconds()) / 1000.0;
    const QString leaseName = options.leaseSeconds ? QStringLiteral("--lease-seconds")
                                                   : QStringLiteral("sender_timeout_seconds");
    if (!lease) {
        // An unreadable one is SC02's, above.
        if (flow.isBlank(Field::SenderTimeoutSeconds))
            blocks.add(RuleId::IP05, LeaseWhy,
                       tr("sender_timeout_seconds is blank and no card of the source states an "
                          "acknowledgement timeout; write it, or give --lease-seconds"));
    } else if (!(*lease > 0) || *lease > MaxLeaseSeconds) {
        blocks.add(RuleId::IP05, LeaseWhy,
                   tr("a lease of %1 seconds (%2) is not above 0 and at most a day")
                       .arg(QLocale().toString(*lease, 'g', 12), leaseName));
    }
    plan.blocks = blocks.sentences();
    if (!plan.blocks.isEmpty())
        return plan;

    ActionLedger ledger;
    ledger.flowId = id;
    ledger.flowLine = flow.line();
    ledger.source = flow.text(Field::Source);
    ledger.destination = flow.text(Field::Destination);
    ledger.idempotencyKey = flow.text(Field::IdempotencyKey);
    describeKey(ledger);
    ledger.dialect = options.dialect;
    ledger.schedule = options.schedule.value_or(defaultLedgerSchedule(options.dialect));
    ledger.retentionDays = *retention;
    ledger.retentionFromOption = options.retentionDays.has_value();
    ledger.maxReplayWindowDays = *replay;
    ledger.warnings = warnings;
    ledger.leaseSeconds = qint64(std::ceil(*lease));
    ledger.leaseFromOption = options.leaseSeconds.has_value();
    if (!options.leaseSeconds && !ack.senderTimeout)
        ledger.leaseWindow = leaseWindow;

    const double retentionMs = *retention * 86'400'000.0;
    for (const CardWindow& reason : ReplayWindow::of(flow, flowCards).reasons)
        ledger.windows.append(
            {reason, double(reason.window.duration.milliseconds()) <= retentionMs});
    ledger.deliveryWindow = longestDeliveryWindow(flowCards);
    ledger.deliveryDays = ledger.deliveryWindow
                              ? ledger.deliveryWindow->window.duration.wholeDaysCovering()
                              : qint64(std::ceil(*replay));
    ledger.schema = LedgerStatements::schema(ledger);
    ledger.queries = LedgerStatements::queries(ledger);
    plan.ledger = std::move(ledger);
    return plan;
}

} // namespace FlowAudit
