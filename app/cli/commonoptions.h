#pragma once

#include <QCommandLineOption>
#include <QLatin1StringView>
#include <QList>

namespace FlowAudit::Cli::Options {

// The names of the shared options, for CommandArguments' lookups.
inline constexpr QLatin1StringView Output{"output"};
inline constexpr QLatin1StringView Flow{"flow"};
inline constexpr QLatin1StringView Reformat{"reformat"};
inline constexpr QLatin1StringView Today{"today"};
inline constexpr QLatin1StringView Format{"format"};

// The options several commands take, declared once; each command's usage says what it
// does with them. A value option's value name only says that it takes one.
QCommandLineOption output();                         // --output PATH
QCommandLineOption flow();                           // --flow ID (or @N where a file is edited)
QCommandLineOption reformat();                       // --reformat: the canonical layout allowed
QCommandLineOption today();                          // --today YYYY-MM-DD
QCommandLineOption format(const char* defaultValue); // --format NAME
// --sheet, --header-row, --map and --map-file: how a workbook's sheet is read (lint, import).
QList<QCommandLineOption> sheet();
// A value option of one command's own.
QCommandLineOption valued(const char* name, const char* defaultValue = nullptr);
QCommandLineOption valued(const char* name, const QString& defaultValue);
// A switch of one command's own.
QCommandLineOption flag(const char* name);

} // namespace FlowAudit::Cli::Options
