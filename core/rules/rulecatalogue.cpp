#include "core/rules/rulecatalogue.h"

#include "core/rules/ruleid.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace FlowAudit {

namespace {
// Whether a waiver may accept the rule's findings (docs/spec/accepted-risks-and-git.md): a broken
// cell (SC01, SC02) and a misspelt key (SC03) are fixed, not accepted; a waiver's own finding is
// never waived.
constexpr bool Waivable = true;
constexpr bool NotWaivable = false;

QList<RuleInfo> makeRules() {
    using F = Field;
    using S = Severity;
    return {
        {RuleId::IP01.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "Effects need an idempotency key"),
         QT_TRANSLATE_NOOP("Rules",
                           "A delivered event is not a completed business action: senders retry "
                           "and replay, so a flow that creates records or has a side effect "
                           "without a business effect key repeats the effect on every "
                           "redelivery."),
         QT_TRANSLATE_NOOP("Rules",
                           "Key the effect on flow ID + source object ID + business version, "
                           "for example billing_to_crm + invoice.id + invoice.revision, and "
                           "claim it in the action ledger before the side effect."),
         {F::CreatesRecords, F::SideEffect, F::IdempotencyKey},
         F::IdempotencyKey,
         Waivable},
        {RuleId::IP02.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "Keys from the business effect, not the delivery"),
         QT_TRANSLATE_NOOP("Rules",
                           "Never build a key from attempt or arrival data (attempt numbers, "
                           "delivery IDs that change per retry, receipt time, now, random "
                           "values, a fresh UUID per attempt): each retry would look new. A "
                           "key of only the sender's event ID dedupes deliveries, not the "
                           "business effect, which a second event or a replay repeats."),
         QT_TRANSLATE_NOOP("Rules",
                           "Remove attempt and arrival data from the key and key the effect on "
                           "flow + source object + business version; keep the event ID as the "
                           "separate delivery key."),
         {F::CreatesRecords, F::SideEffect, F::IdempotencyKey, F::Method},
         F::IdempotencyKey,
         Waivable},
        {RuleId::IP03.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "The ledger outlives every replay"),
         QT_TRANSLATE_NOOP("Rules",
                           "Ledger retention must be at least the longest of the source's "
                           "retry window, its manual resend window, the iPaaS replay window "
                           "and the backfill overlap (Stripe resends up to 30 days by CLI, "
                           "Zapier replays within 60 days): a key pruned earlier lets a "
                           "replay repeat the effect."),
         QT_TRANSLATE_NOOP("Rules",
                           "Keep ledger keys at least as long as max_replay_window_days, and "
                           "write both numbers down for every flow with an effect."),
         {F::CreatesRecords, F::SideEffect, F::LedgerRetentionDays, F::MaxReplayWindowDays},
         F::LedgerRetentionDays,
         Waivable},
        {RuleId::RT01.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "One retry layer"),
         QT_TRANSLATE_NOOP("Rules",
                           "Nested synchronous retries multiply: three attempts at five layers "
                           "is 243 times the load (the AWS Builders' Library example). The "
                           "product of nested attempts must be %1 or below, and only one "
                           "layer should retry."),
         QT_TRANSLATE_NOOP("Rules",
                           "Turn off retries in all but one layer (for example set the Stripe "
                           "SDK's automatic retries to 0 when the worker retries); write none "
                           "when nothing retries."),
         {F::RetryLayers},
         F::RetryLayers,
         Waivable,
         "Rules",
         nullptr,
         RuleCatalogue::RetryProductLimit},
        {RuleId::RT02.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("Rules", "Know the Retry-After unit"),
         QT_TRANSLATE_NOOP("Rules",
                           "RFC 9110 sends Retry-After in seconds or as an HTTP date, but "
                           "HubSpot workflow webhook actions read it as milliseconds: a unit "
                           "error waits 1,000 times too long or too short."),
         QT_TRANSLATE_NOOP("Rules",
                           "Write retry_after_unit (seconds, milliseconds or none) for custom "
                           "and iPaaS flows, and log the header, the unit applied and the "
                           "wait taken."),
         {F::Method, F::RetryAfterUnit},
         F::RetryAfterUnit,
         Waivable},
        {RuleId::SC01.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "Every flow has a unique ID"),
         QT_TRANSLATE_NOOP("Rules",
                           "The flow ID is part of every business effect key and of the "
                           "action ledger: a blank or shared ID merges two flows' effects."),
         QT_TRANSLATE_NOOP("Rules", "Give the flow a stable flow_id that no other flow uses."),
         {F::FlowId},
         F::FlowId,
         NotWaivable},
        {RuleId::SC02.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "Cells hold valid values"),
         QT_TRANSLATE_NOOP("Rules",
                           "A rule cannot judge a value it cannot read: an invalid cell hides "
                           "every rule that reads it until it is fixed."),
         QT_TRANSLATE_NOOP("Rules",
                           "Write the value in the field's form: yes or no, a plain decimal "
                           "such as 30 or 0.5, one of the listed methods or units, or retry "
                           "layers such as sdk:1;worker:6."),
         {},
         F::FlowId,
         NotWaivable},
        {RuleId::SC03.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("Rules", "Keys name the fields they mean"),
         QT_TRANSLATE_NOOP("Rules",
                           "A key one or two letters off a field's name is kept as an unknown "
                           "key, and no rule reads it: the field it meant stays blank, so its "
                           "rules judge a value the team did write as missing."),
         QT_TRANSLATE_NOOP("Rules",
                           "Rename the key to the field it means. A key of the team's own that "
                           "only looks like a field's name takes an x_ prefix."),
         {},
         F::FlowId,
         NotWaivable},
        {RuleId::WH01.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("Rules", "Acknowledge within half the sender's timeout"),
         QT_TRANSLATE_NOOP("Rules",
                           "A receiver that answers near the sender's timeout is retried and "
                           "eventually disabled or banned (Pipedrive bans a webhook for 30 "
                           "minutes after 10 first-attempt failures and loses its events). "
                           "The acknowledgement p99 must be at or under half the timeout "
                           "(HubSpot app webhooks 5 s, Pipedrive 10 s, Klaviyo system "
                           "webhooks 5 s)."),
         QT_TRANSLATE_NOOP("Rules",
                           "Commit the event durably, return 2xx, then process asynchronously; "
                           "measure the ack p99 and write down the sender's timeout."),
         {F::InboundWebhook, F::AckP99Seconds, F::SenderTimeoutSeconds},
         F::AckP99Seconds,
         Waivable},
    };
}

