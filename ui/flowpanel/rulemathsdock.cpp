#include "ui/flowpanel/rulemathsdock.h"

#include "ui/flowpanel/fixbuttons.h"
#include "ui/flowpanel/ruleverdictlabel.h"
#include "ui/flowpanel/selectedflow.h"

#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

namespace FlowAudit {

RuleMathsDock::RuleMathsDock(const QString& title, const QString& rule, const QString& heading,
                             SelectedFlow* selected, QWidget* parent)
    : QDockWidget(title, parent)
    , m_selected(selected)
    , m_verdict(new RuleVerdictLabel(rule, this))
    , m_fixes(new FixButtons(this)) {
    auto* body = new QWidget(this);
    m_body = new QVBoxLayout(body);
    auto* headingLabel = new QLabel(heading, body);
    headingLabel->setObjectName(QStringLiteral("panelHeading"));
    headingLabel->setWordWrap(true); // zoomed in, a narrow dock wraps it rather than cutting it
    m_body->addWidget(headingLabel);
    m_body->addStretch(); // widgets go above it: short panels keep to the top
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setWidget(body);
    setWidget(scroll);
}

void RuleMathsDock::addToBody(QWidget* widget) {
    m_body->insertWidget(m_body->count() - 1, widget);
}

const Flow* RuleMathsDock::startRefresh() {
    m_verdict->showVerdict(*m_selected->document(), m_selected->index());
    m_fixes->clear();
    return m_selected->flow();
}

} // namespace FlowAudit
