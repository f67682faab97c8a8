#pragma once

class QTableView;

namespace FlowAudit {

// Uniform rows sized from the view's font: set at start and again when the font changes
// (zooming for a projector), never measured per row.
void fitRowHeightToFont(QTableView* view);

} // namespace FlowAudit
