#pragma once

#include <QObject>

class QMainWindow;

namespace FlowAudit {

// Keeps the titles of tabbed docks whole: Qt elides them ("Ack Bud…") when the tabs are
// wider than the dock area, which is what zooming in for a projector makes them. Each tab
// bar the window makes for its docks, now or later, scrolls its tabs instead.
class DockTabBars : public QObject {
    Q_OBJECT
public:
    static void keepTitlesWhole(QMainWindow* window);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    explicit DockTabBars(QMainWindow* window);
};

} // namespace FlowAudit
