#include "core/merge/mergeconflict.h"

#include <QCoreApplication>

namespace FlowAudit {

namespace {

QString waiverName(const MergeConflict& c) {
    QString name = QStringLiteral("waiver %1 %2").arg(c.flowId, c.rule);
    if (!c.waiverField.isEmpty())
        name += QLatin1Char(' ') + c.waiverField;
    return name;
}

} // namespace

QString MergeConflict::label() const {
    switch (unit) {
    case Unit::TopLevelKey:
        return QStringLiteral("key %1").arg(key);
    case Unit::Flow:
        return QStringLiteral("flow %1").arg(flowId);
    case Unit::Field:
        return QStringLiteral("flow %1, field %2").arg(flowId, key);
    case Unit::Review:
        return QStringLiteral("flow %1, review %2").arg(flowId, key);
    case Unit::Waiver:
        return waiverName(*this);
    case Unit::WaiverKey:
        return QStringLiteral("%1, key %2").arg(waiverName(*this), key);
    }
    return {};
}

QString MergeConflict::description() const {
    const QString waiver =
        rule.isEmpty() ? QString()
        : waiverField.isEmpty()
            ? QCoreApplication::translate("MergeConflict", "waiver of %1 on %2").arg(rule, flowId)
            : QCoreApplication::translate("MergeConflict", "waiver of %1 (%2) on %3")
                  .arg(rule, waiverField, flowId);
    switch (unit) {
    case Unit::TopLevelKey:
        return QCoreApplication::translate("MergeConflict", "top-level key %1").arg(key);
    case Unit::Flow:
        return QCoreApplication::translate("MergeConflict", "the whole flow %1").arg(flowId);
    case Unit::Field:
        return QCoreApplication::translate("MergeConflict", "%1 of %2").arg(key, flowId);
    case Unit::Review:
        return QCoreApplication::translate("MergeConflict", "review %1 of %2").arg(key, flowId);
    case Unit::Waiver:
        return QCoreApplication::translate("MergeConflict", "the whole %1").arg(waiver);
    case Unit::WaiverKey:
        return QCoreApplication::translate("MergeConflict", "%1 of the %2").arg(key, waiver);
    }
    return {};
}

} // namespace FlowAudit
