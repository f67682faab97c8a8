#pragma once

#include "core/fixes/fix.h"

namespace FlowAudit {

class FixButtons;
class InventoryEditor;

// A maths panel's fix as Fix… in the findings makes it: previewed first (the cells it
// changes, the flow's findings before and after), applied on Apply as one undo step, and
// not over a flow that changed meanwhile. Either way the focus comes back to the panel, not
// to a button. The dialog is window-modal and asynchronous, as Fix… is.
void previewPanelFix(FixButtons* buttons, InventoryEditor* editor, int flowIndex, const Fix& fix);

} // namespace FlowAudit
