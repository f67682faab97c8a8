#include "ui/maths/replaywindowdock.h"

#include "core/analysis/replaywindow.h"
#include "core/document/inventorydocument.h"
#include "core/rules/ruleid.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/fixes/fixcontext.h"
#include "ui/fixes/fixpreview.h"
#include "ui/flowpanel/fixbuttons.h"
#include "ui/flowpanel/paneltable.h"
#include "ui/flowpanel/ruleverdictlabel.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/vendors/vendorcardstore.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

#include <cmath>

namespace FlowAudit {

namespace {

// "1 day", "35 days"; a part of a day ("1.5 days") is said in the plural.
QString days(const std::optional<double>& value) {
    if (!value)
        return ReplayWindowDock::tr("blank");
    if (*value == std::floor(*value) && std::abs(*value) < 1e9)
        return ReplayWindowDock::tr("%n day(s)", nullptr, int(*value));
    return ReplayWindowDock::tr("%1 days").arg(QLocale().toString(*value, 'g', 6));
}

} // namespace

ReplayWindowDock::ReplayWindowDock(SelectedFlow* selected, InventoryEditor* editor,
                                   VendorCardStore* store, QWidget* parent)
    : RuleMathsDock(
          tr("Replay Window"), QString(RuleId::IP03),
          tr("<b>IP03</b> · the ledger outlives every replay · <b>IP07</b> · vendor windows"),
          selected, parent)
    , m_editor(editor)
    , m_store(store)
    , m_summary(new QLabel(this))
    , m_reasons(new PanelTable(0, 3, this))
    , m_outlived(new QLabel(this)) {
    setWhatsThis(
        tr("IP03: the ledger keeps keys at least as long as the longest of the source's retry "
           "and resend windows, the iPaaS replay window and the backfill overlap. IP07: a replay "
           "older than a vendor's dedupe window needs the team's own ledger."));
    m_summary->setObjectName(QStringLiteral("replaySummary"));
    m_summary->setWordWrap(true);
    m_reasons->setObjectName(QStringLiteral("replayReasons"));
    m_reasons->setAccessibleName(tr("Windows the ledger must outlive"));
    m_reasons->setHorizontalHeaderLabels({tr("Window"), tr("Length"), tr("From")});
    m_reasons->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_outlived->setObjectName(QStringLiteral("replayOutlived"));
    m_outlived->setWordWrap(true);

    // The summary, the verdict and its fixes first, visible without scrolling at 1600x1000;
    // the windows' table below them.
    addToBody(m_summary);
    addToBody(verdict());
    addToBody(fixes());
    addToBody(m_reasons);
    addToBody(m_outlived);

    connect(selected, &SelectedFlow::changed, this, &ReplayWindowDock::refresh);
    connect(store, &VendorCardStore::changed, this, &ReplayWindowDock::refresh);
    refresh();
}

void ReplayWindowDock::refresh() {
    const Flow* flow = startRefresh();
    const int index = selected()->index();
    m_reasons->setRowCount(0);
    m_outlived->clear();
    if (!flow) {
        m_summary->setText(tr("No flow selected"));
        return;
    }
    const ReplayWindow replay = ReplayWindow::of(*flow, m_store->cards().forFlow(*flow));
    // A card's date and mark follow its number in a clause of their own.
    const auto stamp = [this](const CardWindow& w) {
        return CardAge::of(w.checked, w.reviewEveryDays, m_store->today(),
                           m_store->staleAfterDays())
            .stamp();
    };
    const std::optional<qint64> suggested = replay.suggestedReplayDays();
    QString summary = tr("Ledger retention: <b>%1</b><br>Max replay window: <b>%2</b>")
                          .arg(days(replay.ledgerRetentionDays), days(replay.maxReplayWindowDays));
    if (suggested) {
        const CardWindow& longest = replay.reasons.first();
        summary += longest.cardId.isEmpty()
                       ? tr("<br>Longest window: the flow's backfill overlap, <b>%1</b>")
                             .arg(longest.window.duration.describe())
                       : tr("<br>Longest window: %1 of %2, <b>%3</b> · %4")
                             .arg(windowKindLabel(longest.window.kind), longest.cardTitle,
                                  longest.window.duration.describe(), stamp(longest));
    } else {
        summary += tr("<br>No vendor card states a window for this flow's source or iPaaS, and it "
                      "has no backfill overlap.");
    }
    m_summary->setText(summary);

    m_reasons->setRowCount(int(replay.reasons.size()));
    for (int row = 0; row < replay.reasons.size(); ++row) {
        const CardWindow& reason = replay.reasons[row];
        auto* what = new QTableWidgetItem(
            reason.cardId.isEmpty() ? tr("Backfill overlap") : windowKindLabel(reason.window.kind));
        what->setToolTip(reason.window.note);
        m_reasons->setItem(row, 0, what);
        m_reasons->setItem(row, 1, new QTableWidgetItem(reason.window.duration.describe()));
        m_reasons->setItem(
            row, 2,
            new QTableWidgetItem(reason.cardId.isEmpty()
                                     ? tr("this flow")
                                     : tr("%1 · %2").arg(reason.cardTitle, stamp(reason))));
    }
    m_reasons->fitToContents();

    // The panel's two fixes, from the core: the window from the cards, the ledger up to it.
    const FixContext context = fixContextFor(*selected()->document(), index, m_store);
    for (const Fix& fix : FlowFixes::ofKind(*flow, context, FixKind::ReplayWindow))
        fixes()->add(fix.description, QStringLiteral("applyReplayWindow"),
                     tr("The whole days that cover the longest window above; Undo takes it back."),
                     [this, index, fix] { previewPanelFix(fixes(), m_editor, index, fix); });
    for (const Fix& fix : FlowFixes::ofKind(*flow, context, FixKind::LedgerRetention))
        fixes()->add(
            fix.description, QStringLiteral("applyLedgerRetention"),
            tr("Keep keys at least as long as the replay window (IP03); Undo takes it back."),
            [this, index, fix] { previewPanelFix(fixes(), m_editor, index, fix); });

    QStringList outlived;
    for (const CardWindow& exposure : replay.outlived)
        outlived.append(tr("• %1 of %2: <b>%3</b> · %4. %5")
                            .arg(windowKindLabel(exposure.window.kind), exposure.cardTitle,
                                 exposure.window.duration.describe(), stamp(exposure),
                                 exposure.window.note.toHtmlEscaped()));
    if (!outlived.isEmpty())
        m_outlived->setText(
            tr("<b>IP07</b> · a replay older than these vendor windows gets no help from them; "
               "only the flow's own ledger stops the duplicate:<br>%1")
                .arg(outlived.join(QStringLiteral("<br>"))));
}

} // namespace FlowAudit