QList<ManualRuleInfo> makeManualRules() {
    return {
        {RuleId::IP04.data(),
         QT_TRANSLATE_NOOP(
             "Rules", "A timeout after a create is an unknown outcome: read the destination by the "
                      "stable key or use the vendor's idempotency mechanism before retrying.")},
        {RuleId::IP05.data(),
         QT_TRANSLATE_NOOP("Rules", "Claim the effect with a unique constraint or an atomic insert "
                                    "before the side effect; read-then-create races.")},
        {RuleId::IP06.data(),
         QT_TRANSLATE_NOOP("Rules",
                           "No increments as effects: set values or count unique events.")},
        {RuleId::IP07.data(),
         QT_TRANSLATE_NOOP("Rules", "Vendor keys have windows: a replay older than the "
                                    "vendor's dedupe window needs the team's own ledger.")},
        {RuleId::IP08.data(),
         QT_TRANSLATE_NOOP("Rules", "Two keys, one ledger: the delivery key dedupes deliveries, "
                                    "the business effect key dedupes the effect.")},
        {RuleId::RT03.data(),
         QT_TRANSLATE_NOOP("Rules",
                           "Classify errors by status and body, not status alone: transient, "
                           "quota, permanent, unknown outcome, hidden failure.")},
        {RuleId::RT04.data(),
         QT_TRANSLATE_NOOP(
             "Rules", "Back off exponentially with full jitter (base 1 s, factor 2, cap 60 s, 6 "
                      "attempts), then the exception queue; re-drive at 15 min, 1 h and 6 h.")},
        {RuleId::RT05.data(),
         QT_TRANSLATE_NOOP("Rules", "Read Retry-After in the sender's unit (HubSpot workflows: "
                                    "milliseconds) and log the value, unit and wait.")},
        {RuleId::RT06.data(),
         QT_TRANSLATE_NOOP("Rules", "Never retry permanent errors (400, 404, validation): "
                                    "send them to the exception queue.")},
        {RuleId::RT07.data(),
         QT_TRANSLATE_NOOP("Rules", "Never silence a sender: no 2xx to stop retries or "
                                    "avoid a ban; build a fast, durable receiver.")},
        {RuleId::WH02.data(),
         QT_TRANSLATE_NOOP("Rules", "Verify the signature on the raw bytes with the pinned scheme, "
                                    "in constant time; never fall back to a weaker scheme.")},
        {RuleId::WH03.data(),
         QT_TRANSLATE_NOOP(
             "Rules", "Commit the event durably, then return 2xx, then process asynchronously.")},
        {RuleId::WH04.data(),
         QT_TRANSLATE_NOOP("Rules", "After the signature, validate the account, portal or tenant; "
                                    "never let a payload field choose credentials or partition.")},
        {RuleId::WH05.data(),
         QT_TRANSLATE_NOOP("Rules", "Acknowledge and store unknown event types; reject "
                                    "malformed payloads per the sender's contract.")},
        {RuleId::WH06.data(),
         QT_TRANSLATE_NOOP("Rules", "Publish webhooks the Standard Webhooks way: signed headers, "
                                    "rotating secrets, retries over days, 15 to 30 s timeouts.")},
        {RuleId::OR01.data(),
         QT_TRANSLATE_NOOP("Rules",
                           "Arrival order is not business order: refetch the authoritative "
                           "object or compare versions and drop stale writes.")},
        {RuleId::OR02.data(),
         QT_TRANSLATE_NOOP(
             "Rules",
             "Serialise writes per account or per object (queue partition, advisory lock).")},
        {RuleId::OR03.data(),
         QT_TRANSLATE_NOOP("Rules", "Store occurrence time and receipt time separately.")},
    };
}

