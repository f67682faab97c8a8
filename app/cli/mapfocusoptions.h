#pragma once

#include "app/cli/commandspec.h"

#include "core/map/mapfocus.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

class CommandContext;

// Which part of the systems map `map` and `chart --kind map` draw, said the same way to
// both: --only fail|warn, --around SYSTEM [--depth N], --group NAME, --arrows pairs|flows.
namespace MapFocusOptions {
inline constexpr OptionSpec only{
    .name = "only",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "fail: only failing flows; warn: failing and warning ones"),
    .choices = "fail|warn"};
inline constexpr OptionSpec around{
    .name = "around",
    .valueName = "SYSTEM",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "only the systems at most --depth arrows (default 1) from this "
                              "system (its\nID or its name), and the flows between them")};
inline constexpr OptionSpec depth{
    .name = "depth",
    .valueName = "N",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "how many arrows from the --around system to draw (default 1)"),
    .defaultValue = "1"};
inline constexpr OptionSpec group{
    .name = "group",
    .valueName = "NAME",
    .help = QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "only the flows into, out of or inside this group of the systems: block")};
inline constexpr OptionSpec arrows{
    .name = "arrows",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "pairs (default): one arrow per pair of systems; "
                                                "flows: one arrow per flow, its\niPaaS on it, "
                                                "each flow <g id=\"flow-FLOW_ID\">"),
    .choices = "pairs|flows",
    .defaultValue = "pairs"};
} // namespace MapFocusOptions

// 0 with *focus filled, or an exit status of 2 after saying what is wrong.
int readMapFocus(const CommandContext& arguments, MapFocus* focus);

} // namespace FlowAudit::Cli
