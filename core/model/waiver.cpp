#include "core/model/waiver.h"

#include <QRegularExpression>

#include <array>

namespace FlowAudit {

namespace {

constexpr std::array<const char*, Waiver::KeyCount> KeyNames{
    "flow_id", "rule", "field", "justification", "owner", "approved_by", "expires", "created"};

} // namespace

const char* Waiver::keyName(Key key) {
    return KeyNames[std::size_t(key)];
}

std::optional<Waiver::Key> Waiver::keyNamed(QStringView name) {
    for (int i = 0; i < KeyCount; ++i) {
        if (name == QLatin1StringView(KeyNames[std::size_t(i)]))
            return Key(i);
    }
    return std::nullopt;
}

QString& Waiver::text(Key key) {
    return const_cast<QString&>(std::as_const(*this).text(key));
}

const QString& Waiver::text(Key key) const {
    switch (key) {
    case Key::FlowId:
        return flowId;
    case Key::Rule:
        return rule;
    case Key::Field:
        return field;
    case Key::Justification:
        return justification;
    case Key::Owner:
        return owner;
    case Key::ApprovedBy:
        return approvedBy;
    case Key::Expires:
        return expires;
    case Key::Created:
        break;
    }
    return created;
}

bool Waiver::operator==(const Waiver& other) const {
    for (int i = 0; i < KeyCount; ++i) {
        if (text(Key(i)) != other.text(Key(i)))
            return false;
    }
    return extraKeys == other.extraKeys;
}

QDate waiverDate(const QString& text) {
    static const QRegularExpression shape(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    if (!shape.match(text).hasMatch())
        return {};
    return QDate::fromString(text, Qt::ISODate);
}

} // namespace FlowAudit
