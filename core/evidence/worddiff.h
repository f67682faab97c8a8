#pragma once

#include <QJsonArray>
#include <QList>
#include <QString>

namespace FlowAudit {

// The difference between two passages, word by word (the longest common subsequence of
// their words): what a quote says that the page no longer does, and what it says instead.
struct WordDiffSegment {
    enum class Kind : quint8 { Same, Removed, Added };
    Kind kind = Kind::Same;
    QString words;

    bool operator==(const WordDiffSegment& other) const = default;
};

namespace WordDiff {
QList<WordDiffSegment> between(const QString& before, const QString& after);
// Each change with a word of context on either side, as `"10 retries" → "8 retries"`,
// one a line; empty when the passages are the same.
QStringList changes(const QList<WordDiffSegment>& diff);
// The whole diff as git's --word-diff writes it: `[-10-]{+8+}`.
QString inline_(const QList<WordDiffSegment>& diff);
// As JSON, `[{"kind": "same"|"removed"|"added", "words": "…"}]`: cards verify's output and
// the verification record both write it, and the record reads it back.
QJsonArray toJson(const QList<WordDiffSegment>& diff);
QList<WordDiffSegment> fromJson(const QJsonArray& array);
} // namespace WordDiff

} // namespace FlowAudit
