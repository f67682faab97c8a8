#include "ui/maths/ackbudgetdock.h"

#include "core/analysis/ackbudget.h"
#include "core/document/inventorydocument.h"
#include "core/rules/ruleid.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/fixes/fixcontext.h"
#include "ui/fixes/fixpreview.h"
#include "ui/flowpanel/budgetbar.h"
#include "ui/flowpanel/fixbuttons.h"
#include "ui/flowpanel/ruleverdictlabel.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/vendors/vendorcardstore.h"

#include <QLabel>
#include <QLocale>

namespace FlowAudit {

namespace {

QString secondsLabel(double value) {
    return AckBudgetDock::tr("%1 s").arg(QLocale().toString(value, 'g', 6));
}

QString orBlank(const std::optional<double>& value) {
    return value ? secondsLabel(*value) : AckBudgetDock::tr("blank");
}

} // namespace

AckBudgetDock::AckBudgetDock(SelectedFlow* selected, InventoryEditor* editor,
                             VendorCardStore* store, QWidget* parent)
    : RuleMathsDock(tr("Ack Budget"), QString(RuleId::WH01),
                    tr("<b>WH01</b> · acknowledge within half the sender's timeout"), selected,
                    parent)
    , m_editor(editor)
    , m_store(store)
    , m_figures(new QLabel(this))
    , m_bar(new BudgetBar(this)) {
    setWhatsThis(
        tr("WH01: a receiver should acknowledge within half the sender's timeout, so a slow "
           "moment does not make the sender retry or disable the subscription."));
    m_figures->setObjectName(QStringLiteral("ackFigures"));
    m_figures->setTextFormat(Qt::RichText);
    m_figures->setWordWrap(true);
    addToBody(m_bar);
    addToBody(m_figures);
    addToBody(verdict());
    addToBody(fixes());

    connect(selected, &SelectedFlow::changed, this, &AckBudgetDock::refresh);
    connect(store, &VendorCardStore::changed, this, &AckBudgetDock::refresh);
    refresh();
}

void AckBudgetDock::refresh() {
    const Flow* flow = startRefresh();
    const int index = selected()->index();
    if (!flow) {
        m_figures->setText(tr("No flow selected"));
        m_bar->setValues(std::nullopt, std::nullopt);
        return;
    }
    const AckBudget ack = AckBudget::of(*flow, m_store->cards().forFlow(*flow).source);
    m_bar->setValues(ack.senderTimeout, ack.ackP99);
    QString headroom = tr("needs the timeout and the p99");
    if (const std::optional<double> room = ack.headroom())
        headroom = *room >= 0 ? tr("%1 to spare").arg(secondsLabel(*room))
                              : tr("<b>over by %1</b>").arg(secondsLabel(-*room));
    m_figures->setText(
        (ack.inboundWebhook ? QString()
                            : tr("<i>Not an inbound webhook: WH01 does not apply.</i><br>")) +
        tr("Sender timeout: <b>%1</b><br>Budget (half): <b>%2</b><br>Measured p99: "
           "<b>%3</b><br>Headroom: %4")
            .arg(orBlank(ack.senderTimeout), orBlank(ack.budget()), orBlank(ack.ackP99), headroom));

    for (const Fix& fix :
         FlowFixes::ofKind(*flow, fixContextFor(*selected()->document(), index, m_store),
                           FixKind::SenderTimeout)) {
        fixes()->add(fix.description, QStringLiteral("useTimeout_") + fix.subject,
                     tr("Set sender_timeout_seconds to the timeout the vendor card states; Undo "
                        "takes it back."),
                     [this, index, fix] { previewPanelFix(fixes(), m_editor, index, fix); });
    }
}

} // namespace FlowAudit
