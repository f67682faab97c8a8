#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace FlowAudit {

// The candidate a mistyped name most likely meant, for "did you mean …?": the nearest by
// edit distance (a swap of two neighbours counts once, case is ignored), when it is near
// enough to be a typo (at most a third of the name's length, and at least 1).
std::optional<QString> closestName(const QString& name, const QStringList& candidates);
// The same with at most `mostEdits` edits, whatever the name's length (never more than a third
// of it, and at least 1).
std::optional<QString> closestName(const QString& name, const QStringList& candidates,
                                   int mostEdits);
// `problem` with that candidate when there is one: "no field 'x' (did you mean y?)".
QString withClosestName(const QString& problem, const QString& name, const QStringList& candidates);

} // namespace FlowAudit
