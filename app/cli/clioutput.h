#pragma once

#include <QByteArray>
#include <QString>

#include <cstdio>

namespace FlowAudit::Cli {

// What every command of the command line says, and how.
QString tr(const char* text);                                    // in the "FlowAudit::Cli" context
QString tr(const char* text, const char* disambiguation, int n); // with %n
void print(FILE* stream, const QByteArray& bytes);
void printLine(FILE* stream, const QString& text);
// Says the mistake and where the usage is; returns exit status 2 (docs/spec/rules.md).
int usageError(const QString& message);

} // namespace FlowAudit::Cli
