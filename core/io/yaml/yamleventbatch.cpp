#include "core/io/yaml/yamleventbatch.h"

namespace FlowAudit {

void YamlEventBatch::add(Kind kind, const YAML::Mark& mark, YAML::anchor_t anchor,
                         const std::string* tag, const char* text, std::size_t textSize,
                         quint8 style) {
    Event event{kind, style, mark, anchor, 0, quint32(textSize)};
    if (tag) {
        event.tagSize = quint32(tag->size());
        m_bytes.append(*tag);
    }
    if (textSize > 0)
        m_bytes.append(text, textSize);
    m_events.push_back(event);
}

void YamlEventBatch::OnDocumentStart(const YAML::Mark& mark) {
    add(Kind::DocumentStart, mark);
}

void YamlEventBatch::OnDocumentEnd() {
    add(Kind::DocumentEnd, YAML::Mark());
}

void YamlEventBatch::OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) {
    add(Kind::Null, mark, anchor);
}

void YamlEventBatch::OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) {
    add(Kind::Alias, mark, anchor);
}

void YamlEventBatch::OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                              const std::string& value) {
    add(Kind::Scalar, mark, anchor, &tag, value.data(), value.size());
}

void YamlEventBatch::OnSequenceStart(const YAML::Mark& mark, const std::string& tag,
                                     YAML::anchor_t anchor, YAML::EmitterStyle::value style) {
    add(Kind::SequenceStart, mark, anchor, &tag, nullptr, 0, quint8(style));
}

void YamlEventBatch::OnSequenceEnd() {
    add(Kind::SequenceEnd, YAML::Mark());
}

void YamlEventBatch::OnMapStart(const YAML::Mark& mark, const std::string& tag,
                                YAML::anchor_t anchor, YAML::EmitterStyle::value style) {
    add(Kind::MapStart, mark, anchor, &tag, nullptr, 0, quint8(style));
}

void YamlEventBatch::OnMapEnd() {
    add(Kind::MapEnd, YAML::Mark());
}

void YamlEventBatch::addSourceText(const char* data, qsizetype size) {
    add(Kind::SourceText, YAML::Mark(), YAML::NullAnchor, nullptr, data, std::size_t(size));
}

void YamlEventBatch::replay(YAML::EventHandler& handler, const TextSink& sink) const {
    // Reused for every event: assign() keeps their capacity, so replaying allocates nothing
    // once they have grown.
    std::string tag, text;
    const char* bytes = m_bytes.data();
    for (const Event& event : m_events) {
        tag.assign(bytes, event.tagSize);
        bytes += event.tagSize;
        const char* textStart = bytes;
        bytes += event.textSize;
        const auto style = YAML::EmitterStyle::value(event.style);
        switch (event.kind) {
        case Kind::DocumentStart:
            handler.OnDocumentStart(event.mark);
            break;
        case Kind::DocumentEnd:
            handler.OnDocumentEnd();
            break;
        case Kind::Null:
            handler.OnNull(event.mark, event.anchor);
            break;
        case Kind::Alias:
            handler.OnAlias(event.mark, event.anchor);
            break;
        case Kind::Scalar:
            text.assign(textStart, event.textSize);
            handler.OnScalar(event.mark, tag, event.anchor, text);
            break;
        case Kind::SequenceStart:
            handler.OnSequenceStart(event.mark, tag, event.anchor, style);
            break;
        case Kind::SequenceEnd:
            handler.OnSequenceEnd();
            break;
        case Kind::MapStart:
            handler.OnMapStart(event.mark, tag, event.anchor, style);
            break;
        case Kind::MapEnd:
            handler.OnMapEnd();
            break;
        case Kind::SourceText:
            if (sink)
                sink(textStart, qsizetype(event.textSize));
            break;
        }
    }
}

void YamlEventBatch::clear() {
    m_events.clear();
    m_bytes.clear();
}

} // namespace FlowAudit
