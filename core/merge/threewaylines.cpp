#include "core/merge/threewaylines.h"

#include <dtl/dtl.hpp>

#include <algorithm>

namespace FlowAudit {

namespace {

using SideLines = std::vector<QByteArrayView>;

// For each line of a, the line of b it is matched with in a longest common subsequence
// (-1: none). The common head and tail are matched directly: the versions share most lines.
std::vector<qsizetype> matches(const SideLines& a, const SideLines& b) {
    std::vector<qsizetype> match(a.size(), -1);
    std::size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head]) {
        match[head] = qsizetype(head);
        ++head;
    }
    std::size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail] == b[b.size() - 1 - tail]) {
        match[a.size() - 1 - tail] = qsizetype(b.size() - 1 - tail);
        ++tail;
    }
    const SideLines middleA(a.begin() + qsizetype(head), a.end() - qsizetype(tail));
    const SideLines middleB(b.begin() + qsizetype(head), b.end() - qsizetype(tail));
    if (middleA.empty() || middleB.empty())
        return match;
    dtl::Diff<QByteArrayView, SideLines> diff(middleA, middleB, true);
    diff.onHuge();
    diff.compose();
    qsizetype atA = qsizetype(head), atB = qsizetype(head);
    for (const auto& step : diff.getSes().getSequence()) {
        switch (step.second.type) {
        case dtl::SES_COMMON:
            match[std::size_t(atA++)] = atB++;
            break;
        case dtl::SES_DELETE:
            ++atA;
            break;
        default:
            ++atB;
            break;
        }
    }
    return match;
}

bool sameLines(const SideLines& x, ThreeWayLines::Range rx, const SideLines& y,
               ThreeWayLines::Range ry) {
    return rx.size() == ry.size() &&
           std::equal(x.begin() + rx.begin, x.begin() + rx.end, y.begin() + ry.begin);
}

} // namespace

std::vector<QByteArrayView> ThreeWayLines::linesOf(const QByteArray& text) {
    std::vector<QByteArrayView> lines;
    qsizetype start = 0;
    while (start < text.size()) {
        qsizetype end = text.indexOf('\n', start);
        end = end < 0 ? text.size() : end + 1;
        lines.emplace_back(text.constData() + start, end - start);
        start = end;
    }
    return lines;
}

ThreeWayLines::ThreeWayLines(const QByteArray& ours, const QByteArray& base,
                             const QByteArray& theirs)
    : m_ours(linesOf(ours))
    , m_base(linesOf(base))
    , m_theirs(linesOf(theirs)) {
    const std::vector<qsizetype> toBase = matches(m_ours, m_base);
    const std::vector<qsizetype> toTheirs = matches(m_ours, m_theirs);
    qsizetype o = 0, b = 0, t = 0;
    bool lastStable = false;
    auto chunk = [this, &lastStable](Range ro, Range rb, Range rt) {
        if (ro.size() == 0 && rb.size() == 0 && rt.size() == 0)
            return;
        lastStable = false;
        m_regions.push_back(
            {!sameLines(m_ours, ro, m_base, rb) || !sameLines(m_ours, ro, m_theirs, rt), ro, rb,
             rt});
    };
    // A line of ours matched in both others is stable: the chunks between stable lines are
    // decided one by one.
    for (qsizetype i = 0; i < qsizetype(m_ours.size()); ++i) {
        const qsizetype inBase = toBase[std::size_t(i)];
        const qsizetype inTheirs = toTheirs[std::size_t(i)];
        if (inBase < b || inTheirs < t)
            continue;
        const bool afterStable = o == i && b == inBase && t == inTheirs && lastStable;
        chunk({o, i}, {b, inBase}, {t, inTheirs});
        if (afterStable) {
            Region& last = m_regions.back(); // one region for a run of stable lines
            last.ours.end = i + 1;
            last.base.end = inBase + 1;
            last.theirs.end = inTheirs + 1;
        } else {
            m_regions.push_back(
                {false, {i, i + 1}, {inBase, inBase + 1}, {inTheirs, inTheirs + 1}});
        }
        lastStable = true;
        o = i + 1;
        b = inBase + 1;
        t = inTheirs + 1;
    }
    chunk({o, qsizetype(m_ours.size())}, {b, qsizetype(m_base.size())},
          {t, qsizetype(m_theirs.size())});
}

} // namespace FlowAudit
