#include "ui/compare/comparisonentries.h"

#include "core/model/field.h"
#include "painting/severitystyle.h"

#include <QTreeWidget>

namespace FlowAudit {

namespace {

enum ComparisonColumn { ChangeColumn, BeforeColumn, AfterColumn };
constexpr int LongestValue = 160;

QString shown(const std::optional<QString>& value) {
    if (!value)
        return ComparisonEntries::tr("(none)");
    return value->size() > LongestValue ? value->left(LongestValue - 1) + QChar(0x2026) : *value;
}

QTreeWidgetItem* entry(QTreeWidgetItem* parent, ComparisonEntries::Kind kind, const QString& change,
                       const QString& before = {}, const QString& after = {}) {
    auto* item = new QTreeWidgetItem(parent, {change, before, after});
    item->setData(ChangeColumn, ComparisonEntries::KindRole, int(kind));
    item->setToolTip(ChangeColumn, change);
    return item;
}

void setFlow(QTreeWidgetItem* item, const QString& flowId, const QString& key = {}) {
    item->setData(ChangeColumn, ComparisonEntries::FlowIdRole, flowId);
    const QString fieldName = key.section(QLatin1Char('.'), 0, 0); // reviews.IP04 is about reviews
    if (const std::optional<Field> field = FieldCatalogue::byName(fieldName))
        item->setData(ChangeColumn, ComparisonEntries::FieldRole, int(*field));
}

QTreeWidgetItem* group(QTreeWidget* tree, const QString& title) {
    auto* item = new QTreeWidgetItem(tree, {title});
    item->setData(ChangeColumn, ComparisonEntries::KindRole, int(ComparisonEntries::Kind::Group));
    item->setFirstColumnSpanned(true);
    QFont bold = tree->font();
    bold.setBold(true);
    item->setFont(ChangeColumn, bold);
    return item;
}

void valueChanges(QTreeWidgetItem* parent, ComparisonEntries::Kind kind,
                  const QList<ValueChange>& changes, const QString& flowId = {}) {
    for (const ValueChange& c : changes) {
        QTreeWidgetItem* item = entry(parent, kind, c.key, shown(c.before), shown(c.after));
        item->setToolTip(BeforeColumn, c.before.value_or(QString()));
        item->setToolTip(AfterColumn, c.after.value_or(QString()));
        if (!flowId.isEmpty())
            setFlow(item, flowId, c.key);
    }
}

// "adds FAIL RT01 to stripe_payouts_to_netsuite (retry_layers)", as the command line says it.
void findings(QTreeWidget* tree, const FileLint& lint, const QList<Finding>& list, bool added) {
    if (list.isEmpty())
        return;
    QTreeWidgetItem* parent = group(
        tree,
        added
            ? ComparisonEntries::tr("Findings the change adds (%n)", nullptr, int(list.size()))
            : ComparisonEntries::tr("Findings the change removes (%n)", nullptr, int(list.size())));
    for (const Finding& f : list) {
        const QString flowId = lint.flowIdOf(f);
        const QString what = severityKeyword(f.severity) + QLatin1Char(' ') + f.rule;
        QString sentence = added ? ComparisonEntries::tr("adds %1 to %2").arg(what, flowId)
                                 : ComparisonEntries::tr("removes %1 from %2").arg(what, flowId);
        if (f.field)
            sentence += QStringLiteral(" (%1)").arg(FieldCatalogue::name(*f.field));
        if (f.accepted())
            sentence += ComparisonEntries::tr(", accepted by a waiver");
        QTreeWidgetItem* item = entry(
            parent,
            added ? ComparisonEntries::Kind::FindingAdded : ComparisonEntries::Kind::FindingGone,
            sentence, added ? QString() : f.message, added ? f.message : QString());
        item->setIcon(ChangeColumn, f.accepted() ? SeverityStyle::acceptedIcon()
                                                 : SeverityStyle::icon(f.severity));
        item->setToolTip(added ? AfterColumn : BeforeColumn, f.message);
        setFlow(item, flowId, f.field ? FieldCatalogue::name(*f.field) : QString());
    }
}

QString waiverName(const WaiverIdentity& w) {
    return w.field.isEmpty()
               ? ComparisonEntries::tr("%1 on %2").arg(w.rule, w.flowId)
               : ComparisonEntries::tr("%1 on %2 (%3)").arg(w.rule, w.flowId, w.field);
}

void waivers(QTreeWidget* tree, const InventoryDiff& d) {
    const int count =
        int(d.waiversAdded.size() + d.waiversRemoved.size() + d.waiversChanged.size());
    if (count == 0)
        return;
    QTreeWidgetItem* parent = group(tree, ComparisonEntries::tr("Waivers (%n)", nullptr, count));
    const auto add = [&](const WaiverIdentity& w, const QString& change, const QString& before,
                         const QString& after) {
        QTreeWidgetItem* item =
            entry(parent, ComparisonEntries::Kind::Waiver, change, before, after);
        setFlow(item, w.flowId, w.field);
        return item;
    };
    for (const WaiverIdentity& w : d.waiversAdded)
        add(w, ComparisonEntries::tr("added: %1").arg(waiverName(w)),
            ComparisonEntries::tr("(none)"), ComparisonEntries::tr("waiver"));
    for (const WaiverIdentity& w : d.waiversRemoved)
        add(w, ComparisonEntries::tr("removed: %1").arg(waiverName(w)),
            ComparisonEntries::tr("waiver"), ComparisonEntries::tr("(none)"));
    for (const WaiverChange& c : d.waiversChanged) {
        QTreeWidgetItem* item =
            add(c.waiver, ComparisonEntries::tr("changed: %1").arg(waiverName(c.waiver)), QString(),
                QString());
        valueChanges(item, ComparisonEntries::Kind::Waiver, c.keys);
    }
}

void flows(QTreeWidget* tree, const InventoryDiff& d) {
    if (!d.added.isEmpty()) {
        QTreeWidgetItem* parent =
            group(tree, ComparisonEntries::tr("Flows added (%n)", nullptr, int(d.added.size())));
        for (const QString& id : d.added)
            setFlow(entry(parent, ComparisonEntries::Kind::FlowAdded, id,
                          ComparisonEntries::tr("(none)"), ComparisonEntries::tr("flow")),
                    id);
    }
    if (!d.removed.isEmpty()) {
        QTreeWidgetItem* parent = group(
            tree, ComparisonEntries::tr("Flows removed (%n)", nullptr, int(d.removed.size())));
        for (const QString& id : d.removed)
            entry(parent, ComparisonEntries::Kind::FlowRemoved, id, ComparisonEntries::tr("flow"),
                  ComparisonEntries::tr("(none)"));
    }
    const int renamed = d.renamedCount();
    const int changed = int(d.changed.size()) - renamed;
    QTreeWidgetItem* renamedGroup =
        renamed > 0 ? group(tree, ComparisonEntries::tr("Flows renamed (%n)", nullptr, renamed))
                    : nullptr;
    QTreeWidgetItem* changedGroup =
        changed > 0 ? group(tree, ComparisonEntries::tr("Flows changed (%n)", nullptr, changed))
                    : nullptr;
    for (const FlowChange& c : d.changed) {
        const bool isRename = !c.renamedFrom.isEmpty();
        QTreeWidgetItem* item =
            isRename ? entry(renamedGroup, ComparisonEntries::Kind::FlowChanged,
                             ComparisonEntries::tr("%1 → %2").arg(c.renamedFrom, c.flowId),
                             c.renamedFrom, c.flowId)
                     : entry(changedGroup, ComparisonEntries::Kind::FlowChanged, c.flowId);
        setFlow(item, c.flowId);
        if (c.moved)
            setFlow(entry(item, ComparisonEntries::Kind::Field, ComparisonEntries::tr("position"),
                          ComparisonEntries::tr("row %1").arg(c.oldRow),
                          ComparisonEntries::tr("row %1").arg(c.newRow)),
                    c.flowId);
        valueChanges(item, ComparisonEntries::Kind::Field, c.fields, c.flowId);
    }
}

} // namespace

QString ComparisonEntries::verdictLine(const InventoryComparison& c) {
    const auto counts = [](const FileLint& lint) {
        const FindingCounts& n = lint.counts();
        return tr("FAIL %1, WARN %2, INFO %3")
            .arg(n.count(Severity::Fail))
            .arg(n.count(Severity::Warn))
            .arg(n.count(Severity::Info));
    };
    if (c.verdicts.isEmpty())
        return tr("The verdicts do not change (%1).").arg(counts(c.after));
    return tr("Verdicts: %1 → %2. The change adds %3 and removes %4.")
        .arg(counts(c.before), counts(c.after),
             tr("%n finding(s)", nullptr, int(c.verdicts.added.size())),
             tr("%n finding(s)", nullptr, int(c.verdicts.gone.size())));
}

void ComparisonEntries::fill(QTreeWidget* tree, const InventoryComparison& c) {
    tree->clear();
    findings(tree, c.after, c.verdicts.added, true);
    findings(tree, c.before, c.verdicts.gone, false);
    flows(tree, c.diff);
    if (!c.diff.topLevel.isEmpty()) {
        QTreeWidgetItem* parent =
            group(tree, tr("Top-level keys (%n)", nullptr, int(c.diff.topLevel.size())));
        valueChanges(parent, Kind::TopLevelKey, c.diff.topLevel);
    }
    waivers(tree, c.diff);
    if (c.isSame())
        group(tree, tr("The same inventory: no flow, key or waiver differs."));
    tree->expandAll();
}

} // namespace FlowAudit
