#include "ui/models/rowoffsets.h"

#include <bit>

namespace FlowAudit {

void RowOffsets::reset(const QList<int>& counts) {
    m_counts = counts;
    m_tree = counts;
    m_total = 0;
    const int n = int(m_tree.size());
    for (int i = 1; i <= n; ++i) {
        m_total += m_counts[i - 1];
        const int parent = i + (i & -i);
        if (parent <= n)
            m_tree[parent - 1] += m_tree[i - 1];
    }
}

void RowOffsets::setCount(int flow, int count) {
    const int delta = count - m_counts[flow];
    if (delta == 0)
        return;
    m_counts[flow] = count;
    m_total += delta;
    for (int i = flow + 1; i <= int(m_tree.size()); i += i & -i)
        m_tree[i - 1] += delta;
}

int RowOffsets::firstRow(int flow) const {
    int sum = 0;
    for (int i = flow; i > 0; i -= i & -i)
        sum += m_tree[i - 1];
    return sum;
}

// Walks down the tree: the largest prefix of flows whose rows all come before `row`.
std::pair<int, int> RowOffsets::locate(int row) const {
    const int n = int(m_tree.size());
    int position = 0;
    int remaining = row;
    for (int step = n > 0 ? int(std::bit_floor(unsigned(n))) : 0; step > 0; step >>= 1) {
        const int next = position + step;
        if (next <= n && m_tree[next - 1] <= remaining) {
            position = next;
            remaining -= m_tree[next - 1];
        }
    }
    return {position, remaining};
}

} // namespace FlowAudit
