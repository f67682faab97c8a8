#include "ui/help/userguide.h"

#include "core/io/files/atomicfile.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/cardage.h"
#include "ui/dialogs/acceptriskdialog.h"

#include "ui/help/fieldreference.h"
#include "ui/help/rulereference.h"

#include <QAction>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTextDocumentFragment>

#include <functional>

namespace FlowAudit {

namespace {

QString heading(const QString& anchor, const QString& title) {
    return QStringLiteral("<h2><a name=\"%1\"></a>%2</h2>").arg(anchor, title.toHtmlEscaped());
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text);
}

// A picture of the window, kept in the program (qrc:/help), as wide as the text column.
QString helpPicture(const QString& file, const QString& caption) {
    return QStringLiteral("<p><img src=\"qrc:/help/%1\" width=\"480\" alt=\"%2\"><br><i>%2</i></p>")
        .arg(file, caption.toHtmlEscaped());
}

QString withoutMnemonic(QString text) {
    return text.remove(QRegularExpression(QStringLiteral("&(?!&)")))
        .replace(QStringLiteral("&&"), QStringLiteral("&"));
}

} // namespace

QList<UserGuide::Section> UserGuide::sections(const QString& html) {
    static const QRegularExpression h2(QStringLiteral("<h2><a name=\"([^\"]+)\"></a>(.*?)</h2>"));
    QList<Section> found;
    for (QRegularExpressionMatchIterator at = h2.globalMatch(html); at.hasNext();) {
        const QRegularExpressionMatch match = at.next();
        found.append(
            {match.captured(1), QTextDocumentFragment::fromHtml(match.captured(2)).toPlainText()});
    }
    return found;
}

QString UserGuide::overviewSection() {
    QString html;
    html += heading(overviewAnchor(), tr("What FlowAudit checks and why"));
    html += paragraph(
        tr("A delivered event is not a completed business action. Senders retry, replay and send "
           "one change twice; a receiver times out after the effect has happened; nested retry "
           "layers multiply the load on a system that is already failing. Most delivery bugs "
           "(duplicate records, lost events, retry storms, banned webhooks) can be seen in an "
           "inventory of the flows before they happen."));
    html += paragraph(
        tr("The inventory lists every flow: how it is triggered, what it writes, which idempotency "
           "key it uses, how long its ledger keeps keys, how its retries nest and how fast its "
           "webhook receiver acknowledges. FlowAudit checks the rules of the "
           "<a href=\"#%1\">rule reference</a> on every flow as you type, and keeps a checklist "
           "of the <a href=\"#%2\">rules applied by hand</a>.")
            .arg(RuleReference::checkedAnchor(), RuleReference::manualAnchor()));
    return html;
}

QString UserGuide::tableSection() {
    QString html;
    html += heading(tableAnchor(), tr("The table"));
    html += paragraph(tr(
        "One row per flow, one column per field, then the fields FlowAudit does not know, kept "
        "as written. The Status column and the row header show the flow's worst verdict. A cell "
        "with a finding shows an icon and a tint: a cross in a disc for FAIL, a triangle for "
        "WARN, an \"i\" in a disc for INFO, so the shape tells the severity without the colour. "
        "Hover a cell for the rule, the message and how to fix it, or press F1 to open its rule."));
    html += paragraph(
        tr("Click a column header to sort (View → File Order goes back). The filter bar above the "
           "table filters by text, severity, rule, or only the flows that fail."));
    return html;
}

QString UserGuide::editingSection() {
    QString html;
    html += heading(QStringLiteral("editing"), tr("Editing without a mouse"));
    html += paragraph(
        tr("Move with the arrow keys; type over a cell or press F2 to edit it, Enter to keep the "
           "new value and Esc to keep the old one. Yes/no and enum fields offer their values; "
           "number fields refuse what the rules would call invalid and say why under the cell."));
    html += paragraph(
        tr("Add a flow with Ctrl+Return, duplicate with Ctrl+D, delete with Ctrl+Del, move with "
           "Alt+Up and Alt+Down. Copy and paste ranges with a spreadsheet. Every change can be "
           "undone and redone."));
    html += paragraph(
        tr("F6 moves to the next panel (filter bar, table, flow form, review checklist, findings, "
           "vendor cards, ack budget, retry product, replay window) and Shift+F6 back; Tab moves "
           "within a panel (in the tables, from cell to cell). Every "
           "menu opens with Alt and its underlined letter. Help → What's This? (Shift+F1) "
           "explains the panel you click next."));
    return html;
}

