// The command line's progress line on a real terminal (a pseudo-terminal the test opens):
// each step said in place, cleared at the end, cleared before any line a command prints
// meanwhile (a warning never lands on the end of the progress); off a terminal, nothing.
#include "app/cli/clioutput.h"
#include "app/cli/progressline.h"

#include <QTest>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

using namespace FlowAudit;
using namespace FlowAudit::Cli;

namespace {

// A pseudo-terminal: what is written to `terminal` is read back from the master side.
struct PseudoTerminal {
    int master = -1;
    FILE* terminal = nullptr;

    PseudoTerminal() {
        master = posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0)
            return;
        const int slave = ::open(ptsname(master), O_RDWR | O_NOCTTY);
        if (slave >= 0)
            terminal = fdopen(slave, "w");
        fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK);
    }
    ~PseudoTerminal() {
        if (terminal)
            std::fclose(terminal);
        if (master >= 0)
            ::close(master);
    }
    QByteArray written() const {
        QByteArray out;
        char buffer[4096];
        for (ssize_t n; (n = ::read(master, buffer, sizeof buffer)) > 0;)
            out.append(buffer, qsizetype(n));
        return out.replace("\r\n", "\n"); // the terminal's own line discipline
    }
};

ReportSteps twoSteps() {
    return ReportSteps({QStringLiteral("Checking…"), QStringLiteral("Drawing…")}, {50, 50});
}

} // namespace

class TestProgressLine : public QObject {
    Q_OBJECT
private slots:
    void saysEachStepAndClearsBeforeAMessage() {
        PseudoTerminal pty;
        QVERIFY(pty.terminal);
        {
            ProgressLine progress(twoSteps(), pty.terminal);
            progress.report(0, 0, 1);
            QCOMPARE(pty.written(), QByteArray("\rChecking… 0 %"));
            printLine(pty.terminal, QStringLiteral("a warning"));
            // Blanked (as many spaces as it had characters), back to the start of the line,
            // then the message on a line of its own.
            const QByteArray blank = "\r" + QByteArray(13, ' ') + "\r";
            QCOMPARE(pty.written(), blank + "a warning\n");
            progress.report(1, 0, 1);
            QCOMPARE(pty.written(), QByteArray("\rDrawing… 50 %"));
        }
        QCOMPARE(pty.written(), "\r" + QByteArray(13, ' ') + "\r"); // cleared at the end
        // Once it is gone, a line is printed as it is.
        printLine(pty.terminal, QStringLiteral("done"));
        QCOMPARE(pty.written(), QByteArray("done\n"));
    }

    void writesNothingOffATerminal() {
        FILE* file = std::tmpfile();
        QVERIFY(file);
        {
            ProgressLine progress(twoSteps(), file);
            progress.report(0, 0, 1);
            printLine(file, QStringLiteral("a warning"));
            progress.report(1, 1, 2);
        }
        std::rewind(file);
        char buffer[64] = {};
        const size_t n = std::fread(buffer, 1, sizeof buffer - 1, file);
        std::fclose(file);
        QCOMPARE(QByteArray(buffer, qsizetype(n)), QByteArray("a warning\n"));
    }
};

QTEST_GUILESS_MAIN(TestProgressLine)
#include "tst_progressline.moc"
