#pragma once

#include <QByteArray>
#include <QString>

#include <functional>
#include <optional>
#include <streambuf>

class QIODevice;

namespace FlowAudit {

// A read buffer for yaml-cpp that checks the bytes as they stream past: UTF-8 only (no
// UTF-16 or UTF-32, no invalid sequences), no NUL bytes or other control characters but tab and
// line ends. yaml-cpp passes invalid UTF-8
// through silently, so this is where it is caught, in one pass and 64 KiB of memory. A
// lone CR (old Mac line end), which yaml-cpp 0.7 cannot parse, is read as LF.
class Utf8InputBuffer : public std::streambuf {
public:
    struct Problem {
        int line = 0;
        int column = 0;
        QString message;
    };

    // Lone CRs are read as LF for YAML; CSV keeps them (libcsv ends rows at a lone CR itself,
    // and a CR inside a quoted cell is data).
    enum class LoneCr { AsLineFeed, Keep };
    explicit Utf8InputBuffer(QIODevice* device, LoneCr loneCr = LoneCr::AsLineFeed);

    // The first problem found; the stream ends there.
    const std::optional<Problem>& problem() const { return m_problem; }
    // Shown every checked chunk, in order, before the reader sees it: a second look at the
    // text in the same pass (YamlTextScan), so the file is read once.
    using ChunkObserver = std::function<void(const char* data, qsizetype size)>;
    void setChunkObserver(ChunkObserver observer) { m_observer = std::move(observer); }

protected:
    int_type underflow() override;

private:
    // Checks m_buffer[0, size) and returns how many bytes are complete and valid; the rest
    // is either a sequence cut by the chunk's end or the start of a problem.
    qsizetype validate(qsizetype size, bool atEnd);
    void fail(qsizetype offset, const QString& message);
    void advancePosition(qsizetype size);

    QIODevice* m_device;
    LoneCr m_loneCr;
    QByteArray m_buffer;
    qsizetype m_carry = 0; // bytes kept from the last chunk for the next
    bool m_first = true;
    bool m_done = false;
    int m_line = 1; // position of m_buffer[0]
    int m_column = 1;
    std::optional<Problem> m_problem;
    ChunkObserver m_observer;
};

} // namespace FlowAudit
