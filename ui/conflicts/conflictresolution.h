#pragma once

#include "core/merge/conflictedinventory.h"

#include <QObject>

#include <optional>

class QUndoStack;

namespace FlowAudit {

// How one conflict of a merge was decided: one side's value, or a value the user typed.
// No value: that version does not have the unit (the side deleted the flow, the field is
// blank), so the resolved inventory leaves it out.
struct ConflictChoice {
    enum class Side { Ours, Theirs, Edited };
    Side side = Side::Ours;
    std::optional<YamlValue> value;

    bool operator==(const ConflictChoice& other) const = default;
};

// The conflicts of a file with merge markers and what has been decided for each so far.
// Every decision is one step of its own undo stack; the inventory exists only once none
// is left open.
class ConflictResolution : public QObject {
    Q_OBJECT
public:
    ConflictResolution(ConflictedInventory conflicted, QString fileName, QObject* parent = nullptr);

    const QString& fileName() const { return m_fileName; }
    const ConflictedInventory& conflicted() const { return m_conflicted; }
    int count() const { return int(m_choices.size()); }
    const MergeConflict& conflict(int index) const { return m_conflicted.conflicts()[index]; }
    const std::optional<ConflictChoice>& choice(int index) const { return m_choices[index]; }
    int openCount() const;
    bool isComplete() const { return openCount() == 0; }
    // The first open conflict after `index` (wrapping round), or -1 when none is left.
    int nextOpen(int index) const;
    QUndoStack* undoStack() const { return m_stack; }

    // Decides conflict `index` as one undo step; the same decision again is no step.
    void choose(int index, const ConflictChoice& choice);
    void takeOurs(int index);
    void takeTheirs(int index);
    // The value the user typed (YAML: a scalar, a list, a flow's map); blank text leaves
    // the unit out. False with the parser's reason when it is not YAML.
    bool takeEdited(int index, const QString& text, QString* error);

    // The inventory with every conflict decided; its error when the decisions do not make
    // one (an edited flow without its flow_id, say). Only when complete.
    InventoryReadResult resolve() const;

    // For the undo command: sets a decision without a step.
    void setChoice(int index, const std::optional<ConflictChoice>& choice);
    // The step's name in the Edit menu and the undo button's tooltip.
    static QString stepText(const MergeConflict& conflict, ConflictChoice::Side side);

signals:
    void choiceChanged(int index);

private:
    ConflictedInventory m_conflicted;
    QString m_fileName;
    QList<std::optional<ConflictChoice>> m_choices;
    QUndoStack* m_stack;
};

} // namespace FlowAudit