QString UserGuide::formSection() {
    QString html;
    html += heading(formAnchor(), tr("The Flow panel and the manual review"));
    html += paragraph(
        tr("The Flow panel shows the selected flow as a form with the findings under each field, "
           "and its manual review checklist: every rule applied by hand with its status (open, "
           "pass, fail, n/a), note, reviewer and date, kept in the flow's reviews. Setting a "
           "status dates it today. F1 on a row of the checklist opens its rule."));
    return html;
}

QString UserGuide::findingsSection() {
    QString html;
    html += heading(findingsAnchor(), tr("Findings"));
    html += paragraph(
        tr("The Findings panel lists every finding with the counts per severity and per rule, and "
           "filters them by severity, rule and text. Enter or a double click shows the flow and "
           "field in the table; F1 opens the finding's rule. Its context menu (right click or "
           "the menu key) holds the <a href=\"#%1\">actions on the finding</a>.")
            .arg(fixesAnchor()));
    return html;
}

QString UserGuide::fixesSection() {
    QString html;
    html += heading(fixesAnchor(), tr("Fixing a finding"));
    html += paragraph(
        tr("Where a finding has a mechanical remedy, Fix… offers it: in the Findings panel's "
           "context menu, in the context menu of a table cell with a finding (the Status column "
           "holds all of the flow's), and as a link under the field in the Flow panel. The "
           "preview lists the fixes to choose from, says why, shows each field before → after "
           "and the flow's findings before → after, as the rules give them on a copy of the "
           "flow. Nothing changes until Apply; Apply is one undo step, and the focus stays "
           "where it was."));
    html += paragraph(
        tr("<a href=\"#RT01\">RT01</a>: retries in all but one layer are turned off. Layers "
           "are written inner first (<code>sdk:3;worker:5</code>), so the outermost layer that "
           "retries is offered first: it retries the whole unit of work and sees every failure "
           "beneath it; keeping another layer is the second choice, for a layer you cannot turn "
           "off. <a href=\"#IP03\">IP03</a>: ledger_retention_days is raised to cover the "
           "replay window, the flow's own or the longer one its vendor cards state (a blank "
           "window is written from the cards). <a href=\"#RT02\">RT02</a>: the Retry-After "
           "unit the source's vendor card states, for a receiver whose source names that card. "
           "<a href=\"#WH01\">WH01</a>: the sender timeout the source's card states, only "
           "where a card states one."));
    html += paragraph(
        tr("A fix is offered only when the finding is gone afterwards or less severe (a FAIL "
           "made a WARN); one that would not help, such as a card's timeout that leaves the "
           "acknowledgement over budget, is not offered. Other findings, such as a blank "
           "idempotency key, need a person's decision: Fix… is shown but cannot run. The maths "
           "panels' one-click fixes come from the same place and show every what-if, whatever "
           "the verdict."));
    return html;
}

QString UserGuide::waiversSection() {
    QString html;
    html += heading(waiversAnchor(), tr("Accepted risks (waivers) and baselines"));
    html += paragraph(
        tr("Every finding ends one of three ways: it is fixed, accepted as a known risk, or (on "
           "the "
           "command line) baselined as old debt. To accept one, select it in the Findings panel or "
           "select its cell in the table and choose Edit → Accept Risk…: write why it is accepted, "
           "who owns it, who approved it, and until when (%1 days by default, at most %2). The "
           "waiver is kept in the inventory, under waivers, so the audited file carries its own "
           "accepted risks. SC01, SC02 and SC03 cannot be accepted: a broken cell is fixed, a "
           "misspelt key renamed.")
            .arg(AcceptRiskDialog::DefaultDays)
            .arg(tr("%n day(s)", nullptr, RuleCatalogue::WaiverLongestTermDays)));
    html += paragraph(
        tr("An accepted finding keeps its severity but shows as accepted, with a slate square and "
           "a "
           "muted tint, in the table, the findings and the report; it counts for no verdict, so a "
           "flow whose only FAILs are accepted shows as accepted. The Waivers tab beside the "
           "findings lists every waiver with its state (in force, expires in N days, expired, "
           "covers nothing, invalid), edits it in place, removes it, and shows its finding; each "
           "change is one undo step. A waiver is in force through the end of its expiry day in "
           "UTC; "
           "the day after, its finding counts again and WV01 says so. WV02 warns %1 days ahead, "
           "WV03 names a waiver that covers nothing, WV04 an invalid one.")
            .arg(RuleCatalogue::WaiverExpiringDays));
    html += paragraph(
        tr("In CI, flowaudit-cli baseline INVENTORY --output FILE records today's findings, and "
           "flowaudit-cli lint --baseline FILE then fails only on new ones."));
    return html;
}

