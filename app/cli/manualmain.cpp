// flowaudit-cli-manual: writes the command table for readers outside the program, at build
// time (not installed). `man IN OUT` fills @COMMAND_SYNOPSIS@ and @COMMANDS@ (each command
// with its options) of the man page's source;
// `markdown OUT` writes docs/command-line.md.
#include "app/cli/commandmanual.h"

#include "core/io/files/atomicfile.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char* argv[]) {
    QCoreApplication application(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    QByteArray text;
    QString output;
    if (arguments.size() == 3 && arguments[0] == QLatin1StringView("man")) {
        QFile source(arguments[1]);
        if (!source.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "flowaudit-cli-manual: cannot read %s\n",
                         qPrintable(arguments[1]));
            return 2;
        }
        text = source.readAll();
        for (const char* slot : {"@COMMAND_SYNOPSIS@", "@COMMANDS@"}) {
            if (!text.contains(slot)) {
                std::fprintf(stderr, "flowaudit-cli-manual: %s has no %s\n",
                             qPrintable(arguments[1]), slot);
                return 2;
            }
        }
        text.replace("@COMMAND_SYNOPSIS@", FlowAudit::Cli::manualSynopsis().toUtf8());
        text.replace("@COMMANDS@", FlowAudit::Cli::manualCommands().toUtf8());
        output = arguments[2];
    } else if (arguments.size() == 2 && arguments[0] == QLatin1StringView("markdown")) {
        text = FlowAudit::Cli::commandLineMarkdown().toUtf8();
        output = arguments[1];
    } else {
        std::fprintf(stderr, "usage: flowaudit-cli-manual man IN OUT | markdown OUT\n");
        return 2;
    }
    if (const auto error = FlowAudit::AtomicFile::write(output, text)) {
        std::fprintf(stderr, "%s\n", qPrintable(error->toString()));
        return 2;
    }
    return 0;
}
