#include "core/rules/idempotencykey.h"

#include "core/model/asciitext.h"

namespace FlowAudit {

using namespace AsciiText;

QStringList IdempotencyKey::parts(QStringView key) {
    QStringList result;
    for (QStringView piece : key.split(QLatin1Char('+'))) {
        piece = piece.trimmed();
        if (!piece.isEmpty())
            result.append(piece.toString());
    }
    return result;
}

QStringList IdempotencyKey::tokens(QStringView part) {
    QStringList result;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= part.size(); ++i) {
        const bool inToken = i < part.size() && isAlnum(part[i]);
        const bool caseCut = inToken && start >= 0 && isUpper(part[i]) && isLower(part[i - 1]);
        if (start >= 0 && (!inToken || caseCut)) {
            result.append(part.mid(start, i - start).toString());
            start = -1;
        }
        if (inToken && start < 0)
            start = i;
    }
    return result;
}

bool IdempotencyKey::isBannedToken(QStringView token) {
    return equalsAnyIgnoringCase(token, {"attempt", "attempts", "delivery", "deliveries",
                                         "received", "arrival", "arrivals", "now", "random",
                                         "retry", "retries", "uuid4"});
}

bool IdempotencyKey::isDeliveryKeyPart(QStringView part) {
    return equalsAnyIgnoringCase(part, {"event_id", "eventid", "message_id", "messageid",
                                        "webhook_id", "webhookid", "delivery_id", "deliveryid"});
}

bool IdempotencyKey::isFlowPart(QStringView part, QStringView flowId) {
    return equalsAnyIgnoringCase(part, {"flow_id", "flowid", "flow"}) ||
           (!flowId.isEmpty() && part.compare(flowId, Qt::CaseInsensitive) == 0);
}

} // namespace FlowAudit
