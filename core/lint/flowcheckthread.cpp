#include "core/lint/flowcheckthread.h"

#include "core/rules/flowchecks.h"

namespace FlowAudit {

namespace {
// Flows handed over at once: one lock per batch, and a batch is checked long before the
// parser has read the next.
constexpr std::size_t BatchSize = 64;
} // namespace

FlowCheckThread::FlowCheckThread()
    : m_thread([this] { run(); }) {
    m_filling.reserve(BatchSize);
}

FlowCheckThread::~FlowCheckThread() {
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
        m_queued.clear();
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
}

void FlowCheckThread::add(const Flow& flow) {
    m_filling.push_back(flow);
    if (m_filling.size() >= BatchSize)
        handOver();
}

void FlowCheckThread::handOver() {
    {
        std::lock_guard lock(m_mutex);
        if (m_queued.empty())
            m_queued.swap(m_filling);
        else
            m_queued.insert(m_queued.end(), std::make_move_iterator(m_filling.begin()),
                            std::make_move_iterator(m_filling.end()));
    }
    m_filling.clear();
    m_wake.notify_one();
}

CheckedFlows FlowCheckThread::finish() {
    handOver();
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
    }
    m_wake.notify_one();
    m_thread.join();
    return std::move(m_checked);
}

void FlowCheckThread::run() {
    std::vector<Flow> batch;
    for (;;) {
        {
            std::unique_lock lock(m_mutex);
            m_wake.wait(lock, [this] { return m_closed || !m_queued.empty(); });
            if (m_queued.empty())
                return; // closed, and everything checked
            batch.swap(m_queued);
        }
        for (const Flow& flow : batch) {
            const int row = int(m_checked.size()) + 1;
            m_checked.append(checkFlow(flow, row, 1, Messages::Include));
        }
        batch.clear(); // the references go here, on this thread
    }
}

} // namespace FlowAudit
