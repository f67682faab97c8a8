// flowaudit-cli lsp: the Language Server on standard input and output, for any editor.
#include "app/cli/bundledcards.h"
#include "app/cli/clioutput.h"
#include "app/cli/commandcontext.h"
#include "app/cli/commandtable.h"
#include "app/cli/commonoptions.h"

#include "core/languageserver/inventorylanguageserver.h"
#include "core/languageserver/lspmessagereader.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <pwd.h>
#include <unistd.h>

namespace FlowAudit::Cli {

namespace {

// The server's messages, framed, to standard output; false once it is gone (the client
// closed it), after which there is no one to answer.
bool writeOut(const QByteArray& bytes) {
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t written =
            ::write(STDOUT_FILENO, bytes.constData() + done, size_t(bytes.size() - done));
        if (written < 0 && errno == EINTR)
            continue;
        if (written <= 0)
            return false;
        done += written;
    }
    return true;
}

// Standard input to the server as the bytes come, on the event loop (so the pause before
// diagnostics runs between messages); the loop ends at `exit`, or with 1 when the client
// closes the stream without one.
int serve(InventoryLanguageServer& server) {
    int status = -1;
    QObject::connect(&server, &InventoryLanguageServer::send,
                     [&status](const QJsonObject& message) {
                         if (!writeOut(lspFramed(message)) && status < 0) {
                             status = 1;
                             QCoreApplication::exit(1);
                         }
                     });
    QObject::connect(&server, &InventoryLanguageServer::exitRequested, [&status](int code) {
        status = code;
        QCoreApplication::exit(code);
    });
    LspMessageReader reader;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, [&] {
        // Blocking: the notifier says there is something, and a read returns what there is.
        // (Non-blocking input would make output non-blocking too where the two share a
        // socket or a terminal, and a long answer would then be cut.)
        char buffer[64 * 1024];
        const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (got < 0 && (errno == EAGAIN || errno == EINTR))
            return;
        if (got <= 0) { // the client is gone without `exit`
            input.setEnabled(false);
            if (status < 0) {
                status = 1;
                QCoreApplication::exit(1);
            }
            return;
        }
        reader.feed(QByteArray(buffer, got));
        while (status < 0) {
            std::optional<LspMessageReader::Message> message = reader.take();
            if (!message)
                break;
            if (message->error.isEmpty())
                server.receive(message->json);
            else
                server.receiveMalformed(message->error);
        }
    });
    const int looped = QCoreApplication::exec();
    return status >= 0 ? status : looped;
}

const OptionSpec lspOptions[] = {
    {.name = "stdio",
     .help = QT_TRANSLATE_NOOP("FlowAudit::Cli",
                               "accepted for editors that pass it; standard input and output "
                               "are the only\ntransport")},
    Options::described(Options::today,
                       QT_TRANSLATE_NOOP("FlowAudit::Cli",
                                         "the day waivers expire against (default: today in "
                                         "UTC)"))};

int runLsp(CommandContext& context) {
    InventoryLanguageServer::Settings settings;
    if (context.isSet(Options::Today)) // else each day's own
        settings.today = context.date(Options::Today);
    const CardResolution cards = CardResolution::installed(); // each document's team cards too
    sayCardProblems(cards.baseProblems());
    settings.cards = &cards;
    settings.owner = qEnvironmentVariable("USER", qEnvironmentVariable("LOGNAME"));
    if (settings.owner.isEmpty()) // a login without them (a service, a container): its account
        if (const passwd* account = ::getpwuid(::getuid()))
            settings.owner = QString::fromLocal8Bit(account->pw_name);
    std::signal(SIGPIPE, SIG_IGN); // a client that goes away is a failed write, not a kill
    InventoryLanguageServer server(settings);
    return serve(server);
}

} // namespace

extern const CommandSpec lspCommand{
    "lsp",
    CommandGroup::Check,
    QT_TRANSLATE_NOOP("FlowAudit::Cli", "a language server for inventories, for any editor"),
    {"", 0, 0},
    QT_TRANSLATE_NOOP(
        "FlowAudit::Cli",
        "Speak the Language Server Protocol (3.17) on standard input and output, for\n"
        "editors such as VS Code, Neovim or an IDE. As the inventory is typed it gives\n"
        "lint's findings (rules, advisories, waivers) on lint's lines; hovers with a\n"
        "field's meaning and a finding's rule, fix and vendor cards; code actions with\n"
        "the fixes of fix and \"accept as a risk\" (a waiver, for the justification to be\n"
        "written), each changing only the lines a save of it would; completion of\n"
        "fields, values, flow IDs and rules in waivers; and one symbol per flow."),
    lspOptions,
    QT_TRANSLATE_NOOP("FlowAudit::Cli",
                      "Exit status: 0 after the client's shutdown and exit, 1 when the client "
                      "exits or goes\naway without shutdown, 2 bad usage."),
    runLsp};

} // namespace FlowAudit::Cli
