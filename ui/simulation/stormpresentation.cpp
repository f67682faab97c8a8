#include "ui/simulation/stormpresentation.h"

#include "ui/simulation/stormchartview.h"
#include "ui/widgets/relativefont.h"

#include <QKeyEvent>
#include <QLabel>
#include <QVBoxLayout>

namespace FlowAudit {

StormPresentation::StormPresentation(QWidget* parent)
    : QDialog(parent)
    , m_headline(new QLabel(this))
    , m_chart(new StormChartView(this)) {
    setObjectName(QStringLiteral("retryStormPresentation"));
    setWindowTitle(tr("Retry Storm"));
    // A window of its own inherits no font by default: this one follows View → Zoom.
    setAttribute(Qt::WA_WindowPropagation);
    m_headline->setObjectName(QStringLiteral("stormPresentationHeadline"));
    m_headline->setWordWrap(true);
    RelativeFont::apply(m_headline, 2.4);
    m_chart->setObjectName(QStringLiteral("stormPresentationChart"));
    m_chart->setScale(Scale);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_headline);
    layout->addWidget(m_chart, 1);
}

void StormPresentation::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape || event->key() == Qt::Key_F5) {
        close();
        return;
    }
    QDialog::keyPressEvent(event);
}

void StormPresentation::closeEvent(QCloseEvent* event) {
    QDialog::closeEvent(event);
    emit left();
}

} // namespace FlowAudit
