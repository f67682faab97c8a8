#include "core/model/keynearmiss.h"

#include "core/model/closestname.h"
#include "core/model/field.h"

namespace FlowAudit {

namespace {

QStringList knownKeys() {
    QStringList keys = FieldCatalogue::names();
    keys.append(FieldCatalogue::reviewsKey());
    return keys;
}

} // namespace

std::optional<KeyNearMiss> keyNearMiss(const QString& key) {
    static const QStringList known = knownKeys();
    if (known.contains(key) || key.startsWith(QLatin1StringView("x_"), Qt::CaseInsensitive) ||
        key.startsWith(QLatin1StringView("x-"), Qt::CaseInsensitive))
        return std::nullopt;
    const std::optional<QString> meant = closestName(key, known, KeyNearMissEdits);
    if (!meant)
        return std::nullopt;
    return KeyNearMiss{*meant, FieldCatalogue::byName(*meant)};
}

} // namespace FlowAudit
