#include "core/baseline/baselinecomparison.h"

namespace FlowAudit {

namespace {

QString baselineKeyOf(const QString& flowId, const QString& rule, const QString& field) {
    return flowId + QChar(0x1f) + rule + QChar(0x1f) + field;
}

} // namespace

BaselineState BaselineComparison::stateOf(int flowIndex, int ordinal) const {
    const auto found = statesByFlow.constFind(flowIndex);
    if (found == statesByFlow.cend() || ordinal >= found->size())
        return BaselineState::New;
    return (*found)[ordinal];
}

BaselineComparison compareWithBaseline(const QList<BaselineEntry>& entries,
                                       const QList<BaselineCandidate>& findings) {
    QHash<QString, QList<int>> unused; // key → indexes of entries not yet taken, in file order
    for (qsizetype i = 0; i < entries.size(); ++i)
        unused[baselineKeyOf(entries[i].flowId, entries[i].rule, entries[i].field)].append(int(i));

    QList<BaselineState> states(findings.size(), BaselineState::New);
    QList<QString> keys(findings.size());
    // Same fingerprint first, so a changed finding never takes the entry of an unchanged twin.
    for (qsizetype i = 0; i < findings.size(); ++i) {
        const BaselineCandidate& f = findings[i];
        keys[i] = baselineKeyOf(f.flowId, f.rule, f.field);
        const auto group = unused.find(keys[i]);
        if (group == unused.end())
            continue;
        const auto same = std::find_if(group->begin(), group->end(), [&](int e) {
            return entries[e].fingerprint == f.fingerprint;
        });
        if (same != group->end()) {
            group->erase(same);
            states[i] = BaselineState::Unchanged;
        }
    }
    for (qsizetype i = 0; i < findings.size(); ++i) {
        if (states[i] != BaselineState::New)
            continue;
        const auto group = unused.find(keys[i]);
        if (group != unused.end() && !group->isEmpty()) {
            group->removeFirst();
            states[i] = BaselineState::Updated;
        }
    }

    BaselineComparison comparison;
    for (qsizetype i = 0; i < findings.size(); ++i) {
        QList<BaselineState>& flowStates = comparison.statesByFlow[findings[i].flowIndex];
        if (flowStates.size() <= findings[i].ordinal)
            flowStates.resize(findings[i].ordinal + 1, BaselineState::New);
        flowStates[findings[i].ordinal] = states[i];
        if (!findings[i].accepted)
            ++comparison.counts[std::size_t(states[i])];
    }
    QList<int> left;
    for (const QList<int>& group : std::as_const(unused))
        left.append(group);
    std::sort(left.begin(), left.end()); // the baseline's own (sorted) order
    for (int e : left)
        comparison.absent.append(entries[e]);
    return comparison;
}

} // namespace FlowAudit
