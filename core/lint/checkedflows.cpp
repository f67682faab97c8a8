#include "core/lint/checkedflows.h"

#include "core/rules/rulecatalogue.h"

#include <cstring>

namespace FlowAudit {

namespace {
constexpr qsizetype BlockBytes =
    64 * 1024; // small inventories pay little for a block they do not fill
} // namespace

const char* CheckedFlows::keep(const QByteArray& text) {
    if (text.size() > BlockBytes / 4) { // a long message gets a block of its own
        m_blocks.push_back(text);
        return m_blocks.back().constData();
    }
    if (m_blocks.empty() || m_blocks.back().size() + text.size() > m_blocks.back().capacity()) {
        m_blocks.emplace_back();
        m_blocks.back().reserve(BlockBytes);
    }
    QByteArray& block = m_blocks.back();
    const qsizetype at = block.size();
    block.append(text); // within its capacity: no reallocation, earlier pointers hold
    return block.constData() + at;
}

void CheckedFlows::append(const QList<Finding>& findings) {
    bool whole = true;
    for (const Finding& f : findings) {
        Compact compact;
        compact.rule = RuleCatalogue::find(f.rule);
        // Not a rule of the catalogue, or a finding that names a key (SC03, rare, and kept
        // small without it): this flow is checked again when asked.
        if (!compact.rule || !f.key.isEmpty()) {
            whole = false;
            continue;
        }
        const QByteArray message = f.message.toUtf8();
        compact.message = message.isEmpty() ? nullptr : keep(message);
        compact.messageBytes = quint32(message.size());
        compact.severity = quint8(f.severity);
        compact.field = f.field ? quint8(*f.field) : NoField;
        m_findings.push_back(compact);
    }
    m_firstFinding.push_back(quint32(m_findings.size()));
    m_forgotten.push_back(!whole);
}

QList<Finding> CheckedFlows::at(qsizetype index) const {
    const quint32 first = m_firstFinding[std::size_t(index)];
    const quint32 end = m_firstFinding[std::size_t(index) + 1];
    QList<Finding> findings;
    findings.reserve(end - first);
    for (quint32 i = first; i < end; ++i) {
        const Compact& c = m_findings[i];
        Finding f;
        f.row = int(index) + 1;
        f.rule = c.rule->idText;
        f.severity = Severity(c.severity);
        if (c.field != NoField)
            f.field = Field(c.field);
        f.message = QString::fromUtf8(c.message, c.messageBytes);
        findings.append(std::move(f));
    }
    return findings;
}

} // namespace FlowAudit
