#pragma once

#include "core/evidence/factverification.h"
#include "core/io/ioerror.h"

#include <QDate>

#include <optional>

namespace FlowAudit {

// The outcomes of a verification kept beside the team's cards (`verification.json` in the
// folder vendor_cards names), so CI's `cards verify --record` reaches the team's report and
// the editor: each fact's place and quote, its outcome and what the page said, and the day.
// A record of a fact whose quote changed since is not the fact's (FactVerification::isOf).
namespace VerificationRecord {
inline constexpr const char* FileName = "verification.json";
inline constexpr const char* Format = "flowaudit-verification/1";

// `day` is the record's; an outcome of another day keeps its own.
QByteArray serialise(const QList<FactVerification>& outcomes, QDate day);

struct Read {
    QList<FactVerification> outcomes; // each with its day
    std::optional<IoError> error;     // the file is not a record: nothing is read
};
// The record in `folder`, or none when the folder holds none.
Read readFolder(const QString& folder);
Read parse(const QByteArray& bytes, const QString& fileName);
// One outcome a fact (its card and place): the later day's of the two lists', b's on the same
// day. The team's record and the editor's own meet so.
QList<FactVerification> newest(const QList<FactVerification>& a, const QList<FactVerification>& b);
} // namespace VerificationRecord

} // namespace FlowAudit
