#include "core/io/table/tablerows.h"

#include "core/io/utf8text.h"

#include <QStringList>

namespace FlowAudit {

QString TableRows::cellName(int line, qsizetype column) const {
    QString letters;
    for (qsizetype c = qMax<qsizetype>(column, 0) + 1; c > 0; c = (c - 1) / 26)
        letters.prepend(QChar(char16_t(u'A' + (c - 1) % 26)));
    return QStringLiteral("%1!%2%3").arg(sheet, letters).arg(line);
}

QStringList TableRows::texts(qsizetype row) const {
    QStringList out;
    for (const QByteArray& cell : rows[row].cells)
        out.append(utf8Text(cell));
    return out;
}

} // namespace FlowAudit
