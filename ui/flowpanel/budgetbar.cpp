#include "ui/flowpanel/budgetbar.h"

#include "painting/severitystyle.h"

#include <QLocale>
#include <QPainter>

namespace FlowAudit {

namespace {

QString secondsText(double value) {
    return BudgetBar::tr("%1 s").arg(QLocale().toString(value, 'g', 4));
}

} // namespace

BudgetBar::BudgetBar(QWidget* parent)
    : QWidget(parent) {
    setAccessibleName(tr("Ack budget bar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

QFont BudgetBar::labelFont() const {
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    return font;
}

QSize BudgetBar::sizeHint() const {
    return {QFontMetrics(labelFont()).averageCharWidth() * 40,
            QFontMetrics(labelFont()).height() * 4};
}

QSize BudgetBar::minimumSizeHint() const {
    return {QFontMetrics(labelFont()).averageCharWidth() * 20, sizeHint().height()};
}

void BudgetBar::setValues(std::optional<double> timeout, std::optional<double> p99) {
    m_timeout = timeout;
    m_p99 = p99;
    QString description;
    if (timeout && p99)
        description = tr("p99 %1 against a budget of %2 (half the %3 timeout)")
                          .arg(secondsText(*p99), secondsText(*timeout / 2), secondsText(*timeout));
    setAccessibleDescription(description);
    update();
}

void BudgetBar::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setFont(labelFont());
    const QFontMetrics metrics(painter.font());
    const int line = metrics.height();
    const QRect area = rect().adjusted(2, 0, -2, 0);
    if (!m_timeout || *m_timeout <= 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        // Wrapped: a long translation in a narrow panel stays whole.
        painter.drawText(area, Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No sender timeout: no budget to draw"));
        return;
    }
    const double timeout = *m_timeout;
    const double budget = timeout / 2;
    const double scaleEnd = std::max(timeout, m_p99.value_or(0)) * 1.05;
    const auto x = [&](double value) { return area.left() + int(area.width() * value / scaleEnd); };
    const QRect track(area.left(), line + 4, x(timeout) - area.left(), line * 3 / 2);

    painter.setPen(QPen(palette().color(QPalette::WindowText), 1));
    painter.setBrush(palette().color(QPalette::AlternateBase));
    painter.drawRect(track);

    if (m_p99) {
        const bool over = *m_p99 > budget;
        const QRect filled(track.left(), track.top(), std::max(2, x(*m_p99) - track.left()),
                           track.height());
        painter.setBrush(over ? SeverityStyle::tint(Severity::Fail)
                              : palette().color(QPalette::Highlight));
        painter.drawRect(filled);
        if (over) {
            painter.setBrush(QBrush(palette().color(QPalette::WindowText), Qt::BDiagPattern));
            painter.drawRect(filled);
        }
        const QString label = over ? tr("p99 %1: OVER").arg(secondsText(*m_p99))
                                   : tr("p99 %1").arg(secondsText(*m_p99));
        painter.setPen(palette().color(QPalette::WindowText));
        painter.drawText(QRect(area.left(), track.bottom() + 4, area.width(), line), Qt::AlignLeft,
                         label);
    }

    const int budgetX = x(budget);
    painter.setPen(QPen(palette().color(QPalette::WindowText), 4));
    painter.drawLine(budgetX, track.top() - 4, budgetX, track.bottom() + 4);
    painter.setPen(palette().color(QPalette::WindowText));
    const QString budgetLabel = tr("budget %1").arg(secondsText(budget));
    const int budgetWidth = metrics.horizontalAdvance(budgetLabel);
    painter.drawText(
        QRect(std::clamp(budgetX - budgetWidth / 2, area.left(), area.right() - budgetWidth), 0,
              budgetWidth + 2, line),
        Qt::AlignLeft, budgetLabel);
    painter.drawText(QRect(area.left(), track.bottom() + 4, area.width(), line), Qt::AlignRight,
                     tr("timeout %1").arg(secondsText(timeout)));
}

} // namespace FlowAudit
