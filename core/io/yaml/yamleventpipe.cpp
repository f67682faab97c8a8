#include "core/io/yaml/yamleventpipe.h"

#include <utility>

namespace FlowAudit {

namespace {

// A batch goes to the thread at this many events (about a hundred flows) or bytes: one
// lock per batch, and the thread starts long before the file is read.
constexpr qsizetype BatchEvents = 4096;
constexpr qsizetype BatchBytes = 256 * 1024;
// Batches waiting at most: a handler slower than the parser holds the parser back instead
// of the events piling up in memory.
constexpr std::size_t MaxQueued = 16;

} // namespace

YamlEventPipe::YamlEventPipe(YAML::EventHandler& handler, YamlEventBatch::TextSink sink)
    : m_handler(handler)
    , m_sink(std::move(sink))
    , m_filling(std::make_unique<YamlEventBatch>())
    , m_thread([this] { run(); }) {}

YamlEventPipe::~YamlEventPipe() {
    if (!m_finished) {
        try {
            finish();
        } catch (...) {
            // The reader left by an exception of its own; the handler's is not asked for.
        }
    }
    if (m_thread.joinable()) { // finish() itself failed before it could wait
        {
            std::lock_guard lock(m_mutex);
            m_closed = true;
        }
        m_changed.notify_all();
        m_thread.join();
    }
}

void YamlEventPipe::OnDocumentStart(const YAML::Mark& mark) {
    m_filling->OnDocumentStart(mark);
    afterEvent();
}

void YamlEventPipe::OnDocumentEnd() {
    m_filling->OnDocumentEnd();
    afterEvent();
}

void YamlEventPipe::OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) {
    m_filling->OnNull(mark, anchor);
    afterEvent();
}

void YamlEventPipe::OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) {
    m_filling->OnAlias(mark, anchor);
    afterEvent();
}

void YamlEventPipe::OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                             const std::string& value) {
    m_filling->OnScalar(mark, tag, anchor, value);
    afterEvent();
}

void YamlEventPipe::OnSequenceStart(const YAML::Mark& mark, const std::string& tag,
                                    YAML::anchor_t anchor, YAML::EmitterStyle::value style) {
    m_filling->OnSequenceStart(mark, tag, anchor, style);
    afterEvent();
}

void YamlEventPipe::OnSequenceEnd() {
    m_filling->OnSequenceEnd();
    afterEvent();
}

void YamlEventPipe::OnMapStart(const YAML::Mark& mark, const std::string& tag,
                               YAML::anchor_t anchor, YAML::EmitterStyle::value style) {
    m_filling->OnMapStart(mark, tag, anchor, style);
    afterEvent();
}

void YamlEventPipe::OnMapEnd() {
    m_filling->OnMapEnd();
    afterEvent();
}

void YamlEventPipe::addSourceText(const char* data, qsizetype size) {
    m_filling->addSourceText(data, size);
    afterEvent();
}

void YamlEventPipe::afterEvent() {
    if (m_filling->eventCount() >= BatchEvents || m_filling->byteCount() >= BatchBytes)
        handOver();
}

void YamlEventPipe::handOver() {
    std::unique_ptr<YamlEventBatch> next;
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stopped || m_queued.size() < MaxQueued; });
        if (m_stopped)
            throw Stopped{};
        if (!m_spare.empty()) {
            next = std::move(m_spare.back());
            m_spare.pop_back();
        }
    }
    if (!next)
        next =
            std::make_unique<YamlEventBatch>(); // before the full one goes: m_filling is never null
    {
        std::lock_guard lock(
            m_mutex); // only this thread adds, so the room waited for is still there
        m_queued.push_back(std::exchange(m_filling, std::move(next)));
    }
    m_changed.notify_all();
}

void YamlEventPipe::finish() {
    m_finished = true;
    {
        std::lock_guard lock(m_mutex);
        m_closed = true;
        if (!m_stopped && m_filling->eventCount() > 0)
            m_queued.push_back(std::move(m_filling)); // the pipe takes no events after finish()
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
    const std::exception_ptr failure = std::exchange(m_failure, nullptr);
    if (failure)
        std::rethrow_exception(failure);
}

void YamlEventPipe::run() {
    for (;;) {
        std::unique_ptr<YamlEventBatch> batch;
        {
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_closed || !m_queued.empty(); });
            if (m_queued.empty())
                return; // closed, and everything replayed
            batch = std::move(m_queued.front());
            m_queued.pop_front();
        }
        m_changed.notify_all(); // room in the queue
        try {
            batch->replay(m_handler, m_sink);
        } catch (...) {
            std::lock_guard lock(m_mutex);
            m_failure = std::current_exception();
            m_stopped = true;
            m_queued.clear();
            m_changed.notify_all();
            return;
        }
        batch->clear();
        std::lock_guard lock(m_mutex);
        m_spare.push_back(std::move(batch));
    }
}

} // namespace FlowAudit
