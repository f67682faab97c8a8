#pragma once

#include "core/baseline/baseline.h"
#include "core/baseline/baselinecomparison.h"
#include "core/io/ioerror.h"
#include "core/io/table/spreadsheetreader.h"
#include "core/lint/checkedflows.h"
#include "core/model/inventory.h"
#include "core/rules/finding.h"
#include "core/rules/findingcounts.h"
#include "core/rules/flowchecks.h"
#include "core/waivers/waiverengine.h"

#include <QHash>
#include <QList>

#include <functional>
#include <memory>
#include <optional>

namespace FlowAudit {

class VendorCatalogue;

// What a lint decides beyond docs/spec/rules.md's verdicts: the day waivers expire against, whether
// the vendor advisories join the findings (and which cards they read).
struct LintOptions {
    QDate today = utcToday();
    bool advisories = false;
    const VendorCatalogue* cards = nullptr; // for advisories, and for waivers of them
    SheetChoice sheet; // how a workbook's sheet is read (its header, its columns' mapping)
};

// The lint of one file: its inventory, or why it could not be read. The findings, with
// their sentences, are made flow by flow as an output asks for them, so a large inventory
// never holds them all at once; each flow is checked once when an output goes over all of
// them, and its tally then comes with it. Waivers mark the findings they accept; a
// baseline, when applied, marks each finding new, unchanged or updated.
struct FileLint {
    QString path;
    std::optional<Inventory> inventory;
    IoError error;                  // when there is no inventory
    QHash<QString, int> flowsPerId; // SC01: how many flows use each ID
    LintOptions options;
    WaiverEngine waivers; // when the inventory has waivers
    std::optional<BaselineComparison> baseline;

    bool readable() const { return inventory.has_value(); }
    int flowCount() const { return inventory ? int(inventory->flows.size()) : 0; }
    bool hasWaivers() const { return readable() && !inventory->waivers.isEmpty(); }
    // The findings of flow `index` (0-based) in docs/spec/rules.md's order, with their messages,
    // then its advisories when asked for.
    QList<Finding> findingsOf(int index) const;
    // Each flow's findings in order, to `take`; counts them on the way.
    void
    forEachFlow(const std::function<void(int index, const QList<Finding>& findings)>& take) const;
    // The findings about the waivers (WV01…WV04), in the waivers' order.
    const QList<Finding>& waiverFindings() const;
    // Every flow's, in order, then the waivers': for small inventories and tests.
    QList<Finding> allFindings() const;
    // The tally of the findings not accepted (what summaries say), with the accepted ones
    // apart: counted once, on the first pass over the flows (without sentences when no
    // output has made one).
    const FindingCounts& counts() const { return tally().counts; }
    int acceptedCount() const { return tally().counts.accepted; }
    // The findings that decide the exit status: not accepted, and new when a baseline is given.
    const FindingCounts& countingCounts() const { return tally().counting; }
    int flowsFailing() const { return tally().flowsFailing; } // flows with a FAIL that counts
    // The line a finding points at: its field's line, else its flow's (its waiver's).
    int lineOf(const Finding& finding) const;
    const QString& flowIdOf(const Finding& finding) const;
    const Waiver& waiverOf(int position) const { return inventory->waivers[position - 1]; }

    // Against the baseline: the findings in this state, the waivers' findings included.
    int baselineCount(BaselineState state) const;
    // Marks each finding against `baseline` (made by the baseline command).
    void applyBaseline(const Baseline& baseline);
    // The baseline entries of today's findings: what `baseline` writes.
    Baseline makeBaseline() const;

private:
    struct Tally {
        FindingCounts counts;
        FindingCounts counting;
        int flowsFailing = 0;
        void add(const QList<Finding>& findings, bool isFlow);
    };
    const Tally& tally() const;
    // Where a baseline comparison keeps the states of waiver `position`'s findings: apart
    // from the flows' indexes.
    static int waiverSlot(int position);
    QList<Finding> check(int index, Messages messages) const;
    // What the waivers are matched against: each flow's verdicts, checked again, and its
    // advisories when there are cards (a waiver of one covers it even when this lint does
    // not list advisories).
    WaiverSubjects waiverSubjects() const;
    void applyWaivers(); // after the inventory was read
    mutable std::optional<Tally> m_tally;
    mutable std::optional<QList<Finding>> m_waiverFindings;
    // Each flow's findings as checked on a second thread while the file was read; none for
    // a flow whose ID is shared (checked again with the count) or whose findings an output
    // has taken already.
    std::shared_ptr<CheckedFlows> m_prechecked;
    friend FileLint lintFile(const QString& path, const LintOptions& options);
    friend FileLint lintInventory(const QString& name, Inventory inventory,
                                  const LintOptions& options);
};

enum class FailOn { Fail, Warn };

FileLint lintFile(const QString& path, const LintOptions& options = {});
// The lint of an inventory already read (a version from git, say); `name` names it.
FileLint lintInventory(const QString& name, Inventory inventory, const LintOptions& options = {});
// docs/spec/rules.md: 2 when any file could not be read, else 1 when any finding that counts fails
// (with --fail-on warn a WARN too), else 0. Accepted findings and, with a baseline, old
// ones never count.
int lintExitStatus(const QList<FileLint>& files, FailOn failOn);

} // namespace FlowAudit
