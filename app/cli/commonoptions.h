#pragma once

#include "app/cli/commandspec.h"

#include <QCoreApplication>
#include <QLatin1StringView>

namespace FlowAudit::Cli::Options {

// The names of the shared options, for CommandContext's lookups.
inline constexpr QLatin1StringView Output{"output"};
inline constexpr QLatin1StringView Flow{"flow"};
inline constexpr QLatin1StringView Reformat{"reformat"};
inline constexpr QLatin1StringView Today{"today"};
inline constexpr QLatin1StringView Format{"format"};

// The options several commands take, each declared once with the help most of them give
// it; a command whose use differs declares its own help with described().
inline constexpr OptionSpec output{
    .name = "output",
    .valueName = "PATH",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "write to PATH (atomically) instead of standard output")};
inline constexpr OptionSpec flow{
    .name = "flow",
    .valueName = "ID",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "the flow's ID, or its position @N (@1 for the first flow)")};
inline constexpr OptionSpec reformat{
    .name = "reformat",
    .help = QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "where the file cannot be changed in place (anchors, tags, aliases), write it\n"
        "in the canonical layout, which drops them (said so)")};
inline constexpr OptionSpec today{
    .name = "today",
    .valueName = "YYYY-MM-DD",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "the day the inventory's waivers expire against (default: today in "
                              "UTC)"),
    .date = true};
// How a workbook's sheet is read, said the same way to lint and import (sheetoptions.h).
inline constexpr OptionSpec sheet{
    .name = "sheet",
    .valueName = "NAME",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli", "the workbook's sheet to read, by name")};
inline constexpr OptionSpec headerRow{
    .name = "header-row",
    .valueName = "N",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "the row (the sheet's own number) that holds the column titles")};
inline constexpr OptionSpec map{
    .name = "map",
    .valueName = "SPEC",
    .help = QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "'Quelle=source,Ziel=destination,Intern=-,Team=+': COLUMN=FIELD, - ignores\n"
        "the column, + keeps it as an extra field; columns not named are guessed"),
    .oneOf = 'm'};
inline constexpr OptionSpec mapFile{
    .name = "map-file",
    .valueName = "PATH",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "the same as --map, one COLUMN=FIELD a line (# comments)"),
    .oneOf = 'm'};

// How the vendors' pages are had, for cards verify, cards propose and report --verify
// (pageoptions.h reads them).
inline constexpr OptionSpec savedPages{
    .name = "saved-pages",
    .valueName = "DIR",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "read the pages from this folder instead, as saved from the\n"
                              "browser or by wget --force-directories --adjust-extension\n"
                              "(https://docs.stripe.com/webhooks from DIR/docs.stripe.com/"
                              "webhooks.html)")};
inline constexpr OptionSpec pageTimeout{
    .name = "timeout",
    .valueName = "S",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "seconds a page may send nothing before it is unreachable (20)"),
    .defaultValue = "20"};
inline constexpr OptionSpec pageDeadline{
    .name = "deadline",
    .valueName = "S",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "seconds a page may take in all, however its bytes come,\n"
                              "before it is unreachable (60)"),
    .defaultValue = "60"};
inline constexpr OptionSpec caCertificates{
    .name = "ca-certificates",
    .valueName = "FILE",
    .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                              "PEM certificates to trust besides the system's (a company\n"
                              "proxy's own CA); without it, those FLOWAUDIT_CA_CERTIFICATES "
                              "names,\nas in the editor's Verify Now; SSL_CERT_FILE's and\n"
                              "SSL_CERT_DIR's are trusted too")};

// The shared option with this command's own help.
constexpr OptionSpec described(OptionSpec option, const char* help) {
    option.help = help;
    return option;
}
// The shared option, which this command does not run without.
constexpr OptionSpec required(OptionSpec option) {
    option.required = true;
    return option;
}
// The shared option, which excludes the others declared with the same letter.
constexpr OptionSpec exclusive(OptionSpec option, char group) {
    option.oneOf = group;
    return option;
}
// The shared option with another name for its value ("BASELINE" for --output's PATH).
constexpr OptionSpec valueNamed(OptionSpec option, const char* valueName) {
    option.valueName = valueName;
    return option;
}

} // namespace FlowAudit::Cli::Options
