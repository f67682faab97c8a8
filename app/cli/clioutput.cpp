#include "app/cli/clioutput.h"

#include "app/cli/progressline.h"

#include <QCoreApplication>

namespace FlowAudit::Cli {

QString tr(const char* text) {
    // The context lupdate gives tr() inside this namespace.
    return QCoreApplication::translate("FlowAudit::Cli", text);
}

QString tr(const char* text, const char* disambiguation, int n) {
    return QCoreApplication::translate("FlowAudit::Cli", text, disambiguation, n);
}

void print(FILE* stream, const QByteArray& bytes) {
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

void printLine(FILE* stream, const QString& text) {
    ProgressLine::clearRunning();
    print(stream, (text + QLatin1Char('\n')).toUtf8());
}

int usageError(const QString& message) {
    printLine(stderr, QStringLiteral("flowaudit-cli: ") + message);
    printLine(stderr, tr("Run flowaudit-cli --help for the usage."));
    return 2;
}

} // namespace FlowAudit::Cli
