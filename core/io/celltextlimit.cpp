#include "core/io/celltextlimit.h"

#include "core/io/ioerror.h"

#include <QCoreApplication>

namespace FlowAudit {

qsizetype CellTextLimit::utf8Size(QStringView text) {
    qsizetype bytes = 0;
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char16_t c = text[i].unicode();
        if (c < 0x80) {
            bytes += 1;
        } else if (c < 0x800) {
            bytes += 2;
        } else if (QChar::isHighSurrogate(c) && i + 1 < n &&
                   QChar::isLowSurrogate(text[i + 1].unicode())) {
            bytes += 4;
            ++i;
        } else {
            bytes += 3;
        }
    }
    return bytes;
}

bool CellTextLimit::fits(QStringView text) {
    // Three bytes a character at most: short texts need no count.
    return text.size() * 3 <= InputLimits::MaxValueBytes ||
           utf8Size(text) <= InputLimits::MaxValueBytes;
}

std::optional<QString> CellTextLimit::problem(QStringView text) {
    if (fits(text))
        return std::nullopt;
    // In bytes: "1.00 MB is more than 1 MB" would say nothing.
    return QCoreApplication::translate(
               "CellTextLimit", "%L1 bytes of text: a cell may hold at most %2 MB "
                                "(%L3 bytes), the most an inventory file may hold in one cell")
        .arg(utf8Size(text))
        .arg(InputLimits::MaxValueBytes / (1024 * 1024))
        .arg(InputLimits::MaxValueBytes);
}

} // namespace FlowAudit
