#include "ui/commands/inventoryeditor.h"

#include "core/document/inventorydocument.h"
#include "core/fixes/fix.h"
#include "core/io/celltextlimit.h"
#include "core/io/ioerror.h"
#include "core/io/yaml/yamlwriter.h"
#include "core/model/field.h"
#include "core/model/systemsblock.h"
#include "core/vendors/cardcopy.h"
#include "ui/commands/flowcommands.h"
#include "ui/commands/toplevelkeyscommand.h"
#include "ui/commands/waivercommands.h"

#include <QHash>
#include <QMap>
#include <QSet>
#include <QUndoStack>

#include <algorithm>

namespace FlowAudit {

InventoryEditor::InventoryEditor(InventoryDocument* document, QUndoStack* stack, QObject* parent)
    : QObject(parent)
    , m_document(document)
    , m_stack(stack) {}

bool InventoryEditor::replace(int index, Flow after, const QString& text) {
    const Flow& before = m_document->flow(index);
    if (after == before)
        return false;
    m_stack->push(new ReplaceFlowsCommand(m_document, {{index, before, std::move(after)}}, text));
    return true;
}

bool InventoryEditor::setCell(int index, const FlowColumn& column, const QString& text) {
    if (index < 0 || index >= m_document->flowCount())
        return false;
    const Flow& flow = m_document->flow(index);
    if (!FlowCell::isEditable(flow, column) || !CellTextLimit::fits(text))
        return false;
    const QString label = column.field ? FieldCatalogue::label(*column.field) : column.extraKey;
    return replace(index, FlowCell::withText(flow, column, text), tr("Set %1").arg(label));
}

bool InventoryEditor::setCells(const QList<CellEdit>& edits, const QList<Flow>& newFlows,
                               int insertAt, const QString& text) {
    // The entry points say why; this is the last guard that what is saved opens again.
    for (const CellEdit& edit : edits) {
        if (!CellTextLimit::fits(edit.text))
            return false;
    }
    QMap<int, Flow> changed; // index → the flow with every edit of it applied, in index order
    for (const CellEdit& edit : edits) {
        if (edit.index < 0 || edit.index >= m_document->flowCount())
            continue;
        auto it = changed.find(edit.index);
        if (it == changed.end())
            it = changed.insert(edit.index, m_document->flow(edit.index));
        if (FlowCell::isEditable(*it, edit.column))
            FlowCell::setText(*it, edit.column, edit.text);
    }
    QList<FlowReplacement> replacements;
    for (auto it = changed.cbegin(); it != changed.cend(); ++it) {
        if (!(it.value() == m_document->flow(it.key())))
            replacements.append({it.key(), m_document->flow(it.key()), it.value()});
    }
    if (replacements.isEmpty() && newFlows.isEmpty())
        return false;
    auto* step = new QUndoCommand(text);
    if (!replacements.isEmpty())
        new ReplaceFlowsCommand(m_document, std::move(replacements), text, step);
    if (!newFlows.isEmpty())
        new InsertFlowsCommand(m_document, std::clamp(insertAt, 0, m_document->flowCount()),
                               newFlows, text, step);
    m_stack->push(step);
    return true;
}

bool InventoryEditor::setExtraFields(int index, YamlEntries extra, const QString& text) {
    if (index < 0 || index >= m_document->flowCount())
        return false;
    Flow after = m_document->flow(index);
    after.setExtraFields(std::move(extra));
    return replace(index, std::move(after), text);
}

bool InventoryEditor::replaceAndAppend(const QList<std::pair<int, Flow>>& replaced,
                                       const QList<Flow>& added, const QString& text) {
    QList<FlowReplacement> replacements;
    for (const auto& [index, after] : replaced) {
        if (index >= 0 && index < m_document->flowCount() && !(after == m_document->flow(index)))
            replacements.append({index, m_document->flow(index), after});
    }
    if (replacements.isEmpty() && added.isEmpty())
        return false;
    auto* step = new QUndoCommand(text);
    if (!replacements.isEmpty())
        new ReplaceFlowsCommand(m_document, std::move(replacements), text, step);
    if (!added.isEmpty())
        new InsertFlowsCommand(m_document, m_document->flowCount(), added, text, step);
    m_stack->push(step);
    return true;
}

bool InventoryEditor::setReview(int index, const ManualReview& review) {
    if (index < 0 || index >= m_document->flowCount())
        return false;
    const Flow& flow = m_document->flow(index);
    if (!ReviewChecklist::isEditable(flow.reviews()))
        return false;
    Flow after = flow;
    after.setReviews(ReviewChecklist::withReview(flow.reviews(), review));
    // The CSV form keeps a flow's reviews in one cell, under the reader's limit.
    if (YamlWriter::writeCompact(after.reviews()).size() > InputLimits::MaxValueBytes)
        return false;
    return replace(index, std::move(after), tr("Review %1").arg(review.rule));
}

bool InventoryEditor::applyFix(int index, const Fix& fix) {
    if (index < 0 || index >= m_document->flowCount())
        return false;
    const Flow& flow = m_document->flow(index);
    if (!fix.fits(flow))
        return false;
    for (const FieldChange& change : fix.changes) {
        if (!FlowCell::isEditable(flow, FlowColumn::known(change.field)) ||
            !CellTextLimit::fits(change.after))
            return false;
    }
    return replace(index, fix.appliedTo(flow), fix.description);
}

QString InventoryEditor::freeFlowId(const QString& base, const QSet<QString>& alsoTaken) const {
    const auto isFree = [&](const QString& id) {
        return m_document->engine().flowsSharingId(id) == 0 && !alsoTaken.contains(id);
    };
    if (isFree(base))
        return base;
    for (int n = 2;; ++n) {
        const QString candidate = base + QLatin1Char('_') + QString::number(n);
        if (isFree(candidate))
            return candidate;
    }
}

int InventoryEditor::addFlow(int index) {
    index = std::clamp(index, 0, m_document->flowCount());
    Flow flow;
    flow.setText(Field::FlowId, freeFlowId(QStringLiteral("new_flow")));
    m_stack->push(new InsertFlowsCommand(m_document, index, {flow}, tr("Add flow")));
    return index;
}

int InventoryEditor::duplicateFlows(QList<int> indexes) {
    std::sort(indexes.begin(), indexes.end());
    indexes.erase(std::unique(indexes.begin(), indexes.end()), indexes.end());
    if (indexes.isEmpty())
        return -1;
    QSet<QString> taken; // IDs given to earlier copies in this same step
    QList<Flow> copies;
    for (int index : std::as_const(indexes)) {
        Flow copy = m_document->flow(index);
        const QString id = freeFlowId(copy.text(Field::FlowId) + QStringLiteral("_copy"), taken);
        taken.insert(id);
        copy.setText(Field::FlowId, id);
        copy.forgetLines();
        copies.append(copy);
    }
    const int at = indexes.last() + 1;
    m_stack->push(new InsertFlowsCommand(m_document, at, copies,
                                         tr("Duplicate %n flow(s)", nullptr, int(copies.size()))));
    return at;
}

bool InventoryEditor::removeFlows(const QList<int>& indexes) {
    QList<int> valid;
    for (int index : indexes) {
        if (index >= 0 && index < m_document->flowCount())
            valid.append(index);
    }
    if (valid.isEmpty())
        return false;
    const int count = int(QSet<int>(valid.begin(), valid.end()).size());
    m_stack->push(
        new RemoveFlowsCommand(m_document, valid, tr("Delete %n flow(s)", nullptr, count)));
    return true;
}

bool InventoryEditor::insertFlows(int index, const QList<Flow>& flows, const QString& text) {
    if (flows.isEmpty())
        return false;
    m_stack->push(new InsertFlowsCommand(m_document, std::clamp(index, 0, m_document->flowCount()),
                                         flows, text));
    return true;
}

bool InventoryEditor::moveFlow(int index, int step) {
    const int to = index + step;
    if (index < 0 || index >= m_document->flowCount() || to < 0 || to >= m_document->flowCount() ||
        step == 0)
        return false;
    m_stack->push(new MoveFlowCommand(m_document, index, to,
                                      step < 0 ? tr("Move flow up") : tr("Move flow down")));
    return true;
}

bool InventoryEditor::placeSystem(const QString& id, QPoint at, const QString& label) {
    const YamlEntries& before = m_document->inventory().extraKeys;
    const std::optional<YamlEntries> after = SystemsBlock::placed(before, id, at);
    if (!after || *after == before)
        return false;
    m_stack->push(new TopLevelKeysCommand(
        m_document, before, *after, tr("Place %1 on the map").arg(label.isEmpty() ? id : label)));
    return true;
}

bool InventoryEditor::resetLayout() {
    const YamlEntries& before = m_document->inventory().extraKeys;
    const YamlEntries after = SystemsBlock::withoutPositions(before);
    if (after == before)
        return false;
    m_stack->push(new TopLevelKeysCommand(m_document, before, after, tr("Reset the map's layout")));
    return true;
}

bool InventoryEditor::nameCardFolder() {
    const Inventory& inventory = m_document->inventory();
    if (CardCopy::namesFolder(inventory))
        return false;
    m_stack->push(new TopLevelKeysCommand(m_document, inventory.extraKeys,
                                          CardCopy::namingFolder(inventory).extraKeys,
                                          tr("Name the team's folder of vendor cards")));
    return true;
}

int InventoryEditor::addWaiver(const Waiver& waiver) {
    const int position = m_document->waiverCount() + 1;
    m_stack->push(new WaiverCommand(m_document, position, std::nullopt, waiver,
                                    tr("Accept risk %1 on %2").arg(waiver.rule, waiver.flowId)));
    return position;
}

bool InventoryEditor::setWaiver(int position, const Waiver& waiver) {
    if (position < 1 || position > m_document->waiverCount() ||
        m_document->waiver(position) == waiver)
        return false;
    m_stack->push(new WaiverCommand(m_document, position, m_document->waiver(position), waiver,
                                    tr("Edit waiver of %1 on %2").arg(waiver.rule, waiver.flowId)));
    return true;
}

bool InventoryEditor::removeWaiver(int position) {
    if (position < 1 || position > m_document->waiverCount())
        return false;
    const Waiver& waiver = m_document->waiver(position);
    m_stack->push(
        new WaiverCommand(m_document, position, waiver, std::nullopt,
                          tr("Remove waiver of %1 on %2").arg(waiver.rule, waiver.flowId)));
    return true;
}

} // namespace FlowAudit
