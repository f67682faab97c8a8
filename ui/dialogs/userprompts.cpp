#include "ui/dialogs/userprompts.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QMessageBox>

namespace FlowAudit {

UserPrompts::UnsavedChoice DialogPrompts::askUnsaved(QWidget* parent, const QString& documentName)
{
    QMessageBox box(QMessageBox::Warning, QCoreApplication::translate("UserPrompts", "Unsaved changes"),
                    QCoreApplication::translate("UserPrompts", "Save the changes to %1 before closing it?").arg(documentName),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, parent);
    box.setInformativeText(QCoreApplication::translate("UserPrompts", "Your changes are lost if you do not save them."));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save: return UnsavedChoice::Save;
    case QMessageBox::Discard: return UnsavedChoice::Discard;
    default: return UnsavedChoice::Cancel;
    }
}

QString DialogPrompts::askOpenPath(QWidget* parent, const QString& title, const QString& folder, const QString& filter)
{
    return QFileDialog::getOpenFileName(parent, title, folder, filter);
}

QString DialogPrompts::askSavePath(QWidget* parent, const QString& title, const QString& suggested, const QString& filter)
{
    return QFileDialog::getSaveFileName(parent, title, suggested, filter);
}

void DialogPrompts::showError(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::critical(parent, title, text);
}

void DialogPrompts::showInformation(QWidget* parent, const QString& title, const QString& text)
{
    QMessageBox::information(parent, title, text);
}

} // namespace FlowAudit
