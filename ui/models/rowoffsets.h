#pragma once

#include <QList>

namespace FlowAudit {

// Where each flow's rows start in a flat list of rows, when each flow has a varying number
// of them: a Fenwick tree over the counts. Changing one flow's count, finding the first row
// of a flow and finding the flow of a row all take O(log flows).
class RowOffsets {
public:
    // One count per flow, in O(flows).
    void reset(const QList<int>& counts);
    int flowCount() const { return int(m_tree.size()); }
    int total() const { return m_total; }
    int count(int flow) const { return m_counts[flow]; }
    void setCount(int flow, int count);
    // The first row of `flow`: the rows of every flow before it.
    int firstRow(int flow) const;
    // The flow that holds `row` (0 <= row < total()), and the row's place within it.
    std::pair<int, int> locate(int row) const;

private:
    QList<int> m_tree;   // 1-based Fenwick sums, stored at index - 1
    QList<int> m_counts; // each flow's count, as given
    int m_total = 0;
};

} // namespace FlowAudit
