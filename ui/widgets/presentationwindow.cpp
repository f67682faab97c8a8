#include "ui/widgets/presentationwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QScreen>

namespace FlowAudit {

PresentationWindow::PresentationWindow(QWidget* parent)
    : QWidget(parent, Qt::Window | Qt::FramelessWindowHint) {
    setObjectName(QStringLiteral("presentation"));
    setWindowTitle(tr("Presentation Mode"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setToolTip(tr("Page Down: on · Page Up: back · Esc: leave"));
}

PresentationWindow* PresentationWindow::openFor(QPointer<PresentationWindow>& window,
                                                QAbstractButton* button, QWidget* parent) {
    if (window && window->isVisible())
        return window;
    window = new PresentationWindow(parent);
    window->setAttribute(Qt::WA_DeleteOnClose);
    connect(window, &PresentationWindow::left, button, [button] {
        const QSignalBlocker block(button);
        button->setChecked(false);
    });
    return window;
}

QFont PresentationWindow::slideFontFor(const QWidget* widget) {
    const qreal application = QApplication::font().pointSizeF();
    return WorkshopSlide::baseFont(application > 0 ? widget->font().pointSizeF() / application
                                                   : 1.0);
}

void PresentationWindow::setSlides(QList<WorkshopSlide> slides) {
    m_slides = std::move(slides);
    m_fittedSlide = -1;
    m_slide = std::clamp(m_slide, 0, std::max(0, int(m_slides.size()) - 1));
    m_page = std::clamp(m_page, 0, std::max(0, pageCount() - 1));
    sayWhere();
    update();
}

void PresentationWindow::addSlide(WorkshopSlide slide) {
    m_slides.append(std::move(slide));
    sayWhere();
    update();
}

void PresentationWindow::start(int slide) {
    m_slide = std::clamp(slide, 0, std::max(0, int(m_slides.size()) - 1));
    m_page = 0;
    // The whole screen even where no window manager applies full screen (a bare X server).
    if (const QScreen* screen = parentWidget() ? parentWidget()->screen() : this->screen())
        setGeometry(screen->geometry());
    showFullScreen();
    raise();
    activateWindow();
    setFocus(Qt::OtherFocusReason);
    sayWhere();
    update();
}

const WorkshopSlide* PresentationWindow::currentSlide() const {
    if (m_slides.isEmpty())
        return nullptr;
    const WorkshopSlide& slide = m_slides[m_slide];
    if (slide.kind == WorkshopSlide::Kind::Storm)
        return &slide;
    if (m_fittedSlide != m_slide || m_fittedSize != size()) {
        m_fitProblem.clear();
        m_fitted = slide.fittedTo(size(), this, &m_fitProblem);
        m_fittedSlide = m_slide;
        m_fittedSize = size();
    }
    // Where Graphviz failed, the map as the editor laid it out; a refused windows slide
    // keeps its title over the refusal.
    return m_fitted ? &*m_fitted : &slide;
}

QString PresentationWindow::refusal() const {
    const WorkshopSlide* slide = currentSlide();
    return slide && slide->kind == WorkshopSlide::Kind::Windows && !m_fitted ? m_fitProblem
                                                                             : QString();
}

int PresentationWindow::pageCount() const {
    const WorkshopSlide* slide = currentSlide();
    return slide ? slide->pageCount(size(), this) : 0;
}

WorkshopSlide::Layout PresentationWindow::currentLayout() const {
    const WorkshopSlide* slide = currentSlide();
    return slide ? slide->layoutOf(size(), m_page, this) : WorkshopSlide::Layout{};
}

void PresentationWindow::next() {
    if (m_page + 1 < pageCount()) {
        ++m_page;
    } else if (m_slide + 1 < m_slides.size()) {
        ++m_slide;
        m_page = 0;
    }
    sayWhere();
    update();
}

void PresentationWindow::previous() {
    if (m_page > 0) {
        --m_page;
    } else if (m_slide > 0) {
        --m_slide;
        m_page = std::max(0, pageCount() - 1);
    }
    sayWhere();
    update();
}

// For screen readers: the slide's title and where in the deck it is.
void PresentationWindow::sayWhere() {
    if (const WorkshopSlide* slide = currentSlide())
        setAccessibleName(tr("%1, slide %2 of %3, page %4 of %5")
                              .arg(slide->title)
                              .arg(m_slide + 1)
                              .arg(m_slides.size())
                              .arg(m_page + 1)
                              .arg(std::max(1, pageCount())) +
                          (refusal().isEmpty() ? QString() : QStringLiteral(". ") + refusal()));
}

void PresentationWindow::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.fillRect(rect(), Qt::white);
    const WorkshopSlide* slide = currentSlide();
    if (!slide)
        return;
    const QString problem = refusal();
    if (problem.isEmpty()) {
        slide->paint(painter, size(), m_page);
        return;
    }
    // Said in the window's own type, wrapped in the middle: a slide too small for its chart.
    painter.setPen(Qt::black);
    painter.drawText(rect().adjusted(8, 8, -8, -8), Qt::AlignCenter | Qt::TextWordWrap,
                     slide->title + QStringLiteral("\n\n") + problem);
}

void PresentationWindow::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Escape:
        close();
        return;
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Right:
    case Qt::Key_Down:
        next();
        return;
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
    case Qt::Key_Left:
    case Qt::Key_Up:
        previous();
        return;
    case Qt::Key_Home:
        m_slide = 0;
        m_page = 0;
        sayWhere();
        update();
        return;
    case Qt::Key_End:
        m_slide = std::max(0, int(m_slides.size()) - 1);
        m_page = std::max(0, pageCount() - 1);
        sayWhere();
        update();
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

// Another screen size pages the windows chart anew: the page stays within its count.
void PresentationWindow::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    m_page = std::clamp(m_page, 0, std::max(0, pageCount() - 1));
    sayWhere();
}

void PresentationWindow::closeEvent(QCloseEvent* event) {
    QWidget::closeEvent(event);
    emit left();
}

} // namespace FlowAudit
