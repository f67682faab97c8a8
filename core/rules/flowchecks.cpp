#include "core/rules/flowchecks.h"

#include "core/model/cellreading.h"
#include "core/model/decimal.h"
#include "core/model/keynearmiss.h"
#include "core/model/retrylayers.h"
#include "core/rules/idempotencykey.h"
#include "core/rules/rulecatalogue.h"
#include "core/rules/ruleid.h"

#include <QCoreApplication>

#include <algorithm>
#include <bitset>

namespace FlowAudit {

namespace {

class FlowCheck {
public:
    FlowCheck(const Flow& flow, int row, Messages messages)
        : m_flow(flow)
        , m_row(row)
        , m_messages(messages) {}

    QList<Finding> run(int flowsSharingId) {
        checkSchema(flowsSharingId);
        if (readable(RuleId::IP01))
            checkIp01();
        if (readable(RuleId::IP02))
            checkIp02();
        if (readable(RuleId::IP03))
            checkIp03();
        if (readable(RuleId::RT01))
            checkRt01();
        if (readable(RuleId::RT02))
            checkRt02();
        if (readable(RuleId::WH01))
            checkWh01();
        std::sort(m_findings.begin(), m_findings.end(), findingBefore);
        return m_findings;
    }

private:
    const QString& text(Field field) const { return m_flow.text(field); }

    // message is a callable that says the finding in words, called only when wanted.
    template <typename MakeMessage>
    void add(QLatin1StringView rule, Severity severity, MakeMessage message,
             std::optional<Field> field = std::nullopt) {
        const RuleInfo* info = RuleCatalogue::find(rule);
        if (!field)
            field = info->primaryField;
        m_findings.append({m_row, info->idText, severity, field,
                           m_messages == Messages::Include ? message() : QString()});
    }

    bool readable(QLatin1StringView rule) const {
        return isEvaluated(*RuleCatalogue::find(rule), m_invalid);
    }

    void checkSchema(int flowsSharingId) {
        if (text(Field::FlowId).isEmpty())
            add(RuleId::SC01, Severity::Fail, [&] {
                return QCoreApplication::translate(
                    "Rules", "flow_id is blank: every flow needs a stable, unique ID");
            });
        else if (flowsSharingId > 1)
            add(RuleId::SC01, Severity::Fail, [&] {
                return QCoreApplication::translate("Rules", "flow_id \"%1\" is shared by %2 flows")
                    .arg(text(Field::FlowId), QString::number(flowsSharingId));
            });
        for (int i = 0; i < FieldCount; ++i) {
            if (std::optional<QString> problem = CellReading::problem(m_flow, Field(i))) {
                m_invalid.set(std::size_t(i));
                add(
                    RuleId::SC02, Severity::Fail, [&] { return *problem; }, Field(i));
            }
        }
        checkKeys();
    }

    // SC03: an unknown key that is nearly a known one, with the key as written.
    void checkKeys() {
        for (const YamlMapEntry& entry : m_flow.extraFields()) {
            const std::optional<KeyNearMiss> nearMiss = keyNearMiss(entry.key);
            if (!nearMiss)
                continue;
            const RuleInfo* info = RuleCatalogue::find(RuleId::SC03);
            Finding finding{m_row, info->idText, Severity::Warn, nearMiss->field, QString()};
            if (m_messages == Messages::Include)
                finding.message =
                    QCoreApplication::translate(
                        "Rules", "%1 is not a field, so no rule reads it (did you mean %2?)")
                        .arg(entry.key, nearMiss->meant);
            finding.key = entry.key;
            m_findings.append(std::move(finding));
        }
    }

    void checkIp01() {
        if (CellReading::hasEffect(m_flow) && text(Field::IdempotencyKey).isEmpty())
            add(RuleId::IP01, Severity::Fail, [&] {
                return QCoreApplication::translate(
                           "Rules",
                           "idempotency_key is blank, but %1: every redelivery repeats the effect")
                    .arg(CellReading::describeEffect(m_flow));
            });
    }

