#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace FlowAudit {

// The base protocol of the Language Server Protocol 3.17 on a byte stream: each message is
// headers (`Content-Length: N`, optionally `Content-Type`), a blank line, and N bytes of JSON.
// Bytes are fed as they arrive, in pieces of any size; whole messages are taken one by one.
// Nothing a client sends can stop it: a malformed header block is skipped up to its blank
// line, a message too large is skipped whole, and JSON that does not parse (invalid UTF-8
// included) is given as a parse error, for the server's -32700 answer.
class LspMessageReader {
public:
    // The largest message read: an inventory of 50 MB, escaped in JSON, fits.
    static constexpr qsizetype MaxContentLength = 256 * 1024 * 1024;

    struct Message {
        QJsonObject json; // when it parsed as a JSON object
        QString error;    // else why not (framing or JSON), for the client's log
    };

    void feed(const QByteArray& bytes);
    // The next whole message, or nothing until more bytes are fed.
    std::optional<Message> take();
    // Bytes held for a message not yet whole (for tests and limits).
    qsizetype pending() const { return m_buffer.size() - m_start; }

private:
    QByteArray m_buffer;
    qsizetype m_start = 0;    // where the unread bytes begin
    qsizetype m_skipping = 0; // bytes of an oversized message still to drop
    void compact();
};

// A message framed for the stream: its header and its compact JSON.
QByteArray lspFramed(const QJsonObject& message);

} // namespace FlowAudit
