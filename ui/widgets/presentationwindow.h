#pragma once

#include "painting/workshopslide.h"

#include <QPointer>
#include <QWidget>

class QAbstractButton;

namespace FlowAudit {

// Presentation Mode: workshop slides full screen, with no window chrome, painted by the
// slides' own painters at the screen's size (what `flowaudit-cli chart` writes at that size;
// the map cut, as there, to what can be read at it).
// Page Down, Space, → and ↓ go on (through a chart's pages, then to the next slide); Page
// Up, Backspace, ← and ↑ go back; Home and End jump; Esc leaves.
class PresentationWindow : public QWidget {
    Q_OBJECT
public:
    explicit PresentationWindow(QWidget* parent = nullptr);
    // The window a checkable button shows, kept in `window`: the one open, else a new one,
    // deleted when left, the button then unchecked (without its signal). A closed one
    // awaiting deletion is never shown again.
    static PresentationWindow* openFor(QPointer<PresentationWindow>& window,
                                       QAbstractButton* button, QWidget* parent);

    // The slides' base type at the zoom `widget` shows (its font against the application's),
    // as `flowaudit-cli chart` draws them at 100 %.
    static QFont slideFontFor(const QWidget* widget);

    void setSlides(QList<WorkshopSlide> slides);
    void addSlide(WorkshopSlide slide);
    // Full screen from the first page of `slide`.
    void start(int slide = 0);

    int slideCount() const { return int(m_slides.size()); }
    int slideIndex() const { return m_slide; }
    int page() const { return m_page; }
    // Pages of the current slide at the window's size.
    int pageCount() const;
    // The current slide as shown: a map slide fitted to the window's size.
    const WorkshopSlide* currentSlide() const;
    // Why the current slide is not drawn at the window's size (a vendor windows slide too
    // small to show its texts whole), said on the slide instead; empty when it is drawn.
    QString refusal() const;
    // Where the current page put its texts and lines (tests).
    WorkshopSlide::Layout currentLayout() const;

    void next();
    void previous();

signals:
    void left();

protected:
    void paintEvent(QPaintEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void sayWhere();

    QList<WorkshopSlide> m_slides;
    int m_slide = 0;
    int m_page = 0;
    // The current slide fitted to the window (Graphviz runs for a cut estate) or why it
    // cannot be: kept for the slide and size it was made for.
    mutable std::optional<WorkshopSlide> m_fitted;
    mutable QString m_fitProblem;
    mutable int m_fittedSlide = -1;
    mutable QSize m_fittedSize;
};

} // namespace FlowAudit
