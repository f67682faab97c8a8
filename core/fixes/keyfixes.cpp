#include "core/fixes/fixproposals.h"
#include "core/model/field.h"

#include "core/model/keynearmiss.h"
#include "core/rules/ruleid.h"

#include <QCoreApplication>

namespace FlowAudit::FixProposals {

// SC03's remedy: a key one typo off a field's name renamed to it, when the field is blank and
// the key holds a single value (a list or a map there would be SC02 under the right name, and
// a blank value has nothing to move).
QList<Fix> renameKeys(const Flow& flow) {
    QList<Fix> fixes;
    for (const YamlMapEntry& entry : flow.extraFields()) {
        const std::optional<KeyNearMiss> nearMiss = keyNearMiss(entry.key);
        if (!nearMiss || !nearMiss->field || !entry.value.isScalar())
            continue;
        const Field field = *nearMiss->field;
        const QString value = entry.value.text().trimmed();
        if (value.isEmpty() || !flow.isBlank(field))
            continue;
        Fix fix;
        fix.kind = FixKind::RenameKey;
        fix.rule = QString(RuleId::SC03);
        fix.subject = entry.key;
        fix.description = QCoreApplication::translate("Fixes", "Rename %1 to %2")
                              .arg(entry.key, FieldCatalogue::name(field));
        fix.reason = QCoreApplication::translate(
                         "Fixes", "No rule reads %1; as %2 its value %3 is read and checked.")
                         .arg(entry.key, FieldCatalogue::name(field), value);
        fix.changes = {{field, flow.text(field), value}};
        fix.renamedKey = entry.key;
        fixes.append(std::move(fix));
    }
    return fixes;
}

} // namespace FlowAudit::FixProposals
