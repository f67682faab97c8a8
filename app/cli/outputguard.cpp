#include "app/cli/outputguard.h"

#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commonoptions.h"

#include "core/io/files/atomicfile.h"

namespace FlowAudit::Cli {

int refuseOutputOverInput(const QString& command, const QString& output, const QString& hint) {
    QString message =
        tr("flowaudit-cli %1: %2 is a file this command reads; it never writes over its own "
           "input, so nothing was written")
            .arg(command, output);
    if (!hint.isEmpty())
        message += QLatin1Char('\n') + hint;
    printLine(stderr, message);
    return 2;
}

int writeOutput(const CommandContext& arguments, const QByteArray& output) {
    if (!arguments.isSet(Options::Output)) {
        print(stdout, output);
        return 0;
    }
    if (const auto written = AtomicFile::write(arguments.value(Options::Output), output)) {
        printLine(stderr, tr("%1 (nothing was written)").arg(written->toString()));
        return 2;
    }
    return 0;
}

} // namespace FlowAudit::Cli
