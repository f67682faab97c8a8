#include "ui/vendors/vendorwindowsdialog.h"

#include "core/analysis/flownumber.h"
#include "core/io/atomicfile.h"
#include "core/model/flow.h"
#include "ui/dialogs/userprompts.h"
#include "ui/vendors/selectedflow.h"
#include "ui/vendors/vendorcardstore.h"
#include "ui/vendors/vendorwindowschart.h"

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

namespace {

constexpr double PresentationScale = 1.8;

} // namespace

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
    QList<VendorCard> cards;
    const Flow* flow = m_selected->flow();
    if (m_onlySelected->isChecked() && flow) {
        for (const VendorCard* card : m_store->cards().forFlow(*flow).all())
            cards.append(*card);
    } else {
        cards = m_store->cards().cards();
    }
    m_chart->setCards(cards, m_store->today(), m_store->staleAfterDays());
    // The selected flow's ledger and longest replay across every vendor's windows.
    const auto days = [&](Field field) -> std::optional<Duration> {
        const std::optional<double> d = flow ? flowNumber(*flow, field) : std::nullopt;
        if (!d || *d > 36500)
            return std::nullopt;
        return Duration::fromMilliseconds(qint64(std::llround(*d * 86'400'000.0)));
    };
    m_chart->setFlowLines(flow ? flow->text(Field::FlowId) : QString(),
                          days(Field::LedgerRetentionDays), days(Field::MaxReplayWindowDays));
    fitPages();
}

void VendorWindowsDialog::setPresentation(bool on) {
    m_presentation = on;
    const QSignalBlocker block(m_present);
    m_present->setChecked(on);
    m_chart->setScale(on ? PresentationScale : 1.0);
    // On a projector the chart fits the screen: pages instead of a scroll bar.
    m_scroll->setVerticalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    if (on)
        showFullScreen();
    else
        showNormal();
    fitPages();
}

void VendorWindowsDialog::fitPages() {
    m_chart->setPageHeight(m_presentation ? m_scroll->viewport()->height() : 0);
}

void VendorWindowsDialog::resizeEvent(QResizeEvent* event) {
    QDialog::resizeEvent(event);
    if (m_presentation)
        fitPages();
}

// View → Zoom while the chart is open: the type changed, so the window that fitted the
// chart before fits it again.
void VendorWindowsDialog::changeEvent(QEvent* event) {
    QDialog::changeEvent(event);
    if (event->type() != QEvent::FontChange)
        return;
    if (m_presentation)
        fitPages();
    else if (m_sized && isVisible())
        fitToScreen();
}

// The first time it is shown: the whole chart where the screen has room for it (its type
// follows View → Zoom), else the screen's free area, with the chart scrolling.
void VendorWindowsDialog::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    if (m_sized || m_presentation)
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

void VendorWindowsDialog::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape && m_presentation) {
        setPresentation(false);
        return;
    }
    if (m_presentation && m_chart->pageCount() > 1) {
        const int key = event->key();
        if (key == Qt::Key_PageDown || key == Qt::Key_Space || key == Qt::Key_Right ||
            key == Qt::Key_Down) {
            m_chart->setPage(m_chart->page() + 1);
            return;
        }
        if (key == Qt::Key_PageUp || key == Qt::Key_Backspace || key == Qt::Key_Left ||
            key == Qt::Key_Up) {
            m_chart->setPage(m_chart->page() - 1);
            return;
        }
    }
    QDialog::keyPressEvent(event);
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
    const QString path =
        m_prompts->askSavePath(this, tr("Export Vendor Windows"),
                               QStringLiteral("vendor-windows.png"), tr("PNG images (*.png)"));
    if (path.isEmpty())
        return;
    const QString error = exportPng(path);
    if (!error.isEmpty())
        m_prompts->showError(this, tr("Export Vendor Windows"), error);
}

} // namespace FlowAudit
