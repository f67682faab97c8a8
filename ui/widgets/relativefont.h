#pragma once

#include <QObject>
#include <QPointer>
#include <QWidget>

namespace FlowAudit {

// A widget's font kept a fixed factor larger (or smaller) than its parent's, bold if asked,
// also after the parent's font changes (View → Zoom). Qt fonts have no relative size: a
// font set once stays at its point size while everything around it grows.
class RelativeFont : public QObject {
    Q_OBJECT
public:
    // Owned by the widget; watches the widget and its parent.
    static void apply(QWidget* widget, double scale, bool bold = true);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    RelativeFont(QWidget* widget, double scale, bool bold);
    void watchParent();
    void update();

    QWidget* m_widget;
    QPointer<QWidget> m_parent;
    double m_scale;
    bool m_bold;
};

} // namespace FlowAudit
