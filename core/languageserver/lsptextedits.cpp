#include "core/languageserver/lsptextedits.h"

#include "core/languageserver/lsptextdocument.h"

#include <QJsonObject>

#include <dtl/dtl.hpp>

#include <vector>

namespace FlowAudit {

namespace {

// Lines [first, end) of `old` replaced by `text`. A range ends at the start of the line
// after it; the last line has none after it (it holds no line end), so an edit that reaches
// it ends at its end.
QJsonObject edit(const QList<QStringView>& old, qsizetype first, qsizetype end,
                 const QString& text) {
    const QJsonObject range = end < old.size() ? LspTextDocument::range(int(first), 0, int(end), 0)
                                               : LspTextDocument::range(int(first), 0, int(end - 1),
                                                                        int(old[end - 1].size()));
    return QJsonObject{{QStringLiteral("range"), range}, {QStringLiteral("newText"), text}};
}

} // namespace

QJsonArray lspTextEdits(const QString& before, const QString& after) {
    const QList<QStringView> old = lspLines(before);
    const QList<QStringView> now = lspLines(after);
    qsizetype head = 0;
    while (head < old.size() && head < now.size() && old[head] == now[head])
        ++head;
    qsizetype tail = 0;
    while (tail < old.size() - head && tail < now.size() - head &&
           old[old.size() - 1 - tail] == now[now.size() - 1 - tail])
        ++tail;
    // The edit script of the lines between (Myers' O(ND), dtl's): each run of removed and
    // added lines between kept ones is one edit.
    const std::vector<QStringView> middleOld(old.begin() + head, old.end() - tail);
    const std::vector<QStringView> middleNow(now.begin() + head, now.end() - tail);
    dtl::Diff<QStringView, std::vector<QStringView>> diff(middleOld, middleNow);
    diff.onHuge();
    diff.compose();
    QJsonArray edits;
    qsizetype at = head, runStart = -1;
    QString runText;
    const auto close = [&] {
        if (runStart >= 0)
            edits.append(edit(old, runStart, at, runText));
        runStart = -1;
        runText.clear();
    };
    for (const auto& [line, info] : diff.getSes().getSequence()) {
        if (info.type == dtl::SES_COMMON) {
            close();
            ++at;
            continue;
        }
        if (runStart < 0)
            runStart = at;
        if (info.type == dtl::SES_DELETE)
            ++at;
        else
            runText += line;
    }
    close();
    return edits;
}

} // namespace FlowAudit