QString UserGuide::vendorsSection() {
    QString html;
    html += heading(vendorsAnchor(), tr("Vendor cards"));
    html += paragraph(
        tr("The Vendor Cards panel, beside the Flow panel, shows the delivery contracts of the "
           "vendors the selected flow names in source, destination and iPaaS, or every card that "
           "matches the search field. A card gives its source page, the date it was checked and "
           "its age, its windows as numbers, the attempts and schedules it states, and every fact "
           "in the source document's words."));
    html += paragraph(
        tr("A card checked longer ago than its review period (its review_every, %1 days unless "
           "the card sets another), or than the threshold under the list when you set one, or "
           "with no date, is marked STALE or UNDATED: confirm its numbers on the vendor's "
           "page before you quote them. Mark Re-checked Today, and a fact or a window length "
           "edited in place (double-click), are kept in your overrides file, never in the bundled "
           "cards; your edits are shown in italics with the bundled words in the tooltip, and "
           "Revert My Edits drops them.")
            .arg(VendorCard::DefaultReviewEveryDays));
    html += paragraph(
        tr("Above the list, the cards' <a href=\"#%1\">advice</a> on the flow: WARN or INFO, each "
           "naming its card and checked date, never part of the flow's verdict. Click one to open "
           "its card.")
            .arg(RuleReference::advisoriesAnchor()));
    html += paragraph(
        tr("View → Vendor Windows Chart (Ctrl+Shift+W) draws every window of every card on one "
           "logarithmic axis from one minute to 60 days, grouped by vendor, or only the selected "
           "flow's vendors. Presentation Mode (F5) fills the screen with large type for a "
           "workshop; Export PNG saves the chart."));
    html += paragraph(tr(
        "The selected flow's ledger_retention_days and max_replay_window_days are drawn as lines "
        "across every vendor's windows; a window longer than the ledger says it outlives the "
        "ledger. The time axis is at the top and the bottom, the legend names every colour and "
        "line, and in Presentation Mode the rows are split into pages that fit the screen "
        "(Page Down, Page Up). The chart follows View → Zoom while it is open."));
    html += paragraph(
        tr("View → Systems Map draws every system the flows read from or write to as a box and "
           "one arrow for each pair of systems, with the number of its flows, marked by the worst "
           "of their verdicts: FAIL thick, WARN dashed, accepted by a waiver dotted, OK thin "
           "(Per Flow draws one arrow per flow). Click an arrow to select its flow (a menu offers "
           "a pair's flows), a system to show only its flows in the table, double-click it to "
           "focus the map on it; the filter box takes a system's or a group's name. Drag a "
           "system to place it (one undo step, written to the inventory's systems: block); "
           "Reset Layout removes the positions. View → Presentation Mode (F5) "
           "shows the selected flow's vendor windows, its retry storm and the map full screen: "
           "Page Down goes on, Page Up goes back, Esc leaves."));
    return html;
}

