#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <vector>

namespace FlowAudit {

// JSON text written as it is made, laid out as QJsonDocument::Indented lays it out (four
// spaces, "key": value), so a lint of 100k flows never holds its findings as JSON objects.
// Keys are written in the order given: give them sorted, as QJsonObject keeps them.
// The text goes to `flush` in chunks of about 64 KiB, and the rest at finish().
class JsonWriter {
public:
    using Flush = std::function<void(const QByteArray& chunk)>;
    explicit JsonWriter(Flush flush);

    void beginObject();
    void endObject();
    void beginArray();
    void endArray();
    // The key of the next value, inside an object.
    void key(const char* name);
    void value(const QString& text);
    void value(int number);
    void value(bool truth);
    void null();
    // Blank text as null: an optional field.
    void textOrNull(const QString& text);
    // Ends the document with a line end and hands over what is left.
    void finish();

    // The text of a JSON string, quotes included, escaped as Qt escapes it.
    static void appendString(QByteArray& out, const QString& text);

private:
    void beforeValue();
    void close(char bracket);
    void indent();
    void maybeFlush();

    struct Level {
        bool isObject = false;
        bool empty = true;
    };
    Flush m_flush;
    QByteArray m_out;
    std::vector<Level> m_levels;
    bool m_afterKey = false;
};

} // namespace FlowAudit
