#include "ui/maths/retryproductdock.h"

#include "core/analysis/backoffschedule.h"
#include "core/analysis/retryproduct.h"
#include "core/document/inventorydocument.h"
#include "core/rules/rulecatalogue.h"
#include "core/rules/ruleid.h"
#include "ui/commands/inventoryeditor.h"
#include "ui/fixes/fixcontext.h"
#include "ui/fixes/fixpreview.h"
#include "ui/flowpanel/fixbuttons.h"
#include "ui/flowpanel/paneltable.h"
#include "ui/flowpanel/ruleverdictlabel.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/widgets/relativefont.h"

#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QTableWidget>

namespace FlowAudit {

namespace {

QString attempts(quint64 count) {
    return count >= RetryLayers::Saturation ? RetryProductDock::tr("more than %1")
                                                  .arg(QLocale().toString(RetryLayers::Saturation))
                                            : QLocale().toString(count);
}

QString backoffText() {
    const BackoffSchedule schedule;
    QStringList sleeps;
    for (double sleep : schedule.longestSleeps())
        sleeps.append(QLocale().toString(sleep, 'g', 6));
    QStringList redrive;
    for (const Duration& step : BackoffSchedule::redrive())
        redrive.append(step.describe());
    return RetryProductDock::tr(
               "<b>RT04</b> · backoff for custom code: base %1 s, factor %2, cap %3 s, %4 "
               "attempts, full jitter "
               "(each sleep random between 0 and the longest).<br>"
               "Longest sleeps before each retry: %5 s.<br>"
               "Worst-case total wait: <b>%6 s</b>, then the exception queue.<br>"
               "Re-drive from the exception queue, a separate bounded schedule: <b>%7</b>.")
        .arg(QLocale().toString(schedule.baseSeconds), QLocale().toString(schedule.factor),
             QLocale().toString(schedule.capSeconds))
        .arg(schedule.attempts)
        .arg(sleeps.join(QStringLiteral(", ")),
             QLocale().toString(schedule.worstCaseTotal(), 'g', 6),
             redrive.join(QStringLiteral(", ")));
}

} // namespace

RetryProductDock::RetryProductDock(SelectedFlow* selected, InventoryEditor* editor, QWidget* parent)
    : RuleMathsDock(tr("Retry Product"), QString(RuleId::RT01),
                    tr("<b>RT01</b> · nested attempts multiply; the limit is %1")
                        .arg(RuleCatalogue::RetryProductLimit),
                    selected, parent)
    , m_editor(editor)
    , m_product(new QLabel(this))
    , m_layers(new PanelTable(0, 3, this))
    , m_backoff(new QLabel(backoffText(), this)) {
    setWhatsThis(
        tr("RT01: nested synchronous attempts multiply. Keep the product at %1 or below by "
           "turning off retries in all but one layer. RT04: the backoff schedule for custom code.")
            .arg(RuleCatalogue::RetryProductLimit));
    RelativeFont::apply(m_product, 1.6); // large at any zoom
    m_product->setObjectName(QStringLiteral("retryProductFigure"));
    m_product->setWordWrap(true);
    m_layers->setObjectName(QStringLiteral("retryLayersTable"));
    m_layers->setAccessibleName(tr("Retry layers"));
    m_layers->setHorizontalHeaderLabels(
        {tr("Layer"), tr("Attempts"), tr("Product with this layer off")});
    m_layers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_backoff->setObjectName(QStringLiteral("backoffSchedule"));
    m_backoff->setWordWrap(true);

    // The figure, what the rule says of it and its fixes first: visible without scrolling
    // in the window's default layout at 1600x1000; the layers' table and the background
    // below them.
    addToBody(m_product);
    addToBody(verdict());
    addToBody(fixes());
    addToBody(m_layers);
    // 3⁵ as a character, not <sup>: a label clips the top of a raised digit at 100 %.
    auto* example = new QLabel(tr("Three attempts at five layers is 3⁵ = <b>%1</b> times the load "
                                  "(the AWS Builders' Library example).")
                                   .arg(RetryProduct::exampleProduct()),
                               this);
    example->setWordWrap(true);
    addToBody(example);
    addToBody(m_backoff);

    connect(selected, &SelectedFlow::changed, this, &RetryProductDock::refresh);
    refresh();
}

void RetryProductDock::refresh() {
    const Flow* flow = startRefresh();
    const int index = selected()->index();
    m_layers->setRowCount(0);
    if (!flow) {
        m_product->setText(tr("No flow selected"));
        return;
    }
    const RetryProduct retry = RetryProduct::of(*flow);
    if (retry.blank) {
        m_product->setText(tr("retry_layers is blank: unknown"));
        return;
    }
    if (!retry.layers.valid) {
        m_product->setText(tr("retry_layers is invalid: %1").arg(retry.layers.error));
        return;
    }
    if (retry.layers.none) {
        m_product->setText(tr("No retries: 1 attempt"));
        return;
    }
    const quint64 product = retry.layers.product();
    const bool over = product > RuleCatalogue::RetryProductLimit;
    m_product->setText(
        tr("%1 = %2%3")
            .arg(retry.layers.describe(), attempts(product),
                 over ? tr(": ABOVE the limit of %1").arg(RuleCatalogue::RetryProductLimit)
                      : tr(", within the limit of %1").arg(RuleCatalogue::RetryProductLimit)));
    const QList<RetryProduct::WhatIf> whatIfs = retry.whatIfs();
    m_layers->setRowCount(int(retry.layers.layers.size()));
    for (int row = 0; row < int(retry.layers.layers.size()); ++row) {
        const RetryLayer& layer = retry.layers.layers[std::size_t(row)];
        m_layers->setItem(row, 0, new QTableWidgetItem(layer.name));
        m_layers->setItem(row, 1, new QTableWidgetItem(layer.attemptsText));
        const auto whatIf =
            std::find_if(whatIfs.begin(), whatIfs.end(),
                         [row](const RetryProduct::WhatIf& w) { return w.layer == row; });
        m_layers->setItem(row, 2,
                          new QTableWidgetItem(whatIf == whatIfs.end()
                                                   ? tr("already 1 attempt")
                                                   : attempts(whatIf->product)));
    }
    m_layers->fitToContents();
    for (const Fix& fix :
         FlowFixes::ofKind(*flow, fixContextFor(*selected()->document(), index, nullptr),
                           FixKind::TurnOffRetryLayer)) {
        fixes()->add(
            fix.description, QStringLiteral("turnOff_") + fix.subject,
            tr("Set retry_layers to %1; Undo takes it back.").arg(fix.changes.first().after),
            [this, index, fix] { previewPanelFix(fixes(), m_editor, index, fix); });
    }
}

} // namespace FlowAudit
