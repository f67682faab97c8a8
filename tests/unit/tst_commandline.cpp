// The command line's table and each command's parsing, run in-process on the library the
// flowaudit-cli program is a main() over: every command in the table once, its usage naming
// every option it takes, the command list short, and each command's usage mistakes refused
// with exit status 2 and a sentence before anything is read or written.
#include "app/cli/commandtable.h"
#include "core/rules/rulecatalogue.h"
#include "core/vendors/cardage.h"

#include "testsupport.h"

#include <QRegularExpression>
#include <QSet>
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
    const QList<QCommandLineOption> options = command.options();
    for (const QCommandLineOption& option : options)
        names.insert(option.names().constFirst());
    return names;
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
            QVERIFY(command->run && command->options && command->summary && command->usage &&
                    command->exitStatus);
            QVERIFY2(QString::fromUtf8(command->usage)
                         .startsWith(QStringLiteral("  flowaudit-cli %1 ").arg(name)),
                     command->usage);
            QVERIFY2(QString::fromUtf8(command->exitStatus)
                         .startsWith(QLatin1StringView("Exit status: ")),
                     command->name);
        }
        QCOMPARE(names.size(), 20);
        QCOMPARE(commandNamed(QStringLiteral("frobnicate")), nullptr);
    }

    // Each option is declared once, in the table, and named in the usage: what the parser
    // accepts is what the usage's synopsis names.
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
    }

    // The limits a usage states are the ones the code holds (a usage is a fixed text, so a
    // test keeps the two in step).
    void usageLimitsAreTheConstants() {
        QVERIFY(
            QString::fromUtf8(waiveCommand.usage)
                .contains(
                    QStringLiteral("more than %1 days").arg(RuleCatalogue::WaiverLongestTermDays)));
        // The default threshold is each card's own review period, said as such.
        QVERIFY(QString::fromUtf8(reportCommand.usage)
                    .contains(QStringLiteral("(default, or 0: each card's own review_every)")));
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
        QVERIFY(asked.out.contains(QString::fromUtf8(command.exitStatus)));
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
        row("lint without a file", {l("lint")}, "lint needs at least one inventory file");
        row("lint --format", {l("lint"), l("--format"), l("pdf"), x}, "unknown format \"pdf\"");
        row("lint --fail-on", {l("lint"), l("--fail-on"), l("info"), x},
            "--fail-on takes fail or warn");
        row("lint --today", {l("lint"), l("--today"), l("2026-13-01"), x}, "YYYY-MM-DD");
        row("lint --sheet off a workbook", {l("lint"), l("--sheet"), l("Flows"), x},
            "read Excel workbooks");
        row("lint --header-row", {l("lint"), l("--header-row"), l("0"), l("a.xlsx")},
            "--header-row takes a row number");
        row("lint --map and --map-file",
            {l("lint"), l("--map"), l("A=source"), l("--map-file"), l("m.txt"), l("a.xlsx")},
            "give one of them");
        row("lint --baseline of two", {l("lint"), l("--baseline"), l("b.json"), x, l("other.yaml")},
            "one inventory with its baseline");
        row("lint --format without value", {l("lint"), x, l("--format")}, "format");
        row("baseline without --output", {l("baseline"), x}, "baseline needs --output FILE");
        row("baseline of two", {l("baseline"), x, l("other.yaml"), l("--output"), l("b.json")},
            "baseline takes one inventory file");
        row("diff of one", {l("diff"), x}, "diff needs two inventories");
        row("diff --format", {l("diff"), x, l("other.yaml"), l("--format"), l("pdf")},
            "text, json or markdown");
        row("report without --output", {l("report"), x}, "report needs --output PATH");
        row("report to .txt", {l("report"), x, l("--output"), l("r.txt")},
            "neither .pdf nor .html");
        row("report --paper", {l("report"), x, l("--output"), l("r.pdf"), l("--paper"), l("a5")},
            "unknown paper \"a5\"");
        row("report --detail",
            {l("report"), x, l("--output"), l("r.pdf"), l("--detail"), l("some")},
            "unknown detail");
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
        row("simulate without --flow", {l("simulate"), x}, "simulate needs --flow ID");
        row("simulate --format", {l("simulate"), x, l("--flow"), l("a"), l("--format"), l("xml")},
            "use text, json or csv");
        row("ledger without --dialect", {l("ledger"), x, l("--flow"), l("a")},
            "ledger needs --dialect");
        row("ledger --dialect", {l("ledger"), x, l("--flow"), l("a"), l("--dialect"), l("oracle")},
            "unknown dialect \"oracle\"");
        row("set without a field", {l("set"), x, l("a")}, "set takes FILE FLOW FIELD=VALUE");
        row("fix --choice", {l("fix"), x, l("--choice"), l("0")}, "--choice takes a fix's number");
        row("fix --rule", {l("fix"), x, l("--rule"), l("XX99")}, "there is no rule XX99");
        row("waive without --owner",
            {l("waive"), x, l("--flow"), l("a"), l("--rule"), l("IP01"), l("--justification"),
             l("j"), l("--expires"), l("2027-01-01")},
            "waive needs --owner");
        row("waive a CSV", {l("waive"), l("none.csv"), l("--flow"), l("a")},
            "waivers are kept in a YAML inventory");
        row("format of two", {l("format"), x, l("other.yaml")}, "format takes one FILE");
        row("format a workbook", {l("format"), l("a.xlsx")}, "not workbooks");
        row("convert of one", {l("convert"), x}, "convert takes two files");
        row("convert to .txt", {l("convert"), x, l("out.txt")}, "cannot tell a format");
        row("import without --output", {l("import"), l("w.json")},
            "import needs --output INVENTORY or --into");
        row("import to .txt", {l("import"), l("w.json"), l("--output"), l("o.txt")},
            "import writes .yaml, .yml or .csv");
        row("textconv of two", {l("textconv"), x, l("other.yaml")}, "textconv needs one file");
        row("merge of two", {l("merge"), x, l("other.yaml")}, "merge needs three files");
        row("merge --marker-size", {l("merge"), x, x, x, l("--marker-size"), l("3")},
            "--marker-size must be a whole number");
        row("git-setup --pattern blank", {l("git-setup"), l("--pattern"), l(" ")},
            "--pattern needs a pattern");
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
};

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"
