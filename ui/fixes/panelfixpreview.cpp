#include "ui/fixes/panelfixpreview.h"

#include "core/document/inventorydocument.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/dialogs/fixpreviewdialog.h"
#include "ui/vendors/fixbuttons.h"

#include <QPointer>

#include <algorithm>

namespace FlowAudit {

void previewPanelFix(FixButtons* buttons, InventoryEditor* editor, int flowIndex, const Fix& fix) {
    const InventoryDocument& document = *editor->document();
    if (flowIndex < 0 || flowIndex >= document.flowCount())
        return;
    const QString flowId = document.flow(flowIndex).text(Field::FlowId);
    // The finding the fix eases, when the flow has one of its rule; else a what-if.
    const auto finding = std::find_if(fix.findingsBefore.begin(), fix.findingsBefore.end(),
                                      [&](const Finding& f) { return f.rule == fix.rule; });
    auto* dialog = finding != fix.findingsBefore.end()
                       ? new FixPreviewDialog(flowId, *finding, {fix}, buttons->window())
                       : new FixPreviewDialog(flowId, fix.rule, {fix}, buttons->window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(
        dialog, &QDialog::finished, buttons,
        [buttons = QPointer<FixButtons>(buttons), editor, flowIndex, flowId, fix](int result) {
            const InventoryDocument& now = *editor->document();
            const bool same =
                flowIndex < now.flowCount() && now.flow(flowIndex).text(Field::FlowId) == flowId;
            if (result == QDialog::Accepted && same)
                editor->applyFix(flowIndex, fix);
            if (buttons)
                buttons->focusPanel();
        });
    dialog->open();
}

} // namespace FlowAudit
