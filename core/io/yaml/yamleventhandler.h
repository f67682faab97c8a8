#pragma once

#include "core/io/unkeptsyntax.h"
#include "core/model/yamlvalue.h"

#include <QHash>

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/mark.h>

#include <algorithm>
#include <string>
#include <vector>

namespace FlowAudit {

// Thrown by a handler to stop yaml-cpp's parser at a problem; caught in the reader, never
// outside core/io.
struct ReadAbort {
    int line = 0;
    int column = 0;
    QString message;
    // A { } or [ ] collection found where a key belongs starts at this byte: yaml-cpp reads
    // one left open at the end of a cut-off file that way, so the reader checks it is closed.
    qint64 flowStart = -1;
};

// Turns yaml-cpp's parse events into values, with the checks yaml-cpp does not make: one
// document, no aliases (no alias bombs), no YAML tags for other types (!!binary,
// !!python/...), bounded depth and value size, no repeated keys in any map. Anchors and
// the tags it can read past (!!str, custom !name) are noted as what a save drops. Values below the
// frames a subclass claims are built as YamlValue; the subclass decides what the frames it claims
// mean.
class YamlEventHandler : public YAML::EventHandler {
public:
    struct Position {
        int line = 0;
        int column = 0;
    };

    // Where the last quoted scalar starts: yaml-cpp 0.7 silently accepts a quoted scalar
    // that runs to the end of the file, so the reader checks that this one is closed.
    struct QuotedStart {
        qint64 offset = -1;
        Position at;
    };
    const QuotedStart& lastQuotedScalar() const { return m_lastQuoted; }
    const UnkeptSyntax& unkept() const { return m_unkept; }
    // How far into the text the events handled so far reach, in bytes.
    qint64 bytesParsed() const { return m_bytesParsed; }

    void OnDocumentStart(const YAML::Mark& mark) final;
    void OnDocumentEnd() final {}
    void OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) final;
    void OnAlias(const YAML::Mark& mark, YAML::anchor_t anchor) final;
    void OnScalar(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                  const std::string& value) final;
    void OnSequenceStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                         YAML::EmitterStyle::value style) final;
    void OnSequenceEnd() final;
    void OnMapStart(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                    YAML::EmitterStyle::value style) final;
    void OnMapEnd() final;

protected:
    static constexpr int FreeRole = 0;      // a plain value: built as YamlValue
    static constexpr int DocumentRole = -1; // the document itself, the parent of the root

    // The role of a new list or map inside a frame of parentRole (key: its key in a map,
    // nullptr in a list). Return FreeRole to have it built as a YamlValue.
    virtual int roleOf(int parentRole, const QString* key, bool isMap, Position at) = 0;
    // A complete value (scalar, null or a free list or map) inside a frame the subclass claimed.
    virtual void take(int parentRole, const QString* key, YamlValue value, Position at) = 0;
    // A claimed frame ended.
    virtual void end(int role) = 0;

    // "a list", "the text \"x\"": what a value is, for messages.
    static QString describe(const YamlValue& value);
    // Where the key of the value being delivered to the innermost map was written.
    Position keyPosition() const { return m_frames.empty() ? Position{} : m_frames.back().keyAt; }
    [[noreturn]] static void abort(Position at, const QString& message);
    static Position positionOf(const YAML::Mark& mark) { return {mark.line + 1, mark.column + 1}; }

private:
    // The keys of one map, for duplicates: a short list, a hash once the map grows.
    struct KeySet {
        std::vector<std::pair<QString, int>> small;
        QHash<QString, int> large;
        // The line of an earlier equal key, or 0 after inserting key.
        int insert(const QString& key, int line);
    };

    struct Frame {
        int role = FreeRole;
        bool isMap = false;
        bool haveKey = false;
        QString key;
        Position keyAt;
        KeySet keys;
        YamlValue value; // free frames only
    };

    // Where an event was found, noted for bytesParsed().
    Position reached(const YAML::Mark& mark) {
        m_bytesParsed = std::max(m_bytesParsed, qint64(mark.pos));
        return positionOf(mark);
    }
    void startCollection(const YAML::Mark& mark, const std::string& tag, YAML::anchor_t anchor,
                         bool isMap, bool flowStyle);
    void endCollection();
    void deliver(YamlValue value, Position at);
    void checkTag(const std::string& tag, const char* kind, Position at);
    void noteAnchor(YAML::anchor_t anchor, Position at);
    QString text(const std::string& value);

    std::vector<Frame> m_frames;
    // Short texts repeat across flows (yes, none, custom, seconds, status, pass): one shared
    // QString each instead of one allocation per cell. A direct-mapped cache: a text that
    // never repeats (a flow ID) only takes over its slot, and a lookup is one hash and one
    // compare, with no node to allocate or chain to walk.
    struct ShortText {
        std::string bytes;
        QString text;
    };
    static constexpr std::size_t ShortTextSlots = 1024;
    std::vector<ShortText> m_shortTexts = std::vector<ShortText>(ShortTextSlots);
    int m_documents = 0;
    qint64 m_bytesParsed = 0;
    QuotedStart m_lastQuoted;
    UnkeptSyntax m_unkept;
};

} // namespace FlowAudit
