#include "ui/vendors/vendorwindowsdialog.h"

#include "core/analysis/flownumber.h"
#include "core/io/files/atomicfile.h"
#include "core/io/files/fileformats.h"
#include "core/model/flow.h"
#include "ui/dialogs/userprompts.h"
#include "ui/flowpanel/selectedflow.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorwindowschart.h"
#include "ui/widgets/presentationwindow.h"

#include <QBuffer>
#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QImageWriter>
#include <QKeyEvent>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <cmath>

namespace FlowAudit {

VendorWindowsDialog::VendorWindowsDialog(SelectedFlow* selected, VendorCardStore* store,
                                         UserPrompts* prompts, QWidget* parent)
    : QDialog(parent)
    , m_selected(selected)
    , m_store(store)
    , m_prompts(prompts)
    , m_chart(new VendorWindowsChart(this))
    , m_scroll(new QScrollArea(this))
    , m_onlySelected(new QCheckBox(tr("&Only the selected flow's vendors"), this))
    , m_present(new QPushButton(tr("&Presentation Mode"), this)) {
    setObjectName(QStringLiteral("vendorWindowsDialog"));
    setWindowTitle(tr("Vendor Windows"));
    // A window of its own inherits no font by default: this one follows View → Zoom.
    setAttribute(Qt::WA_WindowPropagation);
    m_scroll->setWidget(m_chart);
    m_scroll->setWidgetResizable(true);
    m_onlySelected->setObjectName(QStringLiteral("onlySelectedFlow"));
    m_present->setObjectName(QStringLiteral("presentationMode"));
    m_present->setCheckable(true);
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    m_present->setToolTip(tr("Full screen with large type for a workshop (F5; Esc leaves)"));
    auto* exportButton = new QPushButton(tr("&Export PNG…"), this);
    exportButton->setObjectName(QStringLiteral("exportPng"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* top = new QHBoxLayout;
    top->addWidget(m_onlySelected);
    top->addStretch();
    top->addWidget(m_present);
    top->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(buttons);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_present, &QPushButton::toggled, this, &VendorWindowsDialog::setPresentation);
    connect(exportButton, &QPushButton::clicked, this, &VendorWindowsDialog::askAndExport);
    connect(m_onlySelected, &QCheckBox::toggled, this, &VendorWindowsDialog::refresh);
    connect(selected, &SelectedFlow::changed, this, &VendorWindowsDialog::refresh);
    connect(store, &VendorCardStore::changed, this, &VendorWindowsDialog::refresh);
    refresh();
}

void VendorWindowsDialog::refresh() {
    const Flow* flow = m_selected->flow();
    // The same slide Presentation Mode shows: the selected flow's cards and lines, or every
    // card with the selected flow's lines when the box is off.
    m_slide =
        WorkshopSlide::windowsOf(m_onlySelected->isChecked() ? flow : nullptr, m_store->cards(),
                                 m_store->today(), m_store->staleAfterDays());
    if (!m_onlySelected->isChecked() && flow) {
        const WorkshopSlide lines = WorkshopSlide::windowsOf(
            flow, m_store->cards(), m_store->today(), m_store->staleAfterDays());
        m_slide.flowId = lines.flowId;
        m_slide.ledgerRetention = lines.ledgerRetention;
        m_slide.maxReplayWindow = lines.maxReplayWindow;
    }
    m_chart->setCards(m_slide.cards, m_slide.today, m_slide.staleAfterDays);
    m_chart->setFlowLines(m_slide.flowId, m_slide.ledgerRetention, m_slide.maxReplayWindow);
    if (m_presentation) {
        m_slide.font = PresentationWindow::slideFontFor(this);
        m_presentation->setSlides({m_slide});
    }
}

// Presentation Mode: the chart full screen, with no window chrome (Esc leaves).
void VendorWindowsDialog::setPresentation(bool on) {
    const QSignalBlocker block(m_present);
    m_present->setChecked(on);
    if (!on) {
        if (m_presentation)
            m_presentation->close();
        return;
    }
    PresentationWindow::openFor(m_presentation, m_present, this);
    m_slide.font = PresentationWindow::slideFontFor(this);
    m_presentation->setSlides({m_slide});
    m_presentation->start();
}

bool VendorWindowsDialog::isPresentation() const {
    return m_presentation && m_presentation->isVisible();
}

// View → Zoom while the chart is open: the type changed, so the window that fitted the
// chart before fits it again.
void VendorWindowsDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() == QEvent::FontChange && m_sized && isVisible())
        fitToScreen();
}

// The first time it is shown: the whole chart where the screen has room for it (its type
// follows View → Zoom), else the screen's free area, with the chart scrolling.
void VendorWindowsDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    if (m_sized)
        return;
    m_sized = true;
    fitToScreen();
}

void VendorWindowsDialog::fitToScreen() {
    const QRect available = screen()->availableGeometry();
    const QSize chrome = sizeHint() - m_scroll->sizeHint();
    const QSize wanted =
        m_chart->sizeHint() + chrome + QSize(m_scroll->verticalScrollBar()->sizeHint().width(), 0);
    resize(wanted.boundedTo(available.size() - QSize(16, 40)));
}

QString VendorWindowsDialog::exportPng(const QString& path) {
    const QSize size = m_chart->size().expandedTo(m_chart->sizeHint());
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2);
    image.fill(m_chart->palette().color(QPalette::Base));
    {
        QPainter painter(&image);
        const QSize old = m_chart->size();
        m_chart->resize(size);
        m_chart->render(&painter);
        m_chart->resize(old);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    if (!writer.write(image))
        return tr("%1: the image could not be made: %2")
            .arg(QDir::toNativeSeparators(path), writer.errorString());
    if (const std::optional<IoError> error = AtomicFile::write(path, bytes))
        return error->toString();
    return {};
}

void VendorWindowsDialog::askAndExport() {
    const QString path = m_prompts->askSavePath(
        this, tr("Export Vendor Windows"), QStringLiteral("vendor-windows.png"),
        FileFormats::dialogFilter(FileFormats::Purpose::ChartImage));
    if (path.isEmpty())
        return;
    const QString error = exportPng(path);
    if (!error.isEmpty())
        m_prompts->showError(this, tr("Export Vendor Windows"), error);
}

} // namespace FlowAudit
