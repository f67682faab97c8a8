#include "ui/fixes/fixpreview.h"

#include "core/document/inventorydocument.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/fixpreviewdialog.h"
#include "ui/flowpanel/fixbuttons.h"

#include <QPointer>

#include <algorithm>

namespace FlowAudit {

FixPreviewDialog* openFixPreview(QWidget* window, InventoryEditor* editor, int flowIndex,
                                 const std::optional<Finding>& finding, const QString& rule,
                                 QList<Fix> fixes, std::function<void(PreviewOutcome)> done) {
    const InventoryDocument& document = *editor->document();
    if (flowIndex < 0 || flowIndex >= document.flowCount())
        return nullptr;
    const QString flowId = document.flow(flowIndex).text(Field::FlowId);
    auto* dialog = finding ? new FixPreviewDialog(flowId, *finding, std::move(fixes), window)
                           : new FixPreviewDialog(flowId, rule, std::move(fixes), window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The fix was made for the flow as it was when the preview opened; if the flow changed
    // since (a reload from disk), it is not written over the change.
    QObject::connect(dialog, &QDialog::finished, editor,
                     [dialog, editor, flowIndex, flowId, done = std::move(done)](int result) {
                         const Fix* fix = dialog->chosenFix();
                         PreviewOutcome outcome = PreviewOutcome::Cancelled;
                         if (result == QDialog::Accepted && fix) {
                             const InventoryDocument& now = *editor->document();
                             const bool same = flowIndex < now.flowCount() &&
                                               now.flow(flowIndex).text(Field::FlowId) == flowId;
                             outcome = same && editor->applyFix(flowIndex, *fix)
                                           ? PreviewOutcome::Applied
                                           : PreviewOutcome::FlowChanged;
                         }
                         if (done)
                             done(outcome);
                     });
    dialog->open();
    return dialog;
}

void previewPanelFix(FixButtons* buttons, InventoryEditor* editor, int flowIndex, const Fix& fix) {
    const auto finding = std::find_if(fix.findingsBefore.begin(), fix.findingsBefore.end(),
                                      [&](const Finding& f) { return f.rule == fix.rule; });
    openFixPreview(buttons->window(), editor, flowIndex,
                   finding != fix.findingsBefore.end() ? std::optional(*finding) : std::nullopt,
                   fix.rule, {fix}, [buttons = QPointer<FixButtons>(buttons)](PreviewOutcome) {
                       if (buttons)
                           buttons->focusPanel();
                   });
}

} // namespace FlowAudit
