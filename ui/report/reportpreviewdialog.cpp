#include "ui/report/reportpreviewdialog.h"

#include "ui/report/reportpageview.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QToolButton>
#include <QVBoxLayout>

namespace FlowAudit {

namespace {

constexpr qreal ZoomStep = 1.25;

QToolButton* toolButton(QWidget* parent, const QString& objectName, const QString& text,
                        const QString& accessibleName, const QKeySequence& shortcut) {
    auto* button = new QToolButton(parent);
    button->setObjectName(objectName);
    button->setText(text);
    button->setAccessibleName(accessibleName);
    button->setToolTip(
        QStringLiteral("%1 (%2)").arg(accessibleName, shortcut.toString(QKeySequence::NativeText)));
    button->setShortcut(shortcut);
    button->setFocusPolicy(Qt::StrongFocus); // tool buttons skip Tab by default
    button->setAutoRaise(false);
    return button;
}

} // namespace

ReportPreviewDialog::ReportPreviewDialog(ReportRenderer* renderer, const QString& title,
                                         QWidget* parent)
    : QDialog(parent)
    , m_view(new ReportPageView(renderer, this))
    , m_page(new QLabel(this))
    , m_zoomLabel(new QLabel(this))
    , m_zoomOut(toolButton(this, QStringLiteral("zoomOut"), tr("−"), tr("Zoom out"),
                           QKeySequence::ZoomOut))
    , m_zoomIn(
          toolButton(this, QStringLiteral("zoomIn"), tr("+"), tr("Zoom in"), QKeySequence::ZoomIn))
    , m_fitWidth(toolButton(this, QStringLiteral("fitWidth"), tr("Fit &Width"), tr("Fit width"),
                            QKeySequence(Qt::CTRL | Qt::Key_0))) {
    setObjectName(QStringLiteral("reportPreview"));
    setWindowTitle(title);
    setAccessibleName(title);
    m_page->setObjectName(QStringLiteral("pageLabel"));
    m_zoomLabel->setObjectName(QStringLiteral("zoomLabel"));
    m_fitWidth->setCheckable(true);
    m_fitWidth->setChecked(true);

    auto* buttons = new QDialogButtonBox(this);
    buttons->setObjectName(QStringLiteral("previewButtons"));
    m_save = buttons->addButton(tr("&Save…"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("saveReport"));
    m_save->setAccessibleName(tr("Save the report"));
    m_save->setDefault(true);
    m_close = buttons->addButton(QDialogButtonBox::Close);
    m_close->setObjectName(QStringLiteral("closePreview"));
    m_close->setAccessibleName(tr("Close the preview"));

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_page);
    bar->addStretch();
    bar->addWidget(m_zoomOut);
    bar->addWidget(m_zoomLabel);
    bar->addWidget(m_zoomIn);
    bar->addWidget(m_fitWidth);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    layout->addWidget(buttons);

    connect(m_view, &ReportPageView::currentPageChanged, this,
            &ReportPreviewDialog::updatePageLabel);
    connect(m_view, &ReportPageView::zoomChanged, this, &ReportPreviewDialog::updateZoomLabel);
    connect(m_zoomIn, &QToolButton::clicked, this, [this] {
        m_view->setZoom(m_view->zoom() * ZoomStep);
        updateZoomLabel();
    });
    connect(m_zoomOut, &QToolButton::clicked, this, [this] {
        m_view->setZoom(m_view->zoom() / ZoomStep);
        updateZoomLabel();
    });
    connect(m_fitWidth, &QToolButton::toggled, this, [this](bool on) {
        on ? m_view->setFitWidth(true) : m_view->setZoom(m_view->zoom());
        updateZoomLabel();
    });
    connect(m_save, &QPushButton::clicked, this, &ReportPreviewDialog::saveRequested);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    updatePageLabel(0, m_view->pageCount());
    updateZoomLabel();
    // A page's width and most of the screen's height.
    const QRect screen =
        (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(qMin(900, screen.width() * 9 / 10), screen.height() * 9 / 10);
    m_view->setFocus();
}

QString ReportPreviewDialog::pageText() const {
    return m_page->text();
}

void ReportPreviewDialog::updatePageLabel(int index, int count) {
    m_page->setText(tr("Page %1 of %2").arg(index + 1).arg(count));
}

void ReportPreviewDialog::updateZoomLabel() {
    m_zoomLabel->setText(tr("%1 %").arg(qRound(m_view->zoom() * 100)));
    m_zoomIn->setEnabled(m_view->zoom() < ReportPageView::MaxZoom);
    m_zoomOut->setEnabled(m_view->zoom() > ReportPageView::MinZoom);
    const QSignalBlocker blocker(m_fitWidth);
    m_fitWidth->setChecked(m_view->fitsWidth());
}

} // namespace FlowAudit