// The rules about waivers themselves (docs/spec/accepted-risks-and-git.md); their findings point at
// the waiver, not at a field of the flow.
QList<RuleInfo> makeWaiverRules() {
    using S = Severity;
    const Field none = Field::FlowId;
    return {
        {RuleId::WV01.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("WaiverRules", "Accepted risk expired"),
         QT_TRANSLATE_NOOP(
             "WaiverRules",
             "A waiver is in force through the end of its expires day (UTC). Once it has "
             "expired, the finding it accepted counts again."),
         QT_TRANSLATE_NOOP("WaiverRules",
                           "Fix the finding, or review the risk again and set a new expires date."),
         {},
         none,
         NotWaivable,
         "WaiverRules"},
        {RuleId::WV02.data(),
         S::Info,
         QT_TRANSLATE_NOOP("WaiverRules", "Accepted risk expires soon"),
         QT_TRANSLATE_NOOP(
             "WaiverRules",
             "The waiver expires within %1 days; after that its finding counts again."),
         QT_TRANSLATE_NOOP("WaiverRules",
                           "Plan the fix, or have the risk reviewed again before it expires."),
         {},
         none,
         NotWaivable,
         "WaiverRules",
         nullptr,
         RuleCatalogue::WaiverExpiringDays},
        {RuleId::WV03.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("WaiverRules", "Waiver covers no finding"),
         QT_TRANSLATE_NOOP("WaiverRules",
                           "No finding matches the waiver: the problem was fixed, or the flow was "
                           "renamed or removed. A stale waiver would silently accept the problem "
                           "if it came back."),
         QT_TRANSLATE_NOOP("WaiverRules",
                           "Remove the waiver, or correct its flow_id, rule or field."),
         {},
         none,
         NotWaivable,
         "WaiverRules"},
        {RuleId::WV04.data(),
         S::Fail,
         QT_TRANSLATE_NOOP("WaiverRules", "Invalid waiver"),
         QT_TRANSLATE_NOOP(
             "WaiverRules",
             "A waiver needs a flow_id, a waivable rule, a justification, an owner and "
             "an expires date (YYYY-MM-DD) at most %1 days after it was created; "
             "an invalid one covers nothing."),
         QT_TRANSLATE_NOOP("WaiverRules", "Fill in what is missing, or remove the waiver."),
         {},
         none,
         NotWaivable,
         "WaiverRules",
         nullptr,
         RuleCatalogue::WaiverLongestTermDays},
    };
}

