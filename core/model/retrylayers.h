#pragma once

#include <QString>

#include <vector>

namespace FlowAudit {

// `retry_layers` read as docs/spec/rules.md says: `none`, or `name:attempts` layers separated by
// `;`.
struct RetryLayer {
    QString name;
    quint64 attempts = 1; // total attempts, saturated at RetryLayers::Saturation
    QString attemptsText; // as written, for messages
};

struct RetryLayers {
    // Products and attempts above this are all just "very many", far above RT01's limit
    // (RuleCatalogue::RetryProductLimit).
    static constexpr quint64 Saturation = 1'000'000;

    bool valid = false;
    bool none = false; // `none`: no retries anywhere
    std::vector<RetryLayer> layers;
    QString error; // why the text is invalid, for people

    static RetryLayers parse(QStringView text);

    // The product of all layers' attempts, saturated at Saturation.
    quint64 product() const;
    int retryingLayerCount() const; // layers with more than one attempt
    // The layers as written, for messages and editors: `sdk:3 × worker:5`.
    QString describe() const;
};

} // namespace FlowAudit
