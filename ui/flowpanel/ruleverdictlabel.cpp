#include "ui/flowpanel/ruleverdictlabel.h"

#include "core/document/inventorydocument.h"
#include "core/rules/rulecatalogue.h"
#include "painting/severitystyle.h"

#include <QHBoxLayout>
#include <QStyle>

namespace FlowAudit {

RuleVerdictLabel::RuleVerdictLabel(const QString& rule, QWidget* parent)
    : QWidget(parent)
    , m_rule(rule)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this)) {
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
}

void RuleVerdictLabel::showVerdict(const InventoryDocument& document, int flowIndex) {
    if (flowIndex < 0 || flowIndex >= document.flowCount()) {
        m_icon->clear();
        m_text->clear();
        return;
    }
    const QList<Finding> findings = document.engine().findings(flowIndex);
    const Finding* worst = nullptr;
    for (const Finding& finding : findings) {
        if (finding.rule == m_rule && (!worst || finding.severity > worst->severity))
            worst = &finding;
    }
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize) * fontMetrics().height() / 14;
    if (!worst) {
        m_icon->setPixmap(SeverityStyle::passIcon().pixmap(size, size));
        m_text->setText(tr("<b>%1 passes</b> for this flow").arg(m_rule));
        return;
    }
    m_icon->setPixmap(SeverityStyle::icon(worst->severity).pixmap(size, size));
    const RuleInfo* info = RuleCatalogue::find(m_rule);
    m_text->setText(
        tr("<b>%1 %2</b>: %3")
            .arg(m_rule, severityKeyword(worst->severity), worst->message.toHtmlEscaped()) +
        (info ? QStringLiteral("<br><i>%1</i>").arg(RuleCatalogue::hint(*info).toHtmlEscaped())
              : QString()));
}

} // namespace FlowAudit
