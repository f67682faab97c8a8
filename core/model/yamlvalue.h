#pragma once

#include <QString>

#include <memory>
#include <vector>

namespace FlowAudit {

struct YamlMapEntry;

// A YAML value kept exactly as the user wrote it, for everything the inventory does not
// interpret itself: unknown fields and keys, reviews, and lists or maps in known fields.
class YamlValue {
public:
    enum class Kind : quint8 { Null, Scalar, Sequence, Map };
    // Plain and Quoted come from a file and are written back the same way; Any (text from
    // CSV or the editor) is written plain unless a YAML reader would take it for another type.
    enum class ScalarStyle : quint8 { Any, Plain, Quoted };

    YamlValue();
    YamlValue(const YamlValue& other);
    YamlValue(YamlValue&& other) noexcept;
    YamlValue& operator=(const YamlValue& other);
    YamlValue& operator=(YamlValue&& other) noexcept;
    ~YamlValue();
    static YamlValue scalar(QString text, ScalarStyle style = ScalarStyle::Any);
    static YamlValue sequence(bool flowStyle = false);
    static YamlValue map(bool flowStyle = false);

    Kind kind() const { return m_kind; }
    bool isNull() const { return m_kind == Kind::Null; }
    bool isScalar() const { return m_kind == Kind::Scalar; }
    bool isSequence() const { return m_kind == Kind::Sequence; }
    bool isMap() const { return m_kind == Kind::Map; }

    const QString& text() const { return m_text; }
    ScalarStyle scalarStyle() const { return m_style; }
    bool flowStyle() const { return m_flowStyle; }
    int line() const { return m_line; }
    void setLine(int line) { m_line = line; }

    const std::vector<YamlValue>& items() const;
    const std::vector<YamlMapEntry>& entries() const;
    void append(YamlValue item);
    void insert(QString key, YamlValue value);
    // The value of key in a map, or nullptr.
    const YamlValue* find(QStringView key) const;

    bool operator==(const YamlValue& other) const;

private:
    // Lists and maps only: a scalar, most values of an inventory, stays 40 bytes.
    struct Children;
    Children& children();

    QString m_text;
    std::unique_ptr<Children> m_children;
    int m_line = 0;
    Kind m_kind = Kind::Null;
    ScalarStyle m_style = ScalarStyle::Any;
    bool m_flowStyle = false;
};

struct YamlMapEntry {
    QString key;
    YamlValue value;
    bool operator==(const YamlMapEntry& other) const = default;
};

using YamlEntries = std::vector<YamlMapEntry>;

} // namespace FlowAudit
