#pragma once

#include "core/document/flowcolumn.h"
#include "core/model/reviewchecklist.h"
#include "core/model/waiver.h"

#include <QObject>
#include <QSet>

class QUndoStack;

namespace FlowAudit {

class InventoryDocument;
struct Fix;

// One cell to set: the flow's index, the column and the text.
struct CellEdit {
    int index = 0;
    FlowColumn column;
    QString text;
};

// The editing facade: every change a user makes, as plain calls that build one undo step
// each. Edits that change nothing return false and never reach the stack.
class InventoryEditor : public QObject {
    Q_OBJECT
public:
    InventoryEditor(InventoryDocument* document, QUndoStack* stack, QObject* parent = nullptr);

    InventoryDocument* document() const { return m_document; }
    QUndoStack* undoStack() const { return m_stack; }

    bool setCell(int index, const FlowColumn& column, const QString& text);
    // Many cells and, optionally, new flows appended at `insertAt`: one step (paste, clear).
    bool setCells(const QList<CellEdit>& edits, const QList<Flow>& newFlows, int insertAt,
                  const QString& text);
    bool setReview(int index, const ManualReview& review);
    // A fix of the core as one undo step named by it; false when the flow no longer holds
    // the cells the fix was made from (it changed since), or the fix changes nothing.
    bool applyFix(int index, const Fix& fix);
    // The fields the catalogue does not know, all at once (a panel's own settings such as
    // `retry_storm`, kept in the inventory).
    bool setExtraFields(int index, YamlEntries extra, const QString& text);

    // A new flow with a fresh ID at `index`; returns where it went.
    int addFlow(int index);
    // Copies of the flows, each with a fresh ID, after the last of them; returns the first copy.
    int duplicateFlows(QList<int> indexes);
    bool removeFlows(const QList<int>& indexes);
    bool insertFlows(int index, const QList<Flow>& flows, const QString& text);
    // Flows replaced by index and new ones appended, as one step (an import).
    bool replaceAndAppend(const QList<std::pair<int, Flow>>& replaced, const QList<Flow>& added,
                          const QString& text);
    // Moves a flow one step up (-1) or down (+1); false at either end.
    bool moveFlow(int index, int step);

    // Accepted risks, each one undo step: a new waiver appended (returns its 1-based
    // position), one changed in place, one removed.
    int addWaiver(const Waiver& waiver);
    bool setWaiver(int position, const Waiver& waiver);
    bool removeWaiver(int position);

    // The systems map: one system placed with its centre at `at` (a drag), or every
    // position removed (Reset Layout), one undo step each. placeSystem is false when the
    // file's `systems:` block or the system's entry is not a map (nothing is overwritten).
    bool placeSystem(const QString& id, QPoint at, const QString& label = {});
    bool resetLayout();
    // The inventory names `vendor_cards: vendor-cards/` as its team's folder of cards, one undo
    // step; false when it names one already.
    bool nameCardFolder();

    // `base`, or `base_2`, `base_3`…: the first ID no flow (and nothing in alsoTaken) uses.
    QString freeFlowId(const QString& base, const QSet<QString>& alsoTaken = {}) const;

private:
    bool replace(int index, Flow after, const QString& text);

    InventoryDocument* m_document;
    QUndoStack* m_stack;
};

} // namespace FlowAudit
