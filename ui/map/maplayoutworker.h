#pragma once

#include "core/map/maplayout.h"

#include <QObject>
#include <QThread>

#include <atomic>
#include <memory>

namespace FlowAudit {

// Lays out the systems map on a thread of its own, so the editor keeps answering while
// Graphviz works: one worker makes every Graphviz call of the window (cgraph is not
// thread-safe; MapLayout also takes turns under its lock). Requests that a newer one has
// overtaken are skipped, so a burst of edits costs one layout.
class MapLayoutWorker : public QObject {
    Q_OBJECT
public:
    explicit MapLayoutWorker(QObject* parent = nullptr);
    ~MapLayoutWorker() override;

    // Asks for a layout of `graph`; laidOut answers with the same generation.
    void request(int generation, std::shared_ptr<const MapGraph> graph);

signals:
    // On the thread that owns the worker. layout is null when Graphviz failed (error says why).
    void laidOut(int generation, std::shared_ptr<const MapGraph> graph,
                 std::shared_ptr<const MapLayout> layout, const QString& error);

private:
    QThread m_thread;
    QObject* m_onThread; // lives on m_thread; the requests are queued to it
    std::shared_ptr<std::atomic<int>> m_latest;
};

} // namespace FlowAudit
