#pragma once

#include "core/io/ioerror.h"
#include "core/lint/checkedflows.h"
#include "core/model/inventory.h"
#include "core/rules/finding.h"
#include "core/rules/flowchecks.h"
#include "core/rules/ruleengine.h"

#include <QHash>
#include <QList>

#include <functional>
#include <memory>
#include <optional>

namespace FlowAudit {

// The lint of one file: its inventory, or why it could not be read. The findings, with
// their sentences, are made flow by flow as an output asks for them, so a large inventory
// never holds them all at once; each flow is checked once when an output goes over all of
// them, and its tally then comes with it.
struct FileLint {
    QString path;
    std::optional<Inventory> inventory;
    IoError error; // when there is no inventory
    QHash<QString, int> flowsPerId; // SC01: how many flows use each ID

    bool readable() const { return inventory.has_value(); }
    int flowCount() const { return inventory ? int(inventory->flows.size()) : 0; }
    // The findings of flow `index` (0-based) in rules.md's order, with their messages.
    QList<Finding> findingsOf(int index) const;
    // Each flow's findings in order, to `take`; counts them on the way.
    void forEachFlow(const std::function<void(int index, const QList<Finding>& findings)>& take) const;
    // Every flow's, in order: for small inventories and tests.
    QList<Finding> allFindings() const;
    // The tally of every flow's findings: counted once, on the first pass over the flows
    // (without sentences when no output has made one).
    const FindingCounts& counts() const { return tally().counts; }
    int flowsFailing() const { return tally().flowsFailing; } // flows with a FAIL finding
    // The line a finding points at: its field's line, else its flow's.
    int lineOf(const Finding& finding) const;
    const QString& flowIdOf(const Finding& finding) const;

private:
    struct Tally {
        FindingCounts counts;
        int flowsFailing = 0;
        void add(const QList<Finding>& findings);
    };
    const Tally& tally() const;
    QList<Finding> check(int index, Messages messages) const;
    mutable std::optional<Tally> m_tally;
    // Each flow's findings as checked on a second thread while the file was read; none for
    // a flow whose ID is shared (checked again with the count) or whose findings an output
    // has taken already.
    std::shared_ptr<CheckedFlows> m_prechecked;
    friend FileLint lintFile(const QString& path);
};

enum class FailOn { Fail, Warn };

FileLint lintFile(const QString& path);
// rules.md: 2 when any file could not be read, else 1 when any finding fails (with
// --fail-on warn a WARN too), else 0.
int lintExitStatus(const QList<FileLint>& files, FailOn failOn);

} // namespace FlowAudit
