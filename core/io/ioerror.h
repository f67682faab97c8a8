#pragma once

#include <QString>

#include <optional>

namespace FlowAudit {

// Why a file could not be read or written, positioned where the position is known:
// `acme.yaml:14:7: expected a map for each flow, found a list`.
struct IoError {
    QString file;
    int line = 0;   // 1-based; 0 when the problem is the whole file
    int column = 0; // 1-based; 0 when unknown
    QString message;

    QString toString() const;
};

// Limits that keep hostile files from hanging or exhausting the program.
struct InputLimits {
    static constexpr qint64 MaxFileBytes =
        100 * 1024 * 1024;                                  // an inventory of 100k flows is ~65 MB
    static constexpr qsizetype MaxValueBytes = 1024 * 1024; // one cell or key
    static constexpr int MaxDepth = 64;                     // nested lists and maps

    // The error for a file of `size` bytes, when it is over MaxFileBytes: said before reading.
    static std::optional<IoError> checkFileSize(const QString& file, qint64 size);
};

} // namespace FlowAudit
