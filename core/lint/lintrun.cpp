#include "core/lint/lintrun.h"

#include "core/io/inventoryfile.h"
#include "core/lint/flowcheckthread.h"
#include "core/rules/flowchecks.h"

namespace FlowAudit {

int FileLint::lineOf(const Finding& finding) const
{
    const Flow& flow = inventory->flows[finding.row - 1];
    return finding.field ? flow.lineOf(*finding.field) : flow.line();
}

const QString& FileLint::flowIdOf(const Finding& finding) const
{
    return inventory->flows[finding.row - 1].text(Field::FlowId);
}

QList<Finding> FileLint::check(int index, Messages messages) const
{
    const Flow& flow = inventory->flows[index];
    // Checked on the second thread while the file was read, unless its ID is shared.
    QList<Finding> findings = m_prechecked && m_prechecked->has(index)
        ? m_prechecked->at(index)
        : checkFlow(flow, index + 1, flowsPerId.value(flow.text(Field::FlowId)), messages);
    return findings;
}

QList<Finding> FileLint::findingsOf(int index) const
{
    return check(index, Messages::Include);
}

void FileLint::forEachFlow(const std::function<void(int, const QList<Finding>&)>& take) const
{
    Tally counted;
    for (int i = 0; i < flowCount(); ++i) {
        const QList<Finding> findings = findingsOf(i);
        counted.add(findings);
        take(i, findings);
    }
    if (!m_tally)
        m_tally = counted;
}

QList<Finding> FileLint::allFindings() const
{
    QList<Finding> all;
    forEachFlow([&all](int, const QList<Finding>& findings) { all.append(findings); });
    return all;
}

void FileLint::Tally::add(const QList<Finding>& findings)
{
    bool fails = false;
    for (const Finding& f : findings) {
        ++counts.bySeverity[std::size_t(f.severity)];
        fails = fails || f.severity == Severity::Fail;
    }
    flowsFailing += fails ? 1 : 0;
}

const FileLint::Tally& FileLint::tally() const
{
    if (!m_tally) {
        Tally counted;
        for (int i = 0; i < flowCount(); ++i)
            counted.add(check(i, Messages::Omit));
        m_tally = counted;
    }
    return *m_tally;
}

FileLint lintFile(const QString& path)
{
    FileLint lint;
    lint.path = path;
    // The rules run on a second thread as the flows are read: the parse is the long part.
    FlowCheckThread checks;
    InventoryReadResult read = InventoryFile::load(path, InventoryFile::formatOf(path),
                                                   [&checks](const Flow& flow) { checks.add(flow); });
    if (!read.inventory) {
        lint.error = read.error;
        return lint;
    }
    lint.inventory = std::move(read.inventory);
    const QList<Flow>& flows = lint.inventory->flows;
    lint.flowsPerId.reserve(flows.size());
    for (const Flow& flow : flows)
        ++lint.flowsPerId[flow.text(Field::FlowId)];
    auto checked = std::make_shared<CheckedFlows>(checks.finish());
    if (checked->size() == flows.size()) { // else (a CSV) each flow is checked when asked
        for (qsizetype i = 0; i < flows.size(); ++i) {
            if (lint.flowsPerId.value(flows[i].text(Field::FlowId)) != 1)
                checked->forget(i); // SC01 needs the count of the whole inventory
        }
        lint.m_prechecked = std::move(checked);
    }
    return lint;
}

int lintExitStatus(const QList<FileLint>& files, FailOn failOn)
{
    int status = 0;
    for (const FileLint& file : files) {
        if (!file.readable())
            return 2;
        if (file.counts().count(Severity::Fail) > 0 || (failOn == FailOn::Warn && file.counts().count(Severity::Warn) > 0))
            status = 1;
    }
    return status;
}

} // namespace FlowAudit
