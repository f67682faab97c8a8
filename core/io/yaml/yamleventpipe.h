#pragma once

#include "core/io/yaml/yamleventbatch.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace FlowAudit {

// Runs a handler of yaml-cpp's events on a thread of its own while the parser goes on
// reading: yaml-cpp's parser is most of the time of a read and runs on one core, so what
// the handler does (texts, values, flows, the checks after them) moves to the second core
// and off the reader's path. The parser is given the pipe as its handler; the pipe writes
// the events down in batches and the thread replays them into the real handler, in order,
// a few thousand at a time.
//
// What the handler throws ends the replay: the parser stops at its next batch
// (`Stopped` is thrown to it), and finish() throws the handler's exception on the
// reader's thread, where it is handled as if the handler had thrown there. Events after
// it are never replayed, so the outcome is the one of a handler called in place.
class YamlEventPipe : public YAML::EventHandler {
public:
    // Thrown to the parser once the handler has stopped: nothing more is wanted.
    struct Stopped {};

    // handler and sink (for the source text, see addSourceText) run on the pipe's thread
    // until finish() returns; after that the reader's thread may use them again.
    YamlEventPipe(YAML::EventHandler& handler, YamlEventBatch::TextSink sink);
    ~YamlEventPipe(); // finishes the replay if finish() was not called; its outcome is dropped
    YamlEventPipe(const YamlEventPipe&) = delete;
    YamlEventPipe& operator=(const YamlEventPipe&) = delete;

    void OnDocumentStart(const YAML::Mark& mark) override;
    void OnDocumentEnd() override;
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) override;
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) override;
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  const std::string& value) override;
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) override;
    void OnSequenceEnd() override;
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value style) override;
    void OnMapEnd() override;
    // Source text to hand to the sink in order with the events (the text scan's chunks).
    void addSourceText(const char* data, qsizetype size);

    // Waits until every event so far is replayed; throws what the handler threw, if it did.
    // Called once, after the last event.
    void finish();

private:
    // Hands the batch being filled to the thread once it is full; throws Stopped when the
    // handler has stopped.
    void afterEvent();
    void handOver();
    void run();

    YAML::EventHandler& m_handler;
    YamlEventBatch::TextSink m_sink;
    std::unique_ptr<YamlEventBatch> m_filling; // on the reader's thread

    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::unique_ptr<YamlEventBatch>> m_queued; // under m_mutex, oldest first
    std::vector<std::unique_ptr<YamlEventBatch>> m_spare; // under m_mutex: replayed, to reuse
    bool m_closed = false;                                // under m_mutex: no more batches come
    bool m_stopped = false;                               // under m_mutex: the handler threw
    std::exception_ptr m_failure;                         // under m_mutex: what it threw
    bool m_finished = false;                              // on the reader's thread
    std::thread m_thread;
};

} // namespace FlowAudit
