#pragma once

#include "core/model/retrylayers.h"

#include <QList>

namespace FlowAudit {

class Flow;

// The arithmetic behind RT01: nested attempts multiply. For each retrying layer, what
// the product would be with that layer turned off, and the `retry_layers` text for it.
struct RetryProduct {
    struct WhatIf {
        int layer = 0;       // index into layers.layers
        quint64 product = 1; // saturated as RetryLayers::product()
        QString retryLayers; // the field's text with this layer at 1 attempt
    };

    bool blank = true; // retry_layers is blank: unknown, RT01 warns
    RetryLayers layers;

    static RetryProduct of(const Flow& flow);
    QList<WhatIf> whatIfs() const;

    // The AWS Builders' Library example of docs/spec/rules.md: 3 attempts at each of 5 layers.
    static constexpr quint64 ExampleAttempts = 3;
    static constexpr int ExampleLayers = 5;
    static quint64 exampleProduct();
};

} // namespace FlowAudit
