#pragma once

#include "core/io/ioerror.h"
#include "core/rules/severity.h"

#include <QByteArray>
#include <QList>

#include <optional>
#include <variant>

namespace FlowAudit {

// Old debt in CI (docs/spec/accepted-risks-and-git.md, Baselines): one entry per finding of an
// inventory when the baseline was made. Written by the command line, never by hand; the
// same findings always give the same bytes (sorted, no lines, messages or timestamps).
struct BaselineEntry {
    QString flowId;
    QString rule;
    QString field; // blank when the finding names none
    Severity severity = Severity::Fail;
    QString fingerprint;

    bool operator==(const BaselineEntry& other) const = default;
};

class Baseline {
public:
    static QString currentFormat() { return QStringLiteral("flowaudit-baseline/1"); }

    QList<BaselineEntry> entries;

    // Sorted by flow_id, rule, field (then fingerprint), JSON, one entry per line group.
    QByteArray serialise() const;
    // The baseline in `bytes` (read from `path`), or why it is not one: not JSON, not this
    // format, a newer version, an entry without its keys.
    static std::variant<Baseline, IoError> parse(const QByteArray& bytes, const QString& path);
    static std::variant<Baseline, IoError> load(const QString& path);
};

} // namespace FlowAudit
