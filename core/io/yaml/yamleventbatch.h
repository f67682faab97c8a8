#pragma once

#include <QtGlobal>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>

#include <functional>
#include <string>
#include <vector>

namespace FlowAudit {

// yaml-cpp's parse events written down as they come, to be replayed in the same order into
// another handler later, on another thread. Compact: one small record per event, and the
// tags, scalars and source text in one growing byte buffer, so recording costs a copy of
// the bytes and no allocation once the buffers have grown (a batch is reused).
class YamlEventBatch : public YAML::EventHandler {
public:
    // Where the source text goes on replay (the text scan), in order with the events.
    using TextSink = std::function<void(const char* data, qsizetype size)>;

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
    // A stretch of the source text, as the parser was given it.
    void addSourceText(const char* data, qsizetype size);

    qsizetype eventCount() const { return qsizetype(m_events.size()); }
    qsizetype byteCount() const { return qsizetype(m_bytes.size()); }
    // Calls handler (and sink, for the source text) with every event recorded, in order.
    // Exceptions the handler throws pass through.
    void replay(YAML::EventHandler& handler, const TextSink& sink) const;
    // Empty again, keeping the memory for the next events.
    void clear();

private:
    enum class Kind : quint8 {
        DocumentStart,
        DocumentEnd,
        Null,
        Alias,
        Scalar,
        SequenceStart,
        SequenceEnd,
        MapStart,
        MapEnd,
        SourceText
    };
    struct Event {
        Kind kind;
        quint8 style = 0; // YAML::EmitterStyle of a collection
        YAML::Mark mark;
        YAML::anchor_t anchor = YAML::NullAnchor;
        quint32 tagSize = 0; // the tag's bytes, then the text's, follow the previous event's
        quint32 textSize = 0;
    };

    void add(Kind kind, const YAML::Mark& mark, YAML::anchor_t anchor = YAML::NullAnchor,
             const std::string* tag = nullptr, const char* text = nullptr, std::size_t textSize = 0,
             quint8 style = 0);

    std::vector<Event> m_events;
    std::string m_bytes;
};

} // namespace FlowAudit
