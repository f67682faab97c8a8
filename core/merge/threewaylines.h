#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <vector>

namespace FlowAudit {

// diff3 over lines: three texts cut into the regions where all three agree, where one side
// alone changed the base's lines (that side's lines are taken), and where both changed them
// differently (a conflict). For the conflict writer's three versions of OURS's bytes, which
// differ only inside the conflicting flows, so each conflict's markers hold just its lines.
class ThreeWayLines {
public:
    struct Range {
        qsizetype begin = 0;
        qsizetype end = 0;
        qsizetype size() const { return end - begin; }
    };
    struct Region {
        bool conflict = false;
        Range ours;
        Range base;
        Range theirs;
        // For a region that is not a conflict: whose lines it takes (their content is equal
        // wherever both are unchanged).
        enum class Take { Ours, Theirs } take = Take::Ours;
    };

    ThreeWayLines(const QByteArray& ours, const QByteArray& base, const QByteArray& theirs);

    const std::vector<QByteArrayView>& ours() const { return m_ours; }
    const std::vector<QByteArrayView>& base() const { return m_base; }
    const std::vector<QByteArrayView>& theirs() const { return m_theirs; }
    // Every line of each text belongs to exactly one region, in order.
    const std::vector<Region>& regions() const { return m_regions; }

    // Whether the region's lines are the same in all three texts.
    bool allSame(const Region& region) const;

    // Each line with its line end, if it has one.
    static std::vector<QByteArrayView> linesOf(const QByteArray& text);

private:
    std::vector<QByteArrayView> m_ours, m_base, m_theirs;
    std::vector<Region> m_regions;
};

} // namespace FlowAudit
