#include "ui/views/explainedlineedit.h"

#include "core/io/celltextlimit.h"
#include "core/io/ioerror.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QKeyEvent>
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
    , m_label(new QLabel(this)) {
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
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::textChanged, this, [this] {
        m_refusedPaste.clear();
        explain();
    });
    explain();
}

QString ExplainedLineEdit::text() const {
    return m_edit->text();
}

void ExplainedLineEdit::setText(const QString& text) {
    m_edit->setText(text);
    explain();
}

// The wrapped sentence's height at this width: sizeHint() would measure it unwrapped.
int ExplainedLineEdit::heightFor(int width) const {
    return hasHeightForWidth() ? std::max(heightForWidth(width), minimumSizeHint().height())
                               : sizeHint().height();
}

// A paste that would put the line over a cell's limit is refused before the text reaches
// the line: laying out two million characters in a QLineEdit takes seconds, only to be
// refused after. The line keeps its text and says why.
bool ExplainedLineEdit::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_edit && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->matches(QKeySequence::Paste)) {
        const QString pasted = QGuiApplication::clipboard()->text();
        const qsizetype kept = m_edit->text().size() - m_edit->selectedText().size();
        // Most characters are one byte or more in UTF-8: a quick bound before counting.
        if (kept + pasted.size() > InputLimits::MaxValueBytes) {
            QString after = m_edit->text();
            after.replace(m_edit->hasSelectedText() ? m_edit->selectionStart()
                                                    : m_edit->cursorPosition(),
                          m_edit->selectedText().size(), pasted);
            if (const std::optional<QString> tooLong = CellTextLimit::problem(after)) {
                m_refusedPaste = tr("Not pasted: %1. The cell keeps its text.").arg(*tooLong);
                explain();
                return true;
            }
        }
    }
    return QWidget::eventFilter(watched, event);
}

void ExplainedLineEdit::explain() {
    const std::optional<QString> tooLong = CellTextLimit::problem(m_edit->text());
    m_overLimit = tooLong.has_value();
    m_explanation =
        tooLong ? Explanation{false, tr("Not accepted: %1. Esc keeps the old value.").arg(*tooLong)}
        : !m_refusedPaste.isEmpty() ? Explanation{true, m_refusedPaste}
                                    // the text in the line is as it was
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
