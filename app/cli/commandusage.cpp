#include "app/cli/commandusage.h"

#include "app/cli/clioutput.h"

namespace FlowAudit::Cli {

QString usageOf(Command command)
{
    switch (command) {
    case Command::Lint:
        return tr(
            "  flowaudit-cli lint [--format text|json|sarif|junit] [--output PATH] [--fail-on fail|warn]\n"
            "                [--today YYYY-MM-DD] [--hide-accepted] [--baseline FILE] [--advisories]\n"
            "                [--sarif-omit-accepted] FILE...\n"
            "      Check inventories (.yaml, .yml or .csv) and print the findings.\n"
            "      --format   text (default): one line per finding, file:line: SEVERITY RULE flow: message\n"
            "                 json: the findings of rules.md; sarif: SARIF 2.1.0 for GitHub code scanning;\n"
            "                 junit: JUnit XML, one test case per flow\n"
            "      --output   write to PATH (atomically) instead of standard output\n"
            "      --fail-on  warn: exit 1 on WARN findings too\n"
            "      --today    the day the inventory's waivers expire against (default: today in UTC)\n"
            "      --hide-accepted  leave findings accepted by a waiver out of text and JSON (not of the counts)\n"
            "      --baseline FILE  mark each finding new, unchanged or updated against FILE (made by\n"
            "                 flowaudit-cli baseline) and list what is absent; only new findings count\n"
            "      --advisories  add the vendor advisories (VA01-VA05, WARN or INFO); they never change\n"
            "                 the exit status\n"
            "      --sarif-omit-accepted  leave accepted findings out of SARIF, which GitHub code\n"
            "                 scanning would otherwise show as open alerts");
    case Command::Baseline:
        return tr(
            "  flowaudit-cli baseline FILE --output BASELINE [--today YYYY-MM-DD]\n"
            "      Write today's findings of one inventory (rules and vendor advisories) as a baseline:\n"
            "      a later lint --baseline BASELINE fails only on new findings. The same findings always\n"
            "      give the same bytes, so the baseline can be committed.");
    case Command::Report:
        return tr(
            "  flowaudit-cli report FILE --output PATH [--format pdf|html] [--paper a4|letter] [--lang en|de]\n"
            "                [--pdfa] [--stale-after DAYS]\n"
            "      Write the audit report of an inventory: cover with the file's SHA-256, summary, evidence\n"
            "      matrix (every flow against every rule), each flow's findings, arithmetic and manual\n"
            "      reviews, the vendor cards it relies on, and what every rule means.\n"
            "      --format   pdf or html; by default the extension of PATH decides\n"
            "      --paper    a4 (default) or letter; --lang en (default) or de\n"
            "      --pdfa     PDF/A-1b, for archiving\n"
            "      --stale-after  vendor cards checked longer ago than DAYS (default 30) are marked\n"
            "                 STALE: confirm before quoting\n"
            "      Works without a display. Exit status 0 when written, 2 when not.");
    case Command::Simulate:
        return tr(
            "  flowaudit-cli simulate FILE --flow ID [--rate R] [--outage LENGTH] [--start TIME] [--capacity C]\n"
            "                [--format text|json|csv] [--output PATH]\n"
            "      The retry storm of one flow: the load its nested retry_layers (innermost first) send at the\n"
            "      destination during an outage and after it, from the flow's retry_storm settings.\n"
            "      --rate     events per second (default 100); --capacity  destination attempts per second\n"
            "      --outage   how long the destination is down, such as 10m or 90s (default 10 min);\n"
            "      --start    when it goes down (default 2 min)\n"
            "      --format   text (default): the headline numbers; json: the same as one object;\n"
            "                 csv: the series, one row per time bin, for other tools\n"
            "      Exit status 0 when simulated, 2 when not (bad usage, a flow that cannot be simulated).");
    case Command::Convert:
        break;
    }
    return tr(
        "  flowaudit-cli convert IN OUT\n"
        "      Convert an inventory between YAML (.yaml, .yml) and CSV (.csv), chosen by the\n"
        "      extensions; refuses another extension, and a conversion that would lose anything.");
}

std::optional<Command> commandNamed(const QString& word)
{
    if (word == QLatin1StringView("lint"))
        return Command::Lint;
    if (word == QLatin1StringView("baseline"))
        return Command::Baseline;
    if (word == QLatin1StringView("report"))
        return Command::Report;
    if (word == QLatin1StringView("convert"))
        return Command::Convert;
    if (word == QLatin1StringView("simulate"))
        return Command::Simulate;
    return std::nullopt;
}

bool asksForHelp(const QStringList& arguments)
{
    return arguments.contains(QLatin1StringView("--help")) || arguments.contains(QLatin1StringView("-h"));
}

QString exitStatusText()
{
    return tr("Exit status: 0 no FAIL finding, 1 at least one FAIL finding (or WARN with --fail-on warn),\n"
              "2 the command could not run (bad usage, a file that cannot be read or is not an inventory).\n"
              "Findings accepted by a waiver in force, and with --baseline every finding not new, do not count.");
}

int commandHelp(Command command)
{
    printLine(stdout, tr("Usage:\n%1\n\n%2").arg(usageOf(command), exitStatusText()));
    return 0;
}

} // namespace FlowAudit::Cli
