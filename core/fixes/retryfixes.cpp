#include "core/fixes/fixproposals.h"

#include "core/analysis/retryproduct.h"
#include "core/rules/ruleid.h"

#include <QCoreApplication>
#include <QLocale>

#include <functional>

namespace FlowAudit::FixProposals {

namespace {

QString attemptsOf(quint64 count) {
    return count >= RetryLayers::Saturation ? QCoreApplication::translate("Fixes", "more than %1")
                                                  .arg(QLocale().toString(RetryLayers::Saturation))
                                            : QLocale().toString(count);
}

// The layers written back as `name:attempts;…`: those `keeps` names with their attempts
// as written, the others at one attempt.
QString withAttempts(const RetryLayers& layers, const std::function<bool(int)>& keeps) {
    QStringList parts;
    for (int i = 0; i < int(layers.layers.size()); ++i) {
        const RetryLayer& layer = layers.layers[std::size_t(i)];
        parts.append(layer.name + QLatin1Char(':') +
                     (keeps(i) ? layer.attemptsText : QStringLiteral("1")));
    }
    return parts.join(QLatin1Char(';'));
}

// RT01's remedy, "turn off retries in all but one layer", once for each layer that could
// be the one kept. Layers are written inner first (`sdk:3;worker:5`: the worker calls the
// SDK), so the last retrying layer is the outermost: it is offered first, because it
// retries the whole unit of work, with its backoff and exception queue, and sees every
// failure beneath it. The source's own example keeps the worker and sets the SDK's retries
// to 0.
void keepOneLayer(QList<Fix>& fixes, const Flow& flow, const RetryLayers& layers) {
    QList<int> retrying;
    for (int i = int(layers.layers.size()) - 1; i >= 0; --i) {
        if (layers.layers[std::size_t(i)].attempts > 1)
            retrying.append(i);
    }
    if (retrying.size() < 2)
        return;
    const QString& outermost = layers.layers[std::size_t(retrying.first())].name;
    for (int kept : std::as_const(retrying)) {
        const RetryLayer& layer = layers.layers[std::size_t(kept)];
        Fix fix;
        fix.kind = FixKind::KeepOneRetryLayer;
        fix.rule = QString(RuleId::RT01);
        fix.subject = layer.name;
        fix.description =
            QCoreApplication::translate(
                "Fixes", "Keep retries only in %1 (%2 attempts); every other layer tries once")
                .arg(layer.name, attemptsOf(layer.attempts));
        fix.reason =
            kept == retrying.first()
                ? QCoreApplication::translate("Fixes",
                                              "%1 is the outermost layer that retries: it retries "
                                              "the whole unit of work and sees every failure "
                                              "beneath it, so the layers inside it need not retry "
                                              "(as the source advises: turn off the SDK's "
                                              "retries when the worker retries).")
                      .arg(layer.name)
                : QCoreApplication::translate("Fixes",
                                              "%1 is kept instead of the outermost retrying layer, "
                                              "%2: choose this when %2's retries cannot be "
                                              "turned off.")
                      .arg(layer.name, outermost);
        fix.changes = {{Field::RetryLayers, flow.text(Field::RetryLayers),
                        withAttempts(layers, [kept](int i) { return i == kept; })}};
        fixes.append(std::move(fix));
    }
}

// The panel's what-ifs: one layer at a time turned off.
void turnOffOneLayer(QList<Fix>& fixes, const Flow& flow, const RetryProduct& retry) {
    for (const RetryProduct::WhatIf& whatIf : retry.whatIfs()) {
        const QString& name = retry.layers.layers[std::size_t(whatIf.layer)].name;
        Fix fix;
        fix.kind = FixKind::TurnOffRetryLayer;
        fix.rule = QString(RuleId::RT01);
        fix.subject = name;
        fix.description = QCoreApplication::translate("Fixes", "Turn off %1 retries: product %2")
                              .arg(name, attemptsOf(whatIf.product));
        fix.reason = QCoreApplication::translate(
                         "Fixes", "%1 then tries once; the other layers keep their attempts.")
                         .arg(name);
        fix.changes = {{Field::RetryLayers, flow.text(Field::RetryLayers), whatIf.retryLayers}};
        fix.remedy = retry.layers.retryingLayerCount() > 1;
        fixes.append(std::move(fix));
    }
}

} // namespace

QList<Fix> retryLayers(const Flow& flow) {
    QList<Fix> fixes;
    const RetryProduct retry = RetryProduct::of(flow);
    if (retry.blank || !retry.layers.valid || retry.layers.none)
        return fixes;
    keepOneLayer(fixes, flow, retry.layers);
    turnOffOneLayer(fixes, flow, retry);
    return fixes;
}

} // namespace FlowAudit::FixProposals
