#pragma once

class QTableView;

namespace FlowAudit {

// Uniform rows sized from the view's font: set at start and again when the font changes
// (zooming for a projector), never measured per row.
void fitRowHeightToFont(QTableView* view);
// A small table in a panel as tall as its rows, so the panel scrolls as a whole.
void fitHeightToRows(QTableView* view);

} // namespace FlowAudit
