#pragma once

#include "core/rules/severity.h"

#include <QColor>
#include <QIcon>

namespace FlowAudit {

// How a severity looks in the editor: an icon whose shape differs per severity (a cross in a
// disc, a triangle with "!", an "i" in a disc) so it reads in black and white, and a light
// tint, in the colours of the one palette (core/rules/verdictpalette.h).
class SeverityStyle {
public:
    static QIcon icon(Severity severity);
    static QIcon passIcon();
    static QColor tint(Severity severity);
    // A finding accepted by a waiver: a slate square with a tick (neither a disc nor a
    // triangle, so it reads apart in black and white) and a muted tint.
    static QIcon acceptedIcon();
    static QColor acceptedColour();
    static QColor acceptedTint();
};

} // namespace FlowAudit