QString UserGuide::evidenceSection() {
    QString html;
    html += heading(evidenceAnchor(), tr("Confirming a vendor number, step by step"));
    html += paragraph(
        tr("A vendor card's number is evidence when the vendor's own page states it: the card "
           "names the page and quotes the sentence, and a verification finds that sentence there, "
           "once. The Evidence tab of the Vendor Cards panel takes you through it; each step has "
           "its command for CI."));
    html += QStringLiteral("<ol>");
    html += QStringLiteral("<li>") +
            tr("<b>Copy the card.</b> A bundled card is never written: on a bundled card, Copy to "
               "Team's Folder puts its file into the folder the inventory names (vendor_cards:), "
               "or vendor-cards/ beside it, which the inventory then names (save it). "
               "Command line: flowaudit-cli cards copy CARD_ID INVENTORY.") +
            QStringLiteral("</li><li>") +
            tr("<b>Propose or paste a quote.</b> Propose Quotes reads the pages of the card's "
               "facts not yet quoted and lists, for the selected fact, the sentences that state "
               "its number, best first; Show in Browser opens the page at the sentence, Accept "
               "Quote records it in the team's card file (one undo step). A page that states the "
               "number two ways is said, not offered. Or read the page yourself and paste the "
               "sentence with Mark Fact as Checked…. Command line: flowaudit-cli cards propose "
               "INVENTORY --accept.") +
            QStringLiteral("</li>");
    html += QStringLiteral("</ol>");
    html +=
        helpPicture(QStringLiteral("evidence-proposals.png"),
                    tr("Propose Quotes has read the page: the first fact's sentences, best first"));
    html += QStringLiteral("<ol start=\"3\"><li>") +
            tr("<b>Save and verify.</b> Save Card File writes the quotes; Verify Now looks for "
               "each quoted fact of the card on its page, Verify All Cards for every card the "
               "team answers for (its own and those the flows rely on): confirmed, changed with "
               "a word diff, ambiguous, page moved, unreachable or needs JavaScript. The outcomes "
               "are kept across restarts. Command line, in CI: flowaudit-cli cards verify "
               "INVENTORY --record, which keeps them beside the team's cards for the report.") +
            QStringLiteral("</li><li>") +
            tr("<b>Stamp.</b> A quote found on the page is confirmed once a person has read it: "
               "Mark Fact as Checked… records today's date and your name, and flowaudit-cli "
               "cards verify INVENTORY --stamp --by NAME stamps every confirmed fact at once. "
               "Until then a quoted fact reads STALE, never confirmed.") +
            QStringLiteral("</li><li>") +
            tr("<b>Read the report.</b> The audit report's Evidence appendix gives each fact's "
               "page as a link that lands on its sentence, its quote in full, its state and its "
               "last verification with its day; flowaudit-cli report --verify verifies first.") +
            QStringLiteral("</li></ol>");
    html +=
        helpPicture(QStringLiteral("evidence-verified.png"),
                    tr("After Accept Quote, Save Card File and Verify Now: each quote confirmed on "
                       "its page, with the day"));
    return html;
}

