#pragma once

#include "core/fixes/fix.h"

#include <functional>
#include <optional>

class QWidget;

namespace FlowAudit {

class FixButtons;
class FixPreviewDialog;
class InventoryEditor;

// What became of a previewed fix.
enum class PreviewOutcome { Applied, Cancelled, FlowChanged };

// A fix is previewed before it changes anything, wherever it is offered: the fixes of a
// finding (or, with no finding, a what-if of `rule`), the cells each changes and the
// flow's findings before and after. The dialog is window-modal and asynchronous; Apply
// makes the chosen fix one undo step, unless the flow changed meanwhile. `done` hears how
// it ended, to put the focus back.
FixPreviewDialog* openFixPreview(QWidget* window, InventoryEditor* editor, int flowIndex,
                                 const std::optional<Finding>& finding, const QString& rule,
                                 QList<Fix> fixes, std::function<void(PreviewOutcome)> done);

// A maths panel's fix through that preview: the finding it eases when the flow has one of
// its rule, else a what-if; the focus comes back to the panel, not to a button.
void previewPanelFix(FixButtons* buttons, InventoryEditor* editor, int flowIndex, const Fix& fix);

} // namespace FlowAudit
