#include "ui/conflicts/conflictresolution.h"

#include "core/io/yaml/yamlreader.h"

#include <QUndoCommand>
#include <QUndoStack>

namespace FlowAudit {

namespace {

// One conflict decided (or its decision changed), as one undo step.
class ResolveConflictCommand : public QUndoCommand {
public:
    ResolveConflictCommand(ConflictResolution* resolution, int index,
                           std::optional<ConflictChoice> after)
        : QUndoCommand(ConflictResolution::stepText(resolution->conflict(index), after->side))
        , m_resolution(resolution)
        , m_index(index)
        , m_before(resolution->choice(index))
        , m_after(std::move(after)) {}
    void redo() override { m_resolution->setChoice(m_index, m_after); }
    void undo() override { m_resolution->setChoice(m_index, m_before); }

private:
    ConflictResolution* m_resolution;
    int m_index;
    std::optional<ConflictChoice> m_before;
    std::optional<ConflictChoice> m_after;
};

} // namespace

ConflictResolution::ConflictResolution(ConflictedInventory conflicted, QString fileName,
                                       QObject* parent)
    : QObject(parent)
    , m_conflicted(std::move(conflicted))
    , m_fileName(std::move(fileName))
    , m_stack(new QUndoStack(this)) {
    m_choices.resize(m_conflicted.conflicts().size());
}

int ConflictResolution::openCount() const {
    return int(std::count(m_choices.begin(), m_choices.end(), std::nullopt));
}

int ConflictResolution::nextOpen(int index) const {
    for (int step = 1; step <= count(); ++step) {
        const int candidate = (index + step + count()) % count();
        if (!m_choices[candidate])
            return candidate;
    }
    return -1;
}

void ConflictResolution::choose(int index, const ConflictChoice& choice) {
    if (index < 0 || index >= count() || m_choices[index] == choice)
        return;
    m_stack->push(new ResolveConflictCommand(this, index, choice));
}

void ConflictResolution::takeOurs(int index) {
    choose(index, {ConflictChoice::Side::Ours, conflict(index).ours});
}

void ConflictResolution::takeTheirs(int index) {
    choose(index, {ConflictChoice::Side::Theirs, conflict(index).theirs});
}

bool ConflictResolution::takeEdited(int index, const QString& text, QString* error) {
    if (text.trimmed().isEmpty()) {
        choose(index, {ConflictChoice::Side::Edited, std::nullopt});
        return true;
    }
    std::optional<YamlValue> value = YamlReader::readValue(text.toUtf8(), error);
    if (!value)
        return false;
    choose(index, {ConflictChoice::Side::Edited, std::move(value)});
    return true;
}

InventoryReadResult ConflictResolution::resolve() const {
    QList<std::optional<YamlValue>> values;
    values.reserve(m_choices.size());
    for (const std::optional<ConflictChoice>& choice : m_choices)
        values.append(choice ? choice->value : std::nullopt);
    return m_conflicted.resolve(values);
}

void ConflictResolution::setChoice(int index, const std::optional<ConflictChoice>& choice) {
    m_choices[index] = choice;
    emit choiceChanged(index);
}

QString ConflictResolution::stepText(const MergeConflict& conflict, ConflictChoice::Side side) {
    switch (side) {
    case ConflictChoice::Side::Ours:
        return tr("Take Ours for %1").arg(conflict.description());
    case ConflictChoice::Side::Theirs:
        return tr("Take Theirs for %1").arg(conflict.description());
    case ConflictChoice::Side::Edited:
        return tr("Edit %1").arg(conflict.description());
    }
    return {};
}

} // namespace FlowAudit
