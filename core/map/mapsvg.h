#pragma once

#include "core/map/maplayout.h"

#include <QByteArray>

namespace FlowAudit {

// The systems map as SVG, written by FlowAudit itself (QSvgGenerator cannot write ids and
// classes), so a team can style or script it: each system a `<g id="system-ID"
// class="system">`, each flow a `<g id="flow-FLOW_ID" class="flow fail|warn|ok|accepted">`
// holding its paths, each group a `<g class="group">`. A verdict is told by colour and by
// line (fail thick and solid, warn dashed, accepted dotted, ok thin), never colour alone;
// hovering shows the flow's name and findings (`<title>`). The same graph and layout give
// the same bytes.
namespace MapSvg {

QByteArray write(const MapGraph& graph, const MapLayout& layout);

} // namespace MapSvg

} // namespace FlowAudit
