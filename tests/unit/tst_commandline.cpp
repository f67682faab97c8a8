// The command line's table and each command's parsing, run in-process on the library the
// flowaudit-cli program is a main() over: every command in the table once, its usage naming
// every option it takes, the command list short, each command's usage mistakes refused
// with exit status 2 and a sentence before anything is read or written, and every command's
// exit statuses kept by its CommandContext.
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commandusage.h"
#include "core/ledger/ledgerdialect.h"
#include "core/report/reportoptions.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/cardage.h"

#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTemporaryFile>
#include <QTest>

#include <cstdio>
#include <unistd.h>

using namespace FlowAudit;
using namespace FlowAudit::Cli;

namespace {

// Standard output and error of what runs while it lives, read back at the end.
class CapturedOutput {
public:
    CapturedOutput() {
        m_out.open();
        m_err.open();
        std::fflush(stdout);
        std::fflush(stderr);
        m_savedOut = ::dup(STDOUT_FILENO);
        m_savedErr = ::dup(STDERR_FILENO);
        ::dup2(m_out.handle(), STDOUT_FILENO);
        ::dup2(m_err.handle(), STDERR_FILENO);
    }
    ~CapturedOutput() { restore(); }
    void restore() {
        if (m_savedOut < 0)
            return;
        std::fflush(stdout);
        std::fflush(stderr);
        ::dup2(m_savedOut, STDOUT_FILENO);
        ::dup2(m_savedErr, STDERR_FILENO);
        ::close(m_savedOut);
        ::close(m_savedErr);
        m_savedOut = m_savedErr = -1;
    }
    QString out() { return readAll(m_out); }
    QString err() { return readAll(m_err); }

private:
    QString readAll(QTemporaryFile& file) {
        restore();
        file.seek(0);
        return QString::fromUtf8(file.readAll());
    }
    QTemporaryFile m_out, m_err;
    int m_savedOut = -1, m_savedErr = -1;
};

struct Run {
    int status;
    QString out, err;
};

Run run(const QStringList& arguments) {
    CapturedOutput captured;
    const int status = runCommandLine(arguments);
    return {status, captured.out(), captured.err()};
}

// The options a usage's synopsis names.
QSet<QString> synopsisOptions(const CommandSpec& command) {
    QSet<QString> options;
    static const QRegularExpression option(QStringLiteral("--([a-z][a-z-]+)"));
    for (const QRegularExpressionMatch& match : option.globalMatch(synopsisOf(command)))
        options.insert(match.captured(1));
    return options;
}

QSet<QString> declaredOptions(const CommandSpec& command) {
    QSet<QString> names;
    for (const OptionSpec& option : command.options)
        names.insert(QString::fromLatin1(option.name));
    return names;
}

// A command run in-process as main() runs it, its context kept to be asked what it read.
struct ContextRun {
    int status;
    QString out, err;
    QStringList read;
};

ContextRun runInContext(const QStringList& arguments) {
    CapturedOutput captured;
    const CommandSpec& command = *commandNamed(arguments.first());
    CommandContext context(command);
    const int status = context.parse(arguments.mid(1)) ? command.run(context) : context.status();
    return {status, captured.out(), captured.err(), context.inventoriesRead()};
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void eachCommandOnce() {
        QSet<QString> names;
        for (const CommandSpec* command : commandTable()) {
            const QString name = QString::fromLatin1(command->name);
            QVERIFY2(!names.contains(name), qPrintable(name));
            names.insert(name);
            QCOMPARE(commandNamed(name), command);
            QVERIFY(command->run && command->summary && command->description &&
                    command->exitStatus && command->operands.text);
            QVERIFY2(commandUsage(*command, Language::English)
                         .startsWith(QStringLiteral("  flowaudit-cli %1").arg(name)),
                     command->name);
            QVERIFY2(QString::fromUtf8(command->exitStatus)
                         .startsWith(QLatin1StringView("Exit status: ")),
                     command->name);
        }
        QCOMPARE(names.size(), qsizetype(commandTable().size()));
        QCOMPARE(commandNamed(QStringLiteral("frobnicate")), nullptr);
    }

    // Each option is declared once, with its help, and the usage is written from the
    // declaration: what the parser accepts is what the synopsis names and the help explains.
    void usageNamesEveryOption_data() {
        QTest::addColumn<QString>("name");
        for (const CommandSpec* command : commandTable())
            QTest::newRow(command->name) << QString::fromLatin1(command->name);
    }
    void usageNamesEveryOption() {
        QFETCH(QString, name);
        const CommandSpec& command = *commandNamed(name);
        const QSet<QString> declared = declaredOptions(command);
        const QSet<QString> named = synopsisOptions(command);
        QCOMPARE(QSet<QString>(named).subtract(declared), QSet<QString>());
        QCOMPARE(QSet<QString>(declared).subtract(named), QSet<QString>());
        const QString usage = commandUsage(command, Language::English);
        for (const OptionSpec& option : command.options) {
            QVERIFY2(option.help && *option.help, option.name);
            QCOMPARE(std::count_if(command.options.begin(), command.options.end(),
                                   [&](const OptionSpec& o) {
                                       return QLatin1StringView(o.name) ==
                                              QLatin1StringView(option.name);
                                   }),
                     1);
            // Its help line, as `help` shows it.
            QVERIFY2(
                usage.contains(QStringLiteral("\n      --%1 ").arg(QLatin1StringView(option.name))),
                option.name);
            if (option.choices && option.defaultValue)
                QVERIFY2(QString::fromUtf8(option.choices)
                             .split(QLatin1Char('|'))
                             .contains(QString::fromUtf8(option.defaultValue)),
                         option.name);
            if (option.oneOf) // exclusive options come at least in pairs
                QVERIFY2(
                    std::count_if(command.options.begin(), command.options.end(),
                                  [&](const OptionSpec& o) { return o.oneOf == option.oneOf; }) > 1,
                    option.name);
        }
    }

    // The limits a usage states are the ones the code holds (a usage is a fixed text, so a
    // test keeps the two in step).
    void usageLimitsAreTheConstants() {
        QVERIFY(
            commandUsage(*commandNamed(QStringLiteral("waive")), Language::English)
                .contains(
                    QStringLiteral("more than %1 days").arg(RuleCatalogue::WaiverLongestTermDays)));
        // The default threshold is each card's own review period, said as such.
        QVERIFY(commandUsage(*commandNamed(QStringLiteral("report")), Language::English)
                    .contains(QStringLiteral("(default, or 0: each card's own review_every)")));
    }

    // A declared choice is read by the core's keyword where it has one (the command takes
    // the keyword's value without a second check): each choice must be one the core reads.
    void choicesAreTheCoresKeywords_data() {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("option");
        QTest::newRow("report --format") << QStringLiteral("report") << QStringLiteral("format");
        QTest::newRow("report --paper") << QStringLiteral("report") << QStringLiteral("paper");
        QTest::newRow("report --detail") << QStringLiteral("report") << QStringLiteral("detail");
        QTest::newRow("report --lang") << QStringLiteral("report") << QStringLiteral("lang");
        QTest::newRow("report --ledgers") << QStringLiteral("report") << QStringLiteral("ledgers");
        QTest::newRow("ledger --dialect") << QStringLiteral("ledger") << QStringLiteral("dialect");
        QTest::newRow("ledger --schedule")
            << QStringLiteral("ledger") << QStringLiteral("schedule");
    }
    void choicesAreTheCoresKeywords() {
        QFETCH(QString, command);
        QFETCH(QString, option);
        const CommandSpec& spec = *commandNamed(command);
        const auto declared =
            std::find_if(spec.options.begin(), spec.options.end(),
                         [&](const OptionSpec& o) { return option == QLatin1StringView(o.name); });
        QVERIFY(declared != spec.options.end() && declared->choices);
        for (const QString& choice : QString::fromUtf8(declared->choices).split(u'|')) {
            const bool read =
                option == u"format"     ? ReportOptions::formatFromKeyword(choice).has_value()
                : option == u"paper"    ? ReportOptions::paperFromKeyword(choice).has_value()
                : option == u"detail"   ? ReportOptions::detailFromKeyword(choice).has_value()
                : option == u"lang"     ? ReportOptions::languageFromKeyword(choice).has_value()
                : option == u"schedule" ? ledgerScheduleFromKeyword(choice).has_value()
                                        : ledgerDialectFromKeyword(choice).has_value();
            QVERIFY2(read, qPrintable(choice));
        }
    }

    void commandListIsShort() {
        for (const QStringList& asked :
             {QStringList{QStringLiteral("--help")}, QStringList{QStringLiteral("-h")},
              QStringList{QStringLiteral("help")}}) {
            const Run ran = run(asked);
            QCOMPARE(ran.status, 0);
            QVERIFY(ran.err.isEmpty());
            QVERIFY2(ran.out.count(QLatin1Char('\n')) < 40, qPrintable(ran.out));
            for (const CommandSpec* command : commandTable())
                QVERIFY2(ran.out.contains(
                             QStringLiteral("\n  %1 ").arg(QLatin1StringView(command->name))),
                         command->name);
        }
        // Alone it is a mistake of usage: the same list, on standard error, exit status 2.
        const Run alone = run({});
        QCOMPARE(alone.status, 2);
        QVERIFY(alone.out.isEmpty());
        QCOMPARE(alone.err, run({QStringLiteral("--help")}).out);
    }

    void helpOfEachCommand_data() { usageNamesEveryOption_data(); }
    void helpOfEachCommand() {
        QFETCH(QString, name);
        const CommandSpec& command = *commandNamed(name);
        const Run asked = run({QStringLiteral("help"), name});
        QCOMPARE(asked.status, 0);
        QCOMPARE(asked.out, commandHelp(command) + QLatin1Char('\n'));
        QVERIFY(asked.out.contains(exitStatusOf(command, Language::User)));
        for (const QString& flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
            const Run own = run({name, QStringLiteral("x.yaml"), flag});
            QCOMPARE(own.status, 0);
            QCOMPARE(own.out, asked.out);
        }
        // An option no command has is refused by every command, naming it.
        const Run unknown = run({name, QStringLiteral("--frobnicate"), QStringLiteral("x.yaml")});
        QCOMPARE(unknown.status, 2);
        QVERIFY2(unknown.err.contains(QLatin1StringView("frobnicate")), qPrintable(unknown.err));
    }

    void unknownCommands() {
        for (const QStringList& arguments :
             {QStringList{QStringLiteral("frobnicate")},
              QStringList{QStringLiteral("help"), QStringLiteral("frobnicate")}}) {
            const Run ran = run(arguments);
            QCOMPARE(ran.status, 2);
            QVERIFY2(ran.err.contains(QLatin1StringView("\"frobnicate\"")), qPrintable(ran.err));
            QVERIFY2(ran.err.contains(commandNames()), qPrintable(ran.err));
        }
        const Run version = run({QStringLiteral("--version")});
        QCOMPARE(version.status, 0);
        QVERIFY(version.out.startsWith(QLatin1StringView("flowaudit-cli ")));
    }

    // Each command's mistakes of usage: exit status 2 and the sentence that says which,
    // found before any file is read (the files named here do not exist).
    void usageMistakes_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("said");
        const auto row = [](const char* name, const QStringList& arguments, const char* said) {
            QTest::newRow(name) << arguments << QString::fromUtf8(said);
        };
        const QString x = QStringLiteral("none.yaml");
        const auto l = [](const char* word) { return QString::fromUtf8(word); };
        row("lint without a file", {l("lint")}, "lint takes FILE...");
        row("lint --format", {l("lint"), l("--format"), l("pdf"), x},
            "--format takes text, json, sarif, junit, github or gitlab, not \"pdf\"");
        row("lint --fail-on", {l("lint"), l("--fail-on"), l("info"), x},
            "--fail-on takes fail or warn");
        row("lint --today", {l("lint"), l("--today"), l("2026-13-01"), x}, "YYYY-MM-DD");
        row("lint --sheet off a workbook", {l("lint"), l("--sheet"), l("Flows"), x},
            "read Excel workbooks");
        row("lint --header-row", {l("lint"), l("--header-row"), l("0"), l("a.xlsx")},
            "--header-row takes a row number");
        row("lint --map and --map-file",
            {l("lint"), l("--map"), l("A=source"), l("--map-file"), l("m.txt"), l("a.xlsx")},
            "--map and --map-file exclude each other: give one of them");
        row("lint --baseline of two", {l("lint"), l("--baseline"), l("b.json"), x, l("other.yaml")},
            "one inventory with its baseline");
        row("lint --format without value", {l("lint"), x, l("--format")}, "format");
        row("baseline without --output", {l("baseline"), x}, "baseline needs --output BASELINE");
        row("baseline of two", {l("baseline"), x, l("other.yaml"), l("--output"), l("b.json")},
            "baseline takes FILE");
        row("diff of one", {l("diff"), x}, "diff takes OLD NEW");
        row("diff --format", {l("diff"), x, l("other.yaml"), l("--format"), l("pdf")},
            "text, json or markdown");
        row("report without --output", {l("report"), x}, "report needs --output PATH");
        row("report to .txt", {l("report"), x, l("--output"), l("r.txt")},
            "neither .pdf nor .html");
        row("report --paper", {l("report"), x, l("--output"), l("r.pdf"), l("--paper"), l("a5")},
            "--paper takes a4 or letter, not \"a5\"");
        row("report --detail",
            {l("report"), x, l("--output"), l("r.pdf"), l("--detail"), l("some")},
            "--detail takes flagged or all");
        row("report --pdfa in HTML", {l("report"), x, l("--output"), l("r.html"), l("--pdfa")},
            "--pdfa applies to PDF only");
        row("report --stale-after",
            {l("report"), x, l("--output"), l("r.pdf"), l("--stale-after"), l("soon")},
            "--stale-after takes a whole number");
        row("map without --output", {l("map"), x}, "map needs --output");
        row("map --only", {l("map"), x, l("--output"), l("m.svg"), l("--only"), l("ok")},
            "--only takes fail or warn");
        row("chart without --kind",
            {l("chart"), x, l("--size"), l("800x600"), l("--output"), l("c.png")},
            "chart needs --kind");
        row("chart --size",
            {l("chart"), x, l("--kind"), l("map"), l("--size"), l("10x10"), l("--output"),
             l("c.png")},
            "--size takes WxH");
        row("chart storm without --flow",
            {l("chart"), x, l("--kind"), l("storm"), l("--size"), l("800x600"), l("--output"),
             l("c.png")},
            "needs --flow ID");
        row("simulate without --flow", {l("simulate"), x},
            "simulate needs --flow ID or --destination SYSTEM");
        row("simulate --flow and --destination",
            {l("simulate"), x, l("--flow"), l("a"), l("--destination"), l("b")},
            "--flow and --destination exclude each other");
        row("simulate --format", {l("simulate"), x, l("--flow"), l("a"), l("--format"), l("xml")},
            "--format takes text, json or csv, not \"xml\"");
        row("ledger without --dialect", {l("ledger"), x, l("--flow"), l("a")},
            "ledger needs --dialect");
        row("ledger --dialect", {l("ledger"), x, l("--flow"), l("a"), l("--dialect"), l("oracle")},
            "--dialect takes postgresql, mysql or sqlite, not \"oracle\"");
        row("set without a field", {l("set"), x, l("a")}, "set takes FILE FLOW FIELD=VALUE");
        row("fix --choice", {l("fix"), x, l("--choice"), l("0")}, "--choice takes a fix's number");
        row("fix --rule", {l("fix"), x, l("--rule"), l("XX99")}, "there is no rule XX99");
        row("waive without --owner",
            {l("waive"), x, l("--flow"), l("a"), l("--rule"), l("IP01"), l("--justification"),
             l("j"), l("--expires"), l("2027-01-01")},
            "waive needs --owner");
        row("waive a CSV",
            {l("waive"), l("none.csv"), l("--flow"), l("a"), l("--rule"), l("IP01"),
             l("--justification"), l("j"), l("--owner"), l("o"), l("--expires"), l("2027-01-01")},
            "waivers are kept in a YAML inventory");
        row("format of two", {l("format"), x, l("other.yaml")}, "format takes FILE");
        row("format a workbook", {l("format"), l("a.xlsx")}, "not workbooks");
        row("convert of one", {l("convert"), x}, "convert takes IN OUT");
        row("convert to .txt", {l("convert"), x, l("out.txt")}, "cannot tell a format");
        row("import without --output", {l("import"), l("w.json")},
            "import needs --output INVENTORY or --into");
        row("import to .txt", {l("import"), l("w.json"), l("--output"), l("o.txt")},
            "import writes .yaml, .yml or .csv");
        row("textconv of two", {l("textconv"), x, l("other.yaml")}, "textconv takes FILE");
        row("merge of two", {l("merge"), x, l("other.yaml")}, "merge takes BASE OURS THEIRS");
        row("merge --marker-size", {l("merge"), x, x, x, l("--marker-size"), l("3")},
            "--marker-size must be a whole number");
        row("git-setup --pattern blank", {l("git-setup"), l("--pattern"), l(" ")},
            "--pattern needs a pattern");
        row("schema of a file", {l("schema"), x}, "schema takes no FILE");
        row("lsp of a file", {l("lsp"), x}, "lsp takes no FILE");
        row("lsp --today", {l("lsp"), l("--today"), l("tomorrow")}, "YYYY-MM-DD");
        row("cards without verify", {l("cards")}, "cards takes verify [FILE]");
        row("waive --today",
            {l("waive"), x, l("--flow"), l("a"), l("--rule"), l("IP01"), l("--justification"),
             l("j"), l("--owner"), l("o"), l("--expires"), l("2027-01-01"), l("--today"),
             l("2027-02-30")},
            "--today takes a date written YYYY-MM-DD");
    }
    void usageMistakes() {
        QFETCH(QStringList, arguments);
        QFETCH(QString, said);
        const Run ran = run(arguments);
        QCOMPARE(ran.status, 2);
        QVERIFY2(ran.err.contains(said), qPrintable(ran.err));
        QVERIFY2(ran.err.contains(QLatin1StringView("flowaudit-cli --help")), qPrintable(ran.err));
        QVERIFY(ran.out.isEmpty());
    }

