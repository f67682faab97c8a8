#include "core/model/field.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

QStringList yesNoValues() {
    return {QStringLiteral("yes"), QStringLiteral("no")};
}

std::array<FieldInfo, FieldCount> makeCatalogue() {
    using K = FieldKind;
    return {{
        {Field::FlowId,
         "flow_id",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Flow ID"),
         QT_TRANSLATE_NOOP("Field", "The flow's stable ID, unique in the inventory."),
         {}},
        {Field::Name,
         "name",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Name"),
         QT_TRANSLATE_NOOP("Field", "What the flow does, for people."),
         {}},
        {Field::Source,
         "source",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Source"),
         QT_TRANSLATE_NOOP("Field",
                           "The system the events come from; a vendor card ID where one exists."),
         {}},
        {Field::Destination,
         "destination",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Destination"),
         QT_TRANSLATE_NOOP("Field",
                           "The system the flow writes to; a vendor card ID where one exists."),
         {}},
        {Field::Ipaas,
         "ipaas",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "iPaaS"),
         QT_TRANSLATE_NOOP("Field", "The iPaaS that runs the flow, if any (zapier, make, n8n)."),
         {}},
        {Field::Method,
         "method",
         K::Enum,
         false,
         QT_TRANSLATE_NOOP("Field", "Method"),
         QT_TRANSLATE_NOOP("Field", "How the flow is built."),
         {QStringLiteral("custom"), QStringLiteral("ipaas"), QStringLiteral("event_pipeline"),
          QStringLiteral("reverse_etl"), QStringLiteral("native")}},
        {Field::CreatesRecords, "creates_records", K::YesNo, false,
         QT_TRANSLATE_NOOP("Field", "Creates records"),
         QT_TRANSLATE_NOOP("Field", "The flow creates records in the destination."), yesNoValues()},
        {Field::SideEffect,
         "side_effect",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Side effect"),
         QT_TRANSLATE_NOOP("Field",
                           "none, or what else the flow does (sends email, charges a card)."),
         {}},
        {Field::IdempotencyKey,
         "idempotency_key",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Idempotency key"),
         QT_TRANSLATE_NOOP("Field", "The business effect key, parts joined by +."),
         {}},
        {Field::LedgerRetentionDays,
         "ledger_retention_days",
         K::Number,
         false,
         QT_TRANSLATE_NOOP("Field", "Ledger retention (days)"),
         QT_TRANSLATE_NOOP("Field", "How long the action ledger keeps keys."),
         {}},
        {Field::MaxReplayWindowDays,
         "max_replay_window_days",
         K::Number,
         false,
         QT_TRANSLATE_NOOP("Field", "Max replay window (days)"),
         QT_TRANSLATE_NOOP("Field", "The longest of retry, resend, replay and backfill windows."),
         {}},
        {Field::BackfillOverlapDays,
         "backfill_overlap_days",
         K::Number,
         false,
         QT_TRANSLATE_NOOP("Field", "Backfill overlap (days)"),
         QT_TRANSLATE_NOOP("Field", "How far a backfill re-reads."),
         {}},
        {Field::RetryLayers,
         "retry_layers",
         K::RetryLayers,
         false,
         QT_TRANSLATE_NOOP("Field", "Retry layers"),
         QT_TRANSLATE_NOOP("Field",
                           "Nested synchronous retry layers, such as sdk:3;worker:5, or none."),
         {}},
        {Field::RetryAfterUnit,
         "retry_after_unit",
         K::Enum,
         false,
         QT_TRANSLATE_NOOP("Field", "Retry-After unit"),
         QT_TRANSLATE_NOOP("Field", "The unit the flow reads Retry-After in."),
         {QStringLiteral("seconds"), QStringLiteral("milliseconds"), QStringLiteral("none")}},
        {Field::InboundWebhook, "inbound_webhook", K::YesNo, false,
         QT_TRANSLATE_NOOP("Field", "Inbound webhook"),
         QT_TRANSLATE_NOOP("Field", "The flow starts from a webhook the team receives."),
         yesNoValues()},
        {Field::AckP99Seconds,
         "ack_p99_seconds",
         K::Number,
         false,
         QT_TRANSLATE_NOOP("Field", "Ack p99 (s)"),
         QT_TRANSLATE_NOOP("Field", "The receiver's measured acknowledgement p99."),
         {}},
        {Field::SenderTimeoutSeconds,
         "sender_timeout_seconds",
         K::Number,
         true,
         QT_TRANSLATE_NOOP("Field", "Sender timeout (s)"),
         QT_TRANSLATE_NOOP("Field", "The sender's timeout."),
         {}},
        {Field::Notes,
         "notes",
         K::Text,
         false,
         QT_TRANSLATE_NOOP("Field", "Notes"),
         QT_TRANSLATE_NOOP("Field", "Free text."),
         {}},
    }};
}

} // namespace

const std::array<FieldInfo, FieldCount>& FieldCatalogue::all() {
    static const std::array<FieldInfo, FieldCount> catalogue = makeCatalogue();
    return catalogue;
}

const FieldInfo& FieldCatalogue::info(Field field) {
    return all()[std::size_t(field)];
}

std::optional<Field> FieldCatalogue::byName(QStringView name) {
    // Asked for every cell a file holds: the names as UTF-16 once, so most fields are
    // passed over by their length alone.
    static const std::array<QString, FieldCount> names = [] {
        std::array<QString, FieldCount> all;
        for (const FieldInfo& info : FieldCatalogue::all())
            all[std::size_t(info.field)] = QString::fromLatin1(info.name);
        return all;
    }();
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (name.size() == names[i].size() && !name.isEmpty() && name == names[i])
            return Field(i);
    }
    return std::nullopt;
}

QString FieldCatalogue::name(Field field) {
    return QString::fromLatin1(info(field).name);
}

QStringList FieldCatalogue::names() {
    QStringList names;
    for (const FieldInfo& field : all())
        names.append(QString::fromLatin1(field.name));
    return names;
}

QString FieldCatalogue::label(Field field) {
    return QCoreApplication::translate("Field", info(field).label);
}

QString FieldCatalogue::meaning(Field field) {
    return QCoreApplication::translate("Field", info(field).meaning);
}

QString FieldCatalogue::reviewsKey() {
    return QStringLiteral("reviews");
}

} // namespace FlowAudit
