#include "core/rules/idempotencykey.h"

namespace FlowAudit {

namespace {

bool isAsciiLower(QChar c)
{
    return c >= QLatin1Char('a') && c <= QLatin1Char('z');
}

bool isAsciiUpper(QChar c)
{
    return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
}

bool isAsciiAlnum(QChar c)
{
    return isAsciiLower(c) || isAsciiUpper(c) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
}

bool equalsAnyIgnoringCase(QStringView text, std::initializer_list<const char*> words)
{
    for (const char* word : words) {
        if (text.compare(QLatin1StringView(word), Qt::CaseInsensitive) == 0)
            return true;
    }
    return false;
}

} // namespace

QStringList IdempotencyKey::parts(QStringView key)
{
    QStringList result;
    for (QStringView piece : key.split(QLatin1Char('+'))) {
        piece = piece.trimmed();
        if (!piece.isEmpty())
            result.append(piece.toString());
    }
    return result;
}

QStringList IdempotencyKey::tokens(QStringView part)
{
    QStringList result;
    qsizetype start = -1;
    for (qsizetype i = 0; i <= part.size(); ++i) {
        const bool inToken = i < part.size() && isAsciiAlnum(part[i]);
        const bool caseCut = inToken && start >= 0 && isAsciiUpper(part[i]) && isAsciiLower(part[i - 1]);
        if (start >= 0 && (!inToken || caseCut)) {
            result.append(part.mid(start, i - start).toString());
            start = -1;
        }
        if (inToken && start < 0)
            start = i;
    }
    return result;
}

bool IdempotencyKey::isBannedToken(QStringView token)
{
    return equalsAnyIgnoringCase(token, {"attempt", "attempts", "delivery", "deliveries", "received",
                                         "arrival", "arrivals", "now", "random", "retry", "retries",
                                         "uuid4"});
}

bool IdempotencyKey::isDeliveryKeyPart(QStringView part)
{
    return equalsAnyIgnoringCase(part, {"event_id", "eventid", "message_id", "messageid", "webhook_id",
                                        "webhookid", "delivery_id", "deliveryid"});
}

bool IdempotencyKey::isFlowPart(QStringView part, QStringView flowId)
{
    return equalsAnyIgnoringCase(part, {"flow_id", "flowid", "flow"})
        || (!flowId.isEmpty() && part.compare(flowId, Qt::CaseInsensitive) == 0);
}

} // namespace FlowAudit
