#include "core/io/yaml/yamleventhandler.h"

#include "core/io/utf8text.h"

#include "core/io/ioerror.h"

#include <QCoreApplication>

namespace FlowAudit {

QString YamlEventHandler::describe(const YamlValue& value) {
    switch (value.kind()) {
    case YamlValue::Kind::Null:
        return QCoreApplication::translate("YamlReader", "nothing");
    case YamlValue::Kind::Scalar:
        return QCoreApplication::translate("YamlReader", "the text \"%1\"")
            .arg(value.text().left(40));
    case YamlValue::Kind::Sequence:
        return QCoreApplication::translate("YamlReader", "a list");
    case YamlValue::Kind::Map:
        break;
    }
    return QCoreApplication::translate("YamlReader", "a map");
}

namespace {

QString shortTag(const std::string& tag) {
    const std::string core = "tag:yaml.org,2002:";
    if (tag.rfind(core, 0) == 0)
        return QStringLiteral("!!") + QString::fromStdString(tag.substr(core.size()));
    return QString::fromStdString(tag);
}

} // namespace

int YamlEventHandler::KeySet::insert(const QString& key, int line) {
    constexpr std::size_t SmallLimit = 24;
    if (large.isEmpty()) {
        for (const auto& [existing, existingLine] : small) {
            if (existing == key)
                return existingLine;
        }
        small.emplace_back(key, line);
        if (small.size() > SmallLimit) {
            for (const auto& [k, l] : small)
                large.insert(k, l);
            small.clear();
        }
        return 0;
    }
    if (const auto it = large.constFind(key); it != large.constEnd())
        return *it;
    large.insert(key, line);
    return 0;
}

void YamlEventHandler::abort(Position at, const QString& message) {
    throw ReadAbort{at.line, at.column, message};
}

void YamlEventHandler::OnDocumentStart(const YAML::Mark& mark) {
    if (++m_documents > 1)
        abort(
            positionOf(mark),
            QCoreApplication::translate(
                "YamlReader", "a second YAML document starts here: an inventory is one document"));
}

void YamlEventHandler::OnNull(const YAML::Mark& mark, YAML::anchor_t anchor) {
    const Position at = reached(mark);
    noteAnchor(anchor, at);
    deliver(YamlValue(), at);
}

void YamlEventHandler::OnAlias(const YAML::Mark& mark, YAML::anchor_t) {
    abort(positionOf(mark),
          QCoreApplication::translate(
              "YamlReader", "an alias (*name) refers to an anchor: write the value out in full, "
                            "inventories do not use aliases"));
}

void YamlEventHandler::OnScalar(const YAML::Mark& mark, const std::string& tag,
                                YAML::anchor_t anchor, const std::string& value) {
    const Position at = reached(mark);
    checkTag(tag, "str", at);
    noteAnchor(anchor, at);
    if (qsizetype(value.size()) > InputLimits::MaxValueBytes)
        abort(at, QCoreApplication::translate(
                      "YamlReader", "a value of %1 MB: a cell or key may hold at most %2 MB")
                      .arg(QString::number(double(value.size()) / (1024 * 1024), 'f', 2))
                      .arg(InputLimits::MaxValueBytes / (1024 * 1024)));
    // yaml-cpp tags plain scalars "?" and quoted ones "!".
    const bool plain = tag.size() == 1 && tag[0] == '?';
    const auto style = plain ? YamlValue::ScalarStyle::Plain : YamlValue::ScalarStyle::Quoted;
    if (tag.size() == 1 && tag[0] == '!')
        m_lastQuoted = {mark.pos, at};
    YamlValue scalar = YamlValue::scalar(text(value), style);
    scalar.setLine(at.line);
    deliver(std::move(scalar), at);
}

void YamlEventHandler::OnSequenceStart(const YAML::Mark& mark, const std::string& tag,
                                       YAML::anchor_t anchor, YAML::EmitterStyle::value style) {
    startCollection(mark, tag, anchor, false, style == YAML::EmitterStyle::Flow);
}

void YamlEventHandler::OnMapStart(const YAML::Mark& mark, const std::string& tag,
                                  YAML::anchor_t anchor, YAML::EmitterStyle::value style) {
    startCollection(mark, tag, anchor, true, style == YAML::EmitterStyle::Flow);
}

void YamlEventHandler::OnSequenceEnd() {
    endCollection();
}

void YamlEventHandler::OnMapEnd() {
    endCollection();
}

QString YamlEventHandler::text(const std::string& value) {
    constexpr std::size_t ShortTextBytes = 24;
    if (value.size() > ShortTextBytes || value.empty())
        return utf8Text(value.data(), qsizetype(value.size()));
    std::size_t hash = 2166136261u; // FNV-1a: short keys, no need for more
    for (const char c : value)
        hash = (hash ^ static_cast<unsigned char>(c)) * 16777619u;
    ShortText& slot = m_shortTexts[hash % ShortTextSlots];
    if (slot.bytes != value) {
        slot.bytes = value;
        slot.text = utf8Text(value.data(), qsizetype(value.size()));
    }
    return slot.text;
}

// Plain values carry no tag ("?", or "!" when quoted). A tag saying what the value already
// is (!!str on text) and a custom one (!vault) are read past and noted, since a save drops
// them; a YAML tag for another type (!!binary, !!int, !!python/...) would change what the
// value means, so it is refused.
void YamlEventHandler::checkTag(const std::string& tag, const char* kind, Position at) {
    if (tag.empty() || (tag.size() == 1 && (tag[0] == '?' || tag[0] == '!')))
        return;
    const std::string core = "tag:yaml.org,2002:";
    if (tag == core + kind || tag.rfind(core, 0) != 0) {
        m_unkept.noteTag(shortTag(tag), at.line);
        return;
    }
    abort(at, QCoreApplication::translate(
                  "YamlReader",
                  "the tag %1 is not used in inventories: write plain text, lists and maps")
                  .arg(shortTag(tag)));
}

void YamlEventHandler::noteAnchor(YAML::anchor_t anchor, Position at) {
    if (anchor != YAML::NullAnchor)
        m_unkept.noteAnchor(at.line);
}

void YamlEventHandler::startCollection(const YAML::Mark& mark, const std::string& tag,
                                       YAML::anchor_t anchor, bool isMap, bool flowStyle) {
    const Position at = reached(mark);
    checkTag(tag, isMap ? "map" : "seq", at);
    noteAnchor(anchor, at);
    if (int(m_frames.size()) >= InputLimits::MaxDepth)
        abort(at, QCoreApplication::translate("YamlReader",
                                              "lists and maps are nested more than %1 deep")
                      .arg(InputLimits::MaxDepth));
    Frame frame;
    frame.isMap = isMap;
    if (!m_frames.empty() && m_frames.back().isMap && !m_frames.back().haveKey)
        throw ReadAbort{at.line, at.column,
                        QCoreApplication::translate("YamlReader", "a key must be text, found %1")
                            .arg(isMap ? QCoreApplication::translate("YamlReader", "a map")
                                       : QCoreApplication::translate("YamlReader", "a list")),
                        flowStyle ? qint64(mark.pos) : -1};
    const int parentRole = m_frames.empty() ? DocumentRole : m_frames.back().role;
    if (parentRole != FreeRole) {
        const Frame* parent = m_frames.empty() ? nullptr : &m_frames.back();
        frame.role =
            roleOf(parentRole, parent && parent->isMap ? &parent->key : nullptr, isMap, at);
    }
    if (frame.role == FreeRole) {
        frame.value = isMap ? YamlValue::map(flowStyle) : YamlValue::sequence(flowStyle);
        frame.value.setLine(at.line);
    }
    m_frames.push_back(std::move(frame));
}

void YamlEventHandler::endCollection() {
    Frame frame = std::move(m_frames.back());
    m_frames.pop_back();
    if (frame.role == FreeRole) {
        const Position at{frame.value.line(), 0};
        deliver(std::move(frame.value), at);
        return;
    }
    end(frame.role);
    if (!m_frames.empty())
        m_frames.back().haveKey = false; // the claimed frame was the value of that key
}

void YamlEventHandler::deliver(YamlValue value, Position at) {
    if (m_frames.empty()) {
        take(DocumentRole, nullptr, std::move(value), at);
        return;
    }
    Frame& parent = m_frames.back();
    if (parent.isMap && !parent.haveKey) {
        if (!value.isScalar())
            abort(at, QCoreApplication::translate("YamlReader", "a key must be text, found %1")
                          .arg(describe(value)));
        if (const int earlier = parent.keys.insert(value.text(), at.line))
            abort(at,
                  QCoreApplication::translate(
                      "YamlReader", "the key \"%1\" appears twice in this map (first on line %2)")
                      .arg(value.text(), QString::number(earlier)));
        parent.key = value.text();
        parent.keyAt = at;
        parent.haveKey = true;
        return;
    }
    const QString* key = parent.isMap ? &parent.key : nullptr;
    if (parent.role != FreeRole)
        take(parent.role, key, std::move(value), at);
    else if (parent.isMap)
        parent.value.insert(parent.key, std::move(value));
    else
        parent.value.append(std::move(value));
    parent.haveKey = false;
}

} // namespace FlowAudit
