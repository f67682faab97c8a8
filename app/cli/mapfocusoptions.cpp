#include "app/cli/mapfocusoptions.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commonoptions.h"

namespace FlowAudit::Cli {

int readMapFocus(const CommandContext& arguments, MapFocus* focus) {
    if (arguments.isSet(QLatin1StringView("only"))) {
        const QString verdict = arguments.value(QLatin1StringView("only"));
        if (verdict == u"fail")
            focus->only = MapVerdict::Fail;
        else
            focus->only = MapVerdict::Warn;
    }
    focus->perFlow = arguments.value(QLatin1StringView("arrows")) == u"flows";
    focus->around = arguments.value(QLatin1StringView("around")).trimmed();
    focus->group = arguments.value(QLatin1StringView("group")).trimmed();
    if (arguments.isSet(QLatin1StringView("around")) && focus->around.isEmpty())
        return usageError(tr("--around needs a system's ID or name"));
    if (arguments.isSet(QLatin1StringView("group")) && focus->group.isEmpty())
        return usageError(tr("--group needs a group's name"));
    if (arguments.isSet(QLatin1StringView("depth"))) {
        if (focus->around.isEmpty())
            return usageError(tr("--depth says how far around a system to draw: give --around "
                                 "SYSTEM too"));
        bool ok = false;
        focus->depth = arguments.value(QLatin1StringView("depth")).toInt(&ok);
        if (!ok || focus->depth < 1)
            return usageError(tr("--depth takes a whole number of arrows, 1 or more, not "
                                 "\"%1\"")
                                  .arg(arguments.value(QLatin1StringView("depth"))));
    }
    return 0;
}

} // namespace FlowAudit::Cli
