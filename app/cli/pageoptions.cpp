#include "app/cli/pageoptions.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"

#include "network/tlstrust.h"

#include <QDir>

namespace FlowAudit::Cli {

namespace {

// An option's seconds from 1 to `most`, in milliseconds; nullopt when it is none of them.
std::optional<int> milliseconds(const CommandContext& arguments, const char* option, int most) {
    bool isNumber = false;
    const double seconds = arguments.value(QLatin1StringView(option)).toDouble(&isNumber);
    if (!isNumber || seconds < 1 || seconds > most)
        return std::nullopt;
    return int(seconds * 1000);
}

} // namespace

std::optional<PageGatherer::Options> pageOptions(const CommandContext& context, int* exit) {
    PageGatherer::Options options;
    options.savedPages = context.value(QLatin1StringView("saved-pages"));
    if (context.isSet(QLatin1StringView("saved-pages")) && !QDir(options.savedPages).exists()) {
        *exit = context.usageError(
            tr("the saved pages folder %1 does not exist").arg(options.savedPages));
        return std::nullopt;
    }
    const std::optional<int> timeout = milliseconds(context, "timeout", 600);
    if (!timeout) {
        *exit =
            context.usageError(tr("--timeout takes a number of seconds from 1 to 600, such as 20"));
        return std::nullopt;
    }
    options.fetch.timeoutMs = *timeout;
    const std::optional<int> deadline = milliseconds(context, "deadline", 3'600);
    if (!deadline) {
        *exit = context.usageError(
            tr("--deadline takes a number of seconds from 1 to 3600, such as 60"));
        return std::nullopt;
    }
    options.fetch.deadlineMs = *deadline;
    // The same trust as the editor's Verify Now: --ca-certificates, else the environment's.
    const TlsTrust trust = TlsTrust::decide(context.value(QLatin1StringView("ca-certificates")));
    if (!trust.error.isEmpty()) {
        *exit = context.usageError(trust.error);
        return std::nullopt;
    }
    options.fetch.extraCertificates = trust.extraCertificates;
    return options;
}

} // namespace FlowAudit::Cli
