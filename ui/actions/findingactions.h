#pragma once

#include "core/fixes/fix.h"

#include <QObject>

#include <optional>

class QMenu;
class QPoint;
class QWidget;

namespace FlowAudit {

class FixPreviewDialog;
class InventoryDocument;
class RiskActions;
class InventoryEditor;
class VendorCardStore;

// What can be done with a finding, wherever one is shown (the findings dock, a table
// cell's menu, the flow form): one list, so an action added here appears in all of them.
// Today that is "Fix…"; each action is an id, its words and whether it can run.
class FindingActions : public QObject {
    Q_OBJECT
public:
    struct Action {
        QString id;        // "fix": names the menu entry (findingAction_fix) and the link
        QString text;      // "Fix…"
        QString namedText; // "Fix RT01…": in a menu that holds several findings
        bool enabled = true;
        QString toolTip;
    };

    // `window` parents the dialogs; the store names the cards (may be null: no cards).
    FindingActions(InventoryDocument* document, InventoryEditor* editor, VendorCardStore* store,
                   QWidget* window);

    // Adds "Accept Risk…" beside "Fix…", accepted through `risks`.
    void setRiskActions(RiskActions* risks) { m_risks = risks; }

    QList<Action> actionsFor(int flowIndex, const Finding& finding) const;
    void trigger(const QString& id, int flowIndex, const Finding& finding);

    // The finding of the flow with this rule and field, with its message; nullopt if the
    // flow has none (it changed, or the index is out of range).
    std::optional<Finding> findingOf(int flowIndex, const QString& rule,
                                     std::optional<Field> field) const;

    // The actions as menu entries; a section per finding when there are several.
    void addToMenu(QMenu* menu, int flowIndex, const QList<Finding>& findings);
    // The same as a menu of its own at a screen position, shown without waiting; null when
    // there is no finding.
    QMenu* popupMenu(int flowIndex, const QList<Finding>& findings, const QPoint& globalPos,
                     QWidget* parent);
    // The actions that can run, as links for rich text (the flow form), and back.
    QString links(int flowIndex, const Finding& finding) const;
    bool activateLink(const QString& link, int flowIndex);

    // The fixes the core offers for the finding, as the editor's cards name them.
    QList<Fix> fixesFor(int flowIndex, const Finding& finding) const;
    // Fix…: the preview, shown without waiting (the window is blocked while it is open);
    // Apply makes the chosen fix one undo step and gives the focus back where it was.
    FixPreviewDialog* openFix(int flowIndex, const Finding& finding);

signals:
    // A sentence for the status bar: a fix that could not be applied, and why.
    void notice(const QString& text);
    // What actionsFor() answers may have changed for every finding (the vendor cards did).
    void availabilityChanged();

private:
    // Every fix of the flow, made once for all its findings: the form asks for each finding
    // of a flow in turn, and each ask would otherwise check the flow once a fix.
    const QList<Fix>& allFixes(int flowIndex) const;

    struct Made {
        int flowIndex = -1;
        Flow flow; // shared, not copied: an edit of the flow makes them differ
        int flowsSharingId = 0;
        QList<Fix> fixes;
    };
    mutable std::optional<Made> m_made; // dropped when the vendor cards change

    InventoryDocument* m_document;
    InventoryEditor* m_editor;
    RiskActions* m_risks = nullptr;
    VendorCardStore* m_store;
    QWidget* m_window;
};

} // namespace FlowAudit
