#include "core/analysis/retryproduct.h"

#include "core/model/flow.h"

namespace FlowAudit {

namespace {

quint64 saturatedProduct(const std::vector<RetryLayer>& layers, int skipped) {
    quint64 product = 1;
    for (int i = 0; i < int(layers.size()); ++i) {
        if (i == skipped)
            continue;
        product = std::min<quint64>(
            product * std::min(layers[std::size_t(i)].attempts, RetryLayers::Saturation),
            RetryLayers::Saturation);
    }
    return product;
}

} // namespace

RetryProduct RetryProduct::of(const Flow& flow) {
    RetryProduct product;
    const QString& text = flow.text(Field::RetryLayers);
    product.blank = text.isEmpty() && !flow.isStructured(Field::RetryLayers);
    if (!product.blank)
        product.layers = RetryLayers::parse(text);
    return product;
}

QList<RetryProduct::WhatIf> RetryProduct::whatIfs() const {
    QList<WhatIf> whatIfs;
    if (!layers.valid || layers.none)
        return whatIfs;
    for (int i = 0; i < int(layers.layers.size()); ++i) {
        if (layers.layers[std::size_t(i)].attempts <= 1)
            continue;
        QStringList parts;
        for (int j = 0; j < int(layers.layers.size()); ++j) {
            const RetryLayer& layer = layers.layers[std::size_t(j)];
            parts.append(layer.name + QLatin1Char(':') +
                         (j == i ? QStringLiteral("1") : layer.attemptsText));
        }
        whatIfs.append({i, saturatedProduct(layers.layers, i), parts.join(QLatin1Char(';'))});
    }
    return whatIfs;
}

quint64 RetryProduct::exampleProduct() {
    quint64 product = 1;
    for (int i = 0; i < ExampleLayers; ++i)
        product *= ExampleAttempts;
    return product;
}

} // namespace FlowAudit