QString UserGuide::mathsSection() {
    QString html;
    html += heading(mathsAnchor(), tr("Ack budget, retry product, replay window and retry storm"));
    html += paragraph(
        tr("Three panels below the cards show the arithmetic behind <a href=\"#WH01\">WH01</a>, "
           "<a href=\"#RT01\">RT01</a> and <a href=\"#IP03\">IP03</a> for the selected flow, with "
           "the rule's verdict. Each fix they offer is one click and one undo step, the same fix "
           "as <a href=\"#%1\">Fix…</a> gives.")
            .arg(fixesAnchor()));
    html += paragraph(
        tr("Ack Budget: the sender's timeout, the budget (half of it), the measured p99 and the "
           "headroom, drawn as one bar; the timeout the source's vendor card states is offered "
           "when the flow's is blank or differs."));
    html += paragraph(
        tr("Retry Product: each retry layer and its attempts, their product against the limit of "
           "10, and what turning any one layer off leaves; then RT04's backoff for custom code "
           "(base 1 s, factor 2, cap 60 s, 6 attempts, full jitter) with its worst-case wait and "
           "the re-drive at 15 minutes, 1 hour and 6 hours."));
    html += paragraph(
        tr("Replay Window: the ledger's retention against every window it must outlive (the "
           "source's retry and resend windows, the iPaaS's replay window, the backfill overlap), "
           "each with its card and date, the max_replay_window_days that covers them, and the "
           "vendor dedupe windows a replay outlives (IP07)."));
    html += paragraph(
        tr("Ledger: the flow's action ledger as SQL for PostgreSQL, MySQL/MariaDB or SQLite: the "
           "schema file (tables, index, the hourly purge) and the queries file (record a "
           "delivery, claim the episode before the side effect, the state transitions, the "
           "purges), in two tabs to copy or save. Where the flow cannot have a ledger yet, it "
           "says which rules block it, each with a link to its finding."));
    html += paragraph(
        tr("Retry Storm: what an outage of the destination does with the flow's nested retries "
           "(retry_layers, read innermost first). The chart stacks the attempts per second at the "
           "destination (first tries, then each layer's retries), hatches the outage, and draws "
           "normal load, capacity and a right axis in × normal; the headline says the peak and the "
           "recovery time. Jitter as set off shows every layer at its nominal waits; Retry in one "
           "layer only draws RT01's fix as a dashed outline. Rate, outage length and capacity are "
           "kept in the flow's retry_storm field (one undo step each), with each layer's schedule: "
           "RT04's default, the iPaaS card's own (Zapier autoreplay, Make's incomplete executions "
           "and Break, n8n's fixed waits), or one set there. The audit report draws the same chart "
           "for every flow with an RT01 FAIL or WARN. Every flow into a destination, where "
           "another flow writes there too, adds them all up for this flow's outage: a band for "
           "each flow, the destination's peak against its normal load, in the panel, in "
           "Presentation Mode and on F5's slides."));
    return html;
}

QString UserGuide::filesSection() {
    QString html;
    html += heading(QStringLiteral("files"), tr("Files"));
    html += paragraph(
        tr("FlowAudit opens YAML inventories (format flow-inventory/1) and CSV files with a header "
           "row of field names: with File → Open, from the file manager, or by dropping a file on "
           "the window. The example inventory opens as an untitled copy. A file that is not an "
           "inventory is refused with its file, line and column, and the open inventory stays as "
           "it was. Saving writes the same bytes for the same inventory; fields FlowAudit does not "
           "know are kept."));
    html += paragraph(
        tr("Excel workbooks (.xlsx) open too: the sheet named Flows, else the first, read like a "
           "CSV file. File → Export as Excel… writes a copy with the verdicts filled in, drop-down "
           "lists for the yes/no and enum fields, and a Findings sheet. An .xls or an encrypted "
           "workbook is refused: save it as an Excel Workbook without a password."));
    html += paragraph(tr(
        "<code>flowaudit-cli import</code> brings flows in from n8n workflows, Make blueprints, "
        "and spreadsheets whose column titles are not FlowAudit's (English and German titles such "
        "as Quelle, Ziel or Wiederholungen are recognised). From n8n and Make only what the export "
        "says is filled in, and the notes name the node each value came from; everything else "
        "stays blank for you to fill. A Make blueprint has no scenario ID, so its flow_id is made "
        "up from the name. Importing the same workflow again changes only what the last import "
        "derived and nobody has changed since. Zapier publishes no schema for its account "
        "export, so FlowAudit does not read it rather than guess."));
    html += paragraph(
        tr("The Completeness column and the line under the flow's heading in the form say how many "
           "of the fields the rules read for the flow are filled and how many manual reviews are "
           "done; the tooltip names what is left."));
    return html;
}

QString UserGuide::reportSection() {
    QString html;
    html += heading(QStringLiteral("report"), tr("The audit report"));
    html += paragraph(
        tr("File → Export Audit Report… writes the evidence of a review as PDF or HTML, in the "
           "editor's language: a cover with the file's SHA-256 checksum (compare it with "
           "<code>sha256sum FILE</code>) and a sign-off table; a summary of the findings per rule, "
           "the manual review progress and the stale vendor cards; the findings by rule, each "
           "rule once with how to fix it and the flows it names; each distinct retry storm once; "
           "an evidence matrix of every flow against every rule, showing what passed; each flow "
           "with something to report in brief, the clean ones in one table (or, with every "
           "flow's detail, each flow on pages of its own); the vendor cards the flows name; and "
           "what every rule means."));
    html += paragraph(
        tr("Unsaved changes are asked about first: Save First puts the saved file's checksum on "
           "the cover, Export Anyway marks the report DRAFT. The report is made behind a progress "
           "dialog you can cancel and shown in a preview; Save… writes the pages you saw. "
           "<code>flowaudit-cli report</code> writes the same report without the editor."));

    return html;
}

