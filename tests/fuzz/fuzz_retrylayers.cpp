// libFuzzer target: any text as `retry_layers`. Valid or a reason, never neither; a valid
// value has layers (or is `none`) with at least one attempt each, and a bounded product.
#include "core/model/retrylayers.h"

#include <QStringList>

#include <cstdint>
#include <cstdio>
#include <cstdlib>

using namespace FlowAudit;

namespace {

[[noreturn]] void fail(const char* what, const QString& text) {
    std::fprintf(stderr, "fuzz_retrylayers: %s: %s\n", what, text.toUtf8().constData());
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const QString text = QString::fromUtf8(reinterpret_cast<const char*>(data), qsizetype(size));
    const RetryLayers layers = RetryLayers::parse(text);
    if (!layers.valid) {
        if (layers.error.isEmpty())
            fail("invalid without a reason", text);
        return 0;
    }
    if (layers.none != layers.layers.empty())
        fail("`none` and layers disagree", text);
    for (const RetryLayer& layer : layers.layers) {
        if (layer.name.isEmpty() || layer.attempts < 1 || layer.attempts > RetryLayers::Saturation)
            fail("a layer out of range", text);
    }
    const quint64 product = layers.product();
    if (product < 1 || product > RetryLayers::Saturation)
        fail("product out of range", text);
    if (!layers.none && layers.describe().isEmpty())
        fail("no description", text);
    // Reading a value back from its own description's pieces gives the same layers.
    QStringList pieces;
    for (const RetryLayer& layer : layers.layers)
        pieces.append(layer.name + QLatin1Char(':') + layer.attemptsText);
    const RetryLayers again =
        RetryLayers::parse(layers.none ? QStringLiteral("none") : pieces.join(QLatin1Char(';')));
    if (!again.valid || again.product() != product || again.layers.size() != layers.layers.size())
        fail("does not read back", text);
    return 0;
}
