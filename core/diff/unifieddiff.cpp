#include "core/diff/unifieddiff.h"

#include <dtl/dtl.hpp>

#include <QByteArrayView>

#include <algorithm>
#include <vector>

namespace FlowAudit {

namespace {

// Each line with its line end, if it has one.
std::vector<QByteArrayView> linesOf(const QByteArray& text) {
    std::vector<QByteArrayView> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        const qsizetype end = text.indexOf('\n', start);
        const qsizetype next = end < 0 ? text.size() : end + 1;
        lines.emplace_back(text.constData() + start, next - start);
        start = next;
    }
    return lines;
}

// One line of the edit script: kept (' '), removed ('-') or added ('+').
struct DiffEdit {
    char mark;
    QByteArrayView line;
    qsizetype beforeAt; // lines of `before` ahead of this one
    qsizetype afterAt;  // lines of `after` ahead of this one
};

void appendLine(QByteArray& out, char mark, QByteArrayView line) {
    out.append(mark);
    if (line.endsWith('\n')) {
        out.append(line);
    } else {
        out.append(line);
        out.append("\n\\ No newline at end of file\n");
    }
}

QByteArray range(qsizetype at, qsizetype count) {
    // diff -u's convention: a range of no lines names the line before it.
    const qsizetype start = count == 0 ? at : at + 1;
    return count == 1 ? QByteArray::number(start)
                      : QByteArray::number(start) + ',' + QByteArray::number(count);
}

} // namespace

QByteArray unifiedDiff(const QByteArray& before, const QByteArray& after, const QString& beforeName,
                       const QString& afterName, int context, qsizetype firstLine) {
    if (before == after)
        return {};
    const std::vector<QByteArrayView> a = linesOf(before), b = linesOf(after);
    std::size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head])
        ++head;
    std::size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail] == b[b.size() - 1 - tail])
        ++tail;

    // The edit script over the middle, with the context the hunks may need on either side.
    std::vector<DiffEdit> edits;
    const std::size_t lead = std::min<std::size_t>(head, std::size_t(context));
    for (std::size_t i = head - lead; i < head; ++i)
        edits.push_back({' ', a[i], qsizetype(i), qsizetype(i)});
    const std::vector<QByteArrayView> middleA(a.begin() + qsizetype(head),
                                              a.end() - qsizetype(tail));
    const std::vector<QByteArrayView> middleB(b.begin() + qsizetype(head),
                                              b.end() - qsizetype(tail));
    dtl::Diff<QByteArrayView, std::vector<QByteArrayView>> diff(middleA, middleB, true);
    diff.onHuge();
    diff.compose();
    qsizetype beforeAt = qsizetype(head), afterAt = qsizetype(head);
    for (const auto& [line, info] : diff.getSes().getSequence()) {
        const char mark = info.type == dtl::SES_ADD      ? '+'
                          : info.type == dtl::SES_DELETE ? '-'
                                                         : ' ';
        edits.push_back({mark, line, beforeAt, afterAt});
        if (mark != '+')
            ++beforeAt;
        if (mark != '-')
            ++afterAt;
    }
    for (std::size_t k = 0; k < std::min<std::size_t>(tail, std::size_t(context)); ++k) {
        edits.push_back({' ', a[a.size() - tail + k], beforeAt, afterAt});
        ++beforeAt;
        ++afterAt;
    }

    QByteArray out = "--- " + beforeName.toUtf8() + "\n+++ " + afterName.toUtf8() + '\n';
    const qsizetype count = qsizetype(edits.size());
    qsizetype i = 0;
    while (i < count) {
        while (i < count && edits[i].mark == ' ')
            ++i;
        if (i == count)
            break;
        // A hunk: from `context` lines before this change to `context` after the last change
        // that is no more than 2 × context kept lines from the one before it.
        const qsizetype first = std::max<qsizetype>(0, i - context);
        qsizetype last = i;
        for (qsizetype j = i + 1; j < count && j - last - 1 <= 2 * context; ++j) {
            if (edits[j].mark != ' ')
                last = j;
        }
        const qsizetype end = std::min(count, last + context + 1);
        qsizetype beforeCount = 0, afterCount = 0;
        for (qsizetype j = first; j < end; ++j) {
            beforeCount += edits[j].mark != '+';
            afterCount += edits[j].mark != '-';
        }
        const qsizetype ahead = firstLine - 1;
        out += "@@ -" + range(ahead + edits[first].beforeAt, beforeCount) + " +" +
               range(ahead + edits[first].afterAt, afterCount) + " @@\n";
        for (qsizetype j = first; j < end; ++j)
            appendLine(out, edits[j].mark, edits[j].line);
        i = end;
    }
    return out;
}

} // namespace FlowAudit