    void checkIp02() {
        const QString flowId = text(Field::FlowId);
        const QStringList parts = IdempotencyKey::parts(text(Field::IdempotencyKey));
        for (const QString& part : parts) {
            if (IdempotencyKey::isDeliveryKeyPart(part) || IdempotencyKey::isFlowPart(part, flowId))
                continue;
            for (const QString& token : IdempotencyKey::tokens(part)) {
                if (IdempotencyKey::isBannedToken(token)) {
                    add(RuleId::IP02, Severity::Fail, [&] {
                        return QCoreApplication::translate(
                                   "Rules", "idempotency_key part \"%1\" holds \"%2\", attempt or "
                                            "arrival data: every retry would look new")
                            .arg(part, token);
                    });
                    return;
                }
            }
        }
        const bool eventPipeline = CellReading::enumValue(Field::Method, text(Field::Method)) ==
                                   QLatin1StringView("event_pipeline");
        if (!CellReading::hasEffect(m_flow) || eventPipeline)
            return;
        const bool anyDelivery =
            std::any_of(parts.begin(), parts.end(), IdempotencyKey::isDeliveryKeyPart);
        const bool onlyDeliveryOrFlow =
            std::all_of(parts.begin(), parts.end(), [&](const QString& p) {
                return IdempotencyKey::isDeliveryKeyPart(p) ||
                       IdempotencyKey::isFlowPart(p, flowId);
            });
        if (anyDelivery && onlyDeliveryOrFlow)
            add(RuleId::IP02, Severity::Warn, [&] {
                return QCoreApplication::translate(
                           "Rules", "idempotency_key \"%1\" names only the delivery: it dedupes "
                                    "deliveries, not the business effect, "
                                    "which a second event or a replay repeats")
                    .arg(text(Field::IdempotencyKey));
            });
    }

    void checkIp03() {
        const QString& retention = text(Field::LedgerRetentionDays);
        const QString& window = text(Field::MaxReplayWindowDays);
        if (!retention.isEmpty() && !window.isEmpty()) {
            if (Decimal::parse(retention)->compare(*Decimal::parse(window)) < 0)
                add(RuleId::IP03, Severity::Fail, [&] {
                    return QCoreApplication::translate(
                               "Rules", "ledger retention of %1 days is below the %2-day replay "
                                        "window: a replay after day %1 "
                                        "repeats the effect")
                        .arg(Decimal::typedInLocal(retention), Decimal::typedInLocal(window));
                });
            return;
        }
        if (!CellReading::hasEffect(m_flow))
            return;
        const Field blank =
            retention.isEmpty() ? Field::LedgerRetentionDays : Field::MaxReplayWindowDays;
        const QString missing =
            retention.isEmpty() && window.isEmpty()
                ? QCoreApplication::translate(
                      "Rules", "ledger_retention_days and max_replay_window_days are blank")
            : retention.isEmpty()
                ? QCoreApplication::translate("Rules", "ledger_retention_days is blank")
                : QCoreApplication::translate("Rules", "max_replay_window_days is blank");
        add(
            RuleId::IP03, Severity::Warn,
            [&] {
                return QCoreApplication::translate(
                           "Rules",
                           "%1, but %2: whether the ledger outlives every replay can't be checked")
                    .arg(missing, CellReading::describeEffect(m_flow));
            },
            blank);
    }

