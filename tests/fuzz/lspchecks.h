#pragma once

#include "core/languageserver/inventorylanguageserver.h"
#include "core/languageserver/lspmessagereader.h"
#include "core/vendors/cardresolution.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

namespace FlowAudit::FuzzChecks {

// The language server on any byte stream (fuzz_lspmessages; tst_fuzzregressions replays its
// finds): the first byte is the size of the pieces the rest arrives in, the rest is what a
// client sends. Whatever it is, every request gets exactly one answer with its ID (a result
// or an error), every message that cannot be read gets a parse error, and every
// publication is of a document the client opened.
// With the vendor cards, so the advisories, the card-based fixes and the hovers' cards run.
inline QByteArray checkLanguageServer(const QByteArray& bytes, const VendorCatalogue& cards) {
    if (bytes.isEmpty())
        return {};
    const qsizetype piece = std::max<qsizetype>(1, quint8(bytes.at(0)));
    InventoryLanguageServer::Settings settings;
    settings.today = QDate(2026, 12, 1);
    const CardResolution resolution(cards);
    settings.cards = &resolution;
    settings.debounceMilliseconds = 0;
    InventoryLanguageServer server(settings);
    QHash<QString, int> asked;    // request IDs, as JSON, and how often each was used
    QHash<QString, int> answered; // the same for the answers
    int malformed = 0;
    QSet<QString> opened;
    QByteArray problem;
    const auto key = [](const QJsonValue& id) {
        return QString::fromUtf8(QJsonDocument(QJsonArray{id}).toJson(QJsonDocument::Compact));
    };
    QObject::connect(&server, &InventoryLanguageServer::send, [&](const QJsonObject& message) {
        if (message.contains(QStringLiteral("id"))) {
            if (!message.contains(QStringLiteral("result")) &&
                !message.contains(QStringLiteral("error")))
                problem = "an answer with neither result nor error";
            ++answered[key(message.value(QStringLiteral("id")))];
        } else if (!opened.contains(
                       message[QStringLiteral("params")][QStringLiteral("uri")].toString())) {
            problem = "diagnostics published for a document never opened";
        }
    });
    LspMessageReader reader;
    const QByteArray stream = bytes.mid(1);
    for (qsizetype at = 0; at < stream.size() && problem.isEmpty(); at += piece) {
        reader.feed(stream.mid(at, piece));
        while (std::optional<LspMessageReader::Message> message = reader.take()) {
            if (!message->error.isEmpty()) {
                ++malformed;
                server.receiveMalformed(message->error);
                continue;
            }
            const QJsonObject& json = message->json;
            const QString method = json.value(QStringLiteral("method")).toString();
            if (method == QLatin1String("textDocument/didOpen"))
                opened.insert(json[QStringLiteral("params")][QStringLiteral("textDocument")]
                                  [QStringLiteral("uri")]
                                      .toString());
            const bool answerable =
                json.contains(QStringLiteral("id")) &&
                (!method.isEmpty() || (!json.contains(QStringLiteral("result")) &&
                                       !json.contains(QStringLiteral("error"))));
            if (answerable)
                ++asked[key(json.value(QStringLiteral("id")))];
            server.receive(json);
        }
    }
    server.flush();
    if (!problem.isEmpty())
        return problem;
    asked[key(QJsonValue::Null)] += malformed;
    asked.removeIf([](const auto& entry) { return entry.value() == 0; });
    if (asked != answered)
        return "the answers do not match the requests one to one";
    return {};
}

} // namespace FlowAudit::FuzzChecks
