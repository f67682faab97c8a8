#include "core/languageserver/inventorylanguageserver.h"

#include "core/io/files/filewatch.h"
#include "core/languageserver/lspcodeactions.h"
#include "core/languageserver/lspcompletion.h"
#include "core/languageserver/lspdiagnostics.h"
#include "core/languageserver/lsphover.h"
#include "core/languageserver/lspsymbols.h"
#include "core/waivers/waiverstatus.h"

#include <QJsonArray>

namespace FlowAudit {

namespace {

// JSON-RPC's and LSP's error codes.
enum ErrorCode {
    ParseError = -32700,
    InvalidRequest = -32600,
    MethodNotFound = -32601,
    ServerNotInitialized = -32002,
};

const QString Uri = QStringLiteral("uri");

int documentLineOf(const QJsonObject& params) {
    return params[QStringLiteral("position")][QStringLiteral("line")].toInt(-1);
}

int characterOf(const QJsonObject& params) {
    return params[QStringLiteral("position")][QStringLiteral("character")].toInt();
}

} // namespace

struct InventoryLanguageServer::OpenDocument {
    LspTextDocument text;
    std::shared_ptr<const InventoryAnalysis> analysis;     // of some version of the text
    std::shared_ptr<const InventoryAnalysis> lastReadable; // the last version that was one
};

InventoryLanguageServer::InventoryLanguageServer(Settings settings, QObject* parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_owner(m_settings.owner)
    , m_cardFolders(new FileWatch(this)) {
    m_pause.setSingleShot(true);
    m_pause.setInterval(m_settings.debounceMilliseconds);
    connect(&m_pause, &QTimer::timeout, this, &InventoryLanguageServer::flush);
    // A team's card changed on disk (git pull, Mark Fact as Checked, cards verify --stamp):
    // the documents that read it are analysed again after the pause, as after typing.
    connect(m_cardFolders, &FileWatch::changed, this, [this](const QStringList& folders) {
        for (const auto& document : std::as_const(m_documents)) {
            const InventoryAnalysis* analysis = document->analysis.get();
            if (analysis && folders.contains(analysis->teamFolder))
                m_waiting.insert(document->text.uri());
        }
        m_pause.start();
    });
}

InventoryLanguageServer::~InventoryLanguageServer() = default;

LspActionContext InventoryLanguageServer::actionContext(const InventoryAnalysis& analysis,
                                                        bool resolveEdits) const {
    return {analysis.cards, m_owner, today(), resolveEdits, m_disabledActions};
}

QDate InventoryLanguageServer::today() const {
    return m_settings.today.isValid() ? m_settings.today : utcToday();
}

void InventoryLanguageServer::receive(const QJsonObject& message) {
    const QString method = message.value(QStringLiteral("method")).toString();
    const QJsonObject params = message.value(QStringLiteral("params")).toObject();
    const bool isRequest = message.contains(QStringLiteral("id"));
    if (method.isEmpty()) {
        if (isRequest && !message.contains(QStringLiteral("result")) &&
            !message.contains(QStringLiteral("error")))
            respondError(message.value(QStringLiteral("id")), InvalidRequest,
                         QStringLiteral("a request needs a method"));
        return; // a response to a request of ours: we send none that need one
    }
    if (isRequest)
        request(message.value(QStringLiteral("id")), method, params);
    else
        notification(method, params);
}

void InventoryLanguageServer::receiveMalformed(const QString& why) {
    respondError(QJsonValue::Null, ParseError, why);
}

void InventoryLanguageServer::request(const QJsonValue& id, const QString& method,
                                      const QJsonObject& params) {
    answer(id, method, params);
    // The findings of a text a request made current follow its answer, so the user waits
    // for the answer alone.
    publishUnpublished();
}

void InventoryLanguageServer::answer(const QJsonValue& id, const QString& method,
                                     const QJsonObject& params) {
    if (method == QLatin1String("initialize") && m_initialized) {
        respondError(id, InvalidRequest, QStringLiteral("initialize comes once"));
        return;
    }
    if (method == QLatin1String("initialize")) {
        m_initialized = true;
        const QJsonValue textDocument =
            params[QStringLiteral("capabilities")][QStringLiteral("textDocument")];
        // Editors that resolve a code action's edit when it is chosen get the actions
        // without their edits, which are then made for the chosen one alone.
        m_resolveEdits =
            textDocument[QStringLiteral("codeAction")][QStringLiteral("resolveSupport")]
                        [QStringLiteral("properties")]
                            .toArray()
                            .contains(QStringLiteral("edit"));
        m_hoverMarkdown = textDocument[QStringLiteral("hover")][QStringLiteral("contentFormat")]
                              .toArray()
                              .contains(QStringLiteral("markdown"));
        m_disabledActions =
            textDocument[QStringLiteral("codeAction")][QStringLiteral("disabledSupport")].toBool();
        const QString owner =
            params[QStringLiteral("initializationOptions")][QStringLiteral("owner")].toString();
        if (!owner.trimmed().isEmpty())
            m_owner = owner.trimmed();
        respond(id, QJsonObject{{QStringLiteral("capabilities"), capabilities()},
                                {QStringLiteral("serverInfo"),
                                 QJsonObject{{QStringLiteral("name"), QStringLiteral("flowaudit")},
                                             {QStringLiteral("version"),
                                              QStringLiteral(FLOWAUDIT_VERSION)}}}});
        return;
    }
    if (!m_initialized) {
        respondError(id, ServerNotInitialized, QStringLiteral("initialize comes first"));
        return;
    }
    if (m_shutdown) {
        respondError(id, InvalidRequest,
                     QStringLiteral("the server is shut down: exit comes next"));
        return;
    }
    if (method == QLatin1String("shutdown")) {
        m_shutdown = true;
        respond(id, QJsonValue::Null);
        return;
    }
    OpenDocument* document = nullptr;
    const bool aboutADocument = method.startsWith(QLatin1String("textDocument/"));
    if (aboutADocument)
        document = documentOf(params);
    if (method == QLatin1String("textDocument/hover")) {
        if (document && analysisOf(*document).meantAsInventory) {
            const InventoryAnalysis& analysis = analysisOf(*document);
            respond(id, lspHover(analysis, document->text, documentLineOf(params),
                                 characterOf(params), analysis.cards, m_hoverMarkdown));
        } else {
            respond(id, QJsonValue::Null);
        }
    } else if (method == QLatin1String("textDocument/codeAction")) {
        if (document) {
            const InventoryAnalysis& analysis = analysisOf(*document);
            respond(id, lspCodeActions(analysis, document->text, params,
                                       actionContext(analysis, m_resolveEdits)));
        } else {
            respond(id, QJsonArray());
        }
    } else if (method == QLatin1String("codeAction/resolve")) {
        // The action names its document in its data.
        OpenDocument* named = documentOf(
            QJsonObject{{QStringLiteral("textDocument"),
                         QJsonObject{{Uri, params[QStringLiteral("data")][Uri].toString()}}}});
        if (named) {
            const InventoryAnalysis& analysis = analysisOf(*named);
            respond(id, lspResolvedAction(analysis, named->text, params,
                                          actionContext(analysis, false)));
        } else {
            respond(id, params);
        }
    } else if (method == QLatin1String("textDocument/completion")) {
        if (document && !analysisOf(*document).meantAsInventory)
            document = nullptr; // not an inventory: no keys of ours to offer
        respond(id, document
                        ? lspCompletion(document->text, documentLineOf(params), characterOf(params),
                                        document->lastReadable.get(), today())
                        : QJsonArray());
    } else if (method == QLatin1String("textDocument/documentSymbol")) {
        respond(id, document ? lspDocumentSymbols(analysisOf(*document), document->text)
                             : QJsonArray());
    } else {
        respondError(id, MethodNotFound,
                     QStringLiteral("%1 is not a method of this server").arg(method));
    }
}

void InventoryLanguageServer::notification(const QString& method, const QJsonObject& params) {
    if (method == QLatin1String("exit")) {
        emit exitRequested(m_shutdown ? 0 : 1);
        return;
    }
    if (!m_initialized)
        return; // the protocol drops notifications before initialize
    const QJsonObject textDocument = params[QStringLiteral("textDocument")].toObject();
    const QString uri = textDocument[Uri].toString();
    if (method == QLatin1String("textDocument/didOpen")) {
        auto document = std::make_shared<OpenDocument>();
        document->text = LspTextDocument(uri, textDocument[QStringLiteral("text")].toString(),
                                         textDocument[QStringLiteral("version")].toInt());
        m_documents.insert(uri, document);
        m_waiting.remove(uri);
        publish(*document); // opened: its findings at once
    } else if (method == QLatin1String("textDocument/didChange")) {
        OpenDocument* document = documentOf(params);
        if (!document)
            return;
        for (const QJsonValue& change : params[QStringLiteral("contentChanges")].toArray())
            document->text.apply(change.toObject());
        document->text.setVersion(
            textDocument[QStringLiteral("version")].toInt(document->text.version() + 1));
        m_waiting.insert(uri);
        m_pause.start();
    } else if (method == QLatin1String("textDocument/didClose")) {
        if (!m_documents.remove(uri))
            return;
        m_waiting.remove(uri);
        m_unpublished.remove(uri);
        emit send(QJsonObject{
            {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
            {QStringLiteral("method"), QStringLiteral("textDocument/publishDiagnostics")},
            {QStringLiteral("params"),
             QJsonObject{{Uri, uri}, {QStringLiteral("diagnostics"), QJsonArray()}}}});
    }
    // Anything else ($/cancelRequest, didSave, workspace notifications) needs nothing.
}

InventoryLanguageServer::OpenDocument*
InventoryLanguageServer::documentOf(const QJsonObject& params) {
    const auto found =
        m_documents.constFind(params[QStringLiteral("textDocument")][Uri].toString());
    return found == m_documents.constEnd() ? nullptr : found->get();
}

const InventoryAnalysis& InventoryLanguageServer::analysisOf(OpenDocument& document) {
    if (!document.analysis || document.analysis->version != document.text.version() ||
        m_waiting.contains(document.text.uri())) {
        LintOptions options;
        options.today = today();
        document.analysis = InventoryAnalysis::of(document.text, options, m_settings.cards);
        m_cardFolders->watchFolder(document.analysis->teamFolder);
        if (document.analysis->read.inventory)
            document.lastReadable = document.analysis;
        if (m_waiting.remove(document.text.uri()))
            m_unpublished.insert(document.text.uri()); // what the pause would have published
    }
    return *document.analysis;
}

void InventoryLanguageServer::publishUnpublished() {
    const QSet<QString> unpublished = std::exchange(m_unpublished, {});
    for (const QString& uri : unpublished) {
        if (const auto found = m_documents.constFind(uri); found != m_documents.constEnd())
            publish(**found);
    }
}

void InventoryLanguageServer::publish(OpenDocument& document) {
    const InventoryAnalysis& analysis = analysisOf(document);
    emit send(QJsonObject{
        {QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
        {QStringLiteral("method"), QStringLiteral("textDocument/publishDiagnostics")},
        {QStringLiteral("params"),
         QJsonObject{{Uri, document.text.uri()},
                     {QStringLiteral("version"), document.text.version()},
                     {QStringLiteral("diagnostics"), lspDiagnostics(analysis, document.text)}}}});
}

void InventoryLanguageServer::flush() {
    m_pause.stop();
    const QSet<QString> waiting = m_waiting;
    for (const QString& uri : waiting) {
        if (const auto found = m_documents.constFind(uri); found != m_documents.constEnd())
            analysisOf(**found);
    }
    m_waiting.clear();
    publishUnpublished();
}

void InventoryLanguageServer::respond(const QJsonValue& id, const QJsonValue& result) {
    emit send(QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                          {QStringLiteral("id"), id},
                          {QStringLiteral("result"), result}});
}

void InventoryLanguageServer::respondError(const QJsonValue& id, int code, const QString& message) {
    emit send(
        QJsonObject{{QStringLiteral("jsonrpc"), QStringLiteral("2.0")},
                    {QStringLiteral("id"), id},
                    {QStringLiteral("error"), QJsonObject{{QStringLiteral("code"), code},
                                                          {QStringLiteral("message"), message}}}});
}

QJsonObject InventoryLanguageServer::capabilities() const {
    return QJsonObject{
        {QStringLiteral("positionEncoding"), QStringLiteral("utf-16")},
        {QStringLiteral("textDocumentSync"),
         QJsonObject{{QStringLiteral("openClose"), true},
                     {QStringLiteral("change"), 2}}}, // incremental
        {QStringLiteral("hoverProvider"), true},
        {QStringLiteral("codeActionProvider"),
         QJsonObject{{QStringLiteral("codeActionKinds"), QJsonArray{QStringLiteral("quickfix")}},
                     {QStringLiteral("resolveProvider"), true}}},
        {QStringLiteral("completionProvider"),
         QJsonObject{{QStringLiteral("triggerCharacters"),
                      QJsonArray{QStringLiteral(":"), QStringLiteral(" ")}}}},
        {QStringLiteral("documentSymbolProvider"), true},
    };
}

} // namespace FlowAudit
