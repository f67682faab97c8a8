#pragma once

#include <QString>
#include <QStringList>

namespace FlowAudit {

// `idempotency_key` read as docs/spec/rules.md says, for IP01 and IP02.
class IdempotencyKey {
public:
    // The pieces between `+` signs, trimmed, empty pieces dropped.
    static QStringList parts(QStringView key);
    // Cut at every character that is not an ASCII letter or digit, and between a lower-case
    // letter and a following upper-case one; never between letters and digits.
    static QStringList tokens(QStringView part);
    // Attempt or arrival data: attempt, delivery, received, now, random, retry, uuid4 ...
    static bool isBannedToken(QStringView token);
    // event_id, message_id, webhook_id, delivery_id, with or without the underscore.
    static bool isDeliveryKeyPart(QStringView part);
    // flow_id, flowid, flow, or the flow's own ID.
    static bool isFlowPart(QStringView part, QStringView flowId);
};

} // namespace FlowAudit
