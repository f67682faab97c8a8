#pragma once

#include "ui/dialogs/comparesource.h"

#include <QDateTime>
#include <QMessageBox>
#include <QString>

#include <optional>

class QWidget;

namespace FlowAudit {

// Every question the editor asks the user, behind one seam: the application answers with
// dialogs, tests answer with a script.
class UserPrompts {
public:
    enum class UnsavedChoice { Save, Discard, Cancel };

    virtual ~UserPrompts() = default;
    virtual UnsavedChoice askUnsaved(QWidget* parent, const QString& documentName) = 0;
    // Empty when the user cancels.
    virtual QString askOpenPath(QWidget* parent, const QString& title, const QString& folder,
                                const QString& filter) = 0;
    // Several files at once; empty when the user cancels.
    virtual QStringList askOpenPaths(QWidget* parent, const QString& title, const QString& folder,
                                     const QString& filter) = 0;
    virtual QString askSavePath(QWidget* parent, const QString& title, const QString& suggested,
                                const QString& filter) = 0;
    virtual void showError(QWidget* parent, const QString& title, const QString& text) = 0;
    virtual void showInformation(QWidget* parent, const QString& title, const QString& text) = 0;

    // At start, for a recovery copy an editor left when it ended without saving.
    enum class RecoveryChoice { Recover, Discard, Later };
    virtual RecoveryChoice askRecover(QWidget* parent, const QString& documentName,
                                      const QDateTime& taken, int flowCount) = 0;
    // The open file was changed by another program.
    enum class DiskChoice { Reload, KeepMine };
    virtual DiskChoice askChangedOnDisk(QWidget* parent, const QString& documentName,
                                        bool hasUnsavedChanges) = 0;
    // A save that would lose something (another program's version, comments): the text says what.
    enum class RiskyChoice { SaveAnyway, SaveCopy, Cancel };
    virtual RiskyChoice askRiskySave(QWidget* parent, const QString& title,
                                     const QString& text) = 0;
    // A report of a document with unsaved changes, or never saved: its cover says DRAFT
    // and carries no checksum of the saved file unless the user saves first.
    enum class DraftChoice { SaveFirst, ExportAnyway, Cancel };
    virtual DraftChoice askDraftReport(QWidget* parent, const QString& documentName,
                                       bool neverSaved) = 0;
    // File → Compare With…: which version to compare the open inventory with; none: cancelled.
    virtual std::optional<CompareSource> askCompareSource(QWidget* parent,
                                                          const CompareOffer& offer) = 0;
};

// The real dialogs.
class DialogPrompts : public UserPrompts {
public:
    // For tests (as KeePassXC's MessageBox::setNextAnswer): the next question asked in a
    // message box is not shown but answered by clicking its button of this role, so the
    // mapping from the button to the decision is the one the user gets. Answers queue up.
    static void setNextAnswer(QMessageBox::ButtonRole role);
    // The answers set and not yet used.
    static qsizetype pendingAnswers();

    UnsavedChoice askUnsaved(QWidget* parent, const QString& documentName) override;
    QString askOpenPath(QWidget* parent, const QString& title, const QString& folder,
                        const QString& filter) override;
    QStringList askOpenPaths(QWidget* parent, const QString& title, const QString& folder,
                             const QString& filter) override;
    QString askSavePath(QWidget* parent, const QString& title, const QString& suggested,
                        const QString& filter) override;
    void showError(QWidget* parent, const QString& title, const QString& text) override;
    void showInformation(QWidget* parent, const QString& title, const QString& text) override;
    RecoveryChoice askRecover(QWidget* parent, const QString& documentName, const QDateTime& taken,
                              int flowCount) override;
    DiskChoice askChangedOnDisk(QWidget* parent, const QString& documentName,
                                bool hasUnsavedChanges) override;
    RiskyChoice askRiskySave(QWidget* parent, const QString& title, const QString& text) override;
    DraftChoice askDraftReport(QWidget* parent, const QString& documentName,
                               bool neverSaved) override;
    std::optional<CompareSource> askCompareSource(QWidget* parent,
                                                  const CompareOffer& offer) override;

private:
    // Shows the box and waits, or clicks the next answer's button; the button clicked, null
    // when the box was closed without one.
    static QAbstractButton* ask(QMessageBox& box);
};

} // namespace FlowAudit
