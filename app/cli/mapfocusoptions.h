#pragma once

#include "core/map/mapfocus.h"

#include <QCommandLineOption>

namespace FlowAudit::Cli {

class CommandArguments;

// Which part of the systems map `map` and `chart --kind map` draw, said the same way to
// both: --only fail|warn, --around SYSTEM [--depth N], --group NAME, --arrows pairs|flows.
QList<QCommandLineOption> mapFocusOptions();
// 0 with *focus filled, or an exit status of 2 after saying what is wrong.
int readMapFocus(const CommandArguments& arguments, MapFocus* focus);

} // namespace FlowAudit::Cli
