#pragma once

#include "core/languageserver/inventoryanalysis.h"

#include <QDate>
#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <memory>

namespace FlowAudit {

class CardResolution;
class FileWatch;
struct LspActionContext;

// A Language Server (LSP 3.17) for inventory files, on the engine `lint` runs: it takes the
// client's messages one by one (receive) and answers by `send`, as a transport frames them
// (`flowaudit-cli lsp` on standard input and output). Diagnostics follow each change after
// a pause in typing (debounced), every request is answered on the text as it is then, and
// nothing a client sends, a half-typed file or a method it does not know, stops it.
class InventoryLanguageServer : public QObject {
    Q_OBJECT
public:
    struct Settings {
        // The vendor cards for advisories, fixes and hovers, with each document's team cards.
        const CardResolution* cards = nullptr;
        QDate today; // invalid: the UTC date of each analysis
        int debounceMilliseconds = 250;
        QString owner; // who accepts a risk when the client names no one
    };

    explicit InventoryLanguageServer(Settings settings, QObject* parent = nullptr);
    ~InventoryLanguageServer() override;

    void receive(const QJsonObject& message);
    // A message that could not be read: answered with a parse error (-32700).
    void receiveMalformed(const QString& why);
    // Analyses and publishes what is waiting for the pause in typing (for tests and shutdown).
    void flush();

signals:
    void send(const QJsonObject& message);
    // `exit` arrived: 0 after `shutdown`, 1 before (as the protocol says).
    void exitRequested(int code);

private:
    struct OpenDocument;

    void request(const QJsonValue& id, const QString& method, const QJsonObject& params);
    void answer(const QJsonValue& id, const QString& method, const QJsonObject& params);
    void publishUnpublished();
    void notification(const QString& method, const QJsonObject& params);
    void respond(const QJsonValue& id, const QJsonValue& result);
    void respondError(const QJsonValue& id, int code, const QString& message);
    void publish(OpenDocument& document);
    QJsonObject capabilities() const;
    QDate today() const;
    // What a code action reads beyond the document: its analysis's cards, the owner, today.
    LspActionContext actionContext(const InventoryAnalysis& analysis, bool resolveEdits) const;
    // The analysis of the document's current text, made now when the text changed since.
    const InventoryAnalysis& analysisOf(OpenDocument& document);
    OpenDocument* documentOf(const QJsonObject& params);

    Settings m_settings;
    QString m_owner;
    bool m_initialized = false;
    bool m_shutdown = false;
    QHash<QString, std::shared_ptr<OpenDocument>> m_documents;
    QSet<QString> m_waiting;        // changed, not yet analysed
    QSet<QString> m_unpublished;    // analysed for a request, not yet published
    bool m_resolveEdits = false;    // the client resolves a code action's edit when chosen
    bool m_hoverMarkdown = false;   // it shows Markdown in a hover
    bool m_disabledActions = false; // it shows a disabled code action with its reason
    QTimer m_pause;
    // The team card folders of the open documents: a change on disk analyses them again.
    FileWatch* m_cardFolders;
};

} // namespace FlowAudit
