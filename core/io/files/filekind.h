#pragma once

#include "core/io/ioerror.h"

#include <QByteArray>

namespace FlowAudit {

// What a file holds, told from its first bytes rather than its name: the front door every
// reader of a user's file goes through (lint, import, convert, the editor), so that a file
// whose name says one kind and whose bytes another is refused the same way by all of them,
// with what it is not and what it looks like.
class FileKind {
public:
    enum class Content : quint8 { Empty, Zip, Ole2, Json, Yaml, Csv, Binary };
    // What the bytes look like (only the first few kilobytes are looked at).
    static Content of(const QByteArray& bytes);
    // What a file's name promises, from its extension; nullopt when it promises nothing
    // (.txt, no extension).
    static std::optional<Content> namedBy(const QString& path);
    // The refusal when the bytes are not what the name (or the format the user chose:
    // `expected`) says: "book.xlsx is not an Excel workbook (no zip signature); if it is CSV,
    // name it .csv". Nullopt when they agree, or when either says nothing.
    static std::optional<IoError> mismatch(const QString& path, Content expected,
                                           const QByteArray& bytes);
    // The same, for the kind the file's name says.
    static std::optional<IoError> mismatch(const QString& path, const QByteArray& bytes);
    // How much of a file `of` looks at.
    static constexpr qsizetype SniffedBytes = 4096;
};

} // namespace FlowAudit
