#include "core/evidence/worddiff.h"

#include <QJsonObject>

#include <QStringList>

#include <dtl/dtl.hpp>

#include <vector>

namespace FlowAudit {

namespace {

void append(QList<WordDiffSegment>& diff, WordDiffSegment::Kind kind, const QString& word) {
    if (!diff.isEmpty() && diff.last().kind == kind)
        diff.last().words += QLatin1Char(' ') + word;
    else
        diff.append({kind, word});
}

QString lastWord(const QString& words) {
    return words.section(QLatin1Char(' '), -1);
}

QString firstWord(const QString& words) {
    return words.section(QLatin1Char(' '), 0, 0);
}

} // namespace

QList<WordDiffSegment> WordDiff::between(const QString& before, const QString& after) {
    const QStringList a = before.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const QStringList b = after.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    // The edit script of the words (Myers' O(ND), dtl's, as the merge and the language
    // server diff their lines).
    const std::vector<QString> wordsA(a.begin(), a.end());
    const std::vector<QString> wordsB(b.begin(), b.end());
    // Not onHuge(): that reserves room for 2 million edit points (48 MB) before each diff,
    // for a quote of at most 1,000 characters.
    dtl::Diff<QString, std::vector<QString>> diff(wordsA, wordsB);
    diff.compose();
    QList<WordDiffSegment> segments;
    QList<WordDiffSegment> added; // kept until the run ends: removed words come first
    for (const auto& [word, info] : diff.getSes().getSequence()) {
        if (info.type == dtl::SES_ADD) {
            append(added, WordDiffSegment::Kind::Added, word);
            continue;
        }
        if (info.type == dtl::SES_COMMON) {
            segments += added;
            added.clear();
        }
        append(segments,
               info.type == dtl::SES_COMMON ? WordDiffSegment::Kind::Same
                                            : WordDiffSegment::Kind::Removed,
               word);
    }
    segments += added;
    return segments;
}

QStringList WordDiff::changes(const QList<WordDiffSegment>& diff) {
    QStringList lines;
    for (qsizetype k = 0; k < diff.size(); ++k) {
        if (diff[k].kind == WordDiffSegment::Kind::Same)
            continue;
        QString removed;
        QString added;
        const qsizetype first = k;
        while (k < diff.size() && diff[k].kind != WordDiffSegment::Kind::Same) {
            (diff[k].kind == WordDiffSegment::Kind::Removed ? removed : added) = diff[k].words;
            ++k;
        }
        const QString before = first > 0 ? lastWord(diff[first - 1].words) : QString();
        const QString after = k < diff.size() ? firstWord(diff[k].words) : QString();
        const auto framed = [&](const QString& middle) {
            QStringList words;
            for (const QString& w : {before, middle, after})
                if (!w.isEmpty())
                    words.append(w);
            return QLatin1Char('"') + words.join(QLatin1Char(' ')) + QLatin1Char('"');
        };
        lines.append(framed(removed) + QStringLiteral(" → ") + framed(added));
    }
    return lines;
}

QString WordDiff::inline_(const QList<WordDiffSegment>& diff) {
    QStringList parts;
    for (const WordDiffSegment& segment : diff) {
        switch (segment.kind) {
        case WordDiffSegment::Kind::Same:
            parts.append(segment.words);
            break;
        case WordDiffSegment::Kind::Removed:
            parts.append(QStringLiteral("[-") + segment.words + QStringLiteral("-]"));
            break;
        case WordDiffSegment::Kind::Added:
            parts.append(QStringLiteral("{+") + segment.words + QStringLiteral("+}"));
            break;
        }
    }
    return parts.join(QLatin1Char(' '));
}

QJsonArray WordDiff::toJson(const QList<WordDiffSegment>& diff) {
    QJsonArray array;
    for (const WordDiffSegment& s : diff)
        array.append(QJsonObject{{QStringLiteral("kind"), s.kind == WordDiffSegment::Kind::Same
                                                              ? QStringLiteral("same")
                                                          : s.kind == WordDiffSegment::Kind::Removed
                                                              ? QStringLiteral("removed")
                                                              : QStringLiteral("added")},
                                 {QStringLiteral("words"), s.words}});
    return array;
}

QList<WordDiffSegment> WordDiff::fromJson(const QJsonArray& array) {
    QList<WordDiffSegment> diff;
    for (const QJsonValue& segment : array) {
        const QString kind = segment[QStringLiteral("kind")].toString();
        diff.append({kind == QLatin1StringView("same")      ? WordDiffSegment::Kind::Same
                     : kind == QLatin1StringView("removed") ? WordDiffSegment::Kind::Removed
                                                            : WordDiffSegment::Kind::Added,
                     segment[QStringLiteral("words")].toString()});
    }
    return diff;
}

} // namespace FlowAudit
