// libFuzzer target: any text as `idempotency_key`, through the parts and tokens IP01 and
// IP02 read. Parts are trimmed and never empty; tokens are non-empty runs of ASCII
// letters and digits.
#include "core/rules/idempotencykey.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace FlowAudit;

namespace {

[[noreturn]] void fail(const char* what, const QString& text) {
    std::fprintf(stderr, "fuzz_idempotencykey: %s: %s\n", what, text.toUtf8().constData());
    std::abort();
}

bool isAsciiAlnum(QChar c) {
    const char16_t u = c.unicode();
    return (u >= u'a' && u <= u'z') || (u >= u'A' && u <= u'Z') || (u >= u'0' && u <= u'9');
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString key = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const QStringList parts = IdempotencyKey::parts(key);
    for (const QString& part : parts) {
        if (part.isEmpty() || part != part.trimmed() || part.contains(QLatin1Char('+')))
            fail("a part is empty, untrimmed or holds +", key);
        const QStringList tokens = IdempotencyKey::tokens(part);
        for (const QString& token : tokens) {
            if (token.isEmpty() || !std::all_of(token.begin(), token.end(), isAsciiAlnum))
                fail("a token is empty or not ASCII letters and digits", key);
            IdempotencyKey::isBannedToken(token);
        }
        IdempotencyKey::isDeliveryKeyPart(part);
        IdempotencyKey::isFlowPart(part, parts.first());
    }
    return 0;
}
