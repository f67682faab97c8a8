#pragma once

#include <QString>

#include <optional>

namespace FlowAudit {

// The reader's limit on one cell (InputLimits::MaxValueBytes of UTF-8, in YAML and in
// CSV) applied where text enters the editor: what it accepts it can save and open again.
class CellTextLimit {
public:
    // The UTF-8 size of `text`, counted without encoding it (a lone surrogate counts as
    // the three bytes of the replacement character the encoder writes).
    static qsizetype utf8Size(QStringView text);
    static bool fits(QStringView text);
    // Why `text` cannot go into a cell ("2,000,000 bytes of text: a cell may hold at most 1 MB …"),
    // or nullopt when it fits.
    static std::optional<QString> problem(QStringView text);
};

} // namespace FlowAudit
