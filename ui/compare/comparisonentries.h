#pragma once

#include "core/diff/inventorycomparison.h"

#include <QCoreApplication>

class QTreeWidget;

namespace FlowAudit {

// The entries of a comparison as a tree of three columns (change, before, after): the
// verdicts first (findings added, findings gone), then flows added, removed, renamed and
// changed (each field old → new, the move), the top-level keys and the waivers. An entry
// about a flow of the open inventory carries its ID (FlowIdRole) and, for a known field,
// the field (FieldRole).
class ComparisonEntries {
    Q_DECLARE_TR_FUNCTIONS(ComparisonEntries)
public:
    enum Role { FlowIdRole = Qt::UserRole + 1, FieldRole, KindRole };
    // What an entry stands for (KindRole), for tests and for telling groups apart.
    enum class Kind {
        Group,
        FindingAdded,
        FindingGone,
        FlowAdded,
        FlowRemoved,
        FlowChanged,
        Field,
        TopLevelKey,
        Waiver
    };

    static void fill(QTreeWidget* tree, const InventoryComparison& comparison);
    // The one line a reviewer reads first: what the change does to the verdicts.
    static QString verdictLine(const InventoryComparison& comparison);
};

} // namespace FlowAudit