    // Every command that reads an inventory, given one that cannot be read, with what its
    // declaration requires besides: each row made from the command table, so a new command
    // is held to the context too. Those whose operands are no inventories, or that keep
    // git's policies, are named.
    void unreadableInventory_data() {
        QTest::addColumn<QStringList>("arguments");
        const QSet<QString> readNoInventory{QStringLiteral("schema"), QStringLiteral("lsp"),
                                            QStringLiteral("import"), QStringLiteral("textconv"),
                                            QStringLiteral("merge"),  QStringLiteral("git-setup")};
        for (const CommandSpec* command : commandTable()) {
            const QString name = QString::fromLatin1(command->name);
            if (readNoInventory.contains(name))
                continue;
            QStringList arguments{name};
            // The first of its forms ("verify [FILE] | copy CARD_ID [FILE]").
            for (QString operand : QString::fromUtf8(command->operands.text)
                                       .section(QStringLiteral(" | "), 0, 0)
                                       .split(u' ')) {
                operand.remove(QRegularExpression(QStringLiteral("[\\[\\].]")));
                arguments.append(operand == u"NEW"           ? QStringLiteral("{acme}")
                                 : operand == u"OUT"         ? QStringLiteral("{dir}/out.csv")
                                 : operand == u"FLOW"        ? QStringLiteral("a")
                                 : operand == u"FIELD=VALUE" ? QStringLiteral("name=x")
                                 : operand == u"verify"      ? operand
                                                             : QStringLiteral("{broken}"));
            }
            QSet<char> groups; // one option of an exclusive group is enough
            for (const OptionSpec& option : command->options) {
                if (!option.required || (option.oneOf && groups.contains(option.oneOf)))
                    continue;
                groups.insert(option.oneOf);
                const QString valueName = QString::fromUtf8(option.valueName);
                const QString value =
                    option.choices ? QString::fromUtf8(option.choices).section(u'|', 0, 0)
                    : valueName == u"YYYY-MM-DD" ? utcToday().addDays(30).toString(Qt::ISODate)
                    : valueName == u"WxH"        ? QStringLiteral("800x600")
                    : valueName == u"RULE"       ? QStringLiteral("IP01")
                    : valueName.contains(u'.')   ? QStringLiteral("{dir}/out.") +
                                                     valueName.section(u'.', 1).section(u'|', 0, 0)
                    : option.name == QLatin1StringView("output") ? QStringLiteral("{dir}/out.html")
                                                                 : QStringLiteral("a");
                arguments += {QStringLiteral("--%1").arg(QLatin1StringView(option.name)), value};
            }
            QTest::newRow(command->name) << arguments;
        }
    }
    void unreadableInventory() {
        QFETCH(QStringList, arguments);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString broken = dir.filePath(QStringLiteral("broken.yaml"));
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly));
        brokenFile.write("flows:\n  - flow_id: a\n    name: [unclosed\n");
        brokenFile.close();
        for (QString& argument : arguments) {
            argument.replace(QLatin1StringView("{broken}"), broken);
            argument.replace(
                QLatin1StringView("{acme}"),
                QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"));
            argument.replace(QLatin1StringView("{dir}"), dir.path());
        }
        const ContextRun ran = runInContext(arguments);
        QVERIFY2(ran.status == 2, qPrintable(QStringLiteral("exit status %1 for %2:\n%3")
                                                 .arg(ran.status)
                                                 .arg(arguments.join(u' '), ran.err)));
        QVERIFY2(ran.read.contains(broken), qPrintable(ran.read.join(u' ')));
        QVERIFY2((ran.err + ran.out).contains(broken + QStringLiteral(":4:1: YAML syntax error")) &&
                     !ran.err.contains(QLatin1StringView("--help")),
                 qPrintable(ran.err + ran.out));
    }

    // Every command's exit statuses come from its CommandContext (docs/spec/rules.md, "Exit
    // status of the command line"): an inventory that cannot be read stops it with 2, said
    // with its file, line and column, and read through the context (a command that read it
    // on its own would fail here); an inventory with FAIL findings is 1 for lint alone, the
    // others do their work (diff compares, textconv and merge keep git's policies).
    // {broken}: a YAML file that is no inventory; {acme}: a copy of the example inventory,
    // which has FAIL findings; {dir}: a folder of the row's own.
    void exitStatuses_data() {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("status");
        QTest::addColumn<bool>("readByContext");
        const auto row = [](const char* name, const char* line, int status, bool read) {
            QTest::newRow(name) << QString::fromUtf8(line).split(QLatin1Char(' ')) << status
                                << read;
        };
        // An inventory with FAIL findings.
        row("lint, findings", "lint {acme}", 1, true);
        row("lint, findings, json", "lint {acme} --format json", 1, true);
        row("baseline, findings", "baseline {acme} --output {dir}/b.json", 0, true);
        row("diff, findings, the same", "diff {acme} {acme}", 0, true);
        row("report, findings", "report {acme} --output {dir}/r.html", 0, true);
        row("map, findings", "map {acme} --output {dir}/m.svg", 0, true);
        row("chart, findings",
            "chart {acme} --kind windows --flow billing_to_crm --size 1280x720 --output "
            "{dir}/c.png",
            0, true);
        row("simulate, findings", "simulate {acme} --flow billing_to_crm", 0, true);
        row("ledger, findings", "ledger {acme} --flow billing_to_crm --dialect sqlite", 0, true);
        row("set, findings", "set {acme} billing_to_crm ledger_retention_days=90", 0, true);
        row("fix, findings", "fix {acme}", 0, true);
        row("waive, findings",
            "waive {acme} --flow stripe_payouts_to_netsuite --rule RT01 --justification j "
            "--owner o --expires 2099-01-01 --today 2098-12-01",
            0, true);
        row("format --check, findings", "format {acme} --check", 1, true);
        row("convert, findings", "convert {acme} {dir}/out.csv", 0, true);
        row("textconv, findings", "textconv {acme}", 0, false);
    }
    void exitStatuses() {
        QFETCH(QStringList, arguments);
        QFETCH(int, status);
        QFETCH(bool, readByContext);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString broken = dir.filePath(QStringLiteral("broken.yaml"));
        const QString acme = dir.filePath(QStringLiteral("acme.yaml"));
        QFile brokenFile(broken);
        QVERIFY(brokenFile.open(QIODevice::WriteOnly));
        brokenFile.write("flows:\n  - flow_id: a\n    name: [unclosed\n");
        brokenFile.close();
        QVERIFY(QFile::copy(
            QStringLiteral(FLOWAUDIT_SOURCE_DIR "/resources/examples/acme-inventory.yaml"), acme));
        QFile::setPermissions(acme, QFile::ReadOwner | QFile::WriteOwner);
        for (QString& argument : arguments) {
            argument.replace(QLatin1StringView("{broken}"), broken);
            argument.replace(QLatin1StringView("{acme}"), acme);
            argument.replace(QLatin1StringView("{dir}"), dir.path());
        }
        const ContextRun ran = runInContext(arguments);
        QVERIFY2(ran.status == status, qPrintable(QStringLiteral("exit status %1, not %2:\n%3")
                                                      .arg(ran.status)
                                                      .arg(status)
                                                      .arg(ran.err)));
        const bool unreadable = arguments.contains(broken);
        if (readByContext)
            QVERIFY2(ran.read.contains(unreadable ? broken : acme),
                     qPrintable(ran.read.join(u' ')));
        if (unreadable && status == 2) // where: the file and its line (lint's text: a line)
            QVERIFY2(
                (ran.err + ran.out).contains(broken + QStringLiteral(":4:1: YAML syntax error")) &&
                    !ran.err.contains(QLatin1StringView("--help")),
                qPrintable(ran.err + ran.out));
    }

    // --format is a declared choice, checked in one place: every command that takes it
    // refuses a format it does not declare with the same sentence naming its choices; one
    // that does not take it refuses the option. Either way 2, before any file is read.
    void formatChoices_data() { usageNamesEveryOption_data(); }
    void formatChoices() {
        QFETCH(QString, name);
        const CommandSpec& command = *commandNamed(name);
        const auto declared =
            std::find_if(command.options.begin(), command.options.end(),
                         [](const OptionSpec& o) { return o.name == QLatin1StringView("format"); });
        QStringList arguments{name};
        for (int i = 0; i < command.operands.min; ++i)
            arguments.append(QStringLiteral("none%1.yaml").arg(i));
        if (name == QLatin1StringView("cards"))
            arguments[1] = QStringLiteral("verify");
        arguments += {QStringLiteral("--format"), QStringLiteral("bogus")};
        const ContextRun ran = runInContext(arguments);
        QCOMPARE(ran.status, 2);
        QVERIFY(ran.read.isEmpty());
        if (declared == command.options.end()) {
            QVERIFY2(ran.err.contains(QLatin1StringView("Unknown option 'format'")),
                     qPrintable(ran.err));
            return;
        }
        const QString choices = QString::fromUtf8(declared->choices);
        QVERIFY2(!choices.isEmpty(), "--format is declared without its choices");
        QVERIFY2(ran.err.contains(QLatin1StringView("--format takes ")) &&
                     ran.err.contains(choices.split(QLatin1Char('|')).last() +
                                      QStringLiteral(", not \"bogus\"")),
                 qPrintable(ran.err));
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
