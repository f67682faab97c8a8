#include "core/simulation/stormscenario.h"

#include <QStringList>

namespace FlowAudit {

quint64 StormScenario::product() const {
    quint64 p = 1;
    for (const StormLayer& layer : layers) {
        if (layer.attempts > MaxStages || p * layer.attempts > MaxStages)
            return MaxStages + 1;
        p *= layer.attempts;
    }
    return p;
}

std::vector<double> StormScenario::attemptsPerEventByLabel() const {
    std::vector<double> counts(layers.size() + 1, 0.0);
    counts[0] = 1;
    for (std::size_t k = 0; k < layers.size(); ++k) {
        double outer = 1;
        for (std::size_t i = k + 1; i < layers.size(); ++i)
            outer *= double(layers[i].attempts);
        counts[k + 1] = double(layers[k].attempts - 1) * outer;
    }
    return counts;
}

StormScenario StormScenario::withJitter(Jitter jitter) const {
    StormScenario copy = *this;
    for (StormLayer& layer : copy.layers)
        layer.schedule.jitter = jitter;
    return copy;
}

StormScenario StormScenario::withoutOutage() const {
    StormScenario copy = *this;
    copy.failureShare = 0;
    return copy;
}

int StormScenario::outermostRetryingLayer() const {
    for (int k = int(layers.size()) - 1; k >= 0; --k)
        if (layers[std::size_t(k)].attempts > 1)
            return k;
    return -1;
}

StormScenario StormScenario::retryingInOneLayerOnly() const {
    StormScenario copy = *this;
    const int keep = outermostRetryingLayer();
    for (int k = 0; k < int(copy.layers.size()); ++k)
        if (k != keep)
            copy.layers[std::size_t(k)].attempts = 1;
    return copy;
}

QString StormScenario::seriesKey() const {
    const auto number = [](double value) { return QString::number(value, 'g', 17); };
    QStringList parts;
    for (const StormLayer& layer : layers) {
        const LayerSchedule& s = layer.schedule;
        QStringList waits;
        for (double wait : s.waits)
            waits.append(number(wait));
        // The schedule's origin names where it came from, not what it does.
        parts.append(QStringList{layer.name, QString::number(layer.attempts),
                                 scheduleKindKeyword(s.kind), number(s.baseSeconds),
                                 number(s.factor), number(s.capSeconds), number(s.waitSeconds),
                                 waits.join(QLatin1Char(',')), jitterKeyword(s.jitter)}
                         .join(QLatin1Char(' ')));
    }
    parts.append(QStringList{number(rate), number(outageStart), number(outageLength),
                             number(failureShare),
                             capacity ? number(*capacity) : QStringLiteral("-"), number(detection),
                             number(horizon), number(binWidth)}
                     .join(QLatin1Char(' ')));
    return parts.join(QLatin1Char('|'));
}

} // namespace FlowAudit
