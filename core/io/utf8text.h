#pragma once

#include <QString>
#include <QStringDecoder>

namespace FlowAudit {

// UTF-8 bytes as text, every character kept. QString::fromUtf8 drops a BOM at the start of
// what it decodes; in a value or a cell that is a character the user wrote, and a value
// that lost it reads back differently after a save (found by fuzz_csvreader).
inline QString utf8Text(const char* bytes, qsizetype size) {
    if (size >= 3 && bytes[0] == '\xEF' && bytes[1] == '\xBB' && bytes[2] == '\xBF') {
        QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::ConvertInitialBom);
        return decoder.decode(QByteArrayView(bytes, size));
    }
    return QString::fromUtf8(bytes, size);
}

inline QString utf8Text(QByteArrayView bytes) {
    return utf8Text(bytes.data(), bytes.size());
}

} // namespace FlowAudit
