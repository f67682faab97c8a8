#include "app/cli/commandusage.h"

#include "app/cli/clioutput.h"

namespace FlowAudit::Cli {

QString usageOf(Command command) {
    switch (command) {
    case Command::Lint:
        return tr(
            "  flowaudit-cli lint [--format text|json|sarif|junit] [--output PATH] [--fail-on "
            "fail|warn]\n"
            "                [--today YYYY-MM-DD] [--hide-accepted] [--baseline FILE] "
            "[--advisories]\n"
            "                [--sarif-omit-accepted] [--sheet NAME] [--header-row N]\n"
            "                [--map SPEC | --map-file PATH] FILE...\n"
            "      Check inventories (.yaml, .yml, .csv or .xlsx) and print the findings.\n"
            "      --format   text (default): one line per finding, file:line: SEVERITY RULE flow: "
            "message\n"
            "                 json: the findings of rules.md; sarif: SARIF 2.1.0 for GitHub code "
            "scanning;\n"
            "                 junit: JUnit XML, one test case per flow\n"
            "      --output   write to PATH (atomically) instead of standard output\n"
            "      --fail-on  warn: exit 1 on WARN findings too\n"
            "      --today    the day the inventory's waivers expire against (default: today in "
            "UTC)\n"
            "      --hide-accepted  leave findings accepted by a waiver out of text and JSON (not "
            "of the counts)\n"
            "      --baseline FILE  mark each finding new, unchanged or updated against FILE (made "
            "by\n"
            "                 flowaudit-cli baseline) and list what is absent; only new findings "
            "count\n"
            "      --advisories  add the vendor advisories (VA01-VA05, WARN or INFO); they never "
            "change\n"
            "                 the exit status\n"
            "      --sarif-omit-accepted  leave accepted findings out of SARIF, which GitHub code\n"
            "                 scanning would otherwise show as open alerts\n"
            "      --sheet, --header-row, --map, --map-file  read an Excel workbook's sheet as "
            "import does\n"
            "                 (its header found and its columns mapped the same way)");
    case Command::Baseline:
        return tr("  flowaudit-cli baseline FILE --output BASELINE [--today YYYY-MM-DD]\n"
                  "      Write today's findings of one inventory (rules and vendor advisories) as "
                  "a baseline:\n"
                  "      a later lint --baseline BASELINE fails only on new findings. The same "
                  "findings always\n"
                  "      give the same bytes, so the baseline can be committed.");
    case Command::Report:
        return tr("  flowaudit-cli report FILE --output PATH [--format pdf|html] [--paper "
                  "a4|letter] [--lang en|de]\n"
                  "                [--pdfa] [--stale-after DAYS] [--detail flagged|all]\n"
                  "                [--ledgers postgresql|mysql|sqlite]\n"
                  "      Write the audit report of an inventory: cover with the file's SHA-256, "
                  "summary, findings\n"
                  "      by rule, each distinct retry storm once, evidence matrix (every flow "
                  "against every rule),\n"
                  "      each flagged flow's fields, findings, arithmetic and manual reviews, the "
                  "clean flows in\n"
                  "      one table, the vendor cards it relies on, and what every rule means.\n"
                  "      --format   pdf or html; by default the extension of PATH decides\n"
                  "      --paper    a4 (default) or letter; --lang en or de (default: the "
                  "environment's language,\n"
                  "                 else en)\n"
                  "      --pdfa     PDF/A-1b, for archiving\n"
                  "      --stale-after  vendor cards checked longer ago than DAYS (default 30) are "
                  "marked\n"
                  "                 STALE: confirm before quoting\n"
                  "      --detail   flagged (default): a section for each flow with a finding, "
                  "advisory, waiver,\n"
                  "                 failed review or storm, the others one row each; all: every "
                  "flow's section,\n"
                  "                 each on pages of its own\n"
                  "      --ledgers  append each flow's action ledger as SQL in this dialect (as "
                  "flowaudit-cli\n"
                  "                 ledger writes it), and the flows that cannot have one yet\n"
                  "      Works without a display.");
    case Command::Simulate:
        return tr(
            "  flowaudit-cli simulate FILE --flow ID [--rate R] [--outage LENGTH] [--start TIME] "
            "[--capacity C]\n"
            "                [--format text|json|csv] [--output PATH]\n"
            "      The retry storm of one flow: the load its nested retry_layers (innermost first) "
            "send at the\n"
            "      destination during an outage and after it, from the flow's retry_storm "
            "settings.\n"
            "      --rate     events per second (default 100); --capacity  destination attempts "
            "per second\n"
            "      --outage   how long the destination is down, such as 10m or 90s (default 10 "
            "min);\n"
            "      --start    when it goes down (default 2 min)\n"
            "      --format   text (default): the headline numbers; json: the same as one object;\n"
            "                 csv: the series, one row per time bin, for other tools");
    case Command::Ledger:
        return tr(
            "  flowaudit-cli ledger FILE --flow ID --dialect postgresql|mysql|sqlite "
            "[--retention-days N]\n"
            "                [--schedule pg_cron|event|none] [--output DIR]\n"
            "      The action ledger of one flow as SQL: DIR/FLOW_ID.schema.sql (the tables, the "
            "index and\n"
            "      the purge's schedule; run it again and nothing changes) and "
            "DIR/FLOW_ID.queries.sql\n"
            "      (record_delivery, claim_episode, the state transitions and the purges, each "
            "under\n"
            "      -- name:), with the retention, the windows it covers and the episode key in "
            "their header.\n"
            "      Refused, naming the rule, where IP01 or IP02 fail, or the retention is blank "
            "or below\n"
            "      the flow's max_replay_window_days or backfill_overlap_days (IP03).\n"
            "      --dialect  postgresql; mysql (MySQL 8, MariaDB 10.6 and later); sqlite (3.35 "
            "and later)\n"
            "      --retention-days  the retention to use instead of ledger_retention_days\n"
            "      --schedule pg_cron (PostgreSQL's default), event (MySQL's) or none (SQLite's): "
            "how the\n"
            "                 expired rows are purged every hour\n"
            "      --output   the folder to write both files to; without it both are printed, "
            "each after\n"
            "                 a line -- file: NAME");
    case Command::Map:
        return tr(
            "  flowaudit-cli map FILE --output MAP.svg|png|pdf [--only fail|warn]\n"
            "      The systems map: each system a box (named, grouped and placed by the "
            "inventory's\n"
            "      optional systems: block), each flow an arrow from its source to its "
            "destination,\n"
            "      coloured and drawn by its verdict as lint counts it (fail thick, warn dashed, "
            "accepted\n"
            "      dotted, ok thin), its iPaaS on the arrow; laid out by Graphviz. In the SVG each "
            "system is\n"
            "      <g id=\"system-ID\" class=\"system\">, each flow <g id=\"flow-FLOW_ID\" "
            "class=\"flow fail|warn|ok|accepted\">.\n"
            "      --only     fail: only failing flows; warn: failing and warning ones\n"
            "      A malformed systems: entry is warned about with its line, never refused.");
    case Command::Chart:
        return tr("  flowaudit-cli chart FILE --kind windows|storm|map [--flow ID] [--page N] "
                  "--size WxH\n"
                  "                --output CHART.png|pdf|svg\n"
                  "      A workshop slide, exactly what the editor's Presentation Mode (F5) shows "
                  "full screen\n"
                  "      at that size: the vendor windows chart (the flow's cards with its ledger "
                  "and replay\n"
                  "      lines, or every card without --flow; --page picks a page), the flow's "
                  "retry storm,\n"
                  "      or the systems map. A PNG is exactly W×H pixels; a PDF one page of W×H "
                  "points; SVG\n"
                  "      is the map's own (--kind map).");
    case Command::Import:
        return tr(
            "  flowaudit-cli import FILE... --output INVENTORY [--into EXISTING] [--sheet NAME]\n"
            "                [--header-row N] [--map SPEC | --map-file PATH]\n"
            "      Read n8n workflows (a download, the CLI's export, a template) and Make "
            "blueprints\n"
            "      (Export Blueprint, or the API's answer), as files or folders of .json files, "
            "one flow\n"
            "      each; the kind is told from the content. What the export says is filled in "
            "(flow_id,\n"
            "      name, source, destination, ipaas, method, creates_records, retry_layers in "
            "total\n"
            "      attempts, inbound_webhook, idempotency_key only when a header or Make's "
            "data-store\n"
            "      pattern names it), and notes say which node each came from; everything else "
            "stays\n"
            "      blank. A Make blueprint has no scenario ID, so its flow_id is made up from the "
            "name\n"
            "      (said so). Zapier publishes no schema for its account export: it is not read.\n"
            "      A CSV table or an Excel workbook with its own column titles is read too: the "
            "header is\n"
            "      the row among the first 20 whose cells name the most fields (the rows above it "
            "are\n"
            "      said and left out), the sheet the one whose header names the most; columns are "
            "matched\n"
            "      to fields by name and by English and German synonyms (Quelle, Ziel, "
            "Wiederholungen …),\n"
            "      and printed; dates come in as ISO 8601 text. A row without a flow ID, and "
            "two rows with\n"
            "      one flow ID, are refused. A number written with a decimal comma (5,5) "
            "comes in as 5.5,\n"
            "      said so; 1,234 could be 1.234 or 1234 and is refused, as is a "
            "thousands separator.\n"
            "      A file whose name says another kind than its content is refused.\n"
            "      --output   the inventory to write (.yaml, .yml or .csv); refused when it exists "
            "and\n"
            "                 --into does not name it\n"
            "      --into     import into this inventory: new flows are added; a flow with the "
            "same\n"
            "                 flow_id gets only fields that are blank or still hold what the last "
            "import\n"
            "                 derived (kept under `derived`), never what a person wrote; a table's "
            "rows\n"
            "                 update the flow with their flow_id wherever their cells are not "
            "blank\n"
            "      --map      'Quelle=source,Ziel=destination,Intern=-,Team=+': COLUMN=FIELD, - "
            "ignores\n"
            "                 the column, + keeps it as an extra field; columns not named are "
            "guessed\n"
            "      --map-file the same, one COLUMN=FIELD a line (# comments)\n"
            "      --sheet    the workbook's sheet to read, by name\n"
            "      --header-row  the row (the sheet's own number) that holds the column titles\n"
            "      Prints every change before writing, extra columns' values included.");
    case Command::Diff:
        return tr("  flowaudit-cli diff OLD NEW [--format text|json|markdown] [--output PATH] "
                  "[--today YYYY-MM-DD]\n"
                  "      What a change does: first the findings it adds and removes, then the "
                  "flows added, removed,\n"
                  "      renamed, moved and changed (each field old -> new, reviews and unknown "
                  "fields too), the\n"
                  "      top-level keys and the waivers. OLD and NEW are files, or REV:PATH for a "
                  "version in git\n"
                  "      (HEAD:flows.yaml, main:./flows.yaml).\n"
                  "      --format   text (default); json; markdown: for a pull-request comment");
    case Command::TextConv:
        return tr("  flowaudit-cli textconv FILE\n"
                  "      git's diff driver: one line per value, flow_id.field: value, flows sorted "
                  "by flow_id, so\n"
                  "      git diff and git log -p show fields and do not shift when flows move. A "
                  "file that cannot\n"
                  "      be read prints its error as one line.");
    case Command::Merge:
        return tr("  flowaudit-cli merge BASE OURS THEIRS [--output FILE] [--marker-size N]\n"
                  "      git's merge driver: three-way by flow_id, then by field (reviews by rule, "
                  "waivers by\n"
                  "      flow_id, rule and field, top-level keys by key). A field changed on one "
                  "side takes that\n"
                  "      change; changed differently on both sides, a flow added on both sides "
                  "with different\n"
                  "      content, or removed on one side and changed on the other, is a conflict, "
                  "written with\n"
                  "      git's markers around the field or flow and labelled with both. A clean "
                  "merge is written as\n"
                  "      a save writes it. Writes over OURS unless --output is given. A side that "
                  "is not an\n"
                  "      inventory (or an empty BASE) is merged line by line by git merge-file, "
                  "and said so.");
    case Command::GitSetup:
        return tr(
            "  flowaudit-cli git-setup [FILE|DIR ...] | [DIR] --pattern GLOB\n"
            "      Give inventories, and only inventories, to FlowAudit's merge and diff drivers: "
            "adds\n"
            "      PATH merge=flowaudit diff=flowaudit lines to the repository's .gitattributes "
            "for each\n"
            "      inventory named or found under each DIR (default: here), and defines both "
            "drivers in\n"
            "      the repository's git config. A FILE that is not an inventory is refused. "
            "--pattern\n"
            "      writes one pattern instead: it lists the files the pattern matches and "
            "refuses a\n"
            "      pattern that matches a file that is not an inventory (a workflow's .yaml, "
            "say).\n"
            "      Prints what it did; run twice, it changes nothing.");
    case Command::Set:
        return tr("  flowaudit-cli set FILE FLOW FIELD=VALUE [FIELD=VALUE …] [--reformat]\n"
                  "      Set fields of one flow, as a script would (yq -i, git config): any "
                  "field of\n"
                  "      inventory-format.md or one the inventory already has, and "
                  "reviews.RULE.status|note|by|on\n"
                  "      for the manual reviews. FIELD= clears it. Only the keys given are "
                  "written: a review is\n"
                  "      not dated unless reviews.RULE.on is given. Values are checked as the "
                  "editor's cells check\n"
                  "      them (a number, yes or no, one of an enum's values, valid retry_layers); "
                  "anything refused\n"
                  "      leaves the file untouched, and so is a flow_id that is blank or another "
                  "flow's (SC01).\n"
                  "      FLOW is the flow's ID, or its position @N in the file (@1 the first), "
                  "which reaches a\n"
                  "      flow whose ID is blank or shared, to give it its own (set FILE @3 "
                  "flow_id=new_id).\n"
                  "      The file is changed only where the flow changed: comments and layout "
                  "stay.\n"
                  "      --reformat  where the file cannot be changed in place (anchors, tags, "
                  "aliases), write it\n"
                  "                  in the canonical layout, which drops them (said so)");
    case Command::Fix:
        return tr("  flowaudit-cli fix FILE [--flow ID] [--rule RULE] [--choice N] [--apply] "
                  "[--reformat]\n"
                  "      The mechanical fixes the editor's Fix… offers for the findings (not "
                  "those a waiver\n"
                  "      accepts), numbered from 1 in the editor's order, each as a unified diff "
                  "of the file.\n"
                  "      --flow, --rule  only that flow's or rule's findings; --flow takes the "
                  "flow's ID or its\n"
                  "                 position @N (@1 for the first flow of the file)\n"
                  "      --choice   only fix N of each finding; the findings without a fix N "
                  "are listed and left\n"
                  "      --apply    write, for each finding, fix N (default: the first, as the "
                  "editor offers it),\n"
                  "                 one after the other on the same flow; prints the diff "
                  "written\n"
                  "      --reformat  as for set");
    case Command::Waive:
        return tr("  flowaudit-cli waive FILE --flow ID --rule RULE [--field FIELD] "
                  "--justification TEXT\n"
                  "                --owner NAME [--approved-by NAME] --expires YYYY-MM-DD "
                  "[--today YYYY-MM-DD]\n"
                  "                [--reformat]\n"
                  "      What the editor's Accept Risk does: adds a waiver of the flow's finding "
                  "of RULE (on FIELD\n"
                  "      only, when given), created today. Refused when it would be invalid "
                  "(WV04: a missing\n"
                  "      justification, owner or date, a rule that cannot be waived, more than "
                  "366 days),\n"
                  "      expired from the start (WV01: a past date), when the flow has no such "
                  "finding (WV03),\n"
                  "      or when a waiver already accepts it.\n"
                  "      --flow     the flow's ID, or its position @N (@1 for the first flow); "
                  "the waiver\n"
                  "                 names the flow by ID, so its ID must be its own (SC01)\n"
                  "      --today    the day it is accepted (default: today in UTC)\n"
                  "      --reformat  as for set");
    case Command::Format:
        return tr("  flowaudit-cli format FILE [--check]\n"
                  "      Write the inventory in FlowAudit's canonical layout on purpose, as "
                  "yamlfmt or prettier\n"
                  "      do: every save elsewhere keeps the file's own layout and comments; this "
                  "drops them (said\n"
                  "      so).\n"
                  "      --check    write nothing: print the diff to the canonical layout, and "
                  "exit 1 when there\n"
                  "                 is one, for CI");
    case Command::Convert:
        break;
    }
    return tr(
        "  flowaudit-cli convert IN OUT [--force]\n"
        "      Convert an inventory between YAML (.yaml, .yml), CSV (.csv) and Excel (.xlsx: a "
        "Flows\n"
        "      sheet with the verdicts filled in, and a Findings sheet), chosen by the "
        "extensions;\n"
        "      refuses another extension, and writes nothing when a flow would not read back the\n"
        "      same. CSV and Excel hold the flows only: it names the title, owner, waivers and "
        "other\n"
        "      top-level keys, which stay in IN. OUT may not be IN: flowaudit-cli format "
        "rewrites a\n"
        "      file in the canonical layout. An existing OUT is kept: convert names what writing\n"
        "      over it would drop (comments, top-level keys, waivers, flows) and writes nothing\n"
        "      unless --force is given; it never writes over a file that is not an inventory.");
}

std::optional<Command> commandNamed(const QString& word) {
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
    if (word == QLatin1StringView("ledger"))
        return Command::Ledger;
    if (word == QLatin1StringView("map"))
        return Command::Map;
    if (word == QLatin1StringView("chart"))
        return Command::Chart;
    if (word == QLatin1StringView("import"))
        return Command::Import;
    if (word == QLatin1StringView("diff"))
        return Command::Diff;
    if (word == QLatin1StringView("textconv"))
        return Command::TextConv;
    if (word == QLatin1StringView("merge"))
        return Command::Merge;
    if (word == QLatin1StringView("git-setup"))
        return Command::GitSetup;
    if (word == QLatin1StringView("set"))
        return Command::Set;
    if (word == QLatin1StringView("fix"))
        return Command::Fix;
    if (word == QLatin1StringView("waive"))
        return Command::Waive;
    if (word == QLatin1StringView("format"))
        return Command::Format;
    return std::nullopt;
}

bool asksForHelp(const QStringList& arguments) {
    return arguments.contains(QLatin1StringView("--help")) ||
           arguments.contains(QLatin1StringView("-h"));
}

QString exitStatusOf(Command command) {
    switch (command) {
    case Command::Lint:
        break;
    case Command::Baseline:
        return tr("Exit status: 0 the baseline was written, 2 it was not (bad usage, a file that "
                  "cannot be read\n"
                  "or is not an inventory, a baseline that cannot be written).");
    case Command::Report:
        return tr("Exit status: 0 the report was written, 2 it was not (bad usage, a file that "
                  "cannot be read\n"
                  "or is not an inventory, a report that cannot be written).");
    case Command::Convert:
        return tr("Exit status: 0 converted, 2 nothing was written (bad usage, a file that cannot "
                  "be read,\n"
                  "a flow that would not read back the same).");
    case Command::Simulate:
        return tr("Exit status: 0 simulated, 2 not (bad usage, a file that cannot be read, a flow "
                  "that cannot\n"
                  "be simulated).");
    case Command::Ledger:
        return tr("Exit status: 0 written, 2 not (bad usage, a file that cannot be read, a flow "
                  "that cannot\n"
                  "have a ledger yet, with every rule that blocks it).");
    case Command::Map:
        return tr("Exit status: 0 the map was written, whatever the findings; 2 it was not (bad "
                  "usage, an\n"
                  "output name that is not .svg, .png or .pdf, a file that cannot be read, a map "
                  "that cannot be "
                  "written).");
    case Command::Chart:
        return tr("Exit status: 0 the chart was written, 2 it was not (bad usage, a file that "
                  "cannot be read,\n"
                  "a flow that cannot be simulated, a chart that cannot be drawn or written).");
    case Command::Import:
        return tr("Exit status: 0 the inventory was written, 2 it was not (bad usage, a file that "
                  "cannot be\n"
                  "read or imported, an inventory that cannot be written).");
    case Command::Diff:
        return tr("Exit status: 0 the same inventory, 1 they differ, 2 either cannot be read.");
    case Command::TextConv:
        return tr(
            "Exit status: 0, also for a file that cannot be read (git shows its error line);\n"
            "2 only for bad usage.");
    case Command::Merge:
        return tr(
            "Exit status: 0 merged cleanly, 1 conflicts left in the output, 2 could not run.");
    case Command::GitSetup:
        return tr(
            "Exit status: 0 set up (or already set up), 2 not (bad usage, a folder outside a git\n"
            "repository, a file that cannot be written).");
    case Command::Set:
    case Command::Fix:
    case Command::Waive:
        return tr("Exit status: 0 done (also when the file already read so), whatever the file's "
                  "findings;\n"
                  "2 refused or not done (bad usage, a file that cannot be read, an unknown flow "
                  "or field,\n"
                  "a value refused, a file that cannot be changed in place without --reformat), "
                  "the file\n"
                  "untouched.");
    case Command::Format:
        return tr("Exit status: 0 written (or already canonical), 1 with --check: not in the "
                  "canonical layout,\n"
                  "2 not done (bad usage, a file that cannot be read or written).");
    }
    return tr("Exit status: 0 no FAIL finding, 1 at least one FAIL finding (or WARN with --fail-on "
              "warn),\n"
              "2 the command could not run (bad usage, a file that cannot be read or is not an "
              "inventory).\n"
              "Findings accepted by a waiver in force, and with --baseline every finding not new, "
              "do not count.");
}

int commandHelp(Command command) {
    printLine(stdout, tr("Usage:\n%1\n\n%2").arg(usageOf(command), exitStatusOf(command)));
    return 0;
}

} // namespace FlowAudit::Cli
