#include "core/languageserver/lspmessagereader.h"

#include <QJsonDocument>
#include <QJsonParseError>

namespace FlowAudit {

namespace {

// The length a header block gives, -1 when it gives none or a malformed one.
qsizetype contentLength(QByteArrayView headers) {
    qsizetype length = -1;
    for (const QByteArray& raw : headers.toByteArray().split('\n')) {
        const QByteArrayView line = QByteArrayView(raw).trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon <= 0)
            continue;
        if (line.first(colon).trimmed().compare("Content-Length", Qt::CaseInsensitive) != 0)
            continue;
        const QByteArrayView digits = line.sliced(colon + 1).trimmed();
        bool ok = false;
        const qlonglong value = digits.toLongLong(&ok);
        if (!ok || value < 0 || digits.startsWith('+') || digits.startsWith('-'))
            return -1;
        length = value;
    }
    return length;
}

} // namespace

void LspMessageReader::feed(const QByteArray& bytes) {
    qsizetype from = 0;
    if (m_skipping > 0) {
        from = std::min(m_skipping, bytes.size());
        m_skipping -= from;
    }
    m_buffer.append(QByteArrayView(bytes).sliced(from));
}

void LspMessageReader::compact() {
    // Unread bytes move to the front once the read ones are the larger part: amortised
    // linear, however small the pieces.
    if (m_start > 0 && m_start * 2 >= m_buffer.size()) {
        m_buffer.remove(0, m_start);
        m_start = 0;
    }
}

std::optional<LspMessageReader::Message> LspMessageReader::take() {
    const QByteArrayView unread = QByteArrayView(m_buffer).sliced(m_start);
    // Headers end at a blank line; CRLF is the protocol's, a bare LF is taken too.
    qsizetype end = unread.indexOf("\r\n\r\n");
    qsizetype separator = 4;
    const qsizetype bare = unread.indexOf("\n\n");
    if (bare >= 0 && (end < 0 || bare < end)) {
        end = bare;
        separator = 2;
    }
    if (end < 0) {
        if (unread.size() > 64 * 1024) { // no header is that long: drop what cannot be one
            m_start = m_buffer.size();
            compact();
            return Message{{}, QStringLiteral("a header longer than 64 KiB was dropped")};
        }
        return std::nullopt;
    }
    const qsizetype length = contentLength(unread.first(end));
    if (length < 0) {
        m_start += end + separator;
        compact();
        return Message{{}, QStringLiteral("a message without a valid Content-Length was dropped")};
    }
    const qsizetype bodyStart = end + separator;
    if (length > MaxContentLength) {
        const qsizetype here = std::min(unread.size() - bodyStart, length);
        m_skipping = length - here;
        m_start += bodyStart + here;
        compact();
        return Message{{},
                       QStringLiteral("a message of %1 bytes, above the limit of %2, was dropped")
                           .arg(length)
                           .arg(MaxContentLength)};
    }
    if (unread.size() - bodyStart < length)
        return std::nullopt;
    const QByteArray body = unread.sliced(bodyStart, length).toByteArray();
    m_start += bodyStart + length;
    compact();
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(body, &error);
    if (error.error != QJsonParseError::NoError)
        return Message{
            {}, QStringLiteral("JSON: %1 at byte %2").arg(error.errorString()).arg(error.offset)};
    if (!document.isObject())
        return Message{{}, QStringLiteral("the message is not a JSON object")};
    return Message{document.object(), {}};
}

QByteArray lspFramed(const QJsonObject& message) {
    const QByteArray body = QJsonDocument(message).toJson(QJsonDocument::Compact);
    return "Content-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body;
}

} // namespace FlowAudit
