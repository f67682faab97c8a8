#include "core/languageserver/lsptextedits.h"

#include "core/languageserver/lsptextdocument.h"

#include <QJsonObject>

namespace FlowAudit {

namespace {

// The lines with their line ends, so joining them gives the text back.
QList<QStringView> linesOf(const QString& text) {
    QList<QStringView> lines;
    qsizetype start = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('\n')) {
            lines.append(QStringView(text).sliced(start, i + 1 - start));
            start = i + 1;
        }
    }
    lines.append(QStringView(text).sliced(start)); // the last line, maybe empty
    return lines;
}

// Lines [first, end) of `old` replaced by lines [from, to) of `now`. A range ends at the
// start of the line after it; the last line has none after it (it holds no line end), so an
// edit that reaches it ends at its end.
QJsonObject edit(const QList<QStringView>& old, qsizetype first, qsizetype end,
                 const QList<QStringView>& now, qsizetype from, qsizetype to) {
    QString text;
    for (qsizetype i = from; i < to; ++i)
        text += now[i];
    const QJsonObject range = end < old.size() ? LspTextDocument::range(int(first), 0, int(end), 0)
                                               : LspTextDocument::range(int(first), 0, int(end - 1),
                                                                        int(old[end - 1].size()));
    return QJsonObject{{QStringLiteral("range"), range}, {QStringLiteral("newText"), text}};
}

} // namespace

QJsonArray lspTextEdits(const QString& before, const QString& after) {
    const QList<QStringView> old = linesOf(before);
    const QList<QStringView> now = linesOf(after);
    qsizetype head = 0;
    while (head < old.size() && head < now.size() && old[head] == now[head])
        ++head;
    qsizetype tail = 0;
    while (tail < old.size() - head && tail < now.size() - head &&
           old[old.size() - 1 - tail] == now[now.size() - 1 - tail])
        ++tail;
    const qsizetype oldEnd = old.size() - tail;
    const qsizetype nowEnd = now.size() - tail;
    QJsonArray edits;
    if (head == oldEnd && head == nowEnd)
        return edits;
    if (oldEnd - head == nowEnd - head) {
        for (qsizetype i = head; i < oldEnd;) {
            if (old[i] == now[i]) {
                ++i;
                continue;
            }
            qsizetype j = i;
            while (j < oldEnd && old[j] != now[j])
                ++j;
            edits.append(edit(old, i, j, now, i, j));
            i = j;
        }
    } else {
        edits.append(edit(old, head, oldEnd, now, head, nowEnd));
    }
    return edits;
}

} // namespace FlowAudit
