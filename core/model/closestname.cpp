#include "core/model/closestname.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace FlowAudit {

namespace {

// Optimal string alignment distance (Damerau-Levenshtein without repeated edits of one
// span): a transposition ("bilnig") is one typo, not two.
int editDistance(const QString& a, const QString& b) {
    const qsizetype n = a.size(), m = b.size();
    std::vector<std::vector<int>> d(std::size_t(n + 1), std::vector<int>(std::size_t(m + 1)));
    for (qsizetype i = 0; i <= n; ++i)
        d[i][0] = int(i);
    for (qsizetype j = 0; j <= m; ++j)
        d[0][j] = int(j);
    for (qsizetype i = 1; i <= n; ++i) {
        for (qsizetype j = 1; j <= m; ++j) {
            const int cost = a[i - 1] == b[j - 1] ? 0 : 1;
            d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
        }
    }
    return d[n][m];
}

} // namespace

std::optional<QString> closestName(const QString& name, const QStringList& candidates) {
    return closestName(name, candidates, int(name.size()));
}

std::optional<QString> closestName(const QString& name, const QStringList& candidates,
                                   int mostEdits) {
    const QString folded = name.toCaseFolded();
    const int nearEnough = std::min(mostEdits, std::max(1, int(name.size() / 3)));
    std::optional<QString> best;
    int bestDistance = nearEnough + 1;
    for (const QString& candidate : candidates) {
        // Names far longer or shorter cannot be near: skip the table for them.
        if (std::abs(int(candidate.size() - name.size())) > nearEnough)
            continue;
        const int distance = editDistance(folded, candidate.toCaseFolded());
        if (distance < bestDistance) {
            bestDistance = distance;
            best = candidate;
        }
    }
    return best;
}

QString withClosestName(const QString& problem, const QString& name,
                        const QStringList& candidates) {
    if (const std::optional<QString> closest = closestName(name, candidates))
        return QCoreApplication::translate("ClosestName", "%1 (did you mean %2?)")
            .arg(problem, *closest);
    return problem;
}

} // namespace FlowAudit
