#include "ui/views/explainedlineedit.h"

#include "core/io/celltextlimit.h"

#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <limits>

namespace FlowAudit {

ExplainedLineEdit::ExplainedLineEdit(Explainer explainer, bool refuseUnacceptable, QWidget* parent)
    : QWidget(parent)
    , m_explainer(std::move(explainer))
    , m_refuseUnacceptable(refuseUnacceptable)
    , m_edit(new QLineEdit(this))
    , m_label(new QLabel(this))
{
    setAutoFillBackground(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_edit);
    layout->addWidget(m_label);
    layout->addStretch(1);
    m_label->setWordWrap(true);
    m_label->setContentsMargins(4, 1, 4, 2);
    m_label->setAutoFillBackground(true);
    m_label->setBackgroundRole(QPalette::ToolTipBase);
    m_label->setForegroundRole(QPalette::ToolTipText);
    // QLineEdit's default of 32767 characters would cut a long paste without a word: the
    // cell's own limit refuses it with the reason instead.
    m_edit->setMaxLength(std::numeric_limits<int>::max());
    setFocusProxy(m_edit);
    connect(m_edit, &QLineEdit::textChanged, this, &ExplainedLineEdit::explain);
    explain();
}

QString ExplainedLineEdit::text() const
{
    return m_edit->text();
}

void ExplainedLineEdit::setText(const QString& text)
{
    m_edit->setText(text);
    explain();
}

// The wrapped sentence's height at this width: sizeHint() would measure it unwrapped.
int ExplainedLineEdit::heightFor(int width) const
{
    return hasHeightForWidth() ? std::max(heightForWidth(width), minimumSizeHint().height()) : sizeHint().height();
}

void ExplainedLineEdit::explain()
{
    const std::optional<QString> tooLong = CellTextLimit::problem(m_edit->text());
    m_overLimit = tooLong.has_value();
    m_explanation = tooLong ? Explanation{false, tr("Not accepted: %1. Esc keeps the old value.").arg(*tooLong)}
                            : m_explainer(m_edit->text());
    m_label->setText(m_explanation.text);
    m_label->setVisible(!m_explanation.text.isEmpty());
    QFont font = m_label->font();
    font.setBold(!m_explanation.acceptable);
    m_label->setFont(font);
    m_edit->setAccessibleDescription(m_explanation.text);
    // The sentence comes and goes while typing: the editor grows and shrinks below the cell.
    if (isVisible())
        resize(width(), heightFor(width()));
    // A refused value is marked by the sentence and by the frame, never by colour alone.
    QPalette palette = m_edit->palette();
    palette.setColor(QPalette::Base, m_explanation.acceptable ? QPalette().color(QPalette::Base)
                                                              : QColor(0xff, 0xeb, 0xee));
    palette.setColor(QPalette::Text, m_explanation.acceptable ? QPalette().color(QPalette::Text)
                                                              : QColor(0x8e, 0x00, 0x00));
    m_edit->setPalette(palette);
}

} // namespace FlowAudit
