#pragma once

#include "core/lint/checkedflows.h"
#include "core/model/flow.h"

#include <QList>

#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

namespace FlowAudit {

// Checks flows on a thread of its own while the reader is still parsing the next ones, so
// the rules add next to nothing to the time of a lint: the parse is most of it, and it
// runs on one core. Flows come in the order they are read, a few dozen at a time (a copy
// of a flow shares its data, so the queue costs a reference per flow). Each is checked as
// if its ID were its own: FileLint checks the few flows again whose ID turns out to be
// shared (SC01), which only the whole inventory can tell.
class FlowCheckThread {
public:
    FlowCheckThread();
    ~FlowCheckThread(); // stops the thread; what it checked is dropped
    FlowCheckThread(const FlowCheckThread&) = delete;
    FlowCheckThread& operator=(const FlowCheckThread&) = delete;

    // On the thread that builds the flows (FlowRead), one thread only: the next flow, row =
    // its position in the inventory.
    void add(const Flow& flow);
    // Waits until every flow added is checked; their findings, flow by flow, in order.
    CheckedFlows finish();

private:
    void run();
    void handOver(); // the batch being filled goes to the thread

    std::vector<Flow> m_filling; // on the thread that adds
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::vector<Flow> m_queued; // under m_mutex
    bool m_closed = false;      // under m_mutex: no more flows come
    CheckedFlows m_checked;     // on the checking thread until it ends
    std::thread m_thread;
};

} // namespace FlowAudit
