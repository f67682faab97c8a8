#include "ui/views/rowheaderfit.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QStyle>

#include <algorithm>

namespace FlowAudit {

RowHeaderFit::RowHeaderFit(QHeaderView* header)
    : QObject(header)
    , m_header(header) {
    // A filter removes and inserts rows in many runs: one fit after them all.
    m_pending.setSingleShot(true);
    m_pending.setInterval(0);
    connect(&m_pending, &QTimer::timeout, this, &RowHeaderFit::fitAll);
}

void RowHeaderFit::watch(QAbstractItemModel* model) {
    if (m_model)
        m_model->disconnect(this);
    m_model = model;
    if (model) {
        const auto later = [this] { m_pending.start(); };
        connect(model, &QAbstractItemModel::modelReset, this, later);
        connect(model, &QAbstractItemModel::rowsInserted, this, later);
        connect(model, &QAbstractItemModel::rowsRemoved, this, later);
        connect(model, &QAbstractItemModel::headerDataChanged, this,
                [this](Qt::Orientation orientation, int first, int last) {
                    if (orientation == Qt::Vertical)
                        growFor(first, last);
                });
    }
    fitAll();
}

// The text, the severity icon and the style's margins on either side of them.
int RowHeaderFit::widthFor(int textWidth) const {
    const QStyle* style = m_header->style();
    const int margin = style->pixelMetric(QStyle::PM_HeaderMargin, nullptr, m_header);
    const int icon = style->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_header);
    const int character = metrics().averageCharWidth(); // bold, as the bounds are for the bold row
    const int wanted = textWidth + icon + 4 * margin;
    return std::clamp(wanted, character * MinCharacters, character * MaxCharacters);
}

void RowHeaderFit::apply(int width) {
    if (m_header->minimumWidth() == width && m_header->maximumWidth() == width)
        return;
    m_header->setFixedWidth(width);
    // The table lays its cells out beside the header only when the header says its
    // geometry changed: without this, a header widened by an edit covered the first columns.
    emit m_header->geometriesChanged();
}

// The current row's header is drawn bold (highlightSections): measured bold, it fits too.
QFontMetrics RowHeaderFit::metrics() const {
    QFont bold = m_header->font();
    bold.setBold(true);
    return QFontMetrics(bold);
}

// Only texts nearly as long as the longest can be the widest: those few are measured.
void RowHeaderFit::fitAll() {
    m_pending.stop();
    const int rows = m_model ? m_model->rowCount() : 0;
    QStringList texts;
    texts.reserve(rows);
    qsizetype longest = 0;
    for (int row = 0; row < rows; ++row) {
        texts.append(m_model->headerData(row, Qt::Vertical).toString());
        longest = std::max(longest, texts.last().size());
    }
    const QFontMetrics metrics = this->metrics();
    int widest = 0;
    int measured = 0;
    for (const QString& text : std::as_const(texts)) {
        if (text.size() * 5 >= longest * 4 && measured++ < 256)
            widest = std::max(widest, metrics.horizontalAdvance(text));
    }
    apply(widthFor(widest));
}

void RowHeaderFit::growFor(int first, int last) {
    if (!m_model || last - first > 64) {
        m_pending.start();
        return;
    }
    const QFontMetrics metrics = this->metrics();
    int widest = 0;
    for (int row = std::max(first, 0); row <= last && row < m_model->rowCount(); ++row)
        widest = std::max(
            widest, metrics.horizontalAdvance(m_model->headerData(row, Qt::Vertical).toString()));
    const int width = widthFor(widest);
    if (width > m_header->minimumWidth())
        apply(width);
}

} // namespace FlowAudit