// The advice the vendor cards give (VendorAdvisories): WARN at most, never part of a
// flow's verdict. Its cards are found from source, destination and ipaas, so every advisory
// reads those, then the fields it compares: what a baseline's fingerprint of it covers.
QList<RuleInfo> makeAdvisories() {
    using F = Field;
    using S = Severity;
    const char* const hint = QT_TRANSLATE_NOOP(
        "RuleTexts", "Check the vendor card named in the finding, and confirm its "
                     "numbers live when the card is stale.");
    return {
        {RuleId::VA01.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("VendorAdvisories", "Replay window shorter than the vendor's windows"),
         QT_TRANSLATE_NOOP("VendorAdvisories",
                           "max_replay_window_days is below the source's retry or resend window, "
                           "or the iPaaS's replay window, as its card states them."),
         hint,
         {F::Source, F::Destination, F::Ipaas, F::MaxReplayWindowDays},
         F::MaxReplayWindowDays,
         Waivable,
         "VendorAdvisories",
         "RuleTexts"},
        {RuleId::VA02.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("VendorAdvisories", "Retry-After unit differs from the sender's"),
         QT_TRANSLATE_NOOP("VendorAdvisories",
                           "The sender reads Retry-After in another unit than retry_after_unit, so "
                           "every wait is 1,000 times off (RT05)."),
         hint,
         {F::Source, F::Destination, F::Ipaas, F::InboundWebhook, F::RetryAfterUnit},
         F::RetryAfterUnit,
         Waivable,
         "VendorAdvisories",
         "RuleTexts"},
        {RuleId::VA03.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("VendorAdvisories", "Sender timeout differs from the card"),
         QT_TRANSLATE_NOOP("VendorAdvisories",
                           "sender_timeout_seconds is not the acknowledgement timeout the source's "
                           "card states; the ack budget of WH01 follows from it."),
         hint,
         {F::Source, F::Destination, F::Ipaas, F::InboundWebhook, F::SenderTimeoutSeconds},
         F::SenderTimeoutSeconds,
         Waivable,
         "VendorAdvisories",
         "RuleTexts"},
        {RuleId::VA04.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("VendorAdvisories", "Stripe SDK retries nested under a retrying layer"),
         QT_TRANSLATE_NOOP("VendorAdvisories",
                           "Set Stripe SDK automatic retries to 0 when the worker retries, so "
                           "attempts do not multiply (RT01)."),
         hint,
         {F::Source, F::Destination, F::Ipaas, F::RetryLayers},
         F::RetryLayers,
         Waivable,
         "VendorAdvisories",
         "RuleTexts"},
        {RuleId::VA05.data(),
         S::Warn,
         QT_TRANSLATE_NOOP("VendorAdvisories", "Replay outlives a vendor's dedupe window"),
         QT_TRANSLATE_NOOP("VendorAdvisories",
                           "A vendor's dedupe window or key lifetime is shorter than the replay "
                           "window: older replays rely on the flow's own ledger (IP07)."),
         hint,
         {F::Source, F::Destination, F::Ipaas, F::CreatesRecords, F::MaxReplayWindowDays},
         F::MaxReplayWindowDays,
         Waivable,
         "VendorAdvisories",
         "RuleTexts"},
    };
}

} // namespace

