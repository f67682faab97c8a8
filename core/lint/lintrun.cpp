#include "core/lint/lintrun.h"

#include "core/analysis/advisoryfinding.h"
#include "core/baseline/findingfingerprint.h"
#include "core/io/files/conflictedfile.h"
#include "core/io/files/inventoryfile.h"
#include "core/lint/flowcheckthread.h"
#include "core/model/field.h"
#include "core/rules/flowchecks.h"
#include "core/vendors/vendorcatalogue.h"

namespace FlowAudit {

int FileLint::lineOf(const Finding& finding) const {
    if (finding.aboutWaiver())
        return waiverOf(finding.waiver).line;
    const Flow& flow = inventory->flows[finding.row - 1];
    if (!finding.key.isEmpty()) { // SC03: the key as written, not the field it meant
        for (const YamlMapEntry& entry : flow.extraFields()) {
            if (entry.key == finding.key)
                return entry.value.line() > 0 ? entry.value.line() : flow.line();
        }
    }
    return finding.field ? flow.lineOf(*finding.field) : flow.line();
}

const QString& FileLint::flowIdOf(const Finding& finding) const {
    if (finding.aboutWaiver())
        return waiverOf(finding.waiver).flowId;
    return inventory->flows[finding.row - 1].text(Field::FlowId);
}

QList<Finding> FileLint::check(int index, Messages messages) const {
    const Flow& flow = inventory->flows[index];
    // Checked on the second thread while the file was read, unless its ID is shared.
    QList<Finding> findings =
        m_prechecked && m_prechecked->has(index)
            ? m_prechecked->at(index)
            : checkFlow(flow, index + 1, flowsPerId.value(flow.text(Field::FlowId)), messages);
    if (options.advisories && options.cards)
        findings.append(advisoryFindings(flow, index + 1, *options.cards, options.today, messages));
    waivers.accept(flow.text(Field::FlowId), findings);
    if (baseline) {
        for (qsizetype i = 0; i < findings.size(); ++i)
            findings[i].baseline = baseline->stateOf(index, int(i));
    }
    return findings;
}

QList<Finding> FileLint::findingsOf(int index) const {
    return check(index, Messages::Include);
}

void FileLint::forEachFlow(const std::function<void(int, const QList<Finding>&)>& take) const {
    Tally counted;
    for (int i = 0; i < flowCount(); ++i) {
        const QList<Finding> findings = findingsOf(i);
        counted.add(findings, true);
        take(i, findings);
    }
    if (!m_tally) {
        counted.add(waiverFindings(), false);
        m_tally = counted;
    }
}

WaiverSubjects FileLint::waiverSubjects() const {
    WaiverSubjects subjects{inventory->flows,
                            [this](int index) {
                                const Flow& flow = inventory->flows[index];
                                return checkFlow(flow, index + 1,
                                                 flowsPerId.value(flow.text(Field::FlowId)),
                                                 Messages::Omit);
                            },
                            {}};
    if (const VendorCatalogue* cards = options.cards)
        subjects.advisories = [cards](const Flow& flow, int row, QDate today) {
            return advisoryFindings(flow, row, *cards, today, Messages::Omit);
        };
    return subjects;
}

void FileLint::applyWaivers() {
    if (inventory->waivers.isEmpty())
        return;
    waivers = WaiverEngine(inventory->waivers, options.today);
    waivers.setFlows(inventory->flows);
}

const QList<Finding>& FileLint::waiverFindings() const {
    if (m_waiverFindings)
        return *m_waiverFindings;
    QList<Finding> out;
    if (hasWaivers()) {
        const WaiverSubjects subjects = waiverSubjects();
        for (int position = 1; position <= waivers.size(); ++position) {
            QList<Finding> about = waivers.findingsAbout(position, subjects);
            if (baseline) {
                for (qsizetype k = 0; k < about.size(); ++k)
                    about[k].baseline = baseline->stateOf(waiverSlot(position), int(k));
            }
            out.append(about);
        }
    }
    m_waiverFindings = std::move(out);
    return *m_waiverFindings;
}

QList<Finding> FileLint::allFindings() const {
    QList<Finding> all;
    forEachFlow([&all](int, const QList<Finding>& findings) { all.append(findings); });
    all.append(waiverFindings());
    return all;
}

void FileLint::Tally::add(const QList<Finding>& findings, bool isFlow) {
    bool fails = false;
    for (const Finding& f : findings) {
        if (f.accepted()) {
            ++counts.accepted;
            continue;
        }
        ++counts.bySeverity[std::size_t(f.severity)];
        if (f.counts()) {
            ++counting.bySeverity[std::size_t(f.severity)];
            fails = fails || f.severity == Severity::Fail;
        }
    }
    flowsFailing += isFlow && fails ? 1 : 0;
}

const FileLint::Tally& FileLint::tally() const {
    if (!m_tally) {
        Tally counted;
        for (int i = 0; i < flowCount(); ++i)
            counted.add(check(i, Messages::Omit), true);
        counted.add(waiverFindings(), false);
        m_tally = counted;
    }
    return *m_tally;
}

int FileLint::baselineCount(BaselineState state) const {
    return baseline ? baseline->count(state) : 0;
}

int FileLint::waiverSlot(int position) {
    return -position;
}

void FileLint::applyBaseline(const Baseline& given) {
    QList<BaselineCandidate> candidates;
    baseline.reset();
    m_waiverFindings.reset();
    for (int i = 0; i < flowCount(); ++i) {
        const QList<Finding> findings = check(i, Messages::Omit);
        const Flow& flow = inventory->flows[i];
        for (qsizetype k = 0; k < findings.size(); ++k) {
            const Finding& f = findings[k];
            candidates.append({i, int(k), flow.text(Field::FlowId), f.rule,
                               f.field ? FieldCatalogue::name(*f.field) : QString(),
                               findingFingerprint(f, flow), f.accepted()});
        }
    }
    // A waiver's findings come together, in order: the ordinal counts within each waiver.
    int ordinal = 0;
    int previous = 0;
    for (const Finding& f : waiverFindings()) {
        ordinal = f.waiver == previous ? ordinal + 1 : 0;
        previous = f.waiver;
        candidates.append({waiverSlot(f.waiver), ordinal, flowIdOf(f).trimmed(), f.rule, QString(),
                           waiverFindingFingerprint(f, waiverOf(f.waiver))});
    }
    // Without --advisories the baseline's advisories are neither matched nor absent.
    QList<BaselineEntry> entries = given.entries;
    if (!options.advisories)
        entries.removeIf([](const BaselineEntry& e) { return isAdvisoryRule(e.rule); });
    baseline = compareWithBaseline(entries, candidates);
    m_tally.reset();
    m_waiverFindings.reset();
}

Baseline FileLint::makeBaseline() const {
    Baseline made;
    for (int i = 0; i < flowCount(); ++i) {
        const Flow& flow = inventory->flows[i];
        for (const Finding& f : check(i, Messages::Omit)) {
            // An accepted finding is not old debt: when its waiver expires it must count as
            // new, so CI fails on the day the accepted risk ends.
            if (f.accepted())
                continue;
            made.entries.append({flow.text(Field::FlowId), f.rule,
                                 f.field ? FieldCatalogue::name(*f.field) : QString(), f.severity,
                                 findingFingerprint(f, flow)});
        }
    }
    for (const Finding& f : waiverFindings())
        made.entries.append({flowIdOf(f).trimmed(), f.rule, QString(), f.severity,
                             waiverFindingFingerprint(f, waiverOf(f.waiver))});
    return made;
}

FileLint lintInventory(const QString& name, Inventory inventory, const LintOptions& options) {
    FileLint lint;
    lint.path = name;
    lint.options = options;
    lint.inventory = std::move(inventory);
    for (const Flow& flow : lint.inventory->flows)
        ++lint.flowsPerId[flow.text(Field::FlowId)];
    lint.applyWaivers();
    return lint;
}

FileLint lintFile(const QString& path, const LintOptions& options) {
    FileLint lint;
    lint.path = path;
    lint.options = options;
    // The rules run on a second thread as the flows are read: the parse is the long part.
    FlowCheckThread checks;
    InventoryReadResult read = InventoryFile::load(
        path, InventoryFile::formatOf(path), [&checks](const Flow& flow) { checks.add(flow); },
        options.sheet);
    if (!read.inventory) {
        lint.error = read.error;
        return lint;
    }
    lint.inventory = std::move(read.inventory);
    const QList<Flow>& flows = lint.inventory->flows;
    lint.flowsPerId.reserve(flows.size());
    for (const Flow& flow : flows)
        ++lint.flowsPerId[flow.text(Field::FlowId)];
    lint.applyWaivers();
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

int lintExitStatus(const QList<FileLint>& files, FailOn failOn) {
    int status = 0;
    for (const FileLint& file : files) {
        if (!file.readable())
            return 2;
        const FindingCounts& counting = file.countingCounts();
        if (counting.count(Severity::Fail) > 0 ||
            (failOn == FailOn::Warn && counting.count(Severity::Warn) > 0))
            status = 1;
    }
    return status;
}

} // namespace FlowAudit