QString UserGuide::commandLineSection() {
    QString html;
    html += heading(QStringLiteral("command-line"), tr("The command line"));
    html += paragraph(
        tr("<code>flowaudit-cli lint</code> checks inventories in CI and writes the findings as "
           "text, JSON, SARIF (for GitHub code scanning) or JUnit XML. It exits with 0 when no "
           "flow fails a rule, 1 when one does (or warns, with <code>--fail-on warn</code>) and 2 "
           "when it cannot run. <code>flowaudit-cli report</code> writes the audit report as PDF "
           "or HTML, with no display needed. <code>flowaudit-cli convert</code> turns YAML into "
           "CSV or Excel and back. <code>flowaudit-cli simulate</code> prints a flow's retry storm "
           "(or its series as CSV); <code>flowaudit-cli ledger</code> writes a flow's action "
           "ledger as SQL. <code>man flowaudit-cli</code> has the details."));
    html += paragraph(tr("<code>flowaudit-cli --help</code> lists every command, and "
                         "<code>flowaudit-cli help COMMAND</code> shows a command's options and "
                         "exit statuses."));
    return html;
}

QString UserGuide::html(const QMenuBar* menus) {
    QString html;
    html += overviewSection();
    html += tableSection();
    html += editingSection();
    html += formSection();
    html += findingsSection();
    html += fixesSection();
    html += waiversSection();
    html += vendorsSection();
    html += evidenceSection();
    html += mathsSection();
    html += filesSection();
    html += reportSection();
    html += FieldReference::html();
    html += commandLineSection();
    html += heading(QStringLiteral("locations"), tr("Where FlowAudit keeps your files"));
    html += locations();
    html += heading(keyboardAnchor(), tr("Keyboard shortcuts"));
    html += keyboard(menus);
    html += RuleReference::html();
    return html;
}

// Read from the running program, so the paths are the ones of this user and system.
QString UserGuide::locations() {
    const QString data = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    const QList<std::pair<QString, QString>> rows{
        {tr("Settings: window layout, recent files, zoom, language"), QSettings().fileName()},
        {tr("Your overrides of the vendor contract cards"),
         data + QStringLiteral("/vendor-overrides.yaml")},
        {tr("Recovery copies of unsaved work"), data + QStringLiteral("/recovery/")},
        {tr("The version each save replaced (Keep a Backup When Saving)"),
         AtomicFile::backupFolder() + QLatin1Char('/')},
    };
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"4\">");
    for (const auto& [what, where] : rows)
        html += QStringLiteral("<tr><td>%1</td><td><code>%2</code></td></tr>")
                    .arg(what.toHtmlEscaped(), where.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

QString UserGuide::keyboard(const QMenuBar* menus) {
    QString html = paragraph(tr("Every command of the menus, with its shortcut where it has one:"));
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\">");
    const std::function<void(const QMenu*, const QString&)> add = [&](const QMenu* menu,
                                                                      const QString& path) {
        for (const QAction* action : menu->actions()) {
            if (action->isSeparator())
                continue;
            const QString name = path + QStringLiteral(" → ") + withoutMnemonic(action->text());
            if (action->menu()) {
                add(action->menu(), name);
                continue;
            }
            // In submenus (recent files, languages) only what has a key of its own.
            if (path.contains(QStringLiteral(" → ")) && action->shortcut().isEmpty())
                continue;
            html += QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>")
                        .arg(name.toHtmlEscaped(),
                             action->shortcut().toString(QKeySequence::NativeText).toHtmlEscaped());
        }
    };
    if (menus) {
        for (const QAction* top : menus->actions()) {
            if (top->menu())
                add(top->menu(), withoutMnemonic(top->text()));
        }
    }
    html += QStringLiteral("</table>");
    return html;
}

} // namespace FlowAudit
