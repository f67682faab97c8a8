#pragma once

#include "core/rules/finding.h"

#include <QByteArray>
#include <QList>

#include <vector>

namespace FlowAudit {

struct RuleInfo;

// The findings of every flow of an inventory, kept small while they wait for the output:
// a lint checks the flows on a second thread while the file is still read, and writes
// nothing until the read has succeeded. A finding is its rule, severity and field in a few
// bytes and its message as UTF-8 in large shared blocks, about a third of a QList<Finding>
// (the lint's peak memory is the inventory and these).
class CheckedFlows {
public:
    // The next flow's findings.
    void append(const QList<Finding>& findings);
    qsizetype size() const { return qsizetype(m_firstFinding.size()) - 1; }
    // Whether flow `index` has its findings here (not forgotten).
    bool has(qsizetype index) const {
        return index >= 0 && index < size() && !m_forgotten[std::size_t(index)];
    }
    // Flow `index`'s findings as checked, with row = index + 1.
    QList<Finding> at(qsizetype index) const;
    // Flow `index` must be checked again (its ID turned out shared).
    void forget(qsizetype index) { m_forgotten[std::size_t(index)] = true; }

private:
    struct Compact {
        const RuleInfo* rule = nullptr;
        const char* message = nullptr; // in m_blocks
        quint32 messageBytes = 0;
        quint8 severity = 0;
        quint8 field = NoField;
    };
    static constexpr quint8 NoField = 0xFF;
    const char* keep(const QByteArray& text);

    std::vector<Compact> m_findings;
    std::vector<quint32> m_firstFinding{0}; // of each flow in m_findings, and the end
    std::vector<bool> m_forgotten;
    std::vector<QByteArray> m_blocks; // never grown past their capacity: the pointers stay valid
};

} // namespace FlowAudit
