#include "ui/map/maplayoutworker.h"

namespace FlowAudit {

MapLayoutWorker::MapLayoutWorker(QObject* parent)
    : QObject(parent)
    , m_onThread(new QObject)
    , m_latest(std::make_shared<std::atomic<int>>(0)) {
    m_thread.setObjectName(QStringLiteral("map layout"));
    m_onThread->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_onThread, &QObject::deleteLater);
    m_thread.start(QThread::LowPriority);
}

MapLayoutWorker::~MapLayoutWorker() {
    // A layout under way finishes; its answer goes nowhere.
    m_latest->store(-1);
    m_thread.quit();
    m_thread.wait();
}

void MapLayoutWorker::request(int generation, std::shared_ptr<const MapGraph> graph) {
    m_latest->store(generation);
    QMetaObject::invokeMethod(
        m_onThread,
        [this, generation, graph = std::move(graph), latest = m_latest] {
            if (latest->load() != generation)
                return; // overtaken by a newer request, or the window is closing
            QString error;
            std::optional<MapLayout> layout = MapLayout::of(*graph, &error);
            std::shared_ptr<const MapLayout> shared =
                layout ? std::make_shared<const MapLayout>(std::move(*layout)) : nullptr;
            if (latest->load() != generation)
                return;
            // Queued to the worker's own thread (the window's), where laidOut is emitted.
            QMetaObject::invokeMethod(
                this,
                [this, generation, graph, shared, error] {
                    emit laidOut(generation, graph, shared, error);
                },
                Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

} // namespace FlowAudit
