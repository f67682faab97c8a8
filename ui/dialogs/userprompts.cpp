#include "ui/dialogs/userprompts.h"

#include "ui/dialogs/comparewithdialog.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>

namespace FlowAudit {

namespace {

QList<QMessageBox::ButtonRole>& nextAnswers() {
    static QList<QMessageBox::ButtonRole> answers;
    return answers;
}

} // namespace

void DialogPrompts::setNextAnswer(QMessageBox::ButtonRole role) {
    nextAnswers().append(role);
}

qsizetype DialogPrompts::pendingAnswers() {
    return nextAnswers().size();
}

QAbstractButton* DialogPrompts::ask(QMessageBox& box) {
    if (nextAnswers().isEmpty()) {
        box.exec();
        return box.clickedButton();
    }
    const QMessageBox::ButtonRole role = nextAnswers().takeFirst();
    for (QAbstractButton* button : box.buttons()) {
        if (box.buttonRole(button) == role) {
            button->click();
            return box.clickedButton();
        }
    }
    qWarning("DialogPrompts: the box \"%s\" has no button of the role answered (%d)",
             qUtf8Printable(box.text()), int(role));
    return nullptr;
}

UserPrompts::UnsavedChoice DialogPrompts::askUnsaved(QWidget* parent, const QString& documentName) {
    QMessageBox box(
        QMessageBox::Warning, QCoreApplication::translate("UserPrompts", "Unsaved changes"),
        QCoreApplication::translate("UserPrompts", "Save the changes to %1 before closing it?")
            .arg(documentName),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(QCoreApplication::translate(
        "UserPrompts", "Your changes are lost if you do not save them."));
    box.setDefaultButton(QMessageBox::Save);
    // Each answer has its key (Alt+S, Alt+D, Alt+C), in every language.
    box.button(QMessageBox::Save)->setText(QCoreApplication::translate("UserPrompts", "&Save"));
    box.button(QMessageBox::Discard)
        ->setText(QCoreApplication::translate("UserPrompts", "&Discard Changes"));
    box.button(QMessageBox::Cancel)->setText(QCoreApplication::translate("UserPrompts", "&Cancel"));
    switch (box.standardButton(ask(box))) {
    case QMessageBox::Save:
        return UnsavedChoice::Save;
    case QMessageBox::Discard:
        return UnsavedChoice::Discard;
    default:
        return UnsavedChoice::Cancel;
    }
}

QString DialogPrompts::askOpenPath(QWidget* parent, const QString& title, const QString& folder,
                                   const QString& filter) {
    return QFileDialog::getOpenFileName(parent, title, folder, filter);
}

QStringList DialogPrompts::askOpenPaths(QWidget* parent, const QString& title,
                                        const QString& folder, const QString& filter) {
    return QFileDialog::getOpenFileNames(parent, title, folder, filter);
}

QString DialogPrompts::askSavePath(QWidget* parent, const QString& title, const QString& suggested,
                                   const QString& filter) {
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox::critical(parent, title, text);
}

void DialogPrompts::showInformation(QWidget* parent, const QString& title, const QString& text) {
    QMessageBox::information(parent, title, text);
}

} // namespace FlowAudit

namespace FlowAudit {

UserPrompts::RecoveryChoice DialogPrompts::askRecover(QWidget* parent, const QString& documentName,
                                                      const QDateTime& taken, int flowCount) {
    QMessageBox box(
        QMessageBox::Question, QCoreApplication::translate("UserPrompts", "Recover unsaved work"),
        QCoreApplication::translate(
            "UserPrompts",
            "FlowAudit ended without saving %1. A recovery copy taken on %2 holds "
            "%n flow(s).",
            nullptr, flowCount)
            .arg(documentName, QLocale().toString(taken.toLocalTime(), QLocale::LongFormat)),
        QMessageBox::NoButton, parent);
    box.setInformativeText(QCoreApplication::translate(
        "UserPrompts", "Recover it to go on where you were; the file on disk "
                       "is not changed until you save."));
    QPushButton* recover = box.addButton(QCoreApplication::translate("UserPrompts", "&Recover"),
                                         QMessageBox::AcceptRole);
    QPushButton* discard =
        box.addButton(QCoreApplication::translate("UserPrompts", "&Discard the Copy"),
                      QMessageBox::DestructiveRole);
    box.addButton(QCoreApplication::translate("UserPrompts", "Ask Me &Later"),
                  QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    ask(box);
    if (box.clickedButton() == recover)
        return RecoveryChoice::Recover;
    return box.clickedButton() == discard ? RecoveryChoice::Discard : RecoveryChoice::Later;
}

UserPrompts::DiskChoice DialogPrompts::askChangedOnDisk(QWidget* parent,
                                                        const QString& documentName,
                                                        bool hasUnsavedChanges) {
    QMessageBox box(
        QMessageBox::Warning, QCoreApplication::translate("UserPrompts", "File changed on disk"),
        QCoreApplication::translate("UserPrompts", "Another program changed %1.").arg(documentName),
        QMessageBox::NoButton, parent);
    box.setInformativeText(
        hasUnsavedChanges
            ? QCoreApplication::translate("UserPrompts",
                                          "Reload it and lose your unsaved changes, or keep your "
                                          "version (saving it then replaces the other one)?")
            : QCoreApplication::translate("UserPrompts",
                                          "Reload it, or keep the version shown here (saving it "
                                          "then replaces the other one)?"));
    QPushButton* reload = box.addButton(QCoreApplication::translate("UserPrompts", "&Reload"),
                                        QMessageBox::AcceptRole);
    QPushButton* keep = box.addButton(QCoreApplication::translate("UserPrompts", "&Keep Mine"),
                                      QMessageBox::RejectRole);
    box.setDefaultButton(hasUnsavedChanges ? keep : reload);
    ask(box);
    return box.clickedButton() == reload ? DiskChoice::Reload : DiskChoice::KeepMine;
}

UserPrompts::RiskyChoice DialogPrompts::askRiskySave(QWidget* parent, const QString& title,
                                                     const QString& text) {
    QMessageBox box(QMessageBox::Warning, title, text, QMessageBox::Cancel, parent);
    QPushButton* copy = box.addButton(
        QCoreApplication::translate("UserPrompts", "Save as a &Copy…"), QMessageBox::AcceptRole);
    QPushButton* anyway = box.addButton(QCoreApplication::translate("UserPrompts", "&Save Anyway"),
                                        QMessageBox::DestructiveRole);
    box.setDefaultButton(copy);
    ask(box);
    if (box.clickedButton() == copy)
        return RiskyChoice::SaveCopy;
    return box.clickedButton() == anyway ? RiskyChoice::SaveAnyway : RiskyChoice::Cancel;
}

UserPrompts::DraftChoice DialogPrompts::askDraftReport(QWidget* parent, const QString& documentName,
                                                       bool neverSaved) {
    const QString text =
        neverSaved ? QCoreApplication::translate("UserPrompts", "%1 has never been saved.")
                         .arg(documentName)
                   : QCoreApplication::translate("UserPrompts", "%1 has unsaved changes.")
                         .arg(documentName);
    QMessageBox box(QMessageBox::Warning,
                    QCoreApplication::translate("UserPrompts", "Export Audit Report"), text,
                    QMessageBox::Cancel, parent);
    box.setInformativeText(QCoreApplication::translate(
        "UserPrompts", "A report made now is marked DRAFT and cannot be "
                       "matched to a saved file by its checksum. Save first "
                       "to report on the file as saved."));
    QPushButton* save = box.addButton(QCoreApplication::translate("UserPrompts", "&Save First"),
                                      QMessageBox::AcceptRole);
    QPushButton* anyway = box.addButton(
        QCoreApplication::translate("UserPrompts", "&Export Anyway"), QMessageBox::DestructiveRole);
    box.setDefaultButton(save);
    ask(box);
    if (box.clickedButton() == save)
        return DraftChoice::SaveFirst;
    return box.clickedButton() == anyway ? DraftChoice::ExportAnyway : DraftChoice::Cancel;
}

std::optional<CompareSource> DialogPrompts::askCompareSource(QWidget* parent,
                                                             const CompareOffer& offer) {
    CompareWithDialog dialog(offer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.source();
}

} // namespace FlowAudit
