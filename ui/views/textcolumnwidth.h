#pragma once

#include <QStringList>

class QAbstractItemView;

namespace FlowAudit {

// The width a column needs for the widest of `texts` in the view's font, with the cell's
// margins and a character to spare, and the small icon before the text when it has one:
// measured, not guessed from the average character, so it holds in any language and zoom.
int textColumnWidth(const QAbstractItemView* view, const QStringList& texts, bool withIcon);

} // namespace FlowAudit
