#include "core/simulation/stormscenariobuilder.h"

#include "core/model/flow.h"
#include "core/model/retrylayers.h"
#include "core/simulation/platformschedule.h"
#include "core/vendors/vendorcatalogue.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

// The card schedule of a layer that is the flow's iPaaS: the layer names the platform
// (`zapier:6`, the card's first schedule or `entry`), or one of its mechanisms as the card's
// notes do (`autoreplay`, `retry_handler`, `incomplete_executions`, `retry_on_fail`).
// `schedule: platform` takes the card's first schedule (or `entry`) whatever the layer's
// name. Without `ipaas`, a layer named after a platform still finds it.
std::optional<LayerSchedule> platformFor(const Flow& flow, const QString& layer,
                                         const VendorCatalogue* cards, int entry, bool asked) {
    if (!cards)
        return std::nullopt;
    const QString ipaas = flow.text(Field::Ipaas);
    const QList<const VendorCard*> platform = cards->named(ipaas.isEmpty() ? layer : ipaas);
    for (const VendorCard* card : platform) {
        const bool namesThePlatform = cards->named(layer).contains(card);
        const int which = entry > 0 ? entry
                          : (namesThePlatform || asked)
                              ? 0
                              : PlatformSchedule::entryNamed(*card, layer);
        if (!namesThePlatform && !asked && which == 0)
            continue;
        if (std::optional<LayerSchedule> s = PlatformSchedule::fromCard(*card, which))
            return s;
    }
    return std::nullopt;
}

} // namespace

StormScenarioBuild StormScenarioBuilder::build(const Flow& flow, const VendorCatalogue* cards) {
    StormSettings::ReadResult read = StormSettings::read(flow);
    if (!read.ok()) {
        StormScenarioBuild result;
        result.line = read.problem->line;
        result.error = read.problem->message;
        return result;
    }
    return build(flow, read.settings, cards);
}

StormScenarioBuild StormScenarioBuilder::build(const Flow& flow, const StormSettings& settings,
                                               const VendorCatalogue* cards) {
    StormScenarioBuild result;
    result.settings = settings;
    const auto fail = [&](int line, const QString& why) {
        result.line = line;
        result.error = why;
        return result;
    };
    const int layersLine = flow.lineOf(Field::RetryLayers);
    if (flow.isBlank(Field::RetryLayers))
        return fail(layersLine,
                    QCoreApplication::translate("StormScenarioBuilder",
                                                "retry_layers is blank: write the layers "
                                                "(`sdk:3;worker:5`) or `none` to simulate"));
    const RetryLayers parsed = RetryLayers::parse(flow.text(Field::RetryLayers));
    if (!parsed.valid)
        return fail(layersLine,
                    QCoreApplication::translate("StormScenarioBuilder", "retry_layers: %1")
                        .arg(parsed.error));

    StormScenario sc;
    sc.rate = settings.rate.value_or(sc.rate);
    sc.outageStart = settings.outageStart.value_or(sc.outageStart);
    sc.outageLength = settings.outageLength.value_or(sc.outageLength);
    sc.failureShare = settings.failureShare.value_or(sc.failureShare);
    sc.capacity = settings.capacity;
    sc.detection = settings.detection.value_or(sc.detection);
    sc.horizon = settings.horizon.value_or(0);

    for (const StormLayerSettings& l : settings.layers) {
        const bool named = std::any_of(parsed.layers.begin(), parsed.layers.end(),
                                       [&](const RetryLayer& r) { return r.name == l.name; });
        if (!named)
            return fail(l.line,
                        QCoreApplication::translate(
                            "StormScenarioBuilder",
                            "retry_storm names layer `%1`, which retry_layers does not have")
                            .arg(l.name));
    }
    for (const RetryLayer& r : parsed.layers) {
        StormLayer layer;
        layer.name = r.name;
        layer.attempts = r.attempts;
        const StormLayerSettings* set = settings.layer(r.name);
        const int line = set && set->line > 0 ? set->line : layersLine;
        if (set && set->platform) {
            std::optional<LayerSchedule> s = platformFor(flow, r.name, cards, set->entry, true);
            if (!s)
                return fail(
                    line,
                    QCoreApplication::translate(
                        "StormScenarioBuilder",
                        "layer `%1`: no vendor card of the flow's iPaaS states a retry schedule%2")
                        .arg(r.name, set->entry > 0 ? QCoreApplication::translate(
                                                          "StormScenarioBuilder", " as entry %1")
                                                          .arg(set->entry)
                                                    : QString()));
            layer.schedule = *s;
        } else if (set && set->kind) {
            LayerSchedule s = LayerSchedule::rt04Default();
            s.kind = *set->kind;
            s.origin = QCoreApplication::translate("StormScenarioBuilder", "set in retry_storm");
            s.baseSeconds = set->base.value_or(s.baseSeconds);
            s.factor = set->factor.value_or(s.factor);
            s.capSeconds = set->cap.value_or(s.capSeconds);
            if (s.kind == ScheduleKind::Fixed && !set->wait)
                return fail(line, QCoreApplication::translate(
                                      "StormScenarioBuilder",
                                      "layer `%1`: a fixed schedule needs its `wait`")
                                      .arg(r.name));
            s.waitSeconds = set->wait.value_or(s.waitSeconds);
            s.waits = set->waits;
            layer.schedule = s;
        } else if (std::optional<LayerSchedule> s = platformFor(flow, r.name, cards, 0, false)) {
            layer.schedule = *s;
        } else {
            layer.schedule = LayerSchedule::rt04Default();
        }
        if (set && set->jitter)
            layer.schedule.jitter = *set->jitter;
        sc.layers.push_back(std::move(layer));
    }
    if (sc.product() > StormScenario::MaxStages)
        return fail(layersLine,
                    QCoreApplication::translate("StormScenarioBuilder",
                                                "retry_layers makes more than %1 attempts per "
                                                "event; the simulator shows only the product")
                        .arg(StormScenario::MaxStages));
    result.scenario = std::move(sc);
    return result;
}

} // namespace FlowAudit
