#include "core/import/writingsteps.h"

#include <QCoreApplication>

namespace FlowAudit {

Creates createsByHttpMethod(QStringView method) {
    return method == u"POST" || method == u"PUT" ? Creates::Yes : Creates::No;
}

void deriveWrites(FlowDraft& draft, const QList<WritingStep>& steps,
                  const QString& everyStepUpdatesNote) {
    QStringList systems;
    QStringList fromSteps;
    for (const WritingStep& step : steps) {
        if (step.system.isEmpty()) {
            draft.note(step.runtimeUrlNote);
            continue;
        }
        if (!systems.contains(step.system))
            systems.append(step.system);
        fromSteps.append(step.label);
    }
    if (!systems.isEmpty()) {
        draft.set(Field::Destination, systems.join(QLatin1StringView(", ")));
        draft.note(QCoreApplication::translate("Import", "destination from %1.")
                       .arg(fromSteps.join(QLatin1StringView(", "))));
    }

    const WritingStep* creator = nullptr;
    bool allSayNo = true;
    for (const WritingStep& step : steps) {
        if (step.creates == Creates::Yes && !creator)
            creator = &step;
        if (step.creates != Creates::No)
            allSayNo = false;
    }
    if (creator) {
        draft.set(Field::CreatesRecords, QStringLiteral("yes"));
        draft.note(creator->createsNote);
    } else if (allSayNo) {
        draft.set(Field::CreatesRecords, QStringLiteral("no"));
        draft.note(everyStepUpdatesNote);
    }
}

} // namespace FlowAudit
