#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace FlowAudit {

// diff3 over lines: three texts cut into the regions where all three agree and the regions
// between, where they differ. For the conflict writer's three versions of OURS's bytes,
// which differ only inside the conflicting flows, so each conflict's markers hold just its
// lines.
class ThreeWayLines {
public:
    struct Range {
        qsizetype begin = 0;
        qsizetype end = 0;
        qsizetype size() const { return end - begin; }
    };
    struct Region {
        bool differs = false; // the three texts' lines are not all the same
        Range ours;
        Range base;
        Range theirs;
    };

    ThreeWayLines(const QByteArray& ours, const QByteArray& base, const QByteArray& theirs);

    const std::vector<QByteArrayView>& ours() const { return m_ours; }
    const std::vector<QByteArrayView>& base() const { return m_base; }
    const std::vector<QByteArrayView>& theirs() const { return m_theirs; }
    // Every line of each text belongs to exactly one region, in order.
    const std::vector<Region>& regions() const { return m_regions; }

    // Each line with its line end, if it has one.
    static std::vector<QByteArrayView> linesOf(const QByteArray& text);

private:
    std::vector<QByteArrayView> m_ours, m_base, m_theirs;
    std::vector<Region> m_regions;
};

} // namespace FlowAudit