const QList<RuleInfo>& RuleCatalogue::rules() {
    static const QList<RuleInfo> all = makeRules();
    return all;
}

const RuleInfo* RuleCatalogue::find(QAnyStringView id) {
    for (const RuleInfo& rule : rules()) {
        if (QAnyStringView::compare(id, QLatin1StringView(rule.id)) == 0)
            return &rule;
    }
    return nullptr;
}

const QList<RuleInfo>& RuleCatalogue::waiverRules() {
    static const QList<RuleInfo> all = makeWaiverRules();
    return all;
}

const QList<RuleInfo>& RuleCatalogue::advisories() {
    static const QList<RuleInfo> all = makeAdvisories();
    return all;
}

const RuleInfo* RuleCatalogue::describe(QAnyStringView id) {
    for (const QList<RuleInfo>* group : {&rules(), &waiverRules(), &advisories()}) {
        for (const RuleInfo& rule : *group) {
            if (QAnyStringView::compare(id, QLatin1StringView(rule.id)) == 0)
                return &rule;
        }
    }
    return nullptr;
}

bool RuleCatalogue::isWaivable(QAnyStringView id) {
    if (const RuleInfo* rule = describe(id))
        return rule->waivable;
    // Every vendor advisory is waivable, one a newer FlowAudit gives too (VA followed by two
    // digits): its waiver then covers nothing here (WV03) rather than being invalid (WV04).
    static const QRegularExpression advisory(QStringLiteral("^VA[0-9]{2}$"));
    return advisory.match(id.toString()).hasMatch();
}

QList<const RuleInfo*> RuleCatalogue::waivableRules() {
    QList<const RuleInfo*> waivable;
    for (const QList<RuleInfo>* group : {&rules(), &advisories()}) {
        for (const RuleInfo& rule : *group) {
            if (rule.waivable)
                waivable.append(&rule);
        }
    }
    return waivable;
}

bool RuleCatalogue::isWaiverRule(QAnyStringView id) {
    const QList<RuleInfo>& all = waiverRules();
    return std::any_of(all.begin(), all.end(), [&id](const RuleInfo& rule) {
        return QAnyStringView::compare(rule.idText, id) == 0;
    });
}

const QList<ManualRuleInfo>& RuleCatalogue::manualRules() {
    static const QList<ManualRuleInfo> all = makeManualRules();
    return all;
}

namespace {

// A text of the rule, translated, with its limit in place of %1.
QString ruleText(const RuleInfo& rule, const char* context, const char* text) {
    const QString translated = QCoreApplication::translate(context, text);
    return rule.limit && translated.contains(QLatin1StringView("%1")) ? translated.arg(rule.limit)
                                                                      : translated;
}

} // namespace

QString RuleCatalogue::title(const RuleInfo& rule) {
    return ruleText(rule, rule.context, rule.title);
}

QString RuleCatalogue::title(QAnyStringView ruleId) {
    const RuleInfo* rule = describe(ruleId);
    return rule ? title(*rule) : QString();
}

QString RuleCatalogue::rationale(const RuleInfo& rule) {
    return ruleText(rule, rule.context, rule.rationale);
}

QString RuleCatalogue::hint(const RuleInfo& rule) {
    return ruleText(rule, rule.hintContext ? rule.hintContext : rule.context, rule.hint);
}

QString RuleCatalogue::hint(QStringView ruleId) {
    const RuleInfo* rule = describe(ruleId);
    return rule ? hint(*rule) : QString();
}

QString RuleCatalogue::meaning(const ManualRuleInfo& rule) {
    return QCoreApplication::translate("Rules", rule.meaning);
}

} // namespace FlowAudit
