#pragma once

#include "core/document/inventorydocument.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/userprompts.h"
#include "ui/mainwindow.h"
#include "ui/models/flowfilterproxymodel.h"
#include "ui/models/inventorymodel.h"
#include "ui/views/inventorytableview.h"
#include "ui/views/tableclipboard.h"

#include <QApplication>
#include <QStringList>
#include <QTimer>

#include <QUndoStack>
#include <functional>

class QAbstractButton;

namespace FlowAudit::Test {

// A small inventory: a passes, b fails RT01 (retry layers sdk:3;worker:5), c warns (WH01).
QByteArray threeFlowsYaml();

// The editor's data path without a window: document, undo stack, editor facade, model.
struct EditorFixture {
    explicit EditorFixture(const QByteArray& yaml);
    InventoryDocument document;
    QUndoStack stack;
    InventoryEditor editor{&document, &stack};
    InventoryModel model{&document, &editor};

    QModelIndex cell(int row, Field field) const { return model.index(row, model.columnOf(field)); }
};

// The same, shown in a table through the filter proxy with the table's clipboard, as the
// window has them (three flows unless told otherwise).
struct TableFixture : EditorFixture {
    explicit TableFixture(const QByteArray& yaml = threeFlowsYaml());
    FlowFilterProxyModel proxy;
    InventoryTableView view;
    TableClipboard clipboard{&view, &model, &editor};
};

// The seam the window asks its questions through, answered from a script and recorded. The
// questions in message boxes go on to the real DialogPrompts, answered through its
// next-answer seam with the button the user would click for the scripted choice: the real
// mapping from button to decision runs in every test that answers one.
class ScriptedPrompts : public DialogPrompts {
public:
    QList<UnsavedChoice> unsavedAnswers;
    QStringList pathAnswers; // for open and save dialogs, in order
    QStringList filters;     // the filter each open or save dialog was given, in order
    QStringList asked;  // "unsaved:NAME", "open:TITLE", "save:TITLE", "recover:NAME", "disk:NAME",
                        // "risky:TITLE"
    QStringList errors; // "TITLE\nTEXT"
    QStringList information;
    QList<RecoveryChoice> recoveryAnswers; // Later when none is left
    QList<DiskChoice> diskAnswers;         // KeepMine when none is left
    QList<RiskyChoice> riskyAnswers;       // Cancel when none is left
    QStringList riskyTexts;                // "TITLE\nTEXT" of each risky save asked about
    QList<DraftChoice>
        draftAnswers; // Cancel when none is left; asked: "draft:NAME" or "draft-new:NAME"

    UnsavedChoice askUnsaved(QWidget* parent, const QString& documentName) override;
    QString askOpenPath(QWidget*, const QString& title, const QString&, const QString&) override;
    // Answered from pathAnswers: one answer may name several files, separated by '\n'.
    QStringList askOpenPaths(QWidget*, const QString& title, const QString&,
                             const QString&) override;
    QString askSavePath(QWidget*, const QString& title, const QString&, const QString&) override;
    void showError(QWidget*, const QString& title, const QString& text) override;
    void showInformation(QWidget*, const QString& title, const QString& text) override;
    RecoveryChoice askRecover(QWidget* parent, const QString& documentName, const QDateTime& taken,
                              int flowCount) override;
    DiskChoice askChangedOnDisk(QWidget* parent, const QString& documentName,
                                bool hasUnsavedChanges) override;
    RiskyChoice askRiskySave(QWidget* parent, const QString& title, const QString& text) override;
    DraftChoice askDraftReport(QWidget* parent, const QString& documentName,
                               bool neverSaved) override;
    // Compare With…: asked "compare:NAME"; cancelled when none is left. The offers shown are kept.
    QList<CompareSource> compareAnswers;
    QList<CompareOffer> compareOffers;
    std::optional<CompareSource> askCompareSource(QWidget*, const CompareOffer& offer) override;
    QList<QDateTime> recoveryTimes; // the times askRecover showed
};

// The editor's window on the bundled example, shown and active, its questions scripted.
struct ExampleWindow {
    ExampleWindow();
    // A cell of the table as the view shows it (through the filter proxy).
    QModelIndex cell(int flow, Field field) const;
    int flowWithId(const QString& id) const;
    ScriptedPrompts prompts;
    MainWindow window{&prompts};
};

// The row of the flow with that ID in a document, -1 when there is none.
int flowWithId(const InventoryDocument& document, const QString& id);
// The window's minimum width and the widest panel that asks for it, to say why a layout is
// too wide.
QString widestPanel(const QWidget* window);

// Clicks a maths panel's fix and Apply in the preview it opens; false when none opened.
bool applyThroughPreview(QAbstractButton* fix);

// Keeps a picture of the widget for a person to look at, when FLOWAUDIT_SCREENSHOT_DIR is set.
void keepScreenshot(QWidget* widget, const QString& name);

// Settings and data folders of the test, never the user's nor another test's: CTest runs
// tests in parallel, and one test's clear() would wipe what another just saved. Named after
// the test program unless a name is given (a child process sharing its parent's folders).
void isolateSettings(const QString& name = QString());

// Answers a modal window when it shows up: polls the top-level widgets for `objectName`
// and runs `answer` on it once. Modal dialogs run their own event loop, so the poll runs.
class WhenShown : public QObject {
public:
    WhenShown(const QString& objectName, std::function<void(QWidget*)> answer,
              bool mustBeVisible = true)
        : m_name(objectName)
        , m_answer(std::move(answer))
        , m_visible(mustBeVisible) {
        m_timer.setInterval(10);
        connect(&m_timer, &QTimer::timeout, this, [this] {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                if (w->objectName() == m_name && (!m_visible || w->isVisible())) {
                    m_timer.stop();
                    m_seen = true;
                    m_answer(w);
                    return;
                }
            }
        });
        m_timer.start();
    }
    bool seen() const { return m_seen; }

private:
    QString m_name;
    std::function<void(QWidget*)> m_answer;
    bool m_visible;
    bool m_seen = false;
    QTimer m_timer;
};

} // namespace FlowAudit::Test
