#include "ui/views/filterbar.h"

#include "core/rules/rulecatalogue.h"
#include "ui/models/flowfilterproxymodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStyle>
#include <QTimer>
#include <QToolButton>

namespace FlowAudit {

FilterBar::FilterBar(FlowFilterProxyModel* proxy, QWidget* parent)
    : QWidget(parent)
    , m_proxy(proxy)
    , m_text(new QLineEdit(this))
    , m_severity(new QComboBox(this))
    , m_rule(new QComboBox(this))
    , m_onlyFailing(new QCheckBox(tr("&Only flows that fail"), this))
    , m_system(new QToolButton(this))
    , m_typingPause(new QTimer(this)) {
    setObjectName(QStringLiteral("filterBar"));
    setWhatsThis(
        tr("<p><b>The filter bar</b> shows only the flows that contain a text, have findings of a "
           "severity or of one rule, or fail. Edit → Find (Ctrl+F) comes here; View → Clear "
           "Filters shows every flow again.</p>"));
    m_text->setObjectName(QStringLiteral("filterText"));
    m_text->setPlaceholderText(tr("Filter flows by any text…"));
    m_text->setClearButtonEnabled(true);
    m_text->setAccessibleName(tr("Filter text"));

    m_severity->setObjectName(QStringLiteral("filterSeverity"));
    m_severity->setAccessibleName(tr("Minimum severity"));
    m_severity->addItem(tr("All flows"));
    m_severity->addItem(tr("With any finding"), int(Severity::Info));
    m_severity->addItem(tr("WARN or worse"), int(Severity::Warn));
    m_severity->addItem(tr("FAIL"), int(Severity::Fail));

    m_rule->setObjectName(QStringLiteral("filterRule"));
    m_rule->setAccessibleName(tr("Rule"));
    m_rule->addItem(tr("Any rule"));
    for (const RuleInfo& rule : RuleCatalogue::rules())
        m_rule->addItem(QStringLiteral("%1 — %2").arg(rule.idText, RuleCatalogue::title(rule)),
                        rule.idText);

    m_onlyFailing->setObjectName(QStringLiteral("filterOnlyFailing"));
    m_system->setObjectName(QStringLiteral("filterSystem"));
    // Named before a system is chosen too: screen readers list hidden controls' names.
    m_system->setAccessibleName(tr("Clear the system filter"));
    m_system->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_system->setIcon(style()->standardIcon(QStyle::SP_DialogCloseButton));
    m_system->hide();
    connect(m_system, &QToolButton::clicked, this, [this] {
        m_system->hide();
        m_proxy->setSystem({});
    });

    // The combo boxes ask for a few words, not their longest choice (a German rule title
    // would squeeze the text field to nothing); their lists still show every choice whole.
    for (QComboBox* combo : {m_severity, m_rule}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(combo == m_rule ? 16 : 10);
    }
    fitToFont();

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* label = new QLabel(tr("F&ilter:"), this);
    label->setBuddy(m_text);
    layout->addWidget(label);
    layout->addWidget(m_text, 3);
    layout->addWidget(m_severity, 1);
    layout->addWidget(m_rule, 2);
    layout->addWidget(m_onlyFailing);
    layout->addWidget(m_system);

    m_typingPause->setSingleShot(true);
    m_typingPause->setInterval(200);
    connect(m_typingPause, &QTimer::timeout, this, &FilterBar::apply);
    connect(m_text, &QLineEdit::textChanged, m_typingPause, qOverload<>(&QTimer::start));
    connect(m_severity, &QComboBox::currentIndexChanged, this, &FilterBar::apply);
    connect(m_rule, &QComboBox::currentIndexChanged, this, &FilterBar::apply);
    connect(m_onlyFailing, &QCheckBox::toggled, this, &FilterBar::apply);
}

void FilterBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        fitToFont();
}

// Room to type a few words at any zoom and in any language.
void FilterBar::fitToFont() {
    m_text->setMinimumWidth(m_text->fontMetrics().averageCharWidth() * 20);
}

void FilterBar::focusText() {
    m_text->setFocus(Qt::ShortcutFocusReason);
    m_text->selectAll();
}

void FilterBar::clear() {
    const QSignalBlocker blockText(m_text), blockSeverity(m_severity), blockRule(m_rule),
        blockFailing(m_onlyFailing);
    m_text->clear();
    m_severity->setCurrentIndex(0);
    m_rule->setCurrentIndex(0);
    m_onlyFailing->setChecked(false);
    m_system->hide();
    m_typingPause->stop();
    m_proxy->clearFilters();
}

void FilterBar::showSystem(const QString& id, const QString& label) {
    m_system->setText(tr("System: %1").arg(label));
    m_system->setToolTip(tr("Only the flows that read from or write to %1; click to show every "
                            "flow again")
                             .arg(label));
    m_system->setAccessibleName(m_system->toolTip());
    m_system->show();
    m_proxy->setSystem(id);
}

void FilterBar::apply() {
    m_typingPause->stop();
    m_proxy->setText(m_text->text());
    const QVariant severity = m_severity->currentData();
    m_proxy->setMinimumSeverity(
        severity.isValid() ? std::optional<Severity>(Severity(severity.toInt())) : std::nullopt);
    m_proxy->setRule(m_rule->currentData().toString());
    m_proxy->setOnlyFailing(m_onlyFailing->isChecked());
}

} // namespace FlowAudit
