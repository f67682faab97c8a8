#include "app/cli/commonoptions.h"

namespace FlowAudit::Cli::Options {

QCommandLineOption valued(const char* name, const QString& defaultValue) {
    return QCommandLineOption(QString::fromLatin1(name), QString(), QStringLiteral("value"),
                              defaultValue);
}

QCommandLineOption valued(const char* name, const char* defaultValue) {
    return valued(name, defaultValue ? QString::fromLatin1(defaultValue) : QString());
}

QCommandLineOption flag(const char* name) {
    return QCommandLineOption(QString::fromLatin1(name));
}

QCommandLineOption output() {
    return valued(Output.data());
}

QCommandLineOption flow() {
    return valued(Flow.data());
}

QCommandLineOption reformat() {
    return flag(Reformat.data());
}

QCommandLineOption today() {
    return valued(Today.data());
}

QCommandLineOption format(const char* defaultValue) {
    return valued(Format.data(), defaultValue);
}

QList<QCommandLineOption> sheet() {
    return {valued("sheet"), valued("header-row"), valued("map"), valued("map-file")};
}

} // namespace FlowAudit::Cli::Options