    void checkRt01() {
        const QString& text = this->text(Field::RetryLayers);
        if (text.isEmpty()) {
            add(RuleId::RT01, Severity::Warn, [&] {
                return QCoreApplication::translate(
                    "Rules", "retry_layers is blank, which means unknown: write the nested layers, "
                             "or none when nothing retries");
            });
            return;
        }
        const RetryLayers layers = RetryLayers::parse(text);
        if (layers.none)
            return;
        const quint64 product = layers.product();
        if (product > RuleCatalogue::RetryProductLimit) {
            const QString total = product >= RetryLayers::Saturation
                                      ? QCoreApplication::translate("Rules", "more than %1")
                                            .arg(RetryLayers::Saturation)
                                      : QString::number(product);
            add(RuleId::RT01, Severity::Fail, [&] {
                return QCoreApplication::translate(
                           "Rules",
                           "retry layers %1 make %2 attempts per event, above the limit of %3")
                    .arg(layers.describe(), total)
                    .arg(RuleCatalogue::RetryProductLimit);
            });
        } else if (layers.retryingLayerCount() > 1) {
            add(RuleId::RT01, Severity::Warn, [&] {
                return QCoreApplication::translate(
                           "Rules", "%1 layers retry (%2 = %3 attempts): retry in one layer only")
                    .arg(layers.retryingLayerCount())
                    .arg(layers.describe())
                    .arg(product);
            });
        }
    }

    void checkRt02() {
        const QString method = CellReading::enumValue(Field::Method, text(Field::Method));
        if ((method == QLatin1StringView("custom") || method == QLatin1StringView("ipaas")) &&
            text(Field::RetryAfterUnit).isEmpty())
            add(RuleId::RT02, Severity::Warn, [&] {
                return QCoreApplication::translate(
                           "Rules", "method %1 with retry_after_unit blank: say whether the flow "
                                    "reads Retry-After in seconds or "
                                    "milliseconds, or none")
                    .arg(method);
            });
    }

    void checkWh01() {
        if (CellReading::yesNo(text(Field::InboundWebhook)) != YesNo::Yes)
            return;
        const QString& ack = text(Field::AckP99Seconds);
        const QString& timeout = text(Field::SenderTimeoutSeconds);
        if (ack.isEmpty() || timeout.isEmpty()) {
            const Field blank = ack.isEmpty() ? Field::AckP99Seconds : Field::SenderTimeoutSeconds;
            const QString missing =
                ack.isEmpty() && timeout.isEmpty()
                    ? QCoreApplication::translate(
                          "Rules", "ack_p99_seconds and sender_timeout_seconds are blank")
                : ack.isEmpty()
                    ? QCoreApplication::translate("Rules", "ack_p99_seconds is blank")
                    : QCoreApplication::translate("Rules", "sender_timeout_seconds is blank");
            add(
                RuleId::WH01, Severity::Warn,
                [&] {
                    return QCoreApplication::translate(
                               "Rules", "inbound webhook, but %1: the ack budget (half the "
                                        "sender's timeout) can't be checked")
                        .arg(missing);
                },
                blank);
            return;
        }
        const Decimal ackValue = *Decimal::parse(ack);
        const Decimal timeoutValue = *Decimal::parse(timeout);
        if (ackValue.doubled().compare(timeoutValue) > 0)
            add(RuleId::WH01, Severity::Fail, [&] {
                return QCoreApplication::translate(
                           "Rules", "ack p99 %1 s is above half of the %2 s sender timeout (%3 s)")
                    .arg(Decimal::typedInLocal(ack), Decimal::typedInLocal(timeout),
                         timeoutValue.halved().toLocalString()); // typed, typed, computed
            });
    }

    const Flow& m_flow;
    const int m_row;
    const Messages m_messages;
    std::bitset<FieldCount> m_invalid;
    QList<Finding> m_findings;
};

} // namespace

std::bitset<FieldCount> invalidFields(const Flow& flow) {
    std::bitset<FieldCount> invalid;
    for (int i = 0; i < FieldCount; ++i)
        invalid.set(std::size_t(i), CellReading::problem(flow, Field(i)).has_value());
    return invalid;
}

bool isEvaluated(const RuleInfo& rule, const std::bitset<FieldCount>& invalid) {
    return std::none_of(rule.fieldsRead.begin(), rule.fieldsRead.end(),
                        [&](Field f) { return invalid.test(std::size_t(f)); });
}

QList<Finding> checkFlow(const Flow& flow, int row, int flowsSharingId, Messages messages) {
    return FlowCheck(flow, row, messages).run(flowsSharingId);
}

} // namespace FlowAudit
